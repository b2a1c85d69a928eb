import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mock, test } from "node:test";

import { GameClient } from "../../web/static/js/game-client.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/game.json", import.meta.url)));
const ANSWER_MS = 1000;

/** A client of game 1 with a socket and a page that write down what they are given. */
function connect() {
  const page = { sent: [], shown: [], moves: [], said: [], history: null, up: true };
  page.client = new GameClient(
    1,
    (frame) => page.up && page.sent.push(frame) > 0,
    {
      show: (view, events, full) => page.shown.push({ view, events, full }),
      setMoves: (moves) => page.moves.push(moves),
      setHistory: (history) => (page.history = history),
      say: (text) => page.said.push(text),
      changed: () => {},
    },
    ANSWER_MS,
  );
  page.types = () => page.sent.map((frame) => frame.type);
  return page;
}

function fullFrame(extra = {}) {
  return {
    type: "full",
    game: 1,
    version: 0,
    seat: 0,
    players: ["ann", "bob"],
    current: fixture.first.current,
    over: false,
    view: structuredClone(fixture.first),
    moves: fixture.first_moves,
    ...extra,
  };
}

test("a whole game: moves come with the frames, and each own step sends one frame", async () => {
  const page = connect();
  const { client } = page;
  client.receive(fullFrame());
  assert.deepEqual(page.types(), ["history"]);
  assert.ok(client.myTurn && client.ready);
  const answers = [];
  let steps = 0;
  for (const update of fixture.updates) {
    const frame = structuredClone(update);
    if (client.myTurn) {
      assert.ok(client.ready, `seat 0 may move at version ${client.sync.version}`);
      answers.push(client.send(page.moves.at(-1)[0]));
      assert.ok(client.busy && !client.ready);
      frame.id = page.sent.at(-1).id;
      steps += 1;
    }
    client.receive(frame);
    assert.equal(client.busy, false);
    assert.deepEqual(page.moves.at(-1), update.moves ?? []);
  }
  await Promise.all(answers);
  assert.ok(steps > 10);
  assert.deepEqual(page.types(), ["history", ...Array(steps).fill("move")]);
  assert.deepEqual(client.sync.view, fixture.last);
  assert.equal(client.over, true);
  assert.equal(client.myTurn, false);
  assert.equal(page.shown.length, fixture.updates.length + 1);
  assert.deepEqual(page.shown.at(-1).events, fixture.updates.at(-1).events);
});

test("a move carries the version seen and an id; its update settles it", async () => {
  const page = connect();
  page.client.receive(fullFrame({ version: 4 }));
  const move = fixture.first_moves[0];
  const answer = page.client.send(move);
  const sent = page.sent.at(-1);
  assert.deepEqual(sent, { type: "move", game: 1, version: 4, move, id: sent.id });
  const other = page.client.send(move);
  const otherId = page.sent.at(-1).id;
  assert.notEqual(otherId, sent.id);
  // the update comes after a hole: the move is in, the view waits for what was missed
  page.client.receive({ ...fixture.updates[1], version: 6, id: sent.id });
  await answer;
  assert.equal(page.sent.at(-1).type, "subscribe");
  assert.equal(page.sent.at(-1).version, 4);
  assert.equal(page.client.pending.size, 1, "the other move still waits");
  const refusal = { type: "error", code: "stale_version", detail: "You saw version 4.", game: 1 };
  page.client.receive({ ...refusal, id: otherId });
  await assert.rejects(other, { message: "You saw version 4." });
});

test("a refusal rejects the move with its reason, and the client catches up", async () => {
  const page = connect();
  page.client.receive(fullFrame());
  const answer = page.client.send(fixture.first_moves[0]);
  const id = page.sent.at(-1).id;
  page.client.receive({ type: "error", code: "illegal_move", detail: "Not beside an animal.", game: 1, id });
  await assert.rejects(answer, { message: "Not beside an animal." });
  assert.deepEqual(page.sent.slice(-2), [
    { type: "subscribe", game: 1, version: 0 },
    { type: "legal_moves", game: 1 },
  ]);
  page.client.receive({ type: "legal_moves", game: 1, version: 0, seat: 0, moves: [{ type: "end_turn" }] });
  assert.deepEqual(page.moves.at(-1), [{ type: "end_turn" }]);
  page.client.receive({ type: "legal_moves", game: 1, version: 3, seat: 0, moves: [] });
  assert.deepEqual(page.moves.at(-1), [{ type: "end_turn" }], "moves of another version are not ours");
  assert.deepEqual(page.said, []);
  page.client.receive({ type: "error", code: "rate_limited", detail: "Slow down." });
  page.client.receive({ type: "error", code: "not_found", detail: "No game 2.", game: 2 });
  assert.deepEqual(page.said, ["Slow down."]);
});

test("a move unanswered is given up after a while, and the client catches up", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const page = connect();
    page.client.receive(fullFrame());
    const answer = page.client.send(fixture.first_moves[0]);
    mock.timers.tick(ANSWER_MS);
    await assert.rejects(answer, { message: "no answer from the server." });
    assert.deepEqual(page.types().slice(-2), ["subscribe", "legal_moves"]);
    assert.equal(page.client.busy, false);
  } finally {
    mock.timers.reset();
  }
});

test("with the socket down a move is refused at once", async () => {
  const page = connect();
  page.client.receive(fullFrame());
  page.up = false;
  await assert.rejects(page.client.send(fixture.first_moves[0]), /connection is down/);
  assert.equal(page.client.busy, false);
});

test("whose turn it is comes from the frames; no moves in a frame means none", () => {
  const page = connect();
  const { client } = page;
  client.receive(fullFrame({ seat: null, current: 1, moves: undefined }));
  assert.deepEqual(page.moves, [[]]);
  assert.equal(client.myTurn, false);
  assert.equal(client.ready, false);
  client.resync();
  assert.deepEqual(page.types().slice(-1), ["subscribe"], "a spectator has no moves to ask for");
  client.receive({ ...fullFrame(), game: 2, version: 9 });
  assert.equal(client.sync.version, 0, "another game's frames are not ours");
  client.receive({ ...fixture.updates[0], current: 0, over: false, moves: undefined });
  assert.equal(client.current, 0);
  client.receive({ ...fixture.updates[1], current: null, over: true });
  assert.equal(client.over, true);
});

test("a hole asks for what was missed, a patch that does not fit for a full view", () => {
  const page = connect();
  page.client.receive(fullFrame());
  page.client.receive(fixture.updates[2]);
  assert.deepEqual(page.sent.at(-1), { type: "subscribe", game: 1, version: 0 });
  page.client.receive({ ...fixture.updates[0], patch: [[["nowhere", "x"], 1]] });
  assert.deepEqual(page.sent.at(-1), { type: "subscribe", game: 1, version: null });
  assert.equal(page.shown.length, 1);
});

test("the history goes to the page", () => {
  const page = connect();
  page.client.receive({ type: "history", game: 1, version: 2, seat: 0, events: [[1, []], [2, []]] });
  assert.deepEqual(page.history, [[1, []], [2, []]]);
});

test("a seat a bot plays for its person is not their turn; the clock comes with every frame", () => {
  const page = connect();
  const { client } = page;
  const clock = { kind: "turn", turn_since: null, deadline: null, banks: null };
  client.receive(fullFrame({ current: 0, moves: undefined, away: [0], clock }));
  assert.deepEqual(client.away, [0]);
  assert.deepEqual(client.clock, clock);
  assert.equal(client.myTurn, false, "a bot stands in for seat 0");
  const running = { ...clock, turn_since: "2026-01-01T00:00:00+00:00", deadline: "2026-01-02T00:00:00+00:00" };
  client.receive(fullFrame({ current: 0, clock: running }));
  assert.deepEqual(client.away, []);
  assert.equal(client.myTurn, true, "taken back");
  client.receive({ ...fixture.updates[0], current: 1, over: false, moves: undefined });
  assert.equal(client.clock, null, "an update without a clock: none");
  client.receive(fullFrame({ version: 1, current: 0, resigned: [0] }));
  assert.equal(client.myTurn, false, "resigned: a bot plays it");
});

test("the frame's `undo` says when a step may be taken back; the undo is sent as a move", async () => {
  const page = connect();
  const { client } = page;
  client.receive(fullFrame());
  assert.equal(client.canUndo, false, "no `undo`: nothing to take back");
  client.receive(fullFrame({ undo: true }));
  assert.equal(client.canUndo, true);
  const answer = client.undo();
  const frame = page.sent.at(-1);
  assert.deepEqual(
    { type: frame.type, move: frame.move, version: frame.version },
    { type: "move", move: { type: "undo" }, version: 0 },
  );
  assert.equal(client.canUndo, false, "not while it is on its way");
  client.receive({ ...fullFrame(), id: frame.id });
  await answer;
  assert.equal(client.canUndo, false, "the answer's frame has no `undo`");
  client.receive(fullFrame({ undo: true, current: 1 }));
  assert.equal(client.canUndo, false, "not on another seat's turn");
});

test("a move tried resolves with whether it is final; a refused try rejects with the reason", async () => {
  const page = connect();
  const { client } = page;
  client.receive(fullFrame());
  const move = fixture.first_moves[0];
  const answer = client.tryMove(move);
  const frame = page.sent.at(-1);
  assert.deepEqual({ type: frame.type, move: frame.move, version: frame.version }, { type: "try", move, version: 0 });
  assert.equal(client.busy, true, "nothing else is sent meanwhile");
  client.receive({ type: "tried", game: 1, version: 0, seat: 0, move, final: true, id: frame.id });
  assert.equal((await answer).final, true);
  assert.equal(client.busy, false);
  const steps = [move, { type: "place" }];
  const notFinal = client.tryMove(steps);
  const listed = page.sent.at(-1);
  assert.deepEqual(listed.move, steps, "a list of steps is tried as one move");
  const patch = [[["round"], 2]];
  client.receive({ type: "tried", game: 1, version: 0, seat: 0, final: false, id: listed.id, patch, moves: [] });
  assert.deepEqual(await notFinal, { final: false, patch, moves: [] });
  const refused = client.tryMove(move);
  const again = page.sent.at(-1);
  client.receive({ type: "error", code: "stale_version", detail: "You saw version 0.", game: 1, id: again.id });
  await assert.rejects(refused, /You saw version 0/);
});

test("a step that may be taken back is answered with its patch and the next moves; nothing is made", async () => {
  const page = connect();
  const { client } = page;
  client.receive(fullFrame({ version: 4 }));
  const [take, place] = [fixture.first_moves[0], { type: "place" }];
  const answer = client.step([take]);
  const frame = page.sent.at(-1);
  assert.deepEqual(frame, { type: "step", game: 1, version: 4, steps: [take], id: frame.id });
  assert.equal(client.busy, true);
  const patch = [[["round"], 99]];
  client.receive({ type: "stepped", game: 1, version: 4, seat: 0, id: frame.id, patch, moves: [place] });
  assert.deepEqual(await answer, { patch, moves: [place] });
  assert.equal(client.busy, false);
  assert.deepEqual(client.sync.view, fixture.first, "the synced view is the server's");
  assert.equal(client.sync.version, 4);
  assert.deepEqual(page.moves.at(-1), fixture.first_moves, "the next moves are the step's answer only");
  assert.equal(page.shown.length, 1);
});

test("the final step makes every step one move: its update settles it with null", async () => {
  const page = connect();
  const { client } = page;
  client.receive(fullFrame());
  const steps = [fixture.first_moves[0], { type: "place" }];
  const answer = client.step(steps);
  const frame = page.sent.at(-1);
  assert.deepEqual(page.types(), ["history", "step"], "one frame");
  assert.deepEqual(frame.steps, steps);
  client.receive({ ...structuredClone(fixture.updates[0]), id: frame.id });
  assert.equal(await answer, null);
  assert.equal(client.sync.version, 1);
  const made = client.send(steps);
  const { move, id } = page.sent.at(-1);
  assert.deepEqual(move, steps, "a move frame may carry the steps too");
  client.receive({ type: "error", code: "stale_version", detail: "You saw version 0.", game: 1, id });
  await assert.rejects(made, /You saw version 0/);
});

test("a step's answer at a version the view has left is refused", async () => {
  const page = connect();
  const { client } = page;
  client.receive(fullFrame());
  const answer = client.step([fixture.first_moves[0]]);
  const { id } = page.sent.at(-1);
  client.receive(structuredClone(fixture.updates[0]));
  client.receive({ type: "stepped", game: 1, version: 0, seat: 0, id, patch: [], moves: [] });
  await assert.rejects(answer, /moved on/);
  assert.equal(client.busy, false);
});
