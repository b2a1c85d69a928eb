// The game's words that come from data (the server's names of animals, plant kinds and
// colours) in the page's language. The names are marked for the renature catalogue in
// server/games/renature/words.py; a plant by colour and kind is one whole name there.

import { t } from "../../i18n.mjs";

/** An animal's, a kind's or a colour's name (the English one the view gives). */
export const word = (name) => t(name);

/** A plant of `colour` and `kind` by name: "white bush". */
export function plantName(colour, kind) {
  const name = `${colour} ${kind}`;
  return t(name);
}

/** A plant of `colour` and `kind` with its article, as the object of a sentence: "a white bush". */
export function aPlant(colour, kind) {
  const name = `${colour === "orange" ? "an" : "a"} ${colour} ${kind}`;
  return t(name);
}
