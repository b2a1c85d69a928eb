// "What can I do now?" for Cascadia: the step of the seat's turn, from its step and its
// legal moves, in a short sentence and in a newcomer's words (docs/games/cascadia.md).

import { formatList, t, tn } from "../../../i18n.mjs";
import { card } from "../cards.mjs";
import { MoveIndex } from "../moves.mjs";
import { animalName, capital, theAnimal, tileWords } from "../words.mjs";

/** The cells of `environment` whose tile is empty and shows `animal`. */
const homes = (environment, animal) =>
  Object.keys(environment).filter((cell) => !environment[cell].token && environment[cell].wildlife.includes(animal));

/** How habitats score in `view`: with the bonus for the largest group unless the table leaves it out. */
const corridors = (view) =>
  view.majorities
    ? t(
        "Each habitat scores 1 point per tile of your largest group of joined tiles of that habitat " +
          "(tiles join where the same habitat meets on both sides of an edge), plus a bonus for the largest " +
          "group at the table.",
      )
    : t(
        "Each habitat scores 1 point per tile of your largest group of joined tiles of that habitat " +
          "(tiles join where the same habitat meets on both sides of an edge); this table gives no bonus for " +
          "the largest.",
      );

/** The tokens of pairs `lost` ([{token, slot}]) that no tile would take, in words. */
function homeless(lost) {
  const tokens = formatList(
    lost.map(({ token, slot }) => t("{animal} in pair {pair}", { animal: theAnimal(token), pair: slot + 1 })),
  );
  const said =
    lost.length > 1
      ? t(
          "{tokens} would have no tile to go on (no empty tile of yours shows them, nor does their own tile) " +
            "and would go back to the bag.",
          { tokens },
        )
      : t(
          "{tokens} would have no tile to go on (no empty tile of yours shows it, nor does its own tile) " +
            "and would go back to the bag.",
          { tokens },
        );
  return capital(said);
}

function choose(view, moves, seat) {
  const environment = view.seats[seat].environment;
  const nature = view.seats[seat].nature;
  const lost = view.display
    .map(({ tile, token }, slot) => ({ tile, token, slot }))
    .filter(({ tile, token }) => tile && token && !homes(environment, token).length && !tile.wildlife.includes(token));
  const sentences = [
    t(
      "Each turn you take one pair, add its tile to your environment, then put its token on an empty tile of " +
        "yours that shows that animal.",
    ),
    corridors(view),
    t("The animals score by the five scoring cards beside the display."),
    lost.length ? homeless(lost) : t("Every token on offer would find a tile of yours to go on."),
  ];
  if (moves.overpopulation) {
    sentences.push(t("Three tokens on offer show the same animal: once this turn you may replace them for free."));
  }
  if (nature) {
    sentences.push(
      tn(
        "You have {n} nature token: one lets you take any tile with any token, or replace the tokens you " +
          "choose; each one kept is worth 1 point at the end.",
        "You have {n} nature tokens: one lets you take any tile with any token, or replace the tokens you " +
          "choose; each one kept is worth 1 point at the end.",
        nature,
      ),
    );
  }
  sentences.push(t("Choose a pair's tile or its token to take it (or press 1 to 4)."));
  return {
    text: moves.overpopulation
      ? t("Choose one of the four pairs: a tile and the token under it, or first replace the three alike tokens.")
      : t("Choose one of the four pairs: a tile and the token under it."),
    detail: sentences.join(" "),
  };
}

function place(view, moves) {
  const { tile, animal } = view.turn.pending;
  const sentences = [
    t(
      "A tile may go on any free space touching one of your tiles. Turn it so that its habitats meet the same " +
        "habitats on the tiles around it.",
    ),
    corridors(view),
  ];
  if (tile.keystone) sentences.push(t("It is a keystone tile: a token put on it earns you a nature token."));
  sentences.push(
    t("Next, {animal} you took goes on an empty tile showing it; this tile shows {animals}.", {
      animal: theAnimal(animal),
      animals: formatList(tile.wildlife.map(animalName)),
    }),
    t(
      "Choose a free spot next to your tiles (highlighted; N on the board goes to the next one), turn the tile " +
        "with the arrow buttons (or press R), then choose the spot again or Place here (or press Enter).",
    ),
  );
  return {
    text: tn(
      "Place your {tile} next to your tiles ({n} free spot), turned the way you want.",
      "Place your {tile} next to your tiles ({n} free spots), turned the way you want.",
      moves.places.size,
      { tile: tileWords(tile) },
    ),
    detail: sentences.join(" "),
  };
}

function token(view, moves, seat) {
  const { animal } = view.turn.pending;
  const environment = view.seats[seat].environment;
  const cells = [...moves.tokens.keys()];
  const keystones = cells.filter((cell) => environment[cell].keystone);
  const scoring = view.cards.map(card).find((c) => c.animal === animal);
  const it = theAnimal(animal);
  const sentences = [
    t('Where {animal} goes decides what it scores: its card, {card}, says "{rule}"', {
      animal: it,
      card: scoring.title,
      rule: scoring.rule,
    }),
  ];
  if (keystones.length) {
    sentences.push(t("On a keystone tile ({cells}) it also earns you a nature token.", { cells: keystones.join(", ") }));
  }
  sentences.push(
    t(
      "A token stays where it is put, and a tile takes one token only, so keep tiles free for the animals you " +
        "still want. Choose one of the tiles where it may go (ringed; N on the board goes to the next one), or " +
        "return the token to the bag (B).",
    ),
  );
  return {
    text:
      cells.length === 1
        ? t("Put {animal} on your one empty tile that shows it, or return it to the bag.", { animal: it })
        : t("Put {animal} on one of your {n} empty tiles that show it, or return it to the bag.", {
            animal: it,
            n: cells.length,
          }),
    detail: sentences.join(" "),
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
