// A player's profile (GET /api/players/{name}): for each game the rating, its history as
// a chart (one point per rated game), the games played and won; then the recent games,
// with links to them, their replays and the other people's profiles.

import { api, getSession } from "../api.mjs";
import { el } from "../dom.mjs";
import { formatDate, formatNumber, t, tn } from "../i18n.mjs";
import { fetched, playerLink, showUser } from "../ui.mjs";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 320;
const HEIGHT = 120;
const MARGIN = { left: 40, right: 10, top: 10, bottom: 22 };

const main = document.getElementById("profile");
const day = (at) => formatDate(at);
const signed = (n) => (n > 0 ? `+${formatNumber(n)}` : n < 0 ? `\u2212${formatNumber(-n)}` : "\u00b10");

/** A link to the profile of the person called `name`. */

/** A new SVG <tag> with `attrs` and children. */
function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child instanceof Node ? child : String(child));
  return node;
}

/** The chart of `points` ([{at, rating, change}], oldest first): a polyline through one
 * point per rated game, evenly spaced, the lowest and highest ratings and the first and
 * last dates on the axes. */
function ratingChart(points, title) {
  const ratings = points.map((p) => p.rating);
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  if (high - low < 20) [low, high] = [(low + high) / 2 - 10, (low + high) / 2 + 10];
  const across = WIDTH - MARGIN.left - MARGIN.right;
  const down = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (i) => MARGIN.left + (points.length === 1 ? across / 2 : (i * across) / (points.length - 1));
  const y = (rating) => MARGIN.top + ((high - rating) * down) / (high - low);
  const at = points.map((p, i) => [x(i).toFixed(1), y(p.rating).toFixed(1)]);
  const bottom = HEIGHT - MARGIN.bottom;
  const right = WIDTH - MARGIN.right;
  return svg(
    "svg",
    { class: "chart", viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img", "aria-label": t("{game} rating history", { game: title }) },
    svg("line", { class: "axis", x1: MARGIN.left, y1: MARGIN.top, x2: MARGIN.left, y2: bottom }),
    svg("line", { class: "axis", x1: MARGIN.left, y1: bottom, x2: right, y2: bottom }),
    svg("text", { x: MARGIN.left - 4, y: MARGIN.top + 4, "text-anchor": "end" }, Math.round(high)),
    svg("text", { x: MARGIN.left - 4, y: bottom, "text-anchor": "end" }, Math.round(low)),
    svg("text", { x: MARGIN.left, y: HEIGHT - 4 }, day(points[0].at)),
    svg("text", { x: right, y: HEIGHT - 4, "text-anchor": "end" }, day(points.at(-1).at)),
    svg("polyline", { class: "line", points: at.map((p) => p.join(",")).join(" ") }),
    ...points.map((p, i) =>
      svg(
        "circle",
        { cx: at[i][0], cy: at[i][1], r: 2.5 },
        svg("title", {}, `${day(p.at)}: ${p.rating} (${signed(p.change)})`),
      ),
    ),
  );
}

function gameCard(stats) {
  const rated = stats.rating !== null;
  return el(
    "section",
    { class: "card rating-card", "data-game": stats.game },
    el(
      "div",
      { class: "row" },
      el("h2", { class: "grow" }, t(stats.title)),
      el("a", { href: `/leaderboard/${stats.game}` }, t("Leaderboard")),
    ),
    el("p", { class: rated ? "rating-value" : "rating-value none" }, rated ? formatNumber(stats.rating, { useGrouping: false }) : t("not rated yet")),
    el(
      "p",
      { class: "muted" },
      tn("{n} rated game · played {played} · won {won}", "{n} rated games · played {played} · won {won}", stats.rated_games, {
        played: formatNumber(stats.played),
        won: formatNumber(stats.won),
      }),
    ),
    stats.history.length ? ratingChart(stats.history, t(stats.title)) : null,
  );
}

function outcome(game) {
  if (game.won) return t("won");
  return t("place {place} of {players}", { place: formatNumber(game.place), players: formatNumber(game.players.length) });
}

function recentItem(game) {
  const players = game.players.flatMap((p, i) => [i ? ", " : "", p.bot ? p.name : playerLink(p.name)]);
  return el(
    "li",
    { "data-game": game.id },
    el("span", { class: "grow" }, el("b", {}, t("{title} · game {id}", { title: t(game.title), id: game.id })), " ", ...players),
    el("span", { class: game.won ? "badge turn" : "badge" }, outcome(game)),
    game.change === null ? null : el("span", { class: "badge change" }, signed(game.change)),
    el("span", { class: "muted" }, day(game.at)),
    el("a", { href: `/games/${game.id}` }, t("See")),
    el("a", { href: `/games/${game.id}/replay` }, t("Replay")),
  );
}

showUser((await getSession()).user);
const profile = await fetched(() => api.get(`/api/players/${encodeURIComponent(main.dataset.player)}`));
if (profile) {
  const since = document.getElementById("since");
  since.textContent = [since.textContent, t("Playing since {date}.", { date: day(profile.since) })].filter(Boolean).join(" ");
  document.getElementById("ratings").replaceChildren(...profile.games.map(gameCard));
  const recent = document.getElementById("recent");
  recent.replaceChildren(...profile.recent.map(recentItem));
  if (!profile.recent.length) recent.append(el("li", { class: "muted" }, t("No finished games yet.")));
  main.dataset.loaded = "";
}
