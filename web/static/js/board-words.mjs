// A board in words, beside its canvas, for any game (games/README.md, "Keyboard and screen
// reader"): what is where, in the game's own coordinates (its spaces named as the log names
// them), drawn anew on every update, for a screen reader (and readable by anyone who opens it).

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

export class BoardWords {
  /** A folded section headed "The board in words", to place beside the board. */
  constructor() {
    this.list = el("div", { class: "board-words-list" });
    this.element = el(
      "details",
      { class: "board-words" },
      el("summary", {}, t("The board in words")),
      this.list,
    );
    this.text = null;
  }

  /** Show `sections`: [{heading, lines: [text]}]; an empty section is left out. */
  show(sections) {
    const kept = sections.filter((section) => section.lines.length);
    const text = JSON.stringify(kept);
    if (text === this.text) return;
    this.text = text;
    this.list.replaceChildren(
      ...kept.map(({ heading, lines }) =>
        el("section", {}, el("h3", {}, heading), el("ul", {}, lines.map((line) => el("li", {}, line)))),
      ),
    );
  }
}
