// The game log in words: each event becomes a line, with the cells it names (its mark:
// {seat, cells}, highlighted on that seat's environment when the line is hovered).

import { formatList, t, tn } from "../../i18n.mjs";
import { seatName } from "../../seats.mjs";
import { anAnimal, theAnimal, threeAnimals, tileWords } from "./words.mjs";

const TURNS = 20;

/** Every tile the view shows, by id: the display's, the one taken and every placed one. */
export function tilesById(view) {
  const tiles = new Map();
  for (const pair of view.display) if (pair.tile) tiles.set(pair.tile.id, pair.tile);
  if (view.turn.pending) tiles.set(view.turn.pending.tile.id, view.turn.pending.tile);
  for (const seat of view.seats) for (const tile of Object.values(seat.environment)) tiles.set(tile.id, tile);
  return tiles;
}

/** A line for the end of the game. */
function gameOver(result, who) {
  if (result.seats.length === 1) {
    const n = result.seats[0].total;
    return tn("The game is over: {name} scored {n} point.", "The game is over: {name} scored {n} points.", n, {
      name: who(0),
    });
  }
  const winners = result.winners.map(who);
  return winners.length > 1
    ? t("The game is over. {names} win.", { names: formatList(winners) })
    : t("The game is over. {name} wins.", { name: winners[0] });
}

/** A line for the tile and token a solo game removes, or null. */
function soloDiscard(e, tile) {
  const gone = e.tile_id === null ? null : tile(e.tile_id);
  if (gone && e.animal) return t("A {tile} and {animal} left the game.", { tile: gone, animal: anAnimal(e.animal) });
  if (gone) return t("A {tile} left the game.", { tile: gone });
  if (e.animal) return t("The game set {animal} aside for good.", { animal: anAnimal(e.animal) });
  return null;
}

/**
 * Lines for one update's events: [{text, seat, mark?: {seat, cells}}]. `names[seat]` names
 * the players; `view` is the view the events led to; `tiles` every tile seen, by id
 * (tilesById of the views so far).
 */
export function describe(events, { names, view, tiles }) {
  const who = (seat) => seatName(names, seat);
  const tile = (id) => (tiles.has(id) ? tileWords(tiles.get(id)) : t("tile"));
  const lines = [];
  const add = (seat, text, cells = null) => lines.push(cells ? { seat, text, mark: { seat, cells } } : { seat, text });
  for (const e of events) {
    const name = who(e.seat);
    switch (e.type) {
      case "turn": {
        const round = Math.floor((e.number - 1) / view.seats.length) + 1;
        add(e.seat, t("{name}'s turn {round} of {turns}.", { name, round, turns: TURNS }));
        break;
      }
      case "take":
        add(
          e.seat,
          e.cost
            ? tn(
                "{name} spent {n} nature token to take a {tile} (slot {tile_slot}) with {animal} of slot {token_slot}.",
                "{name} spent {n} nature tokens to take a {tile} (slot {tile_slot}) with {animal} of slot {token_slot}.",
                e.cost,
                {
                  name,
                  tile: tile(e.tile_id),
                  tile_slot: e.tile + 1,
                  animal: theAnimal(e.animal),
                  token_slot: e.token + 1,
                },
              )
            : t("{name} took a {tile} with {animal}.", { name, tile: tile(e.tile_id), animal: anAnimal(e.animal) }),
        );
        break;
      case "overpopulation":
        add(e.seat, t("{name} replaced {three} (overpopulation).", { name, three: threeAnimals(e.animal) }));
        break;
      case "wipe": {
        const animals = formatList(e.animals.map(theAnimal));
        add(
          e.seat,
          tn("{name} spent {n} nature token to replace {animals}.", "{name} spent {n} nature tokens to replace {animals}.", e.cost, {
            name,
            animals,
          }),
        );
        break;
      }
      case "place":
        add(e.seat, t("{name} placed a {tile} at {cell}.", { name, tile: tile(e.tile_id), cell: e.cell }), [e.cell]);
        break;
      case "token": {
        const on = view.seats[e.seat].environment[e.cell];
        const values = { name, animal: anAnimal(e.animal), tile: on ? tile(on.id) : t("tile"), cell: e.cell };
        const text = e.nature
          ? tn(
              "{name} put {animal} on the {tile} at {cell} and gained {n} nature token.",
              "{name} put {animal} on the {tile} at {cell} and gained {n} nature tokens.",
              e.nature,
              values,
            )
          : t("{name} put {animal} on the {tile} at {cell}.", values);
        add(e.seat, text, [e.cell]);
        break;
      }
      case "return_token":
        add(e.seat, t("{name} returned {animal} to the bag.", { name, animal: theAnimal(e.animal) }));
        break;
      case "solo_discard": {
        const text = soloDiscard(e, tile);
        if (text) add(null, text);
        break;
      }
      case "game_over":
        add(null, gameOver(e.result, who));
        break;
      default:
        break;
    }
  }
  return lines;
}
