// Our own drawings of the animals, plants, tokens, clouds and the Valley's ponds, tree
// stumps and mushrooms, on a canvas, in a 100 x 100 box scaled to the size asked for: flat
// shapes with a darker outline, two or three tones each and a few small details. Each
// animal has its own shape and its own background, so two animals differ even where
// colours are hard to tell apart.

import { t } from "../../i18n.mjs";
export const PLAYER_COLOURS = {
  orange: "#e67e22",
  blue: "#2e6fd8",
  black: "#262626",
  white: "#f7f5ee",
  neutral: "#7a9a3a",
};
// the letters of the colour-blind help: a colour's and an animal's (short words for the
// catalogue, each told apart by a comment's context)
export const COLOUR_LETTER = {
  orange: t("O (orange)").split(" ")[0],
  blue: t("B (blue)").split(" ")[0],
  black: t("K (black)").split(" ")[0],
  white: t("W (white)").split(" ")[0],
  neutral: t("N (neutral)").split(" ")[0],
};

/** The colour of a letter written on a player colour. */
export const inkOn = (colour) => (colour === "black" || colour === "blue" ? "#fff" : "#000");
export const ANIMAL_TINT = [
  "#f3d9f2", // butterfly
  "#f4e6c8", // snail
  "#d5ecd0", // turtle
  "#dcdcdc", // badger
  "#fde2c4", // salamander
  "#e8dccb", // owl
  "#f7d4d0", // woodpecker
  "#e9e0d4", // hedgehog
  "#d9f0c4", // frog
  "#f5dcc8", // squirrel
];
export const ANIMAL_CODE = [
  t("Bf (butterfly)"),
  t("Sn (snail)"),
  t("Tu (turtle)"),
  t("Bd (badger)"),
  t("Sa (salamander)"),
  t("Ow (owl)"),
  t("Wp (woodpecker)"),
  t("Hh (hedgehog)"),
  t("Fr (frog)"),
  t("Sq (squirrel)"),
].map((said) => said.split(" ")[0]);

const INK = "#2a2119"; // the outline of every drawing
const TAU = Math.PI * 2;

/** `hex` mixed with white (k > 0) or black (k < 0) by |k|. */
export function shade(hex, k) {
  const n = parseInt(hex.slice(1), 16);
  const to = k > 0 ? 255 : 0;
  const mix = (v) => Math.round(v + (to - v) * Math.abs(k));
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

/** Fill the path `build(ctx)` makes with `fill`, outlined (line: the outline's width, 0: none). */
function shape(ctx, fill, build, line = 3, ink = INK) {
  ctx.beginPath();
  build(ctx);
  ctx.fillStyle = fill;
  ctx.fill();
  if (line) {
    ctx.lineWidth = line;
    ctx.strokeStyle = ink;
    ctx.lineJoin = "round";
    ctx.stroke();
  }
}

/** An outlined ellipse (line 0: no outline). */
function oval(ctx, x, y, rx, ry, fill, line = 3, rot = 0) {
  shape(ctx, fill, (c) => c.ellipse(x, y, rx, ry, rot, 0, TAU), line);
}

/** An outlined polygon through the flat list of points [x0, y0, x1, y1, ...]. */
function poly(ctx, points, fill, line = 3) {
  shape(ctx, fill, (c) => {
    for (let i = 0; i < points.length; i += 2) c.lineTo(points[i], points[i + 1]);
    c.closePath();
  }, line);
}

/** A closed path of cubic curves: [x0, y0, then c1x, c1y, c2x, c2y, x, y for each curve]. */
function curve(ctx, p, fill, line = 3) {
  shape(ctx, fill, (c) => {
    c.moveTo(p[0], p[1]);
    for (let i = 2; i < p.length; i += 6) c.bezierCurveTo(p[i], p[i + 1], p[i + 2], p[i + 3], p[i + 4], p[i + 5]);
    c.closePath();
  }, line);
}

/** Stroke `lines` in `colour`, `width` wide, round: each line a flat list of points. */
function strokes(ctx, colour, width, lines) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  for (const points of lines) {
    ctx.moveTo(points[0], points[1]);
    for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i], points[i + 1]);
  }
  ctx.stroke();
  ctx.lineCap = "butt";
}

/** An eye: a dark dot with a glint. */
function eye(ctx, x, y, r) {
  oval(ctx, x, y, r, r, "#16110c", 0);
  oval(ctx, x - r * 0.35, y - r * 0.35, r * 0.35, r * 0.35, "#fff", 0);
}

/** Run `paint(ctx)` with the 100 x 100 box mapped onto the square (x, y, size). */
function inBox(ctx, x, y, size, paint) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  paint(ctx);
  ctx.restore();
}

/** The path `build(ctx)` makes, filled with `fill`, `paint()` drawn inside it (a pattern on
 * a body), then outlined. */
function patterned(ctx, fill, build, paint, line = 3, ink = INK) {
  shape(ctx, fill, build, 0);
  ctx.save();
  ctx.clip();
  paint();
  ctx.restore();
  shape(ctx, "transparent", build, line, ink);
}

const ANIMALS = [
  function butterfly(ctx) {
    strokes(ctx, INK, 2.5, [
      [47, 30, 38, 10],
      [53, 30, 62, 10],
    ]);
    oval(ctx, 38, 10, 3, 3, INK, 0);
    oval(ctx, 62, 10, 3, 3, INK, 0);
    for (const side of [-1, 1]) {
      oval(ctx, 50 + side * 20, 36, 22, 17, "#a94cc0", 3, side * 0.5);
      oval(ctx, 50 + side * 16, 67, 15, 13, "#e583d2", 3, side * -0.4);
      oval(ctx, 50 + side * 22, 34, 8, 7, "#fde36b", 2);
      oval(ctx, 50 + side * 22, 34, 3, 3, "#5b2170", 0);
      oval(ctx, 50 + side * 17, 70, 4.5, 4, "#fbd0ef", 0);
    }
    oval(ctx, 50, 56, 5.5, 25, "#3b2a2a");
    oval(ctx, 50, 30, 6.5, 6, "#3b2a2a");
    strokes(ctx, "#6e5656", 2, [
      [46, 52, 54, 52],
      [46, 62, 54, 62],
    ]);
  },
  function snail(ctx) {
    shape(ctx, "#d2bd90", (c) => {
      c.moveTo(6, 86);
      c.quadraticCurveTo(40, 74, 72, 76);
      c.quadraticCurveTo(78, 52, 88, 52);
      c.quadraticCurveTo(98, 56, 96, 86);
      c.closePath();
    });
    strokes(ctx, INK, 3, [
      [80, 56, 76, 36],
      [88, 54, 92, 34],
    ]);
    eye(ctx, 76, 35, 3.2);
    eye(ctx, 92, 33, 3.2);
    oval(ctx, 44, 52, 30, 29, "#c47f2c");
    oval(ctx, 40, 47, 19, 17, "#dc9a45", 0);
    ctx.strokeStyle = "#6b3f12";
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let t = 0; t < 12.5; t += 0.25) ctx.lineTo(44 + (2 + t * 1.95) * Math.cos(t), 52 + (2 + t * 1.9) * Math.sin(t));
    ctx.stroke();
    strokes(ctx, "#f6d9a6", 3, [[22, 40, 28, 30, 36, 25]]);
  },
  function turtle(ctx) {
    const skin = "#7cbf5a";
    poly(ctx, [14, 66, 3, 70, 14, 73], skin);
    oval(ctx, 26, 74, 8, 10, skin);
    oval(ctx, 70, 74, 8, 10, skin);
    oval(ctx, 86, 56, 12, 9.5, skin);
    eye(ctx, 90, 53, 2.4);
    strokes(ctx, INK, 2, [[88, 61, 96, 59]]);
    const shell = (c) => {
      c.moveTo(10, 70);
      c.quadraticCurveTo(48, -6, 86, 70);
      c.closePath();
    };
    patterned(ctx, "#3f7f35", shell, () => {
      oval(ctx, 48, 18, 30, 14, "#5e9e4a", 0);
      strokes(ctx, INK, 2, [
        [26, 70, 34, 46, 48, 38, 62, 46, 70, 70],
        [34, 46, 18, 44],
        [62, 46, 78, 44],
        [48, 38, 48, 24],
      ]);
    });
    poly(ctx, [8, 70, 88, 70, 84, 77, 12, 77], "#2d5e27");
  },
  function badger(ctx) {
    for (const x of [20, 80]) {
      oval(ctx, x, 28, 10, 10, "#555");
      oval(ctx, x, 28, 5, 5, "#3a3a3a", 0);
    }
    const head = (c) => c.ellipse(50, 54, 36, 33, 0, 0, TAU);
    patterned(ctx, "#6a6a6a", head, () => {
      oval(ctx, 50, 84, 24, 14, "#9a9a9a", 0);
      oval(ctx, 35, 54, 9, 30, "#1f1f1f", 0, -0.3);
      oval(ctx, 65, 54, 9, 30, "#1f1f1f", 0, 0.3);
      oval(ctx, 50, 52, 8, 34, "#fafafa", 0);
    });
    for (const x of [37, 63]) {
      oval(ctx, x, 55, 4.5, 4.5, "#fff", 0);
      eye(ctx, x, 55, 2.8);
    }
    oval(ctx, 50, 80, 7.5, 5.5, "#16110c", 2);
    oval(ctx, 48, 78.5, 2, 1.2, "#777", 0);
  },
  function salamander(ctx) {
    const body = (colour, width) => {
      ctx.strokeStyle = colour;
      ctx.lineCap = "round";
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(14, 80);
      ctx.bezierCurveTo(36, 92, 30, 42, 54, 46);
      ctx.bezierCurveTo(72, 50, 70, 26, 78, 20);
      ctx.stroke();
      strokes(ctx, colour, width * 0.45, [
        [32, 70, 22, 60, 18, 62],
        [38, 66, 46, 78, 50, 76],
        [60, 46, 70, 56, 74, 54],
        [64, 40, 58, 30, 54, 30],
      ]);
    };
    body(INK, 19);
    body("#e8761c", 13);
    oval(ctx, 82, 16, 11, 8.5, "#e8761c", 3, -0.6);
    eye(ctx, 85, 12, 2.4);
    for (const [x, y, r] of [[24, 82, 2.5], [36, 72, 3.5], [42, 54, 3], [56, 46, 3.5], [68, 38, 3], [73, 27, 2.5]]) {
      oval(ctx, x, y, r, r * 0.8, "#2b1a10", 0);
    }
    strokes(ctx, "#f8b26a", 2, [[48, 50, 60, 49]]);
  },
  function owl(ctx) {
    const brown = "#8a5d34";
    const dark = "#6a4526";
    poly(ctx, [20, 36, 22, 6, 42, 24], dark);
    poly(ctx, [80, 36, 78, 6, 58, 24], dark);
    oval(ctx, 50, 57, 34, 37, brown);
    oval(ctx, 19, 62, 9, 22, dark, 3, 0.15);
    oval(ctx, 81, 62, 9, 22, dark, 3, -0.15);
    oval(ctx, 50, 71, 20, 20, "#e2c997", 2);
    strokes(ctx, "#a88558", 2.5, [
      [40, 62, 44, 66, 48, 62],
      [52, 62, 56, 66, 60, 62],
      [44, 73, 48, 77, 52, 73],
      [54, 73, 58, 77, 62, 73],
      [40, 82, 44, 86, 48, 82],
    ]);
    for (const x of [36, 64]) {
      oval(ctx, x, 38, 14, 14, "#f1e3c2", 2);
      oval(ctx, x, 38, 7.5, 7.5, "#f5b301", 0);
      eye(ctx, x, 38, 4.2);
    }
    poly(ctx, [45, 48, 55, 48, 50, 60], "#e8a317", 2);
    strokes(ctx, "#e8a317", 3.5, [
      [42, 92, 42, 96],
      [58, 92, 58, 96],
    ]);
  },
  function woodpecker(ctx) {
    poly(ctx, [30, 62, 14, 96, 28, 94, 42, 68], "#1e1e1e");
    const body = (c) => c.ellipse(46, 60, 20, 29, 0.3, 0, TAU);
    patterned(ctx, "#262626", body, () => {
      oval(ctx, 56, 68, 10, 18, "#f4f4f4", 0, 0.3);
      strokes(ctx, "#f4f4f4", 3, [
        [30, 54, 42, 59],
        [28, 63, 40, 68],
        [28, 72, 38, 76],
      ]);
    });
    strokes(ctx, "#8a6a2a", 3, [
      [52, 86, 58, 92],
      [46, 88, 50, 94],
    ]);
    oval(ctx, 56, 28, 16, 15, "#262626");
    oval(ctx, 52, 16, 12, 7.5, "#d62828", 2, -0.2);
    oval(ctx, 57, 36, 9, 3.5, "#f4f4f4", 0, 0.2);
    poly(ctx, [70, 23, 97, 30, 70, 35], "#c9a227", 2);
    oval(ctx, 62, 25, 4.2, 4.2, "#fff", 0);
    eye(ctx, 62.5, 25, 2.4);
  },
  function hedgehog(ctx) {
    const spikes = (r1, r2, fill, line) => {
      const points = [];
      for (let i = 0; i <= 14; i++) {
        const t = Math.PI + (i / 14) * Math.PI;
        const r = i % 2 ? r1 : r2;
        points.push(46 + r * Math.cos(t), 74 + r * 0.95 * Math.sin(t));
      }
      poly(ctx, [...points, 88, 80, 8, 80], fill, line);
    };
    spikes(34, 46, "#4a3728", 3);
    spikes(26, 36, "#7a5a44", 0);
    oval(ctx, 36, 88, 7, 4.5, "#3e2c20", 2);
    oval(ctx, 62, 88, 7, 4.5, "#3e2c20", 2);
    curve(ctx, [66, 58, 82, 54, 96, 64, 96, 70, 90, 78, 72, 82, 64, 76], "#e2c4a2");
    oval(ctx, 71, 58, 4.5, 5.5, "#c9a27e", 2);
    oval(ctx, 96, 68, 3.5, 3.5, "#16110c", 0);
    eye(ctx, 82, 64, 2.8);
  },
  function frog(ctx) {
    const green = "#56b43f";
    const dark = "#3d8b2f";
    oval(ctx, 18, 80, 16, 8, dark);
    oval(ctx, 82, 80, 16, 8, dark);
    oval(ctx, 30, 34, 13, 13, green);
    oval(ctx, 70, 34, 13, 13, green);
    const body = (c) => c.ellipse(50, 62, 36, 26, 0, 0, TAU);
    patterned(ctx, green, body, () => {
      oval(ctx, 50, 80, 24, 16, "#c8e89a", 0);
      for (const [x, y, r] of [[28, 58, 4], [72, 56, 4.5], [60, 44, 3]]) oval(ctx, x, y, r, r * 0.75, "#2f7a26", 0);
    });
    oval(ctx, 30, 34, 9, 9, green, 0);
    oval(ctx, 70, 34, 9, 9, green, 0);
    for (const x of [30, 70]) {
      oval(ctx, x, 32, 7.5, 7.5, "#fffde0", 2);
      eye(ctx, x + 1, 33, 4.2);
    }
    ctx.strokeStyle = "#1d4d16";
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(50, 52, 16, 0.25 * Math.PI, 0.75 * Math.PI);
    ctx.stroke();
    oval(ctx, 34, 88, 8, 4, dark, 2);
    oval(ctx, 66, 88, 8, 4, dark, 2);
  },
  function squirrel(ctx) {
    curve(ctx, [46, 86, 2, 90, -4, 30, 24, 10, 40, 2, 46, 20, 34, 30, 22, 44, 34, 70, 52, 72], "#c0561e");
    curve(ctx, [40, 78, 12, 78, 6, 36, 24, 18, 32, 14, 36, 22, 28, 30, 16, 44, 26, 70, 44, 72], "#dc7a3e", 0);
    oval(ctx, 60, 66, 18, 22, "#a64a1c");
    oval(ctx, 66, 72, 9, 13, "#f0d2b0", 0);
    poly(ctx, [58, 31, 60, 11, 71, 26], "#a64a1c");
    oval(ctx, 68, 38, 14, 13, "#a64a1c");
    strokes(ctx, "#6b2c10", 2, [[61, 28, 62, 18]]);
    eye(ctx, 74, 35, 2.8);
    oval(ctx, 82, 40, 2, 2, "#16110c", 0);
    oval(ctx, 82, 62, 6, 7, "#9a6a2a", 2);
    oval(ctx, 82, 56, 7.5, 4, "#6b4520", 2);
    oval(ctx, 52, 88, 8, 4, "#8a3c16", 2);
  },
];

/** An animal in the square (x, y, size); options: tint (background), code (a label). */
export function drawAnimal(ctx, animal, x, y, size, { tint = true, code = false } = {}) {
  ctx.save();
  ctx.translate(x, y);
  if (tint) {
    ctx.fillStyle = ANIMAL_TINT[animal];
    ctx.fillRect(0, 0, size, size);
  }
  inBox(ctx, size * 0.08, size * 0.08, size * 0.84, ANIMALS[animal]);
  if (code) label(ctx, ANIMAL_CODE[animal], size * 0.02, size * 0.02, size * 0.3, "#000", "#fff");
  ctx.restore();
}

function label(ctx, text, x, y, h, fg, bg) {
  ctx.font = `bold ${Math.max(7, Math.round(h))}px system-ui, sans-serif`;
  ctx.textBaseline = "top";
  const w = ctx.measureText(text).width;
  ctx.fillStyle = bg;
  ctx.globalAlpha *= 0.85;
  ctx.fillRect(x, y, w + 2, h + 1);
  ctx.globalAlpha /= 0.85;
  ctx.fillStyle = fg;
  ctx.fillText(text, x + 1, y + 1);
}

const BARK = "#7a5230";

/** A blade of grass from the ground at x0 to its tip (tx, ty), `w` wide at its foot. */
function blade(ctx, x0, tx, ty, w, fill) {
  shape(ctx, fill, (c) => {
    c.moveTo(x0 - w, 88);
    c.quadraticCurveTo(x0 - w * 0.2, (88 + ty) / 2, tx, ty);
    c.quadraticCurveTo(x0 + w * 0.3, (88 + ty) / 2, x0 + w, 88);
    c.closePath();
  }, 2.5);
}

/** A pine's tier: the triangle (apex x 50, `top`) to (50 ± half, `bottom`), its right side darker. */
function tier(ctx, top, half, bottom, fill, dark) {
  const triangle = [50, top, 50 + half, bottom, 50 - half, bottom];
  poly(ctx, triangle, fill, 0);
  poly(ctx, [50, top, 50 + half, bottom, 54, bottom], dark, 0);
  poly(ctx, triangle, "transparent");
}

const PLANTS = {
  turf(ctx, fill, dark, light) {
    oval(ctx, 50, 88, 36, 6, "#8a6a40", 2.5);
    for (const [x0, tx, ty] of [[28, 14, 40], [50, 52, 14], [72, 88, 38]]) blade(ctx, x0, tx, ty, 9, dark);
    for (const [x0, tx, ty] of [[38, 28, 30], [60, 70, 26], [48, 40, 46]]) blade(ctx, x0, tx, ty, 9, fill);
    strokes(ctx, light, 2, [[56, 80, 64, 44]]);
  },
  bush(ctx, fill, dark, light) {
    oval(ctx, 26, 66, 18, 18, dark);
    oval(ctx, 74, 66, 18, 18, dark);
    oval(ctx, 50, 46, 24, 24, fill);
    oval(ctx, 34, 70, 18, 16, fill);
    oval(ctx, 66, 70, 18, 16, fill);
    for (const [x, y, r] of [[42, 36, 6], [28, 64, 4], [60, 62, 4]]) oval(ctx, x, y, r, r * 0.7, light, 0, -0.5);
  },
  pine(ctx, fill, dark, light) {
    poly(ctx, [45, 76, 55, 76, 56, 94, 44, 94], BARK);
    tier(ctx, 40, 36, 80, fill, dark);
    tier(ctx, 22, 29, 60, fill, dark);
    tier(ctx, 5, 22, 40, fill, dark);
    strokes(ctx, light, 2, [
      [44, 22, 36, 34],
      [42, 44, 32, 56],
    ]);
  },
  oak(ctx, fill, dark, light) {
    poly(ctx, [42, 58, 58, 58, 63, 94, 37, 94], BARK);
    strokes(ctx, "#4e3218", 2, [
      [46, 66, 45, 86],
      [54, 70, 55, 90],
    ]);
    oval(ctx, 26, 44, 18, 17, dark);
    oval(ctx, 74, 44, 18, 17, dark);
    oval(ctx, 50, 56, 22, 14, dark);
    oval(ctx, 50, 30, 25, 22, fill);
    oval(ctx, 31, 50, 15, 13, fill);
    oval(ctx, 69, 50, 15, 13, fill);
    for (const [x, y, r] of [[40, 20, 7], [24, 46, 4], [62, 44, 4]]) oval(ctx, x, y, r, r * 0.7, light, 0, -0.5);
  },
};
const LETTER_Y = { turf: 0.72, bush: 0.62, pine: 0.64, oak: 0.36 }; // of the box: where the letter sits

/** A plant of `colour` and `kind` in the square (x, y, size); letters: colour-blind help. */
export function drawPlant(ctx, colour, kind, x, y, size, { letters = false } = {}) {
  const fill = PLAYER_COLOURS[colour];
  const dark = shade(fill, colour === "white" ? -0.2 : -0.3);
  const light = shade(fill, colour === "black" ? 0.25 : 0.35);
  inBox(ctx, x, y, size, (c) => PLANTS[kind](c, fill, dark, light));
  if (letters) {
    const h = size * 0.32;
    ctx.save();
    ctx.font = `bold ${Math.max(7, Math.round(h))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const ink = inkOn(colour);
    const at = [COLOUR_LETTER[colour], x + size / 2, y + size * LETTER_Y[kind]];
    ctx.lineWidth = Math.max(1.5, h * 0.2);
    ctx.lineJoin = "round";
    ctx.strokeStyle = ink === "#fff" ? "#000" : "#fff"; // a halo: the letter stays legible on any tone
    ctx.strokeText(...at);
    ctx.fillStyle = ink;
    ctx.fillText(...at);
    ctx.restore();
  }
}

/** An area token showing its main points large and its minor points small. */
export function drawToken(ctx, main, minor, x, y, size) {
  inBox(ctx, x, y, size, () => {
    const hex = (r) => {
      const points = [];
      for (let i = 0; i < 6; i++) points.push(50 + r * Math.cos((Math.PI / 3) * (i + 0.5)), 50 + r * Math.sin((Math.PI / 3) * (i + 0.5)));
      return points;
    };
    poly(ctx, hex(47), "#f2e3b3", 6);
    strokes(ctx, "#dcc68a", 3, [hex(38).concat(hex(38).slice(0, 2))]);
    ctx.fillStyle = "#3b2a08";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = "bold 46px system-ui, sans-serif";
    ctx.fillText(String(main), 50, 43);
    ctx.font = "28px system-ui, sans-serif";
    ctx.fillText(String(minor), 50, 77);
  });
}

/** A cloud token with a count on it when more than one. */
export function drawCloud(ctx, count, x, y, size) {
  inBox(ctx, x, y, size, () => {
    const puff = (c) => {
      c.arc(34, 58, 18, Math.PI * 0.5, Math.PI * 1.5);
      c.arc(52, 40, 22, Math.PI, Math.PI * 1.95);
      c.arc(72, 58, 16, Math.PI * 1.5, Math.PI * 0.5);
      c.closePath();
    };
    patterned(ctx, "#ffffff", puff, () => {
      oval(ctx, 54, 76, 44, 12, "#d6e4f2", 0);
      oval(ctx, 44, 34, 10, 6, "#ffffff", 0);
    }, 4, "#4a6a8a");
    if (count > 1) {
      ctx.fillStyle = "#24425f";
      ctx.font = "bold 40px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(String(count), 52, 56);
    }
  });
}

/** A pond (the Valley's starting spaces): water with ripples, a lily pad and reeds. */
export function drawPond(ctx, x, y, size) {
  inBox(ctx, x, y, size, () => {
    const water = (c) => c.ellipse(50, 54, 44, 36, -0.15, 0, TAU);
    patterned(ctx, "#3d8fc4", water, () => {
      oval(ctx, 44, 48, 36, 26, "#6fb6e0", 0, -0.15);
      strokes(ctx, "#d9f0fb", 3, [
        [30, 46, 38, 42, 46, 44],
        [52, 66, 60, 64, 66, 66],
      ]);
    });
    shape(ctx, "#5aa34a", (c) => {
      c.moveTo(30, 68);
      c.arc(30, 68, 10, 0.3, TAU - 0.3);
      c.closePath();
    }, 2);
    oval(ctx, 27, 66, 3, 3, "#f4a6c8", 1.5);
    strokes(ctx, "#3f6b2a", 3.5, [
      [80, 74, 84, 26],
      [87, 74, 94, 36],
      [76, 74, 70, 40],
    ]);
    oval(ctx, 84, 30, 3.5, 9, "#7a4a1a", 2);
    oval(ctx, 93.5, 40, 3, 7, "#7a4a1a", 2, 0.2);
  });
}

/** A tree stump seen from above: bark with cracks, the cut with its rings. */
export function drawStump(ctx, x, y, size) {
  inBox(ctx, x, y, size, () => {
    oval(ctx, 50, 50, 44, 42, "#5e3b1c");
    strokes(ctx, "#3e2610", 3, [
      [8, 46, 14, 48],
      [30, 12, 32, 18],
      [72, 14, 70, 19],
      [92, 56, 86, 56],
      [60, 92, 59, 86],
      [24, 84, 28, 80],
    ]);
    oval(ctx, 50, 50, 35, 33, "#d9b27c", 2.5);
    ctx.strokeStyle = "#b08448";
    ctx.lineWidth = 2.5;
    for (const r of [26, 18, 10]) {
      ctx.beginPath();
      ctx.ellipse(50, 50, r, r * 0.95, 0, 0, TAU);
      ctx.stroke();
    }
    strokes(ctx, "#8a5f2c", 2.5, [[50, 50, 62, 34, 70, 30]]);
    oval(ctx, 50, 50, 3, 3, "#7a4f22", 0);
  });
}

/** A mushroom: a red cap with white spots and gills under it, on a pale stem. */
export function drawMushroom(ctx, x, y, size) {
  inBox(ctx, x, y, size, () => {
    shape(ctx, "#f4ead2", (c) => {
      c.moveTo(38, 52);
      c.lineTo(34, 90);
      c.quadraticCurveTo(50, 96, 66, 90);
      c.lineTo(62, 52);
      c.closePath();
    });
    strokes(ctx, "#d6c7a2", 3, [[56, 58, 58, 86]]);
    poly(ctx, [14, 56, 86, 56, 74, 62, 26, 62], "#e4d2a8", 2.5);
    const cap = (c) => {
      c.moveTo(8, 56);
      c.bezierCurveTo(8, 4, 92, 4, 92, 56);
      c.closePath();
    };
    patterned(ctx, "#d0352b", cap, () => {
      oval(ctx, 60, 58, 44, 16, "#a8271f", 0);
      for (const [sx, sy, r] of [[30, 36, 7], [54, 24, 8], [72, 42, 6], [46, 46, 5]]) oval(ctx, sx, sy, r, r, "#fff8ec", 1.5);
    });
  });
}

/** A domino (two animals side by side or stacked) as a picture for the hand. */
export function drawDomino(ctx, animals, x, y, size, { vertical = false, code = false } = {}) {
  const [a, b] = animals;
  const dx = vertical ? 0 : size;
  const dy = vertical ? size : 0;
  const tile = (c) => c.roundRect(x + 0.5, y + 0.5, size + dx - 1, size + dy - 1, size * 0.12);
  ctx.save();
  patterned(ctx, "#fffdf6", tile, () => {
    drawAnimal(ctx, a, x, y, size, { code });
    drawAnimal(ctx, b, x + dx, y + dy, size, { code });
    strokes(ctx, "rgba(90, 74, 42, 0.45)", Math.max(1, size / 40), [[x + dx, y + dy, x + size, y + size]]);
  }, Math.max(1, size / 30), "#5a4a2a");
  ctx.restore();
}

// a few specks on a space's ground, in its 100 x 100 box: [x, y, radius]
const SPECKS = [[18, 22, 3], [64, 14, 2], [82, 58, 3.5], [36, 70, 2.5], [58, 86, 2], [12, 84, 2], [48, 44, 1.8]];

/**
 * A space's ground, `variant` (0-2: the same ground turned, so that a row of them does not
 * repeat): soil ("soil") with specks and pebbles, water ("water") with ripples, or a
 * meadow ("meadow") with tufts, all on `base`.
 */
export function drawGround(ctx, kind, base, variant, x, y, size) {
  inBox(ctx, x, y, size, () => {
    ctx.fillStyle = base;
    ctx.fillRect(0, 0, 100, 100);
    ctx.translate(50, 50);
    ctx.rotate((variant * Math.PI) / 2);
    ctx.translate(-50, -50);
    if (kind === "water") {
      ctx.strokeStyle = "rgba(255, 255, 255, 0.6)";
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      for (const [rx, ry] of [[24, 34], [68, 72]]) {
        ctx.moveTo(rx + 10 * Math.cos(Math.PI * 1.2), ry + 10 * Math.sin(Math.PI * 1.2));
        ctx.arc(rx, ry, 10, Math.PI * 1.2, Math.PI * 1.8);
      }
      ctx.stroke();
    } else if (kind === "meadow") {
      const tuft = shade(base, -0.12);
      strokes(ctx, tuft, 3, [
        [20, 34, 17, 26],
        [24, 34, 26, 25],
        [66, 74, 63, 66],
        [70, 74, 72, 65],
      ]);
    } else {
      SPECKS.forEach(([sx, sy, r], i) => oval(ctx, sx, sy, r, r * 0.8, shade(base, i % 3 ? -0.12 : 0.22), 0));
    }
  });
}
