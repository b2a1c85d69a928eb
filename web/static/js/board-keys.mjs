// The keyboard over a board drawn on a canvas, for any game (games/README.md, "Keyboard and
// screen reader"): the arrow keys move a focus over the board's spaces in the board's own
// coordinates, N and P jump to the next and the previous space where the seat may play,
// Enter or Space chooses the space focused (as clicking it would), and the space focused is
// said to a screen reader. The game's drawing shows the focus ring (`ringAt`).

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

const ARROWS = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The space of `spaces` ([{id, x, y}]) the arrow [dx, dy] leads to from `from`: the nearest
 * one ahead, within 60 degrees of the arrow, the ones straight ahead first; null: none.
 */
export function nearest(spaces, from, [dx, dy]) {
  let best = null;
  let bestScore = Infinity;
  for (const space of spaces) {
    const x = space.x - from.x;
    const y = space.y - from.y;
    const ahead = x * dx + y * dy;
    const aside = Math.abs(x * dy - y * dx);
    if (ahead <= 0 || aside > ahead * 1.75) continue;
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      best = space;
      bestScore = score;
    }
  }
  return best;
}

/** The next space of `spaces` after the one with id `id` (before it, when `step` is -1)
 * among those that are `open`, round the list; null: none is open. */
export function nextOpen(spaces, id, step) {
  const open = spaces.filter((space) => space.open);
  if (!open.length) return null;
  const at = spaces.findIndex((space) => space.id === id);
  for (let i = 1; i <= spaces.length; i++) {
    const space = spaces[(at + step * i + spaces.length * i) % spaces.length];
    if (space?.open) return space;
  }
  return open[0];
}

export class BoardKeys {
  /**
   * element: the board's canvas (made focusable, named `label`); spaces(): the board's
   * spaces now, [{id, x, y, text, open}]: `x` to the right and `y` down in the board's own
   * coordinates, `text` the space in words (what is there, what choosing it does), `open`
   * whether the seat may choose it now; choose(id): Enter or Space on the space `id` (what
   * its click does); redraw(): the ring moved, showed or went (draw the board anew).
   */
  constructor(element, { label, spaces, choose, redraw }) {
    this.element = element;
    this.spaces = spaces;
    this.choose = choose;
    this.redraw = redraw;
    this.id = null; // the space focused
    this.ringed = false; // the ring was shown at the last drawing
    this.said = el("p", { class: "sr-only", "aria-live": "polite" });
    element.tabIndex = 0;
    element.setAttribute("role", "application");
    element.setAttribute("aria-roledescription", t("board"));
    element.setAttribute("aria-label", label);
    element.addEventListener("keydown", (e) => this.key(e));
    element.addEventListener("focus", () => this.focus(this.id ?? this.start()?.id ?? null));
    element.addEventListener("blur", () => this.ringMoved());
  }

  /** The space the focus starts on: the first open one, else the first. */
  start() {
    const spaces = this.spaces();
    return spaces.find((space) => space.open) ?? spaces[0] ?? null;
  }

  /** The space to draw the focus ring on: the space focused while the board shows the
   * keyboard's focus (not after a click or a tap), else null. */
  get ringAt() {
    return this.element.matches(":focus-visible") ? this.id : null;
  }

  /** Focus the space `id` (null: none), say it and draw the ring; the board's data-focus
   * names it. */
  focus(id) {
    this.id = id;
    this.element.dataset.focus = id ?? "";
    const space = this.spaces().find((s) => s.id === id);
    this.said.textContent = space?.text ?? "";
    this.ringMoved();
  }

  /** Have the board drawn anew when the ring shows now or showed at its last drawing (not
   * for a board clicked or tapped, which shows none). */
  ringMoved() {
    const ringed = this.ringAt !== null;
    if (ringed || this.ringed) this.redraw();
    this.ringed = ringed;
  }

  /** Say the space focused again (what is there, or what choosing it does, changed). */
  refresh() {
    if (this.ringAt !== null) this.focus(this.id);
  }

  /** Arrows, N and P move the focus; Enter and Space choose. Other keys go on to the page. */
  key(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const spaces = this.spaces();
    const here = spaces.find((s) => s.id === this.id) ?? this.start();
    let to;
    if (e.key in ARROWS) to = here && (nearest(spaces, here, ARROWS[e.key]) ?? here);
    else if (e.key === "n" || e.key === "N") to = nextOpen(spaces, here?.id, e.shiftKey ? -1 : 1);
    else if (e.key === "p" || e.key === "P") to = nextOpen(spaces, here?.id, -1);
    else if ((e.key === "Enter" || e.key === " ") && here) {
      e.preventDefault();
      e.stopPropagation();
      this.focus(here.id);
      this.choose(here.id);
      this.refresh();
      return;
    } else return;
    e.preventDefault();
    e.stopPropagation();
    if (to) this.focus(to.id);
  }
}
