// Our own drawings of Cascadia's pieces on a canvas: habitat tiles (each edge coloured by
// its habitat), wildlife tokens (a colour and a simple white shape per animal, so that two
// animals differ in shape as well as colour) and nature tokens.

import { corners, edgeCorners } from "./hex.mjs";

const HABITAT_COLOURS = { F: "#3f7d3a", M: "#8e9098", P: "#e0bd4f", R: "#4f93c9", W: "#7fbf9c" };
const ANIMAL_COLOURS = { bear: "#5b3b24", elk: "#a9743a", salmon: "#e0606f", hawk: "#37609f", fox: "#e8741e" };
const LINE = "#2b2a24";

function fillPath(ctx, points, fill) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** The outline of a hex of radius `size` centred on (x, y), as the current path. */
export function hexPath(ctx, x, y, size) {
  ctx.beginPath();
  corners(x, y, size).forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
  ctx.closePath();
}

/**
 * A habitat tile of radius `size` on (x, y): `tile` is {edges: six letters, wildlife,
 * keystone, token}; `letters` writes each habitat's letter too (colour-blind help).
 */
export function drawTile(ctx, x, y, size, tile, { letters = false } = {}) {
  const points = corners(x, y, size);
  for (let i = 0; i < 6; i++) {
    const [a, b] = edgeCorners(i);
    fillPath(ctx, [[x, y], points[a], points[b]], HABITAT_COLOURS[tile.edges[i]]);
    // hide the hairline between two wedges of one habitat
    ctx.strokeStyle = HABITAT_COLOURS[tile.edges[i]];
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  ctx.save();
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    if (tile.edges[i] === tile.edges[(i + 1) % 6]) continue;
    const [p] = edgeCorners(i);
    ctx.moveTo(x, y);
    ctx.lineTo(...points[p]);
  }
  ctx.strokeStyle = "rgba(255, 255, 255, 0.55)";
  ctx.lineWidth = Math.max(1, size / 22);
  ctx.stroke();
  hexPath(ctx, x, y, size);
  ctx.strokeStyle = LINE;
  ctx.lineWidth = Math.max(1, size / 28);
  ctx.stroke();
  ctx.restore();
  if (letters) drawLetters(ctx, x, y, size, tile.edges);
  if (tile.keystone) drawStar(ctx, x, y - size * 0.7, size * 0.13);
  if (tile.token) drawToken(ctx, tile.token, x, y, size * 0.5);
  else drawWildlife(ctx, x, y, size, tile.wildlife);
}

function drawLetters(ctx, x, y, size, edges) {
  ctx.save();
  ctx.font = `bold ${Math.max(8, Math.round(size * 0.24))}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "rgba(255, 255, 255, 0.95)";
  ctx.strokeStyle = "rgba(0, 0, 0, 0.6)";
  ctx.lineWidth = 2;
  const whole = new Set(edges).size === 1;
  for (let i = 0; i < 6; i++) {
    // a letter on the middle edge of each half (a keystone's: once, below)
    const middle = whole ? i === 4 : edges[(i + 5) % 6] === edges[i] && edges[(i + 1) % 6] === edges[i];
    if (!middle) continue;
    const angle = whole ? Math.PI / 2 : (-Math.PI / 3) * i;
    const lx = x + size * 0.66 * Math.cos(angle);
    const ly = y + size * 0.66 * Math.sin(angle);
    ctx.strokeText(edges[i], lx, ly);
    ctx.fillText(edges[i], lx, ly);
  }
  ctx.restore();
}

function drawStar(ctx, x, y, r) {
  const points = [];
  for (let k = 0; k < 10; k++) {
    const angle = (Math.PI / 5) * k - Math.PI / 2;
    const rad = k % 2 ? r * 0.45 : r;
    points.push([x + rad * Math.cos(angle), y + rad * Math.sin(angle)]);
  }
  fillPath(ctx, points, "#ffd43b");
  ctx.strokeStyle = "#6b5200";
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** The animals a tile shows, small, around its centre. */
function drawWildlife(ctx, x, y, size, wildlife) {
  const r = size * (wildlife.length === 1 ? 0.27 : 0.22);
  const spots = {
    1: [[0, 0]],
    2: [[-0.25, 0], [0.25, 0]],
    3: [[-0.25, 0.15], [0.25, 0.15], [0, -0.27]],
  }[wildlife.length];
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, size * 0.55, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(255, 253, 240, 0.55)";
  ctx.fill();
  ctx.restore();
  wildlife.forEach((animal, i) => {
    const [dx, dy] = spots[i];
    drawToken(ctx, animal, x + dx * size, y + dy * size, r, 0.8);
  });
}

/** A wildlife token of radius `r` on (x, y); `alpha` below 1 draws it paler (a tile's animals). */
export function drawToken(ctx, animal, x, y, r, alpha = 1) {
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = ANIMAL_COLOURS[animal];
  ctx.fill();
  ctx.lineWidth = Math.max(1, r / 7);
  ctx.strokeStyle = alpha < 1 ? "rgba(255, 255, 255, 0.8)" : "#fff";
  ctx.stroke();
  if (alpha === 1) {
    ctx.lineWidth = Math.max(1, r / 12);
    ctx.strokeStyle = LINE;
    ctx.beginPath();
    ctx.arc(x, y, r + ctx.lineWidth, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.translate(x, y);
  ctx.scale(r * 0.62, r * 0.62);
  ctx.fillStyle = "#fff";
  ctx.strokeStyle = "#fff";
  GLYPHS[animal](ctx);
  ctx.restore();
}

// Each animal's shape in a box from -1 to 1, drawn in the current fill and stroke.
const GLYPHS = {
  bear(ctx) {
    ctx.beginPath();
    ctx.ellipse(0, 0.28, 0.5, 0.4, 0, 0, Math.PI * 2);
    ctx.fill();
    for (const [tx, ty] of [[-0.55, -0.2], [-0.2, -0.5], [0.2, -0.5], [0.55, -0.2]]) {
      ctx.beginPath();
      ctx.arc(tx, ty, 0.17, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  elk(ctx) {
    ctx.lineWidth = 0.16;
    ctx.lineCap = "round";
    ctx.beginPath();
    for (const side of [-1, 1]) {
      ctx.moveTo(side * 0.15, 0.15);
      ctx.lineTo(side * 0.65, -0.7);
      ctx.moveTo(side * 0.38, -0.25);
      ctx.lineTo(side * 0.8, -0.3);
      ctx.moveTo(side * 0.52, -0.47);
      ctx.lineTo(side * 0.3, -0.8);
    }
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(0, 0.42, 0.26, 0.42, 0, 0, Math.PI * 2);
    ctx.fill();
  },
  salmon(ctx) {
    ctx.beginPath();
    ctx.ellipse(-0.12, 0, 0.6, 0.32, 0, 0, Math.PI * 2);
    ctx.fill();
    fillPath(ctx, [[0.35, 0], [0.85, -0.38], [0.78, 0], [0.85, 0.38]], "#fff");
    ctx.beginPath();
    ctx.arc(-0.44, -0.06, 0.08, 0, Math.PI * 2);
    ctx.fillStyle = ANIMAL_COLOURS.salmon;
    ctx.fill();
  },
  hawk(ctx) {
    ctx.beginPath();
    ctx.moveTo(-0.9, -0.15);
    ctx.quadraticCurveTo(-0.45, -0.55, 0, -0.05);
    ctx.quadraticCurveTo(0.45, -0.55, 0.9, -0.15);
    ctx.quadraticCurveTo(0.45, -0.1, 0.12, 0.2);
    ctx.lineTo(0.22, 0.62);
    ctx.lineTo(-0.22, 0.62);
    ctx.lineTo(-0.12, 0.2);
    ctx.quadraticCurveTo(-0.45, -0.1, -0.9, -0.15);
    ctx.fill();
  },
  fox(ctx) {
    const head = [[-0.7, -0.7], [-0.22, -0.3], [0.22, -0.3], [0.7, -0.7], [0.62, 0.02], [0, 0.72], [-0.62, 0.02]];
    fillPath(ctx, head, "#fff");
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.arc(side * 0.24, 0.02, 0.08, 0, Math.PI * 2);
      ctx.fillStyle = ANIMAL_COLOURS.fox;
      ctx.fill();
    }
  },
};

/** A nature token of radius `r` on (x, y): a green disc with a small pine. */
export function drawNature(ctx, x, y, r) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = "#4e7d2a";
  ctx.fill();
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = Math.max(1, r / 7);
  ctx.stroke();
  const s = r * 0.6;
  fillPath(ctx, [[x, y - s], [x + s * 0.55, y - s * 0.1], [x - s * 0.55, y - s * 0.1]], "#fff");
  fillPath(ctx, [[x, y - s * 0.5], [x + s * 0.75, y + s * 0.55], [x - s * 0.75, y + s * 0.55]], "#fff");
  ctx.fillRect(x - s * 0.12, y + s * 0.5, s * 0.24, s * 0.4);
  ctx.restore();
}
