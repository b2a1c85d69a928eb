// The parts of the screen around the board, as DOM: pictures of tiles and tokens, the
// display's pairs, the scoring cards and the table of points now.

import { el, picture } from "../../dom.mjs";
import { seatName } from "../../seats.mjs";
import { card } from "./cards.mjs";
import { drawNature, drawTile, drawToken } from "./draw.mjs";
import { turnEdges } from "./hex.mjs";
import { HABITATS, HABITAT_ORDER, capital, tileWords } from "./words.mjs";

/** A class list: `base` and each name of `flags` whose value is true ("cs-tab shown"). */
export function classes(base, flags) {
  return [base, ...Object.keys(flags).filter((name) => flags[name])].join(" ");
}


/** A tile ({habitats, wildlife, keystone}) turned by `rotation`, `size` px of radius. */
export function tileIcon(tile, rotation, size, letters) {
  const edges = turnEdges(tile.habitats, rotation);
  const w = Math.ceil(size * Math.sqrt(3)) + 2;
  return picture(
    `t${tile.id}r${rotation}s${size}${letters}`,
    w,
    size * 2 + 2,
    (ctx) => drawTile(ctx, w / 2, size + 1, size, { ...tile, edges, token: null }, { letters }),
    `${tileWords(tile)}: ${tile.wildlife.join(", ")}`,
  );
}

/** A wildlife token, `size` px across. */
export function tokenIcon(animal, size) {
  const paint = (ctx) => drawToken(ctx, animal, size / 2, size / 2, size / 2 - 2);
  return picture(`a${animal}${size}`, size, size, paint, animal);
}

/** A nature token, `size` px across. */
export function natureIcon(size) {
  return picture(`n${size}`, size, size, (ctx) => drawNature(ctx, size / 2, size / 2, size / 2 - 1), "nature token");
}

/**
 * One pair of the display: its tile and token as two buttons. `state`: {tileOpen,
 * tokenOpen, tileChosen, tokenChosen, wiped, letters, onTile, onToken}.
 */
export function pairBox(pair, slot, state) {
  const tile = pair.tile
    ? el(
        "button",
        {
          class: classes("cs-tile", { chosen: state.tileChosen, open: state.tileOpen }),
          "data-tile": slot,
          disabled: !state.tileOpen,
          title: `${capital(tileWords(pair.tile))} (slot ${slot + 1})`,
          onclick: state.onTile,
        },
        tileIcon(pair.tile, 0, 34, state.letters),
      )
    : el("span", { class: "cs-tile cs-gone" }, "taken");
  const token = pair.token
    ? el(
        "button",
        {
          class: classes("cs-token", { chosen: state.tokenChosen, wiped: state.wiped, open: state.tokenOpen }),
          "data-token": slot,
          disabled: !state.tokenOpen,
          title: `${capital(pair.token)} (slot ${slot + 1})`,
          onclick: state.onToken,
        },
        tokenIcon(pair.token, 34),
      )
    : el("span", { class: "cs-token cs-gone" }, "taken");
  return el("div", { class: "cs-pair", "data-slot": slot }, el("span", { class: "cs-slot" }, slot + 1), tile, token);
}

/** A scoring card: its animal, title, rule and table of points. */
export function cardBox(name) {
  const c = card(name);
  const table = c.table
    ? el(
        "table",
        { class: "cs-points" },
        el("tr", {}, el("th", {}, "count"), c.table.counts.map((n) => el("td", {}, n))),
        el("tr", {}, el("th", {}, "points"), c.table.points.map((n) => el("td", {}, n))),
      )
    : null;
  return el(
    "article",
    { class: `cs-card a-${c.animal}`, "data-card": name },
    el("h4", {}, tokenIcon(c.animal, 22), el("span", {}, c.title)),
    el("p", {}, c.rule),
    table,
  );
}

/** The points every seat would score now, by category: a <table>. */
export function scoreTable(view, names, me) {
  const seats = view.scores;
  const head = el(
    "tr",
    {},
    el("th", {}, ""),
    seats.map((_, i) => el("th", { class: i === me ? "me" : "" }, seatName(names, i))),
  );
  const row = (label, cells, cls = "") =>
    el("tr", { class: cls }, el("th", {}, label), cells.map((c) => el("td", {}, c)));
  return el(
    "table",
    { class: "cs-score-table" },
    head,
    view.cards.map((name) => {
      const c = card(name);
      return row(c.title, seats.map((s) => s.cards[c.animal]));
    }),
    HABITAT_ORDER.map((h) =>
      row(
        capital(HABITATS[h]),
        seats.map((s) => (s.majorities[h] ? `${s.corridors[h]} +${s.majorities[h]}` : s.corridors[h])),
      ),
    ),
    row("Nature tokens", seats.map((s) => s.nature)),
    row("Total", seats.map((s) => s.total), "total"),
  );
}
