// The Forest Shuffle game screen: draws a seat's view (the step, the deck, Winter cards and
// clearing, the hand, every forest a tab away) and turns clicks into one of the seat's legal
// moves. It never changes the view itself; the server's updates do. Whose turn it is,
// sending and the keyboard are the platform screen's (../../screen.mjs); the page around it
// (turn banner, log, settings panel, result) is the game page's (../README.md).

import { nextOpen } from "../../board-keys.mjs";
import { BoardWords } from "../../board-words.mjs";
import { el } from "../../dom.mjs";
import { formatList, t, tn } from "../../i18n.mjs";
import { FocusKeeper } from "../../keep-focus.mjs";
import { ScreenBase } from "../../screen.mjs";
import { seatName } from "../../seats.mjs";
import { CAVE_TEXT, cardName, faces, HAND_LIMIT, nameOf, WINTER_CARDS } from "./cards.mjs";
import { cardBack, cardFace, placedFace, zoomCard } from "./draw.mjs";
import { nextCell } from "./forest-keys.mjs";
import { forestView } from "./forest.mjs";
import { describe } from "./log.mjs";
import { Choice, MoveIndex } from "./moves.mjs";
import { bonusMarks, paymentText } from "./payment.mjs";
import { cardPoints, scoreParts } from "./score.mjs";
import { SETTINGS } from "./settings.mjs";
import { extraText, stepText } from "./steps.mjs";
import { cardWords, moveText, tableWords } from "./words.mjs";

const HAND_ROLE = {
  pick: (card) => t("Play {card}", { card }),
  pay: (card) => t("Pay with {card}", { card }),
  unpay: (card) => t("Do not pay with {card}", { card }),
  cave: (card) => t("Put in the cave: {card}", { card }),
};
const BONUS_MARK = { keeps: t("★ keeps the bonus"), loses: t("loses the bonus") };
/** Where a half may go, with what it costs: "Goshawk on top of a tree (cost 2)". */
const SIDE_WAY = {
  top: (v) => t("{card} on top of a tree ({cost})", v),
  bottom: (v) => t("{card} below a tree ({cost})", v),
  left: (v) => t("{card} left of a tree ({cost})", v),
  right: (v) => t("{card} right of a tree ({cost})", v),
};

export class GameScreen extends ScreenBase {
  /** root: an empty element; host: the page's {names, settings, send, say}. */
  constructor(root, host) {
    super(root, host);
    this.settings = SETTINGS;
    this.actionClass = "fs-action";
    this.partsLabel = t("Species");
    this.choice = new Choice();
    this.tab = null; // the seat whose forest is shown
    this.fresh = new Set(); // seats whose forest changed since their tab was last shown
    this.mark = null; // a log line's mark: {seat, tree, slot}
    this.arriving = null; // what to show arriving at the next drawing: {clearing, played}
    this.arrived = 0; // arrivals shown so far (data-arrivals)
    this.cell = null; // the forest's cell reached by Tab (forest-keys.mjs)
    this.build();
  }

  /** The screen's parts: the prompt, deck and clearing, hand, tabs, forest; the scores. */
  build() {
    const box = (cls) => el("div", { class: cls });
    this.stepLine = el("p", { class: "fs-step", "aria-live": "polite", tabindex: "-1" });
    this.promptRest = box("fs-prompt-rest");
    this.prompt = el("div", { class: "fs-prompt" }, this.stepLine, this.promptRest);
    this.table = box("fs-table");
    this.hand = box("fs-hand-box");
    this.tabs = el("div", { class: "fs-tabs", role: "tablist" });
    this.forest = box("fs-forest-box");
    this.forest.addEventListener("keydown", (e) => this.forestKey(e));
    this.words = new BoardWords();
    this.main = el("div", { class: "fs-main" }, this.prompt, this.table, this.hand, this.tabs, this.forest, this.words.element);
    this.scores = box("fs-scores");
    this.side = el("div", { class: "fs-side" }, this.scores);
    this.root.append(this.main, this.side);
    // the controls are found again after a drawing by these
    this.focus = new FocusKeeper(this.root, ["data-key", "data-space", "data-action"]);
    this.host.settings.listen(() => this.render());
  }

  // ------------------------------------------------------------ from the platform screen

  /** The seat's legal moves sorted for this screen. */
  index(moves) {
    return new MoveIndex(moves);
  }

  /** Note a new view (`events`: what the update said happened), and, when moves are shown
   * arriving, what to show arriving: the cards new in the clearing, the cards others played. */
  follow(view, events) {
    const before = this.view?.clearing;
    if (this.view === null) this.tab = view.seat ?? view.current ?? 0;
    this.view = view;
    for (const e of events) if (e.type === "played" && e.seat !== this.tab) this.fresh.add(e.seat);
    if (!this.moving || !before) return;
    this.arriving = {
      clearing: view.clearing.filter((card) => !before.includes(card)),
      played: events.filter((e) => e.type === "played" && e.seat !== this.mySeat),
    };
  }

  /** Drop the choice under way (the card picked, the cards chosen to pay with). */
  cancel() {
    this.choice.clear();
  }

  /** The log's lines for `events`: [{text, seat, mark?}] (a view has been shown). */
  describe(events) {
    return describe(events, { names: this.host.names, forests: this.view.forests });
  }

  /** `move` in words (for the line that asks to confirm it). */
  describeMove(move) {
    return moveText(move);
  }

  /** Highlight a log line's mark ({seat, tree, slot}) when its forest is shown, or nothing. */
  highlight(mark) {
    this.mark = mark;
    if (!this.view) return;
    this.keepFocus(() => this.renderForest());
    this.countDrawing(this.main);
  }

  // ------------------------------------------------------------ drawing

  render() {
    if (!this.view) return;
    const large = this.setting("large");
    this.main.classList.toggle("fs-large", large);
    this.side.classList.toggle("fs-large", large);
    this.keepFocus(() => {
      this.renderPrompt();
      this.renderTable();
      this.renderHand();
      this.renderTabs();
      this.renderForest();
    });
    this.renderScores();
    this.words.show(tableWords(this.view, this.host.names, this.setting("scores")));
    this.showArriving();
    this.countDrawing(this.main);
  }

  /** Draw anew with `draw()`, the keyboard's focus kept on the control it was on, or, when
   * that one is gone, on the step line. */
  keepFocus(draw) {
    this.focus.draw(draw, () => this.stepLine);
  }

  /** Show the cards noted by `follow` arriving: a card new in the clearing grows in; a card
   * another seat played grows into its forest when shown, else flies to the seat's tab. */
  showArriving() {
    const arriving = this.arriving;
    this.arriving = null;
    if (!arriving) return;
    let shown = 0;
    for (const card of arriving.clearing) {
      const found = this.table.querySelector(`.fs-clearing [data-card="${card}"]`);
      if (found) shown += grow(found);
    }
    for (const e of arriving.played) {
      const place = e.way === "tree" || e.way === "sapling" ? "" : `[data-slot="${e.way}"]`;
      const found = this.forest.querySelector(`[data-seat="${e.seat}"] [data-tree="${e.tree}"]${place}`);
      if (found) shown += grow(found);
      else shown += fly(e, this.tabs.querySelector(`[data-seat="${e.seat}"]`), this.forest);
    }
    this.arrived += shown;
    this.main.dataset.arrivals = this.arrived;
  }

  /** The step in words, the payment, the card picked, and the buttons of the step. */
  renderPrompt() {
    const v = this.view;
    const lines = [stepText(v, this.host.names), extraText(v)];
    if (v.pending && v.step === "pay") lines.push(paymentText(v.pending, this.choice.paying));
    if (this.choice.card !== null) lines.push(this.pickText(this.choice.card));
    const m = this.moves;
    const buttons = [];
    if (this.open) {
      if (v.step === "mulligan") {
        buttons.push(this.button(t("Keep this hand"), "keep", m.single.keep, null, true));
        if (m.single.mulligan) buttons.push(this.button(t("Give it back for 6 new cards"), "mulligan", m.single.mulligan));
      }
      if (this.choice.card !== null) {
        const plays = m.plays.get(this.choice.card);
        const tree = plays.get("tree");
        const sapling = plays.get("sapling");
        if (tree) buttons.push(this.button(t("Plant it as a new tree"), "tree", tree, null, true));
        if (sapling) buttons.push(this.button(t("Play it face down as a sapling"), "sapling", sapling));
        buttons.push(this.button(t("Cancel"), "cancel", true, () => this.unpick()));
      }
      if (m.single.done) buttons.push(this.button(this.doneLabel(), "done", m.single.done));
      if (m.single.use) {
        buttons.push(this.button(t("Use it"), "use", m.single.use, null, true)); // the proposal
        buttons.push(this.button(t("Skip it"), "skip", m.single.skip));
      }
    }
    const [step, ...notes] = lines;
    if (this.stepLine.textContent !== step) this.stepLine.textContent = step;
    const texts = notes.filter(Boolean).map((text) => el("p", { class: "fs-note" }, text));
    if (buttons.length) texts.push(el("div", { class: "fs-actions" }, buttons));
    this.promptRest.replaceChildren(...texts);
    this.prompt.hidden = !step && !texts.length;
  }

  /** What the done button says in this step. */
  doneLabel() {
    const task = this.view.tasks.at(-1);
    if (this.view.step === "cave") {
      return task.count ? tn("Done: draw {n}", "Done: draw {n}", task.count) : t("Done: put no card in the cave");
    }
    if (this.view.step === "mole") return t("Done playing cards");
    return t("Done: play no more for free");
  }

  /** What the picked hand card can do, in words. */
  pickText(card) {
    const ways = new Set([...this.moves.plays.get(card).values()].map((move) => move.as));
    const cost = (species) => (this.view.step === "free" ? t("free") : t("cost {cost}", { cost: species.cost }));
    const can = faces(card).filter((f) => ways.has(f.way));
    const where = (f) =>
      f.way === "tree"
        ? t("a new tree ({cost})", { cost: cost(f.species) })
        : SIDE_WAY[f.way]({ card: nameOf(f.species.name), cost: cost(f.species) });
    const texts = can.map(where);
    if (ways.has("sapling")) texts.push(t("face down as a sapling (free)"));
    const not = faces(card).filter((f) => !ways.has(f.way)).map((f) => nameOf(f.species.name));
    return [
      t("{card}: {ways}.", { card: cardName(card), ways: formatList(texts, "disjunction") }),
      not.length ? t("Not as {names} now.", { names: formatList(not, "disjunction") }) : "",
      can.some((f) => f.way !== "tree") ? t("Choose a highlighted place of your forest (or press F, then the arrow keys).") : "",
    ].join(" ").trim();
  }

  /** The deck (click: draw), the Winter cards out, the clearing (click a card: take it). */
  renderTable() {
    const v = this.view;
    const draw = this.open ? this.moves.single.draw : null;
    const pips = Array.from({ length: WINTER_CARDS }, (_, i) =>
      el("span", { class: `fs-pip${i < v.winter.length ? " out" : ""}` }, "❄"),
    );
    const pile = el(
      "div",
      { class: "fs-piles" },
      el(
        "button",
        {
          class: "fs-pile",
          "data-action": "draw",
          disabled: !draw,
          title: t("Draw the top card of the deck"),
          "aria-label": tn("Deck: {n} card. Draw the top card (D).", "Deck: {n} cards. Draw the top card (D).", v.deck.count),
          onclick: () => this.host.send(draw),
        },
        cardBack(t("Deck {count}", { count: v.deck.count }), { class: `fs-deck${draw ? " target" : ""}` }),
      ),
      el(
        "div",
        { class: "fs-winter-row", title: t("The third Winter card ends the game") },
        t("Winter {out}/{total}", { out: v.winter.length, total: WINTER_CARDS }),
        el("span", { class: "fs-pips", "aria-hidden": "true" }, pips),
      ),
    );
    const take = (card) => {
      const move = this.open ? this.moves.takes.get(card) : null;
      const face = cardFace(
        card,
        "button",
        {
          class: move ? "target" : "",
          "data-key": `clearing:${card}`,
          "aria-disabled": !move && "true",
          "aria-label": move ? t("Take {card} from the clearing", { card: cardName(card) }) : cardName(card),
          "aria-description": cardWords(card),
          onclick: move && (() => this.host.send(move)),
        },
        false,
      );
      return zoomCard(face, card, !move);
    };
    const cards = v.clearing.length ? v.clearing.map(take) : el("span", { class: "fs-empty" }, t("empty"));
    this.table.replaceChildren(
      pile,
      el(
        "div",
        { class: "fs-clearing-box" },
        el("span", { class: "fs-label" }, t("Clearing ({count})", { count: v.clearing.length })),
        el("div", { class: "fs-clearing fs-row" }, cards),
      ),
    );
  }

  /** The seat's hand: cards to pick, to pay with (marked for the bonus; those chosen marked
   * too) or to put in the cave. */
  renderHand() {
    const v = this.view;
    const mine = this.mySeat === null ? null : v.seats[this.mySeat];
    if (!mine?.hand) {
      this.hand.replaceChildren();
      return;
    }
    const paying = this.choice.paying;
    const marks = v.step === "pay" && this.myTurn ? bonusMarks(v.pending, mine.hand, paying) : new Map();
    const cards = mine.hand.map((card) => {
      const role = this.open ? this.choice.handRole(v.step, this.moves, card) : null;
      const mark = marks.get(card);
      const chosen = this.choice.card === card || paying.includes(card);
      const face = cardFace(
        card,
        "button",
        {
          class: `${role ? `can-${role}` : ""}${chosen ? " picked" : ""}`,
          "data-key": `hand:${card}`,
          "aria-disabled": !role && "true",
          "aria-pressed": chosen ? "true" : null,
          "aria-label": [role ? HAND_ROLE[role](cardName(card)) : cardName(card), mark && BONUS_MARK[mark]].filter(Boolean).join(", "),
          "aria-description": cardWords(card),
          onclick: role && (() => this.clickHand(card)),
        },
        false,
      );
      if (mark) face.append(el("span", { class: `fs-bonus-mark ${mark}` }, BONUS_MARK[mark]));
      return zoomCard(face, card, !role);
    });
    const count = mine.hand.length;
    const label =
      count >= HAND_LIMIT ? t("Your hand ({count}, full: no drawing)", { count }) : t("Your hand ({count})", { count });
    this.hand.replaceChildren(
      el("span", { class: "fs-label" }, label),
      el("div", { class: "fs-hand fs-row" }, cards.length ? cards : el("span", { class: "fs-empty" }, t("no cards"))),
    );
  }

  /** A tab per seat: name, trees, hand size, and the live total when scores are on. */
  renderTabs() {
    const v = this.view;
    const scores = this.setting("scores");
    if (this.fresh.has(this.tab)) this.fresh.delete(this.tab);
    this.tabs.replaceChildren(
      ...v.seats.map((seat, i) =>
        el(
          "button",
          {
            class: ["fs-tab", i === this.tab && "shown", i === v.current && "current", this.fresh.has(i) && "fresh"]
              .filter(Boolean)
              .join(" "),
            role: "tab",
            "aria-selected": i === this.tab ? "true" : "false",
            "data-seat": i,
            "data-key": `tab:${i}`,
            onclick: () => this.showTab(i),
          },
          el("span", { class: "fs-tab-name" }, seatName(this.host.names, i), i === this.mySeat ? ` ${t("(you)")}` : ""),
          el("span", { class: "fs-tab-info" }, tn("{n} tree · hand {hand}", "{n} trees · hand {hand}", v.forests[i].length, { hand: seat.hand_count })),
          scores ? el("span", { class: "fs-tab-score", title: t("Points now") }, t("{points} pts", { points: v.scores[i].total })) : null,
        ),
      ),
    );
  }

  /** The forest of the tab shown; on the seat's own, where the picked card may go. */
  renderForest() {
    const v = this.view;
    const seat = this.tab;
    const mine = seat === this.mySeat && this.open;
    const targets = mine ? this.choice.targets(this.moves) : { slots: new Map(), tree: null, sapling: null };
    const trees = v.forests[seat].length;
    const name = seatName(this.host.names, seat);
    const head = `${tn("{name}'s forest · {n} tree", "{name}'s forest · {n} trees", trees, { name })} · `;
    const cave = tn("cave {n} card", "cave {n} cards", v.seats[seat].cave_count);
    this.forest.replaceChildren(
      el("div", { class: "fs-forest-head" }, head, el("span", { title: CAVE_TEXT }, cave)),
      el(
        "div",
        { "data-seat": seat },
        forestView(v.forests[seat], {
          targets: targets.slots,
          newTree: Boolean(targets.tree),
          mark: this.mark && this.mark.seat === seat ? this.mark : null,
          pending: v.current === seat ? v.pending : null,
          points: this.setting("scores") ? cardPoints(v.forests[seat], v.scores[seat]) : null,
          disabled: !this.open,
          label: t("{name}'s forest: the arrow keys move between trees and their slots, Enter chooses", { name }),
          focus: this.cell,
          onSlot: (tree, slot) => this.clickSlot(tree, slot),
          onNewTree: () => this.host.send(targets.tree),
        }),
      ),
    );
  }

  /** The live score table (a setting), hidden once the result is shown. */
  renderScores() {
    const v = this.view;
    if (!this.setting("scores") || v.step === "over") {
      this.scores.replaceChildren();
      return;
    }
    const parts = v.scores.map(scoreParts);
    const cell = (i, label) => parts[i].find((p) => p.label === label)?.points ?? 0;
    const all = [...new Set(parts.flatMap((p) => p.map((part) => part.label)))];
    const labels = all.filter((label) => parts.some((_, i) => cell(i, label))); // some seat scores
    this.scores.replaceChildren(
      el("h2", { class: "fs-label" }, t("Points now")),
      el(
        "table",
        { class: "fs-score-table" },
        el("tr", {}, el("td", {}), v.seats.map((_, i) => el("th", {}, seatName(this.host.names, i)))),
        labels.map((label) => el("tr", {}, el("th", {}, label), v.seats.map((_, i) => el("td", {}, cell(i, label))))),
        el("tr", { class: "total" }, el("th", {}, t("Total")), v.scores.map((s) => el("td", {}, s.total))),
      ),
    );
  }

  // ------------------------------------------------------------ the keyboard

  /** The screen's own keys (the platform's take Escape and Ctrl+Z): see SHORTCUTS. */
  key(e, moves) {
    const row = e.target.closest?.(".fs-row, .fs-tabs");
    if (row && (e.key === "ArrowLeft" || e.key === "ArrowRight")) {
      const buttons = [...row.querySelectorAll("button")];
      const at = buttons.indexOf(e.target.closest("button")) + (e.key === "ArrowRight" ? 1 : -1);
      buttons[Math.max(0, Math.min(at, buttons.length - 1))]?.focus();
      e.preventDefault();
      return false;
    }
    const shortcut = SHORTCUTS[e.key.toLowerCase()];
    if (!shortcut) return false;
    e.preventDefault();
    shortcut(this, moves, e.shiftKey);
    return false;
  }

  /** Focus the first of `selectors` found in `box` (the step line when none is). */
  focusIn(box, ...selectors) {
    const found = selectors.map((selector) => box.querySelector(selector)).find(Boolean);
    (found ?? this.stepLine).focus();
  }

  /** Focus the forest shown: its cell reached by Tab; when a card is picked, on a place it
   * may go. */
  focusForest() {
    const cell = this.forest.querySelector('[data-space][tabindex="0"]');
    if (cell?.classList.contains("target") || !this.forest.querySelector("[data-space].target")) this.focusCell(cell);
    else this.focusCell(this.forest.querySelector("[data-space].target"));
  }

  /** Move the forest's Tab stop to `cell` (an element; null: none) and focus it. */
  focusCell(cell) {
    if (!cell) return;
    for (const other of this.forest.querySelectorAll('[data-space][tabindex="0"]')) other.tabIndex = -1;
    cell.tabIndex = 0;
    this.cell = cell.dataset.space;
    cell.focus();
  }

  /** The arrow keys, Home and End in the forest's layout, N and P (Shift+N) to the next and
   * the previous place the card picked may go; Enter and Space are the cells' own clicks. */
  forestKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const cells = [...this.forest.querySelectorAll("[data-space]")];
    const here = e.target.closest?.("[data-space]")?.dataset.space;
    if (!here) return;
    let to;
    if (e.key === "n" || e.key === "N" || e.key === "p" || e.key === "P") {
      const back = e.key === "p" || e.key === "P" || e.shiftKey;
      const spaces = cells.map((cell) => ({ id: cell.dataset.space, open: cell.classList.contains("target") }));
      to = nextOpen(spaces, here, back ? -1 : 1)?.id;
    } else if (["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) {
      const trees = this.view.forests[this.tab].length;
      to = nextCell(here, e.key, trees, Boolean(this.forest.querySelector(".fs-new"))) ?? here;
    } else return;
    e.preventDefault();
    e.stopPropagation();
    this.focusCell(cells.find((cell) => cell.dataset.space === to) ?? null);
  }

  // ------------------------------------------------------------ choosing

  /** Show seat `seat`'s forest. */
  showTab(seat) {
    this.tab = seat;
    this.render();
  }

  /** Let go of the hand card picked, if any. */
  unpick() {
    if (this.choice.card === null) return;
    this.choice.clear();
    this.render();
  }

  /** A hand card clicked: choose it to pay with (the payment sent once complete) or let it
   * go, put it in the cave, or pick it (the first place it may go scrolled into view) or let
   * it go. */
  clickHand(card) {
    if (!this.open) return;
    const move = this.choice.clickHand(this.view.step, this.moves, card);
    if (move) {
      this.host.send(move);
      return;
    }
    if (this.choice.card !== null) this.tab = this.mySeat;
    this.render();
    if (this.choice.card !== null) this.forest.querySelector(".target")?.scrollIntoView({ block: "nearest" });
  }

  /** A highlighted slot clicked: play the picked card there. */
  clickSlot(tree, slot) {
    if (!this.open) return;
    this.host.send(this.choice.clickSlot(this.moves, tree, slot));
  }
}

/** The screen's shortcut keys (lower case; Shift goes the other way where it may). */
const SHORTCUTS = {
  d: (screen, moves) => screen.open && moves.single.draw && screen.host.send(moves.single.draw),
  c: (screen) => screen.focusIn(screen.table, ".fs-clearing .target", ".fs-clearing button", "[data-action=draw]:enabled"),
  h: (screen) => screen.focusIn(screen.hand, "[class*=can-]", "button"),
  f: (screen) => screen.focusForest(),
  s: (screen) => screen.stepLine.focus(),
  t: (screen, moves, back) => {
    const seats = screen.view.seats.length;
    screen.showTab((screen.tab + (back ? seats - 1 : 1)) % seats);
    screen.tabs.querySelector(`[data-seat="${screen.tab}"]`).focus();
  },
  v: () => {
    const card = document.activeElement?.closest(".zoomable, [data-card], [data-space]");
    card?.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true }));
  },
};

const ARRIVE_MS = 380;

/** `element` grows into its place; 1 (one arrival shown). */
function grow(element) {
  element.animate(
    [
      { transform: "scale(0.2)", opacity: 0 },
      { transform: "scale(1.08)", opacity: 1, offset: 0.7 },
      { transform: "none" },
    ],
    { duration: ARRIVE_MS, easing: "ease-out" },
  );
  return 1;
}

/** The card of `played` (a `played` event) flies from the middle of `from` into `tab`, whose
 * forest is not shown; 1 (one arrival shown). */
function fly(played, tab, from) {
  const hidden = played.way === "sapling" || (played.card ?? null) === null;
  const face = hidden ? cardBack(t("Sapling")) : placedFace(played.card, played.way);
  const start = from.getBoundingClientRect();
  const end = tab.getBoundingClientRect();
  const ghost = el("div", { class: "fs-flying" }, face);
  document.body.append(ghost);
  const x0 = start.left + start.width / 2 - 40;
  const y0 = start.top + Math.min(start.height, 300) / 2 - 40;
  const x1 = end.left + end.width / 2 - 40;
  const y1 = end.top + end.height / 2 - 40;
  const flight = ghost.animate(
    [
      { transform: `translate(${x0}px, ${y0}px) scale(1.3)`, opacity: 0 },
      { transform: `translate(${x0}px, ${y0}px) scale(1.3)`, opacity: 1, offset: 0.25 },
      { transform: `translate(${x1}px, ${y1}px) scale(0.3)`, opacity: 0.4 },
    ],
    { duration: ARRIVE_MS + 120, easing: "ease-in" },
  );
  flight.onfinish = flight.oncancel = () => ghost.remove();
  return 1;
}
