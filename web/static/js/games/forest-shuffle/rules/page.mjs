// Forest Shuffle's rules page: the rules as this site plays them (docs/rules/forest-shuffle.md),
// in our own words, with cards and a forest drawn by the game's own card and forest code.

import { el } from "../../../dom.mjs";
import { t } from "../../../i18n.mjs";
import { CARDS, HAND_LIMIT, WINTER_CARDS, cardName, nameOf } from "../cards.mjs";
import { cardBack, cardFace } from "../draw.mjs";
import { forestView } from "../forest.mjs";


/** The id of the first card showing `species` on `side` ("tree" for a tree card). */
function cardWith(side, species) {
  const shows = (card) =>
    side === "tree"
      ? card.tree?.name === species
      : card.halves.some((h) => h.side === side && h.species.name === species);
  return CARDS.find(shows).id;
}

const BEECH = cardWith("tree", "Beech");
const CHAFFINCH = cardWith("top", "Chaffinch");
const HEDGEHOG = cardWith("bottom", "Hedgehog");
const HARE = cardWith("left", "European Hare");
const WINTER = CARDS.find((card) => card.kind === "winter").id;
const FIR = cardWith("tree", "Silver Fir");
const FIR_PAYMENT = CARDS.filter((card) => card.halves.some((h) => h.symbol === "Silver Fir"))
  .slice(0, 2)
  .map((card) => card.id);

function pieces({ section, figure, list }) {
  const cards = el(
    "div",
    { class: "rules-pieces" },
    cardFace(BEECH),
    cardFace(CHAFFINCH),
    cardFace(HARE),
    cardFace(WINTER),
    cardBack(t("Sapling")),
  );
  return section(
    "pieces",
    t("What is in the game"),
    list("ul", [
      t(
        "Tree cards of eight kinds. A tree stands on its own in your forest and has four sides: top, bottom, left " +
          "and right.",
      ),
      t(
        "Cards of two halves, split top and bottom, or left and right. Only one half is ever used: it goes on the " +
          "side of a tree that it shows, and the other half stays hidden.",
      ),
      t(
        "Each tree and each half shows a cost (top left), its kinds (bird, paw, insect...), a tree symbol (a tree " +
          "kind, top right), and what it does and scores.",
      ),
      t("{count} Winter cards, hidden in the lower part of the deck.", { count: WINTER_CARDS }),
      t(
        "The clearing in the middle of the table, where payments go and where anyone may take cards from; and a " +
          "cave for each player.",
      ),
    ]),
    figure(
      cards,
      t(
        "A {tree} tree, a card split top and bottom ({split}), one split left and right ({sides}), a Winter card, " +
          "and a card face down: a sapling.",
        { tree: cardName(BEECH), split: cardName(CHAFFINCH), sides: cardName(HARE) },
      ),
    ),
  );
}

function turn({ section, figure, list }) {
  const beech = { card: BEECH, sapling: false, top: [CHAFFINCH], bottom: [HEDGEHOG], left: [HARE], right: [] };
  const forest = forestView([beech], {
    targets: new Map(),
    newTree: false,
    mark: null,
    pending: null,
    points: null,
    disabled: true,
    onSlot() {},
    onCard() {},
    onNewTree() {},
  });
  return section(
    "turn",
    t("Your turn"),
    el("p", {}, t("On your turn you do one of two things:")),
    list("ol", [
      t(
        "draw two cards, one at a time, each from the top of the deck or from the clearing (your hand holds at " +
          "most {limit});",
        { limit: HAND_LIMIT },
      ),
      t("or play one card from your hand into your forest."),
    ]),
    el("h3", {}, t("Playing a card")),
    list("ul", [
      t("Pay its cost: put that many other cards from your hand into the clearing."),
      t(
        "A tree card becomes a new tree of your forest; each new tree (saplings too) also turns the top card of " +
          "the deck face up into the clearing.",
      ),
      t(
        "A split card goes under one of your trees with the half you choose showing, on that half's side. Each " +
          "side holds one card; only a few animals (hares, toads) may share one.",
      ),
      t("Any card may instead be played face down, for free, as a sapling: a tree of no kind."),
      t(
        "Then the card does what its text says when played (draw cards, take another turn, play another card for " +
          "free...), and gives its bonus as well if every card you paid with shows its tree symbol.",
      ),
    ]),
    figure(
      el(
        "div",
        { class: "rules-pieces" },
        cardFace(FIR),
        el("span", { class: "rules-arrow" }, t("paid with")),
        FIR_PAYMENT.map((id) => cardFace(id)),
      ),
      t(
        "A {fir} costs 2: here it is paid with two cards that both show the {fir} symbol, so its bonus comes too: " +
          "a paw card played for free. The two cards go to the clearing.",
        { fir: cardName(FIR) },
      ),
    ),
    el(
      "p",
      {},
      t(
        "At the end of every turn, a clearing of 10 cards or more is emptied out of the game. Extra turns earned " +
          "are then taken one after another.",
      ),
    ),
    figure(
      el("div", { class: "rules-scroll" }, el("div", { class: "rules-wide" }, forest)),
      t(
        "A {beech} with a {chaffinch} on top (it scores 5 on a {beech}), a {hedgehog} below and a {hare} on its " +
          "left; its right side is still free.",
        {
          beech: cardName(BEECH),
          chaffinch: cardName(CHAFFINCH, "top"),
          hedgehog: cardName(HEDGEHOG, "bottom"),
          hare: cardName(HARE, "left"),
        },
      ),
    ),
  );
}

function end({ section }) {
  return section(
    "end",
    t("The end of the game and scoring"),
    el(
      "p",
      {},
      t("When the last of the {count} Winter cards is revealed, by any draw, the game ends at once: nothing more is played.", {
        count: WINTER_CARDS,
      }),
      " ",
      t(
        "Every card in your forest then scores by its own rule: some a fixed number, some for the cards around " +
          "them, some for sets (different butterflies together, for example), some for having the most of a kind " +
          "at the table.",
      ),
      " ",
      t(
        "The cards in your cave score 1 each if your forest has a {bear} or a {raccoon}. The most points wins; a " +
          "tie is a shared win.",
        { bear: nameOf("Brown Bear"), raccoon: nameOf("Raccoon") },
      ),
    ),
  );
}

function playingHere({ site }) {
  return site([
    t("Click the deck or a card of the clearing to draw."),
    t(
      "Click a hand card to see where it can go: the highlighted sides of your trees, a new tree, or face down as " +
        "a sapling. Then click one of them.",
    ),
    t(
      "Then click the hand cards to pay with (the cards keeping the bonus are marked; click a chosen card again " +
        "to take it back): the payment is made as soon as you have chosen as many as the cost.",
    ),
    t("The points each card scores now are shown beside it, and the table beside the forests has everyone's points."),
    t(
      "With the keyboard: D draws from the deck, C goes to the clearing, H to your hand, F to the forest shown, S " +
        "to the step and its buttons, T (Shift+T back) shows the next player's forest, V shows the card focused " +
        "large. The arrow keys move along the hand and the clearing, and in a forest between the trees and their " +
        "sides (Home and End: the first and the last tree; N and P: the places the card picked may go); Enter " +
        "chooses, Escape lets go of the card picked.",
    ),
    t('Under the forest, "The board in words" tells every forest tree by tree, the clearing, the deck and your hand.'),
  ]);
}

/** Fill `root` with Forest Shuffle's rules, made of the rules page's `parts` (../../../rules-parts.mjs). */
export function drawRules(root, parts) {
  const { goal, setup } = parts;
  root.append(
    goal(
      t(
        "Two to five players each grow a forest: trees, and the animals, plants and mushrooms that live on their " +
          "four sides.",
      ),
      " ",
      t(
        "Cards are played by paying with other cards, so every choice costs something. The game ends when the " +
          "third Winter card turns up, and the forest worth the most points wins.",
      ),
    ),
    pieces(parts),
    setup(
      t("Each player is dealt six cards. A player whose hand has no tree may give it back once for six new cards."),
      " ",
      t("With fewer than five players some cards are left out of the deck. On this site the setup is done for you."),
    ),
    turn(parts),
    end(parts),
    playingHere(parts),
  );
}
