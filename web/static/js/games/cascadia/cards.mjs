// The scoring cards in our own short words: each card's rule, its table of points (what a
// count scores), as docs/rules/cascadia.md reads them, and a small example of the pattern
// it scores.

import { t } from "../../i18n.mjs";
import { animalName, capital } from "./words.mjs";

const upTo = (n) => Array.from({ length: n }, (_, i) => String(i + 1));
const from = (start, points, open = true) => ({
  counts: points.map((_, i) => `${start + i}${open && i === points.length - 1 ? "+" : ""}`),
  points,
});
const exact = (counts, points) => ({ counts, points });

const RUN = t("A run: salmon in a chain, none touching more than two other salmon.");
const withRun = (rule) => `${rule} ${RUN}`;
const RULES = {
  "bear-A": [t("Count your pairs: groups of exactly two bears."), from(1, [4, 11, 19, 27])],
  "bear-B": [t("Each group of exactly three bears scores 10."), exact(["3"], [10])],
  "bear-C": [t("Each group of one, two or three bears; +3 once for a group of each size."), exact(upTo(3), [2, 5, 8])],
  "bear-D": [t("Each group of two, three or four bears."), exact(["2", "3", "4"], [5, 8, 13])],
  "elk-A": [t("Straight lines of elk, each elk in one line."), exact(upTo(4), [2, 5, 9, 13])],
  "elk-B": [
    t("Shapes: one, two side by side, a triangle, a diamond of four. Each elk in one shape."),
    exact(upTo(4), [2, 5, 9, 13]),
  ],
  "elk-C": [t("Each group of elk, any shape, by its size."), from(1, [2, 4, 7, 10, 14, 18, 23, 28])],
  "elk-D": [t("Elk around one shared centre space, each elk in one circle."), exact(upTo(6), [2, 5, 8, 12, 16, 21])],
  "salmon-A": [withRun(t("Each run by its length.")), from(1, [2, 5, 8, 12, 16, 20, 25])],
  "salmon-B": [withRun(t("Each run by its length.")), from(1, [2, 4, 9, 11, 17])],
  "salmon-C": [withRun(t("Each run of three or more.")), from(3, [10, 12, 15])],
  "salmon-D": [withRun(t("Each run of three or more: 1 per salmon and 1 per other animal touching the run.")), null],
  "hawk-A": [t("Count your hawks with no hawk beside them."), from(1, [2, 5, 8, 11, 14, 18, 22, 26])],
  "hawk-B": [
    t("Count your hawks with no hawk beside them that see another hawk in a straight line."),
    from(2, [5, 9, 12, 16, 20, 24, 28]),
  ],
  "hawk-C": [t("3 for each line of sight: two hawks in a straight line, a space or more apart, no hawk between."), null],
  "hawk-D": [t("Pair hawks that see each other; each pair by the kinds of animal between them."), from(1, [4, 7, 9])],
  "fox-A": [t("Each fox: the kinds of animal beside it, foxes too."), exact(upTo(5), [1, 2, 3, 4, 5])],
  "fox-B": [t("Each fox: the kinds of other animal beside it two or more times."), exact(upTo(3), [3, 5, 7])],
  "fox-C": [t("Each fox: how many of the most common other animal are beside it."), exact(upTo(6), [1, 2, 3, 4, 5, 6])],
  "fox-D": [
    t("Each pair of foxes side by side: the kinds of other animal around the pair two or more times."),
    exact(upTo(4), [5, 7, 9, 11]),
  ],
  family: [t("Each group by its size."), from(1, [2, 5, 9])],
  intermediate: [t("Each group of two or more by its size."), from(2, [5, 8, 12])],
};

// Each card's example: cells "<who><q>,<r>" (axial, as the board's), `who` an animal's
// letter (b e s h f; x: the card's own animal) or "." for an empty space.
const PATTERNS = {
  "bear-A": "b0,0 b1,0 b3,-1 b3,0",
  "bear-B": "b0,0 b1,0 b0,1",
  "bear-C": "b0,0 b2,-1 b2,0 b4,-1 b5,-1 b4,0",
  "bear-D": "b0,0 b1,0 b3,-1 b4,-1 b3,0 b2,1",
  "elk-A": "e0,0 e1,0 e2,0 e3,0",
  "elk-B": "e0,0 e1,0 e0,1 e3,0 e4,-1 e4,0 e3,1",
  "elk-C": "e0,0 e1,0 e1,1 e0,2 e2,-1",
  "elk-D": ".0,0 e1,0 e1,-1 e0,-1 e-1,0 e-1,1",
  "salmon-A": "s0,0 s1,0 s2,-1 s3,-1 s4,-2",
  "salmon-B": "s0,0 s1,0 s2,-1 s3,-1",
  "salmon-C": "s0,0 s1,0 s2,-1",
  "salmon-D": "s0,0 s1,0 s2,-1 b0,-1 f2,0 h0,1",
  "hawk-A": "h0,0 .1,0 h2,0 .0,1 .1,1 h0,2",
  "hawk-B": "h0,0 .1,0 h2,0 .3,0 h4,0",
  "hawk-C": "h0,0 .1,0 .2,0 h3,0",
  "hawk-D": "h0,0 b1,0 f2,0 h3,0",
  "fox-A": "f0,0 b1,0 e1,-1 s0,-1 h-1,0 f-1,1",
  "fox-B": "f0,0 b1,0 b1,-1 e0,-1 e-1,0 s0,1",
  "fox-C": "f0,0 e1,0 e1,-1 e0,-1 b-1,1",
  "fox-D": "f0,0 f1,0 b0,-1 b1,-1 s0,1 s-1,1 h2,0",
  family: "x0,0 x1,0 x0,1 x3,0 x3,-1",
  intermediate: "x0,0 x1,0 x3,-1 x4,-1 x3,0",
};
const LETTERS = { b: "bear", e: "elk", s: "salmon", h: "hawk", f: "fox" };

/**
 * A card by its name ("bear-A", "family-elk"): {animal, title ("Bear A", "Elk · family"),
 * rule, table: {counts: ["1", "2+"], points: [2, 5]} or null, pattern: [{cell: "q,r",
 * animal (null: an empty space)}]}.
 */
export function card(name) {
  const [first, last] = name.split("-");
  const variant = first === "family" || first === "intermediate";
  const animal = variant ? last : first;
  const key = variant ? first : name;
  const [rule, table] = RULES[key];
  const pattern = PATTERNS[key].split(" ").map((part) => ({
    cell: part.slice(1),
    animal: part[0] === "x" ? animal : (LETTERS[part[0]] ?? null),
  }));
  const named = capital(animalName(animal));
  const title =
    first === "family"
      ? t("{animal} · family", { animal: named })
      : first === "intermediate"
        ? t("{animal} · intermediate", { animal: named })
        : t("{animal} {letter}", { animal: named, letter: last });
  return { animal, title, rule, table, pattern };
}
