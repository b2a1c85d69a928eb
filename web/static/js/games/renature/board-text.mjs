// The board in words, for the keyboard and a screen reader: what each space is and what is
// on it, named as the log names it ("e4"), the board's spaces for BoardKeys, and the board's
// sections for BoardWords (every area, domino, cloud and mushroom, the joker, every seat).

import { formatList, t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { SIZE, cellName, cellPosition } from "./board-model.mjs";
import { totalsText } from "./log.mjs";
import { plantName, word } from "./words.mjs";

/**
 * What is known of the board for its words: `model` (BoardModel), `view`, `areas` (the
 * model's areasIn the view), `names` (the players' names) and `me` (the viewer's seat, or
 * null).
 * @typedef {{model: object, view: object, areas: object, names: string[], me: number | null}} Board
 */

/** The name of the seat playing `colour` (null: a neutral plant). */
function ownerOf(colour, { view, names }) {
  const seat = view.seats.findIndex((s) => s.colour === colour);
  return seat < 0 ? null : seatName(names, seat);
}

/** An animal's name, "(the joker)" after the joker's. */
function animalText(animal, { model, view }) {
  const name = word(model.animalNames[animal]);
  return animal === view.joker ? t("{animal} (the joker)", { animal: name }) : name;
}

/** A domino's animals as the log writes them: "fox–bear". */
const pairText = (animals, { model }) => animals.map((a) => word(model.animalNames[a])).join("–");

/** A plant on the board with its owner: "white bush (Anna)". */
function plantText([colour, kind], board) {
  const owner = ownerOf(colour, board);
  const plant = plantName(colour, kind);
  return owner ? t("{plant} ({name})", { plant, name: owner }) : plant;
}

/** What the space `name` is: an area, the brook or the meadow, a start, pond or stump. */
function ground(name, { model, areas }) {
  const area = areas.of.get(name);
  if (area) return t("area {area}", { area });
  if (model.valley) {
    if (model.starts.has(name)) return t("pond");
    return model.stumps.has(name) ? t("meadow with a tree stump") : t("meadow");
  }
  return model.starts.has(name) ? t("brook, a starting space") : t("brook");
}

/** The space `name` in words: "e4: brook, fox" (what it is, then what is on it). */
export function spaceText(name, board) {
  const { view } = board;
  const parts = [ground(name, board)];
  if (name in view.animals) parts.push(animalText(view.animals[name], board));
  if (name in view.plants) parts.push(plantText(view.plants[name], board));
  if (view.valley?.mushrooms.includes(name)) parts.push(t("a mushroom"));
  if (name in view.clouds) parts.push(tn("{n} cloud", "{n} clouds", view.clouds[name]));
  for (const [area, info] of Object.entries(view.areas)) {
    if (info.token && info.token_cell === name) {
      parts.push(t("the token of area {area} ({main}/{minor})", { area, ...info.token }));
    }
  }
  return `${name}: ${parts.join(", ")}`;
}

/**
 * The board's spaces for BoardKeys: every space at its column (x) and row (y), said with
 * what is on it and, where `does(name)` gives a text ({text, open}), what choosing it does.
 */
export function boardSpaces(board, does) {
  const spaces = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const id = cellName(y, x);
      const choice = does(id);
      const text = spaceText(id, board);
      spaces.push({ id, x, y, open: Boolean(choice?.open), text: choice ? `${text}. ${choice.text}` : text });
    }
  }
  return spaces;
}

/** Space names in the board's order, top row first: "c3, c4, d4". */
const cellList = (names) =>
  [...names]
    .sort((a, b) => {
      const [ra, ca] = cellPosition(a);
      const [rb, cb] = cellPosition(b);
      return ra - rb || ca - cb;
    })
    .join(", ");

/** One line for each area: its spaces, plants, token, totals and whether it is scored. */
function areaLines(board) {
  const { view, areas } = board;
  return Object.keys(areas.cells)
    .sort()
    .map((area) => {
      const cells = areas.cells[area].map(([r, c]) => cellName(r, c));
      const size = areas.sizes[area];
      const info = view.areas[area] ?? {};
      const values = { area, cells: cellList(cells) };
      const parts = [tn("Area {area} ({n} space): {cells}", "Area {area} ({n} spaces): {cells}", size, values)];
      const plants = cells.filter((name) => name in view.plants);
      if (plants.length) {
        const each = plants.map((cell) => t("{plant} on {cell}", { plant: plantText(view.plants[cell], board), cell }));
        parts.push(t("plants: {plants}", { plants: formatList(each) }));
        parts.push(t("totals: {totals}", { totals: totalsText(info.totals ?? {}) }));
      }
      if (info.token && info.token_cell) {
        parts.push(t("its token {main}/{minor} on {cell}", { ...info.token, cell: info.token_cell }));
      }
      if (info.closed) parts.push(t("scored"));
      return parts.join("; ");
    });
}

/** One line for each seat: points, clouds, hand, plants left and tokens. */
function seatLines(board) {
  const { model, view, names, me } = board;
  return view.seats.map((seat, i) => {
    const name = seatName(names, i);
    const who = i === me ? t("{name} (you)", { name }) : name;
    const parts = [
      t("{name}, {colour}", { name: who, colour: word(seat.colour) }),
      tn("{n} point", "{n} points", seat.score),
      tn("{n} cloud", "{n} clouds", seat.clouds),
    ];
    if (seat.hand) {
      const hand = seat.hand.map((d) => pairText(d.animals, board));
      parts.push(t("hand: {dominoes}", { dominoes: hand.length ? formatList(hand) : t("empty") }));
    } else {
      parts.push(tn("{n} domino in hand", "{n} dominoes in hand", seat.hand_count));
    }
    parts.push(tn("{n} domino in reserve", "{n} dominoes in reserve", seat.reserve_count));
    const left = (counts, colour) =>
      model.kinds.map((kind, k) => `${counts[k]} ${plantName(colour, kind)}`).join(", ");
    const plants = left(seat.own, seat.colour);
    parts.push(t("plants left: {plants}; neutral: {neutral}", { plants, neutral: left(seat.neutral, "neutral") }));
    if (seat.tokens.length) {
      const tokens = seat.tokens.map((token) => t("area {area} {main}/{minor}", token));
      parts.push(t("tokens: {tokens}", { tokens: tokens.join(", ") }));
    }
    return parts.join("; ");
  });
}

/** The board in words for BoardWords: [{heading, lines}]. */
export function boardSections(board) {
  const { view } = board;
  const dominoes = view.dominoes.map((cells) =>
    t("{pair} on {cells}", { pair: pairText(cells.map((name) => view.animals[name]), board), cells: cells.join("–") }),
  );
  const clouds = Object.entries(view.clouds).map(([cell, n]) =>
    tn("{n} cloud on {cell}", "{n} clouds on {cell}", n, { cell }),
  );
  const valley = [];
  if (view.valley) {
    const { mushrooms, stumps } = view.valley;
    if (mushrooms.length) valley.push(t("Mushrooms on {cells}", { cells: cellList(mushrooms) }));
    valley.push(t("Mushrooms: {supply} beside the board, {box} in the box", view.valley));
    const open = Object.keys(stumps).filter((name) => !stumps[name]);
    if (open.length) valley.push(t("Tree stumps not covered yet: {cells}", { cells: cellList(open) }));
  }
  return [
    { heading: t("Joker"), lines: [animalText(view.joker, board)] },
    { heading: t("Areas"), lines: areaLines(board) },
    { heading: t("Dominoes on the board"), lines: dominoes },
    { heading: t("Clouds on the board"), lines: clouds },
    { heading: t("The Valley"), lines: valley },
    { heading: t("Players"), lines: seatLines(board) },
  ];
}
