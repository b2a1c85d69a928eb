// A seat's player board as DOM: its plant spaces, each with its plant until it is planted,
// its cloud spaces with the clouds it holds, and the score track of every seat.

import { el, picture } from "../../dom.mjs";
import { t, tn } from "../../i18n.mjs";
import { plantName, word } from "./words.mjs";
import { seatName } from "../../seats.mjs";
import { PLAYER_COLOURS, drawCloud, drawPlant } from "./draw.mjs";
import { KINDS, plantIcon, swatch } from "./icons.mjs";

const ICON = 18; // px: a space on the player board

/**
 * Which of a row's `spaces` hold one of its `left` pieces: [true | false], the empty ones
 * first (pieces leave the board from the left). More pieces than spaces get a space each.
 */
export function filled(spaces, left) {
  const n = Math.max(spaces, left);
  return Array.from({ length: n }, (_, i) => i >= n - left);
}

/** The end of the score track: the next ten above the highest score, and at least 20. */
export const trackEnd = (scores) => Math.max(20, Math.floor(Math.max(0, ...scores) / 10) * 10 + 10);

/** An empty space for a plant of `kind` in the row of `colour`: the plant's outline, faint. */
function emptySpace(colour, kind) {
  return picture(`pe${colour}${kind}${ICON}`, ICON, ICON, (ctx) => {
    ctx.globalAlpha = 0.25;
    drawPlant(ctx, colour, kind, 0, 0, ICON);
  }, t("empty {kind} space", { kind: word(kind) }));
}

function cloudSpace(full) {
  return picture(`pc${full}${ICON}`, ICON, ICON, (ctx) => {
    ctx.globalAlpha = full ? 1 : 0.25;
    drawCloud(ctx, 1, 0, 0, ICON);
  }, full ? t("cloud") : t("empty cloud space"));
}

/**
 * `seat`'s player board (`board`: the view's player_board, the spaces of each row): its
 * own colour's plants, the neutral plants and the clouds, by kind.
 */
export function playerBoard(seat, board, letters) {
  const plants = (which, colour) =>
    el(
      "div",
      { class: "pb-row", "data-row": which },
      KINDS.map((kind, k) =>
        el(
          "span",
          { class: "pb-kind", title: t("{plant}: {left} of {all} left", { plant: plantName(colour, kind), left: seat[which][k], all: board[which][k] }) },
          filled(board[which][k], seat[which][k]).map((full) =>
            full ? plantIcon(colour, kind, ICON, letters) : emptySpace(colour, kind),
          ),
        ),
      ),
    );
  return el(
    "div",
    { class: "player-board" },
    plants("own", seat.colour),
    plants("neutral", "neutral"),
    el(
      "div",
      { class: "pb-row", "data-row": "clouds", title: t("clouds: {clouds} of {spaces} spaces", { clouds: seat.clouds, spaces: board.clouds }) },
      filled(board.clouds, seat.clouds).map(cloudSpace),
    ),
  );
}

/** The scores along one track from 0 to trackEnd: a bar of each seat's colour. */
export function scoreTrack(seats, names, letters) {
  const end = trackEnd(seats.map((seat) => seat.score));
  const bar = (seat) => {
    const node = el("span", { class: "bar" });
    node.style.width = `${(100 * seat.score) / end}%`;
    node.style.background = PLAYER_COLOURS[seat.colour];
    return node;
  };
  const track = el(
    "section",
    { class: "score-track" },
    seats.map((seat, i) =>
      el(
        "div",
        { class: "track-row", "data-seat": i, title: tn("{name}: {n} point", "{name}: {n} points", seat.score, { name: seatName(names, i) }) },
        swatch(seat.colour, letters),
        el("span", { class: "track-name" }, seatName(names, i)),
        el("span", { class: "track" }, bar(seat)),
        el("span", { class: "track-score" }, seat.score),
      ),
    ),
    el("div", { class: "track-scale" }, el("span", {}, "0"), el("span", {}, end)),
  );
  track.style.setProperty("--ticks", String(end / 10));
  return track;
}
