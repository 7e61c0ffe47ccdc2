// explorer.js: the page. One pane per trace (two side by side to compare a
// dfs and a bfs trace of the same puzzle): the tree (tree-view.js), the
// statistics at the current event with the frontier over time, the selected
// node's label, path and, for sudoku traces, its board (sudoku.js), and the
// controls that step through the events. Traces come from the file picker,
// from files dropped on a pane, or from ?trace=URL (&trace2=URL for the
// second pane; &puzzle=TEXT for move-labelled sudoku traces; &select=ID
// selects a node, &t=N goes to event N).
"use strict";

(function () {
  var params = new URLSearchParams(location.search);
  var panes = [];
  var linked = true;
  var playing = false, lastFrame = 0, carry = 0;

  function $(sel, root) { return (root || document).querySelector(sel); }
  function fmt(n) { return n === undefined || n === null ? "–" : Number(n).toLocaleString("en-US"); }

  function Pane(index) {
    this.index = index;
    var tpl = $("#pane-template").content.cloneNode(true);
    this.el = tpl.querySelector(".pane");
    this.el.id = "pane" + index;
    $("#panes").appendChild(this.el);
    this.trace = null;
    this.view = null;
    this.boards = null;
    this.search = [];
    this.searchAt = -1;
    this.wire();
  }

  Pane.prototype.q = function (sel) { return this.el.querySelector(sel); };

  Pane.prototype.wire = function () {
    var self = this;
    this.q(".file").addEventListener("change", function (e) { if (e.target.files[0]) self.loadFile(e.target.files[0]); });
    this.el.addEventListener("dragover", function (e) { e.preventDefault(); self.el.classList.add("drop"); });
    this.el.addEventListener("dragleave", function () { self.el.classList.remove("drop"); });
    this.el.addEventListener("drop", function (e) {
      e.preventDefault();
      self.el.classList.remove("drop");
      var files = e.dataTransfer.files;
      if (files.length >= 2) { ensurePanes(2); panes[0].loadFile(files[0]); panes[1].loadFile(files[1]); }
      else if (files.length === 1) self.loadFile(files[0]);
    });
    this.q(".search").addEventListener("keydown", function (e) { if (e.key === "Enter") self.runSearch(e.shiftKey ? -1 : 1); });
    this.q(".search-next").addEventListener("click", function () { self.runSearch(1); });
    this.q(".search-prev").addEventListener("click", function () { self.runSearch(-1); });
    this.q(".fit").addEventListener("click", function () { if (self.view) self.view.fit(); });
    this.q(".collapse").addEventListener("click", function () { if (self.view) self.view.collapseFrom(+self.q(".collapse-depth").value); });
    this.q(".expand").addEventListener("click", function () { if (self.view) self.view.expandAll(); });
    this.q(".toggle").addEventListener("click", function () { if (self.view && self.view.selected >= 0) self.view.toggle(self.view.selected); });
    this.q(".chart").addEventListener("click", function (e) {
      if (!self.trace) return;
      var rect = e.target.getBoundingClientRect();
      var t = Math.round((e.clientX - rect.left) / rect.width * self.trace.events);
      if (linked) setAllTime(t); else self.setTime(t);
    });
    this.q(".time").addEventListener("input", function (e) { if (linked) setAllTime(+e.target.value); else self.setTime(+e.target.value); });
  };

  Pane.prototype.status = function (text, isError) {
    var s = this.q(".status");
    s.textContent = text;
    s.classList.toggle("error", !!isError);
  };

  Pane.prototype.loadFile = function (file) {
    var self = this, reader = new FileReader();
    this.status("reading " + file.name + " …");
    reader.onload = function () { self.load(reader.result, file.name); };
    reader.onerror = function () { self.status("cannot read " + file.name, true); };
    reader.readAsText(file);
  };

  Pane.prototype.loadUrl = function (url) {
    var self = this;
    this.status("fetching " + url + " …");
    return fetch(url).then(function (r) {
      if (!r.ok) throw new Error(url + ": HTTP " + r.status);
      return r.text();
    }).then(function (text) { self.load(text, url.split("/").pop()); })
      .catch(function (e) { self.status(String(e.message || e), true); self.el.dataset.state = "error"; });
  };

  Pane.prototype.load = function (text, name) {
    var t0 = performance.now();
    var tr;
    try {
      tr = SeekTrace.parse(text);
    } catch (e) {
      this.status(name + ": " + e.message, true);
      this.el.dataset.state = "error";
      return;
    }
    var t1 = performance.now();
    this.trace = tr;
    this.name = name;
    this.boards = new SeekSudoku.Boards(tr, $("#puzzle").value.trim());
    var solution = null;
    if (this.boards.mode === "boards") {
      solution = new Uint8Array(tr.n);
      for (var v = 0; v < tr.n; ++v) solution[v] = tr.labels[v].indexOf(".") < 0 && tr.labels[v].indexOf("0") < 0 ? 1 : 0;
    }
    var canvas = this.q(".tree");
    if (this.view) canvas.replaceWith(canvas = canvas.cloneNode(false));
    this.view = new SeekTreeView.TreeView(canvas, tr, { solution: solution });
    var self = this;
    this.view.onSelect = function (v) { self.select(v); };
    this.q(".time").max = tr.events;
    this.q(".collapse-depth").max = tr.maxDepth;
    this.q(".name").textContent = name;
    this.q(".totals").innerHTML =
      "<b class='total-nodes'>" + fmt(tr.n) + "</b> nodes, " + fmt(tr.events) + " events, " + fmt(tr.deadEnds) +
      " dead ends, depth " + fmt(tr.maxDepth) + ", peak frontier " + fmt(tr.peakFrontier) +
      (tr.passes > 1 ? ", " + tr.passes + " passes" : "") + (tr.restarts ? ", " + tr.restarts + " restarts" : "") +
      (tr.finish ? "; finished: " + tr.finish.reason + " (" + fmt(tr.finish.nodes) + " nodes)" : "; no finish event") +
      (tr.ignored ? "; " + fmt(tr.ignored) + " records of unknown events skipped" : "");
    this.el.dataset.nodes = tr.n;
    this.el.dataset.events = tr.events;
    var bm = this.boards.mode;
    this.q(".board-note").textContent = bm === "moves-without-puzzle"
      ? "A sudoku trace labelled with moves, without its puzzle (seek-sudoku trace writes it on the first line): type it above to see the boards."
      : bm === "none" ? "" : "";
    var drawn = false;
    this.view.onDraw = function () {
      if (drawn) return;
      drawn = true;
      self.el.dataset.drawnMs = Math.round(performance.now() - t0);
      self.el.dataset.shownAtMs = Math.round(performance.now());
      checkReady();
    };
    this.view.fit();
    this.setTime(tr.events);
    var t2 = performance.now();
    this.el.dataset.parseMs = Math.round(t1 - t0);
    this.el.dataset.loadMs = Math.round(t2 - t0);
    this.status(name + ": " + fmt(tr.n) + " nodes" + (t2 - t0 >= 1 ? ", read in " + Math.round(t1 - t0) + " ms, laid out in " + Math.round(t2 - t1) + " ms" : ""));
    this.el.dataset.bytes = text.length;
    this.el.dataset.state = "ready";
    checkReady();
  };

  Pane.prototype.refreshBoards = function () {
    if (!this.trace) return;
    this.boards = new SeekSudoku.Boards(this.trace, $("#puzzle").value.trim());
    this.showSelected();
  };

  Pane.prototype.setTime = function (t) {
    var tr = this.trace;
    if (!tr) return;
    t = Math.max(0, Math.min(tr.events, Math.round(t)));
    this.t = t;
    this.view.t = t;
    this.view.current = t > 0 ? SeekTrace.nodeOfStep(tr, t) : -1;
    this.q(".time").value = t;
    var s = tr.stats;
    this.q(".s-event").textContent = fmt(t) + " / " + fmt(tr.events);
    this.q(".s-nodes").textContent = fmt(s.nodes[t]);
    this.q(".s-expanded").textContent = fmt(s.expanded[t]);
    this.q(".s-dead").textContent = fmt(s.dead[t]);
    this.q(".s-depth").textContent = fmt(Math.max(0, s.depth[t] - 1));
    this.q(".s-frontier").textContent = fmt(s.frontier[t]);
    var what = "";
    if (t > 0) {
      var k = t - 1, v = tr.evNode[k];
      what = SeekTrace.EV_NAMES[tr.evType[k]] + (v >= 0 ? " #" + tr.ids[v] + " (depth " + tr.depth[v] + ") " + tr.labels[v] : "");
    }
    this.q(".step").textContent = what;
    if (playing && this.view.current >= 0) this.select(this.view.current, true);
    this.view.draw();
    this.drawChart();
  };

  Pane.prototype.select = function (v, fromPlay) {
    this.view.selected = v;
    if (!fromPlay) this.view.draw();
    this.showSelected();
  };

  Pane.prototype.showSelected = function () {
    var tr = this.trace, v = this.view ? this.view.selected : -1, info = this.q(".node");
    var boardEl = this.q(".board");
    if (v < 0) { info.innerHTML = "<p class='hint'>Click a node (double-click: collapse or expand it).</p>"; SeekSudoku.render(boardEl, null); return; }
    var path = SeekTrace.pathTo(tr, v);
    var labels = path.map(function (u) { var l = tr.labels[u]; return l.length > 24 || l === "" ? "#" + tr.ids[u] : l; });
    var shown = labels.length > 12 ? labels.slice(0, 3).concat(["…"], labels.slice(-8)) : labels;
    var kids = tr.childStart[v + 1] - tr.childStart[v];
    var kind = this.view.kind(v);
    var at = function (x) { return x === tr.NONE ? "–" : fmt(x + 1); };
    info.innerHTML = "";
    var dl = document.createElement("dl");
    function row(k, val, cls) {
      var dt = document.createElement("dt"); dt.textContent = k;
      var dd = document.createElement("dd"); dd.textContent = val; if (cls) dd.className = cls;
      dl.appendChild(dt); dl.appendChild(dd);
    }
    row("node", "#" + tr.ids[v] + (tr.parent[v] >= 0 ? " (parent #" + tr.ids[tr.parent[v]] + ")" : " (a root)"), "sel-id");
    row("label", tr.labels[v] || "(none)", "sel-label");
    row("depth", tr.depth[v], "sel-depth");
    row("kind", kind.replace("_", " "), "sel-kind");
    row("children", fmt(kids) + ", subtree " + fmt(tr.subtree[v]));
    row("events", "generated " + at(tr.genAt[v]) + ", expanded " + at(tr.expandAt[v]) +
        (tr.deadAt[v] !== tr.NONE ? ", dead end " + at(tr.deadAt[v]) : "") + (tr.prunedAt[v] !== tr.NONE ? ", pruned " + at(tr.prunedAt[v]) : ""));
    row("path", shown.join(" › "));
    info.appendChild(dl);
    var b = this.boards ? this.boards.board(v) : null;
    SeekSudoku.render(boardEl, b);
    var note = this.q(".board-note");
    if (b) {
      note.textContent = (b.changed.length ? b.changed.length + " cell" + (b.changed.length > 1 ? "s" : "") + " changed from the parent" : "the root") +
        (SeekSudoku.complete(b.cells) ? "; a solution" : "") + (b.exact ? "" : " (approximate: " + b.note + ")");
      boardEl.dataset.exact = b.exact ? "1" : "0";
    } else if (this.boards && this.boards.mode === "moves-without-puzzle") {
      note.textContent = "A sudoku trace labelled with moves, without its puzzle (seek-sudoku trace writes it on the first line): type it above to see the boards.";
    } else {
      note.textContent = "";
    }
  };

  Pane.prototype.runSearch = function (dir) {
    var tr = this.trace;
    if (!tr) return;
    var q = this.q(".search").value.trim();
    if (q !== this.lastQuery) {
      this.lastQuery = q;
      this.search = [];
      this.searchAt = -1;
      var m, match = new Uint8Array(tr.n);
      if (q === "") { this.view.matches = null; this.q(".search-count").textContent = ""; this.view.draw(); return; }
      if ((m = /^(?:depth|d)\s*[=:]?\s*(\d+)$/i.exec(q))) {
        var d = +m[1];
        for (var v = 0; v < tr.n; ++v) if (tr.depth[v] === d) this.search.push(v);
      } else if ((m = /^#(\d+)$/.exec(q))) {
        for (v = 0; v < tr.n; ++v) if (tr.ids[v] === +m[1]) this.search.push(v);
      } else if ((m = /^kind\s*[=:]\s*(\w+)$/i.exec(q))) {
        var want = m[1].toLowerCase().replace("-", "_");
        for (v = 0; v < tr.n; ++v) if (SeekTrace.kindAt(tr, v, tr.events + 1).indexOf(want) === 0 || (want === "dead" && tr.deadAt[v] !== tr.NONE)) this.search.push(v);
      } else {
        var low = q.toLowerCase();
        for (v = 0; v < tr.n; ++v) if (tr.labels[v].toLowerCase().indexOf(low) >= 0) this.search.push(v);
      }
      for (var i = 0; i < this.search.length; ++i) match[this.search[i]] = 1;
      this.view.matches = match;
    }
    var n = this.search.length;
    if (n === 0) { this.q(".search-count").textContent = "no match"; this.view.draw(); return; }
    this.searchAt = (this.searchAt + dir + n) % n;
    var target = this.search[this.searchAt];
    this.q(".search-count").textContent = (this.searchAt + 1) + " of " + fmt(n);
    if (tr.genAt[target] >= this.t) this.setTime(tr.events);
    this.view.reveal(target);
    this.select(target);
    this.view.centreOn(target);
  };

  Pane.prototype.drawChart = function () {
    var c = this.q(".chart"), tr = this.trace;
    var dpr = window.devicePixelRatio || 1, W = c.clientWidth, H = c.clientHeight;
    if (!W || !H) return;
    c.width = Math.round(W * dpr); c.height = Math.round(H * dpr);
    var ctx = c.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, W, H);
    var E = tr.events, s = tr.stats;
    var series = [
      { a: s.frontier, colour: "#ff7f0e", max: tr.peakFrontier },
      { a: s.depth, colour: "#1f77b4", max: tr.maxDepth + 1 },
      { a: s.dead, colour: "#d62728", max: tr.deadEnds }
    ];
    series.forEach(function (se) {
      if (!se.max) return;
      ctx.strokeStyle = se.colour;
      ctx.lineWidth = 1.2;
      ctx.beginPath();
      for (var px = 0; px <= W; ++px) {
        var lo = Math.floor(px / W * E), hi = Math.max(lo + 1, Math.floor((px + 1) / W * E)), m = 0;
        for (var k = lo; k <= Math.min(hi, E); k += Math.max(1, Math.floor((hi - lo) / 64))) if (se.a[k] > m) m = se.a[k];
        var y = H - 2 - m / se.max * (H - 6);
        if (px === 0) ctx.moveTo(px, y); else ctx.lineTo(px, y);
      }
      ctx.stroke();
    });
    var cx = E ? this.t / E * W : 0;
    ctx.strokeStyle = "#000";
    ctx.beginPath(); ctx.moveTo(cx, 0); ctx.lineTo(cx, H); ctx.stroke();
  };

  function ensurePanes(k) {
    while (panes.length < k) panes.push(new Pane(panes.length));
    document.body.classList.toggle("two", panes.length > 1);
    panes.forEach(function (p) { if (p.view) { p.view.fit(); p.drawChart(); } });
  }

  function setAllTime(t) { panes.forEach(function (p) { p.setTime(t); }); }

  function maxEvents() { var m = 0; panes.forEach(function (p) { if (p.trace && p.trace.events > m) m = p.trace.events; }); return m; }

  function step(delta) {
    panes.forEach(function (p) { if (p.trace) p.setTime(p.t + delta); });
  }

  function speed() { return +$("#speed").value; }

  function play() {
    if (playing) return;
    var all = panes.every(function (p) { return !p.trace || p.t >= p.trace.events; });
    if (all) setAllTime(0);
    playing = true;
    $("#play").textContent = "❚❚ pause";
    lastFrame = performance.now();
    carry = 0;
    requestAnimationFrame(frame);
  }
  function pause() {
    playing = false;
    $("#play").textContent = "▶ play";
  }
  function frame(now) {
    if (!playing) return;
    carry += (now - lastFrame) / 1000 * speed();
    lastFrame = now;
    var k = Math.floor(carry);
    if (k > 0) { carry -= k; step(k); }
    if (panes.every(function (p) { return !p.trace || p.t >= p.trace.events; })) { pause(); return; }
    requestAnimationFrame(frame);
  }

  function checkReady() {
    var wanted = params.get("trace2") ? 2 : params.get("trace") ? 1 : 0;
    var ready = panes.filter(function (p) { return p.el.dataset.state === "ready" && p.el.dataset.drawnMs; }).length;
    if (ready < wanted || document.body.dataset.ready) return;
    // Test and link parameters, applied once the traces are in.
    if (params.get("t") !== null) setAllTime(+params.get("t"));
    var sel = params.get("select");
    if (sel !== null) panes.forEach(function (p) {
      for (var v = 0; v < p.trace.n; ++v) if (p.trace.ids[v] === +sel) { p.view.reveal(v); p.select(v); p.view.centreOn(v); break; }
    });
    var q = params.get("search");
    if (q !== null) panes.forEach(function (p) { p.q(".search").value = q; p.runSearch(1); });
    document.body.dataset.ready = "1";
    // ?report=URL: the load times, posted back (web/tests/browser_test.py measure).
    if (params.get("report")) {
      var out = panes.map(function (p) {
        var d = p.el.dataset;
        return { name: p.name, bytes: +d.bytes, nodes: +d.nodes, events: +d.events, parse_ms: +d.parseMs,
                 load_ms: +d.loadMs, drawn_ms: +d.drawnMs, shown_at_ms: +d.shownAtMs };
      });
      fetch(params.get("report"), { method: "POST", body: JSON.stringify(out) });
    }
  }

  function init() {
    ensurePanes(params.get("trace2") || params.get("compare") ? 2 : 1);
    if (params.get("puzzle")) $("#puzzle").value = params.get("puzzle");
    $("#puzzle").addEventListener("change", function () { panes.forEach(function (p) { p.refreshBoards(); }); });
    $("#compare").addEventListener("click", function () { ensurePanes(2); });
    $("#play").addEventListener("click", function () { if (playing) pause(); else play(); });
    $("#back").addEventListener("click", function () { pause(); step(-1); });
    $("#fwd").addEventListener("click", function () { pause(); step(1); });
    $("#start").addEventListener("click", function () { pause(); setAllTime(0); });
    $("#end").addEventListener("click", function () { pause(); panes.forEach(function (p) { if (p.trace) p.setTime(p.trace.events); }); });
    $("#linked").addEventListener("change", function (e) { linked = e.target.checked; });
    document.addEventListener("keydown", function (e) {
      if (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA") return;
      if (e.key === " ") { e.preventDefault(); if (playing) pause(); else play(); }
      else if (e.key === "ArrowRight") { pause(); step(1); }
      else if (e.key === "ArrowLeft") { pause(); step(-1); }
    });
    window.addEventListener("resize", function () { panes.forEach(function (p) { if (p.view) { p.view.draw(); p.drawChart(); } }); });
    if (params.get("trace")) panes[0].loadUrl(params.get("trace"));
    if (params.get("trace2")) panes[1].loadUrl(params.get("trace2"));
    window.seekExplorer = { panes: panes, setTime: setAllTime, maxEvents: maxEvents };
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init); else init();
})();
