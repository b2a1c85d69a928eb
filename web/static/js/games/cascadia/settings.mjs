// Cascadia's settings, for the page's settings store and panel.

import { t } from "../../i18n.mjs";

export const SETTINGS = {
  defaults: { scores: true, letters: false, wheelTurns: true },
  labels: {
    scores: t("Live scores: every player's points now, by card, habitat and nature tokens"),
    letters: t("Habitat letters on the tiles (colour-blind help)"),
    wheelTurns: t("While placing a tile, the mouse wheel turns it (Ctrl + wheel zooms)"),
  },
};
