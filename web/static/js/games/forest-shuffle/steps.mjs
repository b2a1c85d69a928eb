// The step of the turn in words, from the view: what the seat whose turn it is chooses now,
// said to it ("you") or about it (by name), each a whole sentence of the page's language.

import { language, t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { cardName, nameOf, partText, SPECIES } from "./cards.mjs";
import { partWord } from "./words.mjs";

/** A card's text inside a sentence: lower case in English ("play a paw card for free"). */
export const inSentence = (text) => (language === "en" ? text.toLowerCase() : text);

/** The step in words for the viewer `view.seat` (names: the seats' names); "" once over. */
export function stepText(view, names) {
  if (view.step === "over" || view.current === null) return "";
  const mine = view.current === view.seat;
  const name = seatName(names, view.current);
  const pending = view.pending;
  const task = view.tasks.at(-1);
  const values = task
    ? {
        name,
        card: nameOf(task.for),
        part: partWord(task.part),
        text: inSentence(partText(SPECIES.get(task.for), task.part)),
        count: task.count,
      }
    : { name };
  switch (view.step) {
    case "mulligan":
      return mine
        ? t("Keep your hand, or give back a hand without a tree for six new cards.")
        : t("{name}: keep their hand, or give back a hand without a tree for six new cards.", values);
    case "action":
      return mine
        ? t("Draw two cards (from the deck or the clearing), or play a card from your hand.")
        : t("{name}: draw two cards (from the deck or the clearing), or play a card from their hand.", values);
    case "draw":
      return mine
        ? t("Draw your second card, from the deck or the clearing.")
        : t("{name}: draw their second card, from the deck or the clearing.", values);
    case "pay": {
      const card = cardName(pending.card, pending.as);
      return mine
        ? tn("Choose {n} hand card to pay for the {card}.", "Choose {n} hand cards to pay for the {card}.", pending.cost, {
            card,
          })
        : tn(
            "{name}: choose {n} hand card to pay for the {card}.",
            "{name}: choose {n} hand cards to pay for the {card}.",
            pending.cost,
            { name, card },
          );
    }
    case "free":
      return mine ? t("{card}'s {part}: {text}, or be done.", values) : t("{name}: {card}'s {part}: {text}, or be done.", values);
    case "mole":
      return mine
        ? t("{card}'s {part}: play another card, paying for it, or be done.", values)
        : t("{name}: {card}'s {part}: play another card, paying for it, or be done.", values);
    case "cave":
      return mine
        ? t("{card}'s {part}: put hand cards in your cave ({count} so far), then be done to draw as many.", values)
        : t("{name}: {card}'s {part}: put hand cards in their cave ({count} so far), then be done to draw as many.", values);
    case "use":
      return mine
        ? t("{card}'s {part}: {text}; use it, or skip it.", values)
        : t("{name}: {card}'s {part}: {text}; use it, or skip it.", values);
    default:
      return "";
  }
}

/** The turn's extra turns still to come, in words ("" for none). */
export function extraText(view) {
  const n = view.turn.extra_turns;
  return n > 0 ? tn("{n} extra turn to come.", "{n} extra turns to come.", n) : "";
}
