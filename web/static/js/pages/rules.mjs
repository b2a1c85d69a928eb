// A game's rules page, for any game: the game's rules module (../games/<name>/rules/page.mjs)
// fills the page with `drawRules(root, parts)`, out of the parts of ../rules-parts.mjs; this
// page adds the contents (a link to each section) and the button that starts a practice game.
// The user is shown when signed in; the rules need no sign-in.

import { getSession } from "../api.mjs";
import { el } from "../dom.mjs";
import { t } from "../i18n.mjs";
import { PARTS } from "../rules-parts.mjs";
import { startTutorial } from "../tutorial.mjs";
import { guarded, showUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);

/** The name the address asks for: the last part of /rules/<name>. */
function askedName() {
  const last = location.pathname.split("/").pop();
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Links to every section of `body` that has an id and a heading. */
function contents(body) {
  return [...body.querySelectorAll("section[id] > h2")].map((h2) =>
    el("a", { href: `#${h2.parentElement.id}` }, h2.textContent),
  );
}

const root = $("rules");
const { gameName } = root.dataset;
if (gameName) {
  const { drawRules } = await import(`../games/${gameName}/rules/page.mjs`);
  drawRules($("rules-body"), PARTS);
  $("contents").replaceChildren(...contents($("rules-body")));
  $("learn").addEventListener("click", async () => {
    $("learn").disabled = true;
    await guarded(() => startTutorial(gameName));
    $("learn").disabled = false;
  });
  $("learn").disabled = false;
} else {
  root.replaceChildren(
    el("h1", {}, t("Rules")),
    el(
      "p",
      { class: "rules-missing" },
      `${t("There is no game {name}.", { name: askedName() })} `,
      el("a", { href: "/" }, t("Back to the lobby")),
    ),
  );
}
await guarded(async () => showUser((await getSession()).user));
