// The lobby: create a table, open tables, invitations, my games (mine to play first),
// finished games.

import { api } from "../api.mjs";
import { el } from "../dom.mjs";
import { guarded, requireUser } from "../ui.mjs";

const user = await requireUser();
const $ = (id) => document.getElementById(id);

function empty(list, text) {
  if (!list.children.length) list.append(el("li", { class: "muted" }, text));
}

function seatsText(table) {
  const taken = table.seats.filter((s) => s.user || s.bot).length;
  const names = table.seats.map((s) => s.user ?? (s.bot ? `bot (${s.bot})` : null)).filter(Boolean);
  return `${taken}/${table.size} seated: ${names.join(", ")}`;
}

async function join(table) {
  await guarded(async () => {
    await api.post(`/api/tables/${table.id}/join`, {});
    location.assign(`/tables/${table.id}`);
  });
}

function tableItem(table, action) {
  const mine = table.seats.some((s) => s.user === user.name);
  return el(
    "li",
    { "data-table": table.id },
    el("span", { class: "grow" }, el("b", {}, `${table.game} · table ${table.id}`), ` hosted by ${table.host} — ${seatsText(table)}`),
    mine
      ? el("a", { href: `/tables/${table.id}` }, "Open")
      : el("button", { type: "button", onclick: () => action(table) }, "Join"),
  );
}

function gameItem(game) {
  const players = game.players.map((name, i) => (i === game.seat ? `${name} (you)` : name)).join(", ");
  let state;
  if (game.status === "finished") {
    const winners = (game.result?.winners ?? []).map((i) => game.players[i]).join(" and ");
    const scores = (game.result?.scores ?? []).join(" : ");
    state = el("span", { class: "badge" }, `won by ${winners} (${scores})`);
  } else if (game.my_turn) {
    state = el("span", { class: "badge turn" }, "your turn");
  } else {
    state = el("span", { class: "badge" }, `${game.players[game.current_seat] ?? "?"}'s turn`);
  }
  return el(
    "li",
    { "data-game": game.id },
    el("span", { class: "grow" }, el("b", {}, `${game.game} · game ${game.id}`), ` ${players}`),
    state,
    el("a", { href: `/games/${game.id}` }, game.status === "finished" ? "See" : "Play"),
  );
}

async function refresh() {
  const [tables, invitations, games] = await Promise.all([
    api.get("/api/tables"),
    api.get("/api/invitations"),
    api.get("/api/games"),
  ]);
  $("open-tables").replaceChildren(...tables.map((t) => tableItem(t, join)));
  empty($("open-tables"), "No open tables. Create one!");
  $("invitations").replaceChildren(...invitations.map((t) => tableItem(t, join)));
  empty($("invitations"), "No invitations.");
  const playing = games.filter((g) => g.status !== "finished");
  const finished = games.filter((g) => g.status === "finished");
  $("my-games").replaceChildren(...playing.map(gameItem));
  empty($("my-games"), "No games in progress.");
  $("finished-games").replaceChildren(...finished.map(gameItem));
  empty($("finished-games"), "No finished games yet.");
}

const dialog = $("create-dialog");
$("create").addEventListener("click", () => dialog.showModal());
$("create-cancel").addEventListener("click", () => dialog.close());
$("create-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const data = new FormData(e.target);
  await guarded(async () => {
    const table = await api.post("/api/tables", {
      game: data.get("game"),
      seats: Number(data.get("seats")),
      public: data.get("public") === "on",
      options: {},
    });
    location.assign(`/tables/${table.id}`);
  });
  dialog.close();
});

// One click to a game against bots: a private table, the other seats given to bots, started.
const quick = $("quick-form");
const levels = JSON.parse($("quick-level").dataset.levels);
function showLevels() {
  const names = levels[quick.elements.game.value] ?? [];
  $("quick-level").replaceChildren(...names.map((l) => el("option", { value: l }, `${l} bots`)));
  if (names.includes("medium")) $("quick-level").value = "medium";
}
quick.elements.game.addEventListener("change", showLevels);
showLevels();
quick.addEventListener("submit", async (e) => {
  e.preventDefault();
  const data = new FormData(quick);
  $("quick").disabled = true;
  await guarded(async () => {
    const seats = Number(data.get("players"));
    const table = await api.post("/api/tables", { game: data.get("game"), seats, public: false, options: {} });
    for (let i = 1; i < seats; i++) await api.post(`/api/tables/${table.id}/bots`, { level: data.get("level") });
    const started = await api.post(`/api/tables/${table.id}/start`, { order: null });
    location.assign(`/games/${started.game_id}`);
  });
  $("quick").disabled = false;
});

await guarded(refresh);
setInterval(() => guarded(refresh), 5000);
