import assert from "node:assert/strict";
import { test } from "node:test";

import { PARTS } from "../../web/static/js/rules-parts.mjs";
import { installDom } from "./fake-dom.mjs";

/** Check that `node` is a section with `id` and the heading `title`; returns its body. */
function body(node, id, title) {
  assert.equal(node.tagName, "SECTION");
  assert.equal(node.getAttribute("id"), id);
  assert.equal(node.children[0].tagName, "H2");
  assert.equal(node.children[0].textContent, title);
  return node.children.slice(1);
}

const texts = (node) => node.children.map((child) => child.textContent);

test("a section has its id, its title as a heading, then what it says", () => {
  installDom();
  const [list] = body(PARTS.section("turn", "Your turn", PARTS.list("ol", ["draw;", "play."])), "turn", "Your turn");
  assert.equal(list.tagName, "OL");
  assert.deepEqual(texts(list), ["draw;", "play."]);
});

test("the goal and the setup are one paragraph of their texts under their usual titles", () => {
  installDom();
  for (const [part, id, title] of [
    [PARTS.goal, "goal", "The game in brief"],
    [PARTS.setup, "setup", "Setting up"],
  ]) {
    const [paragraph, ...more] = body(part("Two players. ", "The most points wins."), id, title);
    assert.equal(paragraph.tagName, "P");
    assert.equal(paragraph.textContent, "Two players. The most points wins.");
    assert.deepEqual(more, []);
  }
});

test("playing here is a list of its items", () => {
  installDom();
  const [list] = body(PARTS.site(["Click a card.", "Then click a tree."]), "site", "Playing here");
  assert.equal(list.tagName, "UL");
  assert.deepEqual(texts(list), ["Click a card.", "Then click a tree."]);
});

test("a figure has its caption; a piece its label", () => {
  installDom();
  const figure = PARTS.figure(PARTS.piece("picture", "Nature token"), "The pieces.");
  assert.equal(figure.tagName, "FIGURE");
  assert.equal(figure.children[1].tagName, "FIGCAPTION");
  assert.equal(figure.textContent, "pictureNature tokenThe pieces.");
  assert.equal(figure.children[0].className, "rules-piece");
  assert.equal(PARTS.figures(figure).className, "rules-figures");
});
