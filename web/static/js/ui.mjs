// What every page shares: the signed-in user in the top bar, notices, sign-in checks.
//
// An error notice stays until it is dismissed (its close button) or made obsolete: by a
// person's action that succeeds, or, for an error of a fetch in the background, by the
// next fetch that succeeds. Fetches in the background never hide a person's error.

import { api, getSession, setSession } from "./api.mjs";
import { el } from "./dom.mjs";
import { t } from "./i18n.mjs";

let shown = null; // the notice on the page: {text, kind, background}, or null

/**
 * Show `text` in the page's notice box (kind: "error" or "ok"), with a button closing it;
 * empty text hides it. `background`: an error of a fetch in the background.
 */
export function notice(text, kind = "error", background = false) {
  const box = document.getElementById("notice");
  shown = text ? { text, kind, background } : null;
  box.className = `notice ${kind}`;
  box.hidden = !text;
  box.replaceChildren(
    el("span", { class: "grow" }, text),
    el("button", { type: "button", class: "close", "aria-label": t("Dismiss"), onclick: () => notice("") }, "×"),
  );
}

/** Run `action`, a person's: its error is shown; its success clears the notice shown before. */
export async function guarded(action) {
  const before = shown;
  try {
    const result = await action();
    if (shown === before) notice("");
    return result;
  } catch (error) {
    notice(error.message);
    return undefined;
  }
}

/** Answer `form`'s submission with `action(form)`, guarded, and enable its buttons: a form
 * whose secrets must never go out as a plain submission ships with its buttons disabled, so
 * nothing is sent before this page can send it itself. */
export function onSubmit(form, action) {
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    guarded(() => action(form));
  });
  for (const button of form.querySelectorAll("button")) button.disabled = false;
}

/** Run `load`, a fetch in the background: its error is shown until a later fetch succeeds. */
export async function fetched(load) {
  try {
    const result = await load();
    if (shown?.background) notice("");
    return result;
  } catch (error) {
    if (!shown || shown.background) notice(error.message, "error", true);
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

/** A link to the profile page of the person called `name`, showing `text` (the name). */
export const playerLink = (name, ...text) =>
  el("a", { class: "player", href: `/players/${encodeURIComponent(name)}` }, ...(text.length ? text : [name]));

export function showUser(user) {
  const who = document.getElementById("who");
  if (!who || !user) return;
  who.replaceChildren(
    el("span", { class: "name" }, playerLink(user.name, user.name, user.guest ? ` ${t("(guest)")}` : "")),
    " ",
    user.guest
      ? el(
          "a",
          { href: `/login?next=${encodeURIComponent(location.pathname)}`, id: "keep-games", title: t("Make your guest an account: its games and ratings stay") },
          t("Keep your games"),
        )
      : el("a", { href: "/account" }, t("Account")),
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
      t("Log out"),
    ),
  );
}
