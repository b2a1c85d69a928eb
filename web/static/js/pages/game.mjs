// The game page, for any game: it loads the game's client module and stylesheet by the
// game's name (the interface: ../games/README.md), and around the game's screen shows the
// turn (with the Undo and Confirm buttons) and the turn clock, the log, the chat, the
// settings, the final result and what to do next (a rematch, the lobby; once, notifications
// on this device); a person whose time ran out may take their seat back.
// Seat names come with the seats' colours. The socket, the view's versions and the moves
// in flight are the GameClient's (../game-client.mjs); the turn, sending and the keyboard
// around the game's screen are the platform screen's (../screen.mjs).

import { api } from "../api.mjs";
import { ChatPanel } from "../chat.mjs";
import { ClockDisplay } from "../clock.mjs";
import { GameClient } from "../game-client.mjs";
import { GameLog, LOG_SETTINGS } from "../game-log.mjs";
import { HintBox } from "../hints.mjs";
import { loadGame } from "../game-module.mjs";
import { el } from "../dom.mjs";
import { t } from "../i18n.mjs";
import { resultTable } from "../result-table.mjs";
import { InvitationNotices } from "../invitation-notices.mjs";
import { offerAfterGame } from "../push.mjs";
import { PlayScreen, SCREEN_SETTINGS } from "../screen.mjs";
import { seatChanges, seatColours } from "../seats.mjs";
import { Settings, drawSettings } from "../settings.mjs";
import { Socket } from "../socket.mjs";
import { TURN_SETTINGS, TurnSignals, confirmsSteps } from "../turn.mjs";
import { notice, requireUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);

/** What to do once the game is over: a rematch (for its players), its replay (with the
 * hard bot's review of one's moves), the lobby, and for a guest who played, an account. */
function endActions(gameId, player, guest, say) {
  const rematch = async () => {
    try {
      const table = await api.post(`/api/games/${gameId}/rematch`);
      location.assign(`/tables/${table.id}`);
    } catch (error) {
      say(error.message, true);
    }
  };
  return [
    ...(player ? [el("button", { type: "button", class: "primary", id: "rematch", onclick: rematch }, t("Rematch"))] : []),
    el("a", { href: `/games/${gameId}/replay`, id: "to-replay" }, player ? t("Replay and review") : t("Replay")),
    el("a", { href: "/", id: "to-lobby" }, t("Back to the lobby")),
    ...(player && guest
      ? [el("a", { href: `/login?next=/games/${gameId}`, id: "keep-game" }, t("Keep this game: make an account (accounts are rated, guests are not)"))]
      : []),
  ];
}

/** Resign the seat of game `gameId`, once the person confirms: a bot plays it from then on
 * (the server sends a full view with the seat's new name). */
async function resign(gameId, seat, say) {
  if (!window.confirm(t("Resign? A bot plays your seat from now on, and you are ranked last."))) return;
  try {
    const { name } = await api.post(`/api/games/${gameId}/resign`, { seat });
    say(t("You resigned: {name} plays your seat.", { name }));
  } catch (error) {
    say(error.message, true);
  }
}

/** Take the seat of game `gameId` back from the bot playing it since the person's time ran
 * out (the server sends a full view with the seat's name again); `after()` shows the seat's
 * state again. */
async function takeBack(gameId, seat, say, after) {
  $("take-back").disabled = true;
  try {
    await api.post(`/api/games/${gameId}/take-back`, { seat });
    say(t("You have your seat back."));
  } catch (error) {
    say(error.message, true);
  } finally {
    after();
  }
}

/** Play game `gameId` of the game called `gameName` in `root`. */
async function play(root, { gameId, gameName, gameTitle }) {
  const [user, { mount }, { hint }] = await Promise.all([
    requireUser(),
    loadGame(gameName),
    import(`../games/${gameName}/rules/hints.mjs`),
  ]);
  // an error said while the socket was down (a move that could not be sent): it no longer
  // holds once the socket is back
  let saidWhileDown = null;
  let socket = null;
  const say = (text, error = false) => {
    $("message").textContent = text;
    $("message").classList.toggle("error", error);
    saidWhileDown = error && !socket?.up ? text : null;
  };
  const settings = new Settings(gameName, user ? user.id : "anonymous");
  const host = { names: [], settings, send: (move) => play.send(move), say };
  const screen = mount($("screen"), host);
  const colour = seatColours(screen);
  const tutorial = new URLSearchParams(location.search).has("tutorial");
  const hints = new HintBox($("hints"), hint, { tutorial, rules: `/rules/${gameName}`, spoken: $("choices") });
  for (const spec of [screen.settings, SCREEN_SETTINGS, LOG_SETTINGS, TURN_SETTINGS]) settings.define(spec);
  drawSettings($("settings"), settings);
  const log = new GameLog($("log"), screen, settings, colour);
  const turn = new TurnSignals($("status"), t("{title} · game {id}", { title: t(gameTitle), id: gameId }), settings, colour);
  const send = (frame) => socket.send(frame);
  const clocks = new ClockDisplay($("clocks"), colour);
  const chat = new ChatPanel($("chat"), {
    gameId,
    user,
    send,
    colour,
    say: (text) => say(text, true),
    button: $("chat-button"),
  });

  const showResult = (events) => {
    const end = events.find((e) => e.type === "game_over");
    if (end) $("result").replaceChildren(resultTable(end.result, host.names, screen.partsLabel, colour));
  };
  const showResign = () => {
    const player = client.seat !== null && !client.resigned.includes(client.seat);
    $("resign").hidden = !player || client.over;
  };
  $("resign").addEventListener("click", () => resign(gameId, client.seat, say));
  // the bot plays the turn the time ran out on to its end: the seat comes back after it
  const showAway = () => {
    $("away").hidden = client.over || client.seat === null || !client.away.includes(client.seat);
    const botsTurn = client.current === client.seat;
    $("take-back").disabled = botsTurn;
    $("away-text").textContent = botsTurn
      ? t("Your time ran out: a bot is playing this turn for you. Take your seat back once it is played.")
      : t("A bot is playing for you since your time ran out.");
  };
  $("take-back").addEventListener("click", () => takeBack(gameId, client.seat, say, showAway));
  const showEnd = () => {
    if (client.over && !$("end").childElementCount) {
      $("end").replaceChildren(...endActions(gameId, client.seat !== null, Boolean(user?.guest), say));
      // an account's first finished game: notifications on this device offered, once
      if (client.seat !== null && user && !user.guest) offerAfterGame($("end"));
    }
  };
  let seated = null; // who played the seats at the last full view: {players, resigned, away}
  const client = new GameClient(gameId, (frame) => socket.send(frame), {
    show(view, events, full) {
      if (full) {
        host.names = client.players;
        const changes = seated ? seatChanges(seated, client, client.seat) : [];
        if (changes.length) notice(changes.join(" "), "ok");
        seated = { players: client.players, resigned: client.resigned, away: client.away };
      }
      play.show(view, events);
      log.add(events, client.seat, host.names);
      showResult(events);
    },
    setMoves: (moves) => play.setMoves(moves),
    setHistory(history) {
      play.setHistory(history);
      log.replace(history, client.seat, host.names);
      for (const [, events] of history) showResult(events);
    },
    say: (text) => say(text, true),
    changed() {
      play.changed();
      turn.update(client, host.names);
      root.classList.toggle("busy", client.busy);
      root.classList.toggle("ready", client.ready);
      clocks.show(client.clock, { current: client.current, over: client.over, names: host.names, seat: client.seat });
      showAway();
      showResign();
      $("undo").hidden = client.seat === null || client.over;
      showEnd();
    },
  });
  const play = new PlayScreen(screen, client, say, {
    undo: $("undo"),
    confirm: $("confirm"),
    confirms: () => confirmsSteps(settings, client.clock),
    offered: (view, moves) => hints.update(view, moves, client.seat),
  });
  const invitations = user && new InvitationNotices($("invitation-notices"), { gameId });
  // `?game=` lets a proxy in front of several server processes send the socket to the one
  // serving this game's other players (docs/scaling.md).
  socket = new Socket(
    {
      open: () => {
        $("banner").hidden = true;
        invitations?.opened(socket);
        if (saidWhileDown !== null && $("message").textContent === saidWhileDown) say("");
        client.resync();
        chat.load().catch((error) => say(error.message, true));
      },
      frame: (frame) => invitations?.heard(frame) || chat.receive(frame) || client.receive(frame),
      down: () => ($("banner").hidden = false),
    },
    `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?game=${gameId}`,
  );
}

const root = $("game");
const { gameName, gameTitle } = root.dataset;
await play(root, { gameId: Number(root.dataset.game), gameName, gameTitle });
