import assert from "node:assert/strict";
import { test } from "node:test";

import {
  CARDS,
  cardName,
  faces,
  SPECIES,
  speciesLines,
  speciesOf,
  symbols,
  scoresAlike,
  TREES,
} from "../../web/static/js/games/forest-shuffle/cards.mjs";

test("161 cards: 66 trees, 92 split cards of two halves, 3 Winter cards", () => {
  assert.equal(CARDS.length, 161);
  assert.equal(CARDS.filter((c) => c.kind === "tree").length, 66);
  assert.equal(CARDS.filter((c) => c.kind === "split" && c.halves.length === 2).length, 92);
  assert.deepEqual(CARDS.filter((c) => c.kind === "winter").map((c) => c.id), [158, 159, 160]);
  CARDS.forEach((card, id) => assert.equal(card.id, id));
});

test("a card's faces, names and tree symbols", () => {
  assert.deepEqual(faces(0).map((f) => [f.way, f.species.name, f.symbol]), [["tree", "Linden", "Linden"]]);
  assert.deepEqual(
    faces(66).map((f) => [f.way, f.species.name, f.symbol]),
    [["top", "Goshawk", "Douglas Fir"], ["bottom", "Moss", "Linden"]],
  );
  assert.equal(cardName(66), "Goshawk/Moss");
  assert.equal(cardName(66, "bottom"), "Moss");
  assert.equal(cardName(66, "sapling"), "Sapling");
  assert.equal(cardName(114, "left"), "European Hare");
  assert.equal(cardName(158), "Winter");
  assert.deepEqual(symbols(114), ["Linden", "Douglas Fir"]);
  assert.deepEqual(symbols(9), ["Oak"]);
  assert.equal(speciesOf(66, "top").cost, 2);
  assert.equal(speciesOf(66, "left"), null);
  for (const card of CARDS) {
    for (const face of faces(card.id)) assert.ok(TREES.includes(face.symbol), `${card.id} ${face.symbol}`);
  }
});

test("every species reads in short words, in card order", () => {
  assert.deepEqual(speciesLines(SPECIES.get("Tawny Owl")), [
    { part: "effect", text: "Draw a card" },
    { part: "bonus", text: "Draw 2 cards" },
    { part: "points", text: "5" },
  ]);
  assert.deepEqual(
    speciesLines(SPECIES.get("Common Toad")).map((l) => l.part),
    ["slot", "points"],
  );
  assert.deepEqual(speciesLines(SPECIES.get("Chanterelle")).map((l) => l.part), ["ongoing"]);
  for (const species of SPECIES.values()) {
    for (const line of speciesLines(species)) assert.ok(line.text.length > 0, species.name);
  }
});

test("species whose cards all score alike, and those that do not", () => {
  assert.ok(scoresAlike(SPECIES.get("Linden")));
  assert.ok(scoresAlike(SPECIES.get("Mole")), "no points at all");
  assert.ok(!scoresAlike(SPECIES.get("Chaffinch")), "5 only on a Beech");
  assert.ok(!scoresAlike(SPECIES.get("Horse Chestnut")), "a set");
  assert.ok(!scoresAlike(SPECIES.get("Common Toad")));
});
