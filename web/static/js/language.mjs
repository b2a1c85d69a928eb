// The footer's choice of language: read the site in another from now on (this browser's
// choice, and an account's on every device and in its mails), then show the page in it.

import { api, getSession } from "./api.mjs";
import { guarded } from "./ui.mjs";

const select = document.getElementById("language");
select?.addEventListener("change", () =>
  guarded(async () => {
    await getSession();
    await api.post("/api/language", { language: select.value });
    location.reload();
  }),
);
