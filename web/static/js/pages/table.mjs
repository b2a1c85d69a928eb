// A table before its game: seats, its turn clock and who may chat, the invitation link, invitations by name, bots, start.
// Also the page an invitation link opens; once the game has started, a way to it: the game
// itself for its players, watching it for others (when it is public). Kept up to date over
// the socket (../live.mjs).

import { api } from "../api.mjs";
import { gameOf, gameTitle, getCatalogue, levelWords, optionsText } from "../catalogue.mjs";
import { describeClock } from "../clock.mjs";
import { el } from "../dom.mjs";
import { formatNumber, t } from "../i18n.mjs";
import { InvitationNotices } from "../invitation-notices.mjs";
import { live } from "../live.mjs";
import { fetched, guarded, notice, requireUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);
const root = $("table");
const token = root.dataset.token || null;
const user = await requireUser();
const catalogue = (await fetched(getCatalogue)) ?? [];
let tableId = root.dataset.table ? Number(root.dataset.table) : null;

async function load() {
  return token ? api.get(`/api/invites/${token}`) : api.get(`/api/tables/${tableId}`);
}

function seatItem(seat, table, host) {
  const who = seat.name;
  const kick =
    host && who && seat.user !== user.name
      ? el(
          "button",
          {
            type: "button",
            onclick: () => act(() => api.post(`/api/tables/${table.id}/kick`, { seat_id: seat.id })),
          },
          t("Remove"),
        )
      : null;
  return el(
    "li",
    { "data-seat": seat.id },
    el("span", { class: "grow" }, who ?? el("i", { class: "muted" }, t("empty seat"))),
    seat.user === table.host ? el("span", { class: "badge" }, t("host")) : null,
    kick,
  );
}

/** What the table's state line says: the seats taken, that it was cancelled, or where its game is. */
const toLobby = () => el("a", { href: "/", id: "to-lobby" }, t("Back to the lobby"));

function stateLine(table, host, filled) {
  if (table.status === "open") {
    const taken = t("{filled} of {size} seats taken.", { filled: formatNumber(filled), size: formatNumber(table.size) });
    return [host ? taken : `${taken} ${t("Waiting for {host} to start.", { host: table.host })}`];
  }
  if (table.status === "closed") return [`${t("{host} cancelled this table.", { host: table.host })} `, toLobby()];
  const over = table.status === "finished";
  const said = over ? t("The game is over.") : t("The game has started.");
  if (!table.public) return [`${said} ${t("It is private: only its players may see it.")}`];
  const link = el("a", { href: `/games/${table.game_id}`, id: "watch" }, over ? t("See how it ended") : t("Watch the game"));
  return [`${said} `, link];
}

function render(table) {
  tableId = table.id;
  const host = table.host === user.name;
  const seated = table.seats.some((s) => s.user === user.name);
  const filled = table.seats.filter((s) => s.user || s.bot).length;
  const open = table.status === "open";
  if (table.game_id && seated) {
    location.assign(`/games/${table.game_id}`);
    return;
  }
  const title = gameTitle(catalogue, table.game);
  $("title").textContent = table.public
    ? t("{title} · table {id} (public)", { title, id: table.id })
    : t("{title} · table {id} (private)", { title, id: table.id });
  $("seats").replaceChildren(
    ...table.seats.map((s) => seatItem(s, table, host)),
    ...Array.from({ length: open ? table.size - table.seats.length : 0 }, () =>
      el("li", {}, el("i", { class: "muted grow" }, t("empty seat"))),
    ),
  );
  $("invited").hidden = !table.invited.length;
  $("invited").textContent = t("Invited, no seat taken yet: {names}.", { names: table.invited.join(", ") });
  const chat = table.players_chat ? ` ${t("Only the players read and write the game's chat.")}` : "";
  const options = optionsText(gameOf(catalogue, table.game), table.options);
  $("terms").textContent = `${options ? `${t("{options}.", { options })} ` : ""}${describeClock(table.clock)}${chat}`;
  $("state").replaceChildren(...stateLine(table, host, filled));
  $("join").hidden = seated || !open;
  $("leave").hidden = !seated || !open;
  $("host-tools").hidden = !host || !open;
  $("start").disabled = filled < table.size;
  const levels = gameOf(catalogue, table.game)?.bot_levels ?? [];
  if ($("bot-level").options.length !== levels.length) {
    $("bot-level").replaceChildren(...levels.map((b) => el("option", { value: b }, levelWords(b).bot)));
  }
  if (table.invite_token) {
    $("invite-link").value = `${location.origin}/invite/${table.invite_token}`;
  }
  $("invite-row").hidden = !table.invite_token;
}

async function act(action) {
  const table = await guarded(action);
  if (table) render(table);
}

async function refresh() {
  const table = await fetched(async () => {
    try {
      return await load();
    } catch (error) {
      if (error.status !== 404) throw error;
      gone();
      return undefined;
    }
  });
  if (table) render(table);
}

/** The page of a table this person may no longer see (a private one cancelled, or they
 * were taken off it): nothing of it is left to act on, only the way back. */
function gone() {
  $("seats").replaceChildren();
  for (const id of ["invited", "join", "leave", "host-tools"]) $(id).hidden = true;
  $("terms").textContent = "";
  $("state").replaceChildren(`${t("This table is no longer open to you: its host cancelled it or took you off it.")} `, toLobby());
}

$("join").addEventListener("click", () =>
  act(() =>
    token ? api.post(`/api/invites/${token}/join`) : api.post(`/api/tables/${tableId}/join`, {}),
  ),
);
$("leave").addEventListener("click", async () => {
  const answer = await guarded(() => api.post(`/api/tables/${tableId}/leave`));
  if (answer !== undefined) location.assign("/");
});
$("copy").addEventListener("click", async () => {
  $("invite-link").select();
  try {
    await navigator.clipboard.writeText($("invite-link").value);
    notice(t("Link copied: send it to a friend."), "ok");
  } catch {
    notice(t("Copy the selected link by hand."), "ok");
  }
});
$("invite-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const name = new FormData(e.target).get("name");
  act(async () => {
    const table = await api.post(`/api/tables/${tableId}/invitations`, { name });
    notice(t("{name} is invited.", { name }), "ok");
    e.target.reset();
    return table;
  });
});
$("bot-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const level = new FormData(e.target).get("level");
  act(() => api.post(`/api/tables/${tableId}/bots`, { level }));
});
$("start").addEventListener("click", () =>
  act(() => api.post(`/api/tables/${tableId}/start`, { order: null })),
);
$("cancel").addEventListener("click", async () => {
  if (!window.confirm(t("Cancel the table? Its seats and invitations are dropped."))) return;
  const answer = await guarded(() => api.post(`/api/tables/${tableId}/cancel`));
  if (answer !== undefined) location.assign("/");
});

const first = await fetched(load);
if (first) {
  render(first);
  const invitations = user && new InvitationNotices($("invitation-notices"), { tableId: first.id });
  live({ topic: "table", table: first.id, ...(token ? { token } : {}) }, refresh, invitations);
}
