// A page kept up to date over the socket (docs/protocol.md, "Watching the lobby and a
// table"): it watches a topic and fetches what it shows again over HTTP whenever the server
// says the topic changed, and on every (re)connection, since notices are missed while the
// socket is down. Without a socket the page still works; it is only not updated by itself.

import { Socket } from "./socket.mjs";

/**
 * `refresh` (async) as a function that runs it once at a time: a call made while it runs
 * has it run once more afterwards, so that the last run always sees the latest state.
 */
export function oneAtATime(refresh) {
  let running = null;
  let again = false;
  return function run() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await refresh();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}

/**
 * Keep a page up to date: `watch` is the topic ({topic: "lobby"} or {topic: "table",
 * table, token?}); `refresh()` fetches and draws what the page shows (run on every
 * connection and notice). `mine`: the notices of one's own invitations, kept up to date
 * too (invitation-notices.mjs), for a signed-in person. Returns `refresh` run one at a time,
 * for the page's own calls.
 */
export function live(watch, refresh, mine = null) {
  const update = oneAtATime(refresh);
  const socket = new Socket({
    open() {
      socket.send({ type: "watch", ...watch });
      update();
      mine?.opened(socket);
    },
    frame(frame) {
      if (frame.type === "changed" && !mine?.heard(frame)) update();
    },
    down() {},
  });
  return update;
}
