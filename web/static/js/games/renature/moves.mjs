// The seat's legal moves, sorted for the screen. Every move the screen sends is one of
// these objects, unchanged. Spaces are named as in the moves ("e4").

export class MoveIndex {
  constructor(moves) {
    this.all = moves;
    this.places = new Map(); // domino id -> place moves
    this.discards = new Map(); // domino id -> discard move
    this.plants = []; // plant moves
    this.jokers = new Map(); // animal -> joker move
    this.returns = new Map(); // space name -> return move
    this.mushrooms = new Map(); // space name -> mushroom move (Valley)
    this.single = {}; // type -> the one move of that type (skip_plant, skip_mushroom, ...)
    for (const move of moves) {
      if (move.type === "place") {
        if (!this.places.has(move.domino)) this.places.set(move.domino, []);
        this.places.get(move.domino).push(move);
      } else if (move.type === "discard") {
        this.discards.set(move.domino, move);
      } else if (move.type === "plant") {
        this.plants.push(move);
      } else if (move.type === "joker") {
        this.jokers.set(move.animal, move);
      } else if (move.type === "return") {
        this.returns.set(move.cell, move);
      } else if (move.type === "mushroom") {
        this.mushrooms.set(move.cell, move);
      } else {
        this.single[move.type] = move;
      }
    }
  }

  get empty() {
    return this.all.length === 0;
  }

  /** Every space some placement of `domino` covers. */
  placementCells(domino) {
    return new Set((this.places.get(domino) ?? []).flatMap((move) => move.cells));
  }

  /** The spaces that may take `domino`'s other half when one half is on `first`. */
  partnerCells(domino, first) {
    const cells = new Set();
    for (const move of this.places.get(domino) ?? []) {
      const [a, b] = move.cells;
      if (a === first) cells.add(b);
      if (b === first) cells.add(a);
    }
    return cells;
  }

  /**
   * The place move of `domino` on spaces `first` and `second`. `flipped` asks for
   * the domino's second animal on `first`; when only one way round is legal it is that
   * one. Null when neither is legal.
   */
  placement(domino, first, second, flipped) {
    const moves = this.places.get(domino) ?? [];
    const find = (a, b) =>
      moves.find((m) => m.cells[0] === a && m.cells[1] === b) ?? null;
    const wanted = flipped ? find(second, first) : find(first, second);
    return wanted ?? (flipped ? find(first, second) : find(second, first));
  }

  /** The plants that may be placed: [{colour, kind}] without repeats. */
  plantChoices() {
    const seen = new Map();
    for (const move of this.plants) seen.set(`${move.colour}/${move.kind}`, move);
    return [...seen.values()].map(({ colour, kind }) => ({ colour, kind }));
  }

  /** The spaces where a plant of `colour` and `kind` may go. */
  plantCells(colour, kind) {
    return new Set(this.plants.filter((m) => m.colour === colour && m.kind === kind).map((m) => m.cell));
  }

  /** Every space some plant may go on. */
  anyPlantCells() {
    return new Set(this.plants.map((m) => m.cell));
  }

  plantMove(colour, kind, cell) {
    return this.plants.find((m) => m.colour === colour && m.kind === kind && m.cell === cell) ?? null;
  }
}
