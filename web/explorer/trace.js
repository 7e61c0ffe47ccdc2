// trace.js: reads a JSON-lines trace (seek::jsonl_tracer, `seek-sudoku trace
// --format jsonl`) into flat arrays the explorer draws from: the nodes
// (parent, depth, label, the event at which each was generated, expanded,
// found a dead end, pruned or climbed out of) and the events in order, with
// the running statistics after each event (nodes, dead ends, depth reached,
// frontier). Plain script, no module: the page opens from file:// too.
"use strict";

var SeekTrace = (function () {
  // Event codes, in the order of docs/tracing.md.
  var EV = { generated: 0, yield: 1, expand: 2, dead_end: 3, pruned: 4, climb: 5, pass: 6, restart: 7, finish: 8 };
  var EV_NAMES = ["generated", "yield", "expand", "dead end", "pruned", "climb", "pass", "restart", "finish"];

  function TraceError(message) {
    this.name = "TraceError";
    this.message = message;
  }
  TraceError.prototype = Object.create(Error.prototype);

  // parse(text) -> trace. Throws TraceError naming the line of a malformed
  // record; lines that are empty are skipped.
  function parse(text) {
    var cap = 1024;
    var evType = new Uint8Array(cap);
    var evNode = new Int32Array(cap);
    var nEv = 0;
    var nodeCap = 1024;
    var parent = new Int32Array(nodeCap); // node index of the parent, -1 for a root
    var depth = new Int32Array(nodeCap);
    var ids = new Float64Array(nodeCap); // the tracer's id of each node
    var labels = [];
    var index = new Map(); // tracer id -> node index
    var n = 0;
    var passes = 0, restarts = 0, finish = null, maxDepth = 0, ignored = 0, puzzle = null;
    var lineNo = 0, pos = 0, len = text.length;

    function growEvents() {
      cap *= 2;
      var t = new Uint8Array(cap); t.set(evType); evType = t;
      var m = new Int32Array(cap); m.set(evNode); evNode = m;
    }
    function growNodes() {
      nodeCap *= 2;
      var p = new Int32Array(nodeCap); p.set(parent); parent = p;
      var d = new Int32Array(nodeCap); d.set(depth); depth = d;
      var i = new Float64Array(nodeCap); i.set(ids); ids = i;
    }

    while (pos < len) {
      var end = text.indexOf("\n", pos);
      if (end < 0) end = len;
      var line = text.slice(pos, end).trim();
      pos = end + 1;
      ++lineNo;
      if (line === "") continue;
      var rec;
      try {
        rec = JSON.parse(line);
      } catch (e) {
        throw new TraceError("line " + lineNo + ": not JSON (" + e.message + "): " + line.slice(0, 80));
      }
      var code = EV[rec.event];
      if (typeof rec.event !== "string") throw new TraceError("line " + lineNo + ": a record without an event: " + line.slice(0, 80));
      if (code === undefined) {
        // Events of a later writer are skipped, counted; "puzzle" gives a
        // sudoku trace's puzzle, {"event":"puzzle","text":"..."}.
        if (rec.event === "puzzle" && typeof rec.text === "string") puzzle = rec.text;
        else ++ignored;
        continue;
      }
      if (nEv === cap) growEvents();
      var node = -1;
      if (code <= EV.climb) {
        if (typeof rec.id !== "number") throw new TraceError("line " + lineNo + ": a " + rec.event + " event without an id");
        if (code === EV.generated) {
          if (index.has(rec.id)) throw new TraceError("line " + lineNo + ": node " + rec.id + " generated twice");
          if (n === nodeCap) growNodes();
          node = n++;
          index.set(rec.id, node);
          ids[node] = rec.id;
          var p = rec.parent ? index.get(rec.parent) : undefined;
          // A parent never heard (an MPI rank's piece, a resumed count) makes a root.
          parent[node] = p === undefined ? -1 : p;
          depth[node] = typeof rec.depth === "number" ? rec.depth : (p === undefined ? 0 : depth[p] + 1);
          if (depth[node] > maxDepth) maxDepth = depth[node];
          labels.push(rec.label === undefined ? "" : String(rec.label));
        } else {
          node = index.get(rec.id);
          if (node === undefined) throw new TraceError("line " + lineNo + ": " + rec.event + " of node " + rec.id + ", never generated");
        }
      } else if (code === EV.pass) {
        ++passes;
      } else if (code === EV.restart) {
        ++restarts;
      } else if (code === EV.finish) {
        finish = { reason: String(rec.reason), nodes: rec.nodes };
      }
      evType[nEv] = code;
      evNode[nEv] = node;
      ++nEv;
    }
    return build(n, parent.subarray(0, n), depth.subarray(0, n), ids.subarray(0, n), labels,
                 evType.subarray(0, nEv), evNode.subarray(0, nEv), { passes: passes, restarts: restarts, finish: finish, maxDepth: maxDepth,
                   ignored: ignored, puzzle: puzzle });
  }

  function build(n, parent, depth, ids, labels, evType, evNode, info) {
    var E = evType.length;
    var NONE = 0x7fffffff;
    var genAt = new Int32Array(n), expandAt = new Int32Array(n).fill(NONE), deadAt = new Int32Array(n).fill(NONE);
    var prunedAt = new Int32Array(n).fill(NONE), climbAt = new Int32Array(n).fill(NONE);
    var yielded = new Uint8Array(n);
    // Statistics after each event t (index t + 1; index 0 is before any event).
    var sNodes = new Int32Array(E + 1), sDead = new Int32Array(E + 1), sDepth = new Int32Array(E + 1);
    var sFrontier = new Int32Array(E + 1), sExpanded = new Int32Array(E + 1);
    var nodes = 0, dead = 0, deep = 0, frontier = 0, expanded = 0;
    // The frontier: for a depth-first walk (a trace with climb events) the
    // nodes expanded and not yet left (climbed out of, or a dead end): its
    // stack; otherwise the nodes generated and not yet expanded or pruned:
    // the queue, heap or level that waits.
    var walk = false;
    for (var t = 0; t < E && !walk; ++t) if (evType[t] === EV.climb) walk = true;
    for (t = 0; t < E; ++t) {
      var v = evNode[t];
      switch (evType[t]) {
        case EV.generated: genAt[v] = t; ++nodes; if (!walk) ++frontier; if (depth[v] + 1 > deep) deep = depth[v] + 1; break;
        case EV.yield: yielded[v] = 1; break;
        case EV.expand:
          if (expandAt[v] === NONE) { expandAt[v] = t; ++expanded; if (walk) ++frontier; else if (prunedAt[v] === NONE) --frontier; }
          break;
        case EV.dead_end: if (deadAt[v] === NONE) { deadAt[v] = t; ++dead; if (walk && climbAt[v] === NONE) --frontier; } break;
        case EV.pruned: if (prunedAt[v] === NONE) { prunedAt[v] = t; if (!walk && expandAt[v] === NONE) --frontier; } break;
        case EV.climb: if (climbAt[v] === NONE) { climbAt[v] = t; if (walk && deadAt[v] === NONE) --frontier; } break;
      }
      sNodes[t + 1] = nodes; sDead[t + 1] = dead; sDepth[t + 1] = deep; sFrontier[t + 1] = frontier; sExpanded[t + 1] = expanded;
    }
    // Children in generation order, as offsets into one array (CSR).
    var childCount = new Int32Array(n + 1);
    for (var i = 0; i < n; ++i) if (parent[i] >= 0) ++childCount[parent[i] + 1];
    var childStart = new Int32Array(n + 1);
    for (i = 0; i < n; ++i) childStart[i + 1] = childStart[i] + childCount[i + 1];
    var fill = childStart.slice(0, n);
    var children = new Int32Array(Math.max(childStart[n], 1));
    for (i = 0; i < n; ++i) if (parent[i] >= 0) children[fill[parent[i]]++] = i;
    var roots = [];
    for (i = 0; i < n; ++i) if (parent[i] < 0) roots.push(i);
    // Subtree sizes (children come after their parent in generation order).
    var subtree = new Int32Array(n).fill(1);
    for (i = n - 1; i >= 0; --i) if (parent[i] >= 0) subtree[parent[i]] += subtree[i];
    return {
      n: n, parent: parent, depth: depth, ids: ids, labels: labels,
      evType: evType, evNode: evNode, events: E, NONE: NONE,
      genAt: genAt, expandAt: expandAt, deadAt: deadAt, prunedAt: prunedAt, climbAt: climbAt, yielded: yielded,
      stats: { nodes: sNodes, dead: sDead, depth: sDepth, frontier: sFrontier, expanded: sExpanded },
      childStart: childStart, children: children, roots: roots, subtree: subtree,
      passes: info.passes, restarts: info.restarts, finish: info.finish, maxDepth: info.maxDepth,
      ignored: info.ignored, puzzle: info.puzzle,
      deadEnds: sDead[E], expanded: sExpanded[E], depthFirst: walk,
      peakFrontier: (function () { var m = 0; for (var k = 0; k <= E; ++k) if (sFrontier[k] > m) m = sFrontier[k]; return m; })()
    };
  }

  // The kind of node v once events [0, t) have happened: "hidden" (not yet
  // generated), "open", "inner" (expanded), "dead_end", "pruned"; a node the
  // depth-first walk climbed out of is "closed" unless it is a dead end.
  function kindAt(tr, v, t) {
    if (tr.genAt[v] >= t) return "hidden";
    if (tr.deadAt[v] < t) return "dead_end";
    if (tr.prunedAt[v] < t) return "pruned";
    if (tr.climbAt[v] < t) return "closed";
    if (tr.expandAt[v] < t) return "inner";
    return "open";
  }

  // The node the event before t is about (-1 for pass/finish events or t = 0).
  function nodeOfStep(tr, t) {
    for (var k = t - 1; k >= 0 && k >= t - 4; --k) if (tr.evNode[k] >= 0) return tr.evNode[k];
    return -1;
  }

  // The nodes from a root down to v.
  function pathTo(tr, v) {
    var out = [];
    for (var u = v; u >= 0; u = tr.parent[u]) out.push(u);
    return out.reverse();
  }

  return { parse: parse, kindAt: kindAt, nodeOfStep: nodeOfStep, pathTo: pathTo, EV: EV, EV_NAMES: EV_NAMES, TraceError: TraceError };
})();

if (typeof module !== "undefined") module.exports = SeekTrace;
