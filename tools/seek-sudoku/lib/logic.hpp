// logic.hpp: the tool's one door to seek/sudoku/logic (solving like a
// person, the Sudoku Explainer rating, generation by technique), compiled
// once, in logic.cpp: the whole catalogue of techniques is instantiated
// there for each box size 2..5, and nowhere else in the tool.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <seek/core/random.hpp>
#include <seek/sudoku/generate/generate.hpp>
#include <seek/sudoku/io/grid.hpp>

#include "options.hpp"
#include "records.hpp"

namespace seek_sudoku {

/// What explain, hint and rate need to write one puzzle's result.
struct logic_context {
  command cmd = command::explain;
  logic_request const* request = nullptr;
  seek::sudoku::alphabet symbols = seek::sudoku::alphabet::automatic;
  bool colour = false;  // --show: ANSI colours (standard output is a terminal)
  std::string where;    // "file:line" of the record
  /// --timeout and --max-nodes (the uniqueness count's states); Ctrl-C and
  /// SIGTERM stop the path too (signals.hpp). Null: no limit but the signals.
  search_bounds const* bounds = nullptr;
};

/// Fills `o` for `puzzle`: its verdict (solved also for a stuck path; several,
/// no_solution; stopped when a limit or a signal ended the path or the
/// uniqueness count first; error with the reason for a board the catalogue
/// does not take), the text to write (explain: the path; hint: the next step; rate:
/// the rating; text or JSON) and what rate's summary counts. Writes the SVG
/// pictures of --svg.
void analyse(seek::sudoku::grid const& puzzle, logic_context const& ctx, outcome& o);

/// The JSON of an invalid record (explain, hint, rate --format json).
std::string invalid_json(std::string const& where, std::string const& message);

/// JSON string literal of `text`.
std::string json_string(std::string const& text);

/// The name of the technique numbered `t` ("X-Wing").
std::string technique_name(int t);
/// Number of techniques.
int technique_total();
/// A rating in tenths as SE writes it: 71 -> "7.1".
std::string rating_text(int tenths);
/// The band of an SE rating: easy, medium, hard or fiendish (seek::sudoku::se_band).
char const* se_band_name(int tenths);

/// generate --technique: the technique named `name`, or nothing.
std::optional<int> technique_for_generate(std::string const& name);
/// The names generate --technique takes, "full-house, hidden-single, ...".
std::string generate_technique_names();

/// explain, hint and rate --up-to: the technique named `name` (as generate
/// --technique reads names), any the solver tries in its order, or nothing.
std::optional<int> technique_for_up_to(std::string const& name);
/// The names --up-to takes, "full-house, hidden-single, ...", in the solver's order.
std::string up_to_technique_names();

/// One puzzle of a generate run with an SE target (--technique, --rating):
/// seek::sudoku::generate_rated on the run's stream. Throws
/// std::invalid_argument for bad options, seek::sudoku::generate_error when
/// no attempt meets the target.
struct rated_generated {
  seek::sudoku::grid puzzle;
  seek::sudoku::grid solution;
  int clues = 0;
  int attempts = 0;
};
rated_generated generate_on_target(int box, seek::sudoku::generate_options const& base, generate_request const& r,
                                   seek::xoshiro256ss& gen);

/// The SE rating of a generated puzzle (box size 2 or 3, where SE's weights
/// mean something; nothing for larger boards), and its hardest technique.
struct se_summary {
  int rating = 0;
  int hardest = 0;
  bool solved = false;
};
std::optional<se_summary> se_rate(seek::sudoku::grid const& puzzle);

}  // namespace seek_sudoku
