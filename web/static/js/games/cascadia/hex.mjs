// The hex grid of an environment: cells named "q,r" (axial, as in the moves), drawn with
// pointed tops; a tile's six edges (edge i faces direction i: east, north-east, north-west,
// west, south-west, south-east) and how a rotation turns them. Positions are in units of a
// hex's radius (centre to corner).

const ROOT3 = Math.sqrt(3);

/** [q, r] of a cell's name "q,r". */
export function parseCell(name) {
  const [q, r] = name.split(",").map(Number);
  return [q, r];
}

/** The name "q,r" of cell (q, r). */
export const cellName = (q, r) => `${q},${r}`;

/** The centre of cell (q, r) in radius units: y grows downwards. */
export function centre(q, r) {
  return [ROOT3 * (q + r / 2), 1.5 * r];
}

/** The name of the cell whose hex holds the point (x, y) in radius units. */
export function cellAt(x, y) {
  const r = (2 / 3) * y;
  const q = x / ROOT3 - r / 2;
  return cellName(...roundAxial(q, r));
}

function roundAxial(q, r) {
  const s = -q - r;
  let [rq, rr, rs] = [Math.round(q), Math.round(r), Math.round(s)];
  const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return [rq + 0, rr + 0]; // + 0 turns -0 into 0
}

/** The six corners of a hex of radius `size` centred on (x, y), from the top, clockwise. */
export function corners(x, y, size) {
  return [0, 1, 2, 3, 4, 5].map((k) => {
    const angle = (Math.PI / 3) * k - Math.PI / 2;
    return [x + size * Math.cos(angle), y + size * Math.sin(angle)];
  });
}

/** The two corners (indexes into `corners`) at the ends of edge `i`. */
export function edgeCorners(i) {
  return [(7 - i) % 6, (8 - i) % 6];
}

/**
 * A tile's six edge habitats at `rotation`: `habitats` is one letter (a keystone: all six)
 * or two (the first on edges 0-2 at rotation 0); rotation k moves each habitat k edges on.
 */
export function turnEdges(habitats, rotation) {
  const [a, b = a] = habitats;
  const flat = [a, a, a, b, b, b];
  return flat.map((_, i) => flat[(((i - rotation) % 6) + 6) % 6]).join("");
}

/** The box around the hexes of `cells` (names), in radius units: {left, top, right, bottom}. */
export function bounds(cells) {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const name of cells) {
    const [x, y] = centre(...parseCell(name));
    box.left = Math.min(box.left, x - ROOT3 / 2);
    box.right = Math.max(box.right, x + ROOT3 / 2);
    box.top = Math.min(box.top, y - 1);
    box.bottom = Math.max(box.bottom, y + 1);
  }
  return box;
}
