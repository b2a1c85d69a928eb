// Sign in, register, or play as a guest.

import { api, getSession, setSession } from "../api.mjs";
import { guarded } from "../ui.mjs";

const next = new URLSearchParams(location.search).get("next");
const target = next && next.startsWith("/") && !next.startsWith("//") ? next : "/";

async function submit(form, path) {
  const data = new FormData(form);
  await guarded(async () => {
    setSession(await api.post(path, { name: data.get("name"), password: data.get("password") }));
    location.assign(target);
  });
}

const { user } = await getSession(true);
if (user?.guest) {
  document.getElementById("register-title").textContent = `Keep your games: turn ${user.name} into an account`;
}
document.getElementById("login").addEventListener("submit", (e) => {
  e.preventDefault();
  submit(e.target, "/api/session");
});
document.getElementById("register").addEventListener("submit", (e) => {
  e.preventDefault();
  submit(e.target, user?.guest ? "/api/accounts/convert" : "/api/accounts");
});
document.getElementById("guest").addEventListener("click", () =>
  guarded(async () => {
    setSession(await api.post("/api/guests"));
    location.assign(target);
  }),
);
