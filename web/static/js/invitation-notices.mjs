// Notices of one's own invitations on the page one is on (a game, a table): a rematch of the
// game shown, or a table elsewhere, each with a link there and a button dismissing it. The
// page's socket watches the topic "mine" (docs/protocol.md): `opened` and `heard`.

import { api } from "./api.mjs";
import { gameTitle, getCatalogue } from "./catalogue.mjs";
import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";
import { oneAtATime } from "./live.mjs";
import { fetched } from "./ui.mjs";

const DISMISSED = "invitations.dismissed";
const KEPT = 50; // dismissed invitations remembered

function dismissedIds(storage) {
  try {
    const ids = JSON.parse(storage?.getItem(DISMISSED) ?? "[]");
    return Array.isArray(ids) ? ids : [];
  } catch {
    return [];
  }
}

/** The words and link of invitation `table` (an answer of GET /api/invitations), seen on
 * the page of game `gameId` (null: not a game's page), with the game's `title`. */
export function invitationNotice(table, gameId, title) {
  if (table.rematch_of !== null && table.rematch_of === gameId) {
    return { text: t("{host} asks for a rematch.", { host: table.host }), link: t("Join the rematch") };
  }
  if (table.rematch_of !== null) {
    return {
      text: t("{host} asks for a rematch of game {game}.", { host: table.host, game: table.rematch_of }),
      link: t("Join the rematch"),
    };
  }
  return { text: t("{host} invites you to a table of {game}.", { host: table.host, game: title }), link: t("See the table") };
}

export class InvitationNotices {
  /** root: the element the notices go in; gameId: the game the page shows (null: none);
   * tableId: the table it shows (its own invitation is on the page already). */
  constructor(root, { gameId = null, tableId = null, storage = globalThis.localStorage } = {}) {
    this.root = root;
    this.gameId = gameId;
    this.tableId = tableId;
    this.storage = storage;
    this.catalogue = null;
    this.update = oneAtATime(() => this.refresh());
  }

  /** On each (re)connection of `socket`: watch one's own tables, and show the notices. */
  opened(socket) {
    socket.send({ type: "watch", topic: "mine" });
    this.update();
  }

  /** A frame `socket` heard: a change to one's own tables shows the notices again;
   * returns whether it was one. */
  heard(frame) {
    const mine = frame.type === "changed" && frame.topic === "mine";
    if (mine) this.update();
    return mine;
  }

  /** Fetch one's invitations and show those not dismissed (a fetch in the background: its
   * error is the page's notice until a later fetch succeeds). */
  async refresh() {
    const all = await fetched(() => api.get("/api/invitations"));
    if (!all) return;
    const dismissed = new Set(dismissedIds(this.storage));
    const tables = all.filter((t) => t.id !== this.tableId && !dismissed.has(t.id));
    if (tables.length && !this.catalogue) this.catalogue = (await fetched(getCatalogue)) ?? null;
    this.root.replaceChildren(...tables.map((table) => this.notice(table)));
  }

  notice(table) {
    const { text, link } = invitationNotice(table, this.gameId, gameTitle(this.catalogue ?? [], table.game));
    const dismiss = () => {
      const ids = [...dismissedIds(this.storage), table.id].slice(-KEPT);
      this.storage?.setItem(DISMISSED, JSON.stringify(ids));
      node.remove();
    };
    const node = el(
      "div",
      { class: "notice ok invitation", "data-table": table.id },
      el("span", { class: "grow" }, `${text} `, el("a", { href: `/tables/${table.id}` }, link)),
      el("button", { type: "button", class: "close", "aria-label": t("Dismiss"), onclick: dismiss }, "×"),
    );
    return node;
  }
}
