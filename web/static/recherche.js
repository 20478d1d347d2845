// Results as you type: fetches the server-rendered results (already escaped) and swaps them in.
// Without JavaScript the form submits as usual.
(function () {
  "use strict";
  var form = document.querySelector("form.search");
  var input = document.getElementById("q");
  var target = document.getElementById("resultats");
  if (!form || !input || !target || !window.fetch) { return; }
  var timer = null;
  var last = "";
  var pending = null;
  function update() {
    var params = new URLSearchParams(new FormData(form));
    var query = params.toString();
    if (query === last) { return; }
    last = query;
    if (pending) { pending.abort(); }
    pending = new AbortController();
    params.set("fragment", "1");
    fetch("/?" + params.toString(), { signal: pending.signal, headers: { "Accept": "text/html" } })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (html === null) { return; }
        target.innerHTML = html;
        history.replaceState(null, "", "/?" + query);
      })
      .catch(function (error) {
        // aborted by the next keystroke: nothing to say; otherwise the server is out of reach
        if (error && error.name === "AbortError") { return; }
        target.innerHTML = '<p class="warning" role="alert">Serveur injoignable : la recherche a besoin du serveur. ' +
          'Les <a href="/regles">règles</a> et le <a href="/glossaire">glossaire</a> restent lisibles hors ligne.</p>';
        last = "";
      });
  }
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(update, 180);
  });
  form.addEventListener("change", function () { clearTimeout(timer); timer = setTimeout(update, 50); });
})();
