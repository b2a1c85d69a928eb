// The board's tiles and tokens drawn once per size into small canvases, so that a redraw
// (a pan, a zoom, a frame of a piece arriving) only copies pixels.

import { spriteCache } from "../../sprites.mjs";
import { drawTile, drawToken } from "./draw.mjs";

const sprite = spriteCache(600); // zooming makes new sizes: past 600 drawings they go

/** The radius a drawing of radius `r` is made at: steps of 4 px past 24 px, so that a
 * pinch or a zoom reuses a few sizes (scaled by at most a few percent). */
const step = (r) => (r < 24 ? Math.round(r) : 4 * Math.round(r / 4));

/** Copy `canvas` centred on (x, y), `scale` times its size. */
function put(ctx, canvas, x, y, w, h, scale) {
  ctx.drawImage(canvas, x - (w * scale) / 2, y - (h * scale) / 2, w * scale, h * scale);
}

/** A placed tile (without its token) of radius `size` on (x, y), `scale` times as large. */
export function tile(ctx, x, y, size, placed, letters, scale = 1) {
  const r = step(size);
  if (!(r > 0)) return;
  const w = Math.ceil(r * Math.sqrt(3)) + 4; // room for the outline
  const h = 2 * r + 4;
  const name = `t${placed.edges}${placed.wildlife}${placed.keystone}${letters}`;
  const plain = { ...placed, token: null };
  const canvas = sprite(name, w, h, (c) => drawTile(c, w / 2, h / 2, r, plain, { letters }));
  put(ctx, canvas, x, y, w, h, (scale * size) / r);
}

/** A wildlife token of radius `r` on (x, y), `scale` times as large. */
export function token(ctx, animal, x, y, r, scale = 1) {
  const drawn = step(r);
  if (!(drawn > 0)) return;
  const d = 2 * drawn + 4;
  const canvas = sprite(`a${animal}`, d, d, (c) => drawToken(c, animal, d / 2, d / 2, drawn));
  put(ctx, canvas, x, y, d, d, (scale * r) / drawn);
}
