// The offline page (the service worker shows it in place of a page it could not fetch): its
// button loads the page asked for again, as does the connection coming back.

const retry = () => location.reload();
document.getElementById("retry").addEventListener("click", retry);
window.addEventListener("online", retry);
