// The game log in words: each event becomes a line, with the cells it names (its mark:
// {seat, cells}, highlighted on that seat's environment when the line is hovered).

import { seatName } from "../../seats.mjs";
import { a, animalName, listWords, plural, tileWords } from "./words.mjs";

const TURNS = 20;

/** Every tile the view shows, by id: the display's, the one taken and every placed one. */
export function tilesById(view) {
  const tiles = new Map();
  for (const pair of view.display) if (pair.tile) tiles.set(pair.tile.id, pair.tile);
  if (view.turn.pending) tiles.set(view.turn.pending.tile.id, view.turn.pending.tile);
  for (const seat of view.seats) for (const tile of Object.values(seat.environment)) tiles.set(tile.id, tile);
  return tiles;
}

/**
 * Lines for one update's events: [{text, seat, mark?: {seat, cells}}]. `names[seat]` names
 * the players; `view` is the view the events led to; `tiles` every tile seen, by id
 * (tilesById of the views so far).
 */
export function describe(events, { names, view, tiles }) {
  const who = (seat) => seatName(names, seat);
  const tile = (id) => (tiles.has(id) ? tileWords(tiles.get(id)) : "tile");
  const lines = [];
  const add = (seat, text, cells = null) => lines.push(cells ? { seat, text, mark: { seat, cells } } : { seat, text });
  for (const e of events) {
    switch (e.type) {
      case "turn": {
        const round = Math.floor((e.number - 1) / view.seats.length) + 1;
        add(e.seat, `${who(e.seat)}'s turn ${round} of ${TURNS}.`);
        break;
      }
      case "take":
        add(
          e.seat,
          e.cost
            ? `${who(e.seat)} spent ${plural(e.cost, "nature token")} to take ${a(tile(e.tile_id))} ` +
              `(slot ${e.tile + 1}) with the ${e.animal} of slot ${e.token + 1}.`
            : `${who(e.seat)} took ${a(tile(e.tile_id))} with ${a(e.animal)}.`,
        );
        break;
      case "overpopulation":
        add(e.seat, `${who(e.seat)} replaced three ${animalName(e.animal, 3)} (overpopulation).`);
        break;
      case "wipe": {
        const animals = listWords(e.animals.map((animal) => `the ${animal}`));
        add(e.seat, `${who(e.seat)} spent ${plural(e.cost, "nature token")} to replace ${animals}.`);
        break;
      }
      case "place":
        add(e.seat, `${who(e.seat)} placed ${a(tile(e.tile_id))}.`, [e.cell]);
        break;
      case "token": {
        const on = view.seats[e.seat].environment[e.cell];
        const gain = e.nature ? ` and gained ${plural(e.nature, "nature token")}` : "";
        add(e.seat, `${who(e.seat)} put ${a(e.animal)} on the ${on ? tile(on.id) : "tile"}${gain}.`, [e.cell]);
        break;
      }
      case "return_token":
        add(e.seat, `${who(e.seat)} returned the ${e.animal} to the bag.`);
        break;
      case "solo_discard": {
        const gone = [e.tile_id === null ? null : a(tile(e.tile_id)), e.animal ? a(e.animal) : null];
        const text = listWords(gone.filter(Boolean));
        if (text) add(null, `${text[0].toUpperCase()}${text.slice(1)} left the game.`);
        break;
      }
      case "game_over": {
        const winners = e.result.winners.map(who);
        if (e.result.seats.length === 1) {
          add(null, `The game is over: ${who(0)} scored ${plural(e.result.seats[0].total, "point")}.`);
          break;
        }
        add(null, `The game is over. ${listWords(winners)} ${winners.length > 1 ? "win" : "wins"}.`);
        break;
      }
      default:
        break;
    }
  }
  return lines;
}
