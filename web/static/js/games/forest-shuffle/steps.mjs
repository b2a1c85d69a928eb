// The step of the turn in words, from the view: what the seat whose turn it is chooses now.

import { seatName } from "../../seats.mjs";
import { cardName, SPECIES } from "./cards.mjs";
import { plural } from "./words.mjs";


/** What the current seat does now, said to it ("you"). */
function todo(view) {
  const pending = view.pending;
  const task = view.tasks.at(-1);
  const why = task ? `${task.for}'s ${task.part}` : "";
  switch (view.step) {
    case "mulligan":
      return "keep your hand, or give back a hand without a tree for six new cards";
    case "action":
      return "draw two cards (from the deck or the clearing), or play a card from your hand";
    case "draw":
      return "draw your second card, from the deck or the clearing";
    case "pay":
      return `choose ${plural(pending.cost, "hand card")} to pay for the ${cardName(pending.card, pending.as)}`;
    case "free": {
      const text = SPECIES.get(task.for).text[task.part];
      return `${why}: ${text.toLowerCase()}, or be done`;
    }
    case "mole":
      return `${why}: play another card, paying for it, or be done`;
    case "cave":
      return `${why}: put hand cards in your cave (${task.count} so far), then be done to draw as many`;
    case "use": {
      const text = SPECIES.get(task.for).text[task.part];
      return `${why}: ${text.toLowerCase()}; use it, or skip it`;
    }
    default:
      return "";
  }
}

/** The step in words for the viewer `view.seat` (names: the seats' names); "" once over. */
export function stepText(view, names) {
  if (view.step === "over" || view.current === null) return "";
  const text = todo(view);
  if (view.current === view.seat) return `${text[0].toUpperCase()}${text.slice(1)}.`;
  const theirs = text.replace(/\byour\b/g, "their").replace(/\byou\b/g, "they");
  return `${seatName(names, view.current)}: ${theirs}.`;
}

/** The turn's extra turns still to come, in words ("" for none). */
export function extraText(view) {
  const n = view.turn.extra_turns;
  return n > 0 ? `${plural(n, "extra turn")} to come.` : "";
}
