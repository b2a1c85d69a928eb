// Renature's settings, for the page's settings store and panel: each one's default and
// label (a checkbox, or a select of choices).

import { formatNumber, t } from "../../i18n.mjs";

export const SETTINGS = {
  defaults: {
    colourBlind: false,
    deadAnimals: "fade",
    shadeScored: true,
    markJoker: true,
    areaHover: true,
    zoom: 1,
  },
  labels: {
    colourBlind: t("Colour-blind help (letters on colours and animals)"),
    deadAnimals: {
      label: t("Animals nothing can be placed beside any more:"),
      choices: [
        { value: "show", label: t("shown") },
        { value: "fade", label: t("faded") },
        { value: "hide", label: t("hidden") },
      ],
    },
    shadeScored: t("Shade scored areas"),
    markJoker: t("Mark joker animals"),
    areaHover: t("Hovering an area shows its totals and what it would score"),
    zoom: {
      label: t("Zoom (or pinch the board; drag it to move it)"),
      choices: [1, 1.25, 1.5, 2].map((zoom) => ({ value: zoom, label: formatNumber(zoom, { style: "percent" }) })),
    },
  },
};
