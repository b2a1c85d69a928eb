import assert from "node:assert/strict";
import { test } from "node:test";

import { Camera, MAX_RADIUS, MIN_RADIUS } from "../../web/static/js/games/cascadia/camera.mjs";
import {
  bounds,
  cellAt,
  cellName,
  centre,
  corners,
  edgeCorners,
  parseCell,
  turnEdges,
} from "../../web/static/js/games/cascadia/hex.mjs";

// the engine's directions, edge 0 first (docs/games/cascadia.md)
const DIRECTIONS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
const near = (a, b) => Math.abs(a - b) < 1e-9;
const grid = [];
for (let q = -6; q <= 6; q++) for (let r = -6; r <= 6; r++) grid.push(cellName(q, r));

test("cell names round-trip, -0 included", () => {
  assert.deepEqual(parseCell("-1,2"), [-1, 2]);
  assert.equal(cellName(...parseCell("3,-4")), "3,-4");
  assert.equal(cellAt(0.01, -0.01), "0,0", "no -0 in names");
});

test("every point well inside a hex hits that hex", () => {
  for (const name of grid) {
    const [x, y] = centre(...parseCell(name));
    assert.equal(cellAt(x, y), name);
    for (const [cx, cy] of corners(x, y, 0.9)) assert.equal(cellAt(cx, cy), name, `${name} corner`);
  }
});

test("a neighbour in direction i lies beyond edge i", () => {
  DIRECTIONS.forEach(([dq, dr], i) => {
    const points = corners(0, 0, 1);
    const [a, b] = edgeCorners(i).map((k) => points[k]);
    const middle = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const [nx, ny] = centre(dq, dr);
    assert.ok(near(middle[0] * 2, nx) && near(middle[1] * 2, ny), `edge ${i}`);
    assert.equal(cellAt(middle[0] * 1.5, middle[1] * 1.5), cellName(dq, dr));
  });
  // pointed tops: direction 1 (north-east) is up and to the right
  const [x, y] = centre(1, -1);
  assert.ok(x > 0 && y < 0);
});

test("rotations turn the edges as the engine does", () => {
  assert.equal(turnEdges("PF", 0), "PPPFFF");
  assert.equal(turnEdges("PF", 1), "FPPPFF", "a starter tile: rotation 1");
  assert.equal(turnEdges("WR", 1), "RWWWRR");
  assert.equal(turnEdges("MW", 3), "WWWMMM");
  assert.equal(turnEdges("FM", 5), "FFMMMF");
  for (let k = 0; k < 6; k++) assert.equal(turnEdges("R", k), "RRRRRR");
});

test("bounds cover the hexes", () => {
  const box = bounds(["0,0", "1,0", "0,1"]);
  assert.ok(near(box.left, -Math.sqrt(3) / 2));
  assert.ok(near(box.right, Math.sqrt(3) * 1.5));
  assert.equal(box.top, -1);
  assert.equal(box.bottom, 2.5);
});

test("a fitted camera shows every cell, and finds each under its centre", () => {
  const camera = new Camera();
  const cells = ["0,0", "-1,1", "0,1", "4,-3", "-3,2", "2,2"];
  camera.fit(cells, 400, 300);
  assert.equal(camera.moved, false);
  for (const cell of cells) {
    const [x, y] = camera.point(cell);
    assert.ok(x - camera.radius > 0 && x + camera.radius < 400, `${cell} across`);
    assert.ok(y - camera.radius > 0 && y + camera.radius < 300, `${cell} down`);
    assert.equal(camera.cellAt(x, y), cell);
  }
});

test("a small environment is not blown up past the largest size asked", () => {
  const camera = new Camera();
  camera.fit(["0,0"], 1000, 1000, { largest: 50 });
  assert.equal(camera.radius, 50);
  assert.deepEqual(camera.point("0,0"), [500, 500]);
});

test("zooming keeps the point under the pointer, within limits; panning moves", () => {
  const camera = new Camera();
  camera.fit(["0,0", "1,1"], 300, 300);
  const before = camera.cellAt(120, 80);
  camera.zoomAt(120, 80, 1.5);
  assert.equal(camera.cellAt(120, 80), before);
  assert.equal(camera.moved, true);
  camera.zoomAt(0, 0, 100);
  assert.equal(camera.radius, MAX_RADIUS);
  camera.zoomAt(0, 0, 0.0001);
  assert.equal(camera.radius, MIN_RADIUS);
  const [x, y] = camera.point("0,0");
  camera.pan(10, -5);
  assert.deepEqual(camera.point("0,0"), [x + 10, y - 5]);
});

test("a fit keeps the margins asked for free (buttons over the board)", () => {
  const camera = new Camera();
  const cells = ["0,0", "0,3", "0,-3", "2,-1"];
  camera.fit(cells, 400, 400, { top: 44, bottom: 60 });
  for (const cell of cells) {
    const [, y] = camera.point(cell);
    assert.ok(y - camera.radius >= 44 && y + camera.radius <= 340, cell);
  }
});
