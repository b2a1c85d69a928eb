// The frame of every game's screen (games/README.md): it keeps the seat's view and its
// legal moves, asks whose turn it is of the turn it is given (the GameClient's `myTurn`,
// `busy` and `ready`: never of the view), sends the steps the game's screen chooses and
// says why one was refused, takes back the seat's last step (its Undo button, Ctrl+Z or
// Cmd+Z), holds a final step for Confirm when the person wants it (docs/protocol.md,
// "Confirming a final step"), listens to the keyboard once, and has the game's screen draw
// once per update. The steps of one move are chosen here one at a time: each is shown as the
// server previews it, and they are made at once, with the step that cannot be taken back.
// The game's screen keeps only its drawing and its choices; ScreenBase is what every game's
// screen has in common.

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";
import { applyPatch } from "./sync.mjs";

/** The settings every game's screen has: moves shown arriving (`ScreenBase.moving`). */
export const SCREEN_SETTINGS = {
  defaults: { animations: true },
  labels: { animations: t("Animations: others' moves shown arriving (never with reduced motion asked by the system)") },
};

/** The turn before any is known: nobody may move. */
export const NO_TURN = Object.freeze({ seat: null, myTurn: false, open: false, busy: false, held: null });

/** The key was pressed in a field (typed, not meant for the game). */
const typed = (e) => Boolean(e.target?.closest?.("input, select, textarea"));

/** The keys a game's screen may take: none pressed with Ctrl, Alt or Meta, nor typed in a field. */
export function gameKey(e) {
  return !(e.ctrlKey || e.metaKey || e.altKey || typed(e));
}

/** Ctrl+Z or Cmd+Z (without Shift or Alt), not typed in a field: take back a step. */
export function undoKey(e) {
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && (e.key === "z" || e.key === "Z") && !typed(e);
}

export class PlayScreen {
  /**
   * game: the game's screen (what its `mount` returned); turn: {seat, myTurn, busy, ready,
   * canUndo, send(move), step(steps) and tryMove(steps) (as the GameClient's) and undo() ->
   * a promise, rejected with the reason a move was refused (asked only when `ready`,
   * `canUndo`)}: the GameClient on the game page; say(text, error): the line under the turn
   * banner; the page's `undo` and `confirm` buttons (either may be absent), `confirms()`:
   * whether a final step waits for Confirm now, and `offered(view, moves)`: the view shown
   * and the moves offered in it changed (the server's, or after a step not made yet).
   */
  constructor(game, turn, say, { undo = null, confirm = null, confirms = () => false, offered = () => {} } = {}) {
    this.game = game;
    this.turn = turn;
    this.say = say;
    this.undoButton = undo;
    this.confirmButton = confirm;
    this.confirms = confirms;
    this.offered = offered;
    this.held = null; // the final step waiting for Confirm (after `steps`)
    undo?.addEventListener("click", () => this.undo());
    confirm?.addEventListener("click", () => this.confirm());
    this.synced = null; // the server's view (`view` shows it after `steps`)
    this.steps = []; // the steps of the move under way, not made yet
    this.snapshots = []; // {view, moves} before each of `steps`, to take it back
    this.view = null;
    this.moves = game.index([]);
    this.movesNew = false; // moves came since the game's screen last saw them (for `next`)
    this.started = null; // performance mark of the update being drawn: "first-view" or "update"
    globalThis.document?.addEventListener("keydown", (e) => this.key(e));
  }

  /** What the game's screen is told of the turn: {seat, myTurn, open, busy, held}; `open`:
   * the seat may choose a move now (its turn, with legal moves, none on its way or held);
   * `held`: the final step waiting for Confirm (null: none), for the game's screen to show. */
  get state() {
    const t = this.turn;
    return { seat: t.seat, myTurn: t.myTurn, open: t.ready && !this.held, busy: t.busy, held: this.held };
  }

  /** A new view from the server (`events`: what the update said happened; [] for a full
   * view); the steps not made yet were steps from the view before. Drawn by `changed`. */
  show(view, events) {
    this.synced = view;
    this.steps = [];
    this.snapshots = [];
    this.display(view, events);
  }

  /** Have the game's screen follow `view`, the server's or a preview. Drawn by `changed`. */
  display(view, events) {
    globalThis.performance?.mark("update-start");
    this.started = this.view === null ? "first-view" : "update";
    this.view = view;
    if (this.held) this.say("");
    this.held = null; // it was a step from the view before
    this.game.cancel("view");
    this.game.follow?.(view, events, this.state);
  }

  /** The seat's legal moves at the server's view ([] when none): offered, or, with steps not
   * made yet, what taking them all back offers again. Drawn by `changed`. */
  setMoves(moves) {
    if (this.steps.length) this.snapshots[0].moves = this.game.index(moves);
    else this.offer(moves);
  }

  /** Offer `moves` in the view shown. */
  offer(moves) {
    this.moves = this.game.index(moves);
    this.movesNew = true;
    this.offered(this.view, moves);
  }

  /** Every version's events so far; drawn again only if the game's screen asks. */
  setHistory(history) {
    if (this.game.history?.(history) && this.view !== null) this.render();
  }

  /** The turn, the moves or the moves in flight changed: draw once (or send the move the game
   * sends by itself at these moves, which draws). */
  changed() {
    if (this.undoButton) this.undoButton.disabled = !(this.turn.canUndo || this.held || this.takesBack);
    if (this.confirmButton) this.confirmButton.hidden = !this.held;
    if (this.view === null) return;
    if (this.movesNew) {
      this.movesNew = false;
      const next = this.game.next?.(this.view, this.moves);
      if (next && this.send(next)) return;
    }
    this.render();
  }

  /** Have the game's screen draw the view, its moves and the turn. */
  render() {
    this.game.draw(this.view, this.moves, this.state);
    if (this.started === null) return;
    globalThis.performance?.measure(this.started, "update-start");
    this.started = null;
  }

  /**
   * Take the step `move` if it is one of the moves offered and the seat may move now; true
   * when sent (or asked about). It is sent with the steps before it: a step that could be
   * taken back is shown as the server previews it, the next step's moves offered; one that
   * could not makes them all one move (its update comes). The choice under way is dropped; a
   * refusal is said and drawn. When final steps wait for Confirm, they are tried instead, and
   * a final one held.
   */
  send(move) {
    if (!move || !this.turn.ready || this.held || !this.moves.all.includes(move)) return false;
    const steps = [...this.steps, move];
    if (this.confirms()) {
      const tried = this.turn.tryMove(steps);
      this.answered(tried.then((answer) => (answer.final ? this.hold(move) : this.preview(move, answer))));
    } else {
      this.game.cancel("sent");
      this.answered(this.turn.step(steps).then((answer) => answer && this.preview(move, answer)));
    }
    return true;
  }

  /** Show the step `move` taken, not made: the server's view with the `patch` of the steps
   * (on a copy), and the next step's `moves`. */
  preview(move, { patch, moves }) {
    this.snapshots.push({ view: this.view, moves: this.moves });
    this.steps.push(move);
    this.display(applyPatch(structuredClone(this.synced), patch), []);
    this.offer(moves);
    this.changed();
  }

  /** A step not made yet may be taken back now (none is on its way). */
  get takesBack() {
    return this.steps.length > 0 && !this.turn.busy;
  }

  /** Hold the final step `move` for Confirm; the game's screen shows it (`state.held`). */
  hold(move) {
    this.held = move;
    const what = this.game.describeMove?.(move);
    const warning = t("This step cannot be taken back: Confirm it, or Undo to choose again.");
    this.say(what ? `${what} ${warning}` : warning);
    this.changed();
  }

  /** Send the step held for Confirm, with the steps before it, as one move; true when there
   * was one. */
  confirm() {
    const move = this.held;
    if (!move) return false;
    this.held = null;
    this.game.cancel("sent");
    this.answered(this.turn.send([...this.steps, move]));
    return true;
  }

  /** Take back the seat's last step of the turn, if it may now; true when done or asked. A
   * step held for Confirm is dropped first, then the steps not made yet, one at a time
   * (nothing was sent: their view and moves come again at once); else the server is asked,
   * and its update redraws the view and offers the step's moves again. The choice under way
   * is dropped. */
  undo() {
    if (this.held) {
      this.held = null;
    } else if (this.takesBack) {
      this.steps.pop();
      const { view, moves } = this.snapshots.pop();
      this.display(view, []);
      this.moves = moves;
      this.offered(view, moves.all);
    } else if (this.turn.canUndo) {
      this.game.cancel("undo");
      this.answered(this.turn.undo());
      return true;
    } else {
      return false;
    }
    this.game.cancel("undo");
    this.say("");
    this.changed();
    return true;
  }

  /** Wait for the `answer` to a move just sent: a refusal is said and drawn. */
  answered(answer) {
    this.say("");
    answer.catch((error) => {
      this.game.cancel("refused");
      this.say(t("Not accepted: {reason}", { reason: error.message }), true);
      if (this.view !== null) this.render();
    });
  }

  /** Escape drops the choice under way (or the step held), Ctrl+Z or Cmd+Z takes back a
   * step; the game's screen may take other keys (`key`). */
  key(e) {
    if (this.view === null) return;
    if (undoKey(e)) {
      e.preventDefault();
      this.undo();
    } else if (e.key === "Escape" && this.held) {
      this.undo();
    } else if (e.key === "Escape") {
      this.game.cancel("escape");
      this.render();
    } else if (gameKey(e) && this.game.key?.(e, this.moves, this.state)) {
      this.render();
    }
  }
}

/**
 * What every game's screen has in common (a game's screen extends it): the page's `host`,
 * and what the platform screen last gave it to draw: `view`, `moves` (its own `index`),
 * and the turn `state`. A game's screen defines `index(moves)`, `follow(view, events,
 * state)` and `render()`, which draws them all (also by itself, after a pick, a hover or
 * a setting changed).
 */
export class ScreenBase {
  /** root: an empty element; host: the page's {names, settings, send, say}. */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    this.view = null;
    this.moves = this.index([]);
    this.state = NO_TURN;
    this.actionClass = "action"; // the class of the step's buttons (`button`)
  }

  /** The value of setting `name`. */
  setting(name) {
    return this.host.settings.get(name);
  }

  /** Moves are shown arriving: the animations setting is on and the system asks for no
   * reduced motion. */
  get moving() {
    return Boolean(this.setting("animations")) && !globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  }

  /** The viewer's seat (null: a spectator). */
  get mySeat() {
    return this.view?.seat ?? null;
  }

  /** It is the viewer's turn (and they play it themselves). */
  get myTurn() {
    return this.state.myTurn;
  }

  /** Clicks may make moves now: the viewer's turn, with legal moves, and none on its way. */
  get open() {
    return this.state.open;
  }

  /** A move is on its way. */
  get busy() {
    return this.state.busy;
  }

  /**
   * A button of the step (class `this.actionClass`, and "primary" if `primary`) that sends
   * `move` or, given `onclick`, does that instead; enabled only while there is a move (or
   * `true`) and clicks may make moves.
   */
  button(label, action, move, onclick = null, primary = false) {
    return el(
      "button",
      {
        class: `${this.actionClass}${primary ? " primary" : ""}`,
        "data-action": action,
        disabled: !move || !this.open,
        onclick: onclick ?? (() => this.host.send(move)),
      },
      label,
    );
  }

  /** Count one more drawing of `element` (its data-drawn, which tests and tools wait for). */
  countDrawing(element) {
    element.dataset.drawn = String((Number(element.dataset.drawn) || 0) + 1);
  }

  /** Show `view` on its own, with nobody to move: a still picture of it, without a
   * platform screen around (`events`: what happened just before, as for `follow`). */
  show(view, events = []) {
    this.follow(view, events, NO_TURN);
    this.draw(view, this.index([]), NO_TURN);
  }

  /** Draw `view` with the seat's `moves` (what `index` gave) and the turn `state`. */
  draw(view, moves, state) {
    this.view = view;
    this.moves = moves;
    this.state = state;
    this.render();
  }
}
