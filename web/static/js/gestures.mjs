// Pointer gestures on a board, for any game: a press that moves pans, two pointers pinch to
// zoom (and pan with their middle), and a press that does neither is a tap, the board's
// click. A mouse moving with no button pressed hovers.

const DRAG = 6; // px a press moves before it pans

export class Gestures {
  /**
   * Follow the pointers pressed on `element`. on: {pan(dx, dy, pointerType): move the board
   * by (dx, dy) px, pinch(factor, x, y): zoom by `factor` about the window point (x, y),
   * tap(event): optional, a press let go without panning or pinching, hover(event):
   * optional, a pointer moving over the board with nothing pressed}.
   */
  constructor(element, on) {
    this.element = element;
    this.on = on;
    this.pointers = new Map(); // pointer id -> {x, y}: where it was last followed
    this.start = null; // where the first pointer was pressed
    this.dragged = false; // the press panned or pinched: it is no tap
    element.addEventListener("pointerdown", (e) => this.down(e));
    element.addEventListener("pointermove", (e) => this.move(e));
    element.addEventListener("pointerup", (e) => this.up(e, true));
    element.addEventListener("pointercancel", (e) => this.up(e, false));
  }

  down(e) {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    const at = { x: e.clientX, y: e.clientY };
    if (this.pointers.size === 0) {
      this.start = at;
      this.dragged = false;
    }
    this.pointers.set(e.pointerId, at);
    if (this.pointers.size > 1) this.dragged = true;
  }

  move(e) {
    const was = this.pointers.get(e.pointerId);
    if (!was) {
      this.on.hover?.(e);
      return;
    }
    const at = { x: e.clientX, y: e.clientY };
    if (this.pointers.size > 1) {
      const other = [...this.pointers].find(([id]) => id !== e.pointerId)[1];
      const before = Math.hypot(was.x - other.x, was.y - other.y);
      const after = Math.hypot(at.x - other.x, at.y - other.y);
      this.pointers.set(e.pointerId, at);
      if (before > 0 && after > 0) this.on.pinch(after / before, (at.x + other.x) / 2, (at.y + other.y) / 2);
      this.on.pan((at.x - was.x) / 2, (at.y - was.y) / 2, e.pointerType);
      return;
    }
    if (!this.dragged) {
      if (Math.hypot(at.x - this.start.x, at.y - this.start.y) <= DRAG) return;
      this.dragged = true;
      this.element.setPointerCapture?.(e.pointerId);
    }
    this.pointers.set(e.pointerId, at);
    this.on.pan(at.x - was.x, at.y - was.y, e.pointerType);
  }

  /** A pointer let go (`tapped`: lifted, not cancelled): a tap when it was the only press. */
  up(e, tapped) {
    const pressed = this.pointers.delete(e.pointerId);
    if (pressed && tapped && !this.dragged && this.pointers.size === 0) this.on.tap?.(e);
  }
}
