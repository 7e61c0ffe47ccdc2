// playground.js: the playground page. The searches run in seek's engine
// compiled to WebAssembly (playground.cpp, built by scripts/web.sh); this
// script draws the map, calls the engine, and animates what it reports:
// the cells each strategy expanded, in order, with seek's statistics, and
// the boards of a sudoku search, dfs against bfs. ?map=WxH:CELLS&run=all
// loads a map and runs every strategy (the browser test uses it).
"use strict";

(function () {
  var NAMES = ["dfs", "bfs", "best_first", "beam", "dijkstra", "astar", "iddfs", "ida_star"];
  var params = new URLSearchParams(location.search);
  var engine = null;
  var W = 32, H = 18;
  var cells = "";
  var tool = "wall";
  var runs = [];
  var anim = null;

  function $(s) { return document.querySelector(s); }
  function fmt(n) { return Number(n).toLocaleString("en-US"); }

  // ---- the map ----
  function blank(w, h) {
    W = w; H = h;
    var a = new Array(w * h).fill(".");
    a[Math.floor(h / 2) * w + 1] = "S";
    a[Math.floor(h / 2) * w + w - 2] = "G";
    cells = a.join("");
  }
  function randomWalls(density, seed) {
    var a = cells.split(""), s = seed >>> 0 || 1;
    for (var i = 0; i < a.length; ++i) {
      s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
      if (a[i] !== "S" && a[i] !== "G") a[i] = (s % 1000) / 1000 < density ? "#" : ".";
    }
    cells = a.join("");
  }
  function setCell(i, ch) {
    var a = cells.split("");
    if (ch === "S" || ch === "G") for (var k = 0; k < a.length; ++k) if (a[k] === ch) a[k] = ".";
    if (a[i] === "S" || a[i] === "G") { if (ch !== "S" && ch !== "G") return; }
    a[i] = ch;
    cells = a.join("");
  }

  function drawMap(canvas, overlay, maxSize) {
    var size = Math.max(2, Math.min(maxSize || 1e9, Math.floor(canvas.parentNode.clientWidth / W)));
    canvas.style.width = W * size + "px";
    canvas.width = W * size; canvas.height = H * size;
    canvas.style.height = H * size + "px";
    var ctx = canvas.getContext("2d");
    ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, canvas.width, canvas.height);
    if (overlay) overlay(ctx, size);
    for (var i = 0; i < cells.length; ++i) {
      var ch = cells[i], x = (i % W) * size, y = Math.floor(i / W) * size;
      if (ch === "#") { ctx.fillStyle = "#2b3640"; ctx.fillRect(x, y, size, size); }
      else if (ch === "S" || ch === "G") {
        ctx.fillStyle = ch === "S" ? "#2ca02c" : "#d62728";
        ctx.fillRect(x + 1, y + 1, size - 2, size - 2);
      }
    }
    if (size >= 8) {
      ctx.strokeStyle = "#e3e7eb"; ctx.lineWidth = 1;
      ctx.beginPath();
      for (var c = 0; c <= W; ++c) { ctx.moveTo(c * size + 0.5, 0); ctx.lineTo(c * size + 0.5, H * size); }
      for (var r = 0; r <= H; ++r) { ctx.moveTo(0, r * size + 0.5); ctx.lineTo(W * size, r * size + 0.5); }
      ctx.stroke();
    }
  }

  function drawEditor() { drawMap($("#map"), null, 28); $("#map-size").textContent = W + " × " + H; }

  function wireEditor() {
    var canvas = $("#map"), down = false, paint = "#";
    function at(e) {
      var rect = canvas.getBoundingClientRect(), size = canvas.width / W * rect.width / canvas.width;
      var c = Math.floor((e.clientX - rect.left) / size), r = Math.floor((e.clientY - rect.top) / size);
      return c >= 0 && r >= 0 && c < W && r < H ? r * W + c : -1;
    }
    canvas.addEventListener("mousedown", function (e) {
      var i = at(e);
      if (i < 0) return;
      down = true;
      if (tool === "wall") paint = cells[i] === "#" ? "." : "#";
      else paint = tool === "start" ? "S" : tool === "goal" ? "G" : ".";
      setCell(i, paint);
      drawEditor();
    });
    canvas.addEventListener("mousemove", function (e) {
      if (!down || paint === "S" || paint === "G") return;
      var i = at(e);
      if (i >= 0 && cells[i] !== paint) { setCell(i, paint); drawEditor(); }
    });
    window.addEventListener("mouseup", function () { down = false; });
    document.querySelectorAll("[name=tool]").forEach(function (r) { r.addEventListener("change", function () { tool = r.value; }); });
    $("#clear").addEventListener("click", function () { blank(W, H); drawEditor(); });
    $("#random").addEventListener("click", function () { randomWalls(+$("#density").value / 100, Date.now()); drawEditor(); });
    $("#resize").addEventListener("click", function () { blank(+$("#w").value, +$("#h").value); drawEditor(); });
    $("#run").addEventListener("click", runAll);
  }

  // ---- the grid runs ----
  function runGrid(which) {
    var ptr = engine.ccall("pg_grid", "number", ["number", "number", "number", "string"], [which, W, H, cells]);
    if (!ptr) return null;
    var h = engine.HEAP32, b = ptr >> 2;
    var r = { nodes: h[b], expanded: h[b + 1], frontier: h[b + 2], yielded: h[b + 3], pruned: h[b + 4], passes: h[b + 5] };
    var pathLen = h[b + 6], nExp = h[b + 7];
    r.order = Int32Array.from(h.subarray(b + 8, b + 8 + nExp));
    r.path = Int32Array.from(h.subarray(b + 8 + nExp, b + 8 + nExp + pathLen));
    return r;
  }

  function runAll() {
    if (!engine) return;
    var chosen = NAMES.filter(function (n) { return $("#use-" + n).checked; });
    var box = $("#runs");
    box.innerHTML = "";
    runs = [];
    chosen.forEach(function (name) {
      var t0 = performance.now();
      var r = runGrid(NAMES.indexOf(name));
      if (!r) { $("#grid-status").textContent = "the map needs a start (S) and a goal (G)"; return; }
      r.ms = performance.now() - t0;
      r.name = name;
      var panel = document.createElement("div");
      panel.className = "run";
      panel.id = "run-" + name;
      panel.dataset.nodes = r.nodes;
      panel.dataset.expanded = r.expanded;
      panel.dataset.path = r.path.length;
      panel.innerHTML = "<h3>" + name + (name === "beam" ? " (width 8)" : "") + "</h3><canvas></canvas><table>" +
        "<tr><th>expanded</th><td class='c-exp'></td></tr><tr><th>nodes</th><td>" + fmt(r.nodes) + "</td></tr>" +
        "<tr><th>frontier (most)</th><td>" + fmt(r.frontier) + "</td></tr>" +
        (r.pruned ? "<tr><th>pruned</th><td>" + fmt(r.pruned) + "</td></tr>" : "") +
        (r.passes > 1 ? "<tr><th>passes</th><td>" + fmt(r.passes) + "</td></tr>" : "") +
        "<tr><th>path</th><td>" + (r.path.length ? r.path.length - 1 + " steps" : r.nodes >= 2000000 ? "none (node limit)" : "none found") + "</td></tr>" +
        "<tr><th>time</th><td>" + r.ms.toFixed(1) + " ms</td></tr></table>";
      box.appendChild(panel);
      r.canvas = panel.querySelector("canvas");
      r.counter = panel.querySelector(".c-exp");
      runs.push(r);
    });
    $("#grid-status").textContent = chosen.length + " strategies run on " + W + " × " + H;
    animate();
  }

  function drawRun(r, k) {
    var heat = new Int32Array(W * H);
    for (var i = 0; i < Math.min(k, r.order.length); ++i) heat[r.order[i]]++;
    drawMap(r.canvas, function (ctx, size) {
      for (var c = 0; c < heat.length; ++c) {
        if (!heat[c]) continue;
        var light = Math.max(45, 88 - 8 * Math.log2(heat[c]));
        ctx.fillStyle = "hsl(205, 70%, " + light + "%)";
        ctx.fillRect((c % W) * size, Math.floor(c / W) * size, size, size);
      }
      if (k < r.order.length && k > 0) {
        var last = r.order[k - 1];
        ctx.fillStyle = "#ff7f0e";
        ctx.fillRect((last % W) * size, Math.floor(last / W) * size, size, size);
      }
      if (k >= r.order.length) {
        ctx.fillStyle = "#ffd23f";
        for (var j = 0; j < r.path.length; ++j) {
          var p = r.path[j];
          ctx.fillRect((p % W) * size + size / 4, Math.floor(p / W) * size + size / 4, size / 2, size / 2);
        }
      }
    });
    r.counter.textContent = fmt(Math.min(k, r.order.length)) + (k < r.order.length ? " …" : "") +
      (r.order.length < r.expanded ? " (" + fmt(r.expanded) + ")" : "");
  }

  function animate() {
    if (anim) cancelAnimationFrame(anim);
    var t0 = performance.now();
    var perSecond = +$("#grid-speed").value;
    function frame(now) {
      var k = perSecond <= 0 ? Infinity : Math.floor((now - t0) / 1000 * perSecond);
      var more = false;
      runs.forEach(function (r) { drawRun(r, Math.min(k, r.order.length)); if (k < r.order.length) more = true; });
      anim = more ? requestAnimationFrame(frame) : null;
    }
    if (document.hidden || perSecond <= 0) { frame(performance.now()); return; }
    anim = requestAnimationFrame(frame);
  }

  // ---- sudoku ----
  var sudokuRuns = [];
  var sudokuTimer = null;
  function runSudoku() {
    if (!engine) return;
    var puzzle = $("#puzzle").value.trim();
    $("#sudoku-status").textContent = "";
    sudokuRuns = ["dfs", "bfs"].map(function (order, i) {
      var json = engine.ccall("pg_sudoku", "string", ["string", "number", "number", "number"], [puzzle, i, 20000, 1000000]);
      var r = JSON.parse(json);
      r.order = order;
      return r;
    });
    if (sudokuRuns[0].error) { $("#sudoku-status").textContent = sudokuRuns[0].error; return; }
    var givens = SeekSudoku.parseBoard(puzzle);
    sudokuRuns.forEach(function (r) {
      var el = $("#sudoku-" + r.order);
      el.dataset.nodes = r.nodes;
      el.querySelector(".s-total").textContent = fmt(r.nodes) + " nodes, " + fmt(r.dead_ends) + " dead ends, frontier " +
        fmt(r.frontier) + ", depth " + fmt(r.depth) + (r.solution ? "" : "; no solution found");
      r.givens = givens ? givens.cells : null;
    });
    var k = 0, perSecond = +$("#sudoku-speed").value;
    if (sudokuTimer) clearInterval(sudokuTimer);
    function show() {
      var more = false;
      sudokuRuns.forEach(function (r) {
        var i = Math.min(k, r.boards.length - 1);
        var b = SeekSudoku.parseBoard(r.boards[i]);
        var p = r.parents[i] ? SeekSudoku.parseBoard(r.boards[r.parents[i] - 1]) : null;
        var changed = [];
        if (p) for (var c = 0; c < b.cells.length; ++c) if (!p.cells[c] && b.cells[c]) changed.push(c);
        SeekSudoku.render($("#sudoku-" + r.order + " .board"), { cells: b.cells, box: b.box, side: b.side, changed: changed,
                                                                move: -1, givens: r.givens });
        $("#sudoku-" + r.order + " .s-now").textContent = "state " + fmt(i + 1) + " of " + fmt(r.boards.length) +
          (SeekSudoku.complete(b.cells) ? ": solved" : "");
        if (k < r.boards.length - 1) more = true;
      });
      k += Math.max(1, Math.round(perSecond / 20));
      if (!more && sudokuTimer) { clearInterval(sudokuTimer); sudokuTimer = null; }
    }
    show();
    sudokuTimer = setInterval(show, 50);
  }

  function hint() {
    if (!engine) return;
    $("#hint").textContent = engine.ccall("pg_hint", "string", ["string"], [$("#puzzle").value.trim()]);
  }

  // ---- start ----
  function init() {
    var m = /^(\d+)x(\d+):(.+)$/.exec(params.get("map") || "");
    if (m && (+m[1]) * (+m[2]) === m[3].length) { W = +m[1]; H = +m[2]; cells = m[3]; }
    else { blank(W, H); randomWalls(0.22, 7); }
    $("#w").value = W; $("#h").value = H;
    wireEditor();
    drawEditor();
    $("#pick").addEventListener("change", function (e) { if (e.target.value) $("#puzzle").value = e.target.value; });
    $("#solve").addEventListener("click", runSudoku);
    $("#hint-button").addEventListener("click", hint);
    if (typeof SeekPlayground !== "function") {
      $("#engine").textContent = "The engine is not built: run bash scripts/web.sh, then serve web/ (docs/web.md).";
      $("#engine").className = "error";
      return;
    }
    var t0 = performance.now();
    SeekPlayground().then(function (mod) {
      engine = mod;
      $("#engine").textContent = "seek's engine, WebAssembly, loaded in " + Math.round(performance.now() - t0) + " ms";
      if (params.get("run") === "all") { $("#grid-speed").value = "0"; runAll(); }
      hint();
      if (params.get("sudoku")) runSudoku();
      document.body.dataset.ready = "1";
    }, function (e) {
      $("#engine").textContent = "The engine did not load: " + e + " (serve web/ over http, docs/web.md)";
      $("#engine").className = "error";
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init); else init();
})();
