// The lobby: create a table (its game, seats, options, turn clock, who may chat), open
// tables, invitations, my games (mine to play first), public games being played (to watch),
// finished games. Kept up to date over the socket (../live.mjs).

import { api } from "../api.mjs";
import {
  defaultOptions,
  gameOf,
  gameTitle,
  getCatalogue,
  levelWords,
  middleLevel,
  optionField,
  optionsText,
  readOptions,
} from "../catalogue.mjs";
import { perTurnText } from "../clock.mjs";
import { choiceOptions, choiceSelect, choiceValue, el } from "../dom.mjs";
import { formatList, formatNumber, t, tn } from "../i18n.mjs";
import { live } from "../live.mjs";
import { startTutorial } from "../tutorial.mjs";
import { fetched, guarded, requireUser } from "../ui.mjs";

const user = await requireUser();
const [games, clockChoices] = await Promise.all([fetched(getCatalogue), fetched(() => api.get("/api/clocks"))]);
const catalogue = games ?? [];
const $ = (id) => document.getElementById(id);
const title = (name) => gameTitle(catalogue, name);

function empty(list, text) {
  if (!list.children.length) list.append(el("li", { class: "muted" }, text));
}

function seatsText(table) {
  const taken = table.seats.filter((s) => s.user || s.bot).length;
  const names = table.seats.map((s) => s.name);
  return t("{taken}/{size} seated: {names}", { taken, size: table.size, names: names.join(", ") });
}

async function join(table) {
  await guarded(async () => {
    await api.post(`/api/tables/${table.id}/join`, {});
    location.assign(`/tables/${table.id}`);
  });
}

/** The table's options that are not its game's defaults, as a line of their own. */
function optionLine(table) {
  const text = optionsText(gameOf(catalogue, table.game), table.options);
  return text ? [el("br"), el("small", { class: "muted" }, text)] : [];
}

function tableItem(table, action) {
  const mine = table.seats.some((s) => s.user === user.name);
  return el(
    "li",
    { "data-table": table.id },
    el(
      "span",
      { class: "grow" },
      el("b", {}, t("{title} · table {id}", { title: title(table.game), id: table.id })),
      ` ${t("hosted by {host} — {seats}", { host: table.host, seats: seatsText(table) })}`,
      ...optionLine(table),
    ),
    mine
      ? el("a", { href: `/tables/${table.id}` }, t("Open"))
      : el("button", { type: "button", onclick: () => action(table) }, t("Join")),
  );
}

function gameItem(game) {
  const players = game.players.map((name, i) => (i === game.seat ? t("{name} (you)", { name }) : name)).join(", ");
  let state;
  if (game.status === "finished") {
    const result = game.result ?? { winners: [], ranking: [], seats: [] };
    const winners = result.winners.map((i) => game.players[i]);
    // each seat's name and points, in the order of the ranking
    const scores = result.ranking
      .flat()
      .map((i) => `${game.players[i]} ${formatNumber(result.seats[i].total)}`);
    const won = formatList(winners);
    state = el("span", { class: "badge" }, t("won by {winners} ({scores})", { winners: won, scores: scores.join(", ") }));
  } else if (game.status === "damaged") {
    state = el("span", { class: "badge" }, t("damaged: it can no longer be played"));
  } else if (game.my_turn) {
    state = el("span", { class: "badge turn" }, t("your turn"));
  } else {
    state = el("span", { class: "badge" }, t("{name}'s turn", { name: game.players[game.current_seat] ?? "?" }));
  }
  return el(
    "li",
    { "data-game": game.id },
    el("span", { class: "grow" }, el("b", {}, t("{title} · game {id}", { title: title(game.game), id: game.id })), ` ${players}`),
    state,
    el("a", { href: `/games/${game.id}` }, game.status === "playing" ? t("Play") : t("See")),
  );
}

/** A public game being played, to watch (or to play, for one's own). */
function liveItem(game) {
  const turn = game.players[game.current_seat];
  const mine = game.players.includes(user.name);
  return el(
    "li",
    { "data-live": game.id },
    el("span", { class: "grow" }, el("b", {}, t("{title} · game {id}", { title: t(game.title), id: game.id })), ` ${game.players.join(", ")}`),
    el(
      "span",
      { class: "badge" },
      turn
        ? tn("{n} move made, {name}'s turn", "{n} moves made, {name}'s turn", game.version, { name: turn })
        : tn("{n} move made", "{n} moves made", game.version),
    ),
    el("a", { href: `/games/${game.id}` }, mine ? t("Play") : t("Watch")),
  );
}

async function load() {
  const shown = choiceValue($("tables-game").value);
  return Promise.all([
    api.get(shown === null ? "/api/tables" : `/api/tables?game=${encodeURIComponent(shown)}`),
    api.get("/api/invitations"),
    api.get("/api/games"),
    api.get("/api/games/live"),
  ]);
}

async function refresh() {
  const loaded = await fetched(load);
  if (!loaded) return;
  const [tables, invitations, games, watchable] = loaded;
  $("open-tables").replaceChildren(...tables.map((t) => tableItem(t, join)));
  empty($("open-tables"), t("No open tables. Create one!"));
  $("invitations").replaceChildren(...invitations.map((t) => tableItem(t, join)));
  empty($("invitations"), t("No invitations."));
  const playing = games.filter((g) => g.status !== "finished");
  const finished = games.filter((g) => g.status === "finished");
  $("my-games").replaceChildren(...playing.map(gameItem));
  empty($("my-games"), t("No games in progress."));
  $("finished-games").replaceChildren(...finished.map(gameItem));
  empty($("finished-games"), t("No finished games yet."));
  $("live-games").replaceChildren(...watchable.map(liveItem));
  empty($("live-games"), t("No public games are being played."));
}

/** Offer `choices` ([{value, label}]) in the <select> `select`, `selected` chosen. */
const offer = (select, choices, selected) => select.replaceChildren(...choiceOptions(choices, selected));

/** Offer the games in `form`; `onChange()` shows what the chosen one offers. */
function offerGames(form, onChange) {
  offer(form.elements.game, catalogue.map((game) => ({ value: game.name, label: game.title })));
  form.elements.game.addEventListener("change", onChange);
  if (catalogue.length) onChange();
}
const chosenGame = (form) => gameOf(catalogue, choiceValue(form.elements.game.value));
const DEFAULT_PER_TURN = 3 * 24 * 3600; // seconds
const counts = (game) => game.player_counts.map((n) => ({ value: n, label: n === 1 ? t("1 player (solo)") : tn("{n} player", "{n} players", n) }));

/** Offer the turn clocks a table may have (`choices`: GET /api/clocks, or undefined) in
 * `form`, showing the fields the clock chosen needs. A table plays on DEFAULT_PER_TURN
 * unless its host chooses otherwise: nobody can stall its game for ever. */
function offerClocks(form, choices) {
  const kinds = choices?.kinds ?? ["none"];
  const field = form.elements;
  field.clock.replaceChildren(
    el("option", { value: "none" }, t("No clock")),
    ...(kinds.includes("turn") ? choices.per_turn : []).map((s) =>
      el("option", { value: `turn:${s}`, selected: s === DEFAULT_PER_TURN }, t("{time} per turn", { time: perTurnText(s) })),
    ),
    kinds.includes("live") ? el("option", { value: "live" }, t("Live: minutes for each player")) : null,
  );
  if (choices) {
    field["bank-minutes"].min = String(Math.ceil(choices.bank.min / 60));
    field["bank-minutes"].max = String(Math.floor(choices.bank.max / 60));
    field.increment.max = String(choices.max_increment);
  }
  const showFields = () => {
    const kind = field.clock.value.split(":")[0];
    for (const [id, shown] of [["create-live", kind === "live"], ["create-timeout", kind !== "none"]]) {
      $(id).hidden = !shown;
      $(id).disabled = !shown; // a hidden field is neither checked nor sent
    }
  };
  field.clock.addEventListener("change", showFields);
  showFields();
}

/** The turn clock chosen in a form (its FormData `data`), as POST /api/tables takes it. */
function readClock(data) {
  const [kind, perTurn] = data.get("clock").split(":");
  if (kind === "none") return { kind };
  const clock = { kind, on_timeout: data.get("on-timeout"), bot_level: data.get("clock-bot") };
  if (kind === "turn") return { ...clock, per_turn: Number(perTurn) };
  return { ...clock, bank: Number(data.get("bank-minutes")) * 60, increment: Number(data.get("increment")) };
}

// A table of one's own: the game, its seats and options, its turn clock, public or not,
// and whether only its players chat.
const dialog = $("create-dialog");
const create = $("create-form");
offerClocks(create, clockChoices);
offerGames(create, () => {
  const game = chosenGame(create);
  offer(create.elements.seats, counts(game), Math.max(...game.player_counts));
  const level = middleLevel(game);
  create.elements["clock-bot"].replaceChildren(
    ...game.bot_levels.map((b) => el("option", { value: b, selected: b === level }, levelWords(b).level)),
  );
  $("create-options").replaceChildren(
    ...game.options.map((option) =>
      el(
        "label",
        {},
        `${option.label} `,
        choiceSelect({ name: optionField(option) }, option.choices, option.default),
      ),
    ),
  );
});
$("create").addEventListener("click", () => dialog.showModal());
$("create-cancel").addEventListener("click", () => dialog.close());
create.addEventListener("submit", async (e) => {
  e.preventDefault();
  const data = new FormData(create);
  const game = chosenGame(create);
  await guarded(async () => {
    const table = await api.post("/api/tables", {
      game: game.name,
      seats: choiceValue(data.get("seats")),
      public: data.get("public") === "on",
      options: readOptions(game, data),
      clock: readClock(data),
      players_chat: data.get("players-chat") === "on",
    });
    location.assign(`/tables/${table.id}`);
  });
  dialog.close();
});

// One click to a game against bots: a private table, the other seats given to bots, started.
const quick = $("quick-form");
offerGames(quick, () => {
  const game = chosenGame(quick);
  const two = game.player_counts.includes(2) ? 2 : Math.min(...game.player_counts); // oneself and a bot
  offer(quick.elements.players, counts(game), two);
  const levels = game.bot_levels.map((level) => ({ value: level, label: levelWords(level).bots }));
  offer(quick.elements.level, levels, middleLevel(game));
});
quick.addEventListener("submit", async (e) => {
  e.preventDefault();
  const data = new FormData(quick);
  const game = chosenGame(quick);
  $("quick").disabled = true;
  await guarded(async () => {
    const seats = choiceValue(data.get("players"));
    const level = choiceValue(data.get("level"));
    const body = { game: game.name, seats, public: false, options: defaultOptions(game) };
    const table = await api.post("/api/tables", body);
    for (let i = 1; i < seats; i++) await api.post(`/api/tables/${table.id}/bots`, { level });
    const started = await api.post(`/api/tables/${table.id}/start`, { order: null });
    location.assign(`/games/${started.game_id}`);
  });
  $("quick").disabled = false;
});

offer($("tables-game"), [{ value: null, label: t("all games") }, ...catalogue.map((g) => ({ value: g.name, label: g.title }))], null);
/** A game of the catalogue: what it is about, its rules, and a first game with hints. */
function learnItem(game) {
  const learn = async (event) => {
    event.target.disabled = true;
    await guarded(() => startTutorial(game.name));
    event.target.disabled = false;
  };
  return el(
    "li",
    { "data-learn": game.name },
    el("span", { class: "grow" }, el("b", {}, game.title), ` — ${game.summary}`),
    el("a", { href: `/rules/${game.name}` }, t("Rules")),
    el("a", { href: `/leaderboard/${game.name}` }, t("Leaderboard")),
    el("button", { type: "button", onclick: learn }, t("Learn to play")),
  );
}
$("learn-games").replaceChildren(...catalogue.map(learnItem));

const update = live({ topic: "lobby" }, refresh);
$("tables-game").addEventListener("change", update);
await update();
