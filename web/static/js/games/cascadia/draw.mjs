// Our own drawings of Cascadia's pieces on a canvas, in a flat illustrated style: habitat
// tiles (each half textured by its habitat: trees, peaks, grass, waves, reeds), the
// wildlife tokens (each animal's head, or a salmon side on), the nature token and the
// keystone's star. Shapes have a darker outline and two or three tones.

import { t } from "../../i18n.mjs";
import { bounds, centre, corners, edgeCorners, parseCell } from "./hex.mjs";

const LINE = "#2b2a24";
const CREAM = "#fbf5e4";

/** Each habitat's ground and the tones of its motif. */
const HABITATS = {
  F: { ground: "#4f8a3c", dark: "#24502a", mid: "#3b7434", light: "#7fb85a", trunk: "#6b4a2b" },
  M: { ground: "#a4a6ae", dark: "#5d6069", mid: "#8a8d97", light: "#f4f6fa" },
  P: { ground: "#e8c75e", dark: "#9c7a1e", mid: "#c9a23a", light: "#f7e3a0" },
  R: { ground: "#4d91c7", dark: "#2a6496", mid: "#3d7fb5", light: "#bfe2f7" },
  W: { ground: "#8cc49e", dark: "#3c7352", mid: "#5e9c6e", light: "#cfe8c2", trunk: "#7a4e2a" },
};

/** Each animal's tones: fur (or scales, feathers), a darker and a lighter one, and the
 * ring of its token (the colour style.css gives the animal too). */
const ANIMALS = {
  bear: { fur: "#7a4f2e", dark: "#4a2e1a", light: "#d9b48a", ring: "#5b3b24" },
  elk: { fur: "#b07a40", dark: "#6b4423", light: "#efdcb5", ring: "#c08a4a" },
  salmon: { fur: "#e4646f", dark: "#a83646", light: "#fbc4b6", ring: "#e0606f" },
  hawk: { fur: "#7b5a3a", dark: "#4a331f", light: "#f5ecd9", ring: "#37609f" },
  fox: { fur: "#ea7a22", dark: "#3a2418", light: "#fff6ea", ring: "#e8741e" },
};

/** Fill the current path with `fill` and outline it in `line` (width in current units). */
function paint(ctx, fill, width, line = LINE) {
  ctx.fillStyle = fill;
  ctx.fill();
  if (!width) return;
  ctx.lineWidth = width;
  ctx.strokeStyle = line;
  ctx.lineJoin = "round";
  ctx.stroke();
}

function poly(ctx, points) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
}

function disc(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

function oval(ctx, x, y, rx, ry, turn = 0) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, turn, 0, Math.PI * 2);
}

/** The outline of a hex of radius `size` centred on (x, y), as the current path. */
export function hexPath(ctx, x, y, size) {
  poly(ctx, corners(x, y, size));
}

// Where motifs stand on a tile, in units of its radius: two in each of the six wedges
// (between an edge's middle and its corners), clear of the wildlife in the middle.
const SPOTS = [0, 1, 2, 3, 4, 5].flatMap((edge) =>
  [-1, 1].map((side) => {
    const angle = (-edge * Math.PI) / 3 + (side * Math.PI) / 10;
    return { edge, x: 0.73 * Math.cos(angle), y: 0.73 * Math.sin(angle) + 0.06 };
  }),
);

/** One habitat's motif, `s` its height, standing on (0, 0) ... (drawn at the origin). */
const MOTIFS = {
  F(ctx, s, c) {
    ctx.fillStyle = c.trunk;
    ctx.fillRect(-s * 0.07, s * 0.1, s * 0.14, s * 0.22);
    for (const [y, w] of [[-0.25, 0.34], [0.05, 0.44]]) {
      poly(ctx, [[0, (y - 0.42) * s], [w * s, (y + 0.1) * s], [-w * s, (y + 0.1) * s]]);
      paint(ctx, c.mid, s * 0.05, c.dark);
      poly(ctx, [[0, (y - 0.42) * s], [w * s * 0.25, (y + 0.1) * s], [-w * s, (y + 0.1) * s]]);
      paint(ctx, c.light);
    }
  },
  M(ctx, s, c) {
    const peak = [[0, -0.42 * s], [0.5 * s, 0.3 * s], [-0.5 * s, 0.3 * s]];
    poly(ctx, peak);
    paint(ctx, c.mid, s * 0.05, c.dark);
    poly(ctx, [[0, -0.42 * s], [0.5 * s, 0.3 * s], [0.05 * s, 0.3 * s]]);
    paint(ctx, c.dark);
    poly(ctx, [[0, -0.42 * s], [0.17 * s, -0.18 * s], [0.05 * s, -0.22 * s], [-0.04 * s, -0.13 * s], [-0.17 * s, -0.18 * s]]);
    paint(ctx, c.light);
  },
  P(ctx, s, c) {
    ctx.lineCap = "round";
    ctx.lineWidth = s * 0.07;
    for (const [dx, lean, h] of [[-0.18, -0.25, 0.5], [0, 0, 0.66], [0.18, 0.25, 0.5]]) {
      ctx.beginPath();
      ctx.moveTo(dx * s, 0.3 * s);
      ctx.quadraticCurveTo(dx * s, 0, (dx + lean * 0.6) * s, (0.3 - h) * s);
      ctx.strokeStyle = c.dark;
      ctx.stroke();
    }
    for (const [dx, dy] of [[-0.33, -0.12], [0, -0.38], [0.33, -0.12]]) {
      oval(ctx, dx * s, dy * s, s * 0.07, s * 0.13, dx);
      paint(ctx, c.light, s * 0.03, c.dark);
    }
  },
  R(ctx, s, c) {
    ctx.lineCap = "round";
    for (const [y, w, colour] of [[-0.12, 0.09, c.light], [0.16, 0.07, c.mid]]) {
      ctx.beginPath();
      ctx.moveTo(-0.45 * s, y * s);
      ctx.bezierCurveTo(-0.2 * s, (y - 0.2) * s, -0.05 * s, (y + 0.2) * s, 0.2 * s, y * s);
      ctx.quadraticCurveTo(0.35 * s, (y - 0.12) * s, 0.45 * s, y * s);
      ctx.lineWidth = w * s;
      ctx.strokeStyle = colour;
      ctx.stroke();
    }
  },
  W(ctx, s, c) {
    ctx.lineCap = "round";
    for (const [dx, lean, h] of [[-0.16, -0.12, 0.55], [0.02, 0.04, 0.75], [0.2, 0.16, 0.5]]) {
      const top = [(dx + lean) * s, (0.3 - h) * s];
      ctx.beginPath();
      ctx.moveTo(dx * s, 0.32 * s);
      ctx.lineTo(...top);
      ctx.lineWidth = s * 0.06;
      ctx.strokeStyle = c.dark;
      ctx.stroke();
      oval(ctx, top[0] + lean * s * 0.3, top[1] + s * 0.14, s * 0.065, s * 0.15, lean);
      paint(ctx, c.trunk, s * 0.025, LINE);
    }
    oval(ctx, 0, 0.33 * s, 0.36 * s, 0.07 * s);
    paint(ctx, c.light);
  },
};

/** The wedges of the tile whose edge shows habitat `h`, as the current path. */
function habitatPath(ctx, x, y, points, edges, h) {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    if (edges[i] !== h) continue;
    const [a, b] = edgeCorners(i);
    ctx.moveTo(x, y);
    ctx.lineTo(...points[a]);
    ctx.lineTo(...points[b]);
    ctx.closePath();
  }
}

/**
 * A habitat tile of radius `size` on (x, y): `tile` is {edges: six letters, wildlife,
 * keystone, token}; its token (if any) covers the wildlife it may hold. `letters` writes
 * each habitat's letter too (colour-blind help).
 */
export function drawTile(ctx, x, y, size, tile, { letters = false } = {}) {
  const points = corners(x, y, size);
  const edges = tile.edges;
  ctx.save();
  for (const h of new Set(edges)) {
    const c = HABITATS[h];
    ctx.save();
    habitatPath(ctx, x, y, points, edges, h);
    paint(ctx, c.ground, 1.2, c.ground); // the stroke hides the hairline between wedges
    ctx.clip();
    for (const spot of SPOTS) {
      if (edges[spot.edge] !== h) continue;
      ctx.save();
      ctx.translate(x + spot.x * size, y + spot.y * size);
      MOTIFS[h](ctx, size * 0.34, c);
      ctx.restore();
    }
    ctx.restore();
  }
  hexPath(ctx, x, y, size * 0.985);
  ctx.lineWidth = Math.max(1, size / 26);
  ctx.strokeStyle = LINE;
  ctx.stroke();
  ctx.restore();
  if (letters) drawLetters(ctx, x, y, size, edges);
  if (tile.keystone) drawStar(ctx, x, y - size * 0.72, size * 0.17);
  if (tile.token) drawToken(ctx, tile.token, x, y, size * 0.56);
  else drawWildlife(ctx, x, y, size, tile.wildlife);
}

// each habitat's letter in the page's language (colour-blind help): a letter or two
const LETTERS = { F: t("F"), M: t("M"), P: t("P"), R: t("R"), W: t("W") };

function drawLetters(ctx, x, y, size, edges) {
  ctx.save();
  ctx.font = `bold ${Math.max(8, Math.round(size * 0.24))}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "rgba(255, 255, 255, 0.95)";
  ctx.strokeStyle = "rgba(0, 0, 0, 0.75)";
  ctx.lineWidth = 2.5;
  const whole = new Set(edges).size === 1;
  for (let i = 0; i < 6; i++) {
    // a letter on the middle edge of each half (a keystone's: once, below)
    const middle = whole ? i === 4 : edges[(i + 5) % 6] === edges[i] && edges[(i + 1) % 6] === edges[i];
    if (!middle) continue;
    const angle = whole ? Math.PI / 2 : (-Math.PI / 3) * i;
    const lx = x + size * 0.72 * Math.cos(angle);
    const ly = y + size * 0.72 * Math.sin(angle);
    const letter = LETTERS[edges[i]] ?? edges[i];
    ctx.strokeText(letter, lx, ly);
    ctx.fillText(letter, lx, ly);
  }
  ctx.restore();
}

/** The keystone's mark: a gold star in a cream ring. */
function drawStar(ctx, x, y, r) {
  const points = [];
  for (let k = 0; k < 10; k++) {
    const angle = (Math.PI / 5) * k - Math.PI / 2;
    const rad = k % 2 ? r * 0.42 : r * 0.92;
    points.push([x + rad * Math.cos(angle), y + rad * Math.sin(angle)]);
  }
  ctx.save();
  disc(ctx, x, y, r * 1.15);
  paint(ctx, CREAM, Math.max(1, r / 6));
  poly(ctx, points);
  paint(ctx, "#f5c330", Math.max(0.8, r / 9), "#7a5a00");
  ctx.restore();
}

/** The animals a tile may hold, in a cream slot in its middle, as large as fits. */
function drawWildlife(ctx, x, y, size, wildlife) {
  const n = wildlife.length;
  const r = size * [0, 0.34, 0.27, 0.24][n];
  const spots = [[], [[0, 0]], [[-0.26, 0], [0.26, 0]], [[-0.25, 0.14], [0.25, 0.14], [0, -0.29]]][n];
  ctx.save();
  disc(ctx, x, y, size * (n === 1 ? 0.42 : 0.55));
  ctx.fillStyle = "rgba(251, 245, 228, 0.88)";
  ctx.fill();
  ctx.lineWidth = Math.max(1, size / 40);
  ctx.strokeStyle = "rgba(43, 42, 36, 0.55)";
  ctx.stroke();
  ctx.restore();
  wildlife.forEach((animal, i) => {
    const [dx, dy] = spots[i];
    drawAnimal(ctx, animal, x + dx * size, y + dy * size, r);
  });
}

/** A wildlife token of radius `r` on (x, y): a cream disc, ringed in the animal's colour, with the animal. */
export function drawToken(ctx, animal, x, y, r) {
  ctx.save();
  disc(ctx, x, y, r);
  paint(ctx, CREAM, Math.max(1, r / 14));
  disc(ctx, x, y, r * 0.88);
  ctx.lineWidth = r * 0.12;
  ctx.strokeStyle = ANIMALS[animal].ring;
  ctx.stroke();
  ctx.restore();
  drawAnimal(ctx, animal, x, y, r * 0.8);
}

/** Animal `animal` drawn in a circle of radius `r` on (x, y). */
function drawAnimal(ctx, animal, x, y, r) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(r, r);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ANIMAL_SHAPES[animal](ctx, ANIMALS[animal], Math.max(0.07, 1.2 / r));
  ctx.restore();
}

const eye = (ctx, x, y, r) => {
  disc(ctx, x, y, r);
  paint(ctx, LINE);
  disc(ctx, x + r * 0.35, y - r * 0.35, r * 0.35);
  paint(ctx, "#fff");
};

// Each animal in a box from -1 to 1: `c` its tones, `w` the outline's width.
const ANIMAL_SHAPES = {
  bear(ctx, c, w) {
    for (const side of [-1, 1]) {
      disc(ctx, side * 0.56, -0.52, 0.27);
      paint(ctx, c.fur, w);
      disc(ctx, side * 0.56, -0.52, 0.13);
      paint(ctx, c.light);
    }
    oval(ctx, 0, 0.06, 0.76, 0.68);
    paint(ctx, c.fur, w);
    oval(ctx, 0, 0.34, 0.36, 0.27);
    paint(ctx, c.light, w * 0.6, c.dark);
    oval(ctx, 0, 0.22, 0.14, 0.1);
    paint(ctx, LINE);
    eye(ctx, -0.28, -0.08, 0.08);
    eye(ctx, 0.28, -0.08, 0.08);
  },
  elk(ctx, c, w) {
    ctx.beginPath();
    for (const s of [-1, 1]) {
      ctx.moveTo(s * 0.2, -0.45);
      ctx.quadraticCurveTo(s * 0.45, -0.75, s * 0.85, -0.82);
      ctx.moveTo(s * 0.38, -0.66);
      ctx.lineTo(s * 0.45, -0.98);
      ctx.moveTo(s * 0.6, -0.77);
      ctx.lineTo(s * 0.75, -1.0);
      ctx.moveTo(s * 0.27, -0.56);
      ctx.lineTo(s * 0.12, -0.85);
    }
    ctx.lineWidth = 0.2;
    ctx.strokeStyle = LINE;
    ctx.stroke();
    ctx.lineWidth = 0.2 - w * 1.6;
    ctx.strokeStyle = c.light;
    ctx.stroke();
    for (const s of [-1, 1]) {
      oval(ctx, s * 0.48, -0.3, 0.24, 0.1, s * 0.5);
      paint(ctx, c.fur, w);
    }
    ctx.beginPath();
    ctx.moveTo(-0.32, -0.42);
    ctx.quadraticCurveTo(0, -0.56, 0.32, -0.42);
    ctx.quadraticCurveTo(0.3, 0.3, 0.22, 0.6);
    ctx.quadraticCurveTo(0, 0.78, -0.22, 0.6);
    ctx.quadraticCurveTo(-0.3, 0.3, -0.32, -0.42);
    paint(ctx, c.fur, w);
    oval(ctx, 0, 0.55, 0.22, 0.17);
    paint(ctx, c.dark, w * 0.6);
    eye(ctx, -0.16, -0.1, 0.07);
    eye(ctx, 0.16, -0.1, 0.07);
  },
  salmon(ctx, c, w) {
    poly(ctx, [[0.5, 0], [0.95, -0.42], [0.85, 0], [0.95, 0.42]]);
    paint(ctx, c.dark, w);
    poly(ctx, [[-0.05, -0.3], [0.2, -0.58], [0.3, -0.25]]);
    paint(ctx, c.dark, w);
    oval(ctx, -0.1, 0, 0.68, 0.36);
    paint(ctx, c.fur, w);
    ctx.save();
    oval(ctx, -0.1, 0, 0.68, 0.36);
    ctx.clip();
    oval(ctx, -0.1, 0.3, 0.7, 0.22);
    paint(ctx, c.light);
    for (const [sx, sy] of [[0, -0.14], [0.2, -0.08], [0.34, -0.18], [0.12, -0.24]]) {
      disc(ctx, sx, sy, 0.04);
      paint(ctx, c.dark);
    }
    ctx.restore();
    ctx.beginPath();
    ctx.arc(-0.52, 0, 0.2, -1, 1);
    ctx.lineWidth = w * 0.8;
    ctx.strokeStyle = c.dark;
    ctx.stroke();
    eye(ctx, -0.56, -0.07, 0.07);
  },
  hawk(ctx, c, w) {
    oval(ctx, 0.2, 0.55, 0.6, 0.42); // shoulders
    paint(ctx, c.fur, w);
    oval(ctx, 0.02, 0.55, 0.3, 0.36); // the pale breast, streaked
    paint(ctx, c.light, w);
    ctx.beginPath();
    for (const [x, y] of [[-0.1, 0.44], [0.1, 0.48], [0, 0.64], [-0.14, 0.7], [0.14, 0.72]]) {
      ctx.moveTo(x, y);
      ctx.lineTo(x, y + 0.06);
    }
    ctx.lineWidth = w;
    ctx.strokeStyle = c.fur;
    ctx.stroke();
    disc(ctx, 0.05, -0.25, 0.5); // the head
    paint(ctx, c.fur, w);
    oval(ctx, -0.08, -0.02, 0.28, 0.2, -0.3); // the pale cheek
    paint(ctx, c.light);
    ctx.beginPath(); // the hooked beak
    ctx.moveTo(-0.36, -0.42);
    ctx.quadraticCurveTo(-0.72, -0.48, -0.84, -0.12);
    ctx.quadraticCurveTo(-0.82, 0.04, -0.72, 0.06);
    ctx.quadraticCurveTo(-0.7, -0.1, -0.58, -0.14);
    ctx.lineTo(-0.36, -0.14);
    paint(ctx, "#4a4a52", w);
    poly(ctx, [[-0.36, -0.42], [-0.5, -0.42], [-0.5, -0.14], [-0.36, -0.14]]);
    paint(ctx, "#f2b731", w * 0.8);
    disc(ctx, -0.14, -0.34, 0.12);
    paint(ctx, "#f6d04d", w * 0.6);
    eye(ctx, -0.14, -0.34, 0.065);
    ctx.beginPath(); // a stern brow
    ctx.moveTo(-0.34, -0.5);
    ctx.quadraticCurveTo(-0.12, -0.56, 0.08, -0.44);
    ctx.lineWidth = w * 1.6;
    ctx.strokeStyle = c.dark;
    ctx.stroke();
  },
  fox(ctx, c, w) {
    for (const s of [-1, 1]) {
      poly(ctx, [[s * 0.2, -0.45], [s * 0.72, -0.95], [s * 0.78, -0.2]]);
      paint(ctx, c.fur, w);
      poly(ctx, [[s * 0.62, -0.62], [s * 0.72, -0.95], [s * 0.76, -0.55]]);
      paint(ctx, c.dark);
    }
    const face = [[-0.8, -0.3], [-0.3, -0.5], [0.3, -0.5], [0.8, -0.3], [0.9, 0.18], [0, 0.82], [-0.9, 0.18]];
    poly(ctx, face);
    paint(ctx, c.fur, w);
    poly(ctx, [[-0.9, 0.18], [-0.25, 0.12], [0, 0.4], [0.25, 0.12], [0.9, 0.18], [0, 0.82]]);
    paint(ctx, c.light, w * 0.6);
    oval(ctx, 0, 0.7, 0.12, 0.09);
    paint(ctx, LINE);
    eye(ctx, -0.3, -0.1, 0.08);
    eye(ctx, 0.3, -0.1, 0.08);
  },
};

/** A nature token of radius `r` on (x, y): a wooden disc with a small pine. */
export function drawNature(ctx, x, y, r) {
  ctx.save();
  disc(ctx, x, y, r);
  paint(ctx, "#e7c78f", Math.max(1, r / 10), "#6b4a2b");
  disc(ctx, x, y, r * 0.78);
  ctx.lineWidth = Math.max(0.6, r / 16);
  ctx.strokeStyle = "#c9a264";
  ctx.stroke();
  ctx.translate(x, y + r * 0.22);
  MOTIFS.F(ctx, r * 1.2, HABITATS.F);
  ctx.restore();
}

/**
 * A scoring card's example in a `w` x `h` box: `pattern` is [{cell, animal}] (null: an
 * empty space), each a pale hex, an animal's on a token, as large as fits.
 */
export function drawPattern(ctx, pattern, w, h) {
  const box = bounds(pattern.map((p) => p.cell));
  const size = Math.min((w - 4) / (box.right - box.left), (h - 4) / (box.bottom - box.top));
  const ox = w / 2 - (size * (box.left + box.right)) / 2;
  const oy = h / 2 - (size * (box.top + box.bottom)) / 2;
  for (const { cell, animal } of pattern) {
    const [cx, cy] = centre(...parseCell(cell));
    const [x, y] = [ox + cx * size, oy + cy * size];
    ctx.save();
    hexPath(ctx, x, y, size * 0.94);
    if (!animal) ctx.setLineDash([size / 6, size / 8]);
    paint(ctx, animal ? "#e4ecd6" : "rgba(228, 236, 214, 0.45)", Math.max(1, size / 18), "#7d8a6a");
    ctx.restore();
    if (animal) drawToken(ctx, animal, x, y, size * 0.68);
  }
}
