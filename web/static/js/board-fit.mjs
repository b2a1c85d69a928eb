// Fitting a game's board to the game page: the height the window leaves below the board,
// the same wherever the page is scrolled, a call whenever that room may have changed, and
// the buttons over a board that zoom it and fit it whole.

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

/**
 * The window's height in CSS pixels below the top of `element`, less `margin`, as it is
 * with the page scrolled to its top: scrolling the page does not change it.
 */
export function roomBelow(element, margin = 0) {
  const top = element.getBoundingClientRect().top + window.scrollY;
  return Math.floor(window.innerHeight - top - margin);
}

/** Call `fit()` when `element` changes size and when the window does. */
export function whenResized(element, fit) {
  new ResizeObserver(() => fit()).observe(element);
  window.addEventListener("resize", () => fit());
}

/**
 * The buttons over a board, top right: zoom in, zoom out, and `fitTitle` (what Fit shows),
 * calling `zoomIn()`, `zoomOut()` and `fit()`.
 */
export function zoomButtons({ zoomIn, zoomOut, fit, fitTitle }) {
  const button = (label, action, title, onclick) =>
    el("button", { type: "button", class: "zoom-button", "data-action": action, title, "aria-label": title, onclick }, label);
  return el(
    "div",
    { class: "zoom-buttons" },
    button("+", "zoom-in", t("Zoom in"), zoomIn),
    button("−", "zoom-out", t("Zoom out"), zoomOut),
    button(t("Fit"), "fit", fitTitle, fit),
  );
}
