// watch.cpp: `seek-sudoku watch`: one puzzle's search, step by step. A step
// is one state the search hands over (engine.hpp's traced_search: seek::dfs
// or seek::bfs, pulled once); a tracer hears every event on the way (the
// states generated, dead ends, climbs back up) and keeps what a panel shows:
// the board, the cells the step filled, the depth and the counters. On a
// terminal the panels are drawn in place (terminal.hpp restores the screen
// however the run ends); elsewhere each step is one plain line.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <seek/sudoku/io/format.hpp>
#include <seek/trace/tracer.hpp>

#include "commands.hpp"
#include "lib/engine.hpp"
#include "lib/output.hpp"
#include "lib/signals.hpp"
#include "lib/terminal.hpp"
#include "lib/view.hpp"

namespace seek_sudoku {

namespace {

namespace sudoku = seek::sudoku;

inline constexpr std::uint64_t default_watch_nodes = 100'000;

// What one panel shows.
struct panel {
  std::string title;            // "dfs propagate"
  sudoku::grid givens{2};
  sudoku::grid board{2};
  std::vector<bool> fresh;      // the cells this step filled
  std::uint64_t step = 0, nodes = 0, dead_ends = 0, backtracks = 0;
  std::size_t depth = 0, frontier = 0;
  std::string move;             // "r1c2=3 +4"
  std::string before;           // what happened since the last step: "dead end, back 2"
  std::uint64_t pending_dead = 0, pending_back = 0;
  bool done = false;
  bool solved = false;
  std::string end;              // "solved", "no solution", "node limit reached", ...
};

// The tracer of one panel's search.
struct watcher final : search_tracer {
  panel* p = nullptr;
  bool depth_first = true;
  std::uint64_t last_expanded = 0;
  std::unordered_map<std::uint64_t, sudoku::grid> boards;  // of the states whose children may still come

  void on_generated(seek::node_event<state_ref> const& e) override {
    boards.emplace(e.id, e.state.to_grid());
    p->nodes = e.id;
  }
  void on_expand(seek::node_event<state_ref> const& e) override {
    // Breadth-first, a state's children all come before the next state is
    // expanded: the board of the one before is no longer needed.
    if (!depth_first && last_expanded != 0) boards.erase(last_expanded);
    last_expanded = e.id;
  }
  void on_yield(seek::node_event<state_ref> const& e) override {
    auto const self = boards.find(e.id);
    sudoku::grid g = self != boards.end() ? self->second : e.state.to_grid();
    auto const parent = boards.find(e.parent);
    sudoku::grid const& from = parent != boards.end() ? parent->second : p->givens;
    p->fresh.assign(g.cells.size(), false);
    for (std::size_t i = 0; i < g.cells.size(); ++i) p->fresh[i] = from.cells[i] == 0 && g.cells[i] != 0;
    p->move = e.parent == 0 ? std::string("the puzzle") : to_string(move_between(from, g), g.side());
    p->before.clear();
    if (p->pending_dead != 0) p->before = "dead end";
    if (p->pending_back != 0)
      p->before += (p->before.empty() ? "" : ", ") + std::string("back ") + std::to_string(p->pending_back) +
                   (p->pending_back == 1 ? " level" : " levels");
    p->pending_dead = p->pending_back = 0;
    p->board = std::move(g);
    p->depth = e.depth;
    ++p->step;
    if (e.state.complete()) p->solved = true;
  }
  void on_dead_end(seek::node_event<state_ref> const& e) override {
    if (!e.state.complete()) {
      ++p->dead_ends;
      ++p->pending_dead;
    }
    if (depth_first) boards.erase(e.id);
  }
  void on_climb(seek::node_event<state_ref> const& e) override {
    ++p->backtracks;
    ++p->pending_back;
    boards.erase(e.id);
  }
};

// One panel's search, advanced a state at a time. It stays where it was
// made (the search reports to its tracer, the tracer to its panel).
class stepper {
 public:
  stepper(sudoku::grid const& puzzle, strategy s, order o, seek::limits const& lim)
      : search_(puzzle, s, o, lim, tracer_) {
    tracer_.p = &view;
    tracer_.depth_first = o == order::dfs;
    view.title = std::string(to_string(o)) + " " + to_string(s);
    view.givens = puzzle;
    view.board = puzzle;
    view.fresh.assign(puzzle.cells.size(), false);
  }
  stepper(stepper const&) = delete;
  stepper& operator=(stepper const&) = delete;

  void advance() {
    if (view.done) return;
    bool const more = search_.advance();
    view.frontier = search_.stats().frontier;
    if (!more) {
      auto const stopped = search_.stats().stopped;
      view.done = true;
      view.end = stopped == seek::stop_reason::exhausted || stopped == seek::stop_reason::none ? "no solution"
                 : stopped == seek::stop_reason::cancelled                                  ? "interrupted"
                                                       : std::string(seek::to_string(stopped)) + " reached";
      view.move.clear();
    } else if (view.solved) {
      view.done = true;
      view.end = "solved";
    }
  }

  panel view;

 private:
  watcher tracer_;
  traced_search search_;
};

std::unique_ptr<stepper> make_stepper(sudoku::grid const& puzzle, strategy s, order o, seek::limits const& lim) {
  return std::make_unique<stepper>(puzzle, s, o, lim);
}

// ---- drawing ----

// A line of the screen: its bytes and how many columns it takes.
struct line {
  std::string text;
  int width = 0;
  void add(std::string_view s, int w) {
    text += s;
    width += w;
  }
  void add(std::string_view s) { add(s, static_cast<int>(s.size())); }
  void styled(std::string_view style, std::string_view s, int w) {
    text += style;
    text += s;
    text += "\x1b[0m";
    width += w;
  }
};

std::string with_commas(std::uint64_t n) {
  std::string const digits = std::to_string(n);
  std::string s;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) s.push_back(',');
    s.push_back(digits[i]);
  }
  return s;
}

// A symbol in one column: 1-9, A-Z, then a-z and a few signs (64x64).
char symbol_char(int v) {
  static constexpr char chars[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#$%";
  return v >= 1 && v <= 64 ? chars[v - 1] : '?';
}

// The board of a panel: spaced (a symbol and a space per cell, box rules) or
// compact (a column per cell, no horizontal rules).
std::vector<line> draw_board(panel const& p, bool spaced) {
  sudoku::grid const& g = p.board;
  int const side = g.side(), box = g.box;
  std::vector<line> out;
  auto rule = [&] {
    line l;
    for (int b = 0; b < box; ++b) {
      l.add("+");
      l.add(std::string(static_cast<std::size_t>(spaced ? 2 * box + 1 : box), '-'));
    }
    l.add("+");
    return l;
  };
  if (spaced) out.push_back(rule());
  for (int r = 0; r < side; ++r) {
    if (r > 0 && r % box == 0 && spaced) out.push_back(rule());
    line l;
    for (int c = 0; c < side; ++c) {
      if (c % box == 0) l.add(spaced ? "| " : "|");
      std::size_t const i = static_cast<std::size_t>(r * side + c);
      int const v = g.cells[i];
      std::string const s(1, v == 0 ? '.' : symbol_char(v));
      if (v == 0) l.styled("\x1b[2m", s, 1);
      else if (p.givens.cells[i] != 0) l.styled("\x1b[1m", s, 1);
      else if (p.fresh[i]) l.styled(p.done && p.solved ? "\x1b[30;42m" : "\x1b[30;43m", s, 1);
      else l.styled("\x1b[36m", s, 1);
      if (spaced) l.add(" ");
    }
    l.add("|");
    out.push_back(std::move(l));
  }
  if (spaced) out.push_back(rule());
  return out;
}

std::vector<std::string> status_lines(panel const& p) {
  std::vector<std::string> s;
  s.push_back("step " + with_commas(p.step) + "  depth " + std::to_string(p.depth) + "  nodes " + with_commas(p.nodes));
  s.push_back("dead ends " + with_commas(p.dead_ends) + "  backtracks " + with_commas(p.backtracks) + "  frontier " +
              with_commas(p.frontier));
  if (p.done) s.push_back(p.end);
  else s.push_back((p.before.empty() ? std::string() : p.before + "; ") + p.move);
  return s;
}

constexpr int status_width = 38;

// The whole screen: a header, then the panels side by side.
std::vector<line> draw_screen(std::vector<std::unique_ptr<stepper>> const& sides, std::string const& header,
                              terminal_session::extent size) {
  int const n = static_cast<int>(sides.size());
  sudoku::grid const& g = sides[0]->view.board;
  int const side = g.side(), box = g.box;
  // The first layout that fits: spaced, else compact.
  bool spaced = true;
  auto board_width = [&](bool sp) { return sp ? box * (2 * box + 2) + 1 : side + box + 1; };
  auto board_height = [&](bool sp) { return sp ? side + box + 1 : side; };
  auto fits = [&](bool sp) {
    int const w = std::max(board_width(sp), status_width);
    return n * w + (n - 1) * 2 <= size.columns && board_height(sp) + 7 <= size.rows;
  };
  if (!fits(true)) spaced = false;
  std::vector<line> out;
  if (!fits(spaced)) {
    int const w = n * std::max(board_width(false), status_width) + (n - 1) * 2;
    for (std::string const& text :
         {std::string("too small: ") + std::to_string(size.columns) + "x" + std::to_string(size.rows),
          "needs " + std::to_string(w) + "x" + std::to_string(board_height(false) + 7)}) {
      line l;
      l.add(text);
      out.push_back(std::move(l));
    }
    return out;
  }
  int const panel_width = std::max(board_width(spaced), status_width);
  {
    line l;
    l.add(header);
    out.push_back(std::move(l));
    out.push_back(line{});
  }
  std::vector<std::vector<line>> columns;
  for (auto const& s : sides) {
    std::vector<line> col;
    line title;
    title.styled("\x1b[1m", s->view.title, static_cast<int>(s->view.title.size()));
    col.push_back(std::move(title));
    for (auto& l : draw_board(s->view, spaced)) col.push_back(std::move(l));
    col.push_back(line{});
    for (auto const& text : status_lines(s->view)) {
      line l;
      std::string const t = text.substr(0, static_cast<std::size_t>(panel_width));
      if (s->view.done) l.styled(s->view.solved ? "\x1b[32m" : "\x1b[31m", t, static_cast<int>(t.size()));
      else if (text.rfind("dead end", 0) == 0) l.styled("\x1b[31m", t, static_cast<int>(t.size()));
      else l.add(t);
      col.push_back(std::move(l));
    }
    columns.push_back(std::move(col));
  }
  std::size_t rows = 0;
  for (auto const& c : columns) rows = std::max(rows, c.size());
  for (std::size_t r = 0; r < rows; ++r) {
    line l;
    for (std::size_t k = 0; k < columns.size(); ++k) {
      if (k > 0) l.add("  ");
      if (r < columns[k].size()) {
        line const& part = columns[k][r];
        l.add(part.text, part.width);
        if (k + 1 < columns.size()) l.add(std::string(static_cast<std::size_t>(panel_width - part.width), ' '));
      } else if (k + 1 < columns.size()) {
        l.add(std::string(static_cast<std::size_t>(panel_width), ' '));
      }
    }
    out.push_back(std::move(l));
  }
  return out;
}

// Draws the screen in place: every line from the top, each ending with
// "erase to the end of the line", then "erase below"; after a resize,
// `clear` first (so nothing of the old layout stays).
void paint(std::vector<line> const& screen, terminal_session::extent size, bool clear) {
  std::string out = clear ? "\x1b[2J\x1b[H" : "\x1b[H";
  int row = 0;
  for (line const& l : screen) {
    if (row >= size.rows) break;
    if (l.width <= size.columns) out += l.text;
    else out += l.text.substr(0, static_cast<std::size_t>(size.columns));  // only plain lines are this long
    out += "\x1b[0m\x1b[K";
    if (++row < size.rows) out += "\r\n";
  }
  out += "\x1b[J";
  terminal_session::write(out);
}

// ---- plain lines ----

std::string plain_step(panel const& p) {
  std::string s = p.title + " step " + std::to_string(p.step) + ": ";
  if (!p.before.empty()) s += p.before + ", then ";
  s += p.move + ", depth " + std::to_string(p.depth) + ", " + std::to_string(p.nodes) + " nodes, " +
       std::to_string(p.dead_ends) + " dead ends, " + std::to_string(p.backtracks) + " backtracks  " +
       sudoku::to_line(p.board);
  return s;
}

std::string plain_end(panel const& p) {
  std::string const end = p.done ? p.end : interrupted() ? "interrupted" : "stopped";
  return p.title + ": " + end + " after " + std::to_string(p.step) + (p.step == 1 ? " step (" : " steps (") +
         std::to_string(p.nodes) + " nodes, " + std::to_string(p.dead_ends) + " dead ends, " +
         std::to_string(p.backtracks) + " backtracks, peak frontier " + std::to_string(p.frontier) + ")" +
         (p.solved ? "  " + sudoku::to_line(p.board) : std::string());
}

}  // namespace

int run_watch(options const& opt) {
  stderr_reporter err;
  std::optional<sudoku::grid> const named = one_puzzle(opt.viewing.puzzle, opt.parsing);
  if (!named) return exit_status::usage_or_io;
  sudoku::grid const& puzzle = *named;
  bool const draw = stdout_is_terminal();
  if (draw && opt.viewing.step && (!stdin_is_terminal() || opt.viewing.puzzle == "-")) {
    err.error("watch --step reads keys from the terminal: give the puzzle as a file or text, with standard input "
              "a terminal");
    return exit_status::usage_or_io;
  }
  seek::limits lim;
  lim.nodes = opt.viewing.nodes != 0 ? opt.viewing.nodes : default_watch_nodes;
  lim.cancel = interruption();
  std::vector<std::unique_ptr<stepper>> sides;
  if (opt.viewing.side_by_side) {
    sides.push_back(make_stepper(puzzle, opt.successors, order::dfs, lim));
    sides.push_back(make_stepper(puzzle, opt.successors, order::bfs, lim));
  } else {
    sides.push_back(make_stepper(puzzle, opt.successors, opt.search_order, lim));
  }
  auto advance_all = [&] {
    for (auto& s : sides) s->advance();
  };
  auto all_done = [&] {
    return std::all_of(sides.begin(), sides.end(), [](auto const& s) { return s->view.done; });
  };

  if (!draw) {
    stdout_writer out;
    while (!all_done() && !interrupted()) {
      advance_all();
      for (auto const& s : sides)
        if (!s->view.done || s->view.solved) out.line(plain_step(s->view));
      out.end_result(true);
      if (out.closed()) return exit_status::ok;
    }
    for (auto const& s : sides) out.line(plain_end(s->view));
    out.flush();
    if (interrupted()) return interrupted_status();
    return out.failed() ? exit_status::usage_or_io : exit_status::ok;
  }

  int status = exit_status::ok;
  {
    terminal_session term;
    std::string const header =
        "seek-sudoku watch  " + std::to_string(puzzle.side()) + "x" + std::to_string(puzzle.side()) +
        (opt.viewing.step ? "  any key: next step, q: quit" : "  q: quit");
    auto size = term.size();
    bool clear = true;
    auto redraw = [&] {
      paint(draw_screen(sides, header, size), size, clear);
      clear = false;
    };
    bool quit = false;
    // Waits for the next step: a key (--step) or the delay; a resize
    // redraws and the wait goes on; Ctrl-C, SIGTERM or q ends the run.
    auto wait_step = [&](bool forever) {
      auto const until = std::chrono::steady_clock::now() + opt.viewing.delay;
      for (;;) {
        auto const left = forever ? std::chrono::nanoseconds::max()
                                  : std::chrono::duration_cast<std::chrono::nanoseconds>(
                                        until - std::chrono::steady_clock::now());
        if (!forever && left.count() <= 0) return;
        char key = 0;
        switch (term.wait(left, &key)) {
          case terminal_session::wake::timeout: return;
          case terminal_session::wake::interrupt: quit = true; return;
          case terminal_session::wake::resize:
            size = term.size();
            clear = true;
            redraw();
            break;
          case terminal_session::wake::key:
            if (key == 'q' || key == 'Q') {
              quit = true;
              return;
            }
            if (forever) return;
            break;
        }
      }
    };
    advance_all();  // the puzzle itself: step 1
    redraw();
    while (!quit && !all_done()) {
      wait_step(opt.viewing.step);
      if (quit) break;
      advance_all();
      redraw();
    }
    if (!quit) wait_step(opt.viewing.step);  // the last frame stays a while (--step: until a key)
    if (interrupted()) status = interrupted_status();
  }
  // Back on the main screen: where each search got to, as plain lines.
  stdout_writer out;
  for (auto const& s : sides) out.line(plain_end(s->view));
  out.flush();
  return status;
}

}  // namespace seek_sudoku
