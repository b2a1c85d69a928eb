// Forest Shuffle's rules page: the rules as this site plays them (docs/rules/forest-shuffle.md),
// in our own words, with cards and a forest drawn by the game's own card and forest code.

import { el } from "../../../dom.mjs";
import { CARDS, HAND_LIMIT, WINTER_CARDS, cardName } from "../cards.mjs";
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
    cardBack("Sapling"),
  );
  return section(
    "pieces",
    "What is in the game",
    list("ul", [
      "Tree cards of eight kinds. A tree stands on its own in your forest and has four sides: top, bottom, left " +
        "and right.",
      "Cards of two halves, split top and bottom, or left and right. Only one half is ever used: it goes on the " +
        "side of a tree that it shows, and the other half stays hidden.",
      "Each tree and each half shows a cost (top left), its kinds (bird, paw, insect...), a tree symbol (a tree " +
        "kind, top right), and what it does and scores.",
      `${WINTER_CARDS} Winter cards, hidden in the lower part of the deck.`,
      "The clearing in the middle of the table, where payments go and where anyone may take cards from; and a " +
        "cave for each player.",
    ]),
    figure(
      cards,
      `A ${cardName(BEECH)} tree, a card split top and bottom (${cardName(CHAFFINCH)}), one split left and right ` +
        `(${cardName(HARE)}), a Winter card, and a card face down: a sapling.`,
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
    "Your turn",
    el("p", {}, "On your turn you do one of two things:"),
    list("ol", [
      "draw two cards, one at a time, each from the top of the deck or from the clearing " +
        `(your hand holds at most ${HAND_LIMIT});`,
      "or play one card from your hand into your forest.",
    ]),
    el("h3", {}, "Playing a card"),
    list("ul", [
      "Pay its cost: put that many other cards from your hand into the clearing.",
      "A tree card becomes a new tree of your forest; each new tree (saplings too) also turns the top card of " +
        "the deck face up into the clearing.",
      "A split card goes under one of your trees with the half you choose showing, on that half's side. Each side " +
        "holds one card; only a few animals (hares, toads) may share one.",
      "Any card may instead be played face down, for free, as a sapling: a tree of no kind.",
      "Then the card does what its text says when played (draw cards, take another turn, play another card for " +
        "free...), and gives its bonus as well if every card you paid with shows its tree symbol.",
    ]),
    figure(
      el(
        "div",
        { class: "rules-pieces" },
        cardFace(FIR),
        el("span", { class: "rules-arrow" }, "paid with"),
        FIR_PAYMENT.map((id) => cardFace(id)),
      ),
      "A Silver Fir costs 2: here it is paid with two cards that both show the Silver Fir symbol, so its bonus " +
      "comes too: " +
        "a paw card played for free. The two cards go to the clearing.",
    ),
    el(
      "p",
      {},
      "At the end of every turn, a clearing of 10 cards or more is emptied out of the game. Extra turns earned " +
        "are then taken one after another.",
    ),
    figure(
      el("div", { class: "rules-scroll" }, el("div", { class: "rules-wide" }, forest)),
      "A Beech with a Chaffinch on top (it scores 5 on a Beech), a Hedgehog below and a European Hare on its " +
        "left; its right side is still free.",
    ),
  );
}

function end({ section }) {
  return section(
    "end",
    "The end of the game and scoring",
    el(
      "p",
      {},
      `When the last of the ${WINTER_CARDS} Winter cards is revealed, by any draw, the game ends at once: ` +
        "nothing more is played. ",
      "Every card in your forest then scores by its own rule: some a fixed number, some for the cards around " +
        "them, some for sets (different butterflies together, for example), some for having the most of a kind at " +
        "the table. ",
      "The cards in your cave score 1 each if your forest has a Brown Bear or a Raccoon. The most points wins; a " +
        "tie is a shared win.",
    ),
  );
}

function playingHere({ site }) {
  return site([
    "Click the deck or a card of the clearing to draw.",
    "Click a hand card to see where it can go: the highlighted sides of your trees, a new tree, or face down as " +
      "a sapling. Then click one of them.",
    "Then click the hand cards to pay with (the cards keeping the bonus are marked; click a chosen card again to " +
      "take it back): the payment is made as soon as you have chosen as many as the cost.",
    "The points each card scores now are shown beside it, and the table beside the forests has everyone's points.",
  ]);
}

/** Fill `root` with Forest Shuffle's rules, made of the rules page's `parts` (../../../rules-parts.mjs). */
export function drawRules(root, parts) {
  const { goal, setup } = parts;
  root.append(
    goal(
      "Two to five players each grow a forest: trees, and the animals, plants and mushrooms that live on their " +
        "four sides. ",
      "Cards are played by paying with other cards, so every choice costs something. The game ends when the " +
        "third Winter card turns up, and the forest worth the most points wins.",
    ),
    pieces(parts),
    setup(
      "Each player is dealt six cards. A player whose hand has no tree may give it back once for six new cards. ",
      "With fewer than five players some cards are left out of the deck. On this site the setup is done for you.",
    ),
    turn(parts),
    end(parts),
    playingHere(parts),
  );
}
