import assert from "node:assert/strict";
import { test } from "node:test";

import { GameLog, logLines } from "../../web/static/js/game-log.mjs";
import { installDom } from "./fake-dom.mjs";

/** A game's screen whose log lines are the events' `line`s (none for events without one); it
 * keeps what it was asked to highlight. */
const screen = {
  highlighted: [],
  describe: (events) => events.flatMap((e) => (e.line ? [e.line] : [])),
  highlight(mark) {
    this.highlighted.push(mark);
  },
};

function setup(hover = true) {
  const document = installDom();
  const list = document.createElement("ol");
  const settings = { get: (name) => (name === "logHover" ? hover : undefined) };
  const log = new GameLog(list, screen, settings, (seat) => ["red", "blue"][seat]);
  screen.highlighted = [];
  return { list, log };
}

const events = (...lines) => lines.map((line) => ({ line }));

test("newest first; the viewer's lines stand out; a seat's line has its colour", () => {
  const { list, log } = setup();
  log.add(events({ text: "ann places", seat: 0 }), 1);
  log.add(events({ text: "bob plants", seat: 1 }, { text: "the area scores", seat: null }), 1);
  assert.deepEqual(
    list.children.map((li) => li.textContent),
    ["the area scores", "bob plants", "ann places"],
  );
  assert.deepEqual(
    list.children.map((li) => li.className),
    ["", "mine", ""],
  );
  const [swatch] = list.children[1].children;
  assert.equal(swatch.style.background, "blue");
  assert.equal(list.children[0].children.length, 0, "nobody's line: no colour");
});

test("the history replaces the lines", () => {
  const { list, log } = setup();
  log.add(events({ text: "old", seat: 0 }), 0);
  log.replace([[1, events({ text: "first", seat: 0 })], [2, events({ text: "second", seat: 1 })]], 0);
  assert.deepEqual(
    list.children.map((li) => li.textContent),
    ["second", "first"],
  );
});

test("hovering a line with a mark highlights it while the setting is on", () => {
  const on = setup(true);
  on.log.add(events({ text: "ann places", seat: 0, mark: { cells: ["a1"] } }, { text: "plain", seat: 0 }), 0);
  const [plain, marked] = on.list.children;
  marked.dispatchEvent(new Event("mouseenter"));
  marked.dispatchEvent(new Event("mouseleave"));
  plain.dispatchEvent(new Event("mouseenter"));
  assert.deepEqual(screen.highlighted, [{ cells: ["a1"] }, null]);
  const off = setup(false);
  off.log.add(events({ text: "ann places", seat: 0, mark: { cells: ["a1"] } }), 0);
  off.list.children[0].dispatchEvent(new Event("mouseenter"));
  assert.deepEqual(screen.highlighted, []);
});

test("a step taken back reads the same in every game", () => {
  const { list, log } = setup();
  log.add([{ type: "undone", seat: 1 }], 1, ["ann", "bob"]);
  log.add([{ type: "undone", seat: 0 }], 1, []);
  assert.deepEqual(
    list.children.map((li) => [li.textContent, li.className]),
    [
      ["Seat 1 took a step back.", ""],
      ["bob took a step back.", "mine"],
    ],
  );
});

test("a version's log lines: the game's, then the platform's (a step taken back)", () => {
  const screen = { describe: (events) => events.filter((e) => e.type === "place").map(() => ({ seat: 0, text: "Ann placed." })) };
  const events = [{ type: "place" }, { type: "undone", seat: 1 }];
  assert.deepEqual(logLines(screen, events, ["Ann", "Bob"]), [
    { seat: 0, text: "Ann placed." },
    { seat: 1, text: "Bob took a step back." },
  ]);
});
