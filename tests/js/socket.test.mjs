import assert from "node:assert/strict";
import { mock, test } from "node:test";

/** A WebSocket stand-in: the sockets made, what each sent, and its events fired by hand. */
class FakeWebSocket {
  static OPEN = 1;
  static made = [];

  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    FakeWebSocket.made.push(this);
  }

  send(text) {
    this.sent.push(JSON.parse(text));
  }

  opened() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen();
  }

  closed() {
    this.readyState = 3;
    this.onclose();
  }
}

globalThis.WebSocket = FakeWebSocket;
const { Socket } = await import("../../web/static/js/socket.mjs");

function connect() {
  FakeWebSocket.made = [];
  const told = [];
  const socket = new Socket(
    { open: () => told.push("open"), frame: (frame) => told.push(frame), down: () => told.push("down") },
    "ws://host/ws?game=3",
  );
  return { socket, told };
}

test("frames go out as JSON once open, and come in parsed", () => {
  mock.timers.enable({ apis: ["setTimeout", "setInterval"] });
  try {
    const { socket, told } = connect();
    const [ws] = FakeWebSocket.made;
    assert.equal(ws.url, "ws://host/ws?game=3");
    assert.equal(socket.send({ type: "subscribe" }), false, "not open yet: dropped");
    ws.opened();
    assert.equal(socket.up, true);
    assert.equal(socket.send({ type: "subscribe", game: 3 }), true);
    assert.deepEqual(ws.sent, [{ type: "subscribe", game: 3 }]);
    ws.onmessage({ data: '{"type":"full","version":4}' });
    assert.deepEqual(told, ["open", { type: "full", version: 4 }]);
    mock.timers.tick(25000);
    assert.deepEqual(ws.sent.at(-1), { type: "ping" }, "a ping keeps the connection alive");
  } finally {
    mock.timers.reset();
  }
});

test("a lost connection is told and tried again, waiting longer each time", () => {
  mock.timers.enable({ apis: ["setTimeout", "setInterval"] });
  try {
    const { socket, told } = connect();
    FakeWebSocket.made[0].closed();
    assert.deepEqual(told, ["down"]);
    assert.equal(socket.up, false);
    mock.timers.tick(299);
    assert.equal(FakeWebSocket.made.length, 1);
    mock.timers.tick(1);
    assert.equal(FakeWebSocket.made.length, 2, "again after 300 ms");
    FakeWebSocket.made[1].closed();
    mock.timers.tick(999);
    assert.equal(FakeWebSocket.made.length, 2);
    mock.timers.tick(1);
    assert.equal(FakeWebSocket.made.length, 3, "then after a second");
    FakeWebSocket.made[2].opened();
    assert.equal(told.at(-1), "open");
    FakeWebSocket.made[0].onclose();
    assert.equal(FakeWebSocket.made.length, 3, "an old socket's close changes nothing");
    assert.equal(told.filter((t) => t === "down").length, 2);
  } finally {
    mock.timers.reset();
  }
});
