// The project's own pictures of Forest Shuffle's species: small SVGs in a flat style, shapes
// with a dark outline in two or three tones. Each kind has one drawing (a tree by the shape
// of its crown, a bird, an owl, a four-legged animal, a bat, a butterfly, a beetle, a frog,
// a mushroom, a plant...) and each species gives it its colours and marks. A picture is
// built once and cloned; being vector, it is as sharp large as small.

const NS = "http://www.w3.org/2000/svg";
const INK = "#2b2a20";

// ------------------------------------------------------------ shapes, as SVG markup

const circle = (x, y, r, fill) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const ellipse = (x, y, rx, ry, fill, turn = 0) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"${turn ? ` transform="rotate(${turn} ${x} ${y})"` : ""}/>`;
const path = (d, fill = "none") => `<path d="${d}" fill="${fill}"/>`;
/** Marks without an outline (spots, shading, highlights). */
const flat = (...parts) => `<g stroke="none">${parts.join("")}</g>`;
/** Lines of `width` in `colour` (legs, whiskers, stems). */
const lines = (d, width = 1.4, colour = INK) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
/** `parts` scaled by `k` about the point (x, y). */
const scaled = (k, x, y, parts) =>
  `<g transform="translate(${x} ${y}) scale(${k}) translate(${-x} ${-y})">${parts}</g>`;
const mirror = (parts) => `<g transform="translate(100 0) scale(-1 1)">${parts}</g>`;
const eye = (x, y, r = 2) => circle(x, y, r, INK) + flat(circle(x + r / 3, y - r / 3, r / 3, "#fff"));
const ground = (fill = "#a7925f") => flat(ellipse(50, 61, 34, 3, fill));
const leaf = (x, y, r, turn, fill) => ellipse(x, y, r, r / 2, fill, turn);

// ------------------------------------------------------------ trees

const CROWNS = {
  round: (c) => circle(50, 26, 22, c[0]) + flat(circle(60, 34, 8, c[1]), circle(42, 38, 6, c[1])),
  lumps: (c) =>
    circle(34, 30, 13, c[0]) +
    circle(66, 30, 13, c[0]) +
    circle(50, 17, 15, c[0]) +
    circle(50, 34, 13, c[0]) +
    flat(circle(58, 38, 6, c[1]), circle(40, 24, 4, c[1])),
  oval: (c) => ellipse(50, 25, 15, 23, c[0]) + flat(ellipse(55, 32, 6, 10, c[1])),
  cone: (c) => tiers(c, 3, 22, 4),
  spire: (c) => tiers(c, 4, 15, 1),
};

/** A fir's crown: `n` tiers of triangles `w` wide at the top, from `top` down. */
function tiers(c, n, w, top) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const y = top + i * (44 / n);
    const half = w / 2 + i * 5;
    out += path(`M50 ${y} L${50 - half} ${y + 20} L${50 + half} ${y + 20} Z`, i % 2 ? c[1] : c[0]);
  }
  return out;
}

function tree({ crown, leaves, bark = "#7a5534", marks, flowers }) {
  const trunk = path("M45 62 L47 36 L53 36 L55 62 Z", bark);
  const birch = marks ? flat(...[42, 50, 57].map((y) => lines(`M47 ${y} h4`, 1.6))) : "";
  const blooms = flowers
    ? [
        [40, 16],
        [58, 14],
        [34, 30],
        [64, 28],
        [50, 30],
      ]
        .map(([x, y]) => path(`M${x} ${y} l-2 5 h4 Z`, flowers))
        .join("")
    : "";
  return ground() + trunk + birch + CROWNS[crown](leaves) + blooms;
}

// ------------------------------------------------------------ birds

function bird({ body, belly, head = body, wing = body, beak = "short", beakColour = "#3a3328", cap, bars }) {
  const beaks = {
    short: "M73 23 L81 26 L73 29 Z",
    long: "M73 23 L89 26 L73 28 Z",
    hook: "M72 22 Q82 22 79 31 L72 28 Z",
  };
  return (
    lines("M8 58 L92 56", 3, "#6b4a2a") +
    lines("M42 50 L40 57 M50 50 L50 57", 1.6) +
    path("M30 36 L10 30 L13 44 Z", wing) +
    ellipse(45, 38, 21, 13, body) +
    flat(ellipse(50, 44, 14, 6, belly), bars ? lines("M42 42 h8 M46 46 h8 M52 42 h6", 1, "#6f7480") : "") +
    path("M30 33 Q46 24 58 36 Q44 45 30 33 Z", wing) +
    circle(65, 26, 10, head) +
    (cap ? path("M56 23 Q64 12 73 21 Q65 18 56 23 Z", cap) : "") +
    path(beaks[beak], beakColour) +
    eye(68, 24)
  );
}

function owl({ body, face }) {
  return (
    lines("M8 60 L92 58", 3, "#6b4a2a") +
    path("M34 14 L38 4 L44 12 Z M66 14 L62 4 L56 12 Z", body) +
    ellipse(50, 34, 19, 25, body) +
    flat(ellipse(50, 44, 11, 12, face), lines("M45 40 l2 2 l2 -2 M51 46 l2 2 l2 -2 M45 50 l2 2 l2 -2", 1, "#7a5530")) +
    ellipse(50, 22, 15, 11, face) +
    circle(44, 22, 5, "#fff") +
    circle(56, 22, 5, "#fff") +
    eye(44, 22, 2.6) +
    eye(56, 22, 2.6) +
    path("M48 27 L52 27 L50 32 Z", "#e0a42a")
  );
}

// ------------------------------------------------------------ four-legged animals

const EARS = {
  point: (c) => path("M64 21 L67 8 L73 19 Z", c) + path("M71 19 L77 8 L79 21 Z", c),
  round: (c) => circle(66, 19, 4.5, c) + circle(77, 19, 4.5, c),
  long: (c) => ellipse(66, 9, 3.5, 12, c, -15) + ellipse(74, 9, 3.5, 12, c, 10),
  tuft: (c) => path("M64 21 L66 6 L73 19 Z", c) + path("M71 19 L78 6 L79 21 Z", c) + lines("M66 6 v-4 M78 6 v-4", 1.4),
  big: (c) => ellipse(66, 14, 6, 9, c, -20) + ellipse(77, 14, 6, 9, c, 20),
};
const TAILS = {
  bush: (c, tip) => path("M24 36 Q6 34 4 48 Q16 52 24 42 Z", c) + (tip ? flat(ellipse(7, 47, 4, 3, tip)) : ""),
  up: (c) => path("M26 40 Q4 42 8 20 Q14 4 28 12 Q18 18 26 34 Z", c),
  short: (c) => ellipse(23, 34, 4, 3, c),
  thin: (c) => lines("M24 36 Q14 38 10 48", 2.4),
  ring: (c) => path("M24 36 Q6 34 4 48 Q16 52 24 42 Z", c) + lines("M10 38 l3 7 M16 36 l2 7", 2.4),
};
const ANTLERS = {
  big: "M68 18 L62 4 M64 9 L58 6 M65 12 L60 12 M76 18 L82 4 M80 9 L86 6 M79 12 L84 12",
  small: "M69 18 L66 8 M67 12 L64 11 M75 18 L78 8 M77 12 L80 11",
};

function beast(o) {
  const { fur, light = fur, ears = "point", tail = "short", size = 1, legs = 12, snout = 7, dark = INK } = o;
  const legPath = [28, 34, 56, 62].map((x) => `M${x} 44 v${legs}`).join(" ");
  const y = 44 + legs; // the feet
  const drawn =
    lines(legPath, 3.6) +
    TAILS[tail](fur, o.tip) +
    ellipse(45, 38, 23, 11, fur) +
    flat(
      ellipse(48, 44, 14, 4, light),
      o.spots
        ? [
            [34, 34],
            [42, 31],
            [52, 34],
            [38, 40],
            [58, 38],
          ]
            .map(([x, yy]) => circle(x, yy, 1.8, o.spots))
            .join("")
        : "",
      o.stripes ? lines("M30 30 Q45 26 62 30 M28 37 Q45 33 66 37", 2.2, o.stripes) : "",
    ) +
    (o.antlers === "palm" ? path("M68 18 L62 6 L56 8 L60 2 L66 4 Z M76 18 L82 6 L88 8 L84 2 L78 4 Z", "#c9a66b") : "") +
    (ANTLERS[o.antlers] ? lines(ANTLERS[o.antlers], 2.2, "#6b4a2a") : "") +
    EARS[ears](o.earColour ?? fur) +
    circle(71, 27, 10, fur) +
    ellipse(79 + snout / 3, 31, snout, 4.5, light) +
    (o.mask ? flat(path("M63 24 Q71 20 80 25 L78 29 Q71 26 64 29 Z", o.mask)) : "") +
    (o.face ? flat(lines("M68 18 L74 34 M76 18 L80 32", 3, o.face)) : "") +
    (o.tusk ? path(`M${80 + snout / 3} 34 q3 2 5 -2`, "#fffbe8") : "") +
    circle(80 + snout, 30, 2, dark) +
    eye(73, 25);
  return ground() + scaled(size, 50, 58, `<g transform="translate(0 ${58 - y})">${drawn}</g>`);
}

function hedgehog() {
  const spikes = Array.from({ length: 9 }, (_, i) => `L${20 + i * 6} ${i % 2 ? 20 : 14}`).join(" ");
  return (
    ground() +
    lines("M34 52 v6 M60 52 v6", 3.6) +
    path(`M16 52 Q14 30 ${"24 22"} ${spikes} L74 30 Q80 44 74 52 Z`, "#7b6248") +
    flat(lines("M30 28 l4 10 M42 24 l3 10 M54 24 l2 10 M64 30 l-1 9", 1.4, "#4f3c2a")) +
    path("M66 40 Q78 36 88 46 Q78 54 66 52 Z", "#d8b48a") +
    circle(88, 46, 2, INK) +
    eye(76, 43, 1.8)
  );
}

function mole() {
  return (
    ground("#6f5a3a") +
    ellipse(46, 44, 28, 14, "#3d3a42") +
    flat(ellipse(40, 38, 14, 4, "#56525c")) +
    ellipse(26, 54, 8, 4, "#e7a8a0") +
    ellipse(66, 54, 8, 4, "#e7a8a0") +
    path("M72 40 Q84 40 90 46 Q84 50 72 50 Z", "#e7a8a0") +
    circle(66, 40, 1.3, INK)
  );
}

function bat({ fur, wing, ears = 1 }) {
  const half =
    path("M50 30 Q70 14 94 20 Q88 28 90 36 Q80 32 76 40 Q68 34 62 42 Q56 36 50 42 Z", wing) +
    lines("M54 32 L90 22 M56 34 L76 40 M56 34 L62 42", 0.8, "#3a2e3a");
  return (
    half +
    mirror(half) +
    ellipse(50, 38, 7, 11, fur) +
    scaled(ears, 50, 26, path("M44 28 L42 14 L49 24 Z M56 28 L58 14 L51 24 Z", fur)) +
    circle(50, 28, 6, fur) +
    eye(47.5, 27, 1.2) +
    eye(52.5, 27, 1.2)
  );
}

// ------------------------------------------------------------ insects

function butterfly({ wing, edge, spot }) {
  const half =
    path("M51 30 Q62 6 86 10 Q92 24 74 34 Z", wing) +
    path("M51 34 Q72 34 78 50 Q66 60 52 42 Z", wing) +
    flat(
      lines("M60 14 Q84 8 84 14 M72 52 Q76 50 76 48", 2.4, edge),
      spot ? circle(74, 18, 4, spot) + circle(66, 44, 2.6, spot) : "",
    );
  return half + mirror(half) + ellipse(50, 36, 2.6, 14, INK) + lines("M49 22 Q44 12 40 10 M51 22 Q56 12 60 10", 1.2);
}

function beetle({ shell, horns }) {
  return (
    lines("M40 34 L26 28 M40 42 L24 44 M42 48 L30 56 M60 34 L74 28 M60 42 L76 44 M58 48 L70 56", 1.8) +
    (horns ? path("M44 20 Q34 4 42 2 Q40 10 48 18 Z M56 20 Q66 4 58 2 Q60 10 52 18 Z", horns) : "") +
    ellipse(50, 42, 13, 18, shell) +
    lines("M50 26 V60", 1.2) +
    flat(ellipse(45, 36, 3, 7, "#ffffff55")) +
    circle(50, 22, 7, INK)
  );
}

function ant() {
  return (
    lines(
      "M44 36 L30 26 M46 38 L32 44 M48 40 L40 54 M56 36 L70 26 M54 38 L68 44 M52 40 L60 54 M70 20 Q76 8 84 6 M74 22 Q84 14 90 14",
      1.4,
    ) +
    ellipse(30, 40, 13, 9, "#8a3324") +
    ellipse(50, 36, 9, 6, "#9c3a28") +
    circle(70, 26, 8, "#8a3324") +
    eye(73, 24, 1.5)
  );
}

function bee() {
  return (
    ellipse(40, 22, 16, 8, "#cfd8f6aa", -20) +
    ellipse(60, 22, 16, 8, "#cfd8f6aa", 20) +
    lines("M40 44 L32 56 M50 46 L50 58 M60 44 L68 56", 1.6) +
    ellipse(50, 38, 18, 13, "#3a2e55") +
    flat(lines("M42 28 v20 M52 26 v24", 2, "#6a58a8")) +
    circle(70, 34, 8, "#2a2238") +
    eye(73, 32, 1.6)
  );
}

function gnat() {
  return (
    lines("M46 38 L30 58 M50 38 L46 60 M54 38 L70 58 M48 36 L26 46 M52 36 L74 46", 1) +
    ellipse(40, 24, 12, 4, "#dfe8f0cc", -30) +
    ellipse(60, 24, 12, 4, "#dfe8f0cc", 30) +
    ellipse(50, 34, 4, 12, "#6f6a52") +
    circle(50, 20, 4, "#4a4636")
  );
}

function fireflies() {
  const fly = (x, y, k) =>
    scaled(
      k,
      x,
      y,
      flat(circle(x, y + 4, 8, "#fff27a88")) + ellipse(x, y, 4, 6, "#4a3a2a") + flat(circle(x, y + 5, 3, "#ffe94a")),
    );
  return (
    flat(`<rect x="0" y="0" width="100" height="64" fill="#233a4a"/>`) +
    fly(28, 24, 1.1) +
    fly(58, 16, 0.8) +
    fly(74, 38, 1.2) +
    fly(42, 46, 0.9)
  );
}

// ------------------------------------------------------------ amphibians and the turtle

function frog({ skin, belly, warts }) {
  return (
    ground("#6f8f5a") +
    path("M24 58 Q20 42 34 40 L36 58 Z M76 58 Q80 42 66 40 L64 58 Z", skin) +
    ellipse(50, 42, 20, 16, skin) +
    flat(
      ellipse(50, 48, 11, 8, belly),
      warts
        ? [
            [40, 36],
            [60, 36],
            [46, 30],
            [56, 42],
          ]
            .map(([x, y]) => circle(x, y, 2, warts))
            .join("")
        : "",
    ) +
    circle(40, 28, 7, skin) +
    circle(60, 28, 7, skin) +
    eye(40, 28, 3.4) +
    eye(60, 28, 3.4) +
    lines("M42 40 Q50 44 58 40", 1.2) +
    path("M38 56 h-8 l4 -4 Z M62 56 h8 l-4 -4 Z", skin)
  );
}

function salamander() {
  return (
    ground("#6f8f5a") +
    lines("M30 40 L24 52 M36 44 L42 56 M62 36 L56 48 M68 40 L74 52", 3.4) +
    path("M10 46 Q30 30 54 38 Q70 42 78 32 Q90 30 92 36 Q86 44 76 42 Q66 50 50 46 Q30 42 10 46 Z", "#26231f") +
    flat(
      ...[
        [24, 40],
        [38, 38],
        [52, 42],
        [64, 42],
        [84, 34],
      ].map(([x, y]) => ellipse(x, y, 3.5, 2.5, "#f2c21b")),
      eye(86, 34, 1.5),
    )
  );
}

function turtle() {
  return (
    ground("#6f8f5a") +
    lines("M34 48 l-4 8 M64 48 l4 8", 4) +
    ellipse(82, 44, 9, 6, "#5f6a4a") +
    eye(86, 42, 1.5) +
    path("M20 50 Q24 22 50 22 Q76 22 78 50 Z", "#3f4a36") +
    flat(
      lines("M36 48 L40 32 L60 32 L64 48 M50 22 V32", 1.4, "#a9b36a"),
      [
        [32, 42],
        [50, 40],
        [68, 42],
      ]
        .map(([x, y]) => circle(x, y, 1.6, "#e5d55a"))
        .join(""),
    )
  );
}

// ------------------------------------------------------------ mushrooms and plants

const CAPS = {
  dome: "M22 38 Q22 8 50 8 Q78 8 78 38 Z",
  funnel: "M20 20 Q50 28 80 20 Q70 40 54 44 L46 44 Q30 40 20 20 Z",
  flat: "M14 24 Q50 2 86 24 Q50 30 14 24 Z",
  bun: "M20 36 Q18 10 50 10 Q82 10 80 36 Q50 42 20 36 Z",
};

function mushroom({ cap, colour, stem = "#f2ead6", spots, thick = 8, top = 36 }) {
  return (
    ground("#8a7a4a") +
    path(
      `M${50 - thick / 2} ${top} Q${50 - thick} 60 ${50 - thick} 60 H${50 + thick} Q${50 + thick} 60 ${50 + thick / 2} ${top} Z`,
      stem,
    ) +
    path(CAPS[cap], colour) +
    flat(
      spots
        ? [
            [36, 22],
            [50, 14],
            [62, 22],
            [44, 30],
            [68, 32],
            [30, 32],
          ]
            .map(([x, y]) => circle(x, y, 2.6, spots))
            .join("")
        : "",
    )
  );
}

function berries({ leafColour, fruit, seeds, flower }) {
  const leaves =
    leaf(30, 38, 14, -30, leafColour) + leaf(70, 38, 14, 30, leafColour) + leaf(50, 30, 13, -90, leafColour);
  const fruits = [
    [40, 48],
    [60, 50],
    [50, 44],
  ]
    .map(([x, y]) =>
      seeds
        ? path(`M${x - 5} ${y - 3} Q${x} ${y + 12} ${x + 5} ${y - 3} Z`, fruit)
        : [0, 1, 2, 3].map((i) => circle(x + (i % 2) * 4 - 2, y + (i > 1) * 4 - 2, 2.8, fruit)).join(""),
    )
    .join("");
  const bloom = flower
    ? flat([0, 72, 144, 216, 288].map((a) => ellipse(22, 22, 4, 2.5, "#fff", a)).join(""), circle(22, 22, 2, "#f2c21b"))
    : "";
  return (
    ground() +
    lines("M50 60 V40 M40 60 Q40 50 34 40 M60 60 Q60 50 66 40", 1.6, "#4a6a2a") +
    leaves +
    fruits +
    (seeds ? flat(lines("M39 48 h1 M59 50 h1 M49 44 h1", 1, seeds)) : "") +
    bloom
  );
}

function moss() {
  return (
    ground("#6f5a3a") +
    ellipse(30, 52, 22, 10, "#5f8f2f") +
    ellipse(66, 50, 24, 12, "#76a63a") +
    ellipse(48, 46, 16, 10, "#8dbb3c") +
    lines("M30 42 v-8 M44 36 v-10 M60 38 v-9 M74 40 v-8", 1.2, "#6b4a2a") +
    flat(
      circle(30, 34, 1.6, "#a05a2a"),
      circle(44, 26, 1.6, "#a05a2a"),
      circle(60, 29, 1.6, "#a05a2a"),
      circle(74, 32, 1.6, "#a05a2a"),
    )
  );
}

function ferns() {
  const frond = (turn) =>
    `<g transform="rotate(${turn} 50 60)">${lines("M50 60 Q50 30 50 8", 1.6, "#3b6e2a")}${[14, 22, 30, 38, 46]
      .map((y) => leaf(44, y, 7, 20, "#5f9a3a") + leaf(56, y, 7, -20, "#5f9a3a"))
      .join("")}</g>`;
  return ground() + frond(-40) + frond(40) + frond(0);
}

/** A sapling: any card played face down, a young tree of no kind. */
function sprout() {
  return (
    ground("#7a5a3a") +
    path("M28 60 Q50 44 72 60 Z", "#8a6a44") +
    lines("M50 56 Q48 36 52 20", 2.6, "#4a6a2a") +
    leaf(38, 30, 12, 20, "#8dc24a") +
    leaf(62, 24, 12, -25, "#7ab23a") +
    leaf(54, 14, 7, -70, "#a6d45e")
  );
}

// ------------------------------------------------------------ the species

const SPECIES = {
  Linden: [tree, { crown: "round", leaves: ["#9cc447", "#7aa52e"] }],
  Oak: [tree, { crown: "lumps", leaves: ["#6a9a34", "#4f7a26"], bark: "#6b4a2a" }],
  "Silver Fir": [tree, { crown: "cone", leaves: ["#5f93a3", "#477a8a"] }],
  Birch: [tree, { crown: "oval", leaves: ["#bcd35e", "#98b03e"], bark: "#f3f1e8", marks: true }],
  Beech: [tree, { crown: "round", leaves: ["#dc9334", "#bb7020"], bark: "#9a998a" }],
  Sycamore: [tree, { crown: "lumps", leaves: ["#cf5a44", "#a83e30"] }],
  "Douglas Fir": [tree, { crown: "spire", leaves: ["#2f6d46", "#24563a"] }],
  "Horse Chestnut": [tree, { crown: "round", leaves: ["#5a9640", "#437a2f"], flowers: "#fbeef5" }],
  Bullfinch: [bird, { body: "#8f95a0", belly: "#e8735a", head: "#e8735a", cap: INK, wing: "#3d3f48" }],
  Chaffinch: [bird, { body: "#b07a55", belly: "#eab08c", head: "#7d90ab", wing: "#5a4a3a" }],
  "Eurasian Jay": [bird, { body: "#d2a48a", belly: "#efd8c8", wing: "#4a78cc", cap: "#eae2d6" }],
  Goshawk: [bird, { body: "#78818f", belly: "#f1f0ea", beak: "hook", beakColour: "#e8b526", bars: true }],
  "Great Spotted Woodpecker": [
    bird,
    { body: "#26262a", belly: "#f3efe4", head: "#f3efe4", wing: "#26262a", cap: "#d6332b", beak: "long" },
  ],
  "Tawny Owl": [owl, { body: "#a8723f", face: "#e4c49a" }],
  "Red Squirrel": [
    beast,
    { fur: "#c8622a", light: "#f2dcc0", ears: "tuft", tail: "up", size: 0.85, legs: 8, snout: 4 },
  ],
  "Camberwell Beauty": [butterfly, { wing: "#5e2b32", edge: "#f4e7b0", spot: "#5578c8" }],
  "Large Tortoiseshell": [butterfly, { wing: "#dc852e", edge: "#3a2a1a", spot: INK }],
  "Peacock Butterfly": [butterfly, { wing: "#b8342f", edge: "#4a2a2a", spot: "#4a7ad0" }],
  "Purple Emperor": [butterfly, { wing: "#6a4aa6", edge: "#f5f3ea", spot: "#e58a2a" }],
  "Silver-washed Fritillary": [butterfly, { wing: "#e89c3c", edge: "#5a3a1a", spot: "#7a4a1a" }],
  Blackberries: [berries, { leafColour: "#4f8a3a", fruit: "#3a2446" }],
  Chanterelle: [mushroom, { cap: "funnel", colour: "#f0b132", stem: "#f3c95a", top: 44 }],
  "Fly Agaric": [mushroom, { cap: "dome", colour: "#d8322b", spots: "#fff" }],
  "Parasol Mushroom": [mushroom, { cap: "flat", colour: "#c8ab84", spots: "#7a5a3a", thick: 5, top: 24 }],
  "Penny Bun": [mushroom, { cap: "bun", colour: "#8a5428", stem: "#efe2c2", thick: 16 }],
  "Common Toad": [frog, { skin: "#9a7a4e", belly: "#d8c39a", warts: "#6f5636" }],
  "Fire Salamander": [salamander, {}],
  "Pond Turtle": [turtle, {}],
  "Tree Frog": [frog, { skin: "#5fb83c", belly: "#e8f2c8" }],
  Fireflies: [fireflies, {}],
  "Stag Beetle": [beetle, { shell: "#5a2e1e", horns: "#7a3e26" }],
  "Wood Ant": [ant, {}],
  Hedgehog: [hedgehog, {}],
  Mole: [mole, {}],
  Moss: [moss, {}],
  "Tree Ferns": [ferns, {}],
  "Wild Strawberries": [berries, { leafColour: "#5a9a3a", fruit: "#e0352c", seeds: "#f2e27a", flower: true }],
  Barbastelle: [bat, { fur: "#3b3438", wing: "#5a5058" }],
  "Bechstein's": [bat, { fur: "#8a6a52", wing: "#6e5a50", ears: 1.3 }],
  "Brown Long-eared": [bat, { fur: "#9a7a5a", wing: "#7a624e", ears: 1.8 }],
  "Greater Horseshoe": [bat, { fur: "#a08a74", wing: "#84705e" }],
  "Beech Marten": [beast, { fur: "#6f4a2e", light: "#f0e2c6", ears: "round", tail: "bush", legs: 8 }],
  "Brown Bear": [beast, { fur: "#7a5232", light: "#a07a55", ears: "round", legs: 12, snout: 6 }],
  "European Badger": [beast, { fur: "#8f8e88", light: "#f2f0ea", ears: "round", legs: 7, face: INK, snout: 6 }],
  "European Fat Dormouse": [
    beast,
    { fur: "#9a9590", light: "#eeeae2", ears: "big", tail: "bush", size: 0.7, legs: 6, snout: 3 },
  ],
  "European Hare": [beast, { fur: "#b08a5e", light: "#eee2cc", ears: "long", tail: "short", legs: 10, snout: 4 }],
  Lynx: [beast, { fur: "#c9a06a", light: "#f1e4cc", ears: "tuft", spots: "#6b4a2a", legs: 14, snout: 4 }],
  Raccoon: [beast, { fur: "#8a8782", light: "#e8e4dc", ears: "round", tail: "ring", mask: INK, legs: 9, snout: 5 }],
  "Red Fox": [
    beast,
    { fur: "#d86f2a", light: "#f6eadb", ears: "point", tail: "bush", tip: "#fff", legs: 11, snout: 8 },
  ],
  Wolf: [beast, { fur: "#80807c", light: "#dedbd2", ears: "point", tail: "bush", legs: 14, snout: 8 }],
  "Fallow Deer": [
    beast,
    { fur: "#b5794a", light: "#f2e4cc", ears: "point", antlers: "palm", spots: "#fbf3e2", legs: 14, snout: 5 },
  ],
  "Red Deer": [beast, { fur: "#9a5a34", light: "#d9b48a", ears: "point", antlers: "big", legs: 14, snout: 5 }],
  "Roe Deer": [beast, { fur: "#b8733e", light: "#f0e0c8", ears: "point", antlers: "small", legs: 14, snout: 4 }],
  Squeaker: [
    beast,
    {
      fur: "#9a6a44",
      light: "#c9a27a",
      stripes: "#e8cf9a",
      ears: "point",
      tail: "thin",
      size: 0.75,
      legs: 7,
      snout: 7,
    },
  ],
  "Wild Boar": [
    beast,
    { fur: "#4e3a2c", light: "#6e5644", ears: "point", tail: "thin", tusk: true, legs: 9, snout: 9 },
  ],
  Gnat: [gnat, {}],
  "Violet Carpenter Bee": [bee, {}],
  Sapling: [sprout, {}],
};

const cache = new Map();

/** A copy of the <svg> `key` of class `cls`, built from `markup()` the first time. */
function svg(key, cls, box, markup) {
  let made = cache.get(key);
  if (!made) {
    made = document.createElementNS(NS, "svg");
    made.setAttribute("viewBox", box);
    made.setAttribute("aria-hidden", "true");
    made.setAttribute("class", cls);
    made.innerHTML = markup();
    cache.set(key, made);
  }
  return made.cloneNode(true);
}

/** The drawing of species `name` (or of "Sapling") as SVG markup in a 100 x 64 box; "" for
 * a name without a drawing. */
export function drawing(name) {
  if (!Object.hasOwn(SPECIES, name)) return "";
  const [draw, looks] = SPECIES[name];
  const style = `stroke="${INK}" stroke-width="1.4" stroke-linejoin="round" stroke-linecap="round"`;
  return `<g ${style}>${draw(looks)}</g>`;
}

/** The picture of species `name` (or of "Sapling"). */
export function picture(name) {
  return svg(name, "fs-pic", "0 0 100 64", () => drawing(name));
}

/** The tree symbol `tree`: its kind's crown in white (on the kind's colour, given by CSS). */
export function symbolIcon(tree) {
  const white = ["#fff", "#fff"];
  return svg(`symbol ${tree}`, "fs-sym-icon", "8 -4 84 70", () =>
    flat(path("M45 62 L47 36 L53 36 L55 62 Z", "#fff"), CROWNS[SPECIES[tree][1].crown](white)),
  );
}
