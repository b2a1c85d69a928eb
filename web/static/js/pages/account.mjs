// The account's mail: its address (set, confirmed by mail, removed) and the mail it wants;
// also the question of an unsubscribe link, which needs no sign-in.

import { api, getSession } from "../api.mjs";
import { el } from "../dom.mjs";
import { guarded, notice, showUser } from "../ui.mjs";

const $ = (id) => document.getElementById(id);

function stateText(mail) {
  if (!mail.address) return "No address: you get no mail.";
  if (mail.verified) return `Mail goes to ${mail.address}.`;
  return `${mail.address} is not confirmed yet: follow the link in the mail sent to it.`;
}

function show(mail) {
  $("address-state").textContent = stateText(mail);
  $("address-form").elements.address.value = mail.address ?? "";
  $("remove-address").hidden = !mail.address;
  const form = $("preferences").elements;
  for (const radio of form.turns) radio.checked = radio.value === mail.turns;
  form.invitations.checked = mail.invitations;
  form.results.checked = mail.results;
}

function askToUnsubscribe() {
  const box = $("unsubscribe");
  if (!box) return;
  $("unsubscribe-button").addEventListener("click", () =>
    guarded(async () => {
      const answer = await api.post(`/unsubscribe/${encodeURIComponent(box.dataset.token)}`);
      box.replaceChildren(el("h2", {}, "Unsubscribed"), el("p", {}, answer.detail));
    }),
  );
}

async function main() {
  askToUnsubscribe();
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
      notice("A mail with a link to confirm the address is on its way.", "ok");
    });
  });
  $("remove-address").addEventListener("click", () =>
    guarded(async () => {
      show(await api.del("/api/mail/address"));
      notice("The address is removed: you get no mail.", "ok");
    }),
  );
  $("preferences").addEventListener("submit", (e) => {
    e.preventDefault();
    const form = e.target.elements;
    guarded(async () => {
      show(
        await api.post("/api/mail/preferences", {
          turns: form.turns.value,
          invitations: form.invitations.checked,
          results: form.results.checked,
        }),
      );
      notice("Saved.", "ok");
    });
  });
}

main();
