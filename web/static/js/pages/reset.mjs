// A new password by mail: ask for the link (by name or address), or, from the link, set
// the new password (which signs in here and out everywhere else).

import { api, getSession, setSession } from "../api.mjs";
import { guarded, notice } from "../ui.mjs";

const ask = document.getElementById("ask");
const reset = document.getElementById("reset");

await getSession();
ask?.addEventListener("submit", (e) => {
  e.preventDefault();
  guarded(async () => {
    const answer = await api.post("/api/mail/resets", { who: e.target.elements.who.value });
    notice(answer.detail, "ok");
  });
});
reset?.addEventListener("submit", (e) => {
  e.preventDefault();
  guarded(async () => {
    const body = { token: reset.dataset.token, password: e.target.elements.password.value };
    setSession(await api.post("/api/mail/reset", body));
    location.assign("/");
  });
});
