// The parts of the game screen around the board, as DOM: the players, each with its
// player board, and the Valley's final scoring by area.

import { el } from "../../dom.mjs";
import { t } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { swatch } from "./icons.mjs";
import { totalsText } from "./log.mjs";
import { playerBoard } from "./player-board.mjs";

/** One player's panel; `board`: the view's player_board (the spaces of every seat's board). */
export function seatPanel(seat, i, { names, me, current, letters, board }) {
  const tokens = seat.tokens.map((token) =>
    el(
      "span",
      { class: "token-chip", title: t("Area {area}", { area: token.area }) },
      `${token.area} ${token.main}/${token.minor}`,
      token.back !== undefined ? el("b", {}, ` ·${token.back}`) : null,
    ),
  );
  return el(
    "li",
    { class: `seat${i === current ? " current" : ""}${i === me ? " me" : ""}`, "data-seat": i },
    el(
      "div",
      { class: "seat-head" },
      swatch(seat.colour, letters),
      el("span", { class: "name" }, i === me ? t("{name} (you)", { name: seatName(names, i) }) : seatName(names, i)),
      el("span", { class: "score", title: t("score") }, seat.score),
    ),
    el(
      "div",
      { class: "seat-line" },
      t("hand {hand} · reserve {reserve} · ", { hand: seat.hand_count, reserve: seat.reserve_count }),
      el("span", { class: "clouds", title: t("clouds") }, `☁ ${seat.clouds}`),
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
  const totals = (scoring) => totalsText(scoring.totals);
  const row = (label, cells, attrs = {}) => el("tr", attrs, el("th", {}, label), cells.map((cell) => el("td", {}, cell)));
  return el(
    "section",
    {},
    el("h2", { class: "label" }, t("Areas at the end")),
    el(
      "table",
      { class: "area-table" },
      el("thead", {}, row(t("Area (spaces)"), seats.map((seat) => [swatch(colours[seat]), " ", seatName(names, seat)]))),
      el(
        "tbody",
        {},
        rows.map(({ scoring, points }) =>
          row(t("{area} ({spaces})", { area: scoring.area, spaces: scoring.main }), points.map((p) => (p ? p : "–")), {
            "data-area": scoring.area,
            title: totals(scoring),
          }),
        ),
        row(t("Areas"), seats.map((seat) => rows.reduce((sum, r) => sum + r.points[seat], 0)), { class: "total" }),
        row(t("Plant total in the largest area (breaks ties)"), tie),
      ),
    ),
  );
}
