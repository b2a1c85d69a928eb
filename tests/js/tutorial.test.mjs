import assert from "node:assert/strict";
import { test } from "node:test";

import { setSession } from "../../web/static/js/api.mjs";
import { startTutorial } from "../../web/static/js/tutorial.mjs";
import { installDom } from "./fake-dom.mjs";

test("a practice game: a private table, an easy bot, the user first, then its game page", async () => {
  installDom();
  const assigned = [];
  globalThis.location = { pathname: "/rules/cascadia", assign: (to) => assigned.push(to) };
  setSession({ user: { id: 2, name: "ann", guest: false }, csrf: "c" });
  const asked = [];
  const answers = {
    "/api/tables": { id: 9 },
    "/api/tables/9/bots": {
      seats: [
        { id: 30, user: "Alder (easy bot)" },
        { id: 31, user: "ann" },
      ],
    },
    "/api/tables/9/start": { game_id: 12 },
  };
  globalThis.fetch = async (path, options) => {
    asked.push([path, JSON.parse(options.body)]);
    return { status: 200, ok: true, json: async () => answers[path] };
  };
  await startTutorial("cascadia");
  assert.deepEqual(asked, [
    ["/api/tables", { game: "cascadia", seats: 2, public: false, options: {} }],
    ["/api/tables/9/bots", { level: "easy" }],
    ["/api/tables/9/start", { order: [31, 30] }],
  ]);
  assert.deepEqual(assigned, ["/games/12?tutorial"]);
});
