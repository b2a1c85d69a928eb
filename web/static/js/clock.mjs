// Turn clocks, for any game: what a table's clock is in words (the lobby, the table page),
// and on the game page the clock of the frames ticking every second. A frame's clock is
// {kind: "turn" | "live", turn_since, deadline (null: no clock runs now), banks (live: each
// seat's seconds at the start of the current turn)}; times are ISO 8601.

import { el } from "./dom.mjs";
import { seatName, swatch } from "./seats.mjs";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const LIVE_LOW_MS = 60 * 1000; // a live clock under a minute is shown as low
const PER_TURN_LOW = 0.25; // a time per turn with less than this share left is shown as low

/** `ms` left as people read it: "2 d 4 h", "5 h 12 min", "3:07" (never below "0:00"). */
export function formatLeft(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const [d, h, m] = [Math.floor(s / DAY), Math.floor((s % DAY) / HOUR), Math.floor((s % HOUR) / MINUTE)];
  if (d) return h ? `${d} d ${h} h` : `${d} d`;
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  return `${m}:${String(s % MINUTE).padStart(2, "0")}`;
}

/** A time per turn in words: "12 hours", "1 day", "3 days". */
export function perTurnText(seconds) {
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return seconds % DAY === 0 ? plural(seconds / DAY, "day") : plural(seconds / HOUR, "hour");
}

/** A live clock's time in words: "10 min", "90 s", "1 min 30 s". */
function spanText(seconds) {
  if (seconds < MINUTE) return `${seconds} s`;
  const [m, s] = [Math.floor(seconds / MINUTE), seconds % MINUTE];
  return s ? `${m} min ${s} s` : `${m} min`;
}

/** What happens when a seat's time runs out, in words. */
function timeoutText(clock) {
  const bot = `${/^[aeiou]/i.test(clock.bot_level) ? "an" : "a"} ${clock.bot_level} bot`;
  return clock.on_timeout === "out"
    ? `the player is out (ranked last) and ${bot} finishes their seat`
    : `${bot} plays until the player is back`;
}

/** A table's clock ({kind, per_turn, bank, increment, on_timeout, bot_level}) in a sentence. */
export function describeClock(clock) {
  if (clock?.kind === "turn") return `${perTurnText(clock.per_turn)} per turn; then ${timeoutText(clock)}.`;
  if (clock?.kind === "live") {
    const added = clock.increment ? ` + ${spanText(clock.increment)} a turn` : " each, nothing added a turn";
    return `Live: ${spanText(clock.bank)}${added}; then ${timeoutText(clock)}.`;
  }
  return "No turn clock.";
}

/**
 * What a frame's `clock` shows at `now` (ms since 1970) with seat `current` to move:
 * [{seat, left (ms), running, low}]: with live clocks every seat, with a time per turn the
 * seat to move while its clock runs; [] without a clock.
 */
export function clockTimes(clock, current, now) {
  if (!clock) return [];
  const since = clock.turn_since ? Date.parse(clock.turn_since) : now;
  const deadline = clock.deadline ? Date.parse(clock.deadline) : null;
  const used = Math.max(0, now - since);
  if (clock.kind === "live" && clock.banks) {
    return clock.banks.map((bank, seat) => {
      const running = seat === current && deadline !== null;
      const left = bank * 1000 - (running ? used : 0);
      return { seat, left, running, low: left < LIVE_LOW_MS };
    });
  }
  if (clock.kind !== "turn" || deadline === null || current === null) return [];
  const left = deadline - now;
  return [{ seat: current, left, running: true, low: left < (deadline - since) * PER_TURN_LOW }];
}

export class ClockDisplay {
  /** The clocks of a game in `root` (an element to fill); `colour(seat)`: a seat's colour. */
  constructor(root, colour, now = () => Date.now()) {
    this.root = root;
    this.colour = colour;
    this.now = now;
    this.shown = { clock: null, current: null, names: [], seat: null };
    this.timer = null;
  }

  /** Show `clock` (a frame's, or null) with seat `current` to move, seat `names`, the
   * page's `seat` (null: a spectator); `over`: the game is over (nothing shown). */
  show(clock, { current, over, names, seat }) {
    this.shown = { clock: over ? null : clock, current, names, seat };
    this.draw();
  }

  draw() {
    const { clock, current, names, seat } = this.shown;
    const times = clockTimes(clock, current, this.now());
    this.root.hidden = times.length === 0;
    const running = times.some((t) => t.running);
    if (running && this.timer === null) this.timer = setInterval(() => this.draw(), 1000);
    if (!running && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
    const who = (s) => (s === seat ? "You" : seatName(names, s));
    const item = (t) =>
      el(
        "li",
        { class: ["clock", t.running && "running", t.low && "low"].filter(Boolean).join(" "), "data-seat": String(t.seat) },
        swatch(this.colour(t.seat)),
        el("span", { class: "clock-name" }, who(t.seat)),
        " ",
        el("span", { class: "clock-time", role: "timer" }, formatLeft(t.left)),
        clock?.kind === "turn" ? " left for this turn" : null,
      );
    this.root.replaceChildren(...(times.length ? [el("ul", { class: "clock-list" }, times.map(item))] : []));
  }
}
