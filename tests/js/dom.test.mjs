import assert from "node:assert/strict";
import { test } from "node:test";

import { choiceOptions, choiceSelect, choiceValue, el, picture } from "../../web/static/js/dom.mjs";
import { installDom } from "./fake-dom.mjs";

test("el: attributes, classes, listeners, switches and children in a line", () => {
  installDom();
  let clicked = 0;
  const inner = el("b", {}, "bold");
  const node = el(
    "button",
    { class: "action primary", "data-action": "draw", disabled: true, hidden: false, title: null, onclick: () => (clicked += 1) },
    "Draw ",
    [inner, null, false, 3],
  );
  assert.equal(node.tagName, "BUTTON");
  assert.equal(node.className, "action primary");
  assert.equal(node.getAttribute("data-action"), "draw");
  assert.equal(node.getAttribute("disabled"), "", "true: the attribute is there");
  assert.equal(node.hasAttribute("hidden"), false, "false: it is not");
  assert.equal(node.hasAttribute("title"), false, "null: nor");
  assert.equal(node.textContent, "Draw bold3");
  assert.equal(inner.parentNode, node);
  node.dispatchEvent(new Event("click"));
  assert.equal(clicked, 1);
});

test("choices travel as JSON: numbers and booleans come back as they were", () => {
  installDom();
  const choices = [
    { value: 1.5, label: "150%" },
    { value: true, label: "on" },
    { value: "hard", label: "Hard" },
  ];
  const options = choiceOptions(choices, true);
  assert.deepEqual(
    options.map((o) => [o.getAttribute("value"), o.hasAttribute("selected"), o.textContent]),
    [
      ["1.5", false, "150%"],
      ["true", true, "on"],
      ['"hard"', false, "Hard"],
    ],
  );
  assert.deepEqual(options.map((o) => choiceValue(o.getAttribute("value"))), [1.5, true, "hard"]);
  const select = choiceSelect({ name: "zoom" }, choices, 1.5);
  assert.equal(select.getAttribute("name"), "zoom");
  assert.equal(select.children.length, 3);
});

test("a picture is painted once and then reused", () => {
  const document = installDom();
  let painted = 0;
  const make = document.createElement.bind(document);
  document.createElement = (tag) => {
    const node = make(tag);
    if (tag === "canvas") {
      node.getContext = () => ({ scale: () => {} });
      node.toDataURL = () => `data:image/png;base64,${painted}`;
    }
    return node;
  };
  const paint = () => (painted += 1);
  const first = picture("dom-test-seed", 20, 10, paint, "a seed");
  const again = picture("dom-test-seed", 20, 10, paint, "a seed");
  assert.equal(painted, 1);
  assert.equal(first.getAttribute("src"), again.getAttribute("src"));
  assert.deepEqual([first.getAttribute("alt"), first.getAttribute("width")], ["a seed", "20"]);
});
