// The seat's legal moves sorted for the screen, and the choice a person makes by clicking.
// Every move handed out is one of the given move objects, unchanged: none is made up here.

/** The seat's legal moves by kind (docs/games/cascadia.md). */
export class MoveIndex {
  constructor(moves) {
    this.all = moves;
    this.takes = new Map(); // "tile,token" (slots) -> take move
    this.wipes = new Map(); // "0,3" (slots) -> wipe move
    this.places = new Map(); // cell -> Map(rotation -> place move)
    this.tokens = new Map(); // cell -> token move
    this.overpopulation = null;
    this.returnToken = null;
    for (const move of moves) {
      if (move.type === "take") this.takes.set(`${move.tile},${move.token}`, move);
      else if (move.type === "wipe") this.wipes.set(move.slots.join(","), move);
      else if (move.type === "place") {
        if (!this.places.has(move.cell)) this.places.set(move.cell, new Map());
        this.places.get(move.cell).set(move.rotation, move);
      } else if (move.type === "token") this.tokens.set(move.cell, move);
      else if (move.type === "overpopulation") this.overpopulation = move;
      else if (move.type === "return_token") this.returnToken = move;
    }
  }

  get empty() {
    return this.all.length === 0;
  }

  /** The take move of the tile in slot `tile` with the token in slot `token`, or null. */
  take(tile, token) {
    return this.takes.get(`${tile},${token}`) ?? null;
  }

  /** Whether a nature token may take any tile with any token. */
  get anyPair() {
    return [...this.takes.values()].some((m) => m.tile !== m.token);
  }

  /** Whether some place move turns the tile more than one way. */
  get turnable() {
    return [...this.places.values()].some((ways) => ways.size > 1);
  }
}

/**
 * What clicks choose: in the `choose` step a pair (or, with a nature token, a tile and a
 * token; or the tokens to replace), in the `place` step a spot and a rotation, in the
 * `token` step a tile. `mode` is null, "any" (any tile with any token) or "wipe".
 */
export class Choice {
  constructor() {
    this.rotation = 0;
    this.clear();
  }

  /** Forget what was picked (the rotation stays, unless `all`). */
  clear(all = false) {
    this.mode = null;
    this.tile = null;
    this.token = null;
    this.wiped = new Set();
    this.spot = null;
    if (all) this.rotation = 0;
  }

  /** Switch to `mode` ("any" or "wipe"), or back to plain pairs if it is on. */
  toggle(mode) {
    const next = this.mode === mode ? null : mode;
    this.clear();
    this.mode = next;
  }

  // ------------------------------------------------------------ the display

  /** Whether the tile in `slot` may be clicked now. */
  tileOpen(moves, slot) {
    if (this.mode === "wipe") return false;
    if (this.mode === "any") {
      return [...moves.takes.values()].some((m) => m.tile === slot && (this.token === null || m.token === this.token));
    }
    return moves.take(slot, slot) !== null;
  }

  /** Whether the token in `slot` may be clicked now. */
  tokenOpen(moves, slot) {
    if (this.mode === "wipe") return [...moves.wipes.values()].some((m) => m.slots.includes(slot));
    if (this.mode === "any") {
      return [...moves.takes.values()].some((m) => m.token === slot && (this.tile === null || m.tile === this.tile));
    }
    return moves.take(slot, slot) !== null;
  }

  /** Click the tile in `slot`: the take move to send, or null (picked, or let go). */
  clickTile(moves, slot) {
    if (!this.tileOpen(moves, slot)) return null;
    if (this.mode !== "any") return moves.take(slot, slot);
    this.tile = this.tile === slot ? null : slot;
    return this.token === null || this.tile === null ? null : moves.take(this.tile, this.token);
  }

  /** Click the token in `slot`: the take move to send, or null (picked, or let go). */
  clickToken(moves, slot) {
    if (!this.tokenOpen(moves, slot)) return null;
    if (this.mode === "wipe") {
      if (this.wiped.has(slot)) this.wiped.delete(slot);
      else this.wiped.add(slot);
      return null;
    }
    if (this.mode !== "any") return moves.take(slot, slot);
    this.token = this.token === slot ? null : slot;
    return this.token === null || this.tile === null ? null : moves.take(this.tile, this.token);
  }

  /** The wipe move of the tokens picked, or null. */
  wipeMove(moves) {
    const slots = [...this.wiped].sort((a, b) => a - b);
    return moves.wipes.get(slots.join(",")) ?? null;
  }

  // ------------------------------------------------------------ the environment

  /** The rotation the tile would have on `cell`: the one chosen if listed there, else the first listed. */
  rotationAt(moves, cell) {
    const ways = moves.places.get(cell);
    if (!ways) return this.rotation;
    return ways.has(this.rotation) ? this.rotation : ways.keys().next().value;
  }

  /** Turn the tile by `delta` edges (+1: counter-clockwise on the screen). */
  rotate(moves, delta) {
    if (!moves.turnable) return;
    const from = this.spot === null ? this.rotation : this.rotationAt(moves, this.spot);
    this.rotation = (((from + delta) % 6) + 6) % 6;
  }

  /** The place move of the spot picked at the rotation chosen, or null. */
  placeMove(moves) {
    if (this.spot === null) return null;
    return moves.places.get(this.spot)?.get(this.rotationAt(moves, this.spot)) ?? null;
  }

  /**
   * Click cell `cell` of the seat's environment in `step`: the move to send, or null. A
   * spot is picked by the first click and placed by a second click on it.
   */
  clickCell(step, moves, cell) {
    if (step === "token") return moves.tokens.get(cell) ?? null;
    if (step !== "place" || !moves.places.has(cell)) return null;
    if (this.spot === cell) return this.placeMove(moves);
    this.spot = cell;
    return null;
  }
}
