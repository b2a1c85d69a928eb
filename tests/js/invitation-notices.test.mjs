import assert from "node:assert/strict";
import { test } from "node:test";

import { InvitationNotices, invitationNotice } from "../../web/static/js/invitation-notices.mjs";
import { installDom, textsOf } from "./fake-dom.mjs";

const table = (id, host, rematchOf = null, game = "cascadia") => ({ id, host, game, rematch_of: rematchOf });

test("an invitation's notice says who asks, for what, and leads to its table", () => {
  assert.deepEqual(invitationNotice(table(7, "bob", 12), 12, "Cascadia"), {
    text: "bob asks for a rematch.",
    link: "Join the rematch",
  });
  assert.deepEqual(invitationNotice(table(7, "bob", 12), 30, "Cascadia"), {
    text: "bob asks for a rematch of game 12.",
    link: "Join the rematch",
  });
  assert.deepEqual(invitationNotice(table(8, "cat"), 12, "Cascadia"), {
    text: "cat invites you to a table of Cascadia.",
    link: "See the table",
  });
});

test("the notices show one's invitations but the page's own table, and stay dismissed", async () => {
  const document = installDom();
  const answers = {
    "/api/invitations": [table(7, "bob", 12), table(8, "cat"), table(9, "dan")],
    "/api/catalogue": [{ name: "cascadia", title: "Cascadia" }],
  };
  globalThis.fetch = async (path) => ({ status: 200, ok: true, json: async () => answers[path] });
  const root = document.createElement("div");
  document.body.append(root);
  const notices = new InvitationNotices(root, { gameId: 12, tableId: 9 });
  await notices.refresh();
  assert.deepEqual(textsOf(root, "grow"), [
    "bob asks for a rematch. Join the rematch",
    "cat invites you to a table of Cascadia. See the table",
  ]);
  const links = root.querySelectorAll("a").map((a) => a.getAttribute("href"));
  assert.deepEqual(links, ["/tables/7", "/tables/8"]);
  root.querySelectorAll("button")[1].dispatchEvent(new Event("click"));
  assert.equal(root.childElementCount, 1);
  await new InvitationNotices(root, { gameId: 12 }).refresh(); // a later page: still dismissed
  assert.deepEqual(
    root.querySelectorAll("a").map((a) => a.getAttribute("href")),
    ["/tables/7", "/tables/9"],
  );
  delete globalThis.fetch;
});
