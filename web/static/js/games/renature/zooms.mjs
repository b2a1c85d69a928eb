// The pieces shown large (../../zoom.mjs): a domino of the hand, an animal of the joker
// row, a plant, and a space of the board with what stands on it. Each is drawn at its
// large size, with what it says in words below it.

import { el, picture } from "../../dom.mjs";
import { drawAround } from "./board.mjs";
import { drawAnimal, drawDomino, drawPlant } from "./draw.mjs";

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
  return zoom(`Domino: ${words}`, image, []);
}

/** The animal `a` (`name`), large; `joker`: it is the joker now. */
export function animalZoom(a, name, letters, joker) {
  const paint = (ctx) => drawAnimal(ctx, a, 0, 0, LARGE, { code: letters });
  const image = picture(`za${a}${letters}`, LARGE, LARGE, paint, name);
  return zoom(joker ? `${name}: the joker` : name, image, joker ? ["The joker now."] : []);
}

/** A plant of `colour` and `kind`, large. */
export function plantZoom(colour, kind, letters) {
  const paint = (ctx) => drawPlant(ctx, colour, kind, 0, 0, LARGE, { letters });
  const image = picture(`zp${colour}${kind}${letters}`, LARGE, LARGE, paint, `${colour} ${kind}`);
  return zoom(`${colour} ${kind}`, image, []);
}

/**
 * The space `name` of the board and its neighbours, large, with what stands there in
 * words and, in an area, the area's facts (`areaLines`: its tip's lines, or null).
 */
export function spaceZoom(name, { model, view, options, areaLines }) {
  const canvas = el("canvas", { class: "space-zoom", "aria-label": `space ${name}` });
  drawAround(canvas, model, view, name, SPACE, AROUND, options);
  const here = [];
  const animal = view.animals[name];
  if (animal !== undefined) here.push(`${model.animalNames[animal]}${animal === view.joker ? " (the joker)" : ""}`);
  if (name in view.plants) here.push(view.plants[name].join(" "));
  const token = Object.values(view.areas).find((area) => area.token_cell === name)?.token;
  if (token) here.push(`the area's token, ${token.main}/${token.minor}`);
  if (view.clouds[name]) here.push(view.clouds[name] > 1 ? `${view.clouds[name]} clouds` : "a cloud");
  if (view.valley?.mushrooms.includes(name)) here.push("a mushroom");
  if (view.valley && name in view.valley.stumps) here.push("a tree stump");
  if (model.starts.has(name)) here.push(model.valley ? "a pond" : "a start");
  const ground = areaLines ?? [model.valley ? "Meadow, in no area." : "Brook, in no area."];
  return zoom(`Space ${name}`, canvas, [here.length ? `Here: ${here.join(", ")}.` : "Nothing here yet.", ...ground]);
}
