// Small helpers for the screen's and the log's words.

import { cardName } from "./cards.mjs";

/** `n` and its noun: "1 card", "2 cards". */
export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One of the seat's moves in words (for the line that asks to confirm it). */
export function moveText(move) {
  switch (move.type) {
    case "keep":
      return "Keep this hand.";
    case "mulligan":
      return "Give back this hand for six new cards.";
    case "draw":
      return "Draw a card from the deck.";
    case "take":
      return `Take the ${cardName(move.card)} from the clearing.`;
    case "play":
      return move.as === "sapling"
        ? `Play the ${cardName(move.card)} as a sapling.`
        : `Play the ${cardName(move.card, move.as)}.`;
    case "pay":
      return `Pay with ${move.cards.map((card) => cardName(card)).join(", ")}.`;
    case "cave":
      return `Put the ${cardName(move.card)} in your cave.`;
    case "use":
      return "Use this effect or bonus.";
    case "skip":
      return "Skip this effect or bonus.";
    default:
      return "End this step.";
  }
}
