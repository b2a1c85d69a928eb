// A still picture of Cascadia for the first page: a small environment of habitat tiles,
// some with their wildlife tokens.

import { picture } from "../../dom.mjs";
import { drawTile, drawToken } from "./draw.mjs";
import { centre, parseCell, turnEdges } from "./hex.mjs";

const W = 300;
const H = 170;
const R = 34; // a hex's radius

// cell: [habitats, rotation, wildlife, keystone, token]
const TILES = {
  "0,0": ["F", 0, ["bear"], true, "bear"],
  "1,0": ["RW", 1, ["salmon", "hawk"], false, "salmon"],
  "-1,1": ["PF", 2, ["elk", "fox"], false, null],
  "0,1": ["MR", 4, ["hawk", "bear"], false, "hawk"],
  "1,-1": ["MP", 3, ["elk", "fox"], false, "elk"],
  "-1,0": ["WP", 5, ["fox", "salmon"], false, "fox"],
};

function paint(ctx) {
  for (const [cell, [habitats, rotation, wildlife, keystone, token]] of Object.entries(TILES)) {
    const [cx, cy] = centre(...parseCell(cell));
    const [x, y] = [W / 2 + cx * R - R / 2, H / 2 + cy * R - R / 3];
    drawTile(ctx, x, y, R, { edges: turnEdges(habitats, rotation), wildlife, keystone, token: null });
    if (token) drawToken(ctx, token, x, y, R * 0.56);
  }
}

/** The picture, as an image (a decoration: the first page names and describes the game
 * beside it). */
export function preview() {
  return picture("cascadia-preview", W, H, paint, "");
}
