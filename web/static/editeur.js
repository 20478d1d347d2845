// The scenario editor: line numbers that follow the YAML, and an example loaded as soon as it is
// picked. Without JavaScript the numbers are the server's and the « Charger » button loads it.
(function () {
  "use strict";
  var picker = document.getElementById("exemple");
  if (picker && picker.form) {
    picker.addEventListener("change", function () {
      if (picker.value && picker.form.action.indexOf("/scenarios") >= 0) { picker.form.submit(); }
    });
  }
  var board = document.getElementById("board");
  var numbers = document.querySelector(".line-numbers");
  if (!board || !numbers) { return; }
  function renumber() {
    var count = Math.max(board.value.split("\n").length, parseInt(board.getAttribute("rows") || "1", 10));
    var lines = [];
    for (var i = 1; i <= count; i++) { lines.push(i); }
    numbers.textContent = lines.join("\n") + "\n";
    numbers.scrollTop = board.scrollTop;
  }
  board.addEventListener("input", renumber);
  board.addEventListener("scroll", function () { numbers.scrollTop = board.scrollTop; });
  renumber();
})();
