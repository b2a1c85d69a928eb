import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { GameClient } from "../../web/static/js/game-client.mjs";

import { NO_TURN, PlayScreen, ScreenBase, gameKey, undoKey } from "../../web/static/js/screen.mjs";
import { installDom } from "./fake-dom.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));

/** A game's screen that records what the platform screen asks of it. */
class GameSpy {
  constructor() {
    this.calls = [];
    this.sendNext = null; // the move `next` gives
    this.usesKey = false;
    this.redrawHistory = false;
  }

  index(moves) {
    return { all: moves, empty: moves.length === 0 };
  }

  follow(view, events, state) {
    this.calls.push(["follow", view.n, events.length, state.myTurn]);
  }

  draw(view, moves, state) {
    this.calls.push(["draw", view.n, moves.all.length, state.open, state.busy]);
  }

  cancel(reason) {
    this.calls.push(["cancel", reason]);
  }

  next() {
    const move = this.sendNext;
    this.sendNext = null;
    return move;
  }

  history(history) {
    this.calls.push(["history", history.length]);
    return this.redrawHistory;
  }

  key(e, moves, state) {
    this.calls.push(["key", e.key, state.open]);
    return this.usesKey;
  }

  /** The calls of one kind. */
  only(kind) {
    return this.calls.filter((call) => call[0] === kind);
  }
}

/** The GameClient's side: the turn, and the moves it sent, each settled by hand. */
class TurnStub {
  constructor() {
    this.seat = 0;
    this.myTurn = true;
    this.busy = false;
    this.hasMoves = true;
    this.undoable = false;
    this.sent = [];
    this.tried = [];
  }

  get ready() {
    return this.myTurn && this.hasMoves && !this.busy;
  }

  get canUndo() {
    return this.ready && this.undoable;
  }

  undo() {
    return this.send({ type: "undo" });
  }

  send(move) {
    this.busy = true;
    return new Promise((resolve, reject) => this.sent.push({ move, resolve, reject }));
  }

  tryMove(move) {
    this.busy = true;
    return new Promise((resolve, reject) => this.tried.push({ move, resolve, reject }));
  }

  /** The answer to the last try: whether the move is `final`. */
  async answer(final) {
    this.busy = false;
    this.tried.at(-1).resolve(final);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function setup(confirming = false) {
  const document = installDom();
  const game = new GameSpy();
  const turn = new TurnStub();
  const said = [];
  const undo = document.createElement("button");
  const confirm = document.createElement("button");
  const say = (text, error = false) => said.push([text, error]);
  const screen = new PlayScreen(game, turn, say, { undo, confirm, confirms: () => confirming });
  return { document, game, turn, said, screen, undo, confirm };
}

/** Press `key` ({ctrlKey, ..., target: where it is typed}: `more`) on `document`. */
function keydown(document, key, { target = null, ...more } = {}) {
  const event = Object.assign(new Event("keydown"), { key, ...more });
  Object.defineProperty(event, "target", { value: target });
  document.dispatchEvent(event);
}

test("an update is drawn once: its view and moves, after the turn changed", () => {
  const { game, screen } = setup();
  const moves = [{ type: "a" }, { type: "b" }];
  screen.show({ n: 1 }, []);
  screen.setMoves(moves);
  assert.deepEqual(game.only("draw"), [], "nothing is drawn before the turn is known");
  screen.changed();
  assert.deepEqual(game.calls, [
    ["cancel", "view"],
    ["follow", 1, 0, true],
    ["draw", 1, 2, true, false],
  ]);
  screen.show({ n: 2 }, [{ type: "x" }]);
  screen.setMoves([]);
  screen.changed();
  assert.deepEqual(game.only("draw"), [
    ["draw", 1, 2, true, false],
    ["draw", 2, 0, true, false],
  ]);
  assert.deepEqual(game.only("follow").at(-1), ["follow", 2, 1, true]);
});

test("nothing is drawn before the first view", () => {
  const { game, screen } = setup();
  screen.changed();
  screen.setHistory([[1, []]]);
  assert.deepEqual(game.only("draw"), []);
});

test("a move sent: the choice is dropped, the line cleared, the screen drawn busy", () => {
  const { game, turn, said, screen } = setup();
  const moves = [{ type: "a" }];
  screen.show({ n: 1 }, []);
  screen.setMoves(moves);
  screen.changed();
  assert.equal(screen.send(moves[0]), true);
  assert.deepEqual(turn.sent.map((s) => s.move), [moves[0]]);
  assert.deepEqual(game.calls.at(-1), ["cancel", "sent"]);
  assert.deepEqual(said, [["", false]]);
  screen.changed(); // the GameClient says a move is on its way
  assert.deepEqual(game.calls.at(-1), ["draw", 1, 1, false, true]);
});

test("only a listed move is sent, and only when the seat may move", () => {
  const { turn, screen } = setup();
  const moves = [{ type: "a" }];
  screen.show({ n: 1 }, []);
  screen.setMoves(moves);
  assert.equal(screen.send({ type: "a" }), false, "a copy of a move is not one of the moves");
  assert.equal(screen.send(null), false);
  turn.myTurn = false;
  assert.equal(screen.send(moves[0]), false);
  assert.deepEqual(turn.sent, []);
});

test("a refused move is said, its choice dropped, and the screen drawn again", async () => {
  const { game, turn, said, screen } = setup();
  const moves = [{ type: "a" }];
  screen.show({ n: 1 }, []);
  screen.setMoves(moves);
  screen.changed();
  screen.send(moves[0]);
  turn.busy = false;
  turn.sent[0].reject(new Error("not your turn"));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(said.at(-1), ["Not accepted: not your turn", true]);
  assert.deepEqual(game.calls.slice(-2), [
    ["cancel", "refused"],
    ["draw", 1, 1, true, false],
  ]);
});

test("the move a game sends by itself at new moves is sent instead of a drawing", () => {
  const { game, turn, screen } = setup();
  const moves = [{ type: "place" }];
  screen.show({ n: 1 }, []);
  screen.setMoves(moves);
  game.sendNext = moves[0];
  screen.changed();
  assert.deepEqual(turn.sent.map((s) => s.move), [moves[0]]);
  assert.deepEqual(game.only("draw"), [], "the GameClient's `changed` draws it busy");
  screen.changed();
  assert.equal(game.only("draw").length, 1, "asked once per set of moves");
});

test("the history is drawn again only when the game's screen asks", () => {
  const { game, screen } = setup();
  screen.show({ n: 1 }, []);
  screen.changed();
  screen.setHistory([[1, []]]);
  assert.equal(game.only("draw").length, 1);
  game.redrawHistory = true;
  screen.setHistory([[1, []], [2, []]]);
  assert.equal(game.only("draw").length, 2);
  assert.deepEqual(game.only("history"), [
    ["history", 1],
    ["history", 2],
  ]);
});

test("Escape drops the choice; other keys go to the game's screen unless typed in a field", () => {
  const { document, game, screen } = setup();
  screen.show({ n: 1 }, []);
  screen.changed();
  keydown(document, "Escape");
  assert.deepEqual(game.calls.slice(-2), [
    ["cancel", "escape"],
    ["draw", 1, 0, true, false],
  ]);
  keydown(document, "r");
  assert.deepEqual(game.calls.at(-1), ["key", "r", true], "a key the game does not use draws nothing");
  game.usesKey = true;
  keydown(document, "r");
  assert.deepEqual(game.calls.at(-1)[0], "draw");
  const before = game.calls.length;
  keydown(document, "r", { ctrlKey: true });
  const field = document.createElement("input");
  keydown(document, "r", { target: field });
  assert.equal(game.calls.length, before, "Ctrl+R and typing are not the game's");
});

test("the game's keys: none with Ctrl, Alt or Meta, none typed in a field", () => {
  const document = installDom();
  const label = document.createElement("label");
  const input = document.createElement("input");
  label.append(input);
  assert.equal(gameKey({ key: "r", target: label }), true);
  assert.equal(gameKey({ key: "r", target: input }), false);
  assert.equal(gameKey({ key: "r", altKey: true, target: label }), false);
  assert.equal(gameKey({ key: "r", metaKey: true, target: null }), false);
});

test("the Undo button is enabled exactly when a step may be taken back; a click takes it back", () => {
  const { game, turn, said, screen, undo } = setup();
  screen.show({ n: 1 }, []);
  screen.setMoves([{ type: "a" }]);
  screen.changed();
  assert.equal(undo.disabled, true, "nothing to take back");
  turn.undoable = true;
  screen.changed();
  assert.equal(undo.disabled, false);
  undo.dispatchEvent(new Event("click"));
  assert.deepEqual(turn.sent.map((s) => s.move), [{ type: "undo" }]);
  assert.deepEqual(game.calls.at(-1), ["cancel", "undo"]);
  assert.deepEqual(said.at(-1), ["", false]);
  screen.changed(); // the GameClient says the undo is on its way
  assert.equal(undo.disabled, true, "busy");
  assert.equal(screen.undo(), false, "not twice while the first is on its way");
  assert.equal(turn.sent.length, 1);
});

test("Ctrl+Z and Cmd+Z take back a step, not typed in a field; a refusal is said", async () => {
  const { document, game, turn, said, screen } = setup();
  screen.show({ n: 1 }, []);
  screen.setMoves([{ type: "a" }]);
  screen.changed();
  turn.undoable = true;
  keydown(document, "z", { ctrlKey: true, target: document.createElement("textarea") });
  keydown(document, "z", { ctrlKey: true, shiftKey: true });
  keydown(document, "z");
  assert.deepEqual(turn.sent, [], "typed, Ctrl+Shift+Z and a bare z are not an undo");
  keydown(document, "z", { metaKey: true });
  assert.deepEqual(turn.sent.map((s) => s.move), [{ type: "undo" }]);
  turn.busy = false;
  turn.sent[0].reject(new Error("There is no step of this turn to take back."));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(said.at(-1), ["Not accepted: There is no step of this turn to take back.", true]);
  assert.deepEqual(game.calls.at(-1), ["draw", 1, 1, true, false]);
  keydown(document, "Z", { ctrlKey: true });
  assert.equal(turn.sent.length, 2);
});

test("the undo keys: Ctrl or Cmd with Z, without Shift or Alt, not typed in a field", () => {
  const document = installDom();
  const input = document.createElement("input");
  assert.equal(undoKey({ key: "z", ctrlKey: true, target: null }), true);
  assert.equal(undoKey({ key: "z", metaKey: true, target: null }), true);
  assert.equal(undoKey({ key: "z", ctrlKey: true, target: input }), false);
  assert.equal(undoKey({ key: "z", ctrlKey: true, altKey: true, target: null }), false);
  assert.equal(undoKey({ key: "y", ctrlKey: true, target: null }), false);
});

test("a final step waits for Confirm: the game's screen shows it held, Confirm sends it", async () => {
  const { game, turn, said, screen, undo, confirm } = setup(true);
  game.describeMove = (move) => `Do ${move.type}.`;
  const [step, last] = [{ type: "a" }, { type: "b" }];
  screen.show({ n: 1 }, []);
  screen.setMoves([step, last]);
  screen.changed();
  assert.equal(confirm.hidden, true);
  assert.equal(screen.send(step), true);
  assert.deepEqual(turn.tried.map((t) => t.move), [step]);
  await turn.answer(false);
  assert.deepEqual(turn.sent.map((s) => s.move), [step], "a step that may be taken back goes at once");
  turn.busy = false;
  screen.send(last);
  await turn.answer(true);
  assert.deepEqual(turn.sent.length, 1, "the final step is held");
  assert.deepEqual(screen.state.held, last);
  assert.equal(screen.state.open, false, "nothing else may be chosen meanwhile");
  assert.equal(confirm.hidden, false);
  assert.equal(undo.disabled, false);
  assert.match(said.at(-1)[0], /^Do b\. This step cannot be taken back/);
  assert.equal(screen.send(step), false);
  confirm.dispatchEvent(new Event("click"));
  assert.deepEqual(turn.sent.map((s) => s.move), [step, last]);
  assert.deepEqual(game.calls.at(-1), ["cancel", "sent"]);
  assert.equal(screen.state.held, null);
});

test("Undo, Ctrl+Z or Escape drop a held step: nothing is sent, its choices come again", async () => {
  const { document, game, turn, said, screen, undo, confirm } = setup(true);
  const last = { type: "b" };
  screen.show({ n: 1 }, []);
  screen.setMoves([last]);
  screen.changed();
  for (const drop of [() => undo.dispatchEvent(new Event("click")), () => keydown(document, "z", { ctrlKey: true }), () => keydown(document, "Escape")]) {
    screen.send(last);
    await turn.answer(true);
    assert.deepEqual(screen.state.held, last);
    drop();
    assert.equal(screen.state.held, null);
    assert.deepEqual(game.calls.at(-2), ["cancel", "undo"]);
    assert.deepEqual(said.at(-1), ["", false]);
    assert.equal(confirm.hidden, true);
    assert.equal(screen.state.open, true);
  }
  assert.deepEqual(turn.sent, []);
});

test("a held step is dropped when a new view comes; without the setting nothing is tried", async () => {
  const { turn, screen, confirm } = setup(true);
  screen.show({ n: 1 }, []);
  screen.setMoves([{ type: "b" }]);
  screen.changed();
  screen.send(screen.moves.all[0]);
  await turn.answer(true);
  screen.show({ n: 2 }, []);
  screen.changed();
  assert.equal(screen.state.held, null);
  assert.equal(confirm.hidden, true);
  const plain = setup(false);
  plain.screen.show({ n: 1 }, []);
  plain.screen.setMoves([{ type: "b" }]);
  plain.screen.changed();
  plain.screen.send(plain.screen.moves.all[0]);
  assert.deepEqual([plain.turn.tried.length, plain.turn.sent.length], [0, 1]);
});

/** A game's screen on ScreenBase: its moves are counted; it counts its drawings. */
class CountingScreen extends ScreenBase {
  index(moves) {
    return { all: moves, empty: moves.length === 0 };
  }

  follow(view, events, state) {
    this.followed = [view, events, state];
  }

  render() {
    this.rendered = (this.rendered ?? 0) + 1;
  }
}

test("a game's screen on ScreenBase keeps what it draws, and the turn it is told", () => {
  const document = installDom();
  const host = { settings: { get: (name) => `${name}!` }, send: () => true };
  const screen = new CountingScreen(null, host);
  assert.deepEqual([screen.view, screen.moves.all, screen.state], [null, [], NO_TURN]);
  assert.equal(screen.mySeat, null);
  assert.equal(screen.setting("zoom"), "zoom!");
  const moves = screen.index([{ type: "draw" }]);
  screen.draw({ seat: 1 }, moves, { seat: 1, myTurn: true, open: false, busy: true });
  assert.equal(screen.rendered, 1);
  assert.equal(screen.moves, moves);
  assert.deepEqual([screen.mySeat, screen.myTurn, screen.open, screen.busy], [1, true, false, true]);
  const canvas = document.createElement("canvas");
  screen.countDrawing(canvas);
  screen.countDrawing(canvas);
  assert.equal(canvas.dataset.drawn, "2");
});

test("a step's button sends its move, only while clicks may make moves", () => {
  installDom();
  const sent = [];
  const screen = new CountingScreen(null, { settings: {}, send: (move) => sent.push(move) });
  screen.actionClass = "xx-action";
  const move = { type: "done" };
  screen.draw({ seat: 0 }, screen.index([move]), { seat: 0, myTurn: true, open: true, busy: false });
  const done = screen.button("Done", "done", move, null, true);
  assert.equal(done.className, "xx-action primary");
  assert.equal(done.getAttribute("data-action"), "done");
  assert.equal(done.hasAttribute("disabled"), false);
  done.dispatchEvent(new Event("click"));
  assert.deepEqual(sent, [move]);
  let cancelled = 0;
  const cancel = screen.button("Cancel", "cancel", true, () => (cancelled += 1));
  cancel.dispatchEvent(new Event("click"));
  assert.equal(cancelled, 1);
  assert.equal(screen.button("Skip", "skip", null).hasAttribute("disabled"), true, "no move: disabled");
  screen.draw({ seat: 0 }, screen.moves, { ...screen.state, open: false, busy: true });
  assert.equal(screen.button("Done", "done", move).hasAttribute("disabled"), true, "a move on its way: disabled");
});

test("a whole game over the socket: one drawing per frame, the seat's moves sent by the game client", async () => {
  installDom();
  const game = new GameSpy();
  const sent = [];
  let play = null;
  const client = new GameClient(1, (frame) => sent.push(frame) > 0, {
    show: (view, events) => play.show(view, events),
    setMoves: (moves) => play.setMoves(moves),
    setHistory: (history) => play.setHistory(history),
    say: () => {},
    changed: () => play.changed(),
  });
  play = new PlayScreen(game, client, () => {});
  const view = { ...structuredClone(fixture.first), n: 0 };
  const players = ["ann", "bob"];
  const moves = fixture.first_moves;
  client.receive({ type: "full", game: 1, version: 0, seat: 0, players, current: 0, over: false, view, moves });
  client.receive({ type: "history", game: 1, events: [] });
  let frames = 1;
  for (const update of fixture.updates) {
    const frame = structuredClone(update);
    if (client.ready) {
      play.send(play.moves.all[0]);
      frame.id = sent.at(-1).id;
      frames += 1; // the move on its way is drawn too
    }
    client.receive(frame);
    frames += 1;
  }
  assert.equal(game.only("draw").length, frames);
  assert.equal(game.only("follow").length, fixture.updates.length + 1);
  assert.ok(sent.filter((f) => f.type === "move").length > 10, "seat 0 played its turns");
});

test("a view shown on its own is drawn with nobody to move", () => {
  installDom();
  const screen = new CountingScreen(null, { settings: {} });
  const view = { seat: 0 };
  screen.show(view);
  assert.deepEqual(screen.followed, [view, [], NO_TURN]);
  assert.equal(screen.rendered, 1);
  assert.equal(screen.open, false);
  assert.ok(screen.moves.empty);
});
