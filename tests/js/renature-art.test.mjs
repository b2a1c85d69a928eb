import assert from "node:assert/strict";
import { test } from "node:test";

import {
  ANIMAL_CODE,
  PLAYER_COLOURS,
  drawAnimal,
  drawCloud,
  drawGround,
  drawMushroom,
  drawPlant,
  drawPond,
  drawStump,
  shade,
} from "../../web/static/js/games/renature/draw.mjs";

/** A canvas context that draws nothing and notes the colour of every fill and stroke. */
function recorder() {
  const seen = { fills: [], strokes: [] };
  const state = { fillStyle: "", strokeStyle: "" };
  const ctx = new Proxy(state, {
    get(target, name) {
      if (name === "fill") return () => seen.fills.push(target.fillStyle);
      if (name === "stroke") return () => seen.strokes.push(target.strokeStyle);
      if (name === "measureText") return (text) => ({ width: text.length * 5 });
      if (name in target) return target[name];
      return () => {};
    },
    set(target, name, value) {
      target[name] = value;
      return true;
    },
  });
  return { ctx, seen };
}

const INK = "#2a2119";

test("shade mixes a colour with white or black", () => {
  assert.equal(shade("#808080", 0), "rgb(128, 128, 128)");
  assert.equal(shade("#000000", 0.5), "rgb(128, 128, 128)");
  assert.equal(shade("#ffffff", -1), "rgb(0, 0, 0)");
  assert.equal(shade("#e67e22", 0.25), "rgb(236, 158, 89)");
});

test("every animal is outlined, in three tones at least, and drawn its own way", () => {
  const drawings = ANIMAL_CODE.map((_, animal) => {
    const { ctx, seen } = recorder();
    drawAnimal(ctx, animal, 0, 0, 40);
    assert.ok(seen.strokes.includes(INK), `animal ${animal} has an outline`);
    assert.ok(new Set(seen.fills).size >= 4, `animal ${animal}: its background and three tones`);
    return JSON.stringify(seen);
  });
  assert.equal(new Set(drawings).size, drawings.length);
});

test("every plant shows its player colour in two tones or more, outlined; each kind its own shape", () => {
  for (const colour of Object.keys(PLAYER_COLOURS)) {
    const kinds = ["turf", "bush", "pine", "oak"].map((kind) => {
      const { ctx, seen } = recorder();
      drawPlant(ctx, colour, kind, 0, 0, 30);
      assert.ok(seen.fills.includes(PLAYER_COLOURS[colour]), `${colour} ${kind}`);
      assert.ok(seen.fills.includes(shade(PLAYER_COLOURS[colour], colour === "white" ? -0.2 : -0.3)));
      assert.ok(seen.strokes.includes(INK), `${colour} ${kind} outlined`);
      return JSON.stringify(seen);
    });
    assert.equal(new Set(kinds).size, 4, colour);
  }
});

test("the cloud, pond, stump and mushroom are outlined drawings of a few tones", () => {
  for (const draw of [drawCloud, drawPond, drawStump, drawMushroom]) {
    const { ctx, seen } = recorder();
    if (draw === drawCloud) draw(ctx, 1, 0, 0, 30);
    else draw(ctx, 0, 0, 30);
    assert.ok(new Set(seen.fills).size >= 2, draw.name);
    assert.ok(seen.strokes.length >= 1, draw.name);
  }
});

test("a space's ground: soil with specks, water with ripples, a meadow with tufts", () => {
  const drawn = (kind) => {
    const { ctx, seen } = recorder();
    drawGround(ctx, kind, "#d8c08a", 0, 0, 0, 30);
    return seen;
  };
  assert.ok(drawn("soil").fills.length > 3, "specks");
  assert.equal(drawn("water").strokes.length, 1, "ripples");
  assert.equal(drawn("meadow").strokes.length, 1, "tufts");
});
