// trace.cpp: `seek-sudoku trace`: the search tree of one puzzle's bounded
// search (engine.hpp's traced_search), drawn by the library's exports
// (seek/trace/): seek::search_tree with seek::write_dot or seek::write_svg,
// or the events as JSON lines by seek::jsonl_tracer. The tool only gives
// each state its label: the move that made it from its parent (view.hpp),
// which needs the parent's board, so a small tracer keeps the boards by id
// and hands the label on.
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>

#include <seek/sudoku/io/format.hpp>
#include <seek/trace/dot.hpp>
#include <seek/trace/jsonl.hpp>
#include <seek/trace/svg.hpp>
#include <seek/trace/tree.hpp>

#include "commands.hpp"
#include "lib/engine.hpp"
#include "lib/output.hpp"
#include "lib/signals.hpp"
#include "lib/view.hpp"

namespace seek_sudoku {

namespace {

namespace sudoku = seek::sudoku;

inline constexpr std::uint64_t default_trace_nodes = 2000;

// Forwards every event to `Inner` (a library tracer), after noting the
// label of each state generated: the move that made it from its parent's
// board. The boards kept are those whose children may still come: a dead
// end's goes at once, a depth-first node's when the walk climbs out of it, a
// breadth-first node's when the next node is expanded (its children have all
// come by then).
template <class Inner>
struct labelling final : search_tracer {
  Inner* inner = nullptr;
  bool depth_first = true;
  std::string label;  // the label of the state being generated
  std::unordered_map<std::uint64_t, sudoku::grid> boards;
  std::uint64_t last_expanded = 0;

  void on_generated(seek::node_event<state_ref> const& e) override {
    sudoku::grid g = e.state.to_grid();
    auto const parent = boards.find(e.parent);
    label = parent == boards.end() ? "root" : to_string(move_between(parent->second, g), g.side());
    boards.emplace(e.id, std::move(g));
    inner->on_generated(e);
  }
  void on_yield(seek::node_event<state_ref> const& e) override {
    if constexpr (requires { inner->on_yield(e); }) inner->on_yield(e);
  }
  void on_expand(seek::node_event<state_ref> const& e) override {
    if (!depth_first && last_expanded != 0) boards.erase(last_expanded);
    last_expanded = e.id;
    if constexpr (requires { inner->on_expand(e); }) inner->on_expand(e);
  }
  void on_dead_end(seek::node_event<state_ref> const& e) override {
    boards.erase(e.id);
    if constexpr (requires { inner->on_dead_end(e); }) inner->on_dead_end(e);
  }
  void on_climb(seek::node_event<state_ref> const& e) override {
    boards.erase(e.id);
    if constexpr (requires { inner->on_climb(e); }) inner->on_climb(e);
  }
  void on_pass(seek::pass_event p) override {
    if constexpr (requires { inner->on_pass(p); }) inner->on_pass(p);
  }
  void on_finish(seek::finish_event f) override {
    if constexpr (requires { inner->on_finish(f); }) inner->on_finish(f);
  }
};

// `text` with the characters JSON escapes escaped.
std::string json_escaped(std::string const& text) {
  std::string out;
  for (char const c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) >= 0x20) out += c;
  }
  return out;
}

// Runs the search of `puzzle` in `o` order with `tracer` attached, to its
// end or the node limit.
seek::statistics run_search(sudoku::grid const& puzzle, strategy s, order o, seek::limits const& lim,
                            search_tracer& tracer) {
  traced_search search(puzzle, s, o, lim, tracer);
  while (search.advance()) {
  }
  return search.stats();
}

}  // namespace

int run_trace(options const& opt) {
  stderr_reporter err;
  std::optional<sudoku::grid> const named = one_puzzle(opt.viewing.puzzle, opt.parsing);
  if (!named) return exit_status::usage_or_io;
  sudoku::grid const& puzzle = *named;
  std::uint64_t const cap = opt.viewing.nodes != 0 ? opt.viewing.nodes : default_trace_nodes;
  seek::limits lim;
  lim.nodes = cap;
  lim.cancel = interruption();
  std::string const format = opt.viewing.format;
  std::ostringstream text;
  seek::statistics stats;
  std::size_t recorded = 0;
  bool width_capped = false;
  auto const label = [](auto const& labels) { return [&labels](state_ref const&) { return labels.label; }; };
  if (format == "jsonl") {
    // The first line gives the puzzle, so that a reader (the web explorer)
    // can replay the moves the labels name without being told it.
    text << "{\"event\":\"puzzle\",\"text\":\"" << json_escaped(sudoku::to_line(puzzle)) << "\"}\n";
    labelling<seek::jsonl_tracer<state_ref>> labels;
    seek::jsonl_tracer<state_ref> log(text, label(labels));
    labels.inner = &log;
    labels.depth_first = opt.search_order == order::dfs;
    stats = run_search(puzzle, opt.successors, opt.search_order, lim, labels);
    recorded = stats.nodes;
  } else {
    seek::svg_options o;
    o.column_width = 52;
    o.label_chars = 10;
    // The tree of the first `nodes` states. An SVG wider than --max-width
    // is recorded again with the most nodes that fit (a tree's first nodes
    // take no more columns than its first nodes and more: the width grows
    // with the nodes, and a bisection finds where it passes the cap).
    auto const record = [&](std::uint64_t nodes) {
      auto labels = std::make_unique<labelling<seek::search_tree<state_ref>>>();
      auto tree = std::make_unique<seek::search_tree<state_ref>>(
          label(*labels), [](state_ref const& b) { return b.complete(); }, static_cast<std::size_t>(nodes));
      labels->inner = tree.get();
      labels->depth_first = opt.search_order == order::dfs;
      seek::limits bounded = lim;
      bounded.nodes = nodes;
      stats = run_search(puzzle, opt.successors, opt.search_order, bounded, *labels);
      return std::make_pair(std::move(labels), std::move(tree));
    };
    auto [labels, tree] = record(cap);
    double const max_width = static_cast<double>(opt.viewing.max_width);
    auto const fits = [&](auto const& t) { return seek::svg_picture_size(*t, o).width <= max_width; };
    if (format == "svg" && max_width > 0 && !fits(tree)) {
      width_capped = true;
      std::uint64_t fit = 1, too_many = tree->nodes().size();
      while (too_many - fit > 1 && !interrupted()) {
        std::uint64_t const mid = fit + (too_many - fit) / 2;
        (fits(record(mid).second) ? fit : too_many) = mid;
      }
      std::tie(labels, tree) = record(fit);
    }
    recorded = tree->nodes().size();
    std::string const title = std::string(to_string(opt.search_order)) + " " + to_string(opt.successors) + ", " +
                              std::to_string(recorded) + " nodes";
    if (format == "dot") {
      seek::write_dot(text, *tree, title);
    } else {
      o.title = title;
      seek::write_svg(text, *tree, o);
    }
  }

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
              (width_capped
                   ? " (stopped: the picture's width cap, " + std::to_string(opt.viewing.max_width) +
                         " px: --max-width PX draws more, 0 all " + std::to_string(cap) + ")"
               : stats.stopped == seek::stop_reason::none || stats.stopped == seek::stop_reason::exhausted
                   ? std::string(" (the whole tree)")
                   : stats.stopped == seek::stop_reason::cancelled
                       ? std::string(" (interrupted)")
                       : " (stopped: " + std::string(seek::to_string(stats.stopped)) + ")"));
  if (interrupted()) return interrupted_status();
  return exit_status::ok;
}

}  // namespace seek_sudoku
