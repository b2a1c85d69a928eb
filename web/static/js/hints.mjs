// "What can I do now?" on the game page, for any game. The game's rules/hints.mjs says what
// a seat can do: hint(view, moves, seat) -> {text, detail} | null. Normally a small button
// reveals the short text; in a tutorial each new step is explained at once, with a welcome
// at the start, a step counter and a way to turn the explanations off. An explanation given
// once comes folded the next times (its step's short text stays), so that the box stays
// small over the board on a phone.

import { el, withNodes } from "./dom.mjs";
import { formatNumber, t } from "./i18n.mjs";

export const WELCOME = t(
  "Welcome to your practice game! You play against an easy bot. This box explains each step of your turn as it comes: what you can do, and what to think about.",
);
export const WAITING = t("Nothing for you to do just now. Each step of your turn is explained here when it comes.");

/**
 * The steps a seat has been told of: a new step is a hint unlike the last one shown, or
 * any hint after a time with none (another seat's turn); `told`: the hint now was explained
 * at an earlier step.
 */
export class HintSteps {
  constructor() {
    this.hint = null;
    this.key = null;
    this.count = 0;
    this.explained = new Set(); // the keys of the hints of every step so far
    this.told = false;
  }

  /** Note the hint for the view now (null: none); returns whether it is a new step. */
  next(hint) {
    const key = hint && `${hint.text}\n${hint.detail}`;
    const fresh = key !== null && key !== this.key;
    if (fresh) {
      this.count += 1;
      this.told = this.explained.has(key);
      this.explained.add(key);
    }
    this.key = key;
    this.hint = hint;
    return fresh;
  }
}

/**
 * What the box shows for `steps`: {hidden, tutorial, step (0 before the first), welcome,
 * text, detail (null when there is no hint), folded, waiting, open}. Normal mode shows the
 * text only when `open` (the button was pressed), and nothing at all without a hint; the
 * detail is `folded` (behind "Tell me more") but in a tutorial the first time it is told.
 */
export function hintModel(steps, { tutorial, open }) {
  const hint = steps.hint;
  const shown = tutorial || open;
  return {
    hidden: !tutorial && hint === null,
    tutorial,
    step: steps.count,
    welcome: tutorial && steps.count <= 1,
    text: shown ? hint?.text ?? null : null,
    detail: shown ? hint?.detail ?? null : null,
    folded: !tutorial || steps.told,
    waiting: tutorial && hint === null,
    open: shown,
  };
}

export class HintBox {
  /**
   * element: an empty element on the page; hintFn: the game's hint(view, moves, seat);
   * options: {tutorial: explain every step at once, rules: the address of the game's rules,
   * spoken: a live region where each new step's short text is said}.
   */
  constructor(element, hintFn, { tutorial = false, rules = null, spoken = null } = {}) {
    this.element = element;
    this.spoken = spoken;
    this.hintFn = hintFn;
    this.tutorial = tutorial;
    this.rules = rules;
    this.steps = new HintSteps();
    this.open = false; // normal mode: the short text is revealed
    element.classList.add("hint-box");
    this.render();
  }

  /** Show what `seat` can do in `view` with its legal `moves` (call on every change); the
   * short text of a new step is said to a screen reader (`spoken`, a live region). */
  update(view, moves, seat) {
    const hint = this.hintFn(view, moves, seat);
    if (this.steps.next(hint)) this.open = false;
    if (this.spoken && this.spoken.textContent !== (hint?.text ?? "")) this.spoken.textContent = hint?.text ?? "";
    this.render();
  }

  render() {
    const model = hintModel(this.steps, { tutorial: this.tutorial, open: this.open });
    this.element.classList.toggle("tutorial", model.tutorial);
    this.element.hidden = model.hidden;
    this.element.replaceChildren(...(model.tutorial ? this.tutorialParts(model) : this.normalParts(model)));
  }

  normalParts(model) {
    if (model.hidden) return [];
    const toggle = () => {
      this.open = !this.open;
      this.render();
    };
    const ask = el(
      "button",
      { type: "button", class: "hint-ask", "aria-expanded": String(model.open), onclick: toggle },
      t("What can I do now?"),
    );
    if (!model.open) return [ask];
    return [ask, ...explanation(model)];
  }

  tutorialParts(model) {
    const off = () => {
      this.tutorial = false;
      this.render();
    };
    const parts = [
      el(
        "div",
        { class: "hint-head" },
        el("b", {}, t("Tutorial")),
        model.step ? el("span", { class: "hint-step" }, t("Step {n}", { n: formatNumber(model.step) })) : null,
        el("button", { type: "button", class: "hint-off", onclick: off }, t("Turn hints off")),
      ),
    ];
    if (model.welcome) {
      const link = this.rules && el("a", { href: this.rules, target: "_blank" }, t("here"));
      const rules = link ? [" ", ...withNodes(t("All the rules are {here}."), { here: link })] : [];
      parts.push(el("p", { class: "hint-welcome" }, WELCOME, ...rules));
    }
    if (model.waiting) parts.push(el("p", { class: "hint-wait" }, WAITING));
    else parts.push(...explanation(model));
    return parts;
  }
}

/** A hint's short text, and its detail, behind "Tell me more" when `folded`. */
function explanation({ text, detail, folded }) {
  const more = folded
    ? el("details", { class: "hint-more" }, el("summary", {}, t("Tell me more")), el("p", { class: "hint-detail" }, detail))
    : el("p", { class: "hint-detail" }, detail);
  return [el("p", { class: "hint-text" }, text), more];
}
