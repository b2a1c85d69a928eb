// The game page: a seat's live view over the websocket, moves up the same socket.
//
// After every (re)connection it subscribes with the last version it has, so the server
// sends only what was missed (or a full view). On its turn it asks for its legal moves.

import { ViewSync } from "../renature/patch.mjs";
import { GameScreen } from "../renature/screen.mjs";
import { Settings } from "../renature/settings.mjs";
import { Socket } from "../socket.mjs";
import { requireUser } from "../ui.mjs";

const ANSWER_MS = 10000;
const root = document.getElementById("game");
const banner = document.getElementById("banner");
const gameId = Number(root.dataset.game);
const user = await requireUser();
const settings = new Settings(user ? user.id : "anonymous");
const sync = new ViewSync();
const waiting = new Map(); // move id -> {resolve, reject, timer}
let nextId = 1;
let wasMyTurn = false;
const title = `Renature · game ${gameId}`;
document.title = title;

const screen = new GameScreen(root, { names: [], settings, send });
// `?game=` lets a proxy in front of several server processes send the socket to the one
// serving this game's other players (docs/scaling.md).
const socket = new Socket(
  { open: subscribe, frame: receive, down: () => (banner.hidden = false) },
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?game=${gameId}`,
);

function subscribe() {
  banner.hidden = true;
  socket.send({ type: "subscribe", game: gameId, version: sync.version });
}

function send(move) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (!socket.send({ type: "move", game: gameId, version: sync.version, move, id })) {
      reject(new Error("the connection is down; it will come back by itself."));
      return;
    }
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("no answer from the server."));
      subscribe();
    }, ANSWER_MS);
    waiting.set(id, { resolve, reject, timer, version: sync.version });
  });
}

function settle(version) {
  for (const [id, wait] of waiting) {
    if (version > wait.version) {
      clearTimeout(wait.timer);
      wait.resolve();
      waiting.delete(id);
    }
  }
}

function receive(frame) {
  if (frame.type === "full" || frame.type === "update") {
    if (frame.game !== gameId) return;
    const result = sync.receive(frame);
    if (result === "gap") socket.send({ type: "subscribe", game: gameId, version: sync.version });
    if (result === "broken") socket.send({ type: "subscribe", game: gameId, version: null });
    if (result !== "full" && result !== "update") return;
    if (result === "full") {
      if (frame.players) screen.names = frame.players;
      socket.send({ type: "history", game: gameId });
    }
    screen.show(sync.view, result === "update" ? frame.events : []);
    settle(sync.version);
    turnChanged();
  } else if (frame.type === "history") {
    if (frame.game === gameId) screen.setHistory(frame.events);
  } else if (frame.type === "legal_moves") {
    if (frame.game === gameId && frame.version === sync.version) screen.setMoves(frame.moves);
  } else if (frame.type === "error") {
    const wait = waiting.get(frame.id);
    if (wait) {
      clearTimeout(wait.timer);
      waiting.delete(frame.id);
      wait.reject(new Error(frame.detail));
      subscribe();
      socket.send({ type: "legal_moves", game: gameId });
    } else {
      screen.say(frame.detail, true);
    }
  }
}

function turnChanged() {
  const view = sync.view;
  const myTurn = view.phase !== "over" && view.seat !== null && view.current === view.seat;
  if (myTurn) socket.send({ type: "legal_moves", game: gameId });
  document.title = myTurn ? `● Your turn · ${title}` : title;
  if (myTurn && !wasMyTurn && settings.get("notify") && document.hidden && "Notification" in window) {
    if (Notification.permission === "granted") new Notification("Renature: your turn", { body: title });
  }
  wasMyTurn = myTurn;
}
