import assert from "node:assert/strict";
import { test } from "node:test";

import { Gestures } from "../../web/static/js/gestures.mjs";

/** An element that records the gestures' calls, and a way to send it pointer events. */
function board() {
  const element = new EventTarget();
  const calls = [];
  const gestures = new Gestures(element, {
    pan: (dx, dy, type) => calls.push(["pan", dx, dy, type]),
    pinch: (factor, x, y) => calls.push(["pinch", factor, x, y]),
    tap: (e) => calls.push(["tap", e.clientX, e.clientY]),
    hover: (e) => calls.push(["hover", e.clientX, e.clientY]),
  });
  const send = (type, id, x, y, more = {}) => {
    const fields = { pointerId: id, clientX: x, clientY: y, pointerType: "touch", button: 0, ...more };
    element.dispatchEvent(Object.assign(new Event(type), fields));
  };
  return { gestures, calls, send };
}

test("a press that hardly moves is a tap: no pan, and its click is not taken for a drag", () => {
  const { gestures, calls, send } = board();
  send("pointerdown", 1, 100, 100);
  send("pointermove", 1, 103, 102);
  send("pointerup", 1, 103, 102);
  assert.deepEqual(calls, [["tap", 103, 102]]);
  assert.equal(gestures.dragged, false);
});

test("a press cancelled is no tap", () => {
  const { calls, send } = board();
  send("pointerdown", 1, 100, 100);
  send("pointercancel", 1, 100, 100);
  assert.deepEqual(calls, []);
});

test("a press that moves pans by the whole movement, and is no tap", () => {
  const { gestures, calls, send } = board();
  send("pointerdown", 1, 100, 100);
  send("pointermove", 1, 110, 96);
  send("pointermove", 1, 130, 90);
  send("pointerup", 1, 130, 90);
  assert.deepEqual(calls, [
    ["pan", 10, -4, "touch"],
    ["pan", 20, -6, "touch"],
  ]);
  assert.equal(gestures.dragged, true);
  send("pointerdown", 1, 50, 50);
  assert.equal(gestures.dragged, false, "the next press starts afresh");
});

test("two pointers pinch: zoom by their distance's change about their middle", () => {
  const { gestures, calls, send } = board();
  send("pointerdown", 1, 100, 100);
  send("pointerdown", 2, 200, 100);
  send("pointermove", 2, 300, 100);
  assert.equal(gestures.dragged, true, "a pinch is no tap");
  assert.deepEqual(calls[0], ["pinch", 2, 200, 100]);
  assert.deepEqual(calls[1], ["pan", 50, 0, "touch"], "the middle moved by half the finger's way");
  send("pointermove", 1, 200, 100);
  assert.deepEqual(calls[2], ["pinch", 0.5, 250, 100]);
  send("pointerup", 2, 300, 100);
  send("pointerup", 1, 200, 100);
  send("pointermove", 1, 0, 0);
  assert.deepEqual(calls.slice(4), [["hover", 0, 0]], "pointers no longer pressed pan no more, nor tap");
});

test("a mouse's other buttons do not pan or tap; moves without a press hover", () => {
  const { calls, send } = board();
  send("pointermove", 1, 10, 10, { pointerType: "mouse" });
  send("pointerdown", 1, 10, 10, { pointerType: "mouse", button: 2 });
  send("pointermove", 1, 90, 90, { pointerType: "mouse" });
  send("pointerup", 1, 90, 90, { pointerType: "mouse", button: 2 });
  assert.deepEqual(calls, [
    ["hover", 10, 10],
    ["hover", 90, 90],
  ]);
});
