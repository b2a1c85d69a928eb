// One environment on a canvas: its tiles and tokens, what the player may click, and the
// tile or token being placed. Drag to pan, wheel or pinch to zoom (the screen may take the
// wheel to turn a tile instead); a long press or a right click asks to see a tile large.
// Draws only what it is given; keeps no game state.

import { Gestures } from "../../gestures.mjs";
import { longPress } from "../../zoom.mjs";
import { Camera } from "./camera.mjs";
import { hexPath } from "./draw.mjs";
import * as sprites from "./sprites.mjs";

const ZOOM = 1.15;

export class BoardView {
  /**
   * canvas: the <canvas>; on: {click(cell), hover(cell or null), wheel(delta, event) -> true
   * when the screen used the wheel, moved() after a pan or zoom, inspect(cell): a long
   * press or a right click}.
   */
  constructor(canvas, on) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.camera = new Camera();
    this.on = on;
    this.width = 300;
    this.height = 300;
    this.gestures = new Gestures(canvas, {
      pan: (dx, dy) => this.pan(dx, dy),
      pinch: (factor, x, y) => this.pinch(factor, x, y),
      tap: (e) => {
        if (!this.wasLong()) this.on.click(this.cellOf(e));
      },
      hover: (e) => this.on.hover(this.cellOf(e)),
    });
    canvas.addEventListener("pointerleave", (e) => {
      if (e.pointerType === "mouse") this.on.hover(null);
    });
    canvas.addEventListener("wheel", (e) => this.wheel(e), { passive: false });
    this.wasLong = longPress(canvas, (e) => this.on.inspect(this.cellOf(e)));
  }

  cellOf(e) {
    return this.camera.cellAt(...this.local(e));
  }

  /** Make the canvas `width` x `height` CSS pixels. */
  resize(width, height) {
    const dpr = globalThis.devicePixelRatio || 1;
    this.width = width;
    this.height = height;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }

  /** Show all of `cells` (names), as large as fits: `room` is Camera.fit's {largest, top, bottom}. */
  fit(cells, room) {
    this.camera.fit(cells, this.width, this.height, room);
  }

  /** Zoom in (factor > 1) or out about the canvas's centre. */
  zoom(factor) {
    this.camera.zoomAt(this.width / 2, this.height / 2, factor);
  }

  // ------------------------------------------------------------ pointers

  local(e) {
    const box = this.canvas.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top];
  }

  pan(dx, dy) {
    this.camera.pan(dx, dy);
    this.on.moved();
  }

  /** Zoom by `factor` about the window point (x, y) (the pan that follows redraws). */
  pinch(factor, x, y) {
    const box = this.canvas.getBoundingClientRect();
    this.camera.zoomAt(x - box.left, y - box.top, factor);
  }

  wheel(e) {
    e.preventDefault();
    const delta = Math.sign(e.deltaY);
    if (!delta || this.on.wheel(delta, e)) return;
    const [x, y] = this.local(e);
    this.camera.zoomAt(x, y, delta < 0 ? ZOOM : 1 / ZOOM);
    this.on.moved();
  }

  // ------------------------------------------------------------ drawing

  /**
   * Draw `environment` ({cell: placed tile}). `overlay`: {spots: cells a tile may go,
   * chosen: the spot picked, ghost: {cell, tile} (the tile being placed), targets: cells a
   * token may go, ghostToken: {cell, animal}, marks: cells to highlight, recent: cells
   * just changed, hover: the cell under the mouse, ring: the keyboard's focus, grow: {cell: {tile, token}} the size of
   * a piece arriving, 0 to 1}; `options`: {letters}.
   */
  draw(environment, overlay, options) {
    const { ctx, camera } = this;
    const size = camera.radius;
    ctx.clearRect(0, 0, this.width, this.height);
    const ring = (cell, colour, width, dash = []) => {
      const [x, y] = camera.point(cell);
      hexPath(ctx, x, y, size - width / 2);
      ctx.save();
      ctx.setLineDash(dash);
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.stroke();
      ctx.restore();
    };
    const tint = (cell, colour, inset = 0) => {
      const [x, y] = camera.point(cell);
      hexPath(ctx, x, y, size - inset);
      ctx.fillStyle = colour;
      ctx.fill();
    };
    for (const [cell, tile] of Object.entries(environment)) {
      const grow = overlay.grow?.[cell];
      const [x, y] = camera.point(cell);
      sprites.tile(ctx, x, y, size, tile, options.letters, grow?.tile ?? 1);
      if (tile.token) sprites.token(ctx, tile.token, x, y, size * 0.56, grow?.token ?? 1);
    }
    const thick = Math.max(2, size / 12);
    for (const cell of overlay.spots ?? []) {
      tint(cell, cell === overlay.hover ? "rgba(47, 122, 59, 0.35)" : "rgba(47, 122, 59, 0.16)", 2);
      ring(cell, "#2f7a3b", Math.max(1.5, size / 20), [5, 4]);
    }
    for (const cell of overlay.recent ?? []) ring(cell, "rgba(255, 255, 255, 0.85)", Math.max(1.5, size / 18));
    for (const cell of overlay.targets ?? []) {
      tint(cell, cell === overlay.hover ? "rgba(255, 212, 59, 0.45)" : "rgba(255, 212, 59, 0.2)");
      ring(cell, "#ffd43b", thick * 1.4);
    }
    if (overlay.ghost) {
      const [x, y] = camera.point(overlay.ghost.cell);
      ctx.save();
      ctx.globalAlpha = 0.72;
      sprites.tile(ctx, x, y, size, overlay.ghost.tile, options.letters);
      ctx.restore();
      ring(overlay.ghost.cell, "#1f5fbf", Math.max(1.5, size / 20), [6, 4]);
    }
    if (overlay.chosen) ring(overlay.chosen, "#1f5fbf", thick * 1.3);
    if (overlay.ghostToken) {
      const [x, y] = camera.point(overlay.ghostToken.cell);
      ctx.save();
      ctx.globalAlpha = 0.75;
      sprites.token(ctx, overlay.ghostToken.animal, x, y, size * 0.56);
      ctx.restore();
    }
    for (const cell of overlay.marks ?? []) ring(cell, "#f2a900", thick * 1.5);
    if (overlay.ring) {
      // the keyboard's focus: black in white, seen on any habitat
      ring(overlay.ring, "#fff", thick * 2.4);
      ring(overlay.ring, "#111", thick * 1.2);
    }
  }
}
