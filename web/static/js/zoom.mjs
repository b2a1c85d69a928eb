// A piece shown large, for any game: a card or tile opens in a dialog over the page on a
// long press (touch), a right click, or, where a click makes no move, a click. The dialog
// closes with its button, Escape, or a click beside it.

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

const PRESS_MS = 500; // a press held this long, without moving, is a long press
const STILL = 8; // px a long press may move

/** Show `content` (an element drawn large by the game) in a dialog titled `label`. */
export function openZoom(content, label) {
  document.querySelector("dialog.zoom")?.remove();
  const close = el("button", { type: "button", class: "zoom-close", onclick: () => dialog.close() }, t("Close"));
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
 * Call `onPress(event)` on a long press of `element` (one touch held still PRESS_MS: the
 * event of its press) or a right click (its event). Returns `wasLong()`: whether the press
 * just ended was long, asked once by the click or tap it ends in (which is then no click).
 */
export function longPress(element, onPress) {
  const down = new Set(); // the pointers pressed
  let timer = null;
  let start = null;
  let long = false;
  const stop = () => {
    clearTimeout(timer);
    timer = null;
  };
  element.addEventListener("pointerdown", (e) => {
    down.add(e.pointerId);
    long = false;
    stop();
    if (e.pointerType === "mouse" || down.size > 1) return; // a second finger: a pinch
    start = e;
    timer = setTimeout(() => {
      timer = null;
      long = true;
      onPress(start);
    }, PRESS_MS);
  });
  element.addEventListener("pointermove", (e) => {
    if (timer && Math.hypot(e.clientX - start.clientX, e.clientY - start.clientY) > STILL) stop();
  });
  for (const type of ["pointerup", "pointercancel"]) {
    element.addEventListener(type, (e) => {
      down.delete(e.pointerId);
      stop();
    });
  }
  element.addEventListener("contextmenu", (e) => {
    e.preventDefault();
    if (timer) {
      stop(); // a touch's own long press, before ours
      long = true;
      onPress(start);
    } else if (!long) onPress(e);
  });
  return () => {
    const was = long;
    long = false;
    return was;
  };
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
  const wasLong = longPress(element, open);
  element.addEventListener(
    "click",
    (e) => {
      if (wasLong()) {
        e.preventDefault();
        e.stopImmediatePropagation();
      } else if (click) open();
    },
    true,
  );
  if (click) element.classList.add("zoomable");
  element.title ||= click ? t("Click to see it large") : t("Right click or long press to see it large");
}
