// One game over the socket, for any game (docs/protocol.md): subscribing and catching up,
// the seat's view kept in sync, whose turn it is (from the frames, never from the game's
// view), the turn clock and the seats bots play for their people, the seat's legal moves
// and whether it may take back its last step, and moves sent (taking a step back is one),
// each settled by the update that carries its id or by the error frame that refuses it;
// a move may be tried first (could it be taken back once made?), and a move of several
// steps is sent one step at a time (docs/protocol.md): a step that could be taken back is
// answered with the view and the moves after it, made only with the step that ends it.
// No DOM: the page is told through `display`.

import { t } from "./i18n.mjs";
import { PendingMoves } from "./pending-moves.mjs";
import { ViewSync } from "./sync.mjs";

const ANSWER_MS = 10000;

/** The move that takes back the seat's last step of its turn (docs/protocol.md). */
export const UNDO = Object.freeze({ type: "undo" });

export class GameClient {
  /**
   * game: the game's id; send(frame) -> false when the socket is down; display: {
   *   show(view, events, full)  a new view: a full frame's (events []), or an update's;
   *   setMoves(moves)           the seat's legal moves at that version ([] when none);
   *   setHistory(history)       [[version, events], ...] so far;
   *   say(text)                 an error the server sent that no move was waiting for;
   *   changed()                 whose turn it is, the clock, the moves, or the moves in
   *                             flight changed.
   * }
   */
  constructor(game, send, display, answerMs = ANSWER_MS) {
    this.game = game;
    this.sendFrame = send;
    this.display = display;
    this.sync = new ViewSync();
    this.pending = new PendingMoves(answerMs);
    this.nextId = 1;
    this.seat = null;
    this.players = [];
    this.resigned = []; // the seats whose people resigned or are out of time (bots play them)
    this.away = []; // the seats a bot plays since their people's time ran out (until taken back)
    this.clock = null; // the turn clock of the last frame (clock.mjs), null without one
    this.current = null;
    this.over = false;
    this.hasMoves = false;
    this.undoable = false; // the last frame's `undo`: the seat may take back its last step
  }

  /** It is this seat's turn, and its person plays it (no bot plays it for them). */
  get myTurn() {
    return !this.over && this.seat !== null && this.current === this.seat && !this.botPlays(this.seat);
  }

  /** A bot plays `seat` for its person: they resigned, or their time ran out. */
  botPlays(seat) {
    return this.resigned.includes(seat) || this.away.includes(seat);
  }

  /** A move is on its way and not answered yet. */
  get busy() {
    return this.pending.size > 0;
  }

  /** The seat may move now: its turn, with legal moves, and no move on its way. */
  get ready() {
    return this.myTurn && this.hasMoves && !this.busy;
  }

  /** The seat may take back its last step of the turn now (and may move now). */
  get canUndo() {
    return this.ready && this.undoable;
  }

  /** Take back the seat's last step of the turn: a move like any other (`send`). */
  undo() {
    return this.send(UNDO);
  }

  /** Follow the game from `version` (null: ask for a full view). */
  subscribe(version = this.sync.version) {
    this.sendFrame({ type: "subscribe", game: this.game, version });
  }

  /** Catch up after a new connection or a refusal: what was missed, and on the seat's turn its moves. */
  resync() {
    this.subscribe();
    if (this.myTurn) this.sendFrame({ type: "legal_moves", game: this.game });
  }

  /** Send `move` (one step, or the list of a move's steps, made as one move); resolves when
   * the server has it, rejects with its reason if refused. */
  send(move) {
    return this.request("move", { move });
  }

  /** Send the `steps` of the move under way, the last one just chosen: resolves with null when
   * they were made as one move (the last could not be taken back: its update came), else with
   * {patch, moves}: the patch that turns the view into the view after the steps (for a copy:
   * nothing was made) and the seat's moves after them; rejects with its reason if refused. */
  step(steps) {
    return this.request("step", { steps });
  }

  /** Ask whether `move` (one step or the list of a move's steps), made now, could not be taken
   * back (docs/protocol.md, "Confirming a final step"); resolves with {final, patch, moves},
   * the last two, when not final, as for `step`; rejects with its reason if refused. */
  tryMove(move) {
    return this.request("try", { move });
  }

  /** Send a frame of `type` with `fields` ({move} or {steps}) at the view's version, with a
   * new id; the promise its answer settles. */
  request(type, fields) {
    const id = `m${this.nextId++}`;
    const frame = { type, game: this.game, version: this.sync.version, ...fields, id };
    if (!this.sendFrame(frame)) {
      return Promise.reject(new Error(t("the connection is down; it will come back by itself.")));
    }
    const answer = this.pending.add(id, () => {
      this.resync();
      this.display.changed();
    });
    this.display.changed();
    return answer;
  }

  receive(frame) {
    if (frame.type === "error") {
      this.refused(frame);
      return;
    }
    if (frame.game !== this.game) return;
    if (frame.type === "full" || frame.type === "update") this.viewFrame(frame);
    else if (frame.type === "history") this.display.setHistory(frame.events);
    else if (frame.type === "tried" || frame.type === "stepped") this.previewed(frame);
    else if (frame.type === "legal_moves" && frame.version === this.sync.version) {
      this.setMoves(frame.moves);
      this.display.changed();
    }
  }

  viewFrame(frame) {
    const result = this.sync.receive(frame);
    if (result === "gap") this.subscribe();
    if (result === "broken") this.subscribe(null);
    if (result === "full" || result === "update") {
      const full = result === "full";
      if (full) {
        this.seat = frame.seat;
        this.players = frame.players;
        this.resigned = frame.resigned ?? [];
        this.away = frame.away ?? [];
      }
      this.clock = frame.clock ?? null;
      this.current = frame.current;
      this.over = frame.over;
      this.display.show(this.sync.view, full ? [] : frame.events, full);
      this.undoable = frame.undo ?? false;
      this.setMoves(frame.moves ?? []);
      if (full) this.sendFrame({ type: "history", game: this.game });
    }
    if (frame.id !== undefined) this.pending.acknowledge(frame.id, null);
    this.display.changed();
  }

  /** The answer to a try or to a step: what it tells holds only at the version it was asked
   * at; at another (a new view came meanwhile) it is refused. */
  previewed(frame) {
    const { final, patch, moves } = frame;
    if (frame.version !== this.sync.version) {
      this.pending.refuse(frame.id, t("the game moved on meanwhile."));
    } else {
      this.pending.acknowledge(frame.id, frame.type === "tried" ? { final, patch, moves } : { patch, moves });
    }
    this.display.changed();
  }

  setMoves(moves) {
    this.hasMoves = moves.length > 0;
    this.display.setMoves(moves);
  }

  refused(frame) {
    if (frame.id !== undefined && this.pending.refuse(frame.id, frame.detail)) {
      this.resync();
      this.display.changed();
    } else if (frame.game === undefined || frame.game === this.game) {
      this.display.say(frame.detail);
    }
  }
}
