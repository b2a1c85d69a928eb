// What makes the site an app, on every page: the service worker (/sw.js) registered, told the
// page's language (it keeps the offline page in it), and a new worker (a deploy) taking over
// loads the page again, so that the page and its files are of one version.

/** Register the service worker; resolves with its registration, or null where the browser
 * has none (or refuses it). */
export async function registerWorker(container = globalThis.navigator?.serviceWorker) {
  if (!container) return null;
  const hadWorker = Boolean(container.controller);
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!hadWorker || reloading) return; // the first worker: the page is already its version
    reloading = true;
    location.reload();
  });
  try {
    const registration = await container.register("/sw.js", { scope: "/", updateViaCache: "none" });
    const ready = await container.ready;
    ready.active?.postMessage({ type: "language", language: document.documentElement.lang || "en" });
    return registration;
  } catch (error) {
    console.warn("no service worker:", error);
    return null;
  }
}

if (globalThis.document) registerWorker();
