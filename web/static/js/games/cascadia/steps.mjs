// What the seat whose turn it is does now, in words, for the viewer.

import { t } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { anAnimal, theAnimal, tileWords } from "./words.mjs";

const TURNS = 20;

// what four identical tokens replaced by themselves were, by animal
const AUTO = {
  bear: t("Four identical tokens were replaced by themselves (bears)."),
  elk: t("Four identical tokens were replaced by themselves (elk)."),
  salmon: t("Four identical tokens were replaced by themselves (salmon)."),
  hawk: t("Four identical tokens were replaced by themselves (hawks)."),
  fox: t("Four identical tokens were replaced by themselves (foxes)."),
};

/**
 * The current step in words: "Turn 3 of 20 · Choose a pair ..." (the viewer's turn) or
 * "... · bob is placing a forest tile." `mode` is the choice's (null, "any", "wipe").
 */
export function stepText(view, names, mode = null) {
  if (view.step === "over") return t("The game is over.");
  const seat = view.current;
  const mine = view.seat !== null && view.seat === seat;
  const name = seatName(names, seat);
  const pending = view.turn.pending;
  const turn = t("Turn {number} of {turns}", { number: view.seats[seat].turns + 1, turns: TURNS });
  let text;
  if (view.step === "choose") {
    if (!mine) text = t("{name} is choosing a pair.", { name });
    else if (mode === "any") text = t("Nature token: choose any tile, then any token (1 to 4, then 1 to 4).");
    else if (mode === "wipe") text = t("Nature token: choose the tokens to replace (1 to 4), then Replace.");
    else text = t("Choose a pair: its tile or its token (or press 1 to 4).");
  } else if (view.step === "place") {
    const tile = tileWords(pending.tile);
    text = mine
      ? t("Place the {tile}: choose a highlighted spot (N on the board), turn the tile (R), then choose the spot again.", { tile })
      : t("{name} is placing a {tile}.", { name, tile });
  } else {
    text = mine
      ? t("Put {animal} on a tile ringed in yellow, or return it to the bag.", { animal: theAnimal(pending.animal) })
      : t("{name} is placing {animal}.", { name, animal: anAnimal(pending.animal) });
  }
  return `${turn} · ${text}`;
}

/** What happened by itself this turn, in words, or "". */
export function autoText(view) {
  const replaced = view.turn.auto_replaced;
  if (!replaced.length || view.step === "over") return "";
  return [...new Set(replaced)].map((animal) => AUTO[animal]).join(" ");
}
