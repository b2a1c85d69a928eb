// Whose turn it is, for any game: the banner above the screen, the tab's title, and a
// browser notification when the turn comes to this seat while the tab is hidden.

import { seatName } from "./seats.mjs";

export const TURN_SETTINGS = {
  defaults: { notify: false },
  labels: { notify: "Browser notification when it is my turn" },
};

/** The banner's words for a game client's {myTurn, current, over}, with seat `names`. */
export function turnText({ myTurn, current, over }, names) {
  if (over) return "The game is over.";
  if (myTurn) return "Your turn.";
  return current === null ? "" : `${seatName(names, current)}'s turn.`;
}

export class TurnSignals {
  /** banner: an element; title: the tab's title; settings: the store holding TURN_SETTINGS. */
  constructor(banner, title, settings) {
    this.banner = banner;
    this.title = title;
    this.settings = settings;
    this.wasMine = false;
    document.title = title;
    settings.listen((name, value) => {
      if (name === "notify" && value && "Notification" in globalThis) Notification.requestPermission();
    });
  }

  /** Show the turn of `client` (a GameClient) with seat `names`. */
  update(client, names) {
    const mine = client.myTurn;
    this.banner.textContent = turnText(client, names);
    this.banner.classList.toggle("mine", mine);
    document.title = mine ? `● Your turn · ${this.title}` : this.title;
    if (mine && !this.wasMine && this.settings.get("notify") && document.hidden) this.notify();
    this.wasMine = mine;
  }

  notify() {
    if ("Notification" in globalThis && Notification.permission === "granted") {
      new Notification("Your turn", { body: this.title });
    }
  }
}
