// Forest Shuffle's settings, for the page's settings store and panel.

export const SETTINGS = {
  defaults: { scores: true, large: false },
  labels: {
    scores: "Live scores: each card's points, every player's total and a score table",
    large: "Larger cards",
  },
};
