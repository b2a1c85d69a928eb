// The final result of any game as a table: each part of every seat's score, the totals,
// the places and winners, and the tie-break rule; each seat's name with its colour.
//
// A result: {seats: [{total, parts: [{label, points}], resigned: true (its person
// resigned: a bot played it; absent otherwise)}], ranking: [[seat, ...], ...] (best
// first, tied seats together), winners: [seat], tie_break: the rule in words, or null}.

import { el } from "./dom.mjs";
import { formatList, formatNumber, t } from "./i18n.mjs";
import { seatName, swatch } from "./seats.mjs";

/** A place in words: "1st", "2nd", "3rd", "4th". */
function ordinal(n) {
  if (n === 1) return t("1st");
  if (n === 2) return t("2nd");
  if (n === 3) return t("3rd");
  return t("{n}th", { n: formatNumber(n) });
}

/** Who won, in a sentence: "ann wins!", "ann and bob win!", "Nobody wins." */
function winnersText(winners) {
  if (!winners.length) return t("Nobody wins.");
  if (winners.length === 1) return t("{name} wins!", { name: winners[0] });
  return t("{names} win!", { names: formatList(winners) });
}

/**
 * What the table shows: {heading, players: [{name, winner, resigned}], parts: [{label, points: [per
 * seat]}] (the parts some seat scored in), totals, places: [per seat, from 1; tied seats share
 * one], tieBreak}.
 */
export function resultModel(result, names) {
  const labels = [...new Set(result.seats.flatMap((seat) => seat.parts.map((part) => part.label)))];
  const places = [];
  let place = 1;
  for (const group of result.ranking) {
    for (const seat of group) places[seat] = place;
    place += group.length;
  }
  const winners = result.winners.map((seat) => seatName(names, seat));
  return {
    heading: winnersText(winners),
    players: result.seats.map((seat, i) => ({
      name: seatName(names, i),
      winner: result.winners.includes(i),
      resigned: seat.resigned === true,
    })),
    parts: labels
      .map((label) => ({
        label,
        points: result.seats.map((seat) => seat.parts.find((part) => part.label === label)?.points ?? 0),
      }))
      .filter((row) => row.points.some((points) => points !== 0)), // parts nobody scored in left out
    totals: result.seats.map((seat) => seat.total),
    places,
    tieBreak: result.tie_break,
  };
}

/**
 * The result as a <section id="final">; `partsLabel` heads the column of parts;
 * colour(seat): a seat's CSS colour (seats.mjs's seatColours), or null: no colours.
 */
export function resultTable(result, names, partsLabel = "", colour = null) {
  const model = resultModel(result, names);
  const winner = (i) => (model.players[i].winner ? "winner" : "");
  const row = (label, cells, attrs = {}) =>
    el("tr", attrs, el("th", {}, label), cells.map((cell, i) => el("td", { class: winner(i) }, cell)));
  return el(
    "section",
    { class: "final", id: "final" },
    el("h2", {}, model.heading),
    el(
      "table",
      { class: "final-table" },
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", {}, partsLabel ? t(partsLabel) : ""),
          model.players.map((p, i) => el("th", { class: winner(i) }, colour ? swatch(colour(i)) : null, p.name)),
        ),
      ),
      el(
        "tbody",
        {},
        model.parts.map((part) => row(t(part.label), part.points)),
        row(t("Total"), model.totals, { class: "total" }),
        row(
          t("Place"),
          model.places.map((place, i) =>
            model.players[i].resigned ? t("{place} (resigned)", { place: ordinal(place) }) : ordinal(place),
          ),
        ),
      ),
    ),
    model.tieBreak ? el("p", { class: "muted" }, t("Ties are broken by {rule}.", { rule: t(model.tieBreak) })) : null,
  );
}
