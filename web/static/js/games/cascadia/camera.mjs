// Where the board's hexes are on the canvas: a scale (a hex's radius in CSS pixels) and the
// canvas point of the grid's origin. Fitting, panning and zooming change only these.

import { bounds, cellAt, centre, parseCell } from "./hex.mjs";

export const MIN_RADIUS = 12;
export const MAX_RADIUS = 90;

export class Camera {
  constructor() {
    this.radius = 40;
    this.x = 0;
    this.y = 0;
    this.moved = false; // panned or zoomed by the player since the last fit
  }

  /**
   * Show every cell of `cells` (names) in a `width` x `height` canvas, centred between a
   * `top` and a `bottom` margin (pixels kept free for buttons over the board), with hexes
   * no larger than `largest` pixels of radius.
   */
  fit(cells, width, height, { largest = 46, top = 0, bottom = 0 } = {}) {
    const box = bounds(cells.length ? cells : ["0,0"]);
    const pad = 0.4;
    const across = box.right - box.left + 2 * pad;
    const down = box.bottom - box.top + 2 * pad;
    const room = Math.max(height - top - bottom, height / 2);
    this.radius = clamp(Math.min(width / across, room / down, largest), MIN_RADIUS, MAX_RADIUS);
    this.x = width / 2 - (this.radius * (box.left + box.right)) / 2;
    this.y = Math.min(top, height - room) + room / 2 - (this.radius * (box.top + box.bottom)) / 2;
    this.moved = false;
  }

  /** The canvas point of the centre of cell `name`. */
  point(name) {
    const [x, y] = centre(...parseCell(name));
    return [this.x + x * this.radius, this.y + y * this.radius];
  }

  /** The name of the cell under canvas point (x, y). */
  cellAt(x, y) {
    return cellAt((x - this.x) / this.radius, (y - this.y) / this.radius);
  }

  /** Move the picture by (dx, dy) pixels. */
  pan(dx, dy) {
    this.x += dx;
    this.y += dy;
    this.moved = true;
  }

  /** Grow the hexes by `factor`, keeping the canvas point (x, y) where it is. */
  zoomAt(x, y, factor) {
    const radius = clamp(this.radius * factor, MIN_RADIUS, MAX_RADIUS);
    const k = radius / this.radius;
    this.x = x - (x - this.x) * k;
    this.y = y - (y - this.y) * k;
    this.radius = radius;
    this.moved = true;
  }
}

const clamp = (v, low, high) => Math.max(low, Math.min(high, v));
