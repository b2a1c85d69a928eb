// Live points per card, from the view's scores (points per species, the same for every
// seat): a species whose cards all score alike shows each card's share; one whose cards
// score differently (sets, toads, a bird on its tree...) shows its total on its first card.

import { t } from "../../i18n.mjs";
import { CARDS, SIDES, nameOf, scoreKey, scoresAlike, speciesOf } from "./cards.mjs";

/** Every face-up card of `forest` with the species it shows: [{card, species}], trees first. */
function shown(forest) {
  const out = [];
  for (const tree of forest) {
    if (!tree.sapling) out.push({ card: tree.card, species: CARDS[tree.card].tree });
  }
  for (const tree of forest) {
    for (const side of SIDES) for (const card of tree[side]) out.push({ card, species: speciesOf(card, side) });
  }
  return out;
}

/**
 * The points to show on the cards of `forest` given its seat's `scores` ({key: points}):
 * Map(card -> {points, total}); `total` marks a species' (or group's) points together.
 */
export function cardPoints(forest, scores) {
  const groups = new Map();
  for (const item of shown(forest)) {
    const key = scoreKey(item.species);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(item);
  }
  const out = new Map();
  for (const [key, items] of groups) {
    const points = scores[key] ?? 0;
    const each = points / items.length;
    if (items.every((i) => scoresAlike(i.species)) && Number.isInteger(each)) {
      for (const item of items) out.set(item.card, { points: each, total: false });
    } else {
      out.set(items[0].card, { points, total: true });
    }
  }
  return out;
}

/** The parts of a seat's live score, for a table: [{label, points}] without the total. */
export function scoreParts(scores) {
  const label = { butterflies: t("Butterflies"), cave: t("Cave") };
  return Object.entries(scores)
    .filter(([key]) => key !== "total")
    .map(([key, points]) => ({ label: label[key] ?? nameOf(key), points }));
}
