// One seat's forest as DOM: each tree (or sapling) with its four slots round it (top above,
// bottom below, left and right beside), the slots a card may go to highlighted.

import { el } from "../../dom.mjs";
import { t } from "../../i18n.mjs";
import { picture } from "./art.mjs";
import { cardName, nameOf, SAPLING_TEXT, SIDES } from "./cards.mjs";
import { slotKey } from "./moves.mjs";
import { cardBack, placedFace, pointsBadge, zoomCard } from "./draw.mjs";

const SLOT_NAME = { top: t("top"), bottom: t("bottom"), left: t("left"), right: t("right") };

/**
 * The forest `trees` (the view's, for one seat). opts: {targets: Map(slotKey -> {species}),
 * newTree: a tree can be planted, mark: {tree, slot} to highlight or null, pending: the
 * view's card being played or null, points: Map(card -> {points, total}) or null,
 * onSlot(tree, slot), onNewTree(), disabled}.
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
          disabled: opts.disabled,
          onclick: opts.onNewTree,
        },
        t("+ New tree here"),
      ),
    );
  }
  if (!stands.length) stands.push(el("p", { class: "fs-empty" }, t("No trees yet.")));
  return el("div", { class: "fs-forest" }, stands);
}

/** Tree `i` (or a sapling) with its number and its four slots. */
function stand(tree, i, opts) {
  const marked = opts.mark && opts.mark.tree === i;
  const trunk = tree.sapling ? sapling(tree.card) : placed(tree.card, "tree", 1, opts);
  return el(
    "div",
    { class: `fs-stand${marked && !opts.mark.slot ? " marked" : ""}`, "data-tree": i },
    el("span", { class: "fs-tree-no", title: t("Tree {number}", { number: i + 1 }) }, i + 1),
    el("span", { class: "fs-trunk" }, trunk),
    SIDES.map((side) => slot(tree[side], i, side, opts)),
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

/** A card face up in the forest, shown large on a click too when `click` (not a target). */
function placed(card, way, count, opts, click = true) {
  const points = opts.points?.get(card);
  return zoomCard(placedFace(card, way, { count, badge: points ? pointsBadge(points) : null }), card, click);
}

/** One slot: its cards (the last on top, with their count), a card being paid for there,
 * or its side's name; a button when a card may go there. */
function slot(cards, tree, side, opts) {
  const key = slotKey(tree, side);
  const target = opts.targets.get(key);
  const pending = opts.pending && opts.pending.tree === tree && opts.pending.as === side ? opts.pending : null;
  const marked = opts.mark && opts.mark.tree === tree && opts.mark.slot === side;
  const kids = [];
  if (cards.length) kids.push(placed(cards.at(-1), side, cards.length, opts, !target));
  if (pending) kids.push(el("span", { class: "fs-ghost" }, t("{card} (being paid for)", { card: cardName(pending.card, side) })));
  if (target) kids.push(el("span", { class: "fs-here" }, t("{card} here", { card: nameOf(target.species.name) })));
  if (!kids.length) kids.push(el("span", { class: "fs-slot-name" }, SLOT_NAME[side]));
  const cls = `fs-slot s-${side}${cards.length ? " full" : ""}${target ? " target" : ""}${marked ? " marked" : ""}`;
  const attrs = { class: cls, "data-tree": tree, "data-slot": side };
  if (!target) return el("span", attrs, kids);
  return el("button", { ...attrs, disabled: opts.disabled, onclick: () => opts.onSlot(tree, side) }, kids);
}
