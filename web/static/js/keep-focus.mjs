// The keyboard's focus kept while a game's screen draws its controls anew, for any game
// (games/README.md, "Keyboard and screen reader"): a control that had the keyboard is found
// again after the drawing by a data attribute of its own and focused; when it is gone or
// disabled, the keyboard goes where the game says the step goes on. Only the keyboard's
// focus is kept (not a click's, which would scroll the page to where the step goes on).

export class FocusKeeper {
  /** root: the screen's element; keys: the data attributes that name a control
   * (["data-action", "data-card"]: the first one a control has finds it again). */
  constructor(root, keys) {
    this.root = root;
    this.keys = keys;
    this.lost = null; // [attribute, value] of the control to focus at the next drawing ([]: none)
  }

  /**
   * Draw with `draw()`, the keyboard's focus kept: the control of the screen that had it,
   * drawn anew, has it again; when it is gone or disabled, `next()` (an element) gets it, or,
   * when `next()` gives none (nothing may be chosen yet: a move is on its way), the first
   * drawing after this one that finds one.
   */
  draw(draw, next) {
    const active = document.activeElement;
    const keyed = this.root.contains(active) && active !== this.root && active.matches(":focus-visible");
    const key = keyed ? this.keys.find((name) => active.hasAttribute(name)) : undefined;
    const lost = keyed ? (key ? [key, active.getAttribute(key)] : []) : this.lost;
    draw();
    this.lost = null;
    const now = document.activeElement;
    if (lost === null || (now && now !== document.body)) return;
    const [name, value] = lost;
    const again = name && this.root.querySelector(`[${name}="${CSS.escape(value)}"]:not([disabled])`);
    const to = again || next();
    if (to) to.focus();
    else this.lost = lost;
  }

  /** A key acted while the keyboard was on no control of the screen: give it at the next
   * drawing to where the step goes on. */
  follow() {
    if (!this.root.contains(document.activeElement)) this.lost = [];
  }
}
