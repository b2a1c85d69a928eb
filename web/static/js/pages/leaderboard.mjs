// A game's leaderboard (GET /api/leaderboard/{game}): place, player (a link to the
// profile), rating and rated games; the signed-in person's row marked.

import { api, getSession } from "../api.mjs";
import { el } from "../dom.mjs";
import { formatNumber, t } from "../i18n.mjs";
import { fetched, playerLink, showUser } from "../ui.mjs";

const main = document.getElementById("leaderboard");

/** A link to the profile of the person called `name`. */

function row(leader, me) {
  return el(
    "tr",
    { class: leader.name === me ? "me" : null },
    el("td", {}, String(leader.place)),
    el("td", { class: "name" }, playerLink(leader.name), leader.guest ? el("span", { class: "badge guest" }, t("guest")) : null),
    el("td", {}, formatNumber(leader.rating, { useGrouping: false })),
    el("td", {}, formatNumber(leader.games)),
  );
}

const { user } = await getSession();
showUser(user);
const board = await fetched(() => api.get(`/api/leaderboard/${encodeURIComponent(main.dataset.game)}`));
if (board) {
  const body = document.querySelector("#leaders tbody");
  body.replaceChildren(...board.players.map((leader) => row(leader, user?.name)));
  if (!board.players.length) {
    const text = t("Nobody is rated yet: finish a game with other people to be the first.");
    body.append(el("tr", {}, el("td", { colspan: 4, class: "muted" }, text)));
  }
  main.dataset.loaded = "";
}
