// Building DOM nodes in a line.

/** A new <tag> with `attrs` (on... are listeners; true/false switch an attribute) and children. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "class") node.className = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/**
 * <option>s of `choices` ([{value, label}]), the one whose value is `selected` chosen.
 * Values travel as JSON in the options, so that choiceValue gives back numbers and booleans.
 */
export function choiceOptions(choices, selected) {
  return choices.map((c) =>
    el("option", { value: JSON.stringify(c.value), selected: c.value === selected }, c.label),
  );
}

/** A <select> with `attrs` of choiceOptions(choices, selected). */
export function choiceSelect(attrs, choices, selected) {
  return el("select", attrs, choiceOptions(choices, selected));
}

/** The value of the choice whose option value (a choiceSelect's value) is `text`. */
export const choiceValue = (text) => JSON.parse(text);

const pictures = new Map();

/**
 * An <img> of `paint(ctx)` on a `w` x `h` CSS-pixel canvas; each picture (by `id`) is
 * painted once per pixel ratio and then reused, so redrawing panels stays cheap (ids are
 * the page's one game client's own).
 */
export function picture(id, w, h, paint, title) {
  const dpr = globalThis.devicePixelRatio || 1;
  let url = pictures.get(`${id}@${dpr}`);
  if (!url) {
    const canvas = document.createElement("canvas");
    canvas.width = Math.ceil(w * dpr);
    canvas.height = Math.ceil(h * dpr);
    const ctx = canvas.getContext("2d");
    ctx.scale(dpr, dpr);
    paint(ctx);
    url = canvas.toDataURL();
    pictures.set(`${id}@${dpr}`, url);
  }
  return el("img", { src: url, width: w, height: h, alt: title, title, draggable: "false" });
}

/**
 * A translated sentence with elements in it: `text` (a t() result whose {names} are left
 * unfilled) split into its words and the elements of `nodes` ({name: element}) in their places,
 * for el()'s children.
 */
export function withNodes(text, nodes) {
  return text.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? nodes[part] ?? `{${part}}` : part)).filter((part) => part !== "");
}
