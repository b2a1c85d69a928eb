// How large the board is drawn: the size of a space for the room the page gives the board
// and the zoom, and the strips of the spaces' names around it.

import { SIZE } from "./board-model.mjs";

export const READABLE = 32; // px: the smallest space at zoom 1; smaller animals are hard to tell apart
export const MAX_ZOOM = 3;

/** The width of the strips of names along the board's edges, for spaces of `cell` px. */
export const edgeFor = (cell) => Math.max(16, Math.round(cell * 0.4));

/** The side of the board with its edge strips, for spaces of `cell` px. */
export const sideFor = (cell) => cell * SIZE + 2 * edgeFor(cell);

/**
 * The sizes of a space when the board and its edge strips get a `width` x `height` box:
 * {fit: the largest whose board fits the box, normal: the size at zoom 1, which is fit or,
 * when fit is smaller, READABLE (the box then scrolls)}.
 */
export function spaceSizes(width, height) {
  const side = Math.min(width, height);
  let fit = Math.floor(side / SIZE);
  while (fit > 4 && sideFor(fit) > side) fit--;
  return { fit, normal: Math.max(fit, READABLE) };
}

/** `zoom` kept between the whole board in its box (fit / normal) and MAX_ZOOM. */
export function clampZoom(zoom, { fit, normal }) {
  return Math.min(MAX_ZOOM, Math.max(fit / normal, zoom));
}

/** The size of a space at `zoom` for `sizes` (from spaceSizes). */
export const spaceAt = (zoom, sizes) => Math.round(sizes.normal * clampZoom(zoom, sizes));
