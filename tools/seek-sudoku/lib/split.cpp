// split.cpp: one puzzle on several threads, and counts that stop and resume
// from a checkpoint file (the searches themselves: engine.cpp).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <system_error>

#include <seek/scale/checkpoint.hpp>
#include <seek/sudoku/io/format.hpp>

#if SEEK_SUDOKU_PARALLEL
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/task_arena.h>
#endif
#if SEEK_SUDOKU_MPI
#include "mpi_count.hpp"
#endif
#include "engine.hpp"
#include "search.hpp"
#include "signals.hpp"
#include "split.hpp"

namespace seek_sudoku {

namespace {


#if SEEK_SUDOKU_PARALLEL
// A stop source that the first SIGINT / SIGTERM trips too: a split search
// stops for either (seek::limits has one stop token).
class stopper {
 public:
  stopper() : relay_(interruption(), relay{&source_}) {}
  [[nodiscard]] std::stop_token token() const noexcept { return source_.get_token(); }
  [[nodiscard]] std::stop_source& source() noexcept { return source_; }

 private:
  struct relay {
    std::stop_source* s;
    void operator()() const noexcept { s->request_stop(); }
  };
  std::stop_source source_;
  std::stop_callback<relay> relay_;
};

// The count of one puzzle on the calling arena's threads, stopping at
// `cap` solutions (0: none).
search_result split_count(seek::sudoku::grid const& puzzle, strategy successors, search_bounds const& bounds,
                          std::uint64_t cap) {
  stopper stop;
  seek::limits lim = limits_for(bounds, puzzle.box);
  lim.cancel = stop.token();
  std::atomic<std::uint64_t> hits{0};
  // The shared count is kept only when the cap or the progress line needs it.
  std::atomic<std::uint64_t>* const found = bounds.found != nullptr ? bounds.found : cap != 0 ? &hits : nullptr;
  search_result r = parallel_count(puzzle, successors, lim, cap, found, stop.source());
  if (cap != 0 && r.solutions >= cap) {  // the cap stopped it, not a limit
    r.solutions = cap;
    r.stats.stopped = seek::stop_reason::none;
  }
  return r;
}
#endif

// The sequential count, as solve and enumerate search (any order), stopping
// at `cap` solutions (0: none).
search_result count_in_order(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds,
                             std::uint64_t cap) {
  std::uint64_t found = 0;
  search_result r = search_solutions(puzzle, opt.successors, opt.search_order, bounds, [&](state_ref const&) {
    if (bounds.found != nullptr) bounds.found->fetch_add(1, std::memory_order_relaxed);
    return ++found != cap;
  });
  r.solutions = found;
  return r;
}

// What a checkpoint belongs to: the successor function (the paths are its
// child indices) and the puzzle.
std::string checkpoint_tag(seek::sudoku::grid const& puzzle, strategy s) {
  return std::string("seek-sudoku count --strategy ") + to_string(s) + " " + seek::sudoku::to_line(puzzle);
}

// One checkpoint file holds one puzzle's count: the first puzzle of the run
// takes it.
void claim(std::string const& file, std::string const& tag) {
  static std::mutex m;
  static std::string owner;
  std::lock_guard lock(m);
  if (owner.empty()) {
    owner = tag;
    return;
  }
  throw std::runtime_error("--checkpoint " + file +
                           ": the file holds one puzzle's count, and an earlier puzzle of this run "
                           "has it; count one puzzle per checkpoint");
}

search_result count_with_checkpoint(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds) {
  std::string const& file = opt.checkpoint;
  std::string const tag = checkpoint_tag(puzzle, opt.successors);
  claim(file, tag);
  checkpoint cp;
  std::error_code ec;
  if (std::filesystem::exists(file, ec)) {
    cp = seek::load_checkpoint(file);
    if (cp.tag != tag)
      throw std::runtime_error(file + ": this checkpoint is of another count ('" + cp.tag.substr(0, 120) +
                               (cp.tag.size() > 120 ? "...'" : "'") +
                               "), not of this puzzle with --strategy " + to_string(opt.successors) +
                               "; remove the file or name another one");
  } else {
    cp.tag = tag;
  }
  search_result r;
#if SEEK_SUDOKU_MPI
  if (opt.on_ranks) r = count_on_ranks(puzzle, opt, cp);
#endif
  if (!opt.on_ranks) r = checkpoint_count(puzzle, opt.successors, limits_for(bounds, puzzle.box), cp, bounds.found);
  r.solutions = cp.count;
  if (cp.finished())
    std::filesystem::remove(file, ec);  // done: nothing to resume
  else
    seek::save_checkpoint(cp, file);
  return r;
}

// The count by enumeration, stopping at `cap` solutions (0: none): on the
// MPI ranks, split over the calling arena's threads, or in order.
search_result enumerate_count(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds,
                              std::uint64_t cap) {
  bool const depth_first = opt.search_order == order::dfs;
#if SEEK_SUDOKU_MPI
  if (opt.on_ranks && cap == 0 && depth_first) {
    checkpoint cp;
    search_result r = count_on_ranks(puzzle, opt, cp);
    r.solutions = cp.count;
    return r;
  }
#endif
#if SEEK_SUDOKU_PARALLEL
  if (depth_first && tbb::this_task_arena::max_concurrency() > 1)
    return split_count(puzzle, opt.successors, bounds, cap);
#else
  (void)depth_first;
#endif
  return count_in_order(puzzle, opt, bounds, cap);
}

// The exact count of a puzzle that may have many solutions: enumerated up to
// memo_threshold() of them (the same search as without the memo),
// and when it has more, counted again from the start by memo on this
// thread, within what the limits leave. The statistics are both searches'.
search_result count_then_memo(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds) {
  auto const start = std::chrono::steady_clock::now();
  std::uint64_t const after = memo_threshold();
  search_result const first = enumerate_count(puzzle, opt, bounds, after);
  if (first.solutions < after || first.limited()) return first;
  seek::limits lim = limits_for(bounds, puzzle.box);
  if (lim.nodes != seek::limits::unlimited) lim.nodes = lim.nodes > first.stats.nodes ? lim.nodes - first.stats.nodes : 1;
  if (bounds.timeout != std::chrono::nanoseconds::max())
    lim.time = std::max(std::chrono::nanoseconds(1),
                        bounds.timeout - std::chrono::duration_cast<std::chrono::nanoseconds>(
                                             std::chrono::steady_clock::now() - start));
  search_result r = memo_count(puzzle, lim);
  if (r.limited()) r.solutions = std::max(r.solutions, first.solutions);  // a lower bound either way
  r.stats.nodes += first.stats.nodes;
  r.stats.expanded += first.stats.expanded;
  r.stats.failures += first.stats.failures;
  r.stats.depth = std::max(r.stats.depth, first.stats.depth);
  r.stats.frontier = std::max(r.stats.frontier, first.stats.frontier);
  if (bounds.found != nullptr) bounds.found->store(r.solutions, std::memory_order_relaxed);
  return r;
}

}  // namespace

search_result count_solutions(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds) {
  if (!opt.checkpoint.empty()) return count_with_checkpoint(puzzle, opt, bounds);
  // An exact count, depth-first, on this process: by memo when it pays.
  if (opt.memo && opt.limit == 0 && opt.search_order == order::dfs && !opt.on_ranks)
    return count_then_memo(puzzle, opt, bounds);
  return enumerate_count(puzzle, opt, bounds, opt.limit);
}

#if SEEK_SUDOKU_PARALLEL
search_result split_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                              search_bounds const& bounds, solution_visitor const& visit,
                              unsigned threads) {
  tbb::task_arena arena(threads == 0 ? tbb::info::default_concurrency() : static_cast<int>(threads));
  stopper stop;
  seek::limits lim = limits_for(bounds, puzzle.box);
  lim.cancel = stop.token();
  search_result r;
  arena.execute([&] { r = parallel_walk(puzzle, successors, lim, visit, stop.source()); });
  if (r.stopped_by_visitor && !interrupted()) r.stats.stopped = seek::stop_reason::none;
  return r;
}
#else
search_result split_solutions(seek::sudoku::grid const& puzzle, strategy successors, search_bounds const& bounds,
                              solution_visitor const& visit, unsigned) {
  return search_solutions(puzzle, successors, order::dfs, bounds, visit);
}
#endif

}  // namespace seek_sudoku
