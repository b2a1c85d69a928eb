// The parts of the screen around the board, as DOM: pictures of tiles and tokens, the
// display's pairs, the scoring cards, the table of points now, and each piece shown large.

import { el, picture } from "../../dom.mjs";
import { formatList, t } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { zoomable } from "../../zoom.mjs";
import { card } from "./cards.mjs";
import { drawNature, drawPattern, drawTile, drawToken } from "./draw.mjs";
import { turnEdges } from "./hex.mjs";
import { HABITATS, HABITAT_ORDER, anAnimal, animalName, capital, tileWords } from "./words.mjs";

const BIG_TILE = 140; // px: a tile's radius shown large
const BIG_TOKEN = 220; // px across: a token shown large

/** A class list: `base` and each name of `flags` whose value is true ("cs-tab shown"). */
export function classes(base, flags) {
  return [base, ...Object.keys(flags).filter((name) => flags[name])].join(" ");
}

/** A tile ({habitats, wildlife, keystone}, placed: with its edges and token) turned by
 * `rotation` (unless placed), `size` px of radius. */
export function tileIcon(tile, rotation, size, letters) {
  const edges = tile.edges ?? turnEdges(tile.habitats, rotation);
  const token = tile.token ?? null;
  const w = Math.ceil(size * Math.sqrt(3)) + 2;
  return picture(
    `t${tile.id}e${edges}${token}s${size}${letters}`,
    w,
    size * 2 + 2,
    (ctx) => drawTile(ctx, w / 2, size + 1, size, { ...tile, edges, token }, { letters }),
    t("{tile}: {animals}", { tile: tileWords(tile), animals: tile.wildlife.map(animalName).join(", ") }),
  );
}

/** A wildlife token, `size` px across. */
export function tokenIcon(animal, size) {
  const paint = (ctx) => drawToken(ctx, animal, size / 2, size / 2, size / 2 - 1);
  return picture(`a${animal}${size}`, size, size, paint, animalName(animal));
}

/** A nature token, `size` px across. */
export function natureIcon(size) {
  return picture(`n${size}`, size, size, (ctx) => drawNature(ctx, size / 2, size / 2, size / 2 - 1), t("nature token"));
}

/**
 * One button of a display pair: it makes a move when `open` (a long press or a right click
 * shows the piece large), else it makes none (aria-disabled) and a click shows the piece
 * large. `attrs`: its class and data.
 */
function pieceButton(attrs, open, onclick, image, zoom) {
  const button = el("button", { ...attrs, "aria-disabled": open ? null : "true", onclick: open ? onclick : null }, image);
  zoomable(button, zoom, { click: !open });
  return button;
}

/**
 * One pair of the display: its tile and token as two buttons. `state`: {tileOpen,
 * tokenOpen, tileChosen, tokenChosen, wiped, letters, cards (the game's), onTile, onToken,
 * arriving: {tile, token} (true: slide in)}.
 */
export function pairBox(pair, slot, state) {
  const tile = pair.tile
    ? pieceButton(
        {
          class: classes("cs-tile", { chosen: state.tileChosen, open: state.tileOpen, arriving: state.arriving.tile }),
          "data-tile": slot,
          title: t("{piece} (slot {slot})", { piece: capital(tileWords(pair.tile)), slot: slot + 1 }),
          "aria-label": `${t("{piece} (slot {slot})", { piece: capital(tileWords(pair.tile)), slot: slot + 1 })}. ${t(
            "May hold {animals}.",
            { animals: formatList(pair.tile.wildlife.map(anAnimal)) },
          )}`,
          "aria-pressed": state.tileChosen ? "true" : null,
          "aria-keyshortcuts": String(slot + 1),
        },
        state.tileOpen,
        state.onTile,
        tileIcon(pair.tile, 0, 40, state.letters),
        () => tileZoom(pair.tile, state.letters),
      )
    : el("span", { class: "cs-tile cs-gone" }, t("taken"));
  const token = pair.token
    ? pieceButton(
        {
          class: classes("cs-token", {
            chosen: state.tokenChosen,
            wiped: state.wiped,
            open: state.tokenOpen,
            arriving: state.arriving.token,
          }),
          "data-token": slot,
          title: t("{piece} (slot {slot})", { piece: capital(animalName(pair.token)), slot: slot + 1 }),
          "aria-pressed": state.tokenChosen || state.wiped ? "true" : null,
        },
        state.tokenOpen,
        state.onToken,
        tokenIcon(pair.token, 44),
        () => tokenZoom(pair.token, state.cards),
      )
    : el("span", { class: "cs-token cs-gone" }, t("taken"));
  return el("div", { class: "cs-pair", "data-slot": slot }, el("span", { class: "cs-slot" }, slot + 1), tile, token);
}

/** A scoring card's example, `w` x `h` px. */
function patternPicture(name, w, h) {
  const c = card(name);
  return picture(`p${name}${w}`, w, h, (ctx) => drawPattern(ctx, c.pattern, w, h), t("example: {card}", { card: c.title }));
}

/** A card's rule and table of points, as DOM. */
function cardText(c) {
  const table = c.table
    ? el(
        "table",
        { class: "cs-points" },
        el("tr", {}, el("th", {}, t("count")), c.table.counts.map((n) => el("td", {}, n))),
        el("tr", {}, el("th", {}, t("points")), c.table.points.map((n) => el("td", {}, n))),
      )
    : null;
  return [el("p", {}, c.rule), table];
}

/** A scoring card: its animal, title, an example, its rule and table of points; a click shows it large. */
export function cardBox(name) {
  const c = card(name);
  const box = el(
    "article",
    { class: `cs-card a-${c.animal}`, "data-card": name },
    el("h3", {}, tokenIcon(c.animal, 22), el("span", {}, c.title)),
    el("div", { class: "cs-card-body" }, patternPicture(name, 96, 60), el("div", {}, cardText(c))),
  );
  zoomable(box, () => cardZoom(name), { click: true });
  return box;
}

/** A scoring card shown large: {content, label}. */
export function cardZoom(name) {
  const c = card(name);
  const content = el("div", { class: `cs-zoom cs-card-large a-${c.animal}` }, patternPicture(name, 480, 260), cardText(c));
  return { content, label: t("Scoring card: {card}", { card: c.title }) };
}

/** A tile shown large, as placed (with its edges and token) or in the display: {content, label}. */
export function tileZoom(tile, letters) {
  const lines = [t("May hold {animals}.", { animals: formatList(tile.wildlife.map(anAnimal)) })];
  if (tile.token) lines.unshift(t("Holds {animal}.", { animal: anAnimal(tile.token) }));
  if (tile.keystone) lines.push(t("A keystone: a token placed on it earns a nature token."));
  const content = el(
    "div",
    { class: "cs-zoom" },
    tileIcon(tile, 0, BIG_TILE, letters),
    lines.map((line) => el("p", {}, line)),
  );
  return { content, label: capital(tileWords(tile)) };
}

/** A wildlife token shown large, with the card that scores it (`cards`: the game's): {content, label}. */
export function tokenZoom(animal, cards) {
  const name = cards.find((n) => card(n).animal === animal);
  const scored = name ? [el("h3", {}, t("Scored by {card}", { card: card(name).title })), ...cardText(card(name))] : [];
  const content = el("div", { class: `cs-zoom a-${animal}` }, tokenIcon(animal, BIG_TOKEN), scored);
  return { content, label: capital(t("{animal} token", { animal: animalName(animal) })) };
}

/** The points every seat would score now, by category: a <table>. */
export function scoreTable(view, names, me) {
  const seats = view.scores;
  const head = el(
    "tr",
    {},
    el("td", {}, ""),
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
    row(t("Nature tokens"), seats.map((s) => s.nature)),
    row(t("Total"), seats.map((s) => s.total), "total"),
  );
}
