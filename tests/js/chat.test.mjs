import assert from "node:assert/strict";
import { test } from "node:test";

import { ChatPanel } from "../../web/static/js/chat.mjs";
import { installDom, textsOf } from "./fake-dom.mjs";

const AT = "2026-11-27T10:00:00Z";
const message = (id, from, text, seat = null) => ({ type: "chat", game: 4, id, from, text, seat, at: AT });

/** A chat panel of game 4 for ann; the frames it sent and the errors it said are kept. */
function panel(send = () => true) {
  const document = installDom();
  const root = document.createElement("div");
  document.body.append(root);
  const said = [];
  const sent = [];
  const chat = new ChatPanel(root, {
    gameId: 4,
    user: { id: 1, name: "ann" },
    send: (frame) => sent.push(frame) && send(frame),
    colour: (seat) => ["red", "blue"][seat],
    say: (text) => said.push(text),
  });
  return { document, root, chat, said, sent };
}

function answer(status, body) {
  globalThis.fetch = async () => ({ status, ok: status < 400, json: async () => body });
}

test("the last messages load in order; this game's frames join them", async () => {
  const { document, chat } = panel();
  answer(200, [message(2, "bob", "hi"), message(1, "ann", "hello", 0)]);
  await chat.load();
  const list = document.getElementById("chat-messages");
  assert.deepEqual(textsOf(list, "chat-text"), ["hello", "hi"]);
  assert.equal(chat.receive(message(3, "bob", "ready?")), true);
  assert.equal(chat.receive({ ...message(4, "bob", "other game"), game: 5 }), false);
  assert.equal(chat.receive({ type: "update", game: 4 }), false);
  assert.deepEqual(textsOf(list, "chat-text"), ["hello", "hi", "ready?"]);
});

test("muting someone hides their messages, for this person, kept in localStorage", () => {
  const { document, chat } = panel();
  chat.receive(message(1, "bob", "spam"));
  chat.receive(message(2, "ann", "mine"));
  const list = document.getElementById("chat-messages");
  assert.deepEqual(textsOf(list, "chat-mute"), ["mute"], "one cannot mute oneself");
  const [mute] = [...list.descendants()].filter((n) => n.classList.contains("chat-mute"));
  mute.dispatchEvent(new Event("click"));
  assert.deepEqual(textsOf(list, "chat-text"), ["(muted)", "mine"]);
  assert.equal(localStorage.getItem("chat.muted.1"), '["bob"]');
});

test("Enter sends the text as a chat frame; a socket down says so and keeps the text", () => {
  let up = true;
  const { document, sent, said } = panel(() => up);
  const input = document.getElementById("chat-input");
  const form = document.getElementById("chat-form");
  const submit = () => form.dispatchEvent(Object.assign(new Event("submit"), { preventDefault() {} }));
  input.value = "  good game ";
  submit();
  assert.deepEqual(sent, [{ type: "chat", game: 4, text: "good game" }]);
  assert.equal(input.value, "");
  input.value = "   ";
  submit();
  assert.equal(sent.length, 1, "nothing to say: nothing sent");
  up = false;
  input.value = "again";
  submit();
  assert.equal(input.value, "again");
  assert.deepEqual(said, ["The connection is down; send the message again once it is back."]);
});

test("a chat kept to the players tells a spectator so, and loads no more", async () => {
  const { document, chat } = panel();
  answer(403, { detail: "Only the players chat here.", error: "forbidden" });
  await chat.load();
  assert.equal(document.getElementById("chat-closed").textContent, "Only the players chat in this game.");
  answer(200, [message(1, "bob", "hi")]);
  await chat.load();
  assert.equal(document.getElementById("chat-messages"), null);
  answer(500, { detail: "Something broke.", error: "error" });
  const other = panel().chat;
  await assert.rejects(other.load(), { message: "Something broke." });
});

test("the chat button counts the others' messages that came while the panel was out of view", () => {
  const document = installDom();
  const root = document.createElement("div");
  const button = document.createElement("button");
  document.body.append(root, button);
  const chat = new ChatPanel(root, {
    gameId: 4,
    user: { id: 1, name: "ann" },
    send: () => true,
    colour: () => "red",
    say: () => {},
    button,
  });
  chat.receive(message(1, "bob", "seen at once"));
  assert.equal(button.textContent, "", "in view: nothing counted");
  chat.inView = false;
  chat.receive(message(2, "bob", "one"));
  chat.receive(message(2, "bob", "one"));
  chat.receive(message(3, "ann", "mine"));
  chat.receive(message(4, "bob", "two"));
  assert.equal(button.textContent, "Chat (2)");
  assert.ok(button.classList.contains("unread"));
  assert.equal(button.getAttribute("aria-label"), "Chat: 2 unread");
  let scrolled = false;
  root.scrollIntoView = () => (scrolled = true);
  document.getElementById("chat-input").focus = () => {};
  button.dispatchEvent(new Event("click"));
  assert.ok(scrolled);
  assert.equal(button.textContent, "Chat");
  assert.ok(!button.classList.contains("unread"));
});
