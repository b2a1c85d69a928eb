// The parts of the game screen around the board, as DOM: players, the pictures of
// dominoes, animals and plants, and the Valley's final scoring by area.

import { el, picture } from "../../dom.mjs";
import { seatName } from "../../seats.mjs";
import { COLOUR_LETTER, drawAnimal, drawDomino, drawPlant } from "./draw.mjs";

const KINDS = ["turf", "bush", "pine", "oak"];

function swatch(colour, letters) {
  return el("span", { class: `swatch c-${colour}` }, letters ? COLOUR_LETTER[colour] : "");
}

export function plantIcon(colour, kind, size, letters) {
  return picture(
    `p${colour}${kind}${size}${letters}`,
    size,
    size,
    (ctx) => drawPlant(ctx, colour, kind, 0, 0, size, { letters }),
    `${colour} ${kind}`,
  );
}

export function animalIcon(animal, name, size, code) {
  return picture(`a${animal}${size}${code}`, size, size, (ctx) => drawAnimal(ctx, animal, 0, 0, size, { code }), name);
}

export function dominoIcon(animals, names, size, code) {
  return picture(
    `d${animals.join("-")}${size}${code}`,
    size * 2 + 2,
    size + 2,
    (ctx) => drawDomino(ctx, animals, 1, 1, size, { code }),
    names.join(" – "),
  );
}

/** One player's panel. */
export function seatPanel(seat, i, { names, me, current, letters }) {
  const plants = (which, colour) =>
    el(
      "span",
      { class: "plants" },
      KINDS.map((kind, k) =>
        seat[which][k] > 0
          ? el("span", { class: "plant-count" }, plantIcon(colour, kind, 18, letters), seat[which][k])
          : null,
      ),
    );
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
    el("div", { class: "seat-line" }, plants("own", seat.colour), plants("neutral", "neutral")),
    tokens.length ? el("div", { class: "seat-line tokens" }, tokens) : null,
  );
}

/**
 * The Valley's final scoring by area, as <section>: a row per area (from the final `area`
 * events) with each seat's points there, their sum (the result's "Areas scored at the
 * end"), and each seat's plant total in the largest area (`tie`, the tie-break).
 */
export function areaScoreTable(scorings, names, tie) {
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
      el("thead", {}, row("Area (spaces)", seats.map((seat) => seatName(names, seat)))),
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
