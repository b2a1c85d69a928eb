// A new password by mail: ask for the link (by name or address), or, from the link, set
// the new password (which signs in here and out everywhere else).

import { api, getSession, setSession } from "../api.mjs";
import { notice, onSubmit } from "../ui.mjs";

const ask = document.getElementById("ask");
const reset = document.getElementById("reset");
const session = getSession();

if (ask) {
  onSubmit(ask, async () => {
    await session;
    const answer = await api.post("/api/mail/resets", { who: ask.elements.who.value });
    notice(answer.detail, "ok");
  });
}
if (reset) {
  onSubmit(reset, async () => {
    await session;
    setSession(await api.post("/api/mail/reset", { token: reset.dataset.token, password: reset.elements.password.value }));
    location.assign("/");
  });
}
