// The tip over an area of the board: its size, each colour's plant total (colours tied
// with another are struck through: a scoring ignores them), and what each seat would score
// there, every colour and seat shown with its swatch. Every number is the view's: the
// server counts an area's totals, its ties and its scores.

import { el } from "../../dom.mjs";
import { t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { swatch } from "./icons.mjs";
import { word } from "./words.mjs";

/**
 * What the tip over `area` (of `size` spaces) says in `view`: {area, size, closed,
 * totals: [{colour, value, tied}], gains: null | {when, awards: [{seat, points}]}}, from the
 * view's area entry ({totals, tied, scores?, if_closed?}).
 */
export function areaFacts(view, area, size) {
  const info = view.areas[area];
  const tied = new Set(info.tied);
  const facts = {
    area,
    size,
    closed: Boolean(info.closed),
    totals: Object.entries(info.totals).map(([colour, value]) => ({ colour, value, tied: tied.has(colour) })),
    gains: null,
  };
  if (info.scores) {
    const awards = info.scores.flatMap((points, seat) => (points ? [{ seat, points }] : []));
    facts.gains = { when: t("At the end, as it is now"), awards };
  } else if (info.if_closed) {
    const awards = info.if_closed.map(({ seat, points }) => ({ seat, points }));
    facts.gains = { when: t("If it closed now"), awards };
  }
  return facts;
}

/** The tip's lines (<div>s) for `facts` (areaFacts); `seats`: the view's seats. */
export function tipLines(facts, seats, names, letters) {
  const values = { area: facts.area, n: facts.size };
  const lines = [
    facts.closed
      ? tn("Area {area} ({n} space), scored", "Area {area} ({n} spaces), scored", facts.size, values)
      : tn("Area {area} ({n} space)", "Area {area} ({n} spaces)", facts.size, values),
  ];
  const totals = facts.totals.flatMap(({ colour, value, tied }, i) => {
    const text = [swatch(colour, letters), " ", t("{colour} {value}", { colour: word(colour), value })];
    return [i ? ", " : "", ...(tied ? [el("s", { class: "tied", title: t("tied: ignored") }, text)] : text)];
  });
  lines.push(totals.length ? [t("Totals: "), ...totals] : t("No plants yet"));
  if (facts.gains) {
    const awards = facts.gains.awards.flatMap(({ seat, points }, i) => [
      i ? ", " : "",
      el(
        "span",
        { class: "gain", "data-seat": seat },
        swatch(seats[seat].colour, letters),
        " ",
        t("{name} +{points}", { name: seatName(names, seat), points }),
      ),
    ]);
    const when = t("{when}: ", { when: facts.gains.when });
    lines.push([when, ...(awards.length ? awards : [t("nobody scores")])]);
  }
  return lines.map((line) => el("div", {}, line));
}
