// Cascadia's settings, for the page's settings store and panel.

export const SETTINGS = {
  defaults: { scores: true, letters: false, wheelTurns: true },
  labels: {
    scores: "Live scores: every player's points now, by card, habitat and nature tokens",
    letters: "Habitat letters on the tiles (colour-blind help)",
    wheelTurns: "While placing a tile, the mouse wheel turns it (Ctrl + wheel zooms)",
  },
};
