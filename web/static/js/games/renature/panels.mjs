// The parts of the game screen around the board, as DOM: the players, each with its
// player board, and the Valley's final scoring by area.

import { el } from "../../dom.mjs";
import { seatName } from "../../seats.mjs";
import { swatch } from "./icons.mjs";
import { playerBoard } from "./player-board.mjs";

/** One player's panel; `board`: the view's player_board (the spaces of every seat's board). */
export function seatPanel(seat, i, { names, me, current, letters, board }) {
  const tokens = seat.tokens.map((t) =>
    el(
      "span",
      { class: "token-chip", title: `Area ${t.area}` },
      `${t.area} ${t.main}/${t.minor}`,
      t.back !== undefined ? el("b", {}, ` ·${t.back}`) : null,
    ),
  );
  return el(
    "li",
    { class: `seat${i === current ? " current" : ""}${i === me ? " me" : ""}`, "data-seat": i },
    el(
      "div",
      { class: "seat-head" },
      swatch(seat.colour, letters),
      el("span", { class: "name" }, seatName(names, i), i === me ? " (you)" : ""),
      el("span", { class: "score", title: "score" }, seat.score),
    ),
    el(
      "div",
      { class: "seat-line" },
      `hand ${seat.hand_count} · reserve ${seat.reserve_count} · `,
      el("span", { class: "clouds", title: "clouds" }, `☁ ${seat.clouds}`),
    ),
    playerBoard(seat, board, letters),
    tokens.length ? el("div", { class: "seat-line tokens" }, tokens) : null,
  );
}

/**
 * The Valley's final scoring by area, as <section>: a row per area (from the final `area`
 * events) with each seat's points there, their sum (the result's "Areas scored at the
 * end"), and each seat's plant total in the largest area (`tie`, the tie-break). `colours`:
 * each seat's player colour, shown beside its name.
 */
export function areaScoreTable(scorings, names, tie, colours) {
  const seats = tie.map((_, i) => i);
  const points = (scoring) =>
    seats.map((seat) => scoring.awards.filter((a) => a.seat === seat).reduce((sum, a) => sum + a.points, 0));
  const rows = scorings.map((scoring) => ({ scoring, points: points(scoring) }));
  const totals = (scoring) =>
    Object.entries(scoring.totals)
      .map(([colour, value]) => `${colour} ${value}`)
      .join(", ") || "no plants";
  const row = (label, cells, attrs = {}) => el("tr", attrs, el("th", {}, label), cells.map((cell) => el("td", {}, cell)));
  return el(
    "section",
    {},
    el("h3", { class: "label" }, "Areas at the end"),
    el(
      "table",
      { class: "area-table" },
      el("thead", {}, row("Area (spaces)", seats.map((seat) => [swatch(colours[seat]), " ", seatName(names, seat)]))),
      el(
        "tbody",
        {},
        rows.map(({ scoring, points }) =>
          row(`${scoring.area} (${scoring.main})`, points.map((p) => (p ? p : "–")), {
            "data-area": scoring.area,
            title: totals(scoring),
          }),
        ),
        row("Areas", seats.map((seat) => rows.reduce((sum, r) => sum + r.points[seat], 0)), { class: "total" }),
        row("Plant total in the largest area (breaks ties)", tie),
      ),
    ),
  );
}
