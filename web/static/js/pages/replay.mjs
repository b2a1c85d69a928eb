// A game's replay, for any game: its screen (the game's own client module) shows the view
// of one version at a time, fetched from the server; a slider, buttons and the arrow keys
// step through the versions, and the log marks the current step's lines. The address
// keeps the step and the seat (?move=12&seat=1), so a link opens the replay there. A player
// of a finished game may ask the hard bot to review their moves: the moves it marks are
// listed, biggest loss first, each a link to its step.

import { api } from "../api.mjs";
import { el } from "../dom.mjs";
import { formatNumber, t, tn } from "../i18n.mjs";
import { logLines } from "../game-log.mjs";
import { loadGame } from "../game-module.mjs";
import { PlayScreen, SCREEN_SETTINGS } from "../screen.mjs";
import { Settings } from "../settings.mjs";
import { fetched, guarded, notice, requireUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);
const POLL_MS = 2000; // between looks at a review under way

/** The step `move` of the address, within 0..last (the last when absent or unreadable). */
function startingStep(search, last) {
  const move = new URLSearchParams(search).get("move");
  const step = move === null || move === "" ? NaN : Number(move);
  return Number.isInteger(step) ? Math.max(0, Math.min(last, step)) : last;
}

/** This page's address at step `version`. */
function stepAddress(version) {
  const address = new URL(location.href);
  address.searchParams.set("move", String(version));
  return address;
}

/** Scroll the log box (not the page: it keeps its controls in view) so that `line`, when
 * there is one and it is out of the box's view, shows in its middle. */
function showInLog(log, line) {
  if (!line) return;
  const box = log.getBoundingClientRect();
  const at = line.getBoundingClientRect();
  if (at.top < box.top || at.bottom > box.bottom) log.scrollTop += at.top - box.top - (box.height - at.height) / 2;
}

/** The turn at one step of a replay, for the platform screen: nobody may move (it never sends). */
class StillTurn {
  constructor(seat) {
    this.seat = seat;
    this.myTurn = false;
    this.busy = false;
    this.ready = false;
  }

  /** Step `step` ({current, over}) is shown: whose turn it was. */
  at(step) {
    this.myTurn = !step.over && this.seat !== null && step.current === this.seat;
  }
}

class Replay {
  constructor(gameId, screen, host, history) {
    this.gameId = gameId;
    this.screen = screen;
    this.host = host;
    this.history = history; // {players, version, over, seat, history: [[version, events]]}
    this.turn = new StillTurn(history.seat);
    this.play = new PlayScreen(screen, this.turn, host.say);
    this.step = null;
    this.asked = 0; // the number of the latest step asked for: older answers are dropped
    this.review = null; // the hard bot's review of the viewer's moves, for a player
  }

  events(version) {
    return this.history.history[version - 1]?.[1] ?? [];
  }

  seatQuery() {
    return this.history.seat === null ? "" : `?seat=${this.history.seat}`;
  }

  /** Show version `version` (clamped to the game's versions). */
  async go(version) {
    const target = Math.max(0, Math.min(this.history.version, version));
    const asked = ++this.asked;
    const step = await guarded(() =>
      api.get(`/api/games/${this.gameId}/replay/${target}${this.seatQuery()}`),
    );
    if (!step || asked !== this.asked) return;
    const events = this.step !== null && target === this.step + 1 ? this.events(target) : [];
    this.step = target;
    this.turn.at(step);
    this.display(step.view, events);
    if (!$("log").children.length) this.drawLog();
    this.drawStep(step);
    this.mark(this.events(target));
  }

  /** Draw `view` on the screen, `events` just happened. */
  display(view, events) {
    this.play.show(view, events);
    this.play.setMoves([]);
    this.play.changed();
  }

  /** Mark on the board what `events` did (their log lines' marks), or nothing; returns the
   * line about the reviewed seat's move. */
  mark(events) {
    const lines = logLines(this.screen, events, this.host.names);
    const line = lines.find((found) => found.mark && found.seat === this.history.seat) ?? lines.find((found) => found.mark);
    this.screen.highlight(line?.mark ?? null);
    return line ?? lines[0] ?? null;
  }

  /** Show the hard bot's step `better` (GET .../review/{version}/better) on the board
   * instead of the move made at the step shown. */
  showInstead(better) {
    if (better.version !== this.step) return;
    this.display(better.view, better.events);
    $("status").textContent = t("Move {n} of {last} · the hard bot's move instead", {
      n: formatNumber(better.version),
      last: formatNumber(this.history.version),
    });
    return this.mark(better.events)?.text ?? "";
  }

  drawStep(step) {
    const last = this.history.version;
    const at = { n: formatNumber(step.version), last: formatNumber(last) };
    let status = t("Move {n} of {last}", at);
    if (step.over) status = t("Move {n} of {last} · game over", at);
    else if (step.current !== null) status = t("Move {n} of {last} · {name} to play", { ...at, name: this.host.names[step.current] });
    $("status").textContent = status;
    $("slider").value = String(step.version);
    $("first").disabled = $("previous").disabled = step.version === 0;
    $("next").disabled = $("last").disabled = step.version === last;
    for (const line of $("log").children) {
      line.classList.toggle("current", Number(line.dataset.version) === step.version);
    }
    showInLog($("log"), $("log").querySelector(".current"));
    this.review?.showStep(step.version);
    history.replaceState(null, "", stepAddress(step.version));
  }

  /** The log: every version's lines in order (drawn after the first view is shown, as
   * the screen's `describe` needs); a click on a line (or Enter on its link) goes to its version. */
  drawLog() {
    const lines = [];
    for (const [version, events] of this.history.history) {
      for (const line of logLines(this.screen, events, this.host.names)) {
        lines.push(
          el(
            "li",
            {
              "data-version": version,
              "data-seat": line.seat ?? "",
              class: line.seat !== null && line.seat === this.history.seat ? "mine" : "",
              onclick: () => this.go(version),
            },
            // a link, for the keyboard: the line's click goes there
            el(
              "a",
              { href: stepAddress(version), onclick: (event) => event.preventDefault() },
              el("span", { class: "step-number" }, `${version}. `),
              line.text,
            ),
          ),
        );
      }
    }
    $("log").replaceChildren(...lines);
  }
}

/**
 * The hard bot's review of the viewer's own moves (seat `seat`) in a finished game: the
 * button that asks for it, its progress (looked at every POLL_MS while it is queued or
 * running), the moves it marks, biggest loss first, each a link to its step, a mark on
 * their log lines, and the current step's verdict under the status line.
 */
class ReviewPanel {
  constructor(replay, seat) {
    this.replay = replay;
    this.seat = seat;
    this.path = `/api/games/${replay.gameId}/review?seat=${seat}`;
    this.results = []; // {version, step, move, best, loss, text}: one a step judged
    this.better = new Map(); // the bot's steps instead fetched, by their address
    this.running = false;
    this.timer = null;
    $("review-ask").addEventListener("click", () => this.ask());
  }

  /** Look at the review (again, while it runs: also after a failed look). */
  async look() {
    const review = await fetched(() => api.get(this.path));
    if (review) this.take(review);
    else if (this.running) this.timer = setTimeout(() => this.look(), POLL_MS);
  }

  async ask() {
    $("review-ask").disabled = true;
    const review = await guarded(() => api.post(this.path));
    $("review-ask").disabled = false;
    if (review) this.take(review);
  }

  /** Show `review` ({status, done, total, results}), and look again soon while it runs. */
  take(review) {
    this.results = review.results;
    this.running = review.status === "queued" || review.status === "running";
    $("review-ask-row").hidden = false;
    const failed = review.status === "failed";
    $("review-ask").hidden = review.status !== "none" && !failed;
    $("review-ask").textContent = failed
      ? t("Ask the hard bot again")
      : t("Ask the hard bot to review my moves");
    $("review-progress").textContent = progressText(review, this.marked().length);
    this.drawList();
    this.markLog();
    if (this.replay.step !== null) this.showStep(this.replay.step);
    clearTimeout(this.timer);
    if (this.running) this.timer = setTimeout(() => this.look(), POLL_MS);
  }

  /** The decisions the bot would have played otherwise, biggest loss first. */
  marked() {
    return this.results
      .filter((result) => result.best !== null)
      .sort((a, b) => b.loss - a.loss || a.version - b.version);
  }

  /** The move that made `version`, as the log says it (its first line about the seat). */
  moveText(version) {
    const lines = logLines(this.replay.screen, this.replay.events(version), this.replay.host.names);
    const line = lines.find((found) => found.seat === this.seat) ?? lines[0];
    return line ? line.text.replace(/\.$/, "") : t("your move");
  }

  drawList() {
    const marked = this.marked();
    $("review").hidden = marked.length === 0;
    const items = marked.map((result) =>
      el(
        "li",
        { "data-version": result.version },
        el(
          "a",
          {
            href: stepAddress(result.version),
            onclick: (event) => {
              event.preventDefault();
              this.replay.go(result.version);
            },
          },
          t("Move {n}: {move} \u2014 {verdict}.", { n: formatNumber(result.version), move: this.moveText(result.version), verdict: result.text }),
        ),
      ),
    );
    $("review-list").replaceChildren(...items);
  }

  /** Mark the log line of each move the review marks (its line about the seat). */
  markLog() {
    for (const line of $("log").querySelectorAll("li.reviewed")) {
      line.classList.remove("reviewed");
      line.removeAttribute("title");
    }
    for (const result of this.marked()) {
      const lines = [...$("log").querySelectorAll(`li[data-version="${result.version}"]`)];
      const line = lines.find((found) => found.dataset.seat === String(this.seat)) ?? lines[0];
      if (line) {
        line.classList.add("reviewed");
        line.title = t("The hard bot: {verdict}.", { verdict: result.text });
      }
    }
  }

  /** The verdicts on the steps of the move that made `version`, if it was reviewed, and
   * for a step marked, buttons showing on the board the move made or the bot's instead. */
  showStep(version) {
    const results = this.results.filter((result) => result.version === version);
    const texts = results.map((result) => result.text);
    $("review-note").hidden = texts.length === 0;
    const marked = results.find((result) => result.best !== null);
    $("review-note").replaceChildren(
      el("span", { class: "review-verdict" }, texts.length ? t("Move {n}: {verdicts}.", { n: formatNumber(version), verdicts: texts.join("; ") }) : ""),
      ...(marked ? [this.boardChoice(marked)] : []),
    );
    for (const item of $("review-list").children) {
      item.classList.toggle("current", Number(item.dataset.version) === version);
    }
  }

  /** Two buttons: the board shows the move made, or the hard bot's step instead of
   * `result`'s (fetched once), said in the game's own words. */
  boardChoice(result) {
    const said = el("span", { class: "review-instead", role: "status" });
    const made = el("button", { type: "button", id: "show-made", "aria-pressed": "true" }, t("Your move"));
    const better = el("button", { type: "button", id: "show-better", "aria-pressed": "false" }, t("The hard bot's move"));
    made.addEventListener("click", () => this.replay.go(result.version));
    better.addEventListener("click", async () => {
      const path = `/api/games/${this.replay.gameId}/review/${result.version}/better?seat=${this.seat}&step=${result.step}`;
      const found = this.better.get(path) ?? (await guarded(() => api.get(path)));
      if (!found) return;
      this.better.set(path, found);
      const text = this.replay.showInstead(found);
      if (text === undefined) return;
      made.setAttribute("aria-pressed", "false");
      better.setAttribute("aria-pressed", "true");
      said.textContent = text ? t("The hard bot: {move}", { move: text }) : "";
    });
    return el("div", { class: "row review-board" }, made, better, said);
  }
}

/** A review's progress in words, `marked` being the number of moves it marks. */
function progressText(review, marked) {
  switch (review.status) {
    case "queued":
      return t("Waiting for the hard bot…");
    case "running":
      return review.total === null
        ? t("The hard bot is reviewing your moves…")
        : t("The hard bot is reviewing your moves: {done} of {total} decisions.", {
            done: formatNumber(review.done),
            total: formatNumber(review.total),
          });
    case "done":
      return marked
        ? tn(
            "The hard bot reviewed {total} of your decisions: {n} could have been better.",
            "The hard bot reviewed {total} of your decisions: {n} could have been better.",
            marked,
            { total: formatNumber(review.total) },
          )
        : t("The hard bot reviewed {total} of your decisions and found none clearly better.", {
            total: formatNumber(review.total),
          });
    case "failed":
      return t("The review could not be finished: you may ask again.");
    default:
      return "";
  }
}

function seatChoices(history) {
  const names = history.players;
  const seats = history.over ? [null, ...names.keys()] : [history.seat];
  return seats.map((seat) =>
    el(
      "option",
      { value: seat ?? "", selected: seat === history.seat },
      seat === null ? t("a spectator") : names[seat],
    ),
  );
}

function listen(replay) {
  const go = (version) => replay.go(version);
  $("first").addEventListener("click", () => go(0));
  $("previous").addEventListener("click", () => go(replay.step - 1));
  $("next").addEventListener("click", () => go(replay.step + 1));
  $("last").addEventListener("click", () => go(replay.history.version));
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) {
      return;
    }
    const keys = {
      ArrowLeft: replay.step - 1,
      ArrowRight: replay.step + 1,
      Home: 0,
      End: replay.history.version,
    };
    if (event.key in keys) {
      event.preventDefault();
      go(keys[event.key]);
    }
  });
  $("seat").addEventListener("change", () => {
    const address = new URL(location.href);
    const seat = $("seat").value;
    if (seat === "") address.searchParams.delete("seat");
    else address.searchParams.set("seat", seat);
    location.assign(address);
  });
}

async function open(root) {
  const gameId = Number(root.dataset.game);
  const seat = new URLSearchParams(location.search).get("seat");
  const [user, { mount }, history] = await Promise.all([
    requireUser(),
    loadGame(root.dataset.gameName),
    guarded(() => api.get(`/api/games/${gameId}/replay${seat ? `?seat=${seat}` : ""}`)),
  ]);
  if (!history) return;
  const settings = new Settings(root.dataset.gameName, user ? user.id : "anonymous");
  const say = (text, error = false) => {
    $("message").textContent = text;
    $("message").classList.toggle("error", error);
  };
  const host = { names: history.players, settings, send: () => false, say };
  const screen = mount($("screen"), host);
  for (const spec of [screen.settings, SCREEN_SETTINGS]) settings.define(spec);
  const replay = new Replay(gameId, screen, host, history);
  $("slider").max = String(history.version);
  $("seat").replaceChildren(...seatChoices(history));
  listen(replay);
  await replay.go(startingStep(location.search, history.version));
  if (history.over && user) {
    const own = await fetched(() => api.get(`/api/games/${gameId}`));
    if (own && own.seat !== null) {
      replay.review = new ReviewPanel(replay, own.seat);
      await replay.review.look();
    }
  }
}

const root = $("replay");
if (root.dataset.gameName) {
  await open(root);
} else {
  root.hidden = true;
  notice(t("There is no game {id}.", { id: root.dataset.game }));
}
