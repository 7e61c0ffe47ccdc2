// split.cpp: one puzzle on several threads, and counts that stop and resume
// from a checkpoint file. Like search.cpp, a place where the board type is
// known: each function here is instantiated for 7 sizes x 3 successor
// functions.
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <system_error>
#include <type_traits>

#include <seek/scale/checkpoint.hpp>
#include <seek/scale/count.hpp>
#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/sudoku.hpp>

#if SEEK_SUDOKU_PARALLEL
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/scale/parallel.hpp>

#include "split.hpp"
#endif
#if SEEK_SUDOKU_MPI
#include "mpi_count.hpp"
#endif
#include "dispatch.hpp"
#include "search.hpp"
#include "signals.hpp"

namespace seek_sudoku {

namespace {

using seek::checkpoint;

// A solution, added to `*found` (the progress line's count) when given.
struct is_complete {
  std::atomic<std::uint64_t>* found = nullptr;
  template <class Board>
  bool operator()(Board const& b) const noexcept {
    if (!b.complete()) return false;
    if (found != nullptr) found->fetch_add(1, std::memory_order_relaxed);
    return true;
  }
};

#if SEEK_SUDOKU_PARALLEL
template <class Board>
seek::sudoku::grid convert(void const* b) {
  return static_cast<Board const*>(b)->to_grid();
}

// A stop source that the first SIGINT / SIGTERM trips too: a split search
// stops for either (seek::limits has one stop token).
class stopper {
 public:
  stopper() : relay_(interruption(), relay{&source_}) {}
  [[nodiscard]] std::stop_token token() const noexcept { return source_.get_token(); }
  void stop() noexcept { source_.request_stop(); }

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
template <class Board, class Next>
search_result split_count(Board const& root, Next next, search_bounds const& bounds, std::uint64_t cap) {
  search_result r;
  stopper stop;
  seek::limits lim = to_limits(bounds, sizeof(Board));
  lim.cancel = stop.token();
  std::atomic<std::uint64_t> hits{0};
  // The shared count is kept only when the cap or the progress line needs it.
  std::atomic<std::uint64_t>* const found = bounds.found != nullptr ? bounds.found : cap != 0 ? &hits : nullptr;
  auto solution = [found, &stop, cap](Board const& b) {
    if (!b.complete()) return false;
    if (found == nullptr) return true;
    if (found->fetch_add(1, std::memory_order_relaxed) + 1 >= cap && cap != 0) stop.stop();
    return true;
  };
  // Isolated: while this puzzle's threads wait, they take none of the
  // batch's other puzzles (which would hold this one up).
  tbb::this_task_arena::isolate([&] { r.solutions = seek::parallel::count(root, next, solution, r.stats, lim); });
  if (cap != 0 && r.solutions >= cap) {  // the cap stopped it, not a limit
    r.solutions = cap;
    r.stats.stopped = seek::stop_reason::none;
  }
  return r;
}
#endif

// The sequential count, as solve and enumerate search (any order).
search_result count_in_order(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds) {
  std::uint64_t const cap = opt.limit;
  std::uint64_t found = 0;
  search_result r = search_solutions(puzzle, opt.successors, opt.search_order, bounds, [&](solution_ref const&) {
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
  if (!opt.on_ranks) {
    r = seek::sudoku::with_board(puzzle, [&](auto const& root) {
      using board_t = std::remove_cvref_t<decltype(root)>;
      search_result out;
      seek::limits const lim = to_limits(bounds, sizeof(board_t));
      with_successors(opt.successors, [&](auto next) {
#if SEEK_SUDOKU_PARALLEL
        if (tbb::this_task_arena::max_concurrency() > 1) {
          tbb::this_task_arena::isolate(
              [&] { seek::parallel::count(root, next, is_complete{bounds.found}, cp, out.stats, lim); });
          return;
        }
#endif
        seek::count(root, next, is_complete{bounds.found}, cp, out.stats, lim);
      });
      return out;
    });
  }
  r.solutions = cp.count;
  if (cp.finished())
    std::filesystem::remove(file, ec);  // done: nothing to resume
  else
    seek::save_checkpoint(cp, file);
  return r;
}

}  // namespace

search_result count_solutions(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds) {
  if (!opt.checkpoint.empty()) return count_with_checkpoint(puzzle, opt, bounds);
  bool const depth_first = opt.search_order == order::dfs;
#if SEEK_SUDOKU_MPI
  if (opt.on_ranks && opt.limit == 0 && depth_first) {
    checkpoint cp;
    search_result r = count_on_ranks(puzzle, opt, cp);
    r.solutions = cp.count;
    return r;
  }
#endif
#if SEEK_SUDOKU_PARALLEL
  if (depth_first && tbb::this_task_arena::max_concurrency() > 1) {
    return seek::sudoku::with_board(puzzle, [&](auto const& root) {
      return with_successors(opt.successors,
                             [&](auto next) { return split_count(root, next, bounds, opt.limit); });
    });
  }
#else
  (void)depth_first;
#endif
  return count_in_order(puzzle, opt, bounds);
}

#if SEEK_SUDOKU_PARALLEL
search_result split_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                              search_bounds const& bounds, solution_visitor const& visit,
                              unsigned threads) {
  tbb::task_arena arena(threads == 0 ? tbb::info::default_concurrency() : static_cast<int>(threads));
  return seek::sudoku::with_board(puzzle, [&](auto const& root) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    search_result r;
    stopper stop;
    seek::limits lim = to_limits(bounds, sizeof(board_t));
    lim.cancel = stop.token();
    std::mutex m;
    // One thread at a time hands a solution to the visitor, so its output
    // is never interleaved; after it says stop, no more are handed over.
    auto each = [&](board_t const& b) {
      if (!b.complete()) return;
      std::lock_guard lock(m);
      if (r.stopped_by_visitor) return;
      ++r.solutions;
      if (!visit(solution_ref{std::addressof(b), &convert<board_t>})) {
        r.stopped_by_visitor = true;
        stop.stop();
      }
    };
    with_successors(successors, [&](auto next) {
      arena.execute([&] { seek::parallel::for_each(root, next, each, r.stats, lim); });
    });
    if (r.stopped_by_visitor && !interrupted()) r.stats.stopped = seek::stop_reason::none;
    return r;
  });
}
#endif

}  // namespace seek_sudoku
