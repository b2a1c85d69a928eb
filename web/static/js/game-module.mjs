// A game's client module and stylesheet, loaded by the game's short name
// (web/static/js/games/README.md): the module once its stylesheet is in the page.

import { el } from "./dom.mjs";

/** Wait until the stylesheet at `href` is loaded (or has failed). */
function addStyle(href) {
  return new Promise((done) => {
    document.head.append(el("link", { rel: "stylesheet", href, onload: done, onerror: done }));
  });
}

/** The client module of the game called `gameName` ({mount}), with its stylesheet added. */
export async function loadGame(gameName) {
  const [module] = await Promise.all([
    import(`./games/${gameName}/client.mjs`),
    addStyle(`/static/js/games/${gameName}/style.css`),
  ]);
  return module;
}
