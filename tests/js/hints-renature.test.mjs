import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { hint } from "../../web/static/js/games/renature/rules/hints.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/hints.json", import.meta.url)));
const base = fixture.renature;
const valley = fixture["renature-valley"];
const said = ({ view, moves, seat }) => hint(view, moves, seat);
const copy = (value) => structuredClone(value);

test("the first domino: which dominoes fit, and that it must cover a starting space", () => {
  const { view, moves, seat } = base.domino;
  const fitting = new Set(moves.filter((m) => m.type === "place").map((m) => m.domino));
  const hand = view.seats[seat].hand.length;
  const { text, detail } = said(base.domino);
  const which = fitting.size === hand ? "any of your dominoes" : `${fitting.size} of your ${hand} dominoes`;
  assert.equal(text, `Place a domino on the brook (${which} can go there), or return one to the box.`);
  assert.match(detail, /must cover a starting space \(S\)/);
  assert.match(detail, /now the butterfly/);
  assert.match(detail, /make another animal the joker \(2 clouds\)/, "a joker move is among the moves");
});

test("a later domino is placed beside the same animal; on the Valley, on the meadow by a pond", () => {
  assert.match(said(base["domino-later"]).detail, /beside the same animal/);
  const { text, detail } = said(valley.domino);
  assert.match(text, /^Place a domino on the meadow/);
  assert.match(detail, /must cover a pond/);
  assert.match(detail, /covering a tree stump gives you a mushroom/);
});

test("no domino fits: return one, and no joker change offered without clouds", () => {
  const stuck = base["domino-stuck"];
  assert.ok(stuck.moves.every((m) => m.type === "discard"));
  const { text, detail } = said(stuck);
  assert.equal(text, "None of your dominoes fits anywhere now: return one to the box.");
  assert.match(detail, /With fewer than 2 clouds you cannot change the joker animal/);
  const rich = copy(stuck);
  rich.moves.push({ type: "joker", animal: 3 });
  assert.match(said(rich).text, /or first change the joker \(2 clouds\)/);
  assert.match(said(rich).detail, /for 2 clouds may make one fit/);
});

test("a plant step where no plant can go says to skip it", () => {
  const none = copy(base.plant);
  none.moves = none.moves.filter((m) => m.type !== "plant");
  assert.ok(none.moves.length, "skipping is still a move");
  assert.equal(said(none).text, "None of your plants can go beside your domino now: skip this step.");
});

test("the plant step counts the spaces and names the best points for a plant now", () => {
  const { moves } = base.plant;
  const cells = new Set(moves.filter((m) => m.type === "plant").map((m) => m.cell));
  const { text, detail } = said(base.plant);
  assert.equal(text, `Place a plant on one of the ${cells.size} free area spaces beside your domino, or skip it.`);
  assert.match(detail, /Each plant would score 1 now\./, "an empty board");
  assert.match(detail, /one of your plants, white or neutral/);
  // the same step with plants already in area C (i2, j2 are its spaces): an oak on j1
  // scores itself, the turf and the oak; a bush would score 2
  const grown = copy(base.plant);
  grown.view.plants = { i2: ["black", "turf"], j2: ["neutral", "oak"], c2: ["black", "turf"] };
  assert.match(said(grown).detail, /The most now is 3, with a white oak on j1 \(area C\)\./);
});

test("a space with clouds beside the domino is named", () => {
  const { view, moves } = base["plant-clouds"];
  const clouded = [...new Set(moves.filter((m) => m.type === "plant" && view.clouds[m.cell]).map((m) => m.cell))];
  const named = new RegExp(`Planting on ${clouded.join(" or ")} also brings its clouds`);
  assert.match(said(base["plant-clouds"]).detail, named);
  assert.doesNotMatch(said(base.plant).detail, /also brings its clouds/);
});

test("on the Valley the plant step says areas score at the end", () => {
  assert.match(said(valley.plant).detail, /Areas score only at the end of the game/);
  assert.doesNotMatch(said(base.plant).detail, /score only at the end/);
});

test("clouds that do not fit: how many were found and how many fit", () => {
  const { view, seat } = base.clouds;
  const room = view.player_board.clouds - view.seats[seat].clouds;
  const found = view.turn.pending_clouds;
  assert.equal(
    said(base.clouds).text,
    `You picked up ${found} cloud${found === 1 ? "" : "s"} and your board has room for ${room}: ` +
      "make room with a cloud action, or take them as they are.",
  );
});

test("the mushroom: how many places it may go", () => {
  const places = valley.mushroom.moves.filter((m) => m.type === "mushroom").length;
  assert.equal(
    said(valley.mushroom).text,
    "Your domino covers a tree stump: place the mushroom on a meadow space beside an area " +
      `(${places} places), or leave it.`,
  );
});

test("the end of a turn offers another turn only when it can be paid", () => {
  assert.equal(said(base.end).text, "End your turn, or pay 3 clouds to take another turn at once.");
  assert.match(said(base.end).detail, /Another turn costs 3 clouds/);
  assert.equal(said(base["end-plain"]).text, "End your turn: there is nothing more you must do.");
  assert.doesNotMatch(said(base["end-plain"]).detail, /Another turn costs/);
});

test("nothing to say on another seat's turn or once the game is over", () => {
  const { view, moves, seat } = base.waiting;
  assert.equal(hint(view, moves, seat), null);
  const over = copy(base.end);
  over.view.phase = "over";
  assert.equal(said(over), null);
});
