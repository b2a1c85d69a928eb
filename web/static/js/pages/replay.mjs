// A game's replay, for any game: its screen (the game's own client module) shows the view
// of one version at a time, fetched from the server; a slider, buttons and the arrow keys
// step through the versions, and the log marks the current step's lines. The address
// keeps the step and the seat (?move=12&seat=1), so a link opens the replay there.

import { api } from "../api.mjs";
import { el } from "../dom.mjs";
import { loadGame } from "../game-module.mjs";
import { Settings } from "../settings.mjs";
import { guarded, notice, requireUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);

/** The step `move` of the address, within 0..last (the last when absent or unreadable). */
function startingStep(search, last) {
  const move = new URLSearchParams(search).get("move");
  const step = move === null || move === "" ? NaN : Number(move);
  return Number.isInteger(step) ? Math.max(0, Math.min(last, step)) : last;
}

class Replay {
  constructor(gameId, screen, host, history) {
    this.gameId = gameId;
    this.screen = screen;
    this.host = host;
    this.history = history; // {players, version, over, seat, history: [[version, events]]}
    this.step = null;
    this.asked = 0; // the number of the latest step asked for: older answers are dropped
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
    this.screen.show(step.view, events);
    this.screen.setMoves([]);
    if (!$("log").children.length) this.drawLog();
    this.drawStep(step);
  }

  drawStep(step) {
    const last = this.history.version;
    const whose = step.current === null ? "" : ` · ${this.host.names[step.current]} to play`;
    $("status").textContent = `Move ${step.version} of ${last}${step.over ? " · game over" : whose}`;
    $("slider").value = String(step.version);
    $("first").disabled = $("previous").disabled = step.version === 0;
    $("next").disabled = $("last").disabled = step.version === last;
    for (const line of $("log").children) {
      line.classList.toggle("current", Number(line.dataset.version) === step.version);
    }
    $("log").querySelector(".current")?.scrollIntoView({ block: "nearest" });
    const address = new URL(location.href);
    address.searchParams.set("move", String(step.version));
    history.replaceState(null, "", address);
  }

  /** The log: every version's lines in order (drawn after the first view is shown, as
   * the screen's `describe` needs); a click on a line goes to its version. */
  drawLog() {
    const lines = [];
    for (const [version, events] of this.history.history) {
      for (const line of this.screen.describe(events)) {
        lines.push(
          el(
            "li",
            {
              "data-version": version,
              class: line.seat !== null && line.seat === this.history.seat ? "mine" : "",
              onclick: () => this.go(version),
            },
            el("span", { class: "step-number" }, `${version}. `),
            line.text,
          ),
        );
      }
    }
    $("log").replaceChildren(...lines);
  }
}

function seatChoices(history) {
  const names = history.players;
  const seats = history.over ? [null, ...names.keys()] : [history.seat];
  return seats.map((seat) =>
    el(
      "option",
      { value: seat ?? "", selected: seat === history.seat },
      seat === null ? "a spectator" : names[seat],
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
  const host = {
    names: history.players,
    settings,
    send: () => Promise.reject(new Error("This is a replay: moves cannot be made here.")),
    say,
  };
  const screen = mount($("screen"), host);
  settings.define(screen.settings);
  const replay = new Replay(gameId, screen, host, history);
  $("slider").max = String(history.version);
  $("seat").replaceChildren(...seatChoices(history));
  listen(replay);
  await replay.go(startingStep(location.search, history.version));
}

const root = $("replay");
if (root.dataset.gameName) {
  await open(root);
} else {
  root.hidden = true;
  notice(`There is no game ${root.dataset.game}.`);
}
