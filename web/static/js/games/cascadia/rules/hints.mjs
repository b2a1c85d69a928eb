// "What can I do now?" for Cascadia: the step of the seat's turn, from its step and its
// legal moves, in a short sentence and in a newcomer's words (docs/games/cascadia.md).

import { card } from "../cards.mjs";
import { MoveIndex } from "../moves.mjs";
import { animalName, capital, listWords, plural, tileWords } from "../words.mjs";

/** The cells of `environment` whose tile is empty and shows `animal`. */
const homes = (environment, animal) =>
  Object.keys(environment).filter((cell) => !environment[cell].token && environment[cell].wildlife.includes(animal));

/** How habitats score in `view`: with the bonus for the largest group unless the table leaves it out. */
const corridors = (view) =>
  "Each habitat scores 1 point per tile of your largest group of joined tiles of that habitat " +
  "(tiles join where the same habitat meets on both sides of an edge)" +
  (view.majorities ? ", plus a bonus for the largest group at the table." : "; this table gives no bonus for the largest.");

/** The tokens of pairs `lost` ([{token, slot}]) that no tile would take, in words. */
function homeless(lost) {
  const them = lost.length > 1;
  const named = capital(listWords(lost.map(({ token, slot }) => `the ${token} in pair ${slot + 1}`)));
  return (
    `${named} would have no tile to go on (no empty tile of yours shows ${them ? "them" : "it"}, nor does ` +
    `${them ? "their own tile" : "its own tile"}) and would go back to the bag. `
  );
}

function choose(view, moves, seat) {
  const environment = view.seats[seat].environment;
  const nature = view.seats[seat].nature;
  const lost = view.display
    .map(({ tile, token }, slot) => ({ tile, token, slot }))
    .filter(({ tile, token }) => tile && token && !homes(environment, token).length && !tile.wildlife.includes(token));
  const places = lost.length ? homeless(lost) : "Every token on offer would find a tile of yours to go on. ";
  const spend = nature
    ? `You have ${plural(nature, "nature token")}: one lets you take any tile with any token, or replace the ` +
      "tokens you choose; each one kept is worth 1 point at the end. "
    : "";
  const three = moves.overpopulation
    ? "Three tokens on offer show the same animal: once this turn you may replace them for free. "
    : "";
  return {
    text:
      "Choose one of the four pairs: a tile and the token under it" +
      (moves.overpopulation ? ", or first replace the three alike tokens." : "."),
    detail:
      "Each turn you take one pair, add its tile to your environment, then put its token on an empty tile of yours " +
      `that shows that animal. ${corridors(view)} The animals score by the five scoring cards beside the display. ` +
      `${places}${three}${spend}Click a pair's tile or its token to take it.`,
  };
}

function place(view, moves) {
  const { tile, animal } = view.turn.pending;
  const keystone = tile.keystone ? "It is a keystone tile: a token put on it earns you a nature token. " : "";
  return {
    text:
      `Place your ${tileWords(tile)} next to your tiles (${plural(moves.places.size, "free spot")}), ` +
      "turned the way you want.",
    detail:
      "A tile may go on any free space touching one of your tiles. Turn it so that its habitats meet the same " +
      `habitats on the tiles around it. ${corridors(view)} ${keystone}Next, the ${animal} you took goes on an empty tile ` +
      `showing it; this tile shows ${listWords(tile.wildlife.map((a) => animalName(a)))}. ` +
      "Click a green spot, turn the tile with the arrow buttons, then click the spot again or Place here.",
  };
}

function token(view, moves, seat) {
  const { animal } = view.turn.pending;
  const environment = view.seats[seat].environment;
  const cells = [...moves.tokens.keys()];
  const keystones = cells.filter((cell) => environment[cell].keystone);
  const scoring = view.cards.map(card).find((c) => c.animal === animal);
  const bonus = keystones.length
    ? `On a keystone tile (${keystones.join(", ")}) it also earns you a nature token. `
    : "";
  return {
    text:
      cells.length === 1
        ? `Put the ${animal} on your one empty tile that shows it, or return it to the bag.`
        : `Put the ${animal} on one of your ${cells.length} empty tiles that show it, or return it to the bag.`,
    detail:
      `Where the ${animal} goes decides what it scores: its card, ${scoring.title}, says "${scoring.rule}" ${bonus}` +
      "A token stays where it is put, and a tile takes one token only, so keep tiles free for the animals you still " +
      "want. Click a tile ringed in yellow, or return the token to the bag.",
  };
}

/**
 * What seat `seat` can do now in `view` with its legal `moves`: {text, detail}, or null when
 * it is not its turn or it has no moves.
 */
export function hint(view, moves, seat) {
  if (seat === null || view.step === "over" || view.current !== seat || !moves.length) return null;
  const index = new MoveIndex(moves);
  if (view.step === "choose") return choose(view, index, seat);
  if (view.step === "place") return place(view, index);
  if (view.step === "token") return token(view, index, seat);
  return null;
}
