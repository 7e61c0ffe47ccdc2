// compare.cpp: the same puzzles under dfs and bfs with each successor
// function, as a table of what each search cost, and (--plot) the depth of
// every state as a picture.
#include <array>
#include <chrono>
#include <string>
#include <variant>
#include <vector>


#include "commands.hpp"
#include "lib/records.hpp"
#include "lib/memory.hpp"
#include "lib/output.hpp"
#include "lib/plot.hpp"
#include "lib/report.hpp"
#include "lib/search.hpp"
#include "lib/signals.hpp"

namespace seek_sudoku {

namespace {
using clock_type = std::chrono::steady_clock;

struct run_row {
  order walk = order::dfs;
  strategy successors = strategy::propagate;
  seek::statistics stats;
  double seconds = 0;
  std::uint64_t solutions = 0;
  std::optional<std::uint64_t> rss_growth;
  std::size_t state_size = 0;
  std::vector<std::uint64_t> per_depth;  // bfs: states at each depth
  depth_trace stack;                     // dfs: stack depth along the search
};

run_row run(seek::sudoku::grid const& puzzle, order o, strategy s, options const& opt) {
  run_row row;
  row.walk = o;
  row.successors = s;
  row.state_size = state_bytes(puzzle.box);
  seek::limits const lim = limits_for(opt.bounds, puzzle.box);
  // Every state's depth, for the table's picture: states per depth (bfs),
  // the stack depth along the search (dfs).
  depth_visitor const on_state = [&row, o](std::size_t depth) {
    if (o == order::bfs) {
      if (depth >= row.per_depth.size()) row.per_depth.resize(depth + 1);
      ++row.per_depth[depth];
    } else {
      row.stack.add(depth);
    }
  };
  rss_meter rss;
  rss.start();
  auto const start = clock_type::now();
  search_result const r =
      walk(puzzle, s, o, lim, [all = opt.all_solutions](state_ref const&) { return all; }, &on_state);
  row.seconds = std::chrono::duration<double>(clock_type::now() - start).count();
  row.rss_growth = rss.growth();
  row.stats = r.stats;
  row.solutions = r.solutions;
  return row;
}

std::string result_text(run_row const& r, bool all) {
  std::string s;
  if (r.solutions == 0 && !r.stats.truncated()) return "no solution";
  if (r.solutions != 0 || all)
    s = group_digits(r.solutions) + (r.solutions == 1 ? " solution" : " solutions");
  if (r.stats.truncated()) {
    std::string const stop = stop_message(r.stats.stopped);
    s = s.empty() || r.solutions == 0 ? stop : stop + " (" + s + ")";
  }
  return s;
}

// A plain text table: a header, a rule, rows; numbers right-aligned.
class table {
 public:
  explicit table(std::vector<std::pair<std::string, bool>> columns)  // name, right-aligned
      : columns_(std::move(columns)) {}
  void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
  std::string render() const {
    std::vector<std::size_t> width(columns_.size());
    auto shown = [](std::string const& s) {  // display width: count UTF-8 lead bytes
      std::size_t n = 0;
      for (unsigned char c : s) n += (c & 0xC0) != 0x80;
      return n;
    };
    for (std::size_t c = 0; c < columns_.size(); ++c) {
      width[c] = shown(columns_[c].first);
      for (auto const& r : rows_) width[c] = std::max(width[c], shown(r[c]));
    }
    std::string out;
    auto line = [&](auto cell_of) {
      std::string l;
      for (std::size_t c = 0; c < columns_.size(); ++c) {
        std::string const& cell = cell_of(c);
        std::string const pad(width[c] - shown(cell), ' ');
        bool const last = c + 1 == columns_.size();
        l += columns_[c].second ? pad + cell : (last ? cell : cell + pad);
        if (!last) l += "  ";
      }
      out += l + "\n";
    };
    line([&](std::size_t c) -> std::string const& { return columns_[c].first; });
    std::vector<std::string> rule;
    for (std::size_t c = 0; c < columns_.size(); ++c) rule.emplace_back(width[c], '-');
    line([&](std::size_t c) -> std::string const& { return rule[c]; });
    for (auto const& r : rows_) line([&](std::size_t c) -> std::string const& { return r[c]; });
    return out;
  }

 private:
  std::vector<std::pair<std::string, bool>> columns_;
  std::vector<std::vector<std::string>> rows_;
};

std::string compare_puzzle(std::string const& where, seek::sudoku::grid const& puzzle,
                           options const& opt, std::vector<plot_series>* plot) {
  constexpr std::array<strategy, 3> strategies{strategy::first_empty, strategy::fewest, strategy::propagate};
  std::vector<run_row> rows;
  for (order o : {order::dfs, order::bfs})
    for (strategy s : strategies) rows.push_back(run(puzzle, o, s, opt));

  std::size_t const state = rows.front().state_size;
  int const side = puzzle.side();
  std::string out = where + "  " + std::to_string(side) + "x" + std::to_string(side) + ", " +
                    std::to_string(puzzle.givens()) + " givens; " +
                    (opt.all_solutions ? "whole tree (every solution)" : "until the first solution") +
                    "; frontier limit " + group_digits(frontier_limit(opt.bounds, state)) + " states";
  if (opt.bounds.max_nodes != 0) out += ", node limit " + group_digits(opt.bounds.max_nodes);
  if (opt.bounds.timeout != std::chrono::nanoseconds::max())
    out += ", time limit " + format_duration(std::chrono::duration<double>(opt.bounds.timeout).count());
  out += "\n\n";

  std::vector<std::pair<std::string, bool>> columns{
      {"order", false},     {"successor", false},     {"nodes", true},         {"expanded", true},
      {"dead ends", true},  {"peak frontier", true},  {"est. memory*", true}, {"RSS growth**", true},
      {"time", true},       {"result", false}};
  if (opt.stats) columns.insert(columns.begin() + 5, {"max depth", true});
  table t(columns);
  for (run_row const& r : rows) {
    std::vector<std::string> cells{to_string(r.walk),
                                   to_string(r.successors),
                                   group_digits(r.stats.nodes),
                                   group_digits(r.stats.expanded),
                                   group_digits(r.stats.failures),
                                   group_digits(r.stats.frontier),
                                   format_bytes(static_cast<double>(r.stats.frontier) * static_cast<double>(state)),
                                   r.rss_growth ? format_bytes(static_cast<double>(*r.rss_growth)) : "-",
                                   format_duration(r.seconds),
                                   result_text(r, opt.all_solutions)};
    if (opt.stats) cells.insert(cells.begin() + 5, std::to_string(r.stats.depth));
    t.add(std::move(cells));
  }
  out += t.render();
  out += "\n*  estimate: peak frontier (dfs: stack frames, bfs: queued states) x " + std::to_string(state) +
         " B (sizeof board<" + std::to_string(puzzle.box) + ">)\n"
         "** measured: growth of the process's peak resident memory during that search (Linux VmHWM)\n";

  if (plot != nullptr) {
    for (strategy s : strategies) {
      plot_series series;
      series.name = to_string(s);
      for (run_row& r : rows) {
        if (r.successors != s) continue;
        if (r.walk == order::bfs) series.bfs_per_depth = std::move(r.per_depth);
        else series.dfs_stack = std::move(r.stack);
      }
      plot->push_back(std::move(series));
    }
  }
  return out;
}
}  // namespace

int run_compare(options const& opt) {
  auto const start = clock_type::now();
  stdout_writer out;
  stderr_reporter err;

  std::optional<std::string> gnuplot;
  if (!opt.plot.empty()) {
    gnuplot = find_gnuplot();
    if (!gnuplot) {
      err.error("--plot needs gnuplot, which is not on PATH (Debian: apt install gnuplot-nox)");
      return exit_status::usage_or_io;
    }
  }

  progress_meter progress(err, false);
  tally t;
  std::vector<plot_series> plot;
  std::string plot_title;
  bool plotted = false;
  // Each search is timed and its memory measured alone: one record at a time.
  for_each_record(opt, 1, out, err, progress, t, [](job&) {}, [&](job const& j) {
    if (t.records > 1) out.write("\n");
    if (j.in.what == input_item::kind::invalid) {
      out.line(where(j.in) + "  invalid");
      out.end_result(true);
      return;
    }
    std::string const at = where(j.in);
    auto const& puzzle = std::get<seek::sudoku::grid>(j.in.record.value);
    bool const want_plot = gnuplot && !plotted;
    outcome o;
    o.result = verdict::solved;  // compared
    try {
      out.write(compare_puzzle(at, puzzle, opt, want_plot ? &plot : nullptr));
    } catch (std::exception const& e) {
      o.result = verdict::error;
      add(t, o);
      err.message(at + ": " + e.what());
      out.line(at + "  error");
      out.end_result(true);
      return;
    }
    if (want_plot) {
      plotted = true;
      plot_title = "seek-sudoku compare: " + at;
    }
    add(t, o);
    out.end_result(true);
  });
  out.flush();
  if (out.closed()) return exit_status::ok;
  warn_if_no_puzzle(err, t);

  int status = exit_status::ok;
  if (gnuplot) {
    if (!plotted) {
      err.error("--plot: no valid puzzle to draw");
      status = exit_status::some_failed;
    } else if (auto const problem = draw_plot(*gnuplot, opt.plot, plot_title, plot)) {
      err.error(*problem);
      status = exit_status::usage_or_io;
    } else if (!opt.quiet) {
      err.message("seek-sudoku: plot of " + plot_title.substr(21) + " written to " + opt.plot);
    }
  }
  double const wall = std::chrono::duration<double>(clock_type::now() - start).count();
  if (!opt.quiet) {
    std::string s = group_digits(t.records) + (t.records == 1 ? " puzzle" : " puzzles") + " compared";
    if (t.invalid != 0) s += ", " + group_digits(t.invalid) + " invalid";
    if (t.errors != 0) s += ", " + group_digits(t.errors) + (t.errors == 1 ? " error" : " errors");
    if (t.unreadable != 0) s += ", " + group_digits(t.unreadable) + " unreadable inputs";
    err.message("seek-sudoku: " + s + "; " + format_duration(wall) + (interrupted() ? " (interrupted)" : ""));
  }
  if (status == exit_status::ok || interrupted() || t.unreadable != 0 || out.failed())
    return run_status(t, out.failed(), t.invalid != 0 || t.errors != 0);
  return status;
}

}  // namespace seek_sudoku
