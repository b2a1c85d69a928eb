// The game log, for any game: the game's own lines in words (its screen's describe) and
// the platform's (a step taken back), newest first, each about a seat marked with the
// seat's colour; hovering a line asks the screen to highlight what the line names.

import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";
import { seatName, swatch } from "./seats.mjs";

export const LOG_SETTINGS = {
  defaults: { logHover: true },
  labels: { logHover: t("Hovering a log entry highlights what it names") },
};

/** The platform's lines for `events` (named with seat `names`): [{text, seat}]. */
export function platformLines(events, names) {
  return events
    .filter((e) => e.type === "undone")
    .map((e) => ({ seat: e.seat, text: t("{name} took a step back.", { name: seatName(names, e.seat) }) }));
}

/** Every log line of one version's `events`: the game's (its `screen`'s describe), then
 * the platform's. */
export function logLines(screen, events, names) {
  return [...screen.describe(events), ...platformLines(events, names)];
}

export class GameLog {
  /**
   * list: an <ol>; screen: the game's screen; settings: the store holding LOG_SETTINGS;
   * colour(seat): a seat's CSS colour (seats.mjs's seatColours), or null: no colours.
   */
  constructor(list, screen, settings, colour = null) {
    this.list = list;
    this.screen = screen;
    this.settings = settings;
    this.colour = colour;
  }

  /** Add the lines of one version's events, with seat `names`; those of seat `seat` (the
   * viewer's) stand out. */
  add(events, seat, names) {
    for (const line of logLines(this.screen, events, names)) this.list.prepend(this.item(line, seat));
  }

  /** Show the whole history instead: [[version, events], ...]. */
  replace(history, seat, names) {
    this.list.replaceChildren();
    for (const [, events] of history) this.add(events, seat, names);
  }

  item(line, seat) {
    const about = line.seat ?? null;
    const item = el(
      "li",
      { class: seat !== null && about === seat ? "mine" : "" },
      this.colour && about !== null ? swatch(this.colour(about)) : null,
      line.text,
    );
    if (line.mark !== undefined) {
      item.addEventListener("mouseenter", () => {
        if (this.settings.get("logHover")) this.screen.highlight(line.mark);
      });
      item.addEventListener("mouseleave", () => this.screen.highlight(null));
    }
    return item;
  }
}
