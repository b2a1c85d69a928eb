import assert from "node:assert/strict";
import { test } from "node:test";

import { BoardModel } from "../../web/static/js/games/renature/board-model.mjs";
import { boardSections, boardSpaces, spaceText } from "../../web/static/js/games/renature/board-text.mjs";

// A small base board: area A on a1-c1 (its token on b1), a starting space on a3.
const rows = Array.from({ length: 15 }, () => ".".repeat(15));
rows[0] = "AAA............";
rows[2] = "S..............";
const model = new BoardModel({
  rows,
  starts: ["a3"],
  area_sizes: { A: 3 },
  animals: ["fox", "bear"],
  kinds: ["turf", "bush"],
});
const seat = (colour, extra) => ({
  colour,
  score: 3,
  clouds: 2,
  hand: null,
  hand_count: 3,
  reserve_count: 20,
  own: [4, 1],
  neutral: [2, 0],
  tokens: [],
  ...extra,
});
const view = {
  joker: 1,
  animals: { a2: 0, b2: 1 },
  dominoes: [["a2", "b2"]],
  plants: { a1: ["white", "bush"] },
  clouds: { c2: 2 },
  areas: { A: { closed: false, token: { main: 3, minor: 1 }, token_cell: "b1", totals: { white: 2 }, tied: [] } },
  seats: [seat("white", { hand: [{ id: 4, animals: [0, 0] }] }), seat("black")],
};
const board = { model, view, areas: model.areasIn(view), names: ["Ann", "Bo"], me: 0 };

test("a space in words: its name as the log writes it, what it is, what is on it", () => {
  assert.equal(spaceText("a1", board), "a1: area A, white bush (Ann)");
  assert.equal(spaceText("b1", board), "b1: area A, the token of area A (3/1)");
  assert.equal(spaceText("b2", board), "b2: brook, bear (the joker)");
  assert.equal(spaceText("c2", board), "c2: brook, 2 clouds");
  assert.equal(spaceText("a3", board), "a3: brook, a starting space");
});

test("the board's spaces: each at its column and row, open where choosing it does something", () => {
  const spaces = boardSpaces(board, (name) => (name === "c3" ? { text: "Enter does it.", open: true } : null));
  assert.equal(spaces.length, 15 * 15);
  const c3 = spaces.find((space) => space.id === "c3");
  assert.deepEqual(c3, { id: "c3", x: 2, y: 2, open: true, text: "c3: brook. Enter does it." });
  assert.deepEqual(spaces.filter((space) => space.open).map((space) => space.id), ["c3"]);
  assert.deepEqual(spaces.find((space) => space.id === "o15"), { id: "o15", x: 14, y: 14, open: false, text: "o15: brook" });
});

test("the board in words: areas, dominoes, clouds, the joker and every seat", () => {
  const sections = Object.fromEntries(boardSections(board).map(({ heading, lines }) => [heading, lines]));
  assert.deepEqual(sections.Joker, ["bear (the joker)"]);
  assert.deepEqual(sections.Areas, [
    "Area A (3 spaces): a1, b1, c1; plants: white bush (Ann) on a1; totals: white 2; its token 3/1 on b1",
  ]);
  assert.deepEqual(sections["Dominoes on the board"], ["fox–bear on a2–b2"]);
  assert.deepEqual(sections["Clouds on the board"], ["2 clouds on c2"]);
  assert.deepEqual(sections["The Valley"], []);
  assert.deepEqual(sections.Players, [
    "Ann (you), white; 3 points; 2 clouds; hand: fox–fox; 20 dominoes in reserve; plants left: 4 white turf, 1 white bush; neutral: 2 neutral turf, 0 neutral bush",
    "Bo, black; 3 points; 2 clouds; 3 dominoes in hand; 20 dominoes in reserve; plants left: 4 black turf, 1 black bush; neutral: 2 neutral turf, 0 neutral bush",
  ]);
});
