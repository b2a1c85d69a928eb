// Pointer gestures on the board: a press that moves pans, two pointers pinch to zoom (and
// pan with their middle), and a press that does neither stays a tap, the board's click.

const DRAG = 6; // px a press moves before it pans

export class Gestures {
  /**
   * Follow the pointers pressed on `element`. on: {pan(dx, dy, pointerType): move the
   * board by (dx, dy) px, pinch(factor, x, y): zoom by `factor` about the window point (x, y)}.
   */
  constructor(element, on) {
    this.element = element;
    this.on = on;
    this.pointers = new Map(); // pointer id -> {x, y}: where it was last followed
    this.start = null; // where the first pointer was pressed
    this.dragged = false; // the press panned or pinched: its click is no tap
    element.addEventListener("pointerdown", (e) => this.down(e));
    element.addEventListener("pointermove", (e) => this.move(e));
    element.addEventListener("pointerup", (e) => this.up(e));
    element.addEventListener("pointercancel", (e) => this.up(e));
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
    if (!was) return;
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

  up(e) {
    this.pointers.delete(e.pointerId);
  }
}
