// The game log in words: each event a seat may see becomes a line; a line about a slot or a
// tree of a forest carries it as its mark ({seat, tree, slot}) for highlighting.

import { seatName } from "../../seats.mjs";
import { cardName, WINTER_CARDS } from "./cards.mjs";
import { plural } from "./words.mjs";

const WHERE = { top: "on top of", bottom: "below", left: "left of", right: "right of" };
const DRAWN_FOR = { turn: " from the deck", deal: " (dealt)", mulligan: " (a new hand)" };
const AS = { top: "top half", bottom: "bottom half", left: "left half", right: "right half" };

/**
 * Lines for one update's events: [{text, seat, mark?}]. `names` name the seats; `forests`
 * are the view's forests (trees keep their place, so a tree index names a tree for good).
 * Draws in a row by one seat for one reason make one line.
 */
export function describe(events, { names, forests }) {
  const lines = [];
  const who = (seat) => seatName(names, seat);
  const tree = (seat, i) => {
    const found = forests[seat]?.[i];
    const kind = !found ? "" : found.sapling ? "sapling" : cardName(found.card);
    return kind ? `tree ${i + 1} (${kind})` : `tree ${i + 1}`;
  };
  const add = (seat, text, mark) => lines.push(mark ? { seat, text, mark } : { seat, text });
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    switch (e.type) {
      case "keep":
        add(e.seat, `${who(e.seat)} keeps the hand dealt.`);
        break;
      case "mulligan":
        add(e.seat, `${who(e.seat)} gives back a hand of ${plural(e.count, "card")} without a tree.`);
        break;
      case "draw": {
        const run = [e];
        while (events[i + 1]?.type === "draw" && events[i + 1].seat === e.seat && events[i + 1].for === e.for) {
          run.push(events[++i]);
        }
        add(e.seat, drawLine(who(e.seat), e.for, run));
        break;
      }
      case "hand_full":
        add(e.seat, `${who(e.seat)}'s hand is full: ${plural(e.missed, "draw")} not taken.`);
        break;
      case "winter":
        add(
          null,
          `Winter card ${e.count} of ${WINTER_CARDS} comes out of the deck` +
            (e.count >= WINTER_CARDS ? ": the game ends." : "."),
        );
        break;
      case "take":
        add(e.seat, `${who(e.seat)} takes ${cardName(e.card)} from the clearing.`);
        break;
      case "play":
        if (e.as === "tree" || e.as === "sapling") add(e.seat, playLine(who(e.seat), e));
        else {
          add(e.seat, `${playLine(who(e.seat), e)} ${WHERE[e.as]} ${tree(e.seat, e.tree)}.`, {
            seat: e.seat,
            tree: e.tree,
            slot: e.as,
          });
        }
        break;
      case "pay":
        add(
          e.seat,
          `${who(e.seat)} pays with ${e.cards.map((card) => cardName(card)).join(", ")}` +
            (e.bonus ? " (bonus condition met)." : " (bonus condition not met)."),
        );
        break;
      case "played":
        add(e.seat, playedLine(who(e.seat), e), {
          seat: e.seat,
          tree: e.tree,
          slot: e.way === "tree" || e.way === "sapling" ? null : e.way,
        });
        break;
      case "reveal":
        add(e.seat, "A new tree: the top card of the deck goes to the clearing.");
        break;
      case "extra_turn":
        add(e.seat, `${who(e.seat)} earns another turn (${e.for}).`);
        break;
      case "to_cave":
        add(
          e.seat,
          e.from === "clearing"
            ? `${who(e.seat)} puts the ${plural(e.count, "card")} of the clearing in the cave.`
            : `${who(e.seat)} puts ${e.card === undefined ? "a card" : cardName(e.card)} from the hand in the cave.`,
        );
        break;
      case "done":
        add(e.seat, `${who(e.seat)} is done with the ${e.for}.`);
        break;
      case "use":
      case "skip":
        add(e.seat, `${who(e.seat)} ${e.type === "use" ? "uses" : "skips"} the ${e.for}'s ${e.part}.`);
        break;
      case "clear":
        add(null, `The clearing holds ${plural(e.count, "card")}: they go to the box.`);
        break;
      case "turn":
        add(e.seat, e.extra ? `${who(e.seat)} takes another turn.` : `${who(e.seat)}'s turn.`);
        break;
      case "game_over": {
        const winners = e.result.winners.map(who);
        add(null, `The game is over. ${winners.join(" and ")} ${winners.length > 1 ? "win" : "wins"}.`);
        break;
      }
      default:
        break;
    }
  }
  return lines;
}

function drawLine(name, why, run) {
  const cards = run.filter((e) => e.card !== undefined).map((e) => cardName(e.card));
  const what = run.length === 1 ? "a card" : plural(run.length, "card");
  const reason = DRAWN_FOR[why] ?? ` for the ${why}`;
  return `${name} draws ${what}${reason}${cards.length ? `: ${cards.join(", ")}` : ""}.`;
}

/** A play in words; a half's without the tree it goes on, nor the final stop. */
function playLine(name, e) {
  const free = e.free ? " for free" : "";
  if (e.as === "sapling") {
    return `${name} plays a card face down as a sapling${e.card === undefined ? "" : ` (${cardName(e.card)})`}.`;
  }
  if (e.as === "tree") return `${name} plants a new tree: ${cardName(e.card)}.`;
  return `${name} plays the ${cardName(e.card, e.as)}${free} (${AS[e.as]} of ${cardName(e.card)})`;
}

function playedLine(name, e) {
  const what = e.way === "sapling" ? "The sapling" : `The ${cardName(e.card, e.way)}`;
  return `${what} enters ${name}'s forest${e.bonus ? ", with its bonus" : ""}.`;
}
