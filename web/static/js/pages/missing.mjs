// The page saying that a game, table or invitation is not there: the top bar's user.

import { getSession } from "../api.mjs";
import { showUser } from "../ui.mjs";

showUser((await getSession()).user);
