// Small helpers for the screen's and the log's words, and the whole table in words (the
// board in words under the forest): every card's faces as text, every forest tree by tree.

import { formatList, t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { CARDS, CAVE_TEXT, cardName, faces, nameOf, SIDES, speciesLines, typeName, WINTER_CARDS } from "./cards.mjs";
import { cardPoints } from "./score.mjs";

/** Cards named, as a list in the page's language: "Oak, Moss/Goshawk and Linden". */
export const cardList = (cards) => formatList(cards.map((card) => cardName(card)));

/** A species' effect or bonus (a task's or an event's `part`) in words, for "{card}'s {part}". */
export const partWord = (part) => (part === "bonus" ? t("bonus") : part === "effect" ? t("effect") : part);

/** The half of a split card on a side, as a card names it. */
export const HALF_NAME = { top: t("Top half"), bottom: t("Bottom half"), left: t("Left half"), right: t("Right half") };

/** A line of a species' text, by its part. */
export const PART_LINE = {
  effect: (text) => t("Effect: {text}", { text }),
  bonus: (text) => t("Bonus: {text}", { text }),
  ongoing: (text) => t("Always: {text}", { text }),
  slot: (text) => t("Slot: {text}", { text }),
  points: (text) => t("Points: {text}", { text }),
};

/** A slot of a tree as the log names it: "on top of tree 2 (Oak)" (`tree`: the tree's name). */
export const SLOT_PLACE = {
  top: (tree) => t("on top of {tree}", { tree }),
  bottom: (tree) => t("below {tree}", { tree }),
  left: (tree) => t("left of {tree}", { tree }),
  right: (tree) => t("right of {tree}", { tree }),
};

/** The names of the sides, a slot's name. */
export const SLOT_NAME = { top: t("top"), bottom: t("bottom"), left: t("left"), right: t("right") };

/** Tree `i` of a forest (`tree`: the view's, or undefined) as the log names it: "tree 2 (Oak)". */
export function treeName(tree, i) {
  const kind = !tree ? "" : tree.sapling ? t("sapling") : cardName(tree.card);
  return kind ? t("tree {number} ({kind})", { number: i + 1, kind }) : t("tree {number}", { number: i + 1 });
}

/** One face of a card in words ({species, symbol} of `faces`): its name, kinds, cost, tree
 * symbol and every text. */
export function faceWords(face) {
  const s = face.species;
  const values = { name: nameOf(s.name), types: formatList(s.types.map(typeName)), cost: s.cost, symbol: nameOf(face.symbol) };
  const head = t("{name} ({types}, cost {cost}, tree symbol {symbol})", values);
  return [head, ...speciesLines(s).map((l) => PART_LINE[l.part](l.text))].join("; ");
}

/** Card `id` in words, every face, as its picture shows it. */
export function cardWords(id) {
  const card = CARDS[id];
  if (card.kind === "winter") return t("Winter card: the third one out of the deck ends the game.");
  if (card.kind === "tree") return `${faceWords(faces(id)[0])}.`;
  return faces(id).map((f) => `${HALF_NAME[f.way]}: ${faceWords(f)}.`).join(" ");
}

/** Points shown on a card ({points, total} of cardPoints) in words. */
const pointsWords = ({ points, total }) =>
  total
    ? tn("{n} point with the others of its kind", "{n} points with the others of its kind", points)
    : tn("{n} point", "{n} points", points);

/** A card's name with the points shown on it (`points`: Map(card -> {points, total}) or null). */
const withPoints = (name, card, points) => (points?.has(card) ? `${name}, ${pointsWords(points.get(card))}` : name);

/** Tree `i` (the view's `tree`) in words: its name as the log says it, and its points. */
export const treeWords = (tree, i, points) => (tree.sapling ? treeName(tree, i) : withPoints(treeName(tree, i), tree.card, points));

/** The cards of a slot in words, named as the log names the slot: "on top of tree 2 (Oak):
 * Goshawk, 3 points" (`tree`: the tree's name). */
export function slotWords(cards, side, tree, points) {
  return `${SLOT_PLACE[side](tree)}: ${formatList(cards.map((card) => withPoints(cardName(card, side), card, points)))}`;
}

/** The forest `trees` tree by tree, each slot named as the log names it, with the points
 * shown on its cards (`points`: Map(card -> {points, total}), or null when scores are off). */
export function forestWords(trees, points) {
  const lines = [];
  trees.forEach((tree, i) => {
    const free = SIDES.filter((side) => !tree[side].length).map((side) => SLOT_NAME[side]);
    const head = treeWords(tree, i, points);
    lines.push(free.length ? t("{tree}; free: {sides}.", { tree: head, sides: formatList(free) }) : `${head}.`);
    for (const side of SIDES) if (tree[side].length) lines.push(`${slotWords(tree[side], side, treeName(tree, i), points)}.`);
  });
  return lines;
}

/**
 * The whole table in words, for BoardWords: each seat's forest (with its cave, hand and a
 * card being paid for), the deck and the Winter cards, the clearing, the viewer's hand.
 * names: the seats' names; scores: the live points are shown (a setting).
 */
export function tableWords(view, names, scores) {
  const sections = view.seats.map((seat, i) => {
    const trees = view.forests[i];
    const summary = [
      tn("{n} tree", "{n} trees", trees.length),
      tn("cave {n} card", "cave {n} cards", seat.cave_count),
      tn("hand {n} card", "hand {n} cards", seat.hand_count),
    ];
    if (scores) summary.push(tn("{n} point", "{n} points", view.scores[i].total));
    const lines = [`${formatList(summary)}.`, ...forestWords(trees, scores ? cardPoints(trees, view.scores[i]) : null)];
    const pending = view.current === i ? view.pending : null;
    if (pending) {
      const card = cardName(pending.card, pending.as);
      const where =
        pending.as === "tree" || pending.as === "sapling"
          ? t("a new tree")
          : SLOT_PLACE[pending.as](treeName(trees[pending.tree], pending.tree));
      lines.push(t("Being paid for: the {card}, {where}.", { card, where }));
    }
    const name = seatName(names, i);
    return { heading: i === view.seat ? t("{name}'s forest (you)", { name }) : t("{name}'s forest", { name }), lines };
  });
  if (view.seat !== null) sections.unshift(...sections.splice(view.seat, 1)); // the viewer's first
  const clearing = view.clearing.map(cardWords);
  const hand = view.seat === null ? null : view.seats[view.seat].hand;
  return [
    ...sections,
    {
      heading: t("Deck and Winter cards"),
      lines: [
        tn("The deck holds {n} card.", "The deck holds {n} cards.", view.deck.count),
        t("Winter cards out: {out} of {total}; the third ends the game.", { out: view.winter.length, total: WINTER_CARDS }),
        t("The cave: {text}", { text: CAVE_TEXT }),
      ],
    },
    { heading: t("Clearing ({count})", { count: clearing.length }), lines: clearing.length ? clearing : [t("empty")] },
    ...(hand ? [{ heading: t("Your hand ({count})", { count: hand.length }), lines: hand.map(cardWords) }] : []),
  ];
}

/** One of the seat's moves in words (for the line that asks to confirm it). */
export function moveText(move) {
  switch (move.type) {
    case "keep":
      return t("Keep this hand.");
    case "mulligan":
      return t("Give back this hand for six new cards.");
    case "draw":
      return t("Draw a card from the deck.");
    case "take":
      return t("Take the {card} from the clearing.", { card: cardName(move.card) });
    case "play":
      return move.as === "sapling"
        ? t("Play the {card} as a sapling.", { card: cardName(move.card) })
        : t("Play the {card}.", { card: cardName(move.card, move.as) });
    case "pay":
      return t("Pay with {cards}.", { cards: cardList(move.cards) });
    case "cave":
      return t("Put the {card} in your cave.", { card: cardName(move.card) });
    case "use":
      return t("Use this effect or bonus.");
    case "skip":
      return t("Skip this effect or bonus.");
    default:
      return t("End this step.");
  }
}
