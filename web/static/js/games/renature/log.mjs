// The game log in words: each event a seat may see becomes a line, with the spaces and
// area it names (its mark, for highlighting) and the points it explains.

import { formatList, t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { aPlant, plantName, word } from "./words.mjs";

const FOR = {
  main: () => t("main points"),
  minor: () => t("minor points"),
  "main+minor": () => t("main and minor points"),
};

/**
 * Lines for one update's events: [{text, seat, mark?: {cells: ["e4", ...], area}}].
 * `names[seat]` names the players; `animals` are the board's animal names; `areaOf` maps
 * a space's name to its area's id; `valley`: the game is on a Valley board, whose tree
 * stumps are `stumps` (a Set of space names).
 */
export function describe(events, { names, animals, areaOf, valley = false, stumps = new Set() }) {
  const lines = [];
  const who = (seat) => seatName(names, seat);
  const pair = (ids) => ids.map((a) => word(animals[a])).join("–");
  const add = (seat, text, cells = [], area = null) =>
    lines.push(cells.length || area ? { seat, text, mark: { cells, area } } : { seat, text });
  for (const e of events) {
    const name = e.seat === undefined || e.seat === null ? "" : who(e.seat);
    switch (e.type) {
      case "turn":
        add(e.seat, t("{name}'s turn.", { name }));
        break;
      case "place": {
        const stump = e.cells.find((cell) => stumps.has(cell));
        const values = { name, pair: pair(e.animals), cells: e.cells.join("–"), stump };
        add(
          e.seat,
          stump
            ? t("{name} placed {pair} on {cells}, covering the tree stump on {stump}.", values)
            : t("{name} placed {pair} on {cells}.", values),
          e.cells,
        );
        break;
      }
      case "mushroom": {
        const values = { name, cell: e.cell, area: e.area, areas: formatList(e.joined) };
        add(
          e.seat,
          e.joined.length > 1
            ? t("{name} placed a mushroom on {cell}: joining areas {areas} into area {area}.", values)
            : t("{name} placed a mushroom on {cell}: area {area} grows by a space.", values),
          [e.cell],
          e.area,
        );
        break;
      }
      case "mushroom_boxed":
        add(
          e.seat,
          e.why === "declined"
            ? t("{name} left the mushroom: it goes to the box.", { name })
            : t("No space for {name}'s mushroom: it goes to the box.", { name }),
        );
        break;
      case "discard":
        add(
          e.seat,
          e.animals
            ? t("{name} returned {pair} to the box.", { name, pair: pair(e.animals) })
            : t("{name} returned a domino to the box.", { name }),
        );
        break;
      case "draw":
        add(
          e.seat,
          e.animals ? t("{name} drew {pair}.", { name, pair: pair(e.animals) }) : t("{name} drew a domino.", { name }),
        );
        break;
      case "plant": {
        const area = areaOf.get(e.cell);
        const values = { name, plant: aPlant(e.colour, e.kind), cell: e.cell, area };
        add(
          e.seat,
          e.clouds
            ? tn(
                "{name} planted {plant} on {cell} in area {area}, picking up {n} cloud.",
                "{name} planted {plant} on {cell} in area {area}, picking up {n} clouds.",
                e.clouds,
                values,
              )
            : t("{name} planted {plant} on {cell} in area {area}.", values),
          [e.cell],
          area,
        );
        break;
      }
      case "plant_points": {
        const others = e.points - 1;
        add(
          e.seat,
          others > 0
            ? tn(
                "{name} scores {points} points (1 for the plant, {n} for {n} plant of equal or lower value in the area).",
                "{name} scores {points} points (1 for the plant, {n} for {n} plants of equal or lower value in the area).",
                others,
                { name, points: e.points },
              )
            : t("{name} scores 1 point (1 for the plant).", { name }),
        );
        break;
      }
      case "clouds_found":
        add(
          e.seat,
          tn(
            "{n} cloud found on {cell}: more than {name}'s board has room for.",
            "{n} clouds found on {cell}: more than {name}'s board has room for.",
            e.count,
            { name, cell: e.cell },
          ),
          [e.cell],
        );
        break;
      case "clouds_taken":
        add(
          e.seat,
          e.to_box
            ? tn(
                "{name} kept {n} cloud and returned {back} to the box.",
                "{name} kept {n} clouds and returned {back} to the box.",
                e.kept,
                { name, back: e.to_box },
              )
            : tn("{name} kept {n} cloud.", "{name} kept {n} clouds.", e.kept, { name }),
        );
        break;
      case "area":
        lines.push(areaLine(e, who, valley));
        break;
      case "token": {
        const values = { name, area: e.area, main: e.main, minor: e.minor, back: e.back };
        add(
          e.seat,
          e.back !== undefined
            ? t("{name} takes the token of area {area} ({main}/{minor}, {back} on its back).", values)
            : t("{name} takes the token of area {area} ({main}/{minor}).", values),
          [],
          e.area,
        );
        break;
      }
      case "joker":
        add(
          e.seat,
          tn("{name} made the {animal} the joker ({n} cloud).", "{name} made the {animal} the joker ({n} clouds).", e.cost, {
            name,
            animal: word(animals[e.animal]),
          }),
        );
        break;
      case "return":
        add(
          e.seat,
          tn("{name} took the {plant} on {cell} back ({n} cloud).", "{name} took the {plant} on {cell} back ({n} clouds).", e.cost, {
            name,
            plant: plantName(e.colour, e.kind),
            cell: e.cell,
          }),
          [e.cell],
          areaOf.get(e.cell),
        );
        break;
      case "extra_turn":
        add(e.seat, tn("{name} takes another turn ({n} cloud).", "{name} takes another turn ({n} clouds).", e.cost, { name }));
        break;
      case "final": {
        const values = { name, clouds: e.clouds, unplanted: e.unplanted, backs: e.backs };
        add(
          e.seat,
          valley
            ? t("Final scoring, {name}: {clouds} for clouds, {unplanted} for plants left.", values)
            : t("Final scoring, {name}: {clouds} for clouds, {unplanted} for plants left, {backs} from token backs.", values),
        );
        break;
      }
      case "game_over": {
        const winners = formatList(e.result.winners.map(who));
        add(null, tn("The game is over. {winners} wins.", "The game is over. {winners} win.", e.result.winners.length, { winners }));
        break;
      }
      default:
        break;
    }
  }
  return lines;
}

/** The colours' plant totals of a scoring ("white 4, black 2"), or "no plants". */
export function totalsText(totals) {
  const items = Object.entries(totals).map(([colour, value]) => t("{colour} {value}", { colour: word(colour), value }));
  return items.length ? items.join(", ") : t("no plants");
}

function areaLine(e, who, valley) {
  const awards = e.awards.length
    ? e.awards
        .map((a) => t("{name} +{points} ({what})", { name: who(a.seat), points: a.points, what: FOR[a.for]() }))
        .join(", ")
    : t("nobody scores");
  const values = { area: e.area, main: e.main, minor: e.minor, totals: totalsText(e.totals), awards };
  let text;
  if (valley && e.final) {
    text = tn(
      "Final scoring of area {area} ({n} space: {main}/{minor}): {totals} — {awards}.",
      "Final scoring of area {area} ({n} spaces: {main}/{minor}): {totals} — {awards}.",
      e.main,
      values,
    );
  } else if (valley) {
    text = tn(
      "Area {area} ({n} space: {main}/{minor}): {totals} — {awards}.",
      "Area {area} ({n} spaces: {main}/{minor}): {totals} — {awards}.",
      e.main,
      values,
    );
  } else if (e.final) {
    text = t("Final scoring of area {area} ({main}/{minor}): {totals} — {awards}.", values);
  } else {
    text = t("Area {area} ({main}/{minor}): {totals} — {awards}.", values);
  }
  return { seat: null, text, mark: { cells: [], area: e.area } };
}
