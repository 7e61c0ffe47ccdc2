#include "records.hpp"

#include <algorithm>
#include <atomic>
#include <string>
#include <memory>
#include <vector>

#include <oneapi/tbb/concurrent_queue.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>

#include "signals.hpp"

namespace seek_sudoku {

namespace {

// Reports what is wrong with `item` on `err`, after the reader's notes that
// came with it, and counts it: an unreadable input ("seek-sudoku: cannot
// open ..."; false: not a record), an invalid record ("file:line:col:
// message"). True for a record, invalid or not, which then gets its result.
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

}  // namespace

unsigned batch_threads(unsigned requested, stderr_reporter& err) {
  auto const allowed = static_cast<unsigned>(
      tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism));
  if (requested == 0) return std::min(static_cast<unsigned>(tbb::info::default_concurrency()), allowed);
  if (requested <= allowed) return requested;
  err.message("seek-sudoku: note: --threads " + std::to_string(requested) + ": oneTBB runs at most " +
              std::to_string(allowed) + " here; using " + std::to_string(allowed));
  return allowed;
}

verdict judge(std::uint64_t found, std::uint64_t wanted, seek::statistics const& stats) {
  if (found >= wanted) return found >= 2 ? verdict::several : verdict::solved;
  if (stats.truncated()) return verdict::stopped;
  if (found == 0) return verdict::no_solution;
  return found >= 2 ? verdict::several : verdict::solved;
}

void add(tally& t, outcome const& o) {
  t.solutions += o.count;
  t.nodes += o.stats.nodes;
  t.failures += o.stats.failures;
  t.search_seconds += o.seconds;
  switch (o.result) {
    case verdict::solved: ++t.solved; break;
    case verdict::several: ++t.solved, ++t.several; break;
    case verdict::no_solution: ++t.no_solution; break;
    case verdict::stopped: ++t.stopped; break;
    case verdict::error: ++t.errors; break;
  }
}

void for_each_record(options const& opt, unsigned threads, stdout_writer& out, stderr_reporter& err,
                     progress_meter& progress, tally& t, std::function<void(job&)> const& work,
                     std::function<void(job const&)> const& emit) {
  puzzle_source source(opt.files, opt.parsing);
  // A few records per thread keep every thread busy while the writer waits
  // for a slow one; no more, so memory does not depend on the input. On one
  // thread, one record at a time: its results are out before the next is read.
  std::size_t const tokens = threads > 1 ? std::size_t{4} * threads : 1;
  std::vector<std::unique_ptr<job>> jobs;  // touched by the serial reader only
  tbb::concurrent_queue<job*> idle;
  std::atomic<bool> halt{false};

  auto read = [&](tbb::flow_control& fc) -> job* {
    job* j = nullptr;
    if (!idle.try_pop(j)) {
      jobs.push_back(std::make_unique<job>());
      j = jobs.back().get();
    }
    if (halt.load(std::memory_order_relaxed) || interrupted() || !source.next(j->in)) {
      idle.push(j);
      fc.stop();
      return nullptr;
    }
    return j;
  };
  auto search = [&](job* j) {
    j->out = outcome{};
    if (j->in.what == input_item::kind::puzzle) work(*j);
    return j;
  };
  auto write = [&](job* j) {
    if (take_record(j->in, err, t)) emit(*j);
    // The job carries where the reader was: the reader runs on another
    // thread meanwhile.
    progress.update(t.records, j->in.progress, *j->in.source);
    if (out.closed() || out.failed()) halt.store(true, std::memory_order_relaxed);
    idle.push(j);
  };
  tbb::task_arena arena(static_cast<int>(threads));
  arena.execute([&] {
    tbb::parallel_pipeline(
        tokens, tbb::make_filter<void, job*>(tbb::filter_mode::serial_in_order, read) &
                    tbb::make_filter<job*, job*>(
                        threads > 1 ? tbb::filter_mode::parallel : tbb::filter_mode::serial_in_order, search) &
                    tbb::make_filter<job*, void>(tbb::filter_mode::serial_in_order, write));
  });
}

}  // namespace seek_sudoku
