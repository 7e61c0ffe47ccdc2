// trace.cpp: `seek-sudoku trace`: the search tree of one puzzle's bounded
// search, drawn by the library's exports (seek/trace/): seek::search_tree
// with seek::write_dot or seek::write_svg, or the events as JSON lines by
// seek::jsonl_tracer. The tool only gives each state its label: the move
// that made it from its parent (view.hpp), which needs the parent's board,
// so a small tracer keeps the boards by id and hands the label on.
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <utility>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board.hpp>
#include <seek/sudoku/successor/chosen.hpp>
#include <seek/trace.hpp>

#include "commands.hpp"
#include "engine.hpp"
#include "output.hpp"
#include "signals.hpp"
#include "view.hpp"

namespace seek_sudoku {

namespace {

namespace sudoku = seek::sudoku;

inline constexpr std::uint64_t default_trace_nodes = 2000;

// Forwards every event to `Inner` (a library tracer), after noting the
// label of each state generated: the move from its parent's board.
// The boards kept are those whose children may still come: a dead end's
// goes at once, a depth-first node's when the walk climbs out of it, a
// breadth-first node's when the next node is expanded (its children have all
// come by then).
template <class Board, class Inner>
struct labelling {
  Inner* inner = nullptr;
  bool depth_first = true;
  std::string label;  // the label of the state being generated
  std::unordered_map<std::uint64_t, sudoku::grid> boards;
  std::uint64_t last_expanded = 0;

  void on_generated(seek::node_event<Board> const& e) {
    sudoku::grid g = e.state.to_grid();
    auto const parent = boards.find(e.parent);
    label = parent == boards.end() ? "root" : to_string(move_between(parent->second, g), g.side());
    boards.emplace(e.id, std::move(g));
    inner->on_generated(e);
  }
  template <class E>
  void on_yield(E const& e) { forward(e, [](auto& t, auto const& x) -> decltype(t.on_yield(x)) { t.on_yield(x); }); }
  template <class E>
  void on_expand(E const& e) {
    if (!depth_first && last_expanded != 0) boards.erase(last_expanded);
    last_expanded = e.id;
    forward(e, [](auto& t, auto const& x) -> decltype(t.on_expand(x)) { t.on_expand(x); });
  }
  template <class E>
  void on_dead_end(E const& e) {
    boards.erase(e.id);
    forward(e, [](auto& t, auto const& x) -> decltype(t.on_dead_end(x)) { t.on_dead_end(x); });
  }
  template <class E>
  void on_pruned(E const& e) { forward(e, [](auto& t, auto const& x) -> decltype(t.on_pruned(x)) { t.on_pruned(x); }); }
  template <class E>
  void on_climb(E const& e) {
    boards.erase(e.id);
    forward(e, [](auto& t, auto const& x) -> decltype(t.on_climb(x)) { t.on_climb(x); });
  }
  void on_pass(seek::pass_event p) {
    if constexpr (requires { inner->on_pass(p); }) inner->on_pass(p);
  }
  void on_finish(seek::finish_event f) {
    if constexpr (requires { inner->on_finish(f); }) inner->on_finish(f);
  }

 private:
  template <class E, class Call>
  void forward(E const& e, Call call) {
    if constexpr (requires { call(*inner, e); }) call(*inner, e);
  }
};

// Runs the search of `root` in `o` order with `tracer` attached, to its end
// or the node limit.
template <class Board, class Next, class Tracer>
seek::statistics run_search(Board const& root, Next next, order o, seek::limits const& lim, Tracer& tracer) {
  seek::statistics stats;
  if (o == order::bfs) {
    for (auto const& b : seek::bfs(root, next, stats, lim, seek::traced_by(tracer))) (void)b;
  } else {
    for (auto const& b : seek::dfs(root, next, stats, lim, seek::traced_by(tracer))) (void)b;
  }
  return stats;
}

}  // namespace

int run_trace(options const& opt) {
  stderr_reporter err;
  sudoku::grid puzzle(2);
  try {
    puzzle = one_puzzle(opt.viewing.puzzle, opt.parsing);
  } catch (view_error const& e) {
    report(e);
    return exit_status::usage_or_io;
  }
  std::uint64_t const cap = opt.viewing.nodes != 0 ? opt.viewing.nodes : default_trace_nodes;
  seek::limits lim;
  lim.nodes = cap;
  lim.cancel = interruption();
  std::string const format = opt.viewing.format;
  std::ostringstream text;
  seek::statistics stats;
  std::size_t recorded = 0;
  sudoku::with_board(puzzle, [&](auto const& root) {
    using Board = std::remove_cvref_t<decltype(root)>;
    auto const next = successor_of(opt.successors);
    if (format == "jsonl") {
      labelling<Board, seek::jsonl_tracer<Board>> labels;
      seek::jsonl_tracer<Board> log(text, [&labels](Board const&) { return labels.label; });
      labels.inner = &log;
      labels.depth_first = opt.search_order == order::dfs;
      stats = run_search(root, next, opt.search_order, lim, labels);
      recorded = stats.nodes;
      return;
    }
    labelling<Board, seek::search_tree<Board>> labels;
    seek::search_tree<Board> tree([&labels](Board const&) { return labels.label; },
                                  [](Board const& b) { return b.complete(); }, static_cast<std::size_t>(cap));
    labels.inner = &tree;
    labels.depth_first = opt.search_order == order::dfs;
    stats = run_search(root, next, opt.search_order, lim, labels);
    recorded = tree.nodes().size();
    std::string const title = std::string(to_string(opt.search_order)) + " " + to_string(opt.successors) + ", " +
                              std::to_string(recorded) + " nodes";
    if (format == "dot") {
      seek::write_dot(text, tree, title);
    } else {
      seek::svg_options o;
      o.column_width = 52;
      o.label_chars = 10;
      o.title = title;
      seek::write_svg(text, tree, o);
    }
  });

  if (opt.viewing.output.empty()) {
    stdout_writer out;
    out.write(text.str());
    out.flush();
    if (out.failed()) return exit_status::usage_or_io;
  } else {
    std::ofstream file(opt.viewing.output, std::ios::binary);
    file << text.str();
    file.close();
    if (!file) {
      err.error("cannot write '" + opt.viewing.output + "'");
      return exit_status::usage_or_io;
    }
  }
  if (!opt.quiet)
    err.error("trace: " + std::string(to_string(opt.search_order)) + " " + to_string(opt.successors) + ", " +
              std::to_string(recorded) + " nodes" +
              (stats.stopped == seek::stop_reason::none || stats.stopped == seek::stop_reason::exhausted
                   ? std::string(" (the whole tree)")
                   : " (stopped: " + std::string(seek::to_string(stats.stopped)) + ")"));
  if (interrupted()) return interrupted_status();
  return exit_status::ok;
}

}  // namespace seek_sudoku
