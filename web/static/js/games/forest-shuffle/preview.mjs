// A still picture of Forest Shuffle for the first page: a tree with the animals and plants
// that could be played around it, drawn as on the cards.

import { el } from "../../dom.mjs";
import { formatList, t } from "../../i18n.mjs";
import { picture } from "./art.mjs";
import { nameOf } from "./cards.mjs";

const SHOWN = ["Fallow Deer", "Tawny Owl", "Oak", "Red Squirrel", "Fly Agaric"];

/** The picture, as a row of the species' drawings. */
export function preview() {
  return el(
    "span",
    { class: "fs-preview", role: "img", "aria-label": t("Forest Shuffle: {names}", { names: formatList(SHOWN.map(nameOf)) }) },
    ...SHOWN.map((name) => picture(name)),
  );
}
