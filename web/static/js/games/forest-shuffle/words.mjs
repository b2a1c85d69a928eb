// Small helpers for the screen's and the log's words.

import { formatList, t } from "../../i18n.mjs";
import { cardName } from "./cards.mjs";

/** Cards named, as a list in the page's language: "Oak, Moss/Goshawk and Linden". */
export const cardList = (cards) => formatList(cards.map((card) => cardName(card)));

/** A species' effect or bonus (a task's or an event's `part`) in words, for "{card}'s {part}". */
export const partWord = (part) => (part === "bonus" ? t("bonus") : part === "effect" ? t("effect") : part);

/** One of the seat's moves in words (for the line that asks to confirm it). */
export function moveText(move) {
  switch (move.type) {
    case "keep":
      return t("Keep this hand.");
    case "mulligan":
      return t("Give back this hand for six new cards.");
    case "draw":
      return t("Draw a card from the deck.");
    case "take":
      return t("Take the {card} from the clearing.", { card: cardName(move.card) });
    case "play":
      return move.as === "sapling"
        ? t("Play the {card} as a sapling.", { card: cardName(move.card) })
        : t("Play the {card}.", { card: cardName(move.card, move.as) });
    case "pay":
      return t("Pay with {cards}.", { cards: cardList(move.cards) });
    case "cave":
      return t("Put the {card} in your cave.", { card: cardName(move.card) });
    case "use":
      return t("Use this effect or bonus.");
    case "skip":
      return t("Skip this effect or bonus.");
    default:
      return t("End this step.");
  }
}
