// "What can I do now?" for Forest Shuffle: the step of the seat's turn, from its step and
// its legal moves, in a short sentence and in a newcomer's words (docs/games/forest-shuffle.md).

import { t, tn } from "../../../i18n.mjs";
import { HAND_LIMIT, nameOf, partText, SPECIES, WINTER_CARDS } from "../cards.mjs";
import { MoveIndex } from "../moves.mjs";
import { payment, paymentText } from "../payment.mjs";
import { inSentence } from "../steps.mjs";
import { partWord } from "../words.mjs";

const treesFirst = () =>
  t(
    "Every card that is not a tree goes under a tree of yours, on the side its half shows (top, bottom, left or " +
      "right), so trees come first.",
  );

function mulligan(moves) {
  if (moves.single.mulligan) {
    return {
      text: t("Your hand has no tree: keep it, or give it back once for six new cards."),
      detail: [
        treesFirst(),
        t(
          "Without a tree you can still play any card face down as a sapling, a tree of no kind, for free. A new " +
            'hand may be better or worse, and you may swap only once. Choose "Keep this hand" or "Give it back for 6 ' +
            'new cards".',
        ),
      ].join(" "),
    };
  }
  return {
    text: t("Keep your hand to begin: it holds a tree."),
    detail: [t("Only a hand without a tree may be given back."), treesFirst(), t('Choose "Keep this hand".')].join(" "),
  };
}

function action(view, moves, seat) {
  const faceUp = [...moves.plays.values()].filter((plays) => [...plays.values()].some((m) => m.as !== "sapling"));
  const trees = view.forests[seat].length;
  const start = trees
    ? ""
    : t("You have no tree yet: plant a tree (or a face-down sapling) first, since every other card needs one.");
  const winter = t("{out} of the {total} Winter cards are out; the last one ends the game at once.", {
    out: view.winter.length,
    total: WINTER_CARDS,
  });
  return {
    text: moves.single.draw
      ? tn(
          "Draw two cards (from the deck or the clearing), or play a card: {n} card of your hand can be played face up now.",
          "Draw two cards (from the deck or the clearing), or play a card: {n} cards of your hand can be played face up now.",
          faceUp.length,
        )
      : t("Your hand is full ({limit} cards): play a card.", { limit: HAND_LIMIT }),
    detail: [
      start,
      t(
        "To play a card you pay its cost (the number at its top left) with that many other cards from your hand, " +
          "which go to the clearing.",
      ),
      treesFirst(),
      t(
        "Many cards do something when played (draw, another turn, a free card), and give a bonus too when every " +
          "card you paid with shows the played card's tree symbol. Any card may also go face down as a sapling, " +
          "for free.",
      ),
      winter,
      moves.single.draw
        ? t(
            "Choose a hand card to see where it can go (H goes to your hand), or the deck or a clearing card to draw (D draws from the deck).",
          )
        : t("Choose a hand card to see where it can go (H goes to your hand)."),
    ]
      .filter(Boolean)
      .join(" "),
  };
}

function pay(view) {
  const state = payment(view.pending);
  return {
    text: tn(
      "Pay for the {card}: choose {n} card from your hand.",
      "Pay for the {card}: choose {n} cards from your hand.",
      state.cost,
      { card: state.name },
    ),
    detail: [
      t("The cards you pay with go to the clearing, where anyone may take them later."),
      paymentText(view.pending),
      t("Pay with the cards you are least likely to play."),
      tn(
        "Select the hand cards to pay with (select one again to take it back): the payment is made when {n} card is chosen.",
        "Select the hand cards to pay with (select one again to take it back): the payment is made when {n} cards are chosen.",
        state.cost,
      ),
    ].join(" "),
  };
}

/** The values of the task under way: its card, part ("bonus") and text. */
function taskValues(todo) {
  return {
    card: nameOf(todo.for),
    part: partWord(todo.part),
    text: inSentence(partText(SPECIES.get(todo.for), todo.part)),
    count: todo.count,
  };
}

function task(view, moves) {
  const todo = view.tasks.at(-1);
  const values = taskValues(todo);
  if (view.step === "cave") {
    return {
      text: t("{card}'s {part}: put hand cards in your cave ({count} so far), then be done to draw as many.", values),
      detail: t(
        "Each card in your cave is worth 1 point at the end, since you have a Brown Bear or a Raccoon. You draw back " +
          "as many cards as you put in, so this trades cards you do not want for points and new cards.",
      ),
    };
  }
  if (view.step === "mole") {
    return {
      text: t("{card}'s {part}: play more cards, paying for each as usual, or be done.", values),
      detail: t(
        "Each card played now has its effect and bonus as usual. Choose a hand card, or Done when you have played enough.",
      ),
    };
  }
  const can = moves.plays.size;
  return {
    text: can
      ? t("{card}'s {part}: {text}, or be done.", values)
      : t("{card}'s {part}: none of your cards is one it lets you play, so be done.", values),
    detail: [
      t(
        "The {card} lets you {text}: the card goes into your forest at no cost, but has no effect or bonus of its own.",
        values,
      ),
      can
        ? t("Choose a card that fits, then its place in your forest (F goes there); choose Done when you want no more.")
        : t("No card in your hand is of the kind it asks for, so there is nothing to play: choose Done."),
    ].join(" "),
  };
}

function use(view) {
  const values = taskValues(view.tasks.at(-1));
  return {
    text: t("{card}'s {part}: {text}; use it, or skip it.", values),
    detail: t(
      "An effect or a bonus is yours to use or not. Most are worth using; but with two Winter cards out, any card " +
        "drawn may be the third, which ends the game at once: skip a draw if you would rather play on.",
    ),
  };
}

/**
 * What seat `seat` can do now in `view` with its legal `moves`: {text, detail}, or null when
 * it is not its turn or it has no moves.
 */
export function hint(view, moves, seat) {
  if (seat === null || view.step === "over" || view.current !== seat || !moves.length) return null;
  const index = new MoveIndex(moves);
  switch (view.step) {
    case "mulligan":
      return mulligan(index);
    case "action":
      return action(view, index, seat);
    case "draw":
      return {
        text: t("Draw your second card: the top of the deck, or one from the clearing."),
        detail: t(
          "The clearing's cards are open to all; the deck may turn up a Winter card. A hand holds at most {limit} cards.",
          { limit: HAND_LIMIT },
        ),
      };
    case "pay":
      return pay(view);
    case "use":
      return use(view);
    case "free":
    case "mole":
    case "cave":
      return task(view, index);
    default:
      return null;
  }
}
