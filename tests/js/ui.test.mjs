import assert from "node:assert/strict";
import { test } from "node:test";

import { setSession } from "../../web/static/js/api.mjs";
import { fetched, guarded, notice, onSubmit, playerLink, requireUser } from "../../web/static/js/ui.mjs";
import { installDom } from "./fake-dom.mjs";

/** A page with its notice box and top bar; `location.assign` is kept. */
function page() {
  const document = installDom();
  const box = document.createElement("div");
  box.setAttribute("id", "notice");
  const who = document.createElement("div");
  who.setAttribute("id", "who");
  document.body.append(box, who);
  const assigned = [];
  globalThis.location = { pathname: "/games/4", assign: (to) => assigned.push(to) };
  notice("");
  return { box, who, assigned };
}

const failing = (message) => async () => {
  throw new Error(message);
};

test("a notice shows its text with a close button; empty text hides it", () => {
  const { box } = page();
  notice("Saved.", "ok");
  assert.equal(box.hidden, false);
  assert.equal(box.className, "notice ok");
  assert.equal(box.children[0].textContent, "Saved.");
  box.children[1].dispatchEvent(new Event("click"));
  assert.equal(box.hidden, true, "the close button hides it");
});

test("a person's action: its error is shown, its success clears the notice", async () => {
  const { box } = page();
  assert.equal(await guarded(failing("The table is full.")), undefined);
  assert.equal(box.children[0].textContent, "The table is full.");
  assert.equal(await guarded(async () => 7), 7);
  assert.equal(box.hidden, true);
});

test("a fetch in the background never hides a person's error; its own goes when one succeeds", async () => {
  const { box } = page();
  await guarded(failing("You are not seated."));
  await fetched(failing("The server cannot be reached."));
  assert.equal(box.children[0].textContent, "You are not seated.", "the person's error stays");
  await fetched(async () => 1);
  assert.equal(box.hidden, false, "and is not cleared by a background success");
  notice("");
  await fetched(failing("The server cannot be reached."));
  assert.equal(box.children[0].textContent, "The server cannot be reached.");
  assert.equal(await fetched(async () => 2), 2);
  assert.equal(box.hidden, true);
});

test("a form shipped with its buttons disabled is answered by the page and then enabled", async () => {
  const { box } = page();
  const form = document.createElement("form");
  const button = document.createElement("button");
  button.disabled = true;
  form.append(button);
  document.body.append(form);
  const sent = [];
  onSubmit(form, async (f) => {
    sent.push(f);
    throw new Error("That name is taken.");
  });
  assert.equal(button.disabled, false);
  const submission = new Event("submit", { cancelable: true });
  form.dispatchEvent(submission);
  assert.equal(submission.defaultPrevented, true, "the browser does not send it itself");
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(sent, [form]);
  assert.equal(box.children[0].textContent, "That name is taken.", "its error is shown");
});

test("a signed-in user is shown in the top bar; nobody is sent to sign in", async () => {
  const { who, assigned } = page();
  setSession({ user: { id: 1, name: "ann b", guest: true }, csrf: "x" });
  assert.deepEqual(await requireUser(), { id: 1, name: "ann b", guest: true });
  assert.equal(who.children[0].textContent, "ann b (guest)");
  assert.equal(who.children[0].children[0].getAttribute("href"), "/players/ann%20b");
  assert.equal(playerLink("bob").textContent, "bob");
  setSession({ user: null, csrf: "x" });
  assert.equal(await requireUser(), null);
  assert.deepEqual(assigned, ["/login?next=%2Fgames%2F4"]);
});
