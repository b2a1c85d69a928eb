// The game page, for any game: it loads the game's client module and stylesheet by the
// game's name (the interface: ../games/README.md), and around the game's screen shows the
// turn, the log, the settings and the final result. The socket, the view's versions and
// the moves in flight are the GameClient's (../game-client.mjs).

import { GameClient } from "../game-client.mjs";
import { GameLog, LOG_SETTINGS } from "../game-log.mjs";
import { el } from "../dom.mjs";
import { resultTable } from "../result-table.mjs";
import { Settings, drawSettings } from "../settings.mjs";
import { Socket } from "../socket.mjs";
import { TURN_SETTINGS, TurnSignals } from "../turn.mjs";
import { notice, requireUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);

/** Wait until the stylesheet at `href` is loaded (or has failed). */
function addStyle(href) {
  return new Promise((done) => {
    document.head.append(el("link", { rel: "stylesheet", href, onload: done, onerror: done }));
  });
}

function say(text, error = false) {
  $("message").textContent = text;
  $("message").classList.toggle("error", error);
}

/** Play game `gameId` of the game called `gameName` in `root`. */
async function play(root, { gameId, gameName, gameTitle }) {
  const [user, { mount }] = await Promise.all([
    requireUser(),
    import(`../games/${gameName}/client.mjs`),
    addStyle(`/static/js/games/${gameName}/style.css`),
  ]);
  const settings = new Settings(gameName, user ? user.id : "anonymous");
  const host = { names: [], settings, send: (move) => client.send(move), say };
  const screen = mount($("screen"), host);
  for (const spec of [screen.settings, LOG_SETTINGS, TURN_SETTINGS]) settings.define(spec);
  drawSettings($("settings"), settings);
  const log = new GameLog($("log"), screen, settings);
  const turn = new TurnSignals($("status"), `${gameTitle} · game ${gameId}`, settings);

  const showResult = (events) => {
    const end = events.find((e) => e.type === "game_over");
    if (end) $("result").replaceChildren(resultTable(end.result, host.names, screen.partsLabel));
  };
  const client = new GameClient(gameId, (frame) => socket.send(frame), {
    show(view, events, full) {
      if (full) host.names = client.players;
      screen.show(view, events);
      log.add(events, client.seat);
      showResult(events);
    },
    setMoves: (moves) => screen.setMoves(moves),
    setHistory(history) {
      screen.setHistory?.(history);
      log.replace(history, client.seat);
      for (const [, events] of history) showResult(events);
    },
    say: (text) => say(text, true),
    changed() {
      turn.update(client, host.names);
      root.classList.toggle("busy", client.busy);
      root.classList.toggle("ready", client.ready);
    },
  });
  // `?game=` lets a proxy in front of several server processes send the socket to the one
  // serving this game's other players (docs/scaling.md).
  const socket = new Socket(
    {
      open: () => {
        $("banner").hidden = true;
        client.resync();
      },
      frame: (frame) => client.receive(frame),
      down: () => ($("banner").hidden = false),
    },
    `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?game=${gameId}`,
  );
}

const root = $("game");
const { gameName, gameTitle } = root.dataset;
const gameId = Number(root.dataset.game);
if (gameName) {
  await play(root, { gameId, gameName, gameTitle });
} else {
  root.hidden = true;
  notice(`There is no game ${gameId}.`);
}
