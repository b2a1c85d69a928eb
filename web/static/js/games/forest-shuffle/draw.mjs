// The project's own card drawings, as DOM: a card's faces with cost, tree symbol, types
// and short texts (effect, bonus, points...), a compact face for the forest, card backs.

import { el } from "../../dom.mjs";
import { CARDS, faces, speciesLines, speciesOf } from "./cards.mjs";

const SHORT = {
  Linden: "Li",
  Oak: "Oak",
  "Silver Fir": "SF",
  Birch: "Bi",
  Beech: "Be",
  Sycamore: "Sy",
  "Douglas Fir": "DF",
  "Horse Chestnut": "HC",
};
const SIDE_MARK = { top: "▲", bottom: "▼", left: "◀", right: "▶" };
const PART_MARK = { effect: "⚡", bonus: "★", ongoing: "∞", slot: "⇆", points: "" };
const PART_NAME = { effect: "Effect", bonus: "Bonus", ongoing: "Always", slot: "Slot", points: "Points" };

/** A CSS-safe form of a name: "Silver Fir" -> "silver-fir". */
const slug = (name) => name.toLowerCase().replace(/[^a-z]+/g, "-");

/** The badge of a tree symbol (its kind's colour and short name). */
function symbolBadge(tree) {
  return el("span", { class: `fs-sym t-${slug(tree)}`, title: `tree symbol: ${tree}` }, SHORT[tree]);
}

/** A card's types, each a word on a pill. */
function typePills(types) {
  return el("span", { class: "fs-types" }, types.map((t) => el("span", { class: `fs-type ty-${slug(t)}` }, t)));
}

/** One line of a card's text, marked by its part (effect, bonus...). */
function textLine({ part, text }) {
  const mark = PART_MARK[part];
  return el(
    "span",
    { class: `fs-text fs-t-${part}`, title: `${PART_NAME[part]}: ${text}` },
    mark ? el("b", {}, `${mark} `) : null,
    text,
  );
}

/** One face of a card (a tree, or a half on `face.way`), with every text when `full`. */
function faceBlock(face, full) {
  const s = face.species;
  const lines = speciesLines(s).filter((l) => full || l.part === "points" || l.part === "ongoing");
  return el(
    "span",
    { class: `fs-face w-${face.way} t-${slug(face.symbol)}` },
    el(
      "span",
      { class: "fs-head" },
      face.way === "tree" ? null : el("span", { class: "fs-half", title: `${face.way} half` }, SIDE_MARK[face.way]),
      el("span", { class: "fs-name" }, s.name),
    ),
    el(
      "span",
      { class: "fs-kinds" },
      full ? el("span", { class: "fs-cost", title: `cost: ${s.cost} cards` }, s.cost) : null,
      typePills(s.types),
      symbolBadge(face.symbol),
    ),
    lines.map(textLine),
  );
}

/** A whole card with every face, as a `tag` (e.g. a button) with `attrs`. */
export function cardFace(id, tag = "span", attrs = {}) {
  const card = CARDS[id];
  const cls = `fs-card k-${card.kind} ${attrs.class ?? ""}`;
  if (card.kind === "winter") {
    return el(tag, { ...attrs, class: `${cls} fs-back` }, el("span", { class: "fs-winter" }, "❄ Winter"));
  }
  return el(tag, { ...attrs, class: cls, "data-card": id }, faces(id).map((f) => faceBlock(f, true)));
}

/** The face `way` of card `id` in a forest, compact; `count` cards when a slot holds several,
 * `badge` (its live points) beside its tree symbol. */
export function placedFace(id, way, { count = 1, badge = null, attrs = {} } = {}) {
  const face = faceBlock(faces(id).find((f) => f.way === way), false);
  const kinds = face.querySelector(".fs-kinds");
  const stacked = count > 1;
  if (stacked) kinds.append(el("span", { class: "fs-count", title: `${count} cards share this slot` }, `×${count}`));
  if (badge) kinds.append(badge);
  const cls = `fs-card fs-placed${stacked ? " stacked" : ""} ${attrs.class ?? ""}`;
  return el("span", { ...attrs, class: cls, "data-card": id, title: speciesOf(id, way).name }, face);
}

/** A card face down: `label` (text or nodes) on a card back (a sapling, the deck). */
export function cardBack(label, attrs = {}) {
  const cls = `fs-card fs-back ${attrs.class ?? ""}`;
  return el("span", { ...attrs, class: cls }, el("span", { class: "fs-back-label" }, label));
}

/** The points badge of a card in the live scores ({points, total}). */
export function pointsBadge({ points, total }) {
  return el(
    "span",
    { class: `fs-points-badge${total ? " total" : ""}`, title: total ? "these cards together" : "this card" },
    total ? `Σ${points}` : `${points}`,
  );
}
