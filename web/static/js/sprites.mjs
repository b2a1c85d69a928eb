// Drawings made once per size (and pixel ratio) into small canvases, for any game's board:
// a redraw (a pan, a zoom, a frame of a piece arriving) then only copies pixels.

/**
 * A function `sprite(name, w, h, paint)`: the canvas of drawing `name` made by `paint(ctx)`
 * in a `w` x `h` box, made the first time it is asked for; past `most` drawings (a zoom
 * makes new sizes) the kept ones are dropped.
 */
export function spriteCache(most) {
  const cache = new Map();
  return (name, w, h, paint) => {
    const dpr = globalThis.devicePixelRatio || 1;
    const id = `${name}@${w}x${h}x${dpr}`;
    let canvas = cache.get(id);
    if (!canvas) {
      canvas = document.createElement("canvas");
      canvas.width = Math.ceil(w * dpr);
      canvas.height = Math.ceil(h * dpr);
      const ctx = canvas.getContext("2d");
      ctx.scale(dpr, dpr);
      paint(ctx);
      if (cache.size >= most) cache.clear();
      cache.set(id, canvas);
    }
    return canvas;
  };
}
