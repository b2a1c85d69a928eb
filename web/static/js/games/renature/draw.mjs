// Our own drawings of the animals, plants, tokens, clouds and the Valley's ponds, tree
// stumps and mushrooms, on a canvas, in a 100 x 100 box scaled to the size asked for. Each animal has its own shape and its own background,
// so two animals differ even where colours are hard to tell apart.

export const PLAYER_COLOURS = {
  orange: "#e67e22",
  blue: "#2e6fd8",
  black: "#262626",
  white: "#f7f5ee",
  neutral: "#7a9a3a",
};
export const COLOUR_LETTER = { orange: "O", blue: "B", black: "K", white: "W", neutral: "N" };

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
export const ANIMAL_CODE = ["Bf", "Sn", "Tu", "Bd", "Sa", "Ow", "Wp", "Hh", "Fr", "Sq"];

function ellipse(ctx, x, y, rx, ry, fill, rot = 0) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

function poly(ctx, points, fill) {
  ctx.beginPath();
  ctx.moveTo(points[0], points[1]);
  for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i], points[i + 1]);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** Stroke `lines` in `colour`, `width` wide: each line a flat list of points [x0, y0, x1, y1, ...]. */
function strokes(ctx, colour, width, lines) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const points of lines) {
    ctx.moveTo(points[0], points[1]);
    for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i], points[i + 1]);
  }
  ctx.stroke();
}

/** Run `paint(ctx)` with the 100 x 100 box mapped onto the square (x, y, size). */
function inBox(ctx, x, y, size, paint) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  paint(ctx);
  ctx.restore();
}

const ANIMALS = [
  function butterfly(ctx) {
    ellipse(ctx, 32, 36, 20, 17, "#b04fc0", -0.4);
    ellipse(ctx, 68, 36, 20, 17, "#b04fc0", 0.4);
    ellipse(ctx, 35, 66, 13, 12, "#e07ad0", 0.3);
    ellipse(ctx, 65, 66, 13, 12, "#e07ad0", -0.3);
    ellipse(ctx, 32, 36, 7, 6, "#fde36b");
    ellipse(ctx, 68, 36, 7, 6, "#fde36b");
    ellipse(ctx, 50, 52, 5, 26, "#3b2a2a");
    strokes(ctx, "#3b2a2a", 3, [
      [48, 28, 40, 12],
      [52, 28, 60, 12],
    ]);
  },
  function snail(ctx) {
    ellipse(ctx, 50, 78, 40, 9, "#9a8a6a");
    poly(ctx, [78, 76, 86, 54, 92, 56, 90, 80], "#9a8a6a");
    ellipse(ctx, 46, 52, 28, 28, "#c47f2c");
    ctx.strokeStyle = "#6b3f12";
    ctx.lineWidth = 5;
    ctx.beginPath();
    for (let t = 0; t < 12.5; t += 0.25) {
      const r = 2 + t * 1.9;
      const x = 46 + r * Math.cos(t);
      const y = 52 + r * Math.sin(t);
      if (t === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
    strokes(ctx, "#7a6a4a", 3, [[88, 56, 94, 40]]);
  },
  function turtle(ctx) {
    ellipse(ctx, 22, 70, 8, 8, "#6aa84f");
    ellipse(ctx, 78, 70, 8, 8, "#6aa84f");
    ellipse(ctx, 88, 52, 11, 9, "#6aa84f");
    ellipse(ctx, 12, 56, 6, 4, "#6aa84f");
    ctx.beginPath();
    ctx.moveTo(12, 66);
    ctx.quadraticCurveTo(48, -8, 84, 66);
    ctx.closePath();
    ctx.fillStyle = "#2f6b2f";
    ctx.fill();
    strokes(ctx, "#a5d68a", 3, [
      [30, 64, 38, 42, 58, 42, 66, 64],
      [38, 42, 30, 36],
      [58, 42, 66, 36],
    ]);
    ellipse(ctx, 91, 50, 2.5, 2.5, "#111");
  },
  function badger(ctx) {
    ellipse(ctx, 50, 55, 38, 34, "#555");
    ellipse(ctx, 18, 26, 9, 9, "#555");
    ellipse(ctx, 82, 26, 9, 9, "#555");
    poly(ctx, [26, 58, 40, 24, 46, 60, 40, 84], "#111");
    poly(ctx, [74, 58, 60, 24, 54, 60, 60, 84], "#111");
    poly(ctx, [44, 22, 56, 22, 56, 76, 44, 76], "#fafafa");
    ellipse(ctx, 50, 80, 9, 7, "#111");
    ellipse(ctx, 36, 50, 4, 4, "#fafafa");
    ellipse(ctx, 64, 50, 4, 4, "#fafafa");
  },
  function salamander(ctx) {
    ctx.strokeStyle = "#e0701a";
    ctx.lineCap = "round";
    ctx.lineWidth = 14;
    ctx.beginPath();
    ctx.moveTo(18, 78);
    ctx.bezierCurveTo(40, 90, 30, 40, 56, 46);
    ctx.bezierCurveTo(74, 50, 70, 24, 80, 18);
    ctx.stroke();
    strokes(ctx, "#e0701a", 5, [
      [34, 66, 24, 56],
      [38, 62, 48, 74],
      [62, 44, 74, 52],
      [62, 40, 56, 28],
    ]);
    ctx.lineCap = "butt";
    ellipse(ctx, 82, 16, 10, 8, "#e0701a", -0.6);
    ellipse(ctx, 36, 70, 3.5, 3.5, "#222");
    ellipse(ctx, 54, 46, 3.5, 3.5, "#222");
    ellipse(ctx, 70, 32, 3, 3, "#222");
    ellipse(ctx, 84, 13, 2, 2, "#222");
  },
  function owl(ctx) {
    poly(ctx, [22, 30, 28, 8, 40, 22], "#7a5230");
    poly(ctx, [78, 30, 72, 8, 60, 22], "#7a5230");
    ellipse(ctx, 50, 56, 34, 38, "#7a5230");
    ellipse(ctx, 50, 70, 20, 22, "#d8bd8c");
    ellipse(ctx, 36, 38, 12, 12, "#fff7d6");
    ellipse(ctx, 64, 38, 12, 12, "#fff7d6");
    ellipse(ctx, 36, 38, 5.5, 5.5, "#111");
    ellipse(ctx, 64, 38, 5.5, 5.5, "#111");
    poly(ctx, [45, 50, 55, 50, 50, 60], "#e8a317");
  },
  function woodpecker(ctx) {
    poly(ctx, [30, 60, 14, 96, 26, 96, 40, 66], "#222");
    ellipse(ctx, 44, 58, 20, 28, "#222", 0.3);
    ellipse(ctx, 50, 68, 9, 14, "#fafafa", 0.3);
    ellipse(ctx, 56, 28, 16, 15, "#222");
    ellipse(ctx, 54, 16, 12, 8, "#d62828");
    poly(ctx, [68, 24, 96, 30, 68, 34], "#b8860b");
    ellipse(ctx, 60, 26, 3.5, 3.5, "#fff");
    ellipse(ctx, 48, 34, 6, 3, "#fafafa");
  },
  function hedgehog(ctx) {
    const spikes = [];
    for (let i = 0; i <= 10; i++) {
      const t = Math.PI + (i / 10) * Math.PI;
      const r = i % 2 ? 30 : 44;
      spikes.push(46 + r * Math.cos(t), 70 + r * 0.95 * Math.sin(t));
    }
    poly(ctx, [...spikes, 90, 76, 10, 76], "#4a3728");
    ellipse(ctx, 50, 70, 34, 20, "#6b5040");
    ellipse(ctx, 78, 66, 16, 12, "#d9b99b");
    ellipse(ctx, 93, 67, 4, 4, "#111");
    ellipse(ctx, 80, 61, 2.5, 2.5, "#111");
    ellipse(ctx, 34, 88, 6, 4, "#4a3728");
    ellipse(ctx, 66, 88, 6, 4, "#4a3728");
  },
  function frog(ctx) {
    ellipse(ctx, 20, 80, 15, 8, "#3d8b2f");
    ellipse(ctx, 80, 80, 15, 8, "#3d8b2f");
    ellipse(ctx, 50, 60, 36, 26, "#4caf3a");
    ellipse(ctx, 30, 32, 13, 13, "#4caf3a");
    ellipse(ctx, 70, 32, 13, 13, "#4caf3a");
    ellipse(ctx, 30, 31, 8, 8, "#fffde0");
    ellipse(ctx, 70, 31, 8, 8, "#fffde0");
    ellipse(ctx, 30, 32, 4, 5, "#111");
    ellipse(ctx, 70, 32, 4, 5, "#111");
    ctx.strokeStyle = "#1d4d16";
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(50, 56, 20, 0.2 * Math.PI, 0.8 * Math.PI);
    ctx.stroke();
  },
  function squirrel(ctx) {
    ctx.beginPath();
    ctx.moveTo(46, 86);
    ctx.bezierCurveTo(2, 90, -4, 30, 24, 10);
    ctx.bezierCurveTo(40, 2, 46, 20, 34, 30);
    ctx.bezierCurveTo(22, 44, 34, 70, 52, 72);
    ctx.closePath();
    ctx.fillStyle = "#c0561e";
    ctx.fill();
    ellipse(ctx, 60, 66, 18, 22, "#a0451a");
    ellipse(ctx, 68, 36, 14, 13, "#a0451a");
    poly(ctx, [60, 28, 62, 12, 70, 26], "#a0451a");
    ellipse(ctx, 66, 72, 9, 13, "#f0d2b0");
    ellipse(ctx, 74, 34, 3, 3, "#111");
    ellipse(ctx, 84, 58, 7, 6, "#7a4a1a");
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
  ctx.save();
  const pad = size * 0.08;
  ctx.translate(pad, pad);
  ctx.scale((size - 2 * pad) / 100, (size - 2 * pad) / 100);
  ANIMALS[animal](ctx);
  ctx.restore();
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

const OUTLINE = "#1b1b1b";

/** A plant of `colour` and `kind` in the square (x, y, size); letters: colour-blind help. */
export function drawPlant(ctx, colour, kind, x, y, size, { letters = false } = {}) {
  const fill = PLAYER_COLOURS[colour];
  inBox(ctx, x, y, size, () => {
    ctx.lineWidth = colour === "black" ? 5 : 4;
    ctx.strokeStyle = colour === "black" ? "#d8d8d8" : OUTLINE;
    ctx.lineJoin = "round";
    const shape = () => {
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.stroke();
    };
    ctx.beginPath();
    if (kind === "turf") {
      ctx.moveTo(18, 82);
      ctx.lineTo(26, 52);
      ctx.lineTo(36, 70);
      ctx.lineTo(50, 40);
      ctx.lineTo(62, 70);
      ctx.lineTo(74, 52);
      ctx.lineTo(82, 82);
      ctx.closePath();
      shape();
    } else if (kind === "bush") {
      ctx.moveTo(14, 84);
      ctx.arc(32, 62, 18, Math.PI * 0.8, Math.PI * 1.6);
      ctx.arc(54, 44, 20, Math.PI * 1.1, Math.PI * 1.9);
      ctx.arc(72, 64, 18, Math.PI * 1.4, Math.PI * 0.2);
      ctx.lineTo(86, 84);
      ctx.closePath();
      shape();
    } else if (kind === "pine") {
      ctx.rect(44, 78, 12, 16);
      shape();
      ctx.beginPath();
      ctx.moveTo(50, 6);
      ctx.lineTo(80, 80);
      ctx.lineTo(20, 80);
      ctx.closePath();
      shape();
    } else {
      ctx.rect(42, 60, 16, 34);
      shape();
      ctx.beginPath();
      ctx.arc(50, 36, 32, 0, Math.PI * 2);
      shape();
    }
  });
  if (letters) {
    const h = size * 0.32;
    ctx.save();
    ctx.font = `bold ${Math.max(7, Math.round(h))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = inkOn(colour);
    const cy = kind === "turf" ? 0.7 : kind === "oak" ? 0.36 : kind === "pine" ? 0.6 : 0.66;
    ctx.fillText(COLOUR_LETTER[colour], x + size / 2, y + size * cy);
    ctx.restore();
  }
}

/** An area token showing its main points large and its minor points small. */
export function drawToken(ctx, main, minor, x, y, size) {
  ctx.save();
  ctx.translate(x, y);
  const r = size / 2;
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const t = (Math.PI / 3) * i + Math.PI / 6;
    ctx.lineTo(r + r * 0.96 * Math.cos(t), r + r * 0.96 * Math.sin(t));
  }
  ctx.closePath();
  ctx.fillStyle = "#f2e3b3";
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.06);
  ctx.strokeStyle = "#7b5b1e";
  ctx.stroke();
  ctx.fillStyle = "#3b2a08";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.font = `bold ${Math.round(size * 0.46)}px system-ui, sans-serif`;
  ctx.fillText(String(main), r, r * 0.86);
  ctx.font = `${Math.round(size * 0.28)}px system-ui, sans-serif`;
  ctx.fillText(String(minor), r, r * 1.55);
  ctx.restore();
}

/** A cloud token with a count beside it when more than one. */
export function drawCloud(ctx, count, x, y, size) {
  inBox(ctx, x, y, size, () => {
    ctx.beginPath();
    ctx.arc(34, 58, 18, Math.PI * 0.5, Math.PI * 1.5);
    ctx.arc(52, 40, 22, Math.PI, Math.PI * 1.95);
    ctx.arc(72, 58, 16, Math.PI * 1.5, Math.PI * 0.5);
    ctx.closePath();
    ctx.fillStyle = "#ffffff";
    ctx.fill();
    ctx.lineWidth = 5;
    ctx.strokeStyle = "#4a6a8a";
    ctx.stroke();
    if (count > 1) {
      ctx.fillStyle = "#24425f";
      ctx.font = "bold 40px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(String(count), 52, 56);
    }
  });
}

/** A pond (the Valley's starting spaces): water with a ripple and a reed. */
export function drawPond(ctx, x, y, size) {
  inBox(ctx, x, y, size, () => {
    ellipse(ctx, 50, 54, 44, 36, "#3d8fc4", -0.15);
    ellipse(ctx, 46, 50, 34, 26, "#6fb6e0", -0.15);
    ctx.strokeStyle = "#d9f0fb";
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(42, 52, 12, Math.PI * 1.1, Math.PI * 1.7);
    ctx.moveTo(62, 62);
    ctx.arc(56, 62, 8, 0, Math.PI * 0.6);
    ctx.stroke();
    strokes(ctx, "#3f6b2a", 4, [
      [80, 70, 84, 28],
      [86, 72, 94, 38],
    ]);
    ellipse(ctx, 84, 30, 3, 8, "#7a4a1a");
  });
}

/** A tree stump seen from above: bark, the cut with its rings. */
export function drawStump(ctx, x, y, size) {
  inBox(ctx, x, y, size, () => {
    ellipse(ctx, 50, 50, 44, 42, "#5e3b1c");
    ellipse(ctx, 50, 50, 36, 34, "#d9b27c");
    ctx.strokeStyle = "#a8783f";
    ctx.lineWidth = 3;
    for (const r of [26, 17, 9]) {
      ctx.beginPath();
      ctx.ellipse(50, 50, r, r * 0.95, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    ellipse(ctx, 50, 50, 3, 3, "#7a4f22");
  });
}

/** A mushroom: a red cap with white spots on a pale stem. */
export function drawMushroom(ctx, x, y, size) {
  inBox(ctx, x, y, size, () => {
    ctx.lineWidth = 4;
    ctx.strokeStyle = OUTLINE;
    ctx.beginPath();
    ctx.moveTo(38, 52);
    ctx.lineTo(34, 90);
    ctx.quadraticCurveTo(50, 96, 66, 90);
    ctx.lineTo(62, 52);
    ctx.closePath();
    ctx.fillStyle = "#f4ead2";
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(8, 56);
    ctx.bezierCurveTo(8, 4, 92, 4, 92, 56);
    ctx.closePath();
    ctx.fillStyle = "#d0352b";
    ctx.fill();
    ctx.stroke();
    for (const [sx, sy, r] of [[30, 36, 7], [54, 24, 8], [72, 42, 6], [46, 46, 5]]) {
      ellipse(ctx, sx, sy, r, r, "#fff8ec");
    }
  });
}

/** A domino (two animals side by side or stacked) as a picture for the hand. */
export function drawDomino(ctx, animals, x, y, size, { vertical = false, code = false } = {}) {
  const [a, b] = animals;
  const dx = vertical ? 0 : size;
  const dy = vertical ? size : 0;
  ctx.save();
  ctx.fillStyle = "#fffdf6";
  ctx.fillRect(x - 1, y - 1, size + dx + 2, size + dy + 2);
  drawAnimal(ctx, a, x, y, size, { code });
  drawAnimal(ctx, b, x + dx, y + dy, size, { code });
  ctx.strokeStyle = "#5a4a2a";
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, size + dx - 1, size + dy - 1);
  ctx.restore();
}
