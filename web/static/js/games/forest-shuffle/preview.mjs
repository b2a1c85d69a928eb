// A still picture of Forest Shuffle for the first page: a tree with the animals and plants
// that could be played around it, drawn as on the cards.

import { el } from "../../dom.mjs";
import { picture } from "./art.mjs";

const SHOWN = ["Fallow Deer", "Tawny Owl", "Oak", "Red Squirrel", "Fly Agaric"];

/** The picture, as a row of the species' drawings (a decoration: the first page names
 * and describes the game beside it). */
export function preview() {
  return el("span", { class: "fs-preview" }, ...SHOWN.map((name) => picture(name)));
}
