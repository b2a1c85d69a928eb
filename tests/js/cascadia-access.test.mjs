import assert from "node:assert/strict";
import { test } from "node:test";

import { boardWords, edgeWords, envSpaces, readingOrder } from "../../web/static/js/games/cascadia/access.mjs";
import { Choice, MoveIndex } from "../../web/static/js/games/cascadia/moves.mjs";

const tile = (id, habitats, wildlife, keystone = false) => ({ id, habitats, wildlife, keystone });
const ELK_KEY = { ...tile(2, "F", ["elk"], true), rotation: 0, edges: "FFFFFF", token: "elk" };
const FR = { ...tile(40, "FR", ["bear", "salmon"]), rotation: 1, edges: "RFFFRR", token: null };
const WM = tile(41, "WM", ["hawk", "fox"]);

test("a tile's edges in words, by side", () => {
  assert.equal(edgeWords("FFFFFF"), "forest all round");
  assert.equal(
    edgeWords("RFFFRR"),
    "river to the east, south-west and south-east; forest to the north-east, north-west and west",
  );
});

test("cells in reading order: top row first, each from the left", () => {
  assert.deepEqual(readingOrder(["1,0", "0,1", "-1,1", "0,0", "1,-1"]), ["1,-1", "0,0", "1,0", "-1,1", "0,1"]);
});

test("the environment's spaces at hex centres, open where the step may choose", () => {
  const environment = { "0,0": ELK_KEY, "1,0": FR };
  const watching = envSpaces(environment, null);
  assert.deepEqual(
    watching.map(({ id, x, y, open }) => [id, Number(x.toFixed(3)), y, open]),
    [
      ["0,0", 0, 0, false],
      ["1,0", 1.732, 0, false],
    ],
  );
  assert.equal(watching[0].text, "0,0: Forest keystone tile (forest all round). Holds an elk.");
  assert.match(watching[1].text, /^1,0: Forest–river tile \(.*\)\. May hold a bear and a salmon\.$/);

  const moves = new MoveIndex([
    { type: "place", cell: "0,1", rotation: 0 },
    { type: "place", cell: "0,1", rotation: 3 },
    { type: "place", cell: "-1,0", rotation: 0 },
  ]);
  const choice = new Choice();
  const turn = { step: "place", moves, choice, pending: { tile: WM, animal: "fox" } };
  const placing = envSpaces(environment, turn);
  assert.deepEqual(
    placing.map((s) => [s.id, s.open]),
    [
      ["-1,0", true],
      ["0,0", false],
      ["1,0", false],
      ["0,1", true],
    ],
  );
  assert.equal(placing[3].text, "0,1: empty. Enter: put the wetland–mountain tile here.");
  choice.clickCell("place", moves, "0,1");
  choice.rotate(moves, 3);
  assert.equal(
    envSpaces(environment, turn)[3].text,
    "0,1: empty. The wetland–mountain tile goes here (mountain to the east, north-east and north-west; " +
      "wetland to the west, south-west and south-east). Enter places it, R turns it.",
  );

  const tokens = new MoveIndex([{ type: "token", cell: "1,0" }, { type: "return_token" }]);
  const putting = envSpaces(environment, { step: "token", moves: tokens, choice, pending: { tile: WM, animal: "bear" } });
  assert.deepEqual(
    putting.map((s) => s.open),
    [false, true],
  );
  assert.match(putting[1].text, /Enter: put a bear here\.$/);
});

test("the board in words: every environment cell by cell, the display, the points, the supply", () => {
  const view = {
    seat: 0,
    step: "choose",
    turn: { pending: null },
    display: [
      { tile: WM, token: "elk" },
      { tile: null, token: "fox" },
    ],
    seats: [
      { nature: 1, environment: { "1,0": FR, "0,0": ELK_KEY } },
      { nature: 0, environment: {} },
    ],
    scores: [{ total: 3 }, { total: 1 }],
    bag: { bear: 2, elk: 1 },
    stack: { count: 9 },
    nature: 20,
  };
  const sections = boardWords(view, { names: ["Ann", "Bob"], me: 0, scores: true });
  assert.deepEqual(
    sections.map((s) => s.heading),
    ["Your environment", "Bob's environment", "The display", "Points now", "Supply"],
  );
  assert.equal(sections[0].lines[0], "1 nature token.");
  assert.match(sections[0].lines[1], /^0,0: /);
  assert.match(sections[0].lines[2], /^1,0: /);
  assert.deepEqual(sections[2].lines, [
    "Pair 1: Wetland–mountain tile. May hold a hawk and a fox. Token: elk.",
    "Pair 2: The tile was taken. Token: fox.",
  ]);
  assert.deepEqual(sections[3].lines, ["Ann (you): 3 points", "Bob: 1 point"]);
  assert.equal(sections[4].lines[0], "Tiles left 9 · nature tokens left 20 · bag: bear 2, elk 1");
  assert.equal(boardWords(view, { names: ["Ann", "Bob"], me: 0, scores: false }).length, 4);
});
