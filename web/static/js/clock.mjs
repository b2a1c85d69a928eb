// Turn clocks, for any game: what a table's clock is in words (the lobby, the table page),
// and on the game page the clock of the frames ticking every second. A frame's clock is
// {kind: "turn" | "live", turn_since, deadline (null: no clock runs now), banks (live: each
// seat's seconds at the start of the current turn)}; times are ISO 8601.

import { levelWords } from "./catalogue.mjs";
import { el, withNodes } from "./dom.mjs";
import { formatNumber, t, tn } from "./i18n.mjs";
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
  if (d) return h ? t("{d} d {h} h", { d: formatNumber(d), h: formatNumber(h) }) : t("{d} d", { d: formatNumber(d) });
  if (h) return m ? t("{h} h {m} min", { h: formatNumber(h), m: formatNumber(m) }) : t("{h} h", { h: formatNumber(h) });
  return `${m}:${String(s % MINUTE).padStart(2, "0")}`;
}

/** A time per turn in words: "12 hours", "1 day", "3 days". */
export function perTurnText(seconds) {
  return seconds % DAY === 0 ? tn("{n} day", "{n} days", seconds / DAY) : tn("{n} hour", "{n} hours", seconds / HOUR);
}

/** A live clock's time in words: "10 min", "90 s", "1 min 30 s". */
function spanText(seconds) {
  if (seconds < MINUTE) return t("{s} s", { s: formatNumber(seconds) });
  const [m, s] = [Math.floor(seconds / MINUTE), seconds % MINUTE];
  return s ? t("{m} min {s} s", { m: formatNumber(m), s: formatNumber(s) }) : t("{m} min", { m: formatNumber(m) });
}

/** A table's clock ({kind, per_turn, bank, increment, on_timeout, bot_level}) in a sentence. */
export function describeClock(clock) {
  if (clock?.kind !== "turn" && clock?.kind !== "live") return t("No turn clock.");
  const bot = levelWords(clock.bot_level).aBot;
  const out = clock.on_timeout === "out";
  if (clock.kind === "turn") {
    const time = perTurnText(clock.per_turn);
    return out
      ? t("{time} per turn; then the player is out (ranked last) and {bot} finishes their seat.", { time, bot })
      : t("{time} per turn; then {bot} plays until the player is back.", { time, bot });
  }
  const bank = spanText(clock.bank);
  if (clock.increment) {
    const added = spanText(clock.increment);
    return out
      ? t("Live: {bank} + {added} a turn; then the player is out (ranked last) and {bot} finishes their seat.", {
          bank,
          added,
          bot,
        })
      : t("Live: {bank} + {added} a turn; then {bot} plays until the player is back.", { bank, added, bot });
  }
  return out
    ? t("Live: {bank} each, nothing added a turn; then the player is out (ranked last) and {bot} finishes their seat.", {
        bank,
        bot,
      })
    : t("Live: {bank} each, nothing added a turn; then {bot} plays until the player is back.", { bank, bot });
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
    const who = (s) => (s === seat ? t("You") : seatName(names, s));
    const item = (time) => {
      const left = el("span", { class: "clock-time", role: "timer" }, formatLeft(time.left));
      return el(
        "li",
        { class: ["clock", time.running && "running", time.low && "low"].filter(Boolean).join(" "), "data-seat": String(time.seat) },
        swatch(this.colour(time.seat)),
        el("span", { class: "clock-name" }, who(time.seat)),
        " ",
        clock?.kind === "turn" ? withNodes(t("{time} left for this turn"), { time: left }) : left,
      );
    };
    this.root.replaceChildren(...(times.length ? [el("ul", { class: "clock-list" }, times.map(item))] : []));
  }
}
