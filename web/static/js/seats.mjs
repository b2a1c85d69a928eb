// Seats by name, for any game.

/** The name of seat `seat` (from 0) among `names`, or "Seat n" while it has none. */
export const seatName = (names, seat) => names[seat] ?? `Seat ${seat + 1}`;
