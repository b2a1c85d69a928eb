// "What can I do now?" for Forest Shuffle: the step of the seat's turn, from its step and
// its legal moves, in a short sentence and in a newcomer's words (docs/games/forest-shuffle.md).

import { HAND_LIMIT, SPECIES, WINTER_CARDS } from "../cards.mjs";
import { MoveIndex } from "../moves.mjs";
import { payment, paymentText } from "../payment.mjs";
import { plural } from "../words.mjs";

const TREES_FIRST =
  "Every card that is not a tree goes under a tree of yours, on the side its half shows (top, bottom, left or " +
  "right), so trees come first.";

function mulligan(moves) {
  if (moves.single.mulligan) {
    return {
      text: "Your hand has no tree: keep it, or give it back once for six new cards.",
      detail:
        `${TREES_FIRST} Without a tree you can still play any card face down as a sapling, a tree of no kind, ` +
        'for free. A new hand may be better or worse, and you may swap only once. Click "Keep this hand" or ' +
        '"Give it back for 6 new cards".',
    };
  }
  return {
    text: "Keep your hand to begin: it holds a tree.",
    detail: `Only a hand without a tree may be given back. ${TREES_FIRST} Click "Keep this hand".`,
  };
}

function action(view, moves, seat) {
  const faceUp = [...moves.plays.values()].filter((plays) => [...plays.values()].some((m) => m.as !== "sapling"));
  const trees = view.forests[seat].length;
  const start = trees
    ? ""
    : "You have no tree yet: plant a tree (or a face-down sapling) first, since every other card needs one. ";
  const winter =
    `${view.winter.length} of the ${WINTER_CARDS} Winter cards are out; the last one ends the game at once.`;
  return {
    text: moves.single.draw
      ? "Draw two cards (from the deck or the clearing), or play a card: " +
        `${plural(faceUp.length, "card")} of your hand can be played face up now.`
      : `Your hand is full (${HAND_LIMIT} cards): play a card.`,
    detail:
      `${start}To play a card you pay its cost (the number at its top left) with that many other cards from your ` +
      `hand, which go to the clearing. ${TREES_FIRST} Many cards do something when played (draw, another turn, a ` +
      "free card), and give a bonus too when every card you paid with shows the played card's tree symbol. " +
      `Any card may also go face down as a sapling, for free. ${winter} Click a hand card to see where it can go` +
      (moves.single.draw ? ", or the deck or a clearing card to draw." : "."),
  };
}

function pay(view) {
  const state = payment(view.pending);
  return {
    text: `Pay for the ${state.name}: choose ${plural(state.cost, "card")} from your hand.`,
    detail:
      `The cards you pay with go to the clearing, where anyone may take them later. ${paymentText(view.pending)} ` +
      "Pay with the cards you are least likely to play. Click hand cards to choose them (click a chosen one " +
      `again to take it back): the payment is made when ${plural(state.cost, "card is", "cards are")} chosen.`,
  };
}

function task(view, moves) {
  const todo = view.tasks.at(-1);
  const why = `${todo.for}'s ${todo.part}`;
  if (view.step === "cave") {
    return {
      text: `${why}: put hand cards in your cave (${todo.count} so far), then be done to draw as many.`,
      detail:
        "Each card in your cave is worth 1 point at the end, since you have a Brown Bear or a Raccoon. You draw back " +
        "as many cards as you put in, so this trades cards you do not want for points and new cards.",
    };
  }
  if (view.step === "mole") {
    return {
      text: `${why}: play more cards, paying for each as usual, or be done.`,
      detail:
        "Each card played now has its effect and bonus as usual. Click a hand card, or Done when you have " +
        "played enough.",
    };
  }
  const can = moves.plays.size;
  const text = SPECIES.get(todo.for).text[todo.part];
  return {
    text: can
      ? `${why}: ${text.toLowerCase()}, or be done.`
      : `${why}: none of your cards is one it lets you play, so be done.`,
    detail:
      `The ${todo.for} lets you ${text.toLowerCase()}: the card goes into your forest at no cost, but has no ` +
      "effect or bonus of its own. " +
      (can
        ? "Click a card that fits, then its slot; click Done when you want no more."
        : "No card in your hand is of the kind it asks for, so there is nothing to play: click Done."),
  };
}

function use(view) {
  const todo = view.tasks.at(-1);
  const text = SPECIES.get(todo.for).text[todo.part];
  return {
    text: `${todo.for}'s ${todo.part}: ${text.toLowerCase()}; use it, or skip it.`,
    detail:
      `An effect or a bonus is yours to use or not. Most are worth using; but with two Winter cards out, ` +
      "any card drawn may be the third, which ends the game at once: skip a draw if you would rather play on.",
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
        text: "Draw your second card: the top of the deck, or one from the clearing.",
        detail:
          "The clearing's cards are open to all; the deck may turn up a Winter card. " +
          `A hand holds at most ${HAND_LIMIT} cards.`,
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
