// The seat's legal moves sorted for the screen, and the choice a person makes by clicking:
// a hand card, then where it goes. Every move handed out is one of the given move objects,
// unchanged; no move is ever made up here.

import { faces, fits } from "./cards.mjs";

/** The key of a slot: tree index and side, "2:left". */
export const slotKey = (tree, slot) => `${tree}:${slot}`;

export class MoveIndex {
  /** moves: the seat's legal moves (docs/games/forest-shuffle.md). */
  constructor(moves) {
    this.all = moves;
    this.single = {}; // keep, mulligan, draw, done -> the move
    this.takes = new Map(); // clearing card -> take move
    this.pays = new Map(); // hand card -> pay move
    this.caves = new Map(); // hand card -> cave move
    this.plays = new Map(); // hand card -> Map(as -> play move)
    this.places = new Map(); // slotKey -> place move
    const by = { take: this.takes, pay: this.pays, cave: this.caves };
    for (const move of moves) {
      if (by[move.type]) by[move.type].set(move.card, move);
      else if (move.type === "play") {
        if (!this.plays.has(move.card)) this.plays.set(move.card, new Map());
        this.plays.get(move.card).set(move.as, move);
      } else if (move.type === "place") this.places.set(slotKey(move.tree, move.slot), move);
      else this.single[move.type] = move;
    }
  }

  get empty() {
    return this.all.length === 0;
  }
}

/**
 * What a click does, step by step: a hand card is picked (or paid, or put in the cave), a
 * highlighted slot or the new-tree place then sends its play; the place move that follows
 * a play is sent by itself for the slot clicked (`follow`).
 */
export class Choice {
  constructor() {
    this.card = null; // the hand card picked
    this.intent = null; // {card, tree, slot}: the slot clicked for a play sent
  }

  /** Forget the card picked (`all`: the slot waiting for its place move too). */
  clear(all = false) {
    this.card = null;
    if (all) this.intent = null;
  }

  /** What clicking hand card `card` does now: "pick", "pay", "cave" or null. */
  handRole(step, moves, card) {
    if (step === "pay" && moves.pays.has(card)) return "pay";
    if (step === "cave" && moves.caves.has(card)) return "cave";
    if (moves.plays.has(card)) return "pick";
    return null;
  }

  /** Click hand card `card`: the move to send (pay, cave), or null (picked or let go). */
  clickHand(step, moves, card) {
    const role = this.handRole(step, moves, card);
    if (role === "pay") return moves.pays.get(card);
    if (role === "cave") return moves.caves.get(card);
    this.card = role === "pick" && this.card !== card ? card : null;
    return null;
  }

  /**
   * The places to click now in the seat's forest `forest`: {slots: Map(slotKey -> {side,
   * species}), tree: the play move as a new tree or null, sapling: as a sapling or null}.
   */
  targets(view, moves, forest) {
    const slots = new Map();
    if (view.step === "place" && view.pending) {
      const face = faces(view.pending.card).find((f) => f.way === view.pending.as);
      for (const move of moves.places.values()) {
        slots.set(slotKey(move.tree, move.slot), { side: move.slot, species: face.species });
      }
      return { slots, tree: null, sapling: null };
    }
    const plays = this.card === null ? null : moves.plays.get(this.card);
    if (!plays) return { slots, tree: null, sapling: null };
    for (const face of faces(this.card)) {
      if (face.way === "tree" || !plays.has(face.way)) continue;
      forest.forEach((tree, i) => {
        if (fits(tree[face.way], face.way, face.species)) {
          slots.set(slotKey(i, face.way), { side: face.way, species: face.species });
        }
      });
    }
    return { slots, tree: plays.get("tree") ?? null, sapling: plays.get("sapling") ?? null };
  }

  /** Click slot `slot` of tree `tree`: the move to send, or null. */
  clickSlot(view, moves, forest, tree, slot) {
    const key = slotKey(tree, slot);
    if (view.step === "place") return moves.places.get(key) ?? null;
    if (this.card === null || !this.targets(view, moves, forest).slots.has(key)) return null;
    const move = moves.plays.get(this.card).get(slot);
    this.intent = { card: this.card, tree, slot };
    this.card = null;
    return move;
  }

  /** After a play was sent for a slot: its place move once the moves come, else null. */
  follow(view, moves) {
    const intent = this.intent;
    this.intent = null;
    if (!intent || view.step !== "place" || view.pending?.card !== intent.card) return null;
    return moves.places.get(slotKey(intent.tree, intent.slot)) ?? null;
  }
}
