// The requested rule of a whole section: highlighted and scrolled to. The number comes from the
// address, so a section page served from the offline cache for one of its rules still finds it.
(function () {
  "use strict";
  var match = decodeURIComponent(location.pathname).match(/^\/regles\/([0-9][0-9a-z.]*)$/i);
  if (!match) { return; }
  var number = match[1].toLowerCase().replace(/\.$/, "");
  var item = document.getElementById("r-" + number);
  if (!item) { return; }
  var old = document.querySelector(".section-rules .current");
  if (old && old !== item) { old.classList.remove("current"); old.removeAttribute("aria-current"); }
  item.classList.add("current");
  item.setAttribute("aria-current", "true");
  if (!location.hash) { item.scrollIntoView({ block: "center" }); }
})();
