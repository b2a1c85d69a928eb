// Forest Shuffle's settings, for the page's settings store and panel.

import { t } from "../../i18n.mjs";

export const SETTINGS = {
  defaults: { scores: true, large: false },
  labels: {
    scores: t("Live scores: each card's points, every player's total and a score table"),
    large: t("Larger cards"),
  },
};
