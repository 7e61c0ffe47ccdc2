// fuzz/cli_input.cpp: seek-sudoku's record handling on arbitrary bytes.
//
// The bytes go to a file, which the tool's own puzzle_source reads (as the
// tool does for `seek-sudoku solve FILE`), with both alphabets; each puzzle
// goes through the tool's search_solutions with node, frontier and time
// bounds made by the tool's to_limits, under each strategy and order. Checks:
// every item is a well-formed puzzle or an error inside the file; every
// solution the tool would print solves its puzzle; a search the bounds cut
// short says so (limited()) rather than looking like "no solution".
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <variant>

#include <unistd.h>

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/solve/solve.hpp>

#include "lib/input.hpp"
#include "lib/search.hpp"
#include "check.hpp"

namespace {

using seek_fuzz::require;
using namespace seek_sudoku;

std::string const& scratch_file() {
  static std::string const path = "/tmp/seek-fuzz-cli-" + std::to_string(::getpid()) + ".txt";
  return path;
}

void write_file(std::string const& path, std::uint8_t const* data, std::size_t size) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  require(f != nullptr, "cannot create the scratch file", path);
  if (size != 0) require(std::fwrite(data, 1, size, f) == size, "cannot write the scratch file");
  std::fclose(f);
}

void search_each_way(seek::sudoku::grid const& puzzle, std::uint64_t max_nodes) {
  search_bounds bounds;
  bounds.max_nodes = max_nodes;
  bounds.max_frontier = 5000;
  bounds.timeout = std::chrono::seconds(2);
  for (auto s : {strategy::first_empty, strategy::fewest, strategy::propagate})
    for (auto o : {order::dfs, order::bfs}) {
      std::uint64_t seen = 0;
      search_result const r = search_solutions(puzzle, s, o, bounds, [&](state_ref const& ref) {
        auto const g = ref.to_grid();
        require(seek_fuzz::solves(puzzle, g), "the tool would print a wrong solution:", seek::sudoku::to_line(g));
        return ++seen < 3;  // like `count --limit 3`
      });
      require(r.solutions == seen, "solution count differs from the visitor's");
      require(r.stopped_by_visitor == (seen == 3), "stopped_by_visitor");
      if (!r.stopped_by_visitor)
        require(r.stats.stopped != seek::stop_reason::none, "search ended without a reason");
      require(r.stats.nodes <= max_nodes, "node bound overrun");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  std::string const& path = scratch_file();
  write_file(path, data, size);
  std::size_t lines = 1;
  for (std::size_t i = 0; i < size; ++i) lines += data[i] == '\n';
  for (auto a : {seek::sudoku::alphabet::automatic, seek::sudoku::alphabet::hex}) {
    puzzle_source source({path}, seek::sudoku::parse_options{a});
    input_item item;
    std::size_t items = 0;
    while (source.next(item)) {
      require(++items <= lines + 1, "more items than lines");
      require(item.source != nullptr && *item.source == path, "item without its file name");
      switch (item.what) {
        case input_item::kind::unreadable: seek_fuzz::fail("a readable file reported unreadable:", item.problem);
        case input_item::kind::invalid: {
          auto const& e = std::get<seek::sudoku::parse_error>(item.record.value);
          require(!e.message.empty() && e.line >= 1 && e.line <= lines && e.column >= 1, "bad parse_error");
          break;
        }
        case input_item::kind::puzzle: {
          auto const& g = std::get<seek::sudoku::grid>(item.record.value);
          seek_fuzz::require_well_formed(g);
          // Big boards cost more per node: keep each input's work small.
          search_each_way(g, g.box <= 3 ? 2000 : g.box <= 5 ? 100 : 10);
          break;
        }
        case input_item::kind::notes_only:
          // The reader's last word: notes on lines skipped after the last record.
          require(!item.notes.empty(), "a notes-only item without notes");
          for (auto const& note : item.notes)
            require(note.rfind(path + ":", 0) == 0 && note.find(": note: ") != std::string::npos,
                    "a note not of the form file:line:col: note: message");
          break;
      }
    }
  }
  return 0;
}
