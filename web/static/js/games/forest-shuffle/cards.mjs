// Forest Shuffle's cards for the client, read from cards.json: a link to the engine's card
// data (server/games/forest_shuffle/cards.json), which the server serves there. A card is
// named by its id (trees 0-65, top/bottom 66-113, left/right 114-157, Winter 158-160).

import { t } from "../../i18n.mjs";
import DATA from "./cards.json" with { type: "json" };

export const TREES = DATA.trees;
export const SIDES = ["top", "bottom", "left", "right"];
export const HAND_LIMIT = DATA.hand_limit;
export const SAPLING_TEXT = t(DATA.sapling.text);
export const CAVE_TEXT = t(DATA.cave.text);
export const WINTER_CARDS = DATA.cards.filter((c) => c.winter).length;

/** Every species by name: {name, position, types, cost, text, points, share, group?, ...}. */
export const SPECIES = new Map(DATA.species.map((s) => [s.name, s]));

/** Every card by id: {id, kind: "tree" | "split" | "winter", tree?, halves: [{side, species, symbol}]}. */
export const CARDS = DATA.cards.map((raw) => {
  if (raw.winter) return { id: raw.id, kind: "winter", halves: [] };
  if (raw.tree) return { id: raw.id, kind: "tree", tree: SPECIES.get(raw.tree), halves: [] };
  const halves = SIDES.filter((side) => raw[side]).map((side) => ({
    side,
    species: SPECIES.get(raw[side].species),
    symbol: raw[side].symbol,
  }));
  return { id: raw.id, kind: "split", halves };
});

// the parts of a species' text, in the order a card shows them
const TEXT_PARTS = ["effect", "bonus", "ongoing", "slot", "points"];
// points rules under which every card of a species scores the same
const ALIKE = new Set([
  "flat", "per_type", "per_species", "per_full_tree", "per_slot", "if_species", "if_trees",
  "if_tree_species", "if_distinct", "most_trees",
]);

/** The faces of card `id` that can be played face up: [{way, species, symbol}]. */
export function faces(id) {
  const card = CARDS[id];
  if (card.kind === "tree") return [{ way: "tree", species: card.tree, symbol: card.tree.name }];
  return card.halves.map((h) => ({ way: h.side, species: h.species, symbol: h.symbol }));
}

/** The species card `id` shows played `way` ("tree" or a side); null for a sapling. */
export function speciesOf(id, way) {
  return faces(id).find((f) => f.way === way)?.species ?? null;
}

/** The tree symbols card `id` shows (a tree card its own kind, a split card two). */
export function symbols(id) {
  return faces(id).map((f) => f.symbol);
}

/** A species' (or a tree symbol's) name in the page's language. */
export const nameOf = (name) => t(name);

/** The text `part` (effect, bonus...) of a species in the page's language, or "". */
export const partText = (species, part) => (species.text[part] ? t(species.text[part]) : "");

/** The kinds a card may be of (its types), in words. */
const TYPE_NAMES = {
  tree: t("tree"),
  bird: t("bird"),
  paw: t("paw"),
  insect: t("insect"),
  butterfly: t("butterfly"),
  plant: t("plant"),
  mushroom: t("mushroom"),
  amphibian: t("amphibian"),
  deer: t("deer"),
  "cloven-hoofed": t("cloven-hoofed"),
  bat: t("bat"),
};

/** A card type ("paw", "cloven-hoofed") in words. */
export const typeName = (type) => TYPE_NAMES[type] ?? type;

/** A card's name: the species it shows played `way`, or all its faces ("Goshawk/Moss"). */
export function cardName(id, way = null) {
  const card = CARDS[id];
  if (card.kind === "winter") return t("Winter");
  if (way === "sapling") return t("Sapling");
  if (way) return nameOf(speciesOf(id, way)?.name ?? cardName(id));
  return faces(id).map((f) => nameOf(f.species.name)).join("/");
}

/** The short texts of a species, in card order, in the page's language: [{part, text}]
 * (part: effect, bonus, ...). */
export function speciesLines(species) {
  return TEXT_PARTS.filter((part) => species.text[part]).map((part) => ({ part, text: t(species.text[part]) }));
}

/** The key a species scores under in the view's scores (its group's, e.g. "butterflies"). */
export const scoreKey = (species) => species.group ?? species.name;

/** Whether every card of `species` in one forest scores the same points. */
export const scoresAlike = (species) => (species.points ?? []).every((rule) => ALIKE.has(rule.kind));
