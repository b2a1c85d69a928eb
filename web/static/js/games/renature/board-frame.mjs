// The board's frame on the page: the canvas with the spaces' names along its four edges,
// in a box of its own that fits the room the page gives it. Zoom (the setting, a pinch, or
// Ctrl + wheel) makes the board larger inside that box, never the page longer than the
// window; a drag pans it; the buttons above it zoom it and fit it whole.

import { roomBelow, whenResized, zoomButtons } from "../../board-fit.mjs";
import { t } from "../../i18n.mjs";
import { el } from "../../dom.mjs";
import { COLUMNS, SIZE } from "./board-model.mjs";
import { clampZoom, edgeFor, spaceAt, spaceSizes } from "./board-size.mjs";
import { Gestures } from "../../gestures.mjs";

const MARGIN = 8; // px kept free below the board
const LEAST_ROOM = 240; // px: the box's least height, however short the window
const WHEEL_ZOOM = 1.1;
const BUTTON_ZOOM = 1.25;

export class BoardFrame {
  /**
   * A frame for `canvas` (with `tip` over it). on: {resized(cell): the spaces are now `cell`
   * px, moved(): the board was panned or zoomed by hand}.
   */
  constructor(canvas, tip, on) {
    this.canvas = canvas;
    this.on = on;
    this.zoom = 1;
    this.sizes = null; // spaceSizes of the room
    this.cell = null; // the size of a space now
    const strip = (side, names) =>
      el("div", { class: `edge edge-${side}`, "aria-hidden": "true" }, names.map((name) => el("span", {}, name)));
    const columns = [...COLUMNS];
    const rows = Array.from({ length: SIZE }, (_, r) => String(r + 1));
    this.frame = el(
      "div",
      { class: "board-frame" },
      strip("top", columns),
      strip("left", rows),
      canvas,
      strip("right", rows),
      strip("bottom", columns),
    );
    this.wrap = el("div", { class: "board-wrap" }, this.frame, tip);
    // the scrolling box with the zoom buttons above it, which do not scroll with the board
    this.box = el(
      "div",
      { class: "board-box" },
      zoomButtons({
        zoomIn: () => this.setZoom(this.zoom * BUTTON_ZOOM),
        zoomOut: () => this.setZoom(this.zoom / BUTTON_ZOOM),
        fit: () => this.setZoom(0), // the least zoom: the whole board in its box
        fitTitle: t("Show the whole board"),
      }),
      this.wrap,
    );
    this.gestures = new Gestures(canvas, {
      pan: (dx, dy, pointerType) => this.pan(dx, dy, pointerType),
      pinch: (factor, x, y) => this.zoomAt(factor, x, y),
    });
    canvas.addEventListener("wheel", (e) => this.wheel(e), { passive: false });
    whenResized(this.wrap, () => this.fit());
  }

  /** Whether the last press on the board panned or pinched (its click is not a tap). */
  get dragged() {
    return this.gestures.dragged;
  }

  /** Size the box to the room below its top, and the board in it at the zoom. */
  fit() {
    const width = this.wrap.getBoundingClientRect().width;
    if (!width) return;
    const room = Math.max(LEAST_ROOM, roomBelow(this.wrap, MARGIN));
    this.wrap.style.maxHeight = `${room}px`;
    this.sizes = spaceSizes(width, room);
    this.apply();
  }

  /** Show the board at `zoom` (1: its normal size, see spaceSizes), about the box's middle. */
  setZoom(zoom) {
    const box = this.wrap.getBoundingClientRect();
    this.zoomTo(zoom, box.left + box.width / 2, box.top + box.height / 2);
  }

  /**
   * Zoom by `factor`, keeping the board's point under the window point (x, y) there: when
   * the box grows or shrinks with the board instead of scrolling, the page scrolls.
   */
  zoomAt(factor, x, y) {
    const missed = this.zoomTo(this.zoom * factor, x, y);
    if (Math.abs(missed) >= 1) window.scrollBy(0, missed);
  }

  /**
   * Show the board at `zoom`, scrolling its box to keep the board's point under the window
   * point (x, y) there; returns how far below (x, y) that point is left (px).
   */
  zoomTo(zoom, x, y) {
    if (!this.sizes) return 0;
    const before = this.canvas.getBoundingClientRect();
    const cell = this.cell;
    this.zoom = clampZoom(zoom, this.sizes);
    if (!this.apply()) return 0;
    const after = this.canvas.getBoundingClientRect();
    const k = this.cell / cell;
    this.wrap.scrollLeft += after.left + (x - before.left) * k - x;
    this.wrap.scrollTop += after.top + (y - before.top) * k - y;
    this.on.moved();
    return this.canvas.getBoundingClientRect().top + (y - before.top) * k - y;
  }

  /**
   * Move the board by (dx, dy) px in its box; what a touch moves it beyond the box's top or
   * bottom scrolls the page, as a drag elsewhere on the page would.
   */
  pan(dx, dy, pointerType) {
    const top = this.wrap.scrollTop;
    this.wrap.scrollLeft -= dx;
    this.wrap.scrollTop -= dy;
    const left = dy - (top - this.wrap.scrollTop);
    if (pointerType !== "mouse" && Math.abs(left) >= 1) window.scrollBy(0, -left);
    this.on.moved();
  }

  /** Scroll the box as little as it takes to show the board's square of side `size` px
   * whose top left corner is (x, y) px on the board. */
  reveal(x, y, size) {
    const box = this.wrap.getBoundingClientRect();
    const board = this.canvas.getBoundingClientRect();
    const shift = (start, room) => Math.min(0, start) + Math.max(0, start + size - room);
    this.wrap.scrollLeft += shift(board.left - box.left + x, this.wrap.clientWidth);
    this.wrap.scrollTop += shift(board.top - box.top + y, this.wrap.clientHeight);
  }

  wheel(e) {
    if (!e.ctrlKey) return;
    e.preventDefault();
    this.zoomAt(e.deltaY < 0 ? WHEEL_ZOOM : 1 / WHEEL_ZOOM, e.clientX, e.clientY);
  }

  /** Size the spaces and the edge strips for the zoom; false when nothing changed. */
  apply() {
    const cell = spaceAt(this.zoom, this.sizes);
    if (cell === this.cell) return false;
    this.cell = cell;
    const edge = edgeFor(cell);
    this.frame.style.setProperty("--side", `${cell * SIZE}px`);
    this.frame.style.setProperty("--edge", `${edge}px`);
    this.frame.style.setProperty("--edge-font", `${Math.round(Math.max(11, edge * 0.68))}px`);
    this.on.resized(cell);
    return true;
  }
}
