// The seat's legal moves sorted for the screen, and the choice a person makes by clicking:
// a hand card, then where it goes; when paying, the hand cards that pay. Every move handed
// out is one of the given move objects, unchanged; no move is ever made up here.

import { faces } from "./cards.mjs";

/** The key of a slot: tree index and side, "2:left". */
export const slotKey = (tree, slot) => `${tree}:${slot}`;

/** The key of a play among its card's plays: "tree", "sapling", or a half's slot ("2:left"). */
const playKey = (move) => (move.tree === undefined ? move.as : slotKey(move.tree, move.as));

/** The key of a payment: its cards in increasing order, "12,40". */
const payKey = (cards) => [...cards].sort((a, b) => a - b).join(",");

export class MoveIndex {
  /** moves: the seat's legal moves (docs/games/forest-shuffle.md). */
  constructor(moves) {
    this.all = moves;
    this.single = {}; // keep, mulligan, draw, done -> the move
    this.takes = new Map(); // clearing card -> take move
    this.caves = new Map(); // hand card -> cave move
    this.plays = new Map(); // hand card -> Map(playKey -> play move)
    this.pays = new Map(); // payKey -> pay move
    for (const move of moves) {
      if (move.type === "take") this.takes.set(move.card, move);
      else if (move.type === "cave") this.caves.set(move.card, move);
      else if (move.type === "play") {
        if (!this.plays.has(move.card)) this.plays.set(move.card, new Map());
        this.plays.get(move.card).set(playKey(move), move);
      } else if (move.type === "pay") this.pays.set(payKey(move.cards), move);
      else this.single[move.type] = move;
    }
  }

  get empty() {
    return this.all.length === 0;
  }

  /** Whether some payment listed holds every card of `cards`. */
  canPay(cards) {
    for (const move of this.pays.values()) if (cards.every((card) => move.cards.includes(card))) return true;
    return false;
  }

  /** The pay move of exactly `cards` (in any order), or null. */
  payment(cards) {
    return this.pays.get(payKey(cards)) ?? null;
  }
}

/**
 * What a click does, step by step: a hand card is picked (or put in the cave), then a
 * highlighted slot, the new-tree place or a button sends its play; when paying, hand cards
 * are chosen (a chosen one clicked again is let go) and the payment goes once they are as
 * many as it takes.
 */
export class Choice {
  constructor() {
    this.card = null; // the hand card picked
    this.paying = []; // the hand cards chosen to pay with, in the order chosen
  }

  /** Forget the card picked and the cards chosen to pay with. */
  clear() {
    this.card = null;
    this.paying = [];
  }

  /** What clicking hand card `card` does now: "pay", "unpay", "cave", "pick" or null. */
  handRole(step, moves, card) {
    if (step === "pay") {
      if (this.paying.includes(card)) return "unpay";
      return moves.canPay([...this.paying, card]) ? "pay" : null;
    }
    if (step === "cave" && moves.caves.has(card)) return "cave";
    if (moves.plays.has(card)) return "pick";
    return null;
  }

  /** Click hand card `card`: the move to send (a payment complete, cave), or null. */
  clickHand(step, moves, card) {
    switch (this.handRole(step, moves, card)) {
      case "pay":
        this.paying = [...this.paying, card];
        return moves.payment(this.paying);
      case "unpay":
        this.paying = this.paying.filter((c) => c !== card);
        return null;
      case "cave":
        return moves.caves.get(card);
      case "pick":
        this.card = this.card === card ? null : card;
        return null;
      default:
        this.card = null;
        return null;
    }
  }

  /**
   * The places to click now in the seat's forest: {slots: Map(slotKey -> {side, species}),
   * tree: the play move as a new tree or null, sapling: as a sapling or null}: the picked
   * card's listed plays.
   */
  targets(moves) {
    const slots = new Map();
    const plays = this.card === null ? null : moves.plays.get(this.card);
    if (!plays) return { slots, tree: null, sapling: null };
    const species = new Map(faces(this.card).map((face) => [face.way, face.species]));
    for (const move of plays.values()) {
      if (move.tree !== undefined) slots.set(slotKey(move.tree, move.as), { side: move.as, species: species.get(move.as) });
    }
    return { slots, tree: plays.get("tree") ?? null, sapling: plays.get("sapling") ?? null };
  }

  /** Click slot `slot` of tree `tree`: the picked card's play there to send, or null. */
  clickSlot(moves, tree, slot) {
    const move = this.card === null ? null : (moves.plays.get(this.card)?.get(slotKey(tree, slot)) ?? null);
    if (move) this.card = null;
    return move;
  }
}
