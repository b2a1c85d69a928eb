// A still picture of Renature for the first page: a corner of the board with dominoes of
// animals laid, plants beside them and a cloud.

import { picture } from "../../dom.mjs";
import { drawAnimal, drawCloud, drawPlant } from "./draw.mjs";

const S = 36; // a space's side
const COLUMNS = 8;
const ROWS = 4;
const BROOK = 2; // the column of the brook

// [column, row, what]: an animal (its number), or a plant [colour, kind], or a cloud
const PIECES = [
  [1, 0, 0], [2, 0, 8], [2, 1, 2], [3, 1, 6], [4, 1, 5], [4, 2, 1],
  [5, 0, 9], [6, 0, 3], [0, 1, ["orange", "oak"]], [1, 1, ["blue", "bush"]],
  [3, 2, ["orange", "turf"]], [5, 1, ["white", "pine"]], [6, 1, ["black", "turf"]], [1, 3, "cloud"],
];

function paint(ctx) {
  for (let c = 0; c < COLUMNS; c++) {
    for (let r = 0; r < ROWS; r++) {
      ctx.fillStyle = c === BROOK ? "#cfe6f2" : (c + r) % 2 ? "#e3cf9c" : "#dcc68f";
      ctx.fillRect(c * S, r * S, S, S);
    }
  }
  ctx.strokeStyle = "#5a4a2a";
  ctx.lineWidth = 2.5;
  ctx.strokeRect(3 * S, 0, 2 * S, 3 * S); // an area's edge
  for (const [c, r, what] of PIECES) {
    if (typeof what === "number") drawAnimal(ctx, what, c * S, r * S, S);
    else if (what === "cloud") drawCloud(ctx, 1, c * S, r * S, S);
    else drawPlant(ctx, what[0], what[1], c * S, r * S, S);
  }
}

/** The picture, as an image (a decoration: the first page names and describes the game
 * beside it). */
export function preview() {
  return picture("renature-preview", COLUMNS * S, ROWS * S, paint, "");
}
