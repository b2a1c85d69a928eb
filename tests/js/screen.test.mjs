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

/** The GameClient's side: the turn, and the moves, steps and tries it sent, each settled by hand. */
class TurnStub {
  constructor() {
    this.seat = 0;
    this.myTurn = true;
    this.busy = false;
    this.hasMoves = true;
    this.undoable = false;
    this.sent = [];
    this.stepped = [];
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

  step(steps) {
    this.busy = true;
    return new Promise((resolve, reject) => this.stepped.push({ steps, resolve, reject }));
  }

  tryMove(steps) {
    this.busy = true;
    return new Promise((resolve, reject) => this.tried.push({ steps, resolve, reject }));
  }

  /** The answer to the last try: whether the steps are `final`, else the view's `n` after
   * them and the next step's `moves`. */
  async answer(final, n = null, moves = []) {
    await this.settle(this.tried, final ? { final } : { final, patch: [[["n"], n]], moves });
  }

  /** The answer to the last step: made (null), or the view's `n` after the steps and the
   * next step's `moves`. */
  async preview(n, moves) {
    await this.settle(this.stepped, { patch: [[["n"], n]], moves });
  }

  async settle(asked, answer) {
    this.busy = false;
    asked.at(-1).resolve(answer);
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
  const offered = [];
  const screen = new PlayScreen(game, turn, say, {
    undo,
    confirm,
    confirms: () => confirming,
    offered: (view, moves) => offered.push([view.n, moves]),
  });
  return { document, game, turn, said, screen, undo, confirm, offered };
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
  assert.deepEqual(turn.stepped.map((s) => s.steps), [[moves[0]]]);
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
  assert.deepEqual(turn.stepped, []);
});

test("a refused move is said, its choice dropped, and the screen drawn again", async () => {
  const { game, turn, said, screen } = setup();
  const moves = [{ type: "a" }];
  screen.show({ n: 1 }, []);
  screen.setMoves(moves);
  screen.changed();
  screen.send(moves[0]);
  turn.busy = false;
  turn.stepped[0].reject(new Error("not your turn"));
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
  assert.deepEqual(turn.stepped.map((s) => s.steps), [[moves[0]]]);
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

test("a final step waits for Confirm: the game's screen shows it held, Confirm sends the move's steps", async () => {
  const { game, turn, said, screen, undo, confirm } = setup(true);
  game.describeMove = (move) => `Do ${move.type}.`;
  const [step, last] = [{ type: "a" }, { type: "b" }];
  screen.show({ n: 1 }, []);
  screen.setMoves([step]);
  screen.changed();
  assert.equal(confirm.hidden, true);
  assert.equal(screen.send(step), true);
  assert.deepEqual(turn.tried.map((t) => t.steps), [[step]]);
  await turn.answer(false, 2, [last]);
  assert.deepEqual(turn.sent, [], "a step that may be taken back is only shown");
  assert.deepEqual(game.only("draw").at(-1), ["draw", 2, 1, true, false]);
  screen.send(last);
  assert.deepEqual(turn.tried.map((t) => t.steps).at(-1), [step, last], "tried with the step before");
  await turn.answer(true);
  assert.deepEqual(turn.sent, [], "the final step is held");
  assert.equal(screen.state.held, last, "the game's screen is told the last step, one of its moves");
  assert.equal(screen.state.open, false, "nothing else may be chosen meanwhile");
  assert.equal(confirm.hidden, false);
  assert.equal(undo.disabled, false);
  assert.match(said.at(-1)[0], /^Do b\. This step cannot be taken back/);
  assert.equal(screen.send(last), false);
  confirm.dispatchEvent(new Event("click"));
  assert.deepEqual(turn.sent.map((s) => s.move), [[step, last]], "one move of both steps");
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
  assert.deepEqual([plain.turn.tried.length, plain.turn.stepped.length], [0, 1]);
});

test("a step that may be taken back is shown on a copy of the view, and its moves offered", async () => {
  const { game, turn, screen, offered } = setup();
  const [take, place, token] = [{ type: "take" }, { type: "place" }, { type: "token" }];
  const view = { n: 1 };
  screen.show(view, []);
  screen.setMoves([take]);
  screen.changed();
  screen.send(take);
  screen.changed(); // the GameClient says the step is on its way
  assert.deepEqual(game.calls.at(-1), ["draw", 1, 1, false, true], "not open while on its way");
  game.sendNext = place; // the game sends the next step by itself at these moves
  await turn.preview(2, [place]);
  assert.deepEqual(view, { n: 1 }, "the server's view is left as it is");
  assert.equal(screen.synced, view);
  assert.deepEqual(screen.steps, [take]);
  assert.deepEqual(turn.stepped.map((s) => s.steps), [[take], [take, place]]);
  assert.deepEqual(game.calls.slice(-3), [
    ["cancel", "view"],
    ["follow", 2, 0, true],
    ["cancel", "sent"],
  ], "sent instead of a drawing");
  await turn.preview(3, [token]);
  assert.deepEqual(screen.steps, [take, place]);
  assert.deepEqual(game.calls.slice(-3), [
    ["cancel", "view"],
    ["follow", 3, 0, true],
    ["draw", 3, 1, true, false],
  ]);
  assert.deepEqual(offered.at(-1), [3, [token]], "the hints follow the view shown");
  screen.send(token);
  assert.deepEqual(turn.stepped.at(-1).steps, [take, place, token], "all the steps, the last one just chosen");
  await turn.settle(turn.stepped, null); // made: its update comes as any other
  assert.deepEqual(screen.steps, [take, place], "kept until the server's view comes");
  screen.show({ n: 4 }, [{ type: "placed" }]);
  assert.deepEqual([screen.steps, screen.snapshots], [[], []]);
});

test("Undo takes back the steps not made yet one at a time, then asks the server", async () => {
  const { game, turn, said, screen, undo, offered } = setup();
  const [take, place, token] = [{ type: "take" }, { type: "place" }, { type: "token" }];
  screen.show({ n: 1 }, []);
  screen.setMoves([take]);
  turn.undoable = true;
  screen.changed();
  screen.send(take);
  screen.changed();
  assert.equal(undo.disabled, true, "nothing to take back while a step is on its way");
  assert.equal(screen.undo(), false);
  await turn.preview(2, [place]);
  assert.equal(undo.disabled, false);
  screen.send(place);
  await turn.preview(3, [token, token]);
  screen.setMoves([take, take, take]); // the server's moves again (after a refusal): the view before the steps
  assert.equal(screen.moves.all.length, 2, "the moves offered stay");
  const sent = turn.stepped.length;
  undo.dispatchEvent(new Event("click"));
  assert.deepEqual(screen.steps, [take]);
  assert.deepEqual(game.calls.slice(-3), [
    ["follow", 2, 0, true],
    ["cancel", "undo"],
    ["draw", 2, 1, true, false],
  ]);
  assert.deepEqual(offered.at(-1), [2, [place]]);
  assert.deepEqual(said.at(-1), ["", false]);
  assert.equal(undo.disabled, false, "the server may take back a step too");
  screen.undo();
  assert.deepEqual(game.calls.at(-1), ["draw", 1, 3, true, false], "the server's view and its moves");
  assert.equal(turn.stepped.length, sent, "nothing was sent");
  assert.deepEqual(turn.sent, []);
  screen.undo();
  assert.deepEqual(turn.sent.map((s) => s.move), [{ type: "undo" }], "then the server takes back its step");
  turn.undoable = false;
  turn.busy = false;
  screen.changed();
  assert.equal(undo.disabled, true);
});

test("a refused step keeps the steps before it; a new view drops them", async () => {
  const { turn, said, screen } = setup();
  const [take, place] = [{ type: "take" }, { type: "place" }];
  screen.show({ n: 1 }, []);
  screen.setMoves([take]);
  screen.changed();
  screen.send(take);
  await turn.preview(2, [place]);
  screen.send(place);
  turn.busy = false;
  turn.stepped.at(-1).reject(new Error("Not there."));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(said.at(-1), ["Not accepted: Not there.", true]);
  assert.deepEqual([screen.steps, screen.view.n, screen.moves.all], [[take], 2, [place]]);
  screen.show({ n: 5 }, []);
  screen.setMoves([take]);
  assert.deepEqual([screen.steps, screen.view.n, screen.moves.all], [[], 5, [take]]);
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

/** A platform screen of `game` over a game client, the frames it sends kept in `sent`. */
function overSocket(game, sent) {
  let play = null;
  const client = new GameClient(1, (frame) => sent.push(frame) > 0, {
    show: (view, events) => play.show(view, events),
    setMoves: (moves) => play.setMoves(moves),
    setHistory: (history) => play.setHistory(history),
    say: () => {},
    changed: () => play.changed(),
  });
  play = new PlayScreen(game, client, () => {});
  return { client, play };
}

test("a whole game over the socket: one drawing per frame, the seat's moves sent by the game client", async () => {
  installDom();
  const game = new GameSpy();
  const sent = [];
  const { client, play } = overSocket(game, sent);
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
  assert.ok(sent.filter((f) => f.type === "step").length > 10, "seat 0 played its turns");
});

test("over the socket: a step shown, then the final one sends every step in one frame", async () => {
  installDom();
  const game = new GameSpy();
  const sent = [];
  const { client, play } = overSocket(game, sent);
  const [take, place] = [{ type: "take" }, { type: "place" }];
  const full = { type: "full", game: 1, version: 3, seat: 0, players: ["ann", "bob"], current: 0, over: false };
  client.receive({ ...full, view: { n: 1 }, moves: [take] });
  play.send(play.moves.all[0]);
  const first = sent.at(-1);
  client.receive({ type: "stepped", game: 1, version: 3, seat: 0, id: first.id, patch: [[["n"], 2]], moves: [place] });
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual([play.view, client.sync.view], [{ n: 2 }, { n: 1 }]);
  play.send(play.moves.all[0]);
  const last = sent.at(-1);
  assert.deepEqual(
    { type: last.type, version: last.version, steps: last.steps },
    { type: "step", version: 3, steps: [take, place] },
  );
  const update = { type: "update", game: 1, version: 4, current: 1, over: false, events: [], patch: [[["n"], 3]] };
  client.receive({ ...update, id: last.id });
  assert.deepEqual([play.view, play.steps, client.busy], [{ n: 3 }, [], false]);
  assert.deepEqual(sent.filter((f) => f.type !== "history").map((f) => f.type), ["step", "step"]);
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
