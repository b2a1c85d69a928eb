// A game's chat, in the game page's foot: its last messages loaded over HTTP (when the
// page opens and after every reconnect), new ones as `chat` frames from the socket, and an
// input to say something (Enter sends). Messages are shown as text only. A person may mute
// another for themselves: the muted names are kept in localStorage (`chat.muted.<user>`)
// and their messages hidden. A table may keep the chat to its players: a spectator is then
// refused the messages (403), and the panel says so instead. The page's chat button, at the
// top of the page, brings the panel into view and counts the messages that came while it
// was out of view. The frames: ../../docs/protocol.md.

import { ApiError, api } from "./api.mjs";
import { el } from "./dom.mjs";
import { formatDate, formatNumber, t, tn } from "./i18n.mjs";
import { swatch } from "./seats.mjs";

const SHOWN = 100; // the messages kept on the page, as many as the server gives on loading

/** The names muted by the person `user` (an id), kept in `storage`. */
class Muted {
  constructor(user, storage = globalThis.localStorage) {
    this.key = `chat.muted.${user}`;
    this.storage = storage;
    this.names = new Set(JSON.parse(storage.getItem(this.key) ?? "[]"));
  }

  has(name) {
    return this.names.has(name);
  }

  toggle(name) {
    if (!this.names.delete(name)) this.names.add(name);
    this.storage.setItem(this.key, JSON.stringify([...this.names]));
  }
}

export class ChatPanel {
  /**
   * The chat of game `gameId` in `root` (an element to fill), for `user` (the session's);
   * `send(frame)` sends a frame on the socket (false when it is down), `colour(seat)` is a
   * seat's colour, `say(text)` shows an error; `button`, the page's button that brings the
   * panel into view, shows how many messages came while the panel was out of view.
   */
  constructor(root, { gameId, user, send, colour, say, button = null }) {
    this.gameId = gameId;
    this.user = user;
    this.colour = colour;
    this.muted = new Muted(user.id);
    this.messages = new Map(); // id -> frame
    this.list = el("ol", { class: "chat-messages", id: "chat-messages", "aria-live": "polite" });
    const input = el("input", {
      type: "text",
      id: "chat-input",
      maxlength: "500",
      autocomplete: "off",
      "aria-label": t("Message"),
      placeholder: t("Say something…"),
    });
    const submit = (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      if (send({ type: "chat", game: gameId, text })) input.value = "";
      else say(t("The connection is down; send the message again once it is back."));
    };
    const form = el(
      "form",
      { class: "chat-form", id: "chat-form", onsubmit: submit },
      input,
      el("button", { type: "submit" }, t("Send")),
    );
    this.root = root;
    this.playersOnly = false; // the chat is the players' and this person only watches
    root.replaceChildren(el("h2", { class: "log-title" }, t("Chat")), this.list, form);
    this.button = button;
    this.unread = 0; // messages of others that came while the panel was out of view
    this.inView = true; // where the window cannot tell, the panel counts as in view
    button?.addEventListener("click", () => {
      root.scrollIntoView({ block: "center" });
      input.focus({ preventScroll: true });
      this.read();
    });
    if (button && globalThis.IntersectionObserver) {
      new IntersectionObserver(([seen]) => {
        this.inView = seen.isIntersecting;
        if (this.inView) this.read();
      }).observe(root);
    }
  }

  /** The messages counted as read: the button shows no count. */
  read() {
    this.unread = 0;
    this.showUnread();
  }

  showUnread() {
    if (!this.button) return;
    this.button.textContent = this.unread ? t("Chat ({n})", { n: formatNumber(this.unread) }) : t("Chat");
    this.button.classList.toggle("unread", this.unread > 0);
    this.button.setAttribute(
      "aria-label",
      this.unread ? tn("Chat: {n} unread", "Chat: {n} unread", this.unread) : t("Chat"),
    );
  }

  /** Show the game's last messages (again: after a reconnect, those missed too); for a
   * spectator refused them (the players keep the chat to themselves), say so instead. */
  async load() {
    if (this.playersOnly) return;
    let messages;
    try {
      messages = await api.get(`/api/games/${this.gameId}/chat`);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "forbidden")) throw error;
      this.playersOnly = true;
      this.messages.clear();
      this.root.replaceChildren(
        el("h2", { class: "log-title" }, t("Chat")),
        el("p", { class: "muted", id: "chat-closed" }, t("Only the players chat in this game.")),
      );
      return;
    }
    this.messages.clear();
    for (const message of messages) this.messages.set(message.id, message);
    this.draw();
  }

  /** Take a frame from the socket; returns whether it was this game's chat message. */
  receive(frame) {
    if (frame.type !== "chat" || frame.game !== this.gameId) return false;
    const news = !this.messages.has(frame.id) && frame.from !== this.user.name && !this.muted.has(frame.from);
    if (news && !this.inView) {
      this.unread += 1;
      this.showUnread();
    }
    this.messages.set(frame.id, frame);
    const ids = [...this.messages.keys()].sort((a, b) => a - b);
    for (const id of ids.slice(0, -SHOWN)) this.messages.delete(id);
    this.draw();
    return true;
  }

  draw() {
    const atEnd = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 4;
    const ordered = [...this.messages.values()].sort((a, b) => a.id - b.id);
    this.list.replaceChildren(...ordered.map((m) => this.item(m)));
    if (atEnd) this.list.scrollTop = this.list.scrollHeight;
  }

  /** A message as a list item: its author (and a button to mute or unmute them), its text. */
  item(message) {
    const seatMark = message.seat === null ? null : swatch(this.colour(message.seat));
    const author = el("span", { class: "chat-from" }, seatMark, message.from);
    const muted = this.muted.has(message.from);
    const mine = message.from === this.user.name;
    const toggle = () => {
      this.muted.toggle(message.from);
      this.draw();
    };
    const mute = mine
      ? null
      : el(
          "button",
          {
            type: "button",
            class: "chat-mute",
            title: muted ? t("Unmute {name}", { name: message.from }) : t("Mute {name}", { name: message.from }),
            onclick: toggle,
          },
          muted ? t("unmute") : t("mute"),
        );
    const time = el("time", { datetime: message.at }, formatDate(message.at, { hour: "2-digit", minute: "2-digit" }));
    const text = el("span", { class: "chat-text" });
    text.textContent = muted ? t("(muted)") : message.text;
    return el("li", { class: muted ? "chat-muted" : null, "data-id": String(message.id) }, time, " ", author, mute, " ", text);
  }
}
