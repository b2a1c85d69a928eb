// Pictures for Renature's rules page, drawn by the game's own code: a piece of board is laid
// in the top-left corner of an otherwise empty board, drawn by the game's BoardView and cut
// out; rows of pieces (plants, dominoes, tokens, clouds, the joker track) by its sprites.

import { picture } from "../../../dom.mjs";
import { t } from "../../../i18n.mjs";
import { BoardModel, COLUMNS, SIZE, cellName } from "../board-model.mjs";
import { BoardView } from "../board.mjs";
import { drawAnimal } from "../draw.mjs";

const CELL = 36;
const EDGE = 16; // px: the strips of the spaces' names above and beside a piece
const KINDS = ["turf", "bush", "pine", "oak"];
const OPTIONS = { colourBlind: false, deadAnimals: "show", shadeScored: false, markJoker: true };

/** The names of the spaces of `rows` showing the character `ch`. */
function spaces(rows, ch) {
  return rows.flatMap((row, r) => [...row].flatMap((c, col) => (c === ch ? [cellName(r, col)] : [])));
}

/** A whole board's static part (as a view's `board`) with `rows` in its top-left corner. */
function boardOf(rows, valley) {
  const full = Array.from({ length: SIZE }, (_, r) => (rows[r] ?? "").padEnd(SIZE, "."));
  const sizes = {};
  for (const ch of full.join("")) {
    if (/[a-z]/i.test(ch)) sizes[ch.toUpperCase()] = (sizes[ch.toUpperCase()] ?? 0) + 1;
  }
  const board = { rows: full, starts: spaces(full, valley ? "~" : "S"), area_sizes: sizes, animals: [], kinds: KINDS };
  return valley ? { ...board, stumps: spaces(full, "#"), mushrooms: 8 } : board;
}

/** The view the board draws: the pieces given, laid on `model`. */
function viewOf(model, pieces) {
  const view = {
    joker: pieces.joker ?? 0,
    animals: {},
    dominoes: [],
    plants: pieces.plants ?? {},
    clouds: pieces.clouds ?? {},
    areas: {},
    valley: null,
  };
  for (const [first, a, second, b] of pieces.dominoes ?? []) {
    view.dominoes.push([first, second]);
    view.animals[first] = a;
    view.animals[second] = b;
  }
  if (model.valley) {
    const stumps = Object.fromEntries([...model.stumps].map((cell) => [cell, cell in view.animals]));
    view.valley = { stumps, mushrooms: pieces.mushrooms ?? [] };
    const names = (cells) => cells.map(([r, c]) => cellName(r, c));
    const printed = Object.entries(model.areaCells).map(([area, cells]) => [area, names(cells)]);
    const areas = pieces.areas ?? Object.fromEntries(printed);
    for (const [area, cells] of Object.entries(areas)) view.areas[area] = { spaces: cells, size: cells.length };
    return view;
  }
  for (const area of Object.keys(model.areaCells)) {
    const token = pieces.tokens?.[area];
    view.areas[area] = {
      closed: (pieces.closed ?? []).includes(area),
      token: token ? { main: token[0], minor: token[1] } : null,
      token_cell: token ? token[2] : null,
    };
  }
  return view;
}

/**
 * A picture of a piece of board. `rows`: its spaces, laid from a1 (docs/games/renature.md's
 * legends: "." brook, "S" starting space, a letter an area's space; on a Valley piece
 * (`pieces.valley`) "." meadow, "~" pond, "#" tree stump). `pieces`: {dominoes: [[cell,
 * animal, cell, animal]], plants: {cell: [colour, kind]}, clouds: {cell: n}, tokens: {area:
 * [main, minor, cell]}, mushrooms: [cells], areas: {id: [cells]} (Valley areas as they are
 * now), joker, overlay: the board's overlay (marks, targets)}.
 */
export function boardPicture(id, rows, pieces, caption) {
  const model = new BoardModel(boardOf(rows, pieces.valley));
  const width = rows[0].length * CELL;
  const height = rows.length * CELL;
  return picture(`renature-rules-${id}`, width + EDGE, height + EDGE, (ctx) => {
    const dpr = globalThis.devicePixelRatio || 1;
    const canvas = document.createElement("canvas");
    const board = new BoardView(canvas, model);
    board.resize(CELL);
    board.draw(viewOf(model, pieces), pieces.overlay ?? {}, OPTIONS);
    ctx.fillStyle = "#f6f1e1";
    ctx.fillRect(0, 0, width + EDGE, height + EDGE);
    ctx.drawImage(canvas, 0, 0, width * dpr, height * dpr, EDGE, EDGE, width, height);
    names(ctx, rows);
  }, caption);
}

/** The names of the columns above a piece of `rows` and of its rows beside it. */
function names(ctx, rows) {
  ctx.fillStyle = "#5a5440";
  ctx.font = "bold 11px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  [...rows[0]].forEach((_, c) => ctx.fillText(COLUMNS[c], EDGE + (c + 0.5) * CELL, EDGE / 2));
  rows.forEach((_, r) => ctx.fillText(String(r + 1), EDGE / 2, EDGE + (r + 0.5) * CELL));
}

/**
 * A picture of things in a row, each with a label under it: `items` are [{width,
 * paint(ctx, x, y, size), label}], drawn `size` pixels high.
 */
export function rowPicture(id, items, caption, size = 44) {
  const gap = Math.round(size / 4);
  const slot = (item) => Math.max(item.width, item.label.length * 6.5); // room for its label too
  const width = items.reduce((sum, item) => sum + slot(item), 0) + gap * (items.length + 1);
  const height = size + 26;
  return picture(`renature-rules-${id}`, width, height, (ctx) => {
    ctx.fillStyle = "#f6f1e1";
    ctx.fillRect(0, 0, width, height);
    ctx.font = "12px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    let x = gap;
    for (const item of items) {
      item.paint(ctx, x + (slot(item) - item.width) / 2, 4, size);
      ctx.fillStyle = "#2a2a20";
      ctx.fillText(item.label, x + slot(item) / 2, size + 9);
      x += slot(item) + gap;
    }
  }, caption);
}

/** The joker track: the ten animals in a row, the joker (`joker`) ringed. */
export function jokerPicture(id, names, joker, caption) {
  const size = 30;
  const items = names.map((name, animal) => ({
    width: size,
    label: animal === joker ? t("joker") : "",
    paint(ctx, x, y) {
      drawAnimal(ctx, animal, x, y, size);
      if (animal !== joker) return;
      ctx.strokeStyle = "#d4a000";
      ctx.lineWidth = 3;
      ctx.strokeRect(x - 2, y - 2, size + 4, size + 4);
    },
  }));
  return rowPicture(id, items, caption, size);
}
