// What a game's rules are made of: the parts its rules module (games/<name>/rules/page.mjs)
// builds the rules page with, given to its `drawRules(root, parts)` by pages/rules.mjs.

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

/** A part of the rules, listed in the contents: its id, its title and what it says. */
const section = (id, title, ...body) => el("section", { id }, el("h2", {}, title), ...body);

/** A list ("ul" or "ol") of `items`. */
const list = (tag, items) => el(tag, {}, items.map((item) => el("li", {}, item)));

/** The parts, each a function returning a DOM node. */
export const PARTS = {
  section,
  list,
  /** A picture (or anything drawn) and what it shows. */
  figure: (picture, caption) => el("figure", {}, picture, el("figcaption", {}, caption)),
  /** Figures side by side where there is room. */
  figures: (...items) => el("div", { class: "rules-figures" }, ...items),
  /** A small picture with its name under it. */
  piece: (picture, label) => el("span", { class: "rules-piece" }, picture, el("span", {}, label)),
  /** The section every game opens with: the game in brief, one paragraph of `texts`. */
  goal: (...texts) => section("goal", t("The game in brief"), el("p", {}, ...texts)),
  /** The section on setting up: one paragraph of `texts`. */
  setup: (...texts) => section("setup", t("Setting up"), el("p", {}, ...texts)),
  /** The section every game closes with: how to play on this site, a list of `items`. */
  site: (items) => section("site", t("Playing here"), list("ul", items)),
};
