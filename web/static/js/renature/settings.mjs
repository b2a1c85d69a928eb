// The player's settings, remembered per user in this browser.

export const DEFAULTS = {
  colourBlind: false,
  fadeDead: true,
  shadeScored: true,
  markJoker: true,
  areaHover: true,
  logHover: true,
  animations: true,
  confirm: false,
  notify: false,
  zoom: 1,
};

export const LABELS = {
  colourBlind: "Colour-blind help (letters on colours and animals)",
  fadeDead: "Fade animals nothing can be placed beside any more",
  shadeScored: "Shade scored areas",
  markJoker: "Mark joker animals",
  areaHover: "Hovering an area shows its totals and what it would score",
  logHover: "Hovering a log entry highlights its spaces",
  animations: "Animations",
  confirm: "Confirm each move before it is sent",
  notify: "Browser notification when it is my turn",
};

export const ZOOMS = [1, 1.25, 1.5, 2];

export class Settings {
  constructor(user, storage = globalThis.localStorage) {
    this.storageKey = `renature.settings.${user}`;
    this.storage = storage;
    let saved = {};
    try {
      saved = JSON.parse(storage?.getItem(this.storageKey) ?? "{}") ?? {};
    } catch {
      saved = {};
    }
    this.values = { ...DEFAULTS };
    for (const name of Object.keys(DEFAULTS)) {
      if (typeof saved[name] === typeof DEFAULTS[name]) this.values[name] = saved[name];
    }
  }

  get(name) {
    return this.values[name];
  }

  set(name, value) {
    this.values[name] = value;
    this.storage?.setItem(this.storageKey, JSON.stringify(this.values));
  }
}
