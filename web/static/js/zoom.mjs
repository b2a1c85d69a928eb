// A piece shown large, for any game: a card or tile opens in a dialog over the page on a
// long press (touch), a right click, or, where a click makes no move, a click. The dialog
// closes with its button, Escape, or a click beside it.

import { el } from "./dom.mjs";

const PRESS_MS = 500; // a press held this long, without moving, is a long press
const STILL = 8; // px a long press may move

/** Show `content` (an element drawn large by the game) in a dialog titled `label`. */
export function openZoom(content, label) {
  document.querySelector("dialog.zoom")?.remove();
  const close = el("button", { type: "button", class: "zoom-close", onclick: () => dialog.close() }, "Close");
  const dialog = el(
    "dialog",
    { class: "zoom", "aria-label": label },
    el("div", { class: "zoom-head" }, el("strong", {}, label), close),
    el("div", { class: "zoom-body" }, content),
  );
  dialog.addEventListener("click", (e) => {
    if (e.target === dialog) dialog.close(); // the backdrop
  });
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
  return dialog;
}

/**
 * Let `element` open large: `make()` gives {content, label} when asked. A long press or a
 * right click always opens it (the click a long press ends in is then no click); a click
 * too when `click` (the element makes no move when clicked).
 */
export function zoomable(element, make, { click = false } = {}) {
  const open = () => {
    const { content, label } = make();
    openZoom(content, label);
  };
  let timer = null;
  let start = null;
  let pressed = false; // the last press was long: swallow the click it ends in
  const stop = () => {
    clearTimeout(timer);
    timer = null;
  };
  element.addEventListener("pointerdown", (e) => {
    pressed = false;
    if (e.pointerType === "mouse") return;
    start = { x: e.clientX, y: e.clientY };
    timer = setTimeout(() => {
      timer = null;
      pressed = true;
      open();
    }, PRESS_MS);
  });
  element.addEventListener("pointermove", (e) => {
    if (timer && Math.hypot(e.clientX - start.x, e.clientY - start.y) > STILL) stop();
  });
  element.addEventListener("pointerup", stop);
  element.addEventListener("pointercancel", stop);
  element.addEventListener("contextmenu", (e) => {
    e.preventDefault();
    if (timer) {
      stop(); // a touch's own long press, before ours
      pressed = true;
      open();
    } else if (!pressed) open();
  });
  element.addEventListener(
    "click",
    (e) => {
      if (pressed) {
        pressed = false;
        e.preventDefault();
        e.stopImmediatePropagation();
      } else if (click) open();
    },
    true,
  );
  if (click) element.classList.add("zoomable");
  element.title ||= click ? "Click to see it large" : "Right click or long press to see it large";
}
