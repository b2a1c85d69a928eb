// What every page shares: the signed-in user in the top bar, notices, sign-in checks.

import { api, getSession, setSession } from "./api.mjs";
import { el } from "./dom.mjs";

/** Show `text` in the page's notice box (kind: "error" or "ok"); empty text hides it. */
export function notice(text, kind = "error") {
  const box = document.getElementById("notice");
  box.textContent = text;
  box.className = `notice ${kind}`;
  box.hidden = !text;
}

/** Run `action`, showing any error it throws as a notice. */
export async function guarded(action) {
  try {
    notice("");
    return await action();
  } catch (error) {
    notice(error.message);
    return undefined;
  }
}

/** The signed-in user, or a redirect to the sign-in page (then null). */
export async function requireUser() {
  const { user } = await getSession();
  if (!user) {
    location.assign(`/login?next=${encodeURIComponent(location.pathname)}`);
    return null;
  }
  showUser(user);
  return user;
}

export function showUser(user) {
  const who = document.getElementById("who");
  if (!who || !user) return;
  who.replaceChildren(
    el("span", { class: "name" }, user.name, user.guest ? " (guest)" : ""),
    " ",
    el(
      "button",
      {
        type: "button",
        onclick: async () => {
          await api.del("/api/session");
          setSession(null);
          location.assign("/login");
        },
      },
      "Log out",
    ),
  );
}
