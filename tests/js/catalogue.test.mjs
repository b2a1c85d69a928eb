import assert from "node:assert/strict";
import { test } from "node:test";

import {
  defaultOptions,
  gameTitle,
  middleLevel,
  optionField,
  optionsText,
  readOptions,
} from "../../web/static/js/catalogue.mjs";
import { choiceValue } from "../../web/static/js/dom.mjs";

const NO_YES = [{ value: false, label: "No" }, { value: true, label: "Yes" }];
const CATALOGUE = [
  {
    name: "renature",
    title: "Renature",
    player_counts: [2, 3, 4],
    bot_levels: ["easy", "medium", "hard"],
    options: [],
  },
  {
    name: "forest-shuffle",
    title: "Forest Shuffle",
    player_counts: [2, 3, 4, 5],
    bot_levels: ["easy", "hard"],
    options: [
      { name: "alpine", label: "Alpine expansion", choices: NO_YES, default: false },
      {
        name: "deck",
        label: "Deck",
        choices: [{ value: "short", label: "Short" }, { value: "full", label: "Full" }],
        default: "full",
      },
    ],
  },
];

test("games show their titles", () => {
  assert.equal(gameTitle(CATALOGUE, "forest-shuffle"), "Forest Shuffle");
  assert.equal(gameTitle(CATALOGUE, "chess"), "chess", "a game the catalogue lacks keeps its name");
});

test("options are read back from the form with their types", () => {
  const [renature, forest] = CATALOGUE;
  assert.deepEqual(defaultOptions(renature), {});
  assert.deepEqual(defaultOptions(forest), { alpine: false, deck: "full" });
  // a choiceSelect's option values are its choices' values as JSON
  const data = new Map([
    [optionField(forest.options[0]), JSON.stringify(true)],
    [optionField(forest.options[1]), JSON.stringify("short")],
    ["game", "forest-shuffle"],
  ]);
  assert.deepEqual(readOptions(forest, data), { alpine: true, deck: "short" });
  assert.deepEqual(readOptions(renature, data), {});
  assert.equal(choiceValue(JSON.stringify(1.25)), 1.25);
});

test("a quick game takes the middle bot level", () => {
  assert.equal(middleLevel(CATALOGUE[0]), "medium");
  assert.equal(middleLevel(CATALOGUE[1]), "easy");
});

test("a table's options are told in words when they are not the game's defaults", () => {
  const game = CATALOGUE[1];
  assert.equal(optionsText(game, { alpine: false, deck: "full" }), "");
  assert.equal(optionsText(game, { alpine: true, deck: "short" }), "Alpine expansion: Yes, Deck: Short");
  assert.equal(optionsText(game, { deck: "short", unknown: 1 }), "Deck: Short");
  assert.equal(optionsText(undefined, { deck: "short" }), "");
});
