// Sign in, register, or play as a guest; each game shown with a picture of its own, drawn
// by the game's client.

import { api, getSession, setSession } from "../api.mjs";
import { t } from "../i18n.mjs";
import { guarded, onSubmit } from "../ui.mjs";

const next = new URLSearchParams(location.search).get("next");
const target = next && next.startsWith("/") && !next.startsWith("//") ? next : "/";

// a form sent before the session has come back waits for it (it carries the token every
// post needs)
const session = getSession(true);

/** Post the form's name and password to the path `route(user)` names; sign in and go on. */
function sendTo(route) {
  return async (form) => {
    for (const box of document.querySelectorAll(".game-preview[data-game]")) {
  import(`../games/${box.dataset.game}/preview.mjs`).then(({ preview }) => box.replaceChildren(preview()));
}

const { user } = await session;
    const data = new FormData(form);
    setSession(await api.post(route(user), { name: data.get("name"), password: data.get("password") }));
    location.assign(target);
  };
}

onSubmit(document.getElementById("login"), sendTo(() => "/api/session"));
onSubmit(document.getElementById("register"), sendTo((user) => (user?.guest ? "/api/accounts/convert" : "/api/accounts")));
document.getElementById("guest").addEventListener("click", () =>
  guarded(async () => {
    await session;
    setSession(await api.post("/api/guests"));
    location.assign(target);
  }),
);

for (const box of document.querySelectorAll(".game-preview[data-game]")) {
  import(`../games/${box.dataset.game}/preview.mjs`).then(({ preview }) => box.replaceChildren(preview()));
}

const { user } = await session;
if (user?.guest) {
  document.getElementById("register-title").textContent = t("Keep your games: turn {name} into an account", { name: user.name });
}
