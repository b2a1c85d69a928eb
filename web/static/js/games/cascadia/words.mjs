// Cascadia's things in words: habitats, animals, tiles, counts.

export const HABITATS = { F: "forest", M: "mountain", P: "prairie", R: "river", W: "wetland" };
export const HABITAT_ORDER = ["F", "M", "P", "R", "W"];
const PLURALS = { bear: "bears", elk: "elk", salmon: "salmon", hawk: "hawks", fox: "foxes" };

/** "3 points", "1 point"; `many` defaults to one + "s". */
export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An animal's name for `n` of them: "bear", "bears", "salmon". */
export const animalName = (animal, n = 1) => (n === 1 ? animal : PLURALS[animal]);

/** "Bear" from "bear". */
export const capital = (word) => word[0].toUpperCase() + word.slice(1);

/** A tile ({habitats: "FR"}) in words: "forest–river tile", "forest keystone tile". */
export function tileWords(tile) {
  const habitats = [...tile.habitats].map((h) => HABITATS[h]).join("–");
  return tile.keystone ? `${habitats} keystone tile` : `${habitats} tile`;
}

/** A list in words: "a, b and c". */
export function listWords(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** `word` with "a" or "an" before it. */
export const a = (word) => `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;

/** A move of the token step or a replacement in words, `animal` the token taken (for the
 * line that asks to confirm it); null for another move. */
export function moveWords(move, animal) {
  switch (move.type) {
    case "token":
      return `Put the ${animal} on the tile shown.`;
    case "return_token":
      return `Return the ${animal} to the bag.`;
    case "wipe":
      return `Spend a nature token to replace ${plural(move.slots.length, "token")}.`;
    case "overpopulation":
      return "Replace the three alike tokens.";
    default:
      return null;
  }
}
