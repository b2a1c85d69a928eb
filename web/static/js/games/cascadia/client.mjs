// Cascadia's client module for the game page: the interface is in ../README.md.

import { GameScreen } from "./screen.mjs";

/** Cascadia's screen in `root`, talking to the page through `host`. */
export function mount(root, host) {
  return new GameScreen(root, host);
}
