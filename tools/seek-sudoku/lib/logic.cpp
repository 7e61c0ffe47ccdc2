// logic.cpp: explain, hint and rate on one puzzle, and generation on an SE
// target, through seek/sudoku/logic (logic.hpp). Everything the tool writes
// about a solving path is made here, on the worker thread of its record.
#include "logic.hpp"

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/generate/by_technique.hpp>
#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/logic.hpp>
#include <seek/sudoku/rate/difficulty.hpp>
#include <seek/sudoku/rate/se_rating.hpp>
#include <seek/sudoku/solve/solve.hpp>

#include "render.hpp"
#include "search.hpp"
#include "signals.hpp"

namespace seek_sudoku {

namespace sudoku = seek::sudoku;

std::string json_string(std::string const& text) {
  std::string out = "\"";
  for (char ch : text) {
    auto const u = static_cast<unsigned char>(ch);
    if (ch == '"') out += "\\\"";
    else if (ch == '\\') out += "\\\\";
    else if (ch == '\n') out += "\\n";
    else if (ch == '\t') out += "\\t";
    else if (u < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(u));
      out += buf;
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

std::string invalid_json(std::string const& where, std::string const& message) {
  return "{\"source\": " + json_string(where) + ", \"result\": \"invalid\", \"error\": " + json_string(message) + "}";
}

std::string technique_name(int t) { return std::string(sudoku::name(static_cast<sudoku::technique>(t))); }
int technique_total() { return sudoku::technique_count; }
std::string rating_text(int tenths) { return sudoku::rating_text(tenths); }
char const* se_band_name(int tenths) { return sudoku::to_string(sudoku::se_band(tenths)); }

namespace {

// The techniques generate --technique can aim at: those of next_step's order
// (simple colouring and finned fish are never on a path), but for the nested
// forcing chains, which random puzzles almost never need and which take
// seconds to find.
bool on_paths(sudoku::technique t) {
  return static_cast<int>(t) < static_cast<int>(sudoku::technique::nested_forcing_chain) &&
         t != sudoku::technique::simple_colouring && t != sudoku::technique::finned_fish;
}

// The techniques --up-to can name: every one next_step tries (simple
// colouring and finned fish are not in its order).
bool in_solver_order(sudoku::technique t) {
  return sudoku::technique_info_of(t).when != sudoku::technique_trial::not_tried;
}

// "1.2" as a JSON number.
std::string json_rating(int tenths) { return sudoku::rating_text(tenths); }

std::string json_list(std::vector<std::string> const& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + json_string(items[i]);
  return out + "]";
}

std::string step_json(sudoku::step const& s) {
  std::vector<std::string> placed, removed, cells, chains;
  for (auto const& p : s.placements) placed.push_back(sudoku::to_string(p, s.side, true));
  for (auto const& e : s.eliminations) removed.push_back(sudoku::to_string(e, s.side, false));
  for (int c : s.cells) cells.push_back(sudoku::cell_name(s.side, c));
  for (auto const& ch : s.chains) chains.push_back(sudoku::to_string(ch, s.side));
  return "{\"technique\": " + json_string(std::string(sudoku::name(s.tech))) + ", \"title\": " +
         json_string(sudoku::title(s)) + ", \"rating\": " + json_rating(s.rating) + ", \"text\": " +
         json_string(sudoku::to_string(s)) + ", \"placements\": " + json_list(placed) + ", \"eliminations\": " +
         json_list(removed) + ", \"cells\": " + json_list(cells) + ", \"chains\": " + json_list(chains) + "}";
}

// A hint below level 3: the technique, and at level 2 where to look.
std::string clue_json(sudoku::step const& s, sudoku::hint_level level) {
  auto const h = sudoku::clue(s, level);
  std::vector<std::string> cells, houses, digits;
  for (int c : h.cells) cells.push_back(sudoku::cell_name(s.side, c));
  for (int u : h.houses) houses.push_back(sudoku::house_name(s.side, u));
  for (int d = 1; d <= 64; ++d)
    if ((h.digits >> (d - 1)) & 1u) digits.push_back(std::to_string(d));
  std::string out = "{\"level\": " + std::to_string(static_cast<int>(level)) + ", \"technique\": " +
                    json_string(std::string(sudoku::name(s.tech))) + ", \"rating\": " + json_rating(s.rating) +
                    ", \"text\": " + json_string(h.text);
  if (level == sudoku::hint_level::where) {
    std::string ds = "[";
    for (std::size_t i = 0; i < digits.size(); ++i) ds += (i ? ", " : "") + digits[i];
    out += ", \"cells\": " + json_list(cells) + ", \"houses\": " + json_list(houses) + ", \"digits\": " + ds + "]";
  }
  return out + "}";
}

// Continuation lines of a step (a forcing chain's chains) indented under its text.
std::string indented(std::string const& text, std::size_t by) {
  std::string out;
  for (char ch : text) {
    out += ch;
    if (ch == '\n') out += std::string(by, ' ');
  }
  return out;
}

// "puzzles.txt-3" from "dir/puzzles.txt:3", "stdin-1" from "<stdin>:1".
std::string file_stem(std::string const& where) {
  std::string s = where;
  if (auto slash = s.rfind('/'); slash != std::string::npos) s = s.substr(slash + 1);
  std::string out;
  for (char ch : s) {
    if (ch == '<' || ch == '>') continue;
    out += ch == ':' ? '-' : ch;
  }
  return out;
}

void write_file(std::string const& path, std::string const& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  f.close();
  if (!f) throw std::runtime_error("cannot write '" + path + "'");
}

template <int N>
void analyse_board(sudoku::grid const& puzzle, logic_context const& ctx, outcome& o) {
  logic_request const& req = *ctx.request;
  bool const json = req.json;
  bool const marked = !puzzle.marks.empty();
  std::string const line = render(puzzle, format::line, ctx.symbols);
  std::string const head = json ? "{\"source\": " + json_string(ctx.where) + ", \"puzzle\": " + json_string(line) +
                                      (marked ? ", \"candidates\": " + json_string(sudoku::to_marks_line(puzzle)) : "")
                                : std::string();
  // The board a person's pencil marks make, drawn (a grid of candidates).
  auto const marks_text = [](sudoku::candidate_grid<N> const& g) {
    std::string t = sudoku::to_marks_grid(g);
    while (!t.empty() && t.back() == '\n') t.pop_back();
    return t;
  };
  auto const start = sudoku::candidate_grid<N>::from_grid(puzzle);
  // explain's first lines: the puzzle, and its pencil marks when given.
  std::string const shown = marked ? line + "\n" + marks_text(start) : line;
  // One deadline for the uniqueness count and the path; Ctrl-C ends both.
  auto const begun = std::chrono::steady_clock::now();
  sudoku::stop_check stop;
  stop.token = interruption();
  seek::limits lim;
  lim.cancel = interruption();
  if (ctx.bounds != nullptr) {
    if (ctx.bounds->timeout != std::chrono::nanoseconds::max()) {
      stop.deadline = begun + ctx.bounds->timeout;
      lim.time = ctx.bounds->timeout;
    }
    if (ctx.bounds->max_nodes != 0) lim.nodes = ctx.bounds->max_nodes;
  }
  // What a stopped record writes: `partial` (the steps so far, explain) then why.
  auto stopped = [&](std::string const& why, std::string const& partial) {
    o.result = verdict::stopped;
    o.rating = -1;
    o.text = json ? head + ", \"result\": \"stopped\", \"reason\": " + json_string(why) + "}"
         : ctx.cmd == command::explain ? shown + "\n" + partial + why
                                       : why;
  };
  seek::statistics count_stats;
  auto const solutions = sudoku::count(sudoku::board<N>::from_grid(puzzle), 2, count_stats, lim);
  if (solutions < 2 && count_stats.truncated()) {
    stopped(stop_message(count_stats.stopped) + " (checking that the puzzle has one solution)", "");
    return;
  }
  if (solutions == 0) {
    o.result = verdict::no_solution;
    o.text = json ? head + ", \"result\": \"no solution\"}"
             : ctx.cmd == command::explain ? shown + "\nno solution"
                                           : std::string("no solution");
    return;
  }
  // Pencil marks that remove a digit of the (one) solution leave none.
  if (marked && solutions == 1) {
    if (auto const solved = sudoku::solve(sudoku::board<N>::from_grid(puzzle))) {
      auto const solution = solved->to_grid();
      for (std::size_t c = 0; c < puzzle.cells.size(); ++c) {
        int const d = solution.cells[c];
        if (puzzle.cells[c] != 0 || ((puzzle.marks[c] >> (d - 1)) & 1u)) continue;
        std::string const why = "no solution: the pencil marks remove " + std::to_string(d) + " from " +
                                sudoku::cell_name(N * N, static_cast<int>(c)) + ", the solution's digit there";
        o.result = verdict::no_solution;
        o.text = json ? head + ", \"result\": \"no solution\", \"reason\": " + json_string(why.substr(13)) + "}"
                 : ctx.cmd == command::explain ? shown + "\n" + why
                                               : why;
        return;
      }
    }
  }
  // Why the path stopped, when it did.
  auto const why_stopped = [&] { return interrupted() ? std::string("interrupted") : std::string("time limit reached"); };
  o.result = solutions >= 2 ? verdict::several : verdict::solved;
  sudoku::solver_options so;
  // Uniqueness techniques would be unsound on a puzzle with several solutions.
  so.uniqueness = req.uniqueness && solutions == 1;
  // Nor can any deduction finish such a puzzle: the nested forcing chains,
  // which would search its many candidates for minutes, are left out.
  if (req.up_to >= 0) so.up_to = static_cast<sudoku::technique>(req.up_to);
  if (solutions >= 2 && static_cast<int>(so.up_to) > static_cast<int>(sudoku::technique::forcing_chain_plus))
    so.up_to = sudoku::technique::forcing_chain_plus;
  // Stuck below the whole catalogue because --up-to asked for less: said so.
  bool const limited = req.up_to >= 0 && req.up_to < static_cast<int>(sudoku::technique::doubly_nested_forcing_chain);
  std::string const up_to_text = limited ? " up to " + technique_name(req.up_to) : std::string();
  so.stop = stop;
  so.nested_only_when_unique = false;  // the solutions are counted above
  if (ctx.cmd == command::rate && solutions >= 2) {
    o.text = json ? head + ", \"result\": \"multiple solutions\"}" : std::string("multiple solutions");
    return;
  }
  std::string const svg_base = req.svg_dir.empty() ? std::string() : req.svg_dir + "/" + file_stem(ctx.where);
  auto picture = [&](sudoku::candidate_grid<N> const& g, sudoku::step const& s, std::size_t k) {
    if (!svg_base.empty()) write_file(svg_base + "-" + std::to_string(k) + ".svg", sudoku::to_svg(g, s));
  };

  if (ctx.cmd == command::hint) {
    auto const s = sudoku::next_step(start, so);
    if (!s && stop.requested()) return stopped(why_stopped(), "");
    bool const filled = start.solved();
    auto const level = static_cast<sudoku::hint_level>(req.hint_level);
    bool const whole = level == sudoku::hint_level::step;
    if (s && whole) picture(start, *s, 1);  // a picture is the whole step
    char const* what = s ? "step" : filled ? "solved" : "stuck";
    if (s) o.rating = s->rating, o.hardest = static_cast<int>(s->tech);
    o.stuck = !s && !filled;
    if (json) {
      o.text = head + ", \"result\": \"" + (solutions >= 2 ? "multiple solutions" : what) +
               "\", \"step\": " + (!s ? std::string("null") : whole ? step_json(*s) : clue_json(*s, level)) + "}";
    } else if (!s) {
      o.text = filled                ? "solved"
               : solutions >= 2 ? "stuck: no technique" + up_to_text + " applies (the puzzle has several solutions)"
                                : "stuck: no technique" + up_to_text + " applies";
      if (req.show && !filled) o.text += "\n" + marks_text(start);
    } else if (!whole) {
      std::string const prefix = std::string(solutions >= 2 ? "multiple solutions: " : "") + "[" +
                                 sudoku::rating_text(s->rating) + "] ";
      o.text = prefix + sudoku::hint_text(*s, level);
      if (req.show) o.text += "\n" + marks_text(start);
    } else {
      // A puzzle with several solutions says so first: the step is sound, but
      // no path can end in one solution.
      std::string const prefix = std::string(solutions >= 2 ? "multiple solutions: " : "") + "[" +
                                 sudoku::rating_text(s->rating) + "] ";
      o.text = req.show ? prefix + sudoku::to_ansi(start, *s, ctx.colour) : prefix + indented(sudoku::to_string(*s), 4);
      while (!o.text.empty() && o.text.back() == '\n') o.text.pop_back();
    }
    return;
  }

  auto const path = sudoku::explain(start, so);
  // A path stuck before Forcing chain (+) (--up-to) is rated by its steps
  // only: a lower bound, but not 9.5.
  auto const r = sudoku::rating_of(
      path, static_cast<int>(so.up_to) >= static_cast<int>(sudoku::technique::forcing_chain_plus));
  if (path.stopped && ctx.cmd == command::rate) {
    std::string const so_far = r.steps == 0 ? std::string()
                                            : ">=" + sudoku::rating_text(r.rating) + " " +
                                                  technique_name(static_cast<int>(r.hardest)) + " so far; ";
    return stopped(so_far + why_stopped(), "");
  }
  o.stuck = !path.solved;
  o.rating = r.rating;
  o.hardest = static_cast<int>(r.hardest);
  o.techniques.assign(r.histogram.begin(), r.histogram.end());
  std::string const result = solutions >= 2 ? "multiple solutions" : path.solved ? "solved" : "stuck";
  std::string const rating = r.text();

  if (ctx.cmd == command::rate) {
    if (json) {
      std::string techs = "{";
      for (int t = 0; t < sudoku::technique_count; ++t)
        if (int const n = r.histogram[static_cast<std::size_t>(t)]; n != 0)
          techs += (techs.size() > 1 ? ", " : "") + json_string(technique_name(t)) + ": " + std::to_string(n);
      o.text = head + ", \"result\": \"" + result + "\", \"rating\": " + json_rating(r.rating) +
               ", \"lower_bound\": " + (path.solved ? "false" : "true") + ", \"band\": \"" +
               se_band_name(r.rating) + "\", \"hardest\": " + json_string(technique_name(o.hardest)) +
               ", \"steps\": " + std::to_string(r.steps) + ", \"techniques\": " + techs + "}}";
    } else {
      // No step at all up to --up-to's technique: no hardest one to name.
      o.text = limited && !path.solved && r.steps == 0 ? rating + " (no step" + up_to_text + ")"
                                                       : rating + " " + technique_name(o.hardest);
    }
    return;
  }

  // explain
  std::string steps;
  auto g = start;
  for (std::size_t k = 0; k < path.steps.size(); ++k) {
    auto const& s = path.steps[k];
    picture(g, s, k + 1);
    if (json) {
      steps += (k ? ",\n    " : "\n    ") + step_json(s);
    } else {
      std::string const prefix = std::to_string(k + 1) + ". [" + sudoku::rating_text(s.rating) + "] ";
      if (req.show) steps += prefix + sudoku::to_ansi(g, s, ctx.colour) + "\n";
      else steps += prefix + indented(sudoku::to_string(s), prefix.size()) + "\n";
    }
    sudoku::apply(g, s);
  }
  if (path.stopped && !json) {
    std::string const n = std::to_string(path.steps.size()) + (path.steps.size() == 1 ? " step" : " steps");
    return stopped("stopped after " + n + ": " + why_stopped() + "\n" + marks_text(g), steps);
  }
  if (path.stopped) return stopped(why_stopped(), "");
  if (json) {
    o.text = head + ", \"result\": \"" + result + "\", \"rating\": " + json_rating(r.rating) +
             ", \"lower_bound\": " + (path.solved ? "false" : "true") + ", \"hardest\": " +
             json_string(technique_name(o.hardest)) + ", \"final\": " +
             json_string(render(path.final, format::line, ctx.symbols)) + ", \"final_candidates\": " +
             json_string(sudoku::to_marks_line(path.final)) + ", \"steps\": [" + steps +
             (steps.empty() ? "]}" : "\n  ]}");
    return;
  }
  std::string const n = std::to_string(path.steps.size()) + (path.steps.size() == 1 ? " step" : " steps");
  // Stuck on a puzzle with several solutions says so: no deduction can choose
  // between them, whatever the rating of the steps before.
  // Stuck: the board as far as it got, with the candidates left (the
  // eliminations the steps made).
  std::string const final_line = marks_text(g);
  std::string end = path.solved       ? "solved in " + n + "; SE " + rating + " (" + technique_name(o.hardest) + ")"
                    : solutions >= 2 ? "stuck after " + n + ": the puzzle has several solutions, which no deduction "
                                                            "can choose between\n" +
                                           final_line
                    : limited ? "stuck after " + n + ": no technique" + up_to_text + " applies; SE " + rating + "\n" +
                                    final_line
                              : "stuck after " + n + ": no technique of seek's applies; SE " + rating +
                                    " (needs more than doubly nested forcing chains)\n" + final_line;
  if (solutions >= 2) end += "\nmultiple solutions: the path uses no uniqueness technique";
  o.text = shown + "\n" + steps + end;
}

}  // namespace

void analyse(sudoku::grid const& puzzle, logic_context const& ctx, outcome& o) {
  if (puzzle.box < sudoku::min_box || puzzle.box > sudoku::max_logic_box) {
    o.result = verdict::error;
    int const side = puzzle.box * puzzle.box;
    o.failure = "explain, hint and rate take boards up to 25x25, not " + std::to_string(side) + "x" +
                std::to_string(side);
    return;
  }
  sudoku::with_box<sudoku::min_box, sudoku::max_logic_box>(
      puzzle.box, [&]<int N>(sudoku::box_constant<N>) { analyse_board<N>(puzzle, ctx, o); });
}

std::optional<int> technique_for_generate(std::string const& name) {
  auto const t = sudoku::technique_from_string(name);
  if (!t || !on_paths(*t)) return std::nullopt;
  return static_cast<int>(*t);
}

std::string generate_technique_names() {
  std::string out;
  for (int i = 0; i < sudoku::technique_count; ++i) {
    auto const t = static_cast<sudoku::technique>(i);
    if (!on_paths(t)) continue;
    out += (out.empty() ? "" : ", ") + sudoku::technique_key(t);
  }
  return out;
}

std::optional<int> technique_for_up_to(std::string const& name) {
  auto const t = sudoku::technique_from_string(name);
  if (!t || !in_solver_order(*t)) return std::nullopt;
  return static_cast<int>(*t);
}

std::string up_to_technique_names() {
  std::string out;
  for (int i = 0; i < sudoku::technique_count; ++i) {
    auto const t = static_cast<sudoku::technique>(i);
    if (!in_solver_order(t)) continue;
    out += (out.empty() ? "" : ", ") + sudoku::technique_key(t);
  }
  return out;
}

rated_generated generate_on_target(int box, sudoku::generate_options const& base, generate_request const& r,
                                   seek::xoshiro256ss& gen) {
  sudoku::rated_generate_options o;
  o.puzzle = base;
  o.puzzle.difficulty = sudoku::difficulty::any;
  if (!r.technique.empty()) {
    auto const t = technique_for_generate(r.technique);
    if (!t) throw std::invalid_argument("unknown technique '" + r.technique + "'");
    o.needs = static_cast<sudoku::technique>(*t);
  }
  o.solver.stop.token = interruption();  // Ctrl-C ends the attempt under way
  if (r.min_rating >= 0) o.min_rating = r.min_rating;
  if (r.max_rating >= 0) o.max_rating = r.max_rating;
  auto p = sudoku::generate_rated(box, o, gen);
  return {std::move(p.puzzle), std::move(p.solution), p.clues, p.attempts};
}

std::optional<se_summary> se_rate(sudoku::grid const& puzzle) {
  if (puzzle.box > 3) return std::nullopt;
  auto const r = sudoku::rate_se(puzzle);
  return se_summary{r.rating, static_cast<int>(r.hardest), r.solved};
}

}  // namespace seek_sudoku
