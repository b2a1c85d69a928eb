// The board as data: what each space is, the areas' spaces, neighbours, and the questions
// the screen asks of a view (which animals are dead ends).

export const SIZE = 15;
export const KIND_VALUE = { turf: 1, bush: 2, pine: 3, oak: 4 };
export const COLUMNS = "abcdefghijklmno";

// The characters of a board's rows that are not area spaces (legends: docs/games/renature.md):
// the base board's brook and starting spaces; the Valley's meadow, ponds, tree stumps and
// meadow cloud spaces. Every other character is a space of the area of its letter.
const NOT_AREA = { base: ".S", valley: ".~#*" };

/** The name of the space at row `r` (0 at the top) and column `c`: "e4" is r 3, c 4. */
export const cellName = (r, c) => `${COLUMNS[c]}${r + 1}`;

/** The [row, column] of the space named `name`. */
export const cellPosition = (name) => [Number(name.slice(1)) - 1, COLUMNS.indexOf(name[0])];

/** The static layout of a view's board, with lookups the screen needs. */
export class BoardModel {
  constructor(board) {
    this.rows = board.rows;
    this.valley = Array.isArray(board.stumps); // a Valley board (it has tree stumps)
    this.starts = new Set(board.starts); // brook starting spaces, or the Valley's ponds
    this.stumps = new Set(board.stumps ?? []);
    this.cloudSpaces = new Set(); // Valley front: the meadow spaces that start with a cloud
    this.areaSizes = board.area_sizes;
    this.animalNames = board.animals;
    this.kinds = board.kinds;
    this.areaOf = new Map(); // space name -> area letter, as the board is printed
    this.areaCells = {}; // area letter -> [[row, column], ...]
    const plain = NOT_AREA[this.valley ? "valley" : "base"];
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const ch = this.rows[r][c];
        if (ch === "*") this.cloudSpaces.add(cellName(r, c));
        if (plain.includes(ch)) continue;
        const area = ch.toUpperCase();
        this.areaOf.set(cellName(r, c), area);
        (this.areaCells[area] ??= []).push([r, c]);
      }
    }
  }

  /**
   * The areas as they are in `view`: {of: Map space name -> area id, cells: {id: [[row,
   * column], ...]}, sizes: {id: spaces}}. The base board's areas never change; a Valley
   * view lists its areas, which mushrooms grow and join.
   */
  areasIn(view) {
    if (!this.valley) return { of: this.areaOf, cells: this.areaCells, sizes: this.areaSizes };
    const areas = { of: new Map(), cells: {}, sizes: {} };
    for (const [id, area] of Object.entries(view.areas)) {
      areas.cells[id] = area.spaces.map(cellPosition);
      areas.sizes[id] = area.size;
      for (const name of area.spaces) areas.of.set(name, id);
    }
    return areas;
  }

  /** Whether (r, c) is on the board and takes dominoes: not an area space of `areaOf`. */
  isBrook(r, c, areaOf = this.areaOf) {
    return r >= 0 && c >= 0 && r < SIZE && c < SIZE && !areaOf.has(cellName(r, c));
  }

  neighbours(r, c) {
    return [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ].filter(([y, x]) => y >= 0 && x >= 0 && y < SIZE && x < SIZE);
  }

  /**
   * Names of covered brook (or meadow) spaces next to which no domino can ever go: no free
   * neighbour has a free neighbour of its own.
   */
  deadAnimals(view) {
    const { of } = this.areasIn(view);
    const free = (r, c) => this.isBrook(r, c, of) && !(cellName(r, c) in view.animals);
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
