// Pictures for Cascadia's rules page, drawn by the game's own tiles and tokens: a small
// environment, and a display of tile-token pairs.

import { picture } from "../../../dom.mjs";
import { t } from "../../../i18n.mjs";
import { drawToken, drawTile, hexPath } from "../draw.mjs";
import { bounds, centre, parseCell, turnEdges } from "../hex.mjs";

const RADIUS = 40;
const PAD = 6;
const GROUND = "#f3f0e4";

/** A tile as drawTile takes it: {habitats, rotation, wildlife, keystone, token} with its edges. */
const drawn = (tile) => ({ ...tile, edges: turnEdges(tile.habitats, tile.rotation ?? 0), token: tile.token ?? null });

/**
 * A picture of an environment: `tiles` are [{cell: "q,r", habitats: "FM", rotation,
 * wildlife: [animals], keystone, token}]; the tiles of `marks` (cells) are ringed.
 */
export function environmentPicture(id, tiles, caption, marks = []) {
  const box = bounds(tiles.map((tile) => tile.cell));
  const width = Math.ceil((box.right - box.left) * RADIUS) + 2 * PAD;
  const height = Math.ceil((box.bottom - box.top) * RADIUS) + 2 * PAD;
  return picture(`cascadia-rules-${id}`, width, height, (ctx) => {
    ctx.fillStyle = GROUND;
    ctx.fillRect(0, 0, width, height);
    for (const tile of tiles) {
      const [x, y] = centre(...parseCell(tile.cell));
      const px = PAD + (x - box.left) * RADIUS;
      const py = PAD + (y - box.top) * RADIUS;
      drawTile(ctx, px, py, RADIUS, drawn(tile));
      if (!marks.includes(tile.cell)) continue;
      hexPath(ctx, px, py, RADIUS - 3);
      ctx.strokeStyle = "#f2b705";
      ctx.lineWidth = 4;
      ctx.stroke();
    }
  }, caption);
}

/** A picture of a display: `pairs` are [{tile, token}], each tile over its token, numbered. */
export function displayPicture(id, pairs, caption) {
  const r = 28;
  const step = r * 2 + 14;
  const width = pairs.length * step + 8;
  const height = r * 2 + 58;
  return picture(`cascadia-rules-${id}`, width, height, (ctx) => {
    ctx.fillStyle = GROUND;
    ctx.fillRect(0, 0, width, height);
    ctx.font = "12px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    pairs.forEach(({ tile, token }, i) => {
      const x = 4 + step * i + step / 2;
      ctx.fillStyle = "#555";
      ctx.fillText(t("pair {number}", { number: i + 1 }), x, 3);
      drawTile(ctx, x, 18 + r, r, drawn(tile));
      drawToken(ctx, token, x, 18 + 2 * r + 20, 14);
    });
  }, caption);
}
