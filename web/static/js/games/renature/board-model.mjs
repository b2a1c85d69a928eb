// The board as data: what each space is, the areas' spaces, neighbours, and the questions
// the screen asks of a view (which animals are dead ends, what an area would score).

export const SIZE = 15;
export const KIND_VALUE = { turf: 1, bush: 2, pine: 3, oak: 4 };
export const COLUMNS = "abcdefghijklmno";

/** The name of the space at row `r` (0 at the top) and column `c`: "e4" is r 3, c 4. */
export const cellName = (r, c) => `${COLUMNS[c]}${r + 1}`;

/** The [row, column] of the space named `name`. */
export const cellPosition = (name) => [Number(name.slice(1)) - 1, COLUMNS.indexOf(name[0])];

/** The static layout of a view's board, with lookups the screen needs. */
export class BoardModel {
  constructor(board) {
    this.rows = board.rows;
    this.starts = new Set(board.starts);
    this.areaSizes = board.area_sizes;
    this.animalNames = board.animals;
    this.kinds = board.kinds;
    this.areaOf = new Map(); // space name -> area letter
    this.areaCells = {}; // area letter -> [[row, column], ...]
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const ch = this.rows[r][c];
        if (ch === "." || ch === "S") continue;
        const area = ch.toUpperCase();
        this.areaOf.set(cellName(r, c), area);
        (this.areaCells[area] ??= []).push([r, c]);
      }
    }
  }

  isBrook(r, c) {
    return r >= 0 && c >= 0 && r < SIZE && c < SIZE && !this.areaOf.has(cellName(r, c));
  }

  neighbours(r, c) {
    return [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ].filter(([y, x]) => y >= 0 && x >= 0 && y < SIZE && x < SIZE);
  }

  /** The area's label space: its top-left space. */
  labelCell(area) {
    return this.areaCells[area][0];
  }

  /**
   * Names of covered brook spaces next to which no domino can ever go: no free brook
   * neighbour has a free brook neighbour of its own.
   */
  deadAnimals(view) {
    const free = (r, c) => this.isBrook(r, c) && !(cellName(r, c) in view.animals);
    const dead = new Set();
    for (const name of Object.keys(view.animals)) {
      const [r, c] = cellPosition(name);
      const open = this.neighbours(r, c).some(
        ([y, x]) => free(y, x) && this.neighbours(y, x).some(([v, u]) => free(v, u)),
      );
      if (!open) dead.add(name);
    }
    return dead;
  }
}

/** Each colour's total plant value in `area`: {colour: value}. */
export function areaTotals(model, view, area) {
  const totals = {};
  for (const [r, c] of model.areaCells[area]) {
    const plant = view.plants[cellName(r, c)];
    if (!plant) continue;
    const [colour, kind] = plant;
    totals[colour] = (totals[colour] ?? 0) + KIND_VALUE[kind];
  }
  return totals;
}

/**
 * What each seat would score if `area` were scored now with token {main, minor}:
 * a list of {seat, for: "main" | "minor" | "main+minor", points}. Tied colours count as
 * absent; neutral takes its place but scores nothing.
 */
export function wouldScore(totals, token, seats) {
  const counts = {};
  for (const value of Object.values(totals)) counts[value] = (counts[value] ?? 0) + 1;
  const present = Object.entries(totals)
    .filter(([, value]) => counts[value] === 1)
    .sort((a, b) => b[1] - a[1]);
  const seatOf = (colour) => seats.findIndex((s) => s.colour === colour);
  if (present.length === 0) return [];
  if (present.length === 1) {
    const seat = seatOf(present[0][0]);
    return seat < 0 ? [] : [{ seat, for: "main+minor", points: token.main + token.minor }];
  }
  const awards = [];
  const first = seatOf(present[0][0]);
  const second = seatOf(present[1][0]);
  if (first >= 0) awards.push({ seat: first, for: "main", points: token.main });
  if (second >= 0) awards.push({ seat: second, for: "minor", points: token.minor });
  return awards;
}
