// Fitting a game's board to the game page: the height the window leaves below the board,
// the same wherever the page is scrolled, and a call whenever that room may have changed.

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
