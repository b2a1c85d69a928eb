// Renature's settings, for the page's settings store and panel: each one's default and
// label (a checkbox, or a select of choices).

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
    colourBlind: "Colour-blind help (letters on colours and animals)",
    deadAnimals: {
      label: "Animals nothing can be placed beside any more:",
      choices: [
        { value: "show", label: "shown" },
        { value: "fade", label: "faded" },
        { value: "hide", label: "hidden" },
      ],
    },
    shadeScored: "Shade scored areas",
    markJoker: "Mark joker animals",
    areaHover: "Hovering an area shows its totals and what it would score",
    zoom: {
      label: "Zoom (or pinch the board; drag it to move it)",
      choices: [1, 1.25, 1.5, 2].map((zoom) => ({ value: zoom, label: `${zoom * 100}%` })),
    },
  },
};
