import assert from "node:assert/strict";
import { mock, test } from "node:test";

import { PendingMoves } from "../../web/static/js/pending-moves.mjs";

test("a move's promise is resolved by its acknowledgement, once", async () => {
  const pending = new PendingMoves(1000);
  const answer = pending.add("m1", () => assert.fail("no time-out"));
  assert.equal(pending.size, 1);
  assert.equal(pending.acknowledge("m1"), true);
  assert.equal(pending.size, 0);
  await answer;
  assert.equal(pending.acknowledge("m1"), false, "nothing waits for it any more");
  assert.equal(pending.refuse("m1", "late"), false);
});

test("a refused move's promise is rejected with the reason", async () => {
  const pending = new PendingMoves(1000);
  const answer = pending.add("m2", () => assert.fail("no time-out"));
  pending.add("m3", () => {});
  assert.equal(pending.refuse("m2", "not your turn"), true);
  await assert.rejects(answer, { message: "not your turn" });
  assert.equal(pending.size, 1, "the other move still waits");
  pending.acknowledge("m3");
});

test("a move without an answer is rejected after the time-out, which is told", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const pending = new PendingMoves(10000);
    let told = 0;
    const answer = pending.add("m4", () => (told += 1));
    mock.timers.tick(9999);
    assert.equal(told, 0);
    mock.timers.tick(1);
    await assert.rejects(answer, { message: "no answer from the server." });
    assert.equal(told, 1);
    assert.equal(pending.size, 0);
  } finally {
    mock.timers.reset();
  }
});
