// "What can I do now?" for Renature: the step of the seat's turn, from its phase and its
// legal moves, in a short sentence and in a newcomer's words (docs/games/renature.md).

import { BoardModel, KIND_VALUE } from "../board-model.mjs";
import { MoveIndex } from "../moves.mjs";
import { aPlant, word } from "../words.mjs";
import { t, tn } from "../../../i18n.mjs";

/** The points a plant move scores at once: 1, plus 1 per plant of its area of equal or lower value. */
function plantPoints(view, areaOf, move) {
  const area = areaOf.get(move.cell);
  const value = KIND_VALUE[move.kind];
  const below = Object.entries(view.plants).filter(
    ([cell, [, kind]]) => areaOf.get(cell) === area && KIND_VALUE[kind] <= value,
  );
  return 1 + below.length;
}

/** The cloud actions the seat can pay for now, as a sentence after a space ("" when none). */
function cloudActions(view, moves, seat) {
  const n = view.seats[seat].clouds;
  let said = "";
  if (moves.jokers.size && moves.returns.size) {
    said = tn(
      "With your {n} cloud you may also make another animal the joker (2 clouds), or take back one of your plants or a neutral one (as many clouds as its value).",
      "With your {n} clouds you may also make another animal the joker (2 clouds), or take back one of your plants or a neutral one (as many clouds as its value).",
      n,
    );
  } else if (moves.jokers.size) {
    said = tn(
      "With your {n} cloud you may also make another animal the joker (2 clouds).",
      "With your {n} clouds you may also make another animal the joker (2 clouds).",
      n,
    );
  } else if (moves.returns.size) {
    said = tn(
      "With your {n} cloud you may also take back one of your plants or a neutral one (as many clouds as its value).",
      "With your {n} clouds you may also take back one of your plants or a neutral one (as many clouds as its value).",
      n,
    );
  }
  return said ? ` ${said}` : "";
}

function domino(view, moves, seat, ground) {
  const hand = view.seats[seat].hand;
  const fitting = moves.places.size;
  const joker = word(view.board.animals[view.joker]);
  const meadow = ground === "meadow";
  if (!fitting) {
    const change = moves.jokers.size
      ? t("Changing the joker animal (now the {joker}) for 2 clouds may make one fit, since the joker matches every animal.", { joker })
      : t("With fewer than 2 clouds you cannot change the joker animal (now the {joker}), which might have made one fit.", { joker });
    return {
      text: moves.jokers.size
        ? t("None of your dominoes fits anywhere now: return one to the box, or first change the joker (2 clouds) and see if one fits then.")
        : t("None of your dominoes fits anywhere now: return one to the box."),
      detail: `${t(
        'Step A of your turn: a domino must be placed or, when none fits (or you would rather not), one goes back to the box. Choose the domino you need least, then "Return chosen domino to the box".',
      )} ${change}`,
    };
  }
  const first = Object.keys(view.animals).length === 0;
  const all = fitting === hand.length;
  let text;
  if (meadow) {
    text = all
      ? t("Place a domino on the meadow (any of your dominoes can go there), or return one to the box.")
      : tn(
          "Place a domino on the meadow ({n} of your {all} dominoes can go there), or return one to the box.",
          "Place a domino on the meadow ({n} of your {all} dominoes can go there), or return one to the box.",
          fitting,
          { all: hand.length },
        );
  } else {
    text = all
      ? t("Place a domino on the brook (any of your dominoes can go there), or return one to the box.")
      : tn(
          "Place a domino on the brook ({n} of your {all} dominoes can go there), or return one to the box.",
          "Place a domino on the brook ({n} of your {all} dominoes can go there), or return one to the box.",
          fitting,
          { all: hand.length },
        );
  }
  let rule;
  if (first) {
    rule = meadow
      ? t("No domino is on the meadow yet, so this one must cover a pond.")
      : t("No domino is on the brook yet, so this one must cover a starting space (S).");
  } else {
    rule = meadow
      ? t("One of its animals must lie on a pond or beside the same animal, and no animal may touch a different one.")
      : t("One of its animals must lie on a starting space (S) or beside the same animal, and no animal may touch a different one.");
  }
  const after = meadow
    ? t(
        "The joker animal, now the {joker}, goes beside anything. Choose the place with what follows in mind: a plant may then go on a free area space beside it, and covering a tree stump gives you a mushroom.",
        { joker },
      )
    : t(
        "The joker animal, now the {joker}, goes beside anything. Choose the place with what follows in mind: a plant may then go on a free area space beside it, and an area it closes off is scored at once (you take its token).",
        { joker },
      );
  const how = t(
    "Choose a domino of your hand (or press 1 to 9), then the two spaces where it fits (highlighted; N on the board goes to the next one); choose the domino again, or press R, to turn it round.",
  );
  return {
    text,
    detail: `${t("Step A.")} ${rule} ${after} ${how}${cloudActions(view, moves, seat)}`,
  };
}

/** The best points a plant scores now, as a sentence. */
function bestPlant(view, moves, areaOf) {
  const scored = moves.plants.map((move) => ({ move, points: plantPoints(view, areaOf, move) }));
  const best = scored.reduce((a, b) => (b.points > a.points ? b : a));
  if (scored.every(({ points }) => points === best.points)) {
    return t("Each plant would score {points} now.", { points: best.points });
  }
  const { move, points } = best;
  const area = areaOf.get(move.cell);
  return t("The most now is {points}, with {plant} on {cell} (area {area}).", {
    points,
    plant: aPlant(move.colour, move.kind),
    cell: move.cell,
    area,
  });
}

function plant(view, moves, seat, model) {
  const cells = moves.anyPlantCells();
  if (!cells.size) {
    const text = t("None of your plants can go beside your domino now: skip this step.");
    return { text, detail: `${t("Step B.")} ${text} ${t("Your turn then goes on.")}` };
  }
  const { of } = model.areasIn(view);
  const clouds = [...cells].filter((cell) => view.clouds[cell]);
  const cloudNote = clouds.length
    ? ` ${t("Planting on {cells} also brings its clouds to your board.", { cells: orList(clouds) })}`
    : "";
  const scoring = model.valley
    ? t("Areas score only at the end of the game, by their size.")
    : t(
        "When the area is closed off, the highest plant total there takes its main points and the next its minor points (neutral scores for nobody).",
      );
  const colour = word(view.seats[seat].colour);
  return {
    text: tn(
      "Place a plant on one of the {n} free area space beside your domino, or skip it.",
      "Place a plant on one of the {n} free area spaces beside your domino, or skip it.",
      cells.size,
    ),
    detail:
      `${t("Step B.")} ${t(
        "Put one of your plants, {colour} or neutral, on a free area space beside your domino. It scores 1 point plus 1 for each plant already in its area of the same or lower value (turf 1, bush 2, pine 3, oak 4).",
        { colour },
      )} ${bestPlant(view, moves, of)} ${scoring} ${t("Plants left on your board cost their value at the end.")}${cloudNote} ` +
      t("Choose a plant under the board, then one of those spaces (highlighted; N on the board goes to the next one)."),
  };
}

/** Spaces as "a1", "a1 or b2", "a1 or b2 or c3". */
const orList = (cells) => cells.reduce((said, cell) => t("{cells} or {cell}", { cells: said, cell }));

function clouds(view, moves, seat) {
  const found = view.turn.pending_clouds;
  const room = view.player_board.clouds - view.seats[seat].clouds;
  return {
    text: tn(
      "You picked up {n} cloud and your board has room for {room}: make room with a cloud action, or take them as they are.",
      "You picked up {n} clouds and your board has room for {room}: make room with a cloud action, or take them as they are.",
      found,
      { room },
    ),
    detail:
      t(
        'Your board holds at most {clouds} clouds; what does not fit goes back to the box when you take them. Spending clouds now on a cloud action frees room first. Each cloud left on your board at the end is worth 1 point, so spend them only on something worth more. Choose "Take the clouds" when you are done.',
        { clouds: view.player_board.clouds },
      ) + cloudActions(view, moves, seat),
  };
}

function mushroom(moves) {
  return {
    text: tn(
      "Your domino covers a tree stump: place the mushroom on a meadow space beside an area ({n} place), or leave it.",
      "Your domino covers a tree stump: place the mushroom on a meadow space beside an area ({n} places), or leave it.",
      moves.mushrooms.size,
    ),
    detail: t(
      'A mushroom becomes an area space at once: it makes an area larger, and one that touches two areas joins them into one. Areas are scored at the end by their size, so joining areas where your colour leads is strong, and joining one where you trail to one you lead can take it over. You may plant on the mushroom in the next step if it lies beside your domino. Choose a meadow space beside an area (highlighted; N on the board goes to the next one), or "No mushroom".',
    ),
  };
}

function end(view, moves, seat) {
  const another = moves.single.extra_turn;
  const done = t("The steps of your turn are done: your points are scored and your hand is refilled from your reserve.");
  const extra = another
    ? ` ${t(
        "Another turn costs 3 clouds, and each cloud left at the end is worth 1 point: take one when the next domino and plant should gain you more than that, or to close an area before the others can.",
      )}`
    : "";
  return {
    text: another
      ? t("End your turn, or pay 3 clouds to take another turn at once.")
      : t("End your turn: there is nothing more you must do."),
    detail: `${done}${extra} ${t('Choose "End turn" (or press E) to pass to the next player.')}${cloudActions(view, moves, seat)}`,
  };
}

/**
 * What seat `seat` can do now in `view` with its legal `moves`: {text, detail}, or null when
 * it is not its turn or it has no moves.
 */
export function hint(view, moves, seat) {
  if (seat === null || view.phase === "over" || view.current !== seat || !moves.length) return null;
  const index = new MoveIndex(moves);
  const model = new BoardModel(view.board);
  const ground = model.valley ? "meadow" : "brook";
  switch (view.phase) {
    case "domino":
      return domino(view, index, seat, ground);
    case "plant":
      return plant(view, index, seat, model);
    case "clouds":
      return clouds(view, index, seat);
    case "mushroom":
      return mushroom(index);
    case "end":
      return end(view, index, seat);
    default:
      return null;
  }
}
