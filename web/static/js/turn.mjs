// Whose turn it is, for any game: the banner above the screen (with the colour of the seat
// to move), the tab's title, and a browser notification when the turn comes to this seat
// while the tab is hidden, and a short chime when it comes (if the person wants one).

import { t } from "./i18n.mjs";
import { seatName, swatch } from "./seats.mjs";

export const TURN_SETTINGS = {
  defaults: { notify: false, turnSound: false, confirmSteps: "clock" },
  labels: {
    notify: t("Browser notification when it is my turn"),
    turnSound: t("A short chime when it becomes my turn"),
    confirmSteps: {
      label: t("Confirm a step that cannot be taken back:"),
      choices: [
        { value: "clock", label: t("at tables with a time per turn") },
        { value: "always", label: t("always") },
        { value: "never", label: t("never") },
      ],
    },
  },
};

/** Whether a final step waits for Confirm: by the `confirmSteps` setting of `settings`, and
 * the turn `clock` of the game (clock.mjs; null without one). */
export function confirmsSteps(settings, clock) {
  const when = settings.get("confirmSteps");
  return when === "always" || (when === "clock" && clock?.kind === "turn");
}

/** The banner's words for a game client's {myTurn, current, over}, with seat `names`. */
export function turnText({ myTurn, current, over }, names) {
  if (over) return t("The game is over.");
  if (myTurn) return t("Your turn.");
  return current === null ? "" : t("{name}'s turn.", { name: seatName(names, current) });
}

export class TurnSignals {
  /**
   * banner: an element; title: the tab's title; settings: the store holding TURN_SETTINGS;
   * colour(seat): a seat's CSS colour (seats.mjs's seatColours), or null: no colours.
   */
  constructor(banner, title, settings, colour = null) {
    this.banner = banner;
    this.title = title;
    this.settings = settings;
    this.colour = colour;
    this.wasMine = false;
    document.title = title;
    settings.listen((name, value) => {
      if (name === "notify" && value && "Notification" in globalThis) Notification.requestPermission();
    });
  }

  /** Show the turn of `client` (a GameClient) with seat `names`. */
  update(client, names) {
    const mine = client.myTurn;
    const text = turnText(client, names);
    const seat = client.over ? null : client.current;
    const marked = this.colour && text && seat !== null;
    this.banner.replaceChildren(...(marked ? [swatch(this.colour(seat))] : []), text);
    this.banner.classList.toggle("mine", mine);
    document.title = mine ? `● ${t("Your turn · {title}", { title: this.title })}` : this.title;
    if (mine && !this.wasMine && this.settings.get("notify") && document.hidden) this.notify();
    if (mine && !this.wasMine && this.settings.get("turnSound")) this.chime();
    this.wasMine = mine;
  }

  /** Two soft notes, made by the browser (nothing to download); the count of chimes is
   * `data-chimes` on the banner. */
  chime() {
    const Context = globalThis.AudioContext;
    this.banner.dataset.chimes = String((Number(this.banner.dataset.chimes) || 0) + 1);
    if (!Context) return;
    this.audio ??= new Context();
    const start = this.audio.currentTime;
    for (const [i, frequency] of [660, 880].entries()) {
      const tone = this.audio.createOscillator();
      const volume = this.audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.15, start + i * 0.15);
      volume.gain.exponentialRampToValueAtTime(0.001, start + i * 0.15 + 0.3);
      tone.connect(volume).connect(this.audio.destination);
      tone.start(start + i * 0.15);
      tone.stop(start + i * 0.15 + 0.3);
    }
  }

  notify() {
    if ("Notification" in globalThis && Notification.permission === "granted") {
      new Notification(t("Your turn"), { body: this.title });
    }
  }
}
