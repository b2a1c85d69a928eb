// A player's settings for one game, remembered per user in this browser
// (localStorage `<game>.settings.<user>`), and the panel that changes them.
//
// A spec is {defaults: {name: value}, labels: {name: label}}: a label is a text (a
// checkbox, for a true/false setting) or {label, choices: [{value, label}]} (a select).

import { choiceSelect, choiceValue, el } from "./dom.mjs";
import { t } from "./i18n.mjs";

export class Settings {
  constructor(game, user, storage = globalThis.localStorage) {
    this.storageKey = `${game}.settings.${user}`;
    this.storage = storage;
    this.labels = {};
    this.values = {};
    this.listeners = [];
    try {
      this.saved = JSON.parse(storage?.getItem(this.storageKey) ?? "{}") ?? {};
    } catch {
      this.saved = {};
    }
  }

  /** Add the settings of `spec`: each takes its saved value when it has the default's type. */
  define({ defaults, labels }) {
    for (const [name, value] of Object.entries(defaults)) {
      this.values[name] = typeof this.saved[name] === typeof value ? this.saved[name] : value;
    }
    Object.assign(this.labels, labels);
  }

  get(name) {
    return this.values[name];
  }

  /** Change a setting, remember every setting, and tell the listeners. */
  set(name, value) {
    this.values[name] = value;
    this.storage?.setItem(this.storageKey, JSON.stringify(this.values));
    for (const listener of this.listeners) listener(name, value);
  }

  /** Call `listener(name, value)` after every change. */
  listen(listener) {
    this.listeners.push(listener);
  }
}

/** Add a control for every labelled setting of `settings` to `panel`. */
export function drawSettings(panel, settings) {
  for (const [name, label] of Object.entries(settings.labels)) {
    const value = settings.get(name);
    const control =
      typeof label === "string"
        ? [
            el("input", {
              type: "checkbox",
              name,
              checked: value,
              onchange: (e) => settings.set(name, e.target.checked),
            }),
            ` ${t(label)}`,
          ]
        : [
            `${t(label.label)} `,
            choiceSelect(
              { name, onchange: (e) => settings.set(name, choiceValue(e.target.value)) },
              label.choices.map((choice) => ({ ...choice, label: t(choice.label) })),
              value,
            ),
          ];
    panel.append(el("label", { class: "setting" }, control));
  }
}
