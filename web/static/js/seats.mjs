// Seats by name and by colour, for any game.

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

/** The name of seat `seat` (from 0) among `names`, or "Seat n" while it has none. */
export const seatName = (names, seat) => names[seat] ?? t("Seat {n}", { n: seat + 1 });

/** Colours told apart at a glance (the Okabe-Ito palette, also for colour-blind eyes), for
 * the seats of a game whose screen gives them none. */
export const SEAT_COLOURS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#d55e00", "#56b4e9"];

/**
 * The seats' colours of the game on `screen`: a function of the seat giving a CSS colour,
 * the screen's own `seatColor(seat)` when it has one, else one of SEAT_COLOURS.
 */
export const seatColours = (screen) => (seat) =>
  screen.seatColor?.(seat) ?? SEAT_COLOURS[seat % SEAT_COLOURS.length];

/** A small square of `colour`, to put before a seat's name. */
export function swatch(colour) {
  const square = el("span", { class: "swatch", "aria-hidden": "true" });
  square.style.background = colour; // a property, not an attribute: the site allows no inline style
  return square;
}

/**
 * Who plays the seats changed from `before` to `after` (each {players, resigned, away}, as
 * a game client has them): the changes in words, by the seats' new names (which say who
 * stands in for whom), but for the viewer's own `seat`.
 */
export function seatChanges(before, after, seat) {
  const lines = [];
  for (const [at, name] of after.players.entries()) {
    const joined = (list) => after[list].includes(at) && !before[list].includes(at);
    if (at === seat) continue;
    if (joined("resigned")) lines.push(t("{name} plays this seat from now on.", { name }));
    else if (joined("away")) lines.push(t("{name} plays this seat until its player is back.", { name }));
    else if (before.away.includes(at) && !after.away.includes(at)) lines.push(t("{name} took their seat back.", { name }));
  }
  return lines;
}
