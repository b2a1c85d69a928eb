// The game log in words: each event a seat may see becomes a line, with the spaces and
// area it names (its mark, for highlighting) and the points it explains.

import { seatName } from "../../seats.mjs";

const FOR = { main: "main points", minor: "minor points", "main+minor": "main and minor points" };
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listed = (items) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items.join(""));

/**
 * Lines for one update's events: [{text, seat, mark?: {cells: ["e4", ...], area}}].
 * `names[seat]` names the players; `animals` are the board's animal names; `areaOf` maps
 * a space's name to its area's id; `valley`: the game is on a Valley board, whose tree
 * stumps are `stumps` (a Set of space names).
 */
export function describe(events, { names, animals, areaOf, valley = false, stumps = new Set() }) {
  const lines = [];
  const who = (seat) => seatName(names, seat);
  const pair = (ids) => ids.map((a) => animals[a]).join("–");
  const add = (seat, text, cells = [], area = null) =>
    lines.push(cells.length || area ? { seat, text, mark: { cells, area } } : { seat, text });
  for (const e of events) {
    switch (e.type) {
      case "turn":
        add(e.seat, `${who(e.seat)}'s turn.`);
        break;
      case "place": {
        const stump = e.cells.find((cell) => stumps.has(cell));
        const covering = stump ? `, covering the tree stump on ${stump}` : "";
        add(e.seat, `${who(e.seat)} placed ${pair(e.animals)} on ${e.cells.join("–")}${covering}.`, e.cells);
        break;
      }
      case "mushroom": {
        const grows =
          e.joined.length > 1
            ? `joining areas ${listed(e.joined)} into area ${e.area}`
            : `area ${e.area} grows by a space`;
        add(e.seat, `${who(e.seat)} placed a mushroom on ${e.cell}: ${grows}.`, [e.cell], e.area);
        break;
      }
      case "mushroom_boxed":
        add(
          e.seat,
          e.why === "declined"
            ? `${who(e.seat)} left the mushroom: it goes to the box.`
            : `No space for ${who(e.seat)}'s mushroom: it goes to the box.`,
        );
        break;
      case "discard":
        add(
          e.seat,
          e.animals
            ? `${who(e.seat)} returned ${pair(e.animals)} to the box.`
            : `${who(e.seat)} returned a domino to the box.`,
        );
        break;
      case "draw":
        add(
          e.seat,
          e.animals
            ? `${who(e.seat)} drew ${pair(e.animals)}.`
            : `${who(e.seat)} drew a domino.`,
        );
        break;
      case "plant": {
        const area = areaOf.get(e.cell);
        const clouds = e.clouds ? `, picking up ${plural(e.clouds, "cloud")}` : "";
        add(
          e.seat,
          `${who(e.seat)} planted a ${e.colour} ${e.kind} on ${e.cell} in area ${area}${clouds}.`,
          [e.cell],
          area,
        );
        break;
      }
      case "plant_points": {
        const others = e.points - 1;
        const why =
          others > 0
            ? ` (1 for the plant, ${others} for ${plural(others, "plant")} of equal or lower value in the area)`
            : " (1 for the plant)";
        add(e.seat, `${who(e.seat)} scores ${plural(e.points, "point")}${why}.`);
        break;
      }
      case "clouds_found":
        add(
          e.seat,
          `${plural(e.count, "cloud")} found on ${e.cell}: more than ${who(e.seat)}'s board has room for.`,
          [e.cell],
        );
        break;
      case "clouds_taken":
        add(
          e.seat,
          `${who(e.seat)} kept ${plural(e.kept, "cloud")}` +
            (e.to_box ? ` and returned ${e.to_box} to the box.` : "."),
        );
        break;
      case "area":
        lines.push(areaLine(e, who, valley));
        break;
      case "token":
        add(
          e.seat,
          `${who(e.seat)} takes the token of area ${e.area} (${e.main}/${e.minor}` +
            (e.back !== undefined ? `, ${e.back} on its back` : "") +
            ").",
          [],
          e.area,
        );
        break;
      case "joker":
        add(
          e.seat,
          `${who(e.seat)} made the ${animals[e.animal]} the joker (${plural(e.cost, "cloud")}).`,
        );
        break;
      case "return":
        add(
          e.seat,
          `${who(e.seat)} took the ${e.colour} ${e.kind} on ${e.cell} back (${plural(e.cost, "cloud")}).`,
          [e.cell],
          areaOf.get(e.cell),
        );
        break;
      case "extra_turn":
        add(e.seat, `${who(e.seat)} takes another turn (${plural(e.cost, "cloud")}).`);
        break;
      case "final":
        add(
          e.seat,
          `Final scoring, ${who(e.seat)}: ${e.clouds} for clouds, ${e.unplanted} for plants left` +
            (valley ? "." : `, ${e.backs} from token backs.`),
        );
        break;
      case "game_over": {
        const winners = e.result.winners.map(who).join(" and ");
        add(null, `The game is over. ${winners} ${e.result.winners.length > 1 ? "win" : "wins"}.`);
        break;
      }
      default:
        break;
    }
  }
  return lines;
}

function areaLine(e, who, valley) {
  const totals = Object.entries(e.totals)
    .map(([colour, value]) => `${colour} ${value}`)
    .join(", ");
  const awards = e.awards.length
    ? e.awards.map((a) => `${who(a.seat)} +${a.points} (${FOR[a.for]})`).join(", ")
    : "nobody scores";
  const when = e.final ? "Final scoring of area" : "Area";
  const worth = valley ? `${plural(e.main, "space")}: ${e.main}/${e.minor}` : `${e.main}/${e.minor}`;
  return {
    seat: null,
    text: `${when} ${e.area} (${worth}): ${totals || "no plants"} — ${awards}.`,
    mark: { cells: [], area: e.area },
  };
}
