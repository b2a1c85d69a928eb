// Cascadia's board for the keyboard and a screen reader: an environment's cells as spaces
// for BoardKeys (at their hex centres, in radius units) and the whole board in words for
// BoardWords. Every cell is named "q,r", as the log marks it.

import { formatList, t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { centre, parseCell, turnEdges } from "./hex.mjs";
import { HABITATS, anAnimal, animalName, capital, tileWords } from "./words.mjs";

// the sides of a hex, by edge (hex.mjs): east first, anticlockwise
const SIDES = [t("east"), t("north-east"), t("north-west"), t("west"), t("south-west"), t("south-east")];

/** A tile's six edges ("FFFRRR") in words: "forest to the east, north-east and north-west;
 * river to the west, south-west and south-east"; a keystone's "forest all round". */
export function edgeWords(edges) {
  if (new Set(edges).size === 1) return t("{habitat} all round", { habitat: HABITATS[edges[0]] });
  const sides = new Map();
  [...edges].forEach((h, i) => sides.set(h, [...(sides.get(h) ?? []), SIDES[i]]));
  return [...sides]
    .map(([h, names]) => t("{habitat} to the {sides}", { habitat: HABITATS[h], sides: formatList(names) }))
    .join("; ");
}

/** What a tile may hold or holds: "May hold a bear and a fox." or "Holds a bear." */
function holds(tile) {
  if (tile.token) return t("Holds {animal}.", { animal: anAnimal(tile.token) });
  return t("May hold {animals}.", { animals: formatList(tile.wildlife.map(anAnimal)) });
}

/** A placed tile ({habitats, edges, wildlife, keystone, token}) on `cell` in words. */
export function cellWords(cell, tile) {
  return `${cell}: ${capital(tileWords(tile))} (${edgeWords(tile.edges)}). ${holds(tile)}`;
}

/** The cells `cells` (names) in reading order: top row first, each row from the left. */
export function readingOrder(cells) {
  const at = (cell) => parseCell(cell);
  return [...cells].sort((a, b) => at(a)[1] - at(b)[1] || centre(...at(a))[0] - centre(...at(b))[0]);
}

/**
 * The spaces of an environment for BoardKeys: [{id: cell, x, y, text, open}], its tiles
 * and, on the viewer's place step, the spots the tile may go. `turn`: null when the viewer
 * may not play on it now, else {step, moves (MoveIndex), choice (Choice), pending (the
 * tile and animal taken)}: `open` is where the step may choose, `text` says what Enter does.
 */
export function envSpaces(environment, turn) {
  const placing = turn?.step === "place";
  const cells = new Set(Object.keys(environment));
  if (placing) for (const cell of turn.moves.places.keys()) cells.add(cell);
  return readingOrder(cells).map((cell) => {
    const tile = environment[cell];
    const [x, y] = centre(...parseCell(cell));
    let text = tile ? cellWords(cell, tile) : `${cell}: ${t("empty")}.`;
    let open = false;
    if (placing && turn.moves.places.has(cell)) {
      open = true;
      const name = tileWords(turn.pending.tile);
      if (turn.choice.spot === cell) {
        const edges = edgeWords(edgesAt(turn, cell));
        text += ` ${t("The {tile} goes here ({edges}). Enter places it, R turns it.", { tile: name, edges })}`;
      } else {
        text += ` ${t("Enter: put the {tile} here.", { tile: name })}`;
      }
    } else if (turn?.step === "token" && turn.moves.tokens.has(cell)) {
      open = true;
      text += ` ${t("Enter: put {animal} here.", { animal: anAnimal(turn.pending.animal) })}`;
    }
    return { id: cell, x, y, text, open };
  });
}

/** The edges the tile being placed would show on `cell` at the rotation chosen. */
function edgesAt({ pending, moves, choice }, cell) {
  return turnEdges(pending.tile.habitats, choice.rotationAt(moves, cell));
}

/** A pair of the display in words: "Pair 2: forest–river tile, may hold …; an elk". */
function pairWords(pair, slot) {
  const tile = pair.tile
    ? `${capital(tileWords(pair.tile))}. ${holds(pair.tile)}`
    : t("The tile was taken.");
  const token = pair.token ? t("Token: {animal}.", { animal: animalName(pair.token) }) : t("The token was taken.");
  return `${t("Pair {slot}", { slot: slot + 1 })}: ${tile} ${token}`;
}

/**
 * The board in words, for BoardWords: [{heading, lines}]: each seat's environment cell by
 * cell with its nature tokens, the display, the pieces taken this turn, the points now (when
 * `scores`) and the supply. `names`: the seats' names; `me`: the viewer's seat or null.
 */
export function boardWords(view, { names, me, scores }) {
  const name = (i) => (i === me ? t("{name} (you)", { name: seatName(names, i) }) : seatName(names, i));
  const sections = view.seats.map((seat, i) => ({
    heading: i === me ? t("Your environment") : t("{name}'s environment", { name: seatName(names, i) }),
    lines: [
      tn("{n} nature token.", "{n} nature tokens.", seat.nature),
      ...readingOrder(Object.keys(seat.environment)).map((cell) => cellWords(cell, seat.environment[cell])),
    ],
  }));
  if (view.step !== "over") sections.push({ heading: t("The display"), lines: view.display.map(pairWords) });
  const pending = view.turn.pending;
  if (pending) {
    const token = t("Token: {animal}.", { animal: animalName(pending.animal) });
    const what = `${capital(tileWords(pending.tile))}. ${holds(pending.tile)} ${token}`;
    sections.push({ heading: capital(t("taken this turn")), lines: [what] });
  }
  if (scores) {
    const points = view.scores.map((s, i) => tn("{name}: {n} point", "{name}: {n} points", s.total, { name: name(i) }));
    sections.push({ heading: t("Points now"), lines: points });
  }
  const left = t("Tiles left {tiles} · nature tokens left {nature} · bag:", { tiles: view.stack.count, nature: view.nature });
  const bag = Object.entries(view.bag).map(([animal, n]) => `${animalName(animal)} ${n}`);
  sections.push({ heading: t("Supply"), lines: [`${left} ${bag.join(", ")}`] });
  return sections;
}
