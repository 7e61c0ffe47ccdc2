#include "records.hpp"

namespace seek_sudoku {

bool take_record(input_item const& item, stderr_reporter& err, tally& t) {
  for (auto const& note : item.notes) err.message(note);
  if (item.what == input_item::kind::notes_only) return false;
  if (item.what == input_item::kind::unreadable) {
    ++t.unreadable;
    err.error(item.problem);
    return false;
  }
  ++t.records;
  if (item.what == input_item::kind::invalid) {
    ++t.invalid;
    err.message(diagnostic(item));
  }
  return true;
}

}  // namespace seek_sudoku
