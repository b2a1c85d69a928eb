import assert from "node:assert/strict";
import { test } from "node:test";

import { loadGame } from "../../web/static/js/game-module.mjs";
import { installDom } from "./fake-dom.mjs";

test("a game's client module comes with its stylesheet in the page, once loaded", async () => {
  const document = installDom();
  const loaded = [];
  // the stylesheet loads as soon as it is in the page
  document.whenAttached = (node) => {
    if (node.tagName !== "LINK") return;
    loaded.push(node.getAttribute("href"));
    node.dispatchEvent(new Event("load"));
  };
  const module = await loadGame("cascadia");
  assert.equal(typeof module.mount, "function");
  assert.deepEqual(loaded, ["/static/js/games/cascadia/style.css"]);
  assert.equal(document.head.children[0].getAttribute("rel"), "stylesheet");
});

test("a stylesheet that fails to load does not keep the game from opening", async () => {
  const document = installDom();
  document.whenAttached = (node) => node.tagName === "LINK" && node.dispatchEvent(new Event("error"));
  const module = await loadGame("forest-shuffle");
  assert.equal(typeof module.mount, "function");
});
