// A small stand-in for the browser's DOM, enough for the platform modules' unit tests under
// node: elements with attributes, classes, children, text and events; a document that makes
// them and finds them by id; localStorage. installDom() puts them on globalThis.

class FakeClassList {
  constructor(node) {
    this.node = node;
  }

  get names() {
    return this.node.className.split(/\s+/).filter(Boolean);
  }

  contains(name) {
    return this.names.includes(name);
  }

  add(name) {
    if (!this.contains(name)) this.node.className = [...this.names, name].join(" ");
  }

  remove(name) {
    this.node.className = this.names.filter((n) => n !== name).join(" ");
  }

  toggle(name, on = !this.contains(name)) {
    if (on) this.add(name);
    else this.remove(name);
    return on;
  }
}

export class FakeNode extends EventTarget {}

export class FakeText extends FakeNode {
  constructor(text) {
    super();
    this.data = text;
    this.parentNode = null;
  }

  get textContent() {
    return this.data;
  }
}

export class FakeElement extends FakeNode {
  constructor(tag, document) {
    super();
    this.tagName = tag.toUpperCase();
    this.ownerDocument = document;
    this.attributes = new Map();
    this.childNodes = [];
    this.parentNode = null;
    this.className = "";
    this.classList = new FakeClassList(this);
    this.dataset = {};
    this.hidden = false;
    this.style = { setProperty: (name, value) => (this.style[name] = value) };
    this.scrollTop = 0;
    this.clientHeight = 0;
    this.scrollHeight = 0;
  }

  get children() {
    return this.childNodes.filter((n) => n instanceof FakeElement);
  }

  get childElementCount() {
    return this.children.length;
  }

  get textContent() {
    return this.childNodes.map((n) => n.textContent).join("");
  }

  set textContent(text) {
    this.replaceChildren(String(text));
  }

  get id() {
    return this.getAttribute("id") ?? "";
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
    if (name.startsWith("data-")) {
      const key = name.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
      this.dataset[key] = String(value);
    }
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  hasAttribute(name) {
    return this.attributes.has(name);
  }

  adopt(child) {
    const node = child instanceof FakeNode ? child : new FakeText(String(child));
    if (node.parentNode) node.parentNode.childNodes = node.parentNode.childNodes.filter((n) => n !== node);
    node.parentNode = this;
    return node;
  }

  append(...children) {
    for (const child of children) {
      const node = this.adopt(child);
      this.childNodes.push(node);
      this.ownerDocument.attached(node);
    }
  }

  remove() {
    if (this.parentNode) this.parentNode.childNodes = this.parentNode.childNodes.filter((n) => n !== this);
    this.parentNode = null;
  }

  prepend(...children) {
    this.childNodes.unshift(...children.map((child) => this.adopt(child)));
  }

  replaceChildren(...children) {
    for (const node of this.childNodes) node.parentNode = null;
    this.childNodes = [];
    this.append(...children);
  }

  /** The element itself or its nearest parent whose tag is one of `selector`'s ("a, b"). */
  closest(selector) {
    const tags = selector.split(",").map((s) => s.trim().toUpperCase());
    for (let node = this; node instanceof FakeElement; node = node.parentNode) {
      if (tags.includes(node.tagName)) return node;
    }
    return null;
  }

  /** The elements below this one whose tag is `selector` (a tag name only). */
  querySelectorAll(selector) {
    return [...this.descendants()].filter((node) => node.tagName === selector.toUpperCase());
  }

  /** Every element below this one, depth first. */
  *descendants() {
    for (const child of this.children) {
      yield child;
      yield* child.descendants();
    }
  }
}

class FakeDocument extends EventTarget {
  constructor() {
    super();
    this.head = new FakeElement("head", this);
    this.body = new FakeElement("body", this);
    this.whenAttached = null; // (node) => ..., told of every element appended somewhere
  }

  createElement(tag) {
    return new FakeElement(tag, this);
  }

  attached(node) {
    this.whenAttached?.(node);
  }

  getElementById(id) {
    for (const node of this.body.descendants()) if (node.id === id) return node;
    return null;
  }
}

class FakeStorage {
  constructor() {
    this.items = new Map();
  }

  getItem(key) {
    return this.items.has(key) ? this.items.get(key) : null;
  }

  setItem(key, value) {
    this.items.set(key, String(value));
  }
}

/** A fresh document (and localStorage) on globalThis; returns the document. */
export function installDom() {
  const document = new FakeDocument();
  globalThis.document = document;
  globalThis.Node = FakeNode;
  globalThis.localStorage = new FakeStorage();
  return document;
}

/** The text of every element of `root` whose class list has `name`. */
export function textsOf(root, name) {
  return [...root.descendants()].filter((n) => n.classList.contains(name)).map((n) => n.textContent);
}
