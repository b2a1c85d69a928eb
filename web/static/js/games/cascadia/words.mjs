// Cascadia's things in words: habitats, animals, tiles, counts. Each animal has the forms
// the sentences take it in (a whole message each, so that a language may give each its own
// article and case): its name, "a bear" and "the bear" (as the object of a verb: German
// writes them in the accusative), and "three bears".

import { t, tn } from "../../i18n.mjs";

export const HABITAT_ORDER = ["F", "M", "P", "R", "W"];
export const HABITATS = {
  F: t("forest"),
  M: t("mountain"),
  P: t("prairie"),
  R: t("river"),
  W: t("wetland"),
};
const NAMES = { bear: t("bear"), elk: t("elk"), salmon: t("salmon"), hawk: t("hawk"), fox: t("fox") };
const A = { bear: t("a bear"), elk: t("an elk"), salmon: t("a salmon"), hawk: t("a hawk"), fox: t("a fox") };
const THE = { bear: t("the bear"), elk: t("the elk"), salmon: t("the salmon"), hawk: t("the hawk"), fox: t("the fox") };
const THREE = {
  bear: t("three bears"),
  elk: t("three elk"),
  salmon: t("three salmon"),
  hawk: t("three hawks"),
  fox: t("three foxes"),
};

/** An animal's name: "bear" (in German capitalised, as every noun). */
export const animalName = (animal) => NAMES[animal] ?? animal;

/** "a bear", "an elk": the animal as the object of a sentence. */
export const anAnimal = (animal) => A[animal] ?? animal;

/** "the bear": the animal as the object of a sentence. */
export const theAnimal = (animal) => THE[animal] ?? animal;

/** "three bears"; "three tokens" for no animal. */
export const threeAnimals = (animal) => THREE[animal] ?? t("three tokens");

/** "Bear" from "bear" (any language's word). */
export const capital = (word) => word[0].toUpperCase() + word.slice(1);

/** A tile ({habitats: "FR"}) in words: "forest–river tile", "forest keystone tile". */
export function tileWords(tile) {
  const habitats = [...tile.habitats].map((h) => HABITATS[h]).join("–");
  return tile.keystone ? t("{habitats} keystone tile", { habitats }) : t("{habitats} tile", { habitats });
}

/** A move of the token step or a replacement in words, `animal` the token taken (for the
 * line that asks to confirm it); null for another move. */
export function moveWords(move, animal) {
  switch (move.type) {
    case "token":
      return t("Put {animal} on the tile shown.", { animal: theAnimal(animal) });
    case "return_token":
      return t("Return {animal} to the bag.", { animal: theAnimal(animal) });
    case "wipe":
      return tn(
        "Spend a nature token to replace {n} token.",
        "Spend a nature token to replace {n} tokens.",
        move.slots.length,
      );
    case "overpopulation":
      return t("Replace the three alike tokens.");
    default:
      return null;
  }
}
