// sudoku.js: the board of a node of a sudoku trace, and the cells that
// changed from its parent's board.
//
// Two kinds of sudoku traces are read:
// * labels that are whole boards (a program's own seek::jsonl_tracer with
//   seek::sudoku::to_line as the label function): the board is the label;
// * labels that are moves, as `seek-sudoku trace --format jsonl` writes them
//   ("root", "r2c3=4", "r2c3=4 +5", "settled"; docs/cli.md): the board is
//   replayed from the puzzle: the trace's first record,
//   {"event":"puzzle","text":"..."}, which the tool writes, or, for a trace
//   without it, the puzzle typed in the page (which wins over the trace's). A move names the first cell (in reading order) the child filled
//   and how many more it filled; under the `propagate` successor the child is
//   the parent with one branch placed and then propagated to the fixpoint of
//   naked singles, hidden singles and locked candidates (the library's
//   propagation up to 16x16, seek/sudoku/successor/propagate.hpp). The
//   replay finds the branch whose propagation fills exactly the cells the
//   label says; a board it cannot match is shown as "approximate".
"use strict";

var SeekSudoku = (function () {
  var SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  var SIZES = { 16: 2, 81: 3, 256: 4, 625: 5, 1296: 6 };

  function symbolText(v) { return v >= 1 && v <= 35 ? SYMBOLS[v - 1] : String(v); }

  // A puzzle or board line ("1...........4..2"; grids with spaces and bars
  // too) -> {box, side, cells: Int32Array}, or null when it is not one.
  function parseBoard(text) {
    if (typeof text !== "string") return null;
    var s = text.replace(/[\s|+\-]/g, "");
    var box = SIZES[s.length];
    if (!box) return null;
    var side = box * box;
    var cells = new Int32Array(s.length);
    for (var i = 0; i < s.length; ++i) {
      var ch = s[i].toUpperCase();
      if (ch === "." || ch === "0") continue;
      var v = SYMBOLS.indexOf(ch) + 1;
      if (v < 1 || v > side) return null;
      cells[i] = v;
    }
    return { box: box, side: side, cells: cells };
  }

  function toLine(b) {
    var out = "";
    for (var i = 0; i < b.cells.length; ++i) out += b.cells[i] ? symbolText(b.cells[i]) : ".";
    return out;
  }

  var MOVE = /^r(\d+)c(\d+)=([0-9A-Za-z]+)(?: \+(\d+))?$/;
  // "r2c3=4 +5" -> {cell, value, more}; "settled" -> {cell: -1, more: 0}; else null.
  function parseMove(label, side) {
    if (label === "settled") return { cell: -1, value: 0, more: 0 };
    var m = MOVE.exec(label);
    if (!m) return null;
    var r = +m[1] - 1, c = +m[2] - 1;
    var v = /^\d+$/.test(m[3]) && m[3].length > 1 ? +m[3] : SYMBOLS.indexOf(m[3].toUpperCase()) + 1;
    if (r < 0 || c < 0 || r >= side || c >= side || v < 1 || v > side) return null;
    return { cell: r * side + c, value: v, more: m[4] ? +m[4] : 0 };
  }

  // Units and peers of a board size, made once.
  var geometries = {};
  function geometry(box) {
    if (geometries[box]) return geometries[box];
    var side = box * box, L = side * side;
    var rows = [], cols = [], boxes = [];
    for (var u = 0; u < side; ++u) { rows.push([]); cols.push([]); boxes.push([]); }
    var rowOf = new Int32Array(L), colOf = new Int32Array(L), boxOf = new Int32Array(L);
    for (var i = 0; i < L; ++i) {
      var r = Math.floor(i / side), c = i % side, b = Math.floor(r / box) * box + Math.floor(c / box);
      rows[r].push(i); cols[c].push(i); boxes[b].push(i);
      rowOf[i] = r; colOf[i] = c; boxOf[i] = b;
    }
    var peers = [];
    for (i = 0; i < L; ++i) {
      var set = new Set(rows[rowOf[i]].concat(cols[colOf[i]], boxes[boxOf[i]]));
      set.delete(i);
      peers.push(Int32Array.from(set));
    }
    geometries[box] = { box: box, side: side, L: L, rows: rows, cols: cols, boxes: boxes, units: rows.concat(cols, boxes),
                        rowOf: rowOf, colOf: colOf, boxOf: boxOf, peers: peers };
    return geometries[box];
  }

  function popcount(x) { var k = 0; while (x) { x &= x - 1; ++k; } return k; }
  function bitValue(x) { return 31 - Math.clz32(x) + 1; }

  // The fixpoint of naked singles, hidden singles and locked candidates of
  // `cells` (a copy), or null when propagation finds a contradiction.
  // Boards up to 25x25 (candidates as 32-bit masks).
  function propagate(cells, box) {
    var g = geometry(box), side = g.side, L = g.L;
    if (side > 30) return null;
    var full = side === 31 ? -1 : (1 << side) - 1;
    var value = Int32Array.from(cells);
    var cand = new Int32Array(L).fill(full);
    var ok = true;
    function place(c, v) {
      var bit = 1 << (v - 1);
      value[c] = v;
      cand[c] = bit;
      var ps = g.peers[c];
      for (var k = 0; k < ps.length; ++k) {
        var p = ps[k];
        if (value[p] === v) { ok = false; return; }
        if (cand[p] & bit) { cand[p] &= ~bit; if (value[p] === 0 && cand[p] === 0) { ok = false; return; } }
      }
    }
    for (var c = 0; c < L && ok; ++c) if (value[c]) place(c, value[c]);
    var changed = true;
    while (ok && changed) {
      changed = false;
      for (c = 0; c < L && ok; ++c) {
        if (value[c]) continue;
        if (cand[c] === 0) { ok = false; break; }
        if ((cand[c] & (cand[c] - 1)) === 0) { place(c, bitValue(cand[c])); changed = true; }
      }
      for (var u = 0; u < g.units.length && ok; ++u) {
        var unit = g.units[u];
        for (var v = 1; v <= side && ok; ++v) {
          var bit = 1 << (v - 1), count = 0, where = -1, placed = false;
          for (var k = 0; k < unit.length; ++k) {
            var x = unit[k];
            if (value[x] === v) { placed = true; break; }
            if (!value[x] && (cand[x] & bit)) { ++count; where = x; }
          }
          if (placed) continue;
          if (count === 0) { ok = false; break; }
          if (count === 1) { place(where, v); changed = true; }
        }
      }
      if (!ok || changed) continue;
      // Locked candidates: a box's places for v in one row (column) clear v
      // from the rest of that row (column); a row's (column's) places in one
      // box clear v from the rest of the box.
      for (v = 1; v <= side && ok; ++v) {
        bit = 1 << (v - 1);
        for (var b = 0; b < side; ++b) {
          var bx = g.boxes[b], r0 = -1, c0 = -1, sameR = true, sameC = true, any = false;
          for (k = 0; k < bx.length; ++k) {
            x = bx[k];
            if (value[x] === v) { any = false; sameR = sameC = false; break; }
            if (!value[x] && (cand[x] & bit)) {
              if (!any) { r0 = g.rowOf[x]; c0 = g.colOf[x]; any = true; }
              else { if (g.rowOf[x] !== r0) sameR = false; if (g.colOf[x] !== c0) sameC = false; }
            }
          }
          if (!any) continue;
          if (sameR) changed = clear(g.rows[r0], function (y) { return g.boxOf[y] !== b; }) || changed;
          if (sameC) changed = clear(g.cols[c0], function (y) { return g.boxOf[y] !== b; }) || changed;
        }
        for (var line = 0; line < 2 * side; ++line) {
          var ln = line < side ? g.rows[line] : g.cols[line - side], b0 = -1, same = true;
          any = false;
          for (k = 0; k < ln.length; ++k) {
            x = ln[k];
            if (value[x] === v) { any = false; break; }
            if (!value[x] && (cand[x] & bit)) {
              if (!any) { b0 = g.boxOf[x]; any = true; } else if (g.boxOf[x] !== b0) same = false;
            }
          }
          if (!any || !same) continue;
          var isRow = line < side, idx = isRow ? line : line - side;
          changed = clear(g.boxes[b0], function (y) { return isRow ? g.rowOf[y] !== idx : g.colOf[y] !== idx; }) || changed;
        }
      }
      function clear(cellsOf, outside) {
        var did = false;
        for (var q = 0; q < cellsOf.length; ++q) {
          var y = cellsOf[q];
          if (!value[y] && (cand[y] & bit) && outside(y)) {
            cand[y] &= ~bit;
            did = true;
            if (cand[y] === 0) ok = false;
          }
        }
        return did;
      }
    }
    if (!ok) return null;
    value.cand = cand;
    return value;
  }

  // The cells of `child` that are filled and empty in `parent`, in order.
  function newCells(parent, child) {
    var out = [];
    for (var i = 0; i < child.length; ++i) if (!parent[i] && child[i]) out.push(i);
    return out;
  }

  // Whether child matches a move label: first new cell and value, and count.
  function matches(parent, child, mv) {
    var added = newCells(parent, child);
    if (mv.cell < 0) return added.length === 0 || mv.more === 0 && added.length === 0;
    return added.length === mv.more + 1 && added[0] === mv.cell && child[mv.cell] === mv.value;
  }

  // A reader of the boards of one trace. `puzzle` (text) is needed for move
  // labels; boards as labels need none. board(v) -> {cells, box, side,
  // changed: [cells], move: cell or -1, exact: bool, note} or null.
  function Boards(tr, puzzleText) {
    this.tr = tr;
    this.cache = new Map();
    this.mode = "none";
    // The puzzle: typed in the page, or a "puzzle" record of the trace, or a
    // root labelled with its board above children labelled with moves.
    this.puzzle = puzzleText ? parseBoard(puzzleText) : tr.puzzle ? parseBoard(tr.puzzle) : null;
    if (tr.n === 0) return;
    var first = parseBoard(tr.labels[tr.roots[0]]);
    var second = tr.n > 1 ? parseBoard(tr.labels[1]) : first;
    if (first && second) { this.mode = "boards"; this.box = first.box; return; }
    if (first && !this.puzzle) this.puzzle = first;
    var propagating = false, moves = 0;
    for (var i = 0; i < tr.n && i < 200000; ++i) {
      var lb = tr.labels[i];
      if (tr.parent[i] < 0 && parseBoard(lb)) continue;
      if (lb === "root" || lb === "settled") { if (lb === "settled") propagating = true; continue; }
      if (MOVE.test(lb)) { ++moves; if (lb.indexOf(" +") >= 0) propagating = true; }
      else { moves = -1; break; }
    }
    if (moves < 0) return;
    this.mode = this.puzzle ? "moves" : "moves-without-puzzle";
    this.propagating = propagating;
    if (this.puzzle) this.box = this.puzzle.box;
  }

  Boards.prototype.board = function (v) {
    if (this.mode === "boards") return this.labelBoard(v);
    if (this.mode !== "moves") return null;
    return this.replay(v);
  };

  Boards.prototype.labelBoard = function (v) {
    var b = parseBoard(this.tr.labels[v]);
    if (!b) return null;
    var p = this.tr.parent[v];
    var pb = p >= 0 ? parseBoard(this.tr.labels[p]) : null;
    var changed = pb ? newCells(pb.cells, b.cells) : [];
    return { cells: b.cells, box: b.box, side: b.side, changed: changed, move: changed.length ? changed[0] : -1, exact: true,
             givens: this.givens(v) };
  };

  Boards.prototype.givens = function (v) {
    var r = v;
    while (this.tr.parent[r] >= 0) r = this.tr.parent[r];
    if (this.mode === "boards") { var b = parseBoard(this.tr.labels[r]); return b ? b.cells : null; }
    return this.puzzle ? this.puzzle.cells : null;
  };

  Boards.prototype.replay = function (v) {
    var hit = this.cache.get(v);
    if (hit) return hit;
    var tr = this.tr, box = this.puzzle.box, side = box * box, out;
    var p = tr.parent[v];
    if (p < 0) {
      out = { cells: this.puzzle.cells, changed: [], move: -1, exact: true };
    } else {
      var pb = this.replay(p);
      var mv = parseMove(tr.labels[v], side);
      var parentCells = pb.cells, child = null, note = "";
      if (!mv) {
        note = "label '" + tr.labels[v] + "' is not a move";
      } else if (this.propagating && tr.parent[p] < 0) {
        child = propagate(parentCells, box); // the root's one child: itself propagated
        if (child && !matches(parentCells, child, mv)) child = null;
      } else if (mv.cell >= 0 && !this.propagating) {
        child = Int32Array.from(parentCells);
        child[mv.cell] = mv.value;
      } else if (mv.cell >= 0) {
        var br = this.branch(p, parentCells);
        if (br) child = br.get(v) || null;
      }
      var exact = !!child && pb.exact;
      if (!child) {
        child = Int32Array.from(parentCells);
        if (mv && mv.cell >= 0) child[mv.cell] = mv.value;
        if (!note) note = "no branch of the parent's board fills what '" + tr.labels[v] + "' says";
      }
      var changed = newCells(parentCells, child);
      out = { cells: child, changed: changed, move: mv && mv.cell >= 0 ? mv.cell : -1, exact: exact, note: note || pb.note || "" };
    }
    out.box = box; out.side = side; out.givens = this.puzzle.cells;
    if (this.cache.size > 20000) this.cache.clear();
    this.cache.set(v, out);
    return out;
  };

  // Under propagate, every child of p places one symbol in the same cell b
  // (the lowest symbols first) and propagates. Finds b: the cell for which
  // each child's label (its first new cell, its symbol, how many more) is
  // met by a symbol of b, in increasing order. b is new in every child, so it
  // is at or after the first new cell of each. -> Map child -> cells, or null.
  Boards.prototype.branch = function (p, parentCells) {
    if (!this.branches) this.branches = new Map();
    if (this.branches.has(p)) return this.branches.get(p);
    var tr = this.tr, box = this.puzzle.box, side = box * box, kids = [], moves = [], from = 0;
    for (var k = tr.childStart[p]; k < tr.childStart[p + 1]; ++k) {
      var kid = tr.children[k], mv = parseMove(tr.labels[kid], side);
      if (!mv || mv.cell < 0) { this.branches.set(p, null); return null; }
      kids.push(kid); moves.push(mv);
      if (mv.cell > from) from = mv.cell;
    }
    // The cells to try, most likely first: as the library chooses (few
    // candidates, then many open peers, then reading order; on 9x9 it takes
    // the busiest of its first two-candidate cells).
    var settled = propagate(parentCells, box), order = [];
    if (!settled) { this.branches.set(p, null); return null; }
    var g = geometry(box);
    for (var b = from; b < parentCells.length; ++b) {
      if (parentCells[b]) continue;
      var open = 0, ps = g.peers[b];
      for (var q = 0; q < ps.length; ++q) if (!parentCells[ps[q]]) ++open;
      order.push({ b: b, k: popcount(settled.cand[b]), open: open });
    }
    order.sort(function (x, y) { return x.k - y.k || y.open - x.open || x.b - y.b; });
    var found = null;
    for (var oi = 0; oi < order.length && !found; ++oi) {
      b = order[oi].b;
      var got = new Map(), w = 0, ok = true;
      for (var i = 0; i < kids.length && ok; ++i) {
        ok = false;
        while (!ok && ++w <= side) {
          var tried = Int32Array.from(parentCells);
          tried[b] = w;
          var c = propagate(tried, box);
          if (c && matches(parentCells, c, moves[i])) { got.set(kids[i], c); ok = true; }
        }
      }
      if (ok) found = got;
    }
    this.branches.set(p, found);
    return found;
  };

  function complete(cells) { for (var i = 0; i < cells.length; ++i) if (!cells[i]) return false; return true; }

  // Draws board `b` into element `el` (a CSS grid of cells): givens bold, the
  // move's cell and the other changed cells marked.
  function render(el, b) {
    el.innerHTML = "";
    if (!b) return;
    el.style.setProperty("--side", b.side);
    el.className = "board box" + b.box;
    var changed = new Set(b.changed);
    var frag = document.createDocumentFragment();
    for (var i = 0; i < b.cells.length; ++i) {
      var d = document.createElement("div");
      var r = Math.floor(i / b.side), c = i % b.side;
      var cls = "cell";
      if (b.givens && b.givens[i]) cls += " given";
      if (i === b.move) cls += " move";
      else if (changed.has(i)) cls += " changed";
      if (c % b.box === 0 && c) cls += " bl";
      if (r % b.box === 0 && r) cls += " bt";
      d.className = cls;
      d.dataset.cell = i;
      d.textContent = b.cells[i] ? symbolText(b.cells[i]) : "";
      frag.appendChild(d);
    }
    el.appendChild(frag);
    el.dataset.line = toLine(b);
  }

  return { parseBoard: parseBoard, parseMove: parseMove, toLine: toLine, propagate: propagate, Boards: Boards,
           complete: complete, render: render, symbolText: symbolText };
})();

if (typeof module !== "undefined") module.exports = SeekSudoku;
