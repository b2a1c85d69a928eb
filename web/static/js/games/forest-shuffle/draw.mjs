// The project's own card drawings, as DOM: each face of a card with its cost, name, tree
// symbol and picture (art.mjs), then its texts (every text in full, or its part marks and
// points in short); a compact face for the forest; card backs.

import { el } from "../../dom.mjs";
import { t, tn } from "../../i18n.mjs";
import { zoomable } from "../../zoom.mjs";
import { picture, symbolIcon } from "./art.mjs";
import { CARDS, cardName, faces, nameOf, speciesLines, speciesOf, typeName } from "./cards.mjs";
import { HALF_NAME, PART_LINE } from "./words.mjs";

const SIDE_MARK = { top: "▲", bottom: "▼", left: "◀", right: "▶" };
const PART_MARK = { effect: "⚡", bonus: "★", ongoing: "∞", slot: "⇆", points: "" };
const LARGE = t("(a right click, a long press or V shows the card large)");

/** The name of a species as a face shows it, marked long when it needs a smaller letter. */
function nameTag(species) {
  const name = nameOf(species.name);
  return el("span", { class: name.length > 16 ? "fs-name fs-long" : "fs-name" }, name);
}

/** A CSS-safe form of a name: "Silver Fir" -> "silver-fir". */
const slug = (name) => name.toLowerCase().replace(/[^a-z]+/g, "-");

/** The badge of a tree symbol: its kind's crown on its kind's colour. */
function symbolBadge(tree) {
  return el("span", { class: `fs-sym t-${slug(tree)}`, title: t("Tree symbol: {tree}", { tree: nameOf(tree) }) }, symbolIcon(tree));
}

/** One line of a card's text, marked by its part (effect, bonus...). */
function textLine({ part, text }) {
  const mark = PART_MARK[part];
  return el(
    "span",
    { class: `fs-text fs-t-${part}`, title: PART_LINE[part](text) },
    mark ? el("b", {}, `${mark} `) : null,
    text,
  );
}

/** A species' texts in one line: the marks of its other parts, then its points (or what it
 * always does, for a species without points). */
function shortLine(species) {
  const lines = speciesLines(species);
  const main = lines.find((l) => l.part === "points") ?? lines.find((l) => l.part === "ongoing");
  const marks = lines.filter((l) => l !== main).map((l) => PART_MARK[l.part]);
  return el(
    "span",
    { class: "fs-short" },
    marks.length ? el("b", {}, `${marks.join("")} `) : null,
    main ? (main.part === "ongoing" ? `∞ ${main.text}` : main.text) : "",
  );
}

/** One face of a card (a tree, or a half on `face.way`); `full`: with its types and every
 * text (a card shown large), else its texts in short. */
function faceBlock(face, full) {
  const s = face.species;
  const lines = speciesLines(s);
  return el(
    "span",
    {
      class: `fs-face w-${face.way} t-${slug(face.symbol)}`,
      title: full ? null : [nameOf(s.name), ...lines.map((l) => PART_LINE[l.part](l.text)), LARGE].join("\n"),
    },
    el(
      "span",
      { class: "fs-head" },
      el("span", { class: "fs-cost", title: tn("Cost: {n} card", "Cost: {n} cards", s.cost) }, s.cost),
      nameTag(s),
    ),
    el(
      "span",
      { class: "fs-art" },
      picture(s.name),
      face.way === "tree" ? null : el("span", { class: "fs-half", title: HALF_NAME[face.way] }, SIDE_MARK[face.way]),
      symbolBadge(face.symbol),
    ),
    full ? el("span", { class: "fs-types" }, s.types.map((type) => el("span", { class: `fs-type ty-${slug(type)}` }, typeName(type)))) : null,
    full ? lines.map(textLine) : shortLine(s),
  );
}

/** A whole card with every face, as a `tag` (e.g. a button) with `attrs`; `full`: every text
 * (a card shown large, or on the rules page). */
export function cardFace(id, tag = "span", attrs = {}, full = true) {
  const card = CARDS[id];
  const cls = `fs-card k-${card.kind}${full ? " fs-full" : ""} ${attrs.class ?? ""}`;
  if (card.kind === "winter") {
    return el(tag, { ...attrs, class: `${cls} fs-back` }, el("span", { class: "fs-winter" }, `❄ ${t("Winter")}`));
  }
  return el(tag, { ...attrs, class: cls, "data-card": id }, faces(id).map((f) => faceBlock(f, full)));
}

/** Let `element`, card `id`, open large (zoom.mjs): on a long press or a right click, and on
 * a click too when `click` (a click makes no move there). */
export function zoomCard(element, id, click) {
  zoomable(element, () => ({ content: cardFace(id, "div", { class: "fs-big" }), label: cardName(id) }), { click });
  return element;
}

/** The face `way` of card `id` in a forest, compact: its picture and name; `count` cards
 * when a slot holds several, `badge` (its live points) beside its name. */
export function placedFace(id, way, { count = 1, badge = null, attrs = {} } = {}) {
  const species = speciesOf(id, way);
  const stacked = count > 1;
  const cls = `fs-card fs-placed w-${way}${stacked ? " stacked" : ""} ${attrs.class ?? ""}`;
  return el(
    "span",
    { ...attrs, class: cls, "data-card": id, title: nameOf(species.name) },
    el("span", { class: "fs-art" }, picture(species.name)),
    el(
      "span",
      { class: "fs-tag" },
      nameTag(species),
      stacked
        ? el("span", { class: "fs-count", title: t("{n} cards share this slot", { n: count }) }, `×${count}`)
        : null,
      badge,
    ),
  );
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
    { class: `fs-points-badge${total ? " total" : ""}`, title: total ? t("Points of these cards together") : t("Points of this card") },
    total ? `Σ${points}` : `${points}`,
  );
}
