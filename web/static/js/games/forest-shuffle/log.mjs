// The game log in words: each event a seat may see becomes a line; a line about a slot or a
// tree of a forest carries it as its mark ({seat, tree, slot}) for highlighting. Every line
// is one whole sentence of the page's language.

import { formatList, t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { cardName, nameOf, WINTER_CARDS } from "./cards.mjs";
import { cardList, treeName } from "./words.mjs";

/** "{name} plays the {card} ({half}) on top of {tree}." and the like, by side and cost. */
const PLAY_ON = {
  top: (v) => t("{name} plays the {card} ({half}) on top of {tree}.", v),
  bottom: (v) => t("{name} plays the {card} ({half}) below {tree}.", v),
  left: (v) => t("{name} plays the {card} ({half}) left of {tree}.", v),
  right: (v) => t("{name} plays the {card} ({half}) right of {tree}.", v),
};
const PLAY_FREE_ON = {
  top: (v) => t("{name} plays the {card} for free ({half}) on top of {tree}.", v),
  bottom: (v) => t("{name} plays the {card} for free ({half}) below {tree}.", v),
  left: (v) => t("{name} plays the {card} for free ({half}) left of {tree}.", v),
  right: (v) => t("{name} plays the {card} for free ({half}) right of {tree}.", v),
};
/** The half of a split card played, "top half of Goshawk/Moss". */
const HALF_OF = {
  top: (cards) => t("top half of {cards}", { cards }),
  bottom: (cards) => t("bottom half of {cards}", { cards }),
  left: (cards) => t("left half of {cards}", { cards }),
  right: (cards) => t("right half of {cards}", { cards }),
};

/**
 * Lines for one update's events: [{text, seat, mark?}]. `names` name the seats; `forests`
 * are the view's forests (trees keep their place, so a tree index names a tree for good).
 * Draws in a row by one seat for one reason make one line.
 */
export function describe(events, { names, forests }) {
  const lines = [];
  const who = (seat) => seatName(names, seat);
  const tree = (seat, i) => treeName(forests[seat]?.[i], i);
  const add = (seat, text, mark) => lines.push(mark ? { seat, text, mark } : { seat, text });
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const name = e.seat === undefined || e.seat === null ? "" : who(e.seat);
    switch (e.type) {
      case "keep":
        add(e.seat, t("{name} keeps the hand dealt.", { name }));
        break;
      case "mulligan":
        add(
          e.seat,
          tn(
            "{name} gives back a hand of {n} card without a tree.",
            "{name} gives back a hand of {n} cards without a tree.",
            e.count,
            { name },
          ),
        );
        break;
      case "draw": {
        const run = [e];
        while (events[i + 1]?.type === "draw" && events[i + 1].seat === e.seat && events[i + 1].for === e.for) {
          run.push(events[++i]);
        }
        add(e.seat, drawLine(name, e.for, run));
        break;
      }
      case "hand_full":
        add(
          e.seat,
          tn("{name}'s hand is full: {n} draw not taken.", "{name}'s hand is full: {n} draws not taken.", e.missed, {
            name,
          }),
        );
        break;
      case "winter": {
        const values = { count: e.count, total: WINTER_CARDS };
        add(
          null,
          e.count >= WINTER_CARDS
            ? t("Winter card {count} of {total} comes out of the deck: the game ends.", values)
            : t("Winter card {count} of {total} comes out of the deck.", values),
        );
        break;
      }
      case "take":
        add(e.seat, t("{name} takes {card} from the clearing.", { name, card: cardName(e.card) }));
        break;
      case "play":
        if (e.as === "tree" || e.as === "sapling") add(e.seat, playLine(name, e));
        else {
          const values = {
            name,
            card: cardName(e.card, e.as),
            half: HALF_OF[e.as](cardName(e.card)),
            tree: tree(e.seat, e.tree),
          };
          add(e.seat, (e.free ? PLAY_FREE_ON : PLAY_ON)[e.as](values), { seat: e.seat, tree: e.tree, slot: e.as });
        }
        break;
      case "pay": {
        const values = { name, cards: cardList(e.cards) };
        add(
          e.seat,
          e.bonus
            ? t("{name} pays with {cards} (bonus condition met).", values)
            : t("{name} pays with {cards} (bonus condition not met).", values),
        );
        break;
      }
      case "played":
        add(e.seat, playedLine(name, e), {
          seat: e.seat,
          tree: e.tree,
          slot: e.way === "tree" || e.way === "sapling" ? null : e.way,
        });
        break;
      case "reveal":
        add(e.seat, t("A new tree: the top card of the deck goes to the clearing."));
        break;
      case "extra_turn":
        add(e.seat, t("{name} earns another turn ({card}).", { name, card: nameOf(e.for) }));
        break;
      case "to_cave":
        add(
          e.seat,
          e.from === "clearing"
            ? tn(
                "{name} puts the {n} card of the clearing in the cave.",
                "{name} puts the {n} cards of the clearing in the cave.",
                e.count,
                { name },
              )
            : e.card === undefined
              ? t("{name} puts a card from the hand in the cave.", { name })
              : t("{name} puts {card} from the hand in the cave.", { name, card: cardName(e.card) }),
        );
        break;
      case "done":
        add(e.seat, t("{name} is done with the {card}.", { name, card: nameOf(e.for) }));
        break;
      case "use":
      case "skip":
        add(e.seat, useLine(e.type, e.part, { name, card: nameOf(e.for) }));
        break;
      case "clear":
        add(
          null,
          tn("The clearing holds {n} card: they go to the box.", "The clearing holds {n} cards: they go to the box.", e.count),
        );
        break;
      case "turn":
        add(e.seat, e.extra ? t("{name} takes another turn.", { name }) : t("{name}'s turn.", { name }));
        break;
      case "game_over": {
        const winners = e.result.winners.map(who);
        add(
          null,
          winners.length > 1
            ? t("The game is over. {names} win.", { names: formatList(winners) })
            : t("The game is over. {name} wins.", { name: winners[0] ?? "" }),
        );
        break;
      }
      default:
        break;
    }
  }
  return lines;
}

/** "{name} uses the {card}'s bonus." and the like. */
function useLine(type, part, values) {
  if (type === "use") {
    return part === "bonus" ? t("{name} uses the {card}'s bonus.", values) : t("{name} uses the {card}'s effect.", values);
  }
  return part === "bonus" ? t("{name} skips the {card}'s bonus.", values) : t("{name} skips the {card}'s effect.", values);
}

/** A run of draws for one reason in one sentence, with the cards the viewer saw. */
function drawLine(name, why, run) {
  const seen = run.filter((e) => e.card !== undefined).map((e) => e.card);
  const n = run.length;
  const values = { name, cards: cardList(seen), card: nameOf(why) };
  if (seen.length) {
    switch (why) {
      case "turn":
        return tn("{name} draws a card from the deck: {cards}.", "{name} draws {n} cards from the deck: {cards}.", n, values);
      case "deal":
        return tn("{name} draws a card (dealt): {cards}.", "{name} draws {n} cards (dealt): {cards}.", n, values);
      case "mulligan":
        return tn("{name} draws a card (a new hand): {cards}.", "{name} draws {n} cards (a new hand): {cards}.", n, values);
      default:
        return tn("{name} draws a card for the {card}: {cards}.", "{name} draws {n} cards for the {card}: {cards}.", n, values);
    }
  }
  switch (why) {
    case "turn":
      return tn("{name} draws a card from the deck.", "{name} draws {n} cards from the deck.", n, values);
    case "deal":
      return tn("{name} draws a card (dealt).", "{name} draws {n} cards (dealt).", n, values);
    case "mulligan":
      return tn("{name} draws a card (a new hand).", "{name} draws {n} cards (a new hand).", n, values);
    default:
      return tn("{name} draws a card for the {card}.", "{name} draws {n} cards for the {card}.", n, values);
  }
}

/** A tree or a sapling played, in words. */
function playLine(name, e) {
  if (e.as === "sapling") {
    return e.card === undefined
      ? t("{name} plays a card face down as a sapling.", { name })
      : t("{name} plays a card face down as a sapling ({card}).", { name, card: cardName(e.card) });
  }
  return t("{name} plants a new tree: {card}.", { name, card: cardName(e.card) });
}

/** A card entering a forest, in words. */
function playedLine(name, e) {
  if (e.way === "sapling") {
    return e.bonus
      ? t("The sapling enters {name}'s forest, with its bonus.", { name })
      : t("The sapling enters {name}'s forest.", { name });
  }
  const card = cardName(e.card, e.way);
  return e.bonus
    ? t("The {card} enters {name}'s forest, with its bonus.", { name, card })
    : t("The {card} enters {name}'s forest.", { name, card });
}
