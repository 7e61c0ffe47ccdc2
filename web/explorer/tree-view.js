// tree-view.js: the search tree of a trace drawn on a canvas, so that tens of
// thousands of nodes stay navigable. The layout is seek's (docs/tracing.md):
// depth down, leaves side by side in generation order, each parent centred
// over its children; a collapsed node is drawn as a leaf. Each depth keeps
// its visible nodes sorted by x, so a frame looks up only what is on screen
// and draws at most one node per pixel column and depth. Nodes generated
// after the current event are not drawn: stepping grows the tree.
"use strict";

var SeekTreeView = (function () {
  var COLOURS = {
    open: "#ffffff", inner: "#9ecae1", closed: "#deebf7", dead_end: "#d62728", pruned: "#969696", solution: "#2ca02c"
  };

  function TreeView(canvas, tr, opts) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.tr = tr;
    this.opts = opts || {};
    this.collapsed = new Uint8Array(tr.n);
    this.solution = opts && opts.solution ? opts.solution : null; // Uint8Array or null
    this.t = tr.events;
    this.selected = -1;
    this.current = -1;
    this.matches = null; // Uint8Array of search matches
    this.sx = 10; this.sy = 40; this.ox = 20; this.oy = 20;
    this.layout();
    this.attach();
  }

  // x of every visible node; per depth, the visible nodes in x order.
  TreeView.prototype.layout = function () {
    var tr = this.tr, n = tr.n;
    var x = this.x = new Float64Array(n);
    var visible = this.visible = new Uint8Array(n);
    var rows = [];
    for (var d = 0; d <= tr.maxDepth; ++d) rows.push([]);
    var leaf = 0;
    var stack = new Int32Array(Math.max(n, 1)), next = new Int32Array(Math.max(n, 1));
    for (var r = 0; r < tr.roots.length; ++r) {
      var sp = 0;
      stack[sp] = tr.roots[r]; next[sp] = -1; ++sp;
      while (sp > 0) {
        var v = stack[sp - 1];
        if (next[sp - 1] === -1) { // first visit: preorder
          visible[v] = 1;
          rows[tr.depth[v]].push(v);
          next[sp - 1] = tr.childStart[v];
        }
        var end = tr.childStart[v + 1];
        if (!this.collapsed[v] && next[sp - 1] < end) {
          var c = tr.children[next[sp - 1]++];
          stack[sp] = c; next[sp] = -1; ++sp;
          continue;
        }
        // postorder
        if (this.collapsed[v] || tr.childStart[v] === end) x[v] = leaf++;
        else x[v] = (x[tr.children[tr.childStart[v]]] + x[tr.children[end - 1]]) / 2;
        --sp;
      }
    }
    this.leaves = leaf;
    this.rows = rows.map(function (a) { return Int32Array.from(a); });
  };

  TreeView.prototype.fit = function () {
    var W = this.canvas.clientWidth || 800, H = this.canvas.clientHeight || 500;
    this.sx = Math.max((W - 40) / Math.max(this.leaves, 1), 1e-4);
    this.sy = Math.min(Math.max((H - 40) / Math.max(this.tr.maxDepth, 1), 2), 80);
    this.ox = 20 + (this.leaves === 1 ? (W - 40) / 2 : 0);
    this.oy = 20;
    this.draw();
  };

  TreeView.prototype.centreOn = function (v) {
    var W = this.canvas.clientWidth, H = this.canvas.clientHeight;
    if (this.sx < 6) this.sx = Math.min(24, W / 20);
    if (this.sy < 27) this.sy = 27;
    this.ox = W / 2 - this.x[v] * this.sx;
    this.oy = H / 2 - this.tr.depth[v] * this.sy;
    this.draw();
  };

  // Makes v visible: its collapsed ancestors open.
  TreeView.prototype.reveal = function (v) {
    var changed = false;
    for (var u = this.tr.parent[v]; u >= 0; u = this.tr.parent[u]) if (this.collapsed[u]) { this.collapsed[u] = 0; changed = true; }
    if (changed) this.layout();
  };

  TreeView.prototype.toggle = function (v) {
    if (this.tr.childStart[v] === this.tr.childStart[v + 1]) return;
    this.collapsed[v] ^= 1;
    this.layout();
    this.draw();
  };

  TreeView.prototype.collapseFrom = function (depth) {
    var tr = this.tr;
    for (var v = 0; v < tr.n; ++v) this.collapsed[v] = tr.depth[v] >= depth && tr.childStart[v] < tr.childStart[v + 1] ? 1 : 0;
    this.layout();
    this.fit();
  };

  TreeView.prototype.expandAll = function () {
    this.collapsed.fill(0);
    this.layout();
    this.fit();
  };

  TreeView.prototype.kind = function (v) {
    var k = SeekTrace.kindAt(this.tr, v, this.t);
    if (this.solution && this.solution[v] && k !== "hidden" && k !== "open") return "solution";
    return k;
  };

  function lowerBound(row, x, value) { // first index with x[row[i]] >= value
    var lo = 0, hi = row.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (x[row[mid]] < value) lo = mid + 1; else hi = mid; }
    return lo;
  }

  TreeView.prototype.resize = function () {
    var dpr = window.devicePixelRatio || 1;
    var W = this.canvas.clientWidth, H = this.canvas.clientHeight;
    if (this.canvas.width !== Math.round(W * dpr) || this.canvas.height !== Math.round(H * dpr)) {
      this.canvas.width = Math.round(W * dpr);
      this.canvas.height = Math.round(H * dpr);
    }
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  };

  TreeView.prototype.draw = function () {
    var self = this;
    if (this.pending) return;
    this.pending = true;
    var run = function () { self.pending = false; self.drawNow(); };
    if (typeof requestAnimationFrame === "function" && !document.hidden) requestAnimationFrame(run); else setTimeout(run, 0);
  };

  TreeView.prototype.drawNow = function () {
    this.resize();
    var ctx = this.ctx, tr = this.tr, x = this.x, t = this.t;
    var W = this.canvas.clientWidth, H = this.canvas.clientHeight;
    var sx = this.sx, sy = this.sy, ox = this.ox, oy = this.oy;
    ctx.clearRect(0, 0, W, H);
    var r = Math.max(1, Math.min(7, Math.min(sx, sy) * 0.35));
    var labels = sx > 46 && sy > 26;
    var dMin = Math.max(0, Math.floor((-oy - r) / sy)), dMax = Math.min(tr.maxDepth, Math.ceil((H - oy + r) / sy));
    var xMin = (-ox - r) / sx, xMax = (W - ox + r) / sx;
    var byKind = {}, edges = new Path2D(), drawn = 0, rings = [], collapsedMarks = [];
    for (var d = dMin; d <= dMax; ++d) {
      var row = this.rows[d];
      if (!row || !row.length) continue;
      var yy = oy + d * sy;
      var lastPx = -1e9;
      for (var i = lowerBound(row, x, xMin); i < row.length; ++i) {
        var v = row[i];
        if (x[v] > xMax) break;
        if (tr.genAt[v] >= t) continue;
        var px = ox + x[v] * sx;
        var special = v === this.selected || v === this.current || (this.matches && this.matches[v]);
        if (Math.round(px) === Math.round(lastPx) && !special) continue;
        lastPx = px;
        var p = tr.parent[v];
        if (p >= 0) { edges.moveTo(ox + x[p] * sx, yy - sy); edges.lineTo(px, yy); }
        var k = this.kind(v);
        (byKind[k] || (byKind[k] = [])).push(px, yy);
        if (special) rings.push(v, px, yy);
        if (this.collapsed[v]) collapsedMarks.push(v, px, yy);
        ++drawn;
      }
    }
    // Edges into the first visible depth from parents above the screen are drawn above too.
    ctx.lineWidth = 1;
    ctx.strokeStyle = "#9aa3ad";
    ctx.stroke(edges);
    for (var kind in byKind) {
      var pts = byKind[kind];
      ctx.fillStyle = COLOURS[kind] || "#fff";
      if (r < 2) {
        for (var j = 0; j < pts.length; j += 2) ctx.fillRect(pts[j] - 1, pts[j + 1] - 1, 2, 2);
        if (kind === "open") { ctx.strokeStyle = "#555"; for (j = 0; j < pts.length; j += 2) ctx.strokeRect(pts[j] - 1, pts[j + 1] - 1, 2, 2); }
      } else {
        var path = new Path2D();
        for (j = 0; j < pts.length; j += 2) { path.moveTo(pts[j] + r, pts[j + 1]); path.arc(pts[j], pts[j + 1], r, 0, 2 * Math.PI); }
        ctx.fill(path);
        ctx.strokeStyle = "#333";
        ctx.lineWidth = 0.7;
        ctx.stroke(path);
      }
    }
    ctx.font = "11px sans-serif";
    ctx.textAlign = "center";
    for (j = 0; j < collapsedMarks.length; j += 3) {
      var cv = collapsedMarks[j], cx = collapsedMarks[j + 1], cy = collapsedMarks[j + 2];
      ctx.fillStyle = "#6b7b8c";
      ctx.beginPath();
      ctx.moveTo(cx, cy + r + 1); ctx.lineTo(cx - r - 3, cy + r + 9); ctx.lineTo(cx + r + 3, cy + r + 9); ctx.closePath();
      ctx.fill();
      if (sx > 24) ctx.fillText("+" + (tr.subtree[cv] - 1), cx, cy + r + 21);
    }
    if (labels) {
      ctx.fillStyle = "#222";
      for (d = dMin; d <= dMax; ++d) {
        row = this.rows[d];
        if (!row) continue;
        for (i = lowerBound(row, x, xMin); i < row.length && x[row[i]] <= xMax; ++i) {
          v = row[i];
          if (tr.genAt[v] >= t) continue;
          var text = tr.labels[v];
          var maxChars = Math.max(3, Math.floor(sx / 6.5));
          if (text.length > maxChars) text = text.slice(0, maxChars - 1) + "…";
          ctx.fillText(text, ox + x[v] * sx, oy + d * sy - r - 3);
        }
      }
    }
    for (j = 0; j < rings.length; j += 3) {
      v = rings[j];
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = v === this.selected ? "#000" : v === this.current ? "#ff7f0e" : "#e6b800";
      ctx.beginPath();
      ctx.arc(rings[j + 1], rings[j + 2], r + 3, 0, 2 * Math.PI);
      ctx.stroke();
    }
    this.drawnNodes = drawn;
    if (this.onDraw) this.onDraw(drawn);
  };

  // The node under (mx, my) in canvas pixels, or -1.
  TreeView.prototype.hit = function (mx, my) {
    var d = Math.round((my - this.oy) / this.sy);
    if (d < 0 || d > this.tr.maxDepth) return -1;
    var row = this.rows[d];
    if (!row || !row.length) return -1;
    var xv = (mx - this.ox) / this.sx;
    var i = lowerBound(row, this.x, xv), best = -1, bestDist = Infinity;
    for (var k = Math.max(0, i - 3); k < Math.min(row.length, i + 3); ++k) {
      var v = row[k];
      if (this.tr.genAt[v] >= this.t) continue;
      var dist = Math.abs(this.ox + this.x[v] * this.sx - mx);
      if (dist < bestDist) { bestDist = dist; best = v; }
    }
    var tol = Math.max(8, Math.min(this.sx, 20));
    return bestDist <= tol && Math.abs(this.oy + d * this.sy - my) <= Math.max(8, this.sy / 2) ? best : -1;
  };

  TreeView.prototype.attach = function () {
    var self = this, c = this.canvas, drag = null;
    c.addEventListener("wheel", function (e) {
      e.preventDefault();
      var rect = c.getBoundingClientRect(), mx = e.clientX - rect.left, my = e.clientY - rect.top;
      var f = Math.exp(-e.deltaY * 0.0015);
      if (!e.altKey) { self.ox = mx - (mx - self.ox) * f; self.sx *= f; }
      if (!e.shiftKey) { self.oy = my - (my - self.oy) * f; self.sy *= f; }
      self.draw();
    }, { passive: false });
    c.addEventListener("mousedown", function (e) { drag = { x: e.clientX, y: e.clientY, ox: self.ox, oy: self.oy, moved: false }; });
    window.addEventListener("mousemove", function (e) {
      if (!drag) return;
      var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
      self.ox = drag.ox + dx; self.oy = drag.oy + dy;
      self.draw();
    });
    window.addEventListener("mouseup", function (e) {
      if (!drag) return;
      var moved = drag.moved;
      drag = null;
      if (moved) return;
      var rect = c.getBoundingClientRect();
      var v = self.hit(e.clientX - rect.left, e.clientY - rect.top);
      if (v >= 0 && self.onSelect) self.onSelect(v);
    });
    c.addEventListener("dblclick", function (e) {
      var rect = c.getBoundingClientRect();
      var v = self.hit(e.clientX - rect.left, e.clientY - rect.top);
      if (v >= 0) self.toggle(v);
    });
  };

  return { TreeView: TreeView, COLOURS: COLOURS };
})();
