// The pieces shown large (../../zoom.mjs): a domino of the hand, an animal of the joker
// row, a plant, and a space of the board with what stands on it. Each is drawn at its
// large size, with what it says in words below it.

import { el, picture } from "../../dom.mjs";
import { t, tn } from "../../i18n.mjs";
import { drawAround } from "./board.mjs";
import { drawAnimal, drawDomino, drawPlant } from "./draw.mjs";
import { plantName, word } from "./words.mjs";

const LARGE = 240; // px: an animal or a plant shown large
const SPACE = 160; // px: a space shown large, with its neighbours around it, veiled
const AROUND = 3; // spaces: the side of the window around a space shown large

const zoom = (label, image, lines) => ({
  label,
  content: el(
    "div",
    { class: "rn-zoom" },
    image,
    lines.map((line) => (typeof line === "string" ? el("p", {}, line) : line)),
  ),
});

/** A domino of the hand (`animals`, `names`: theirs), large. */
export function dominoZoom(animals, names, letters) {
  const words = animals.map((a) => names[a]).join(" – ");
  const paint = (ctx) => drawDomino(ctx, animals, 0, 0, LARGE, { code: letters });
  const image = picture(`zd${animals}${letters}`, LARGE * 2, LARGE, paint, words);
  return zoom(t("Domino: {pair}", { pair: words }), image, []);
}

/** The animal `a` (`name`), large; `joker`: it is the joker now. */
export function animalZoom(a, name, letters, joker) {
  const paint = (ctx) => drawAnimal(ctx, a, 0, 0, LARGE, { code: letters });
  const image = picture(`za${a}${letters}`, LARGE, LARGE, paint, name);
  return zoom(joker ? t("{animal}: the joker", { animal: name }) : name, image, joker ? [t("The joker now.")] : []);
}

/** A plant of `colour` and `kind`, large. */
export function plantZoom(colour, kind, letters) {
  const paint = (ctx) => drawPlant(ctx, colour, kind, 0, 0, LARGE, { letters });
  const name = plantName(colour, kind);
  const image = picture(`zp${colour}${kind}${letters}`, LARGE, LARGE, paint, name);
  return zoom(name, image, []);
}

/**
 * The space `name` of the board and its neighbours, large, with what stands there in
 * words and, in an area, the area's facts (`areaLines`: its tip's lines, or null).
 */
export function spaceZoom(name, { model, view, options, areaLines }) {
  const canvas = el("canvas", { class: "space-zoom", "aria-label": t("space {cell}", { cell: name }) });
  drawAround(canvas, model, view, name, SPACE, AROUND, options);
  const here = [];
  const animal = view.animals[name];
  if (animal !== undefined) {
    const said = word(model.animalNames[animal]);
    here.push(animal === view.joker ? t("{animal} (the joker)", { animal: said }) : said);
  }
  if (name in view.plants) here.push(plantName(...view.plants[name]));
  const token = Object.values(view.areas).find((area) => area.token_cell === name)?.token;
  if (token) here.push(t("the area's token, {main}/{minor}", token));
  if (view.clouds[name]) here.push(tn("a cloud", "{n} clouds", view.clouds[name]));
  if (view.valley?.mushrooms.includes(name)) here.push(t("a mushroom"));
  if (view.valley && name in view.valley.stumps) here.push(t("a tree stump"));
  if (model.starts.has(name)) here.push(model.valley ? t("a pond") : t("a start"));
  const ground = areaLines ?? [model.valley ? t("Meadow, in no area.") : t("Brook, in no area.")];
  const said = here.length ? t("Here: {things}.", { things: here.join(", ") }) : t("Nothing here yet.");
  return zoom(t("Space {cell}", { cell: name }), canvas, [said, ...ground]);
}
