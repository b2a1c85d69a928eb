// The account's mail: its address (set, confirmed by mail, removed); the notifications it
// wants, by mail, on its devices and to its webhooks (../notifications.mjs); its vacation days (taken, ended early); also the questions of a confirmation link and of
// an unsubscribe link, which need no sign-in.

import { api, getSession } from "../api.mjs";
import { el } from "../dom.mjs";
import { formatDate, formatNumber, language, t, tn } from "../i18n.mjs";
import { notificationSettings } from "../notifications.mjs";
import { guarded, notice, showUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);

function stateText(mail) {
  if (!mail.address) return t("No address: you get no mail.");
  if (mail.verified) return t("Mail goes to {address}.", { address: mail.address });
  return t("{address} is not confirmed yet: follow the link in the mail sent to it.", { address: mail.address });
}

function show(mail) {
  $("address-state").textContent = stateText(mail);
  $("address-form").elements.address.value = mail.address ?? "";
  $("remove-address").hidden = !mail.address;
}


/** Show the account's vacation ({until, days_left, days_a_year}). */
function showVacation(vacation) {
  const until = vacation.until
    ? formatDate(vacation.until, {
        weekday: "short",
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
      })
    : null;
  const left = tn("{n} day of {total} left this year.", "{n} days of {total} left this year.", vacation.days_left, {
    total: formatNumber(vacation.days_a_year),
  });
  const state = until ? t("On vacation until {date}.", { date: until }) : t("Not on vacation.");
  $("vacation-state").textContent = `${state} ${left}`;
  const form = $("vacation-form").elements;
  form.days.max = String(vacation.days_left);
  form.days.value = String(Math.min(Number(form.days.value) || 1, Math.max(1, vacation.days_left)));
  form.days.disabled = $("take-vacation").disabled = vacation.days_left === 0;
  $("end-vacation").hidden = !until;
  takeText();
}

/** The button says how many days it takes. */
function takeText() {
  const days = Number($("vacation-form").elements.days.value);
  const more = !$("end-vacation").hidden; // on vacation: the days are added to it
  const take = more ? tn("Take {n} more day", "Take {n} more days", days) : tn("Take {n} day", "Take {n} days", days);
  $("take-vacation").textContent = days >= 1 ? take : t("Take the days");
}

/** The question of a mailed link (box `id`, if the page has it): opening the link changes
 * nothing (mail scanners open links); its button sends `post(token)`, and the answer
 * replaces the question under the heading `done`. */
function ask(id, done, post) {
  const box = $(id);
  if (!box) return;
  $(`${id}-button`).addEventListener("click", () =>
    guarded(async () => {
      const answer = await post(box.dataset.token);
      box.replaceChildren(el("h2", {}, done), el("p", {}, answer.detail));
    }),
  );
}

/** The account's choice of language (as the footer's): the site in another from now on,
 * for this browser and, signed in, on every device and in its mails; the page shown in it. */
function chooseLanguage() {
  const select = $("account-language");
  if (!select) return;
  select.value = language;
  select.addEventListener("change", () =>
    guarded(async () => {
      await getSession();
      await api.post("/api/language", { language: select.value });
      location.reload();
    }),
  );
}

async function main() {
  chooseLanguage();
  ask("verify", t("Address confirmed"), async (token) => {
    const answer = await api.post("/api/mail/verify", { token });
    if (!$("account").hidden) show(await api.get("/api/mail")); // signed in: its new state
    return answer;
  });
  ask("unsubscribe", t("Unsubscribed"), (token) => api.post(`/unsubscribe/${encodeURIComponent(token)}`));
  const { user } = await getSession();
  if (!user) {
    $("signed-out").hidden = false;
    return;
  }
  showUser(user);
  if (user.guest) {
    $("guest").hidden = false;
    return;
  }
  const mail = await guarded(() => api.get("/api/mail"));
  if (!mail) return;
  show(mail);
  $("account").hidden = false;
  $("address-form").addEventListener("submit", (e) => {
    e.preventDefault();
    guarded(async () => {
      show(await api.post("/api/mail/address", { address: e.target.elements.address.value }));
      notice(t("A mail with a link to confirm the address is on its way."), "ok");
    });
  });
  $("remove-address").addEventListener("click", () =>
    guarded(async () => {
      show(await api.del("/api/mail/address"));
      notice(t("The address is removed: you get no mail."), "ok");
    }),
  );
  const vacation = await guarded(() => api.get("/api/account/vacation"));
  if (vacation) showVacation(vacation);
  $("vacation-form").elements.days.addEventListener("input", takeText);
  $("vacation-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const days = Number(e.target.elements.days.value);
    guarded(async () => {
      showVacation(await api.post("/api/account/vacation", { days }));
      notice(tn("Your clocks per turn wait for you {n} more day.", "Your clocks per turn wait for you {n} more days.", days), "ok");
    });
  });
  $("end-vacation").addEventListener("click", () =>
    guarded(async () => {
      showVacation(await api.del("/api/account/vacation"));
      notice(t("Welcome back: your clocks run again."), "ok");
    }),
  );
  await guarded(() => notificationSettings());
}

await main();
