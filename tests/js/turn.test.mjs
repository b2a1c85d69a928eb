import assert from "node:assert/strict";
import { test } from "node:test";

import { turnText } from "../../web/static/js/turn.mjs";

test("the banner says whose turn it is, from the frames' state", () => {
  const names = ["ann", "bob (easy)"];
  assert.equal(turnText({ myTurn: true, current: 0, over: false }, names), "Your turn.");
  assert.equal(turnText({ myTurn: false, current: 1, over: false }, names), "bob (easy)'s turn.");
  assert.equal(turnText({ myTurn: false, current: 2, over: false }, names), "Seat 3's turn.");
  assert.equal(turnText({ myTurn: false, current: null, over: true }, names), "The game is over.");
  assert.equal(turnText({ myTurn: false, current: null, over: false }, names), "");
});

test("a chime sounds each time the turn comes to the seat, only with the setting on", async () => {
  const { installDom } = await import("./fake-dom.mjs");
  const { TurnSignals } = await import("../../web/static/js/turn.mjs");
  const { Settings } = await import("../../web/static/js/settings.mjs");
  const document = installDom();
  let tones = 0;
  globalThis.AudioContext = class {
    currentTime = 0;
    destination = {};
    createOscillator() {
      tones += 1;
      return { frequency: {}, connect: (node) => node, start() {}, stop() {} };
    }
    createGain() {
      const gain = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
      return { gain, connect: (node) => node };
    }
  };
  const banner = document.createElement("div");
  const settings = new Settings("renature", 1, null);
  settings.define({ defaults: { turnSound: false, notify: false }, labels: {} });
  const turn = new TurnSignals(banner, "Renature", settings);
  const names = ["ann", "bob"];
  const mine = { myTurn: true, current: 0, over: false };
  const theirs = { myTurn: false, current: 1, over: false };
  turn.update(mine, names);
  assert.equal(banner.dataset.chimes, undefined);
  settings.set("turnSound", true);
  turn.update(theirs, names);
  turn.update(mine, names);
  turn.update(mine, names); // still the seat's turn: no second chime
  assert.equal(banner.dataset.chimes, "1");
  assert.equal(tones, 2);
  turn.update(theirs, names);
  turn.update(mine, names);
  assert.equal(banner.dataset.chimes, "2");
  delete globalThis.AudioContext;
});
