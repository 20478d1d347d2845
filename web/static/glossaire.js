// The glossary filter as you type (French or English term, accents ignored). Without JavaScript,
// the same field submits `?filtre=` and the server keeps the matching entries.
(function () {
  "use strict";
  var input = document.getElementById("filtre");
  var count = document.getElementById("glossaire-compte");
  var header = document.querySelector("header.top");
  if (header) { document.documentElement.style.setProperty("--header", header.offsetHeight + "px"); }
  if (!input || !count) { return; }
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
  }
  function apply() {
    var wanted = fold(input.value);
    var shown = 0;
    document.querySelectorAll(".letter-group").forEach(function (group) {
      var any = false;
      group.querySelectorAll("dt").forEach(function (dt) {
        // the French term, its English term and its synonyms (« Aussi : … »), not the definition
        var words = dt.textContent + " " + ((dt.nextElementSibling && dt.nextElementSibling.querySelector("small")) || { textContent: "" }).textContent;
        var hit = !wanted || fold(words).indexOf(wanted) >= 0;
        dt.hidden = !hit;
        if (dt.nextElementSibling) { dt.nextElementSibling.hidden = !hit; }
        if (hit) { any = true; shown += 1; }
      });
      group.hidden = !any;
      var link = document.querySelector('.letters a[href="#' + group.id + '"]');
      if (link) { link.hidden = !any; }
    });
    count.textContent = wanted ? shown + (shown > 1 ? " termes" : " terme") + " pour « " + input.value.trim() + " »" : "";
  }
  input.addEventListener("input", apply);
})();
