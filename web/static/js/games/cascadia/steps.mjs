// What the seat whose turn it is does now, in words, for the viewer.

import { seatName } from "../../seats.mjs";
import { a, animalName, listWords, tileWords } from "./words.mjs";

const TURNS = 20;

/**
 * The current step in words: "Turn 3 of 20 · Choose a pair ..." (the viewer's turn) or
 * "... · bob is placing a forest tile." `mode` is the choice's (null, "any", "wipe").
 */
export function stepText(view, names, mode = null) {
  if (view.step === "over") return "The game is over.";
  const seat = view.current;
  const mine = view.seat !== null && view.seat === seat;
  const who = seatName(names, seat);
  const pending = view.turn.pending;
  const turn = `Turn ${view.seats[seat].turns + 1} of ${TURNS}`;
  let text;
  if (view.step === "choose") {
    if (!mine) text = `${who} is choosing a pair.`;
    else if (mode === "any") text = "Nature token: click any tile, then any token.";
    else if (mode === "wipe") text = "Nature token: click the tokens to replace, then Replace.";
    else text = "Choose a pair: click its tile or its token.";
  } else if (view.step === "place") {
    const tile = tileWords(pending.tile);
    text = mine
      ? `Place the ${tile}: click a green spot, turn the tile, then click it again.`
      : `${who} is placing ${a(tile)}.`;
  } else {
    text = mine
      ? `Put the ${pending.animal} on a tile ringed in yellow, or return it to the bag.`
      : `${who} is placing ${a(pending.animal)}.`;
  }
  return `${turn} · ${text}`;
}

/** What happened by itself this turn, in words, or "". */
export function autoText(view) {
  const replaced = view.turn.auto_replaced;
  if (!replaced.length || view.step === "over") return "";
  const animals = listWords(replaced.map((animal) => animalName(animal, 4)));
  return `Four identical tokens were replaced by themselves (${animals}).`;
}
