// Every page's own module (pages/<name>.mjs, named by the body's data-page), run to its end:
// then the page has been filled from the server, and its body says so (data-filled), for
// whatever waits for a page to be complete (a test, a tool).

await import(`./pages/${document.body.dataset.page}.mjs`);
document.body.dataset.filled = "";
