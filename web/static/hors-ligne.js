// Offline use at a venue: the service worker keeps the rules, the glossary and the table of
// contents; this says plainly when the server cannot be reached.
(function () {
  "use strict";
  var note = document.getElementById("hors-ligne");
  function show() { if (note) { note.hidden = navigator.onLine !== false; } }
  window.addEventListener("online", show);
  window.addEventListener("offline", show);
  show();
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () { /* no offline copy */ });
  }
})();
