// Small pictures for the panels around the board: a player colour's swatch, plants,
// animals and dominoes.

import { el, picture } from "../../dom.mjs";
import { COLOUR_LETTER, PLAYER_COLOURS, drawAnimal, drawDomino, drawPlant, inkOn } from "./draw.mjs";
import { plantName, word } from "./words.mjs";

export const KINDS = ["turf", "bush", "pine", "oak"];

/** A round swatch of the player colour `colour` (`letters`: with its letter on it). */
export function swatch(colour, letters) {
  const node = el("span", { class: "colour-swatch", title: word(colour) }, letters ? COLOUR_LETTER[colour] : "");
  node.style.background = PLAYER_COLOURS[colour];
  node.style.color = inkOn(colour);
  return node;
}

export function plantIcon(colour, kind, size, letters) {
  return picture(
    `p${colour}${kind}${size}${letters}`,
    size,
    size,
    (ctx) => drawPlant(ctx, colour, kind, 0, 0, size, { letters }),
    plantName(colour, kind),
  );
}

export function animalIcon(animal, name, size, code) {
  return picture(`a${animal}${size}${code}`, size, size, (ctx) => drawAnimal(ctx, animal, 0, 0, size, { code }), name);
}

export function dominoIcon(animals, names, size, code) {
  return picture(
    `d${animals.join("-")}${size}${code}`,
    size * 2 + 2,
    size + 2,
    (ctx) => drawDomino(ctx, animals, 1, 1, size, { code }),
    names.join(" – "),
  );
}
