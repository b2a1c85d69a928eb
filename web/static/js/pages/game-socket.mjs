// The game page's socket, opened as soon as this small module runs (the page loads it by
// itself, ahead of its other modules) and following the game at once, so that the game's
// view is on its way while the page's modules load: the frames that come before the page
// is ready wait for it (`take`). `?game=` lets a proxy in front of several server processes
// send the socket to the one serving this game's other players (docs/scaling.md).

import { Socket } from "../socket.mjs";

const gameId = Number(location.pathname.split("/")[2]);
const waiting = [];
let handlers = null;

export const socket = new Socket(
  {
    open: () => (handlers ? handlers.open() : socket.send({ type: "subscribe", game: gameId, version: null })),
    frame: (frame) => (handlers ? handlers.frame(frame) : waiting.push(frame)),
    down: () => handlers?.down(),
  },
  `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?game=${gameId}`,
);

/** From now on the page's `given` handlers ({open(), frame(data), down()}, as Socket's) have
 * the socket: the frames that came before go to them first, and `open` is called at once if
 * the socket is open already. */
export function take(given) {
  handlers = given;
  for (const frame of waiting.splice(0)) given.frame(frame);
  if (socket.up) given.open();
}
