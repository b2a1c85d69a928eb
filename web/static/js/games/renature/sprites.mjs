// Drawings rendered once per size into small canvases, so a redraw only copies pixels.

import { drawAnimal, drawCloud, drawPlant, drawToken } from "./draw.mjs";

const cache = new Map();

function sprite(name, size, paint) {
  const dpr = globalThis.devicePixelRatio || 1;
  const id = `${name}@${size}x${dpr}`;
  let canvas = cache.get(id);
  if (!canvas) {
    canvas = document.createElement("canvas");
    canvas.width = Math.ceil(size * dpr);
    canvas.height = Math.ceil(size * dpr);
    const ctx = canvas.getContext("2d");
    ctx.scale(dpr, dpr);
    paint(ctx);
    cache.set(id, canvas);
  }
  return canvas;
}

/** Copy the drawing `name` (made by `paint(ctx)` in a size x size box) to (x, y). */
function put(ctx, name, x, y, size, paint) {
  ctx.drawImage(sprite(name, size, paint), x, y, size, size);
}

export function animal(ctx, a, x, y, size, code) {
  put(ctx, `animal${a}${code ? "c" : ""}`, x, y, size, (c) =>
    drawAnimal(c, a, 0, 0, size, { code }),
  );
}

export function plant(ctx, colour, kind, x, y, size, letters) {
  put(ctx, `plant${colour}${kind}${letters ? "l" : ""}`, x, y, size, (c) =>
    drawPlant(c, colour, kind, 0, 0, size, { letters }),
  );
}

export function token(ctx, main, minor, x, y, size) {
  put(ctx, `token${main}/${minor}`, x, y, size, (c) => drawToken(c, main, minor, 0, 0, size));
}

export function cloud(ctx, count, x, y, size) {
  put(ctx, `cloud${count}`, x, y, size, (c) => drawCloud(c, count, 0, 0, size));
}
