import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { hint } from "../../web/static/js/games/cascadia/rules/hints.mjs";
import { tileWords } from "../../web/static/js/games/cascadia/words.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/hints.json", import.meta.url))).cascadia;
const said = ({ view, moves, seat }) => hint(view, moves, seat);
const ANIMALS = ["bear", "elk", "salmon", "hawk", "fox"];

test("choosing a pair, and the three alike tokens when they are there", () => {
  assert.equal(said(fixture.choose).text, "Choose one of the four pairs: a tile and the token under it.");
  assert.equal(
    said(fixture["choose-overpopulation"]).text,
    "Choose one of the four pairs: a tile and the token under it, or first replace the three alike tokens.",
  );
  assert.match(said(fixture["choose-overpopulation"]).detail, /once this turn you may replace them for free/);
  assert.doesNotMatch(said(fixture.choose).detail, /replace them for free/);
});

test("a token that would find no tile is named with its pair", () => {
  const { view, moves, seat } = structuredClone(fixture.choose);
  // every tile of the environment holds a token already: only a pair's own tile may take its token
  for (const tile of Object.values(view.seats[seat].environment)) tile.token = tile.wildlife[0];
  const nowhere = ANIMALS.find((a) => !view.display[1].tile.wildlife.includes(a));
  view.display[1].token = nowhere;
  for (const slot of [0, 2, 3]) view.display[slot].token = view.display[slot].tile.wildlife[0];
  assert.match(hint(view, moves, seat).detail, new RegExp(`The ${nowhere} in pair 2 would have no tile to go on`));
  view.display[1].token = view.display[1].tile.wildlife[0];
  assert.match(hint(view, moves, seat).detail, /Every token on offer would find a tile of yours/);
});

test("nature tokens are explained to a seat that has some", () => {
  const { view, seat } = fixture["choose-nature"];
  const n = view.seats[seat].nature;
  assert.ok(n > 0);
  const nature = new RegExp(`You have ${n} nature tokens?: one lets you take any tile`);
  assert.match(said(fixture["choose-nature"]).detail, nature);
  assert.doesNotMatch(said(fixture.choose).detail, /nature token/);
});

test("placing the tile: which tile and how many spots", () => {
  const { view, moves } = fixture.place;
  const spots = new Set(moves.map((m) => m.cell)).size;
  const { text, detail } = said(fixture.place);
  const tile = tileWords(view.turn.pending.tile);
  assert.equal(text, `Place your ${tile} next to your tiles (${spots} free spots), turned the way you want.`);
  assert.match(detail, new RegExp(`Next, the ${view.turn.pending.animal} you took`));
});

test("placing the token: how many tiles, and what its scoring card says", () => {
  const { view, moves } = fixture.token;
  const animal = view.turn.pending.animal;
  const tiles = moves.filter((m) => m.type === "token").length;
  const { text, detail } = said(fixture.token);
  const which = tiles === 1 ? "your one empty tile that shows it" : `one of your ${tiles} empty tiles that show it`;
  assert.equal(text, `Put the ${animal} on ${which}, or return it to the bag.`);
  const letter = view.cards.find((c) => c.startsWith(`${animal}-`)).split("-")[1];
  assert.match(detail, new RegExp(`its card, ${animal[0].toUpperCase()}${animal.slice(1)} ${letter}, says`));
});

test("a keystone tile that may take the token is pointed out", () => {
  const { view, moves, seat } = structuredClone(fixture.token);
  const cell = moves.find((m) => m.type === "token").cell;
  view.seats[seat].environment[cell].keystone = true;
  const bonus = new RegExp(`On a keystone tile \\(${cell}\\) it also earns you a nature token`);
  assert.match(hint(view, moves, seat).detail, bonus);
});

test("nothing to say while another seat plays", () => {
  assert.equal(said(fixture.waiting), null);
});
