// A practice game for any game: the signed-in user against one easy bot, the user first,
// played on the game page with every step explained (its address ends in "?tutorial").

import { api } from "./api.mjs";
import { requireUser } from "./ui.mjs";

/**
 * Open a private 2-seat table of `gameName` with its default options, give the other seat
 * to an easy bot, start it with the user first and go to its game page. Rejects with the
 * server's reason (an ApiError) when a step is refused.
 */
export async function startTutorial(gameName) {
  const user = await requireUser();
  if (!user) return;
  const table = await api.post("/api/tables", { game: gameName, seats: 2, public: false, options: {} });
  const full = await api.post(`/api/tables/${table.id}/bots`, { level: "easy" });
  const mine = full.seats.filter((seat) => seat.user === user.name);
  const others = full.seats.filter((seat) => seat.user !== user.name);
  const order = [...mine, ...others].map((seat) => seat.id);
  const started = await api.post(`/api/tables/${table.id}/start`, { order });
  location.assign(`/games/${started.game_id}?tutorial`);
}
