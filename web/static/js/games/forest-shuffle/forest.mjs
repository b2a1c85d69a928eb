// One seat's forest as DOM: each tree (or sapling) with its four slots round it (top above,
// bottom below, left and right beside), the slots a card may go to highlighted. Each tree
// and slot is a cell (a button named in words, as the log names it) for the keyboard's
// moves in the forest's own layout (forest-keys.mjs): one cell is reached by Tab.

import { el } from "../../dom.mjs";
import { t } from "../../i18n.mjs";
import { picture } from "./art.mjs";
import { cardName, faces, nameOf, SAPLING_TEXT, SIDES } from "./cards.mjs";
import { cellId, NEW_TREE } from "./forest-keys.mjs";
import { slotKey } from "./moves.mjs";
import { cardBack, placedFace, pointsBadge, zoomCard } from "./draw.mjs";
import { cardWords, faceWords, SLOT_NAME, SLOT_PLACE, slotWords, treeName, treeWords } from "./words.mjs";

/**
 * The forest `trees` (the view's, for one seat). opts: {targets: Map(slotKey -> {species}),
 * newTree: a tree can be planted, mark: {tree, slot} to highlight or null, pending: the
 * view's card being played or null, points: Map(card -> {points, total}) or null,
 * onSlot(tree, slot), onNewTree(), disabled, label: the forest's name for the keyboard
 * (none: no cell is reached by Tab), focus: the id of the cell reached by Tab}.
 */
export function forestView(trees, opts) {
  const stands = trees.map((tree, i) => stand(tree, i, opts));
  const planting = opts.pending && opts.pending.as === "tree" ? opts.pending.card : null;
  if (planting !== null) {
    stands.push(
      el(
        "div",
        { class: "fs-stand fs-planting" },
        el("span", { class: "fs-trunk" }, placedFace(planting, "tree")),
        el("span", { class: "fs-ghost" }, t("being paid for")),
      ),
    );
  }
  if (opts.newTree) {
    stands.push(
      el(
        "button",
        {
          class: "fs-stand fs-new target",
          "data-action": "new-tree",
          "data-space": NEW_TREE,
          "aria-disabled": opts.disabled && "true",
          onclick: opts.onNewTree,
        },
        t("+ New tree here"),
      ),
    );
  }
  if (!stands.length) stands.push(el("p", { class: "fs-empty" }, t("No trees yet.")));
  const forest = el("div", { class: "fs-forest" }, stands);
  const cells = [...forest.querySelectorAll("[data-space]")];
  for (const cell of cells) cell.tabIndex = -1;
  if (opts.label && cells.length) {
    forest.setAttribute("role", "application");
    forest.setAttribute("aria-roledescription", t("forest"));
    forest.setAttribute("aria-label", opts.label);
    (cells.find((cell) => cell.dataset.space === opts.focus) ?? cells[0]).tabIndex = 0;
  }
  return forest;
}

/** Tree `i` (or a sapling) with its number and its four slots. */
function stand(tree, i, opts) {
  const marked = opts.mark && opts.mark.tree === i;
  const trunk = el(
    "button",
    {
      class: "fs-trunk",
      "data-space": cellId(i, "tree"),
      "aria-label": treeWords(tree, i, opts.points),
      "aria-description": tree.sapling ? SAPLING_TEXT : cardWords(tree.card),
    },
    tree.sapling ? sapling(tree.card) : placed(tree.card, "tree", 1, opts),
  );
  if (!tree.sapling) zoomCard(trunk, tree.card, true);
  return el(
    "div",
    { class: `fs-stand${marked && !opts.mark.slot ? " marked" : ""}`, "data-tree": i },
    el("span", { class: "fs-tree-no", title: t("Tree {number}", { number: i + 1 }), "aria-hidden": "true" }, i + 1),
    trunk,
    SIDES.map((side) => slot(tree, i, side, opts)),
  );
}

/** A sapling: a card back, and its face when the viewer may see it (`card` not null). */
function sapling(card) {
  const face = card === null ? null : el("span", { class: "fs-sapling-face" }, cardName(card));
  const title = card === null ? SAPLING_TEXT : t("{text} ({card})", { text: SAPLING_TEXT, card: cardName(card) });
  const back = cardBack([t("Sapling"), face], { class: "fs-sapling", title });
  back.prepend(el("span", { class: "fs-art" }, picture("Sapling")));
  return back;
}

/** A card face up in the forest, with its live points when shown. */
function placed(card, way, count, opts) {
  const points = opts.points?.get(card);
  return placedFace(card, way, { count, badge: points ? pointsBadge(points) : null });
}

/** One slot of tree `i`: its cards (the last on top, with their count), a card being paid
 * for there, or its side's name; a click plays the card picked there when it may go there,
 * else shows its top card large (a tree's card too). */
function slot(tree, i, side, opts) {
  const cards = tree[side];
  const target = opts.targets.get(slotKey(i, side));
  const pending = opts.pending && opts.pending.tree === i && opts.pending.as === side ? opts.pending : null;
  const marked = opts.mark && opts.mark.tree === i && opts.mark.slot === side;
  const place = SLOT_PLACE[side](treeName(tree, i));
  const kids = [];
  const words = [cards.length ? slotWords(cards, side, treeName(tree, i), opts.points) : t("{place}: empty", { place })];
  if (cards.length) kids.push(placed(cards.at(-1), side, cards.length, opts));
  if (pending) {
    const card = cardName(pending.card, side);
    kids.push(el("span", { class: "fs-ghost" }, t("{card} (being paid for)", { card })));
    words.push(t("{card} (being paid for)", { card }));
  }
  if (target) {
    const card = nameOf(target.species.name);
    kids.push(el("span", { class: "fs-here" }, t("{card} here", { card })));
    words.push(t("play the {card} here", { card }));
  }
  if (!kids.length) kids.push(el("span", { class: "fs-slot-name" }, SLOT_NAME[side]));
  const cls = `fs-slot s-${side}${cards.length ? " full" : ""}${target ? " target" : ""}${marked ? " marked" : ""}`;
  const top = cards.length ? faces(cards.at(-1)).find((f) => f.way === side) : null;
  const cell = el(
    "button",
    {
      class: cls,
      "data-tree": i,
      "data-slot": side,
      "data-space": cellId(i, side),
      "aria-label": words.join("; "),
      "aria-description": top ? faceWords(top) : null,
      "aria-disabled": (!target || opts.disabled) && "true",
      onclick: target && (() => opts.onSlot(i, side)),
    },
    kids,
  );
  return top ? zoomCard(cell, cards.at(-1), !target) : cell;
}
