// "What can I do now?" for Renature: the step of the seat's turn, from its phase and its
// legal moves, in a short sentence and in a newcomer's words (docs/games/renature.md).

import { BoardModel, KIND_VALUE } from "../board-model.mjs";
import { MoveIndex } from "../moves.mjs";

/** "1 cloud", "3 clouds". */
const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The points a plant move scores at once: 1, plus 1 per plant of its area of equal or lower value. */
function plantPoints(view, areaOf, move) {
  const area = areaOf.get(move.cell);
  const value = KIND_VALUE[move.kind];
  const below = Object.entries(view.plants).filter(
    ([cell, [, kind]]) => areaOf.get(cell) === area && KIND_VALUE[kind] <= value,
  );
  return 1 + below.length;
}

/** The cloud actions the seat can pay for now, in words ("" when none). */
function cloudActions(view, moves, seat) {
  const offers = [];
  if (moves.jokers.size) offers.push("make another animal the joker (2 clouds)");
  if (moves.returns.size) offers.push("take back one of your plants or a neutral one (as many clouds as its value)");
  if (!offers.length) return "";
  return ` With your ${count(view.seats[seat].clouds, "cloud")} you may also ${offers.join(", or ")}.`;
}

function domino(view, moves, seat, ground) {
  const hand = view.seats[seat].hand;
  const fitting = moves.places.size;
  const joker = view.board.animals[view.joker];
  const start = ground === "meadow" ? "a pond" : "a starting space (S)";
  if (!fitting) {
    const joke = moves.jokers.size ? ", or first change the joker (2 clouds) and see if one fits then" : "";
    const change = moves.jokers.size
      ? `Changing the joker animal (now the ${joker}) for 2 clouds may make one fit, since the joker matches ` +
        "every animal."
      : `With fewer than 2 clouds you cannot change the joker animal (now the ${joker}), which might have made ` +
        "one fit.";
    return {
      text: `None of your dominoes fits anywhere now: return one to the box${joke}.`,
      detail:
        "Step A of your turn: a domino must be placed or, when none fits (or you would rather not), one " +
        `goes back to the box. Choose the domino you need least, then "Return chosen domino to the box". ${change}`,
    };
  }
  const first = Object.keys(view.animals).length === 0;
  const which = fitting === hand.length ? "any of your dominoes" : `${fitting} of your ${hand.length} dominoes`;
  const rule = first
    ? `No domino is on the ${ground} yet, so this one must cover ${start}.`
    : `One of its animals must lie on ${start} or beside the same animal, and no animal may touch a different one.`;
  const after =
    ground === "meadow"
      ? "a plant may then go on a free area space beside it, and covering a tree stump gives you a mushroom."
      : "a plant may then go on a free area space beside it, and an area it closes off is scored at once " +
        "(you take its token).";
  return {
    text: `Place a domino on the ${ground} (${which} can go there), or return one to the box.`,
    detail:
      `Step A. ${rule} The joker animal, now the ${joker}, goes beside anything. Choose the place with what ` +
      `follows in mind: ${after} Click a domino in your hand, then two green spaces; click the domino again to ` +
      `turn it round.${cloudActions(view, moves, seat)}`,
  };
}

/** The best points a plant scores now, in words. */
function bestPlant(view, moves, areaOf) {
  const scored = moves.plants.map((move) => ({ move, points: plantPoints(view, areaOf, move) }));
  const best = scored.reduce((a, b) => (b.points > a.points ? b : a));
  if (scored.every(({ points }) => points === best.points)) return `each plant would score ${best.points} now`;
  const { move, points } = best;
  const area = areaOf.get(move.cell);
  return `the most now is ${points}, with a ${move.colour} ${move.kind} on ${move.cell} (area ${area})`;
}

function plant(view, moves, seat, model) {
  const cells = moves.anyPlantCells();
  if (!cells.size) {
    const text = "None of your plants can go beside your domino now: skip this step.";
    return { text, detail: `Step B. ${text} Your turn then goes on.` };
  }
  const { of } = model.areasIn(view);
  const clouds = [...cells].filter((cell) => view.clouds[cell]);
  const cloudNote = clouds.length ? ` Planting on ${clouds.join(" or ")} also brings its clouds to your board.` : "";
  const scoring = model.valley
    ? "Areas score only at the end of the game, by their size."
    : "When the area is closed off, the highest plant total there takes its main points and the next its " +
      "minor points (neutral scores for nobody).";
  return {
    text: `Place a plant on one of the ${count(cells.size, "free area space")} beside your domino, or skip it.`,
    detail:
      `Step B. Put one of your plants, ${view.seats[seat].colour} or neutral, on a green space. It scores 1 point ` +
      "plus 1 for each plant already in its area of the same or lower value (turf 1, bush 2, pine 3, oak 4): " +
      `${bestPlant(view, moves, of)}. ${scoring} Plants left on your board cost their value at the end.${cloudNote} ` +
      "Click a plant under the board, then a green space.",
  };
}

function clouds(view, moves, seat) {
  const found = view.turn.pending_clouds;
  const room = view.player_board.clouds - view.seats[seat].clouds;
  return {
    text:
      `You picked up ${count(found, "cloud")} and your board has room for ${room}: make room with a cloud ` +
      "action, or take them as they are.",
    detail:
      "Your board holds at most " +
      `${view.player_board.clouds} clouds; what does not fit goes back to the box when you take them. ` +
      "Spending clouds now on a cloud action frees room first. Each cloud left on your board at the end " +
      `is worth 1 point, so spend them only on something worth more. Click "Take the clouds" when you are done.` +
      cloudActions(view, moves, seat),
  };
}

function mushroom(moves) {
  return {
    text:
      "Your domino covers a tree stump: place the mushroom on a meadow space beside an area " +
      `(${count(moves.mushrooms.size, "place")}), or leave it.`,
    detail:
      "A mushroom becomes an area space at once: it makes an area larger, and one that touches two " +
      "areas joins them into one. Areas are scored at the end by their size, so joining areas where your " +
      "colour leads is strong, and joining one where you trail to one you lead can take it over. You may " +
      'plant on the mushroom in the next step if it lies beside your domino. Click a green space, or "No mushroom".',
  };
}

function end(view, moves, seat) {
  const another = moves.single.extra_turn;
  return {
    text: another
      ? "End your turn, or pay 3 clouds to take another turn at once."
      : "End your turn: there is nothing more you must do.",
    detail:
      "The steps of your turn are done: your points are scored and your hand is refilled from your reserve. " +
      (another
        ? "Another turn costs 3 clouds, and each cloud left at the end is worth 1 point: take one when the " +
          "next domino and plant should gain you more than that, or to close an area before the others can. "
        : "") +
      `Click "End turn" to pass to the next player.${cloudActions(view, moves, seat)}`,
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
