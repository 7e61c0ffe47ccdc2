// records.hpp: the one way every subcommand that reads puzzles takes its
// records: unreadable inputs and invalid records reported and counted alike,
// and the loop ended alike (input done, reader of stdout gone, a signal).
#pragma once

#include "input.hpp"
#include "output.hpp"
#include "report.hpp"
#include "signals.hpp"

namespace seek_sudoku {

/// Counts `item` into `t` and reports what is wrong with it on `err`, after
/// the reader's notes that came with it ("file:line:col: note: ..."): an
/// unreadable input ("seek-sudoku: cannot open ..."; returns false: not a
/// record), an invalid record ("file:line:col: message"). True for a record,
/// invalid or not, which then gets its result.
bool take_record(input_item const& item, stderr_reporter& err, tally& t);

/// The records of `source` in order, each taken as above and passed to
/// `on_record`, until the input ends, standard output is closed or failed,
/// or a signal arrives.
template <class F>
void for_each_record(puzzle_source& source, stdout_writer const& out, stderr_reporter& err, tally& t,
                     F on_record) {
  input_item item;
  while (!out.closed() && !out.failed() && !interrupted() && source.next(item))
    if (take_record(item, err, t)) on_record(item);
}

}  // namespace seek_sudoku
