import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { hint as cascadia } from "../../web/static/js/games/cascadia/rules/hints.mjs";
import { hint as forestShuffle } from "../../web/static/js/games/forest-shuffle/rules/hints.mjs";
import { hint as renature } from "../../web/static/js/games/renature/rules/hints.mjs";
import { HintSteps, hintModel } from "../../web/static/js/hints.mjs";

const fixture = JSON.parse(readFileSync(new URL("./fixtures/hints.json", import.meta.url)));
const HINTS = { renature, "renature-valley": renature, cascadia, "forest-shuffle": forestShuffle };

const place = { text: "Place a domino.", detail: "Step A." };
const plant = { text: "Place a plant.", detail: "Step B." };

test("a new step is a hint unlike the last, or any hint after a time without one", () => {
  const steps = new HintSteps();
  assert.equal(steps.next(null), false, "nothing to do is no step");
  assert.equal(steps.next(place), true);
  assert.equal(steps.next({ ...place }), false, "the same words again: the same step (e.g. after a joker change)");
  assert.equal(steps.next(plant), true);
  assert.equal(steps.next(null), false);
  assert.equal(steps.next(plant), true, "the same words on the next turn: a new step");
  assert.equal(steps.count, 3);
  assert.equal(steps.hint, plant);
});

test("normally the box is a button, hidden without a hint, and shows the text once pressed", () => {
  const steps = new HintSteps();
  assert.equal(hintModel(steps, { tutorial: false, open: false }).hidden, true);
  steps.next(place);
  const closed = hintModel(steps, { tutorial: false, open: false });
  assert.deepEqual(
    [closed.hidden, closed.text, closed.detail, closed.welcome, closed.waiting],
    [false, null, null, false, false],
  );
  const open = hintModel(steps, { tutorial: false, open: true });
  assert.deepEqual([open.text, open.detail], [place.text, place.detail]);
});

test("a tutorial welcomes at the first step, counts the steps and says when there is nothing to do", () => {
  const steps = new HintSteps();
  const at = () => hintModel(steps, { tutorial: true, open: false });
  assert.deepEqual([at().step, at().welcome, at().waiting, at().hidden], [0, true, true, false], "the bot first");
  steps.next(place);
  assert.deepEqual(
    [at().step, at().welcome, at().waiting, at().text, at().detail],
    [1, true, false, place.text, place.detail],
  );
  steps.next(plant);
  assert.deepEqual([at().step, at().welcome, at().text], [2, false, plant.text]);
  steps.next(null);
  assert.deepEqual([at().step, at().waiting, at().text], [2, true, null]);
});

test("a tutorial explains a step in full the first time only: after, its detail is folded", () => {
  const steps = new HintSteps();
  const at = () => hintModel(steps, { tutorial: true, open: false });
  steps.next(place);
  assert.deepEqual([at().folded, at().detail], [false, place.detail]);
  steps.next(plant);
  assert.equal(at().folded, false);
  steps.next(null); // the bot's turn
  steps.next(place);
  assert.deepEqual([at().step, at().folded, at().text, at().detail], [3, true, place.text, place.detail]);
  steps.next({ text: place.text, detail: "Step A, with a joker now." }); // told otherwise: in full
  assert.equal(at().folded, false);
  assert.equal(hintModel(steps, { tutorial: false, open: true }).folded, true, "normally always folded");
});

test("every game's hint: one short sentence and a longer explanation, on the seat's turn only", () => {
  for (const [game, situations] of Object.entries(fixture)) {
    for (const [name, { view, moves, seat }] of Object.entries(situations)) {
      const hint = HINTS[game](view, moves, seat);
      const where = `${game} ${name}`;
      if (view.current !== seat) {
        assert.equal(hint, null, where);
        continue;
      }
      assert.ok(hint, where);
      assert.match(hint.text, /^[A-Z].*[.]$/, where);
      assert.doesNotMatch(hint.text.slice(0, -1), /[.!?] [A-Z]/, `${where}: one sentence`);
      assert.ok(hint.text.length <= 160, `${where}: short`);
      assert.ok(hint.detail.length > hint.text.length, where);
      assert.doesNotMatch(hint.detail, /undefined|null|NaN|\[object/, where);
      assert.equal(HINTS[game](view, [], seat), null, `${where}: no moves, nothing to say`);
      assert.equal(HINTS[game](view, moves, 1 - seat), null, `${where}: another seat`);
      assert.equal(HINTS[game](view, moves, null), null, `${where}: a spectator`);
    }
  }
});
