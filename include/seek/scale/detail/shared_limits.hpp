// seek/scale/detail/shared_limits.hpp: seek::limits shared by several workers (threads,
// or the pieces of a checkpointed count).
//
// Workers take states from a common node budget in small chunks, and read
// the clock and the stop token once per chunk. A node limit is exact: a worker
// that finds the budget empty while others still hold chunks waits for what
// they give back when their pieces end, and stops only when none is held. The
// first reason to stop wins; merged statistics sit behind a mutex that each
// worker takes once, when its piece of the tree is done. With a
// limits::progress callback, the worker that takes a chunk after the period
// has passed calls it (one at a time, never two at once) with the states
// taken from the budget so far as `nodes`: the nodes visited, to within a
// chunk per worker, since the exact counts are merged only at the end.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <thread>
#include <utility>

#include <seek/scale/detail/split_walker.hpp>
#include <seek/core/statistics.hpp>

namespace seek::detail {

class control {
 public:
  static constexpr std::uint64_t chunk = 256;

  using clock = std::chrono::steady_clock;

  explicit control(limits lim) : lim_(std::move(lim)), budget_(lim_.nodes) {
    auto const now = clock::now();
    timed_ = lim_.time != std::chrono::nanoseconds::max();
    deadline_ = later(now, lim_.time, timed_);
    reporting_ = static_cast<bool>(lim_.progress);
    if (reporting_) next_report_.store(later(now, lim_.progress_period, true).time_since_epoch().count());
  }

  /// Up to `want` states from the budget; 0 means stop. The caller holds
  /// them until it settles them (spent, or given back).
  std::uint64_t reserve(std::uint64_t want) {
    for (;;) {
      if (stopped()) return 0;
      if (lim_.cancel.stop_requested()) return stop(stop_reason::cancelled), 0;
      clock::time_point now{};
      if (timed_ || reporting_) {
        now = clock::now();
        if (timed_ && now >= deadline_) return stop(stop_reason::time_limit), 0;
      }
      if (std::uint64_t const take = take_from_budget(want); take != 0) {
        if (reporting_) {
          taken_.fetch_add(take, std::memory_order_relaxed);
          if (now.time_since_epoch().count() >= next_report_.load(std::memory_order_relaxed)) report_progress(now);
        }
        return take;
      }
      // Empty. Held chunks may come back (give_back comes before settle, so
      // with none held, what came back is in the budget by now).
      if (held_.load() == 0 && budget_.load() == 0) return stop(stop_reason::node_limit), 0;
      std::this_thread::yield();
    }
  }
  /// Unused states go back to the budget when a worker's piece is done.
  void give_back(std::uint64_t n) {
    if (n == 0) return;
    if (lim_.nodes != limits::unlimited) budget_.fetch_add(n);
    if (reporting_) taken_.fetch_sub(n, std::memory_order_relaxed);
  }
  /// States reserved earlier are spent or given back.
  void settle(std::uint64_t n) {
    if (n != 0 && lim_.nodes != limits::unlimited) held_.fetch_sub(n);
  }

  bool stopped() const noexcept { return stopped_.load(std::memory_order_relaxed); }
  /// Ends the search for every worker; the first reason is kept.
  void stop(stop_reason r) {
    std::uint8_t none = 0;
    reason_.compare_exchange_strong(none, static_cast<std::uint8_t>(r));
    stopped_.store(true, std::memory_order_relaxed);
  }
  stop_reason reason() const noexcept { return static_cast<stop_reason>(reason_.load()); }

  void merge(walk_counts const& c) {
    std::lock_guard lock(m_);
    total_.nodes += c.nodes;
    total_.expanded += c.expanded;
    total_.failures += c.failures;
    total_.depth = std::max(total_.depth, c.depth);
    total_.frontier = std::max(total_.frontier, c.frontier);
  }
  /// The states taken from the budget so far, less those given back: the
  /// nodes visited, to within a chunk per worker (0 without a progress hook).
  std::uint64_t nodes_so_far() const noexcept { return taken_.load(std::memory_order_relaxed); }

  /// The merged counters and why the search ended, for the caller's stats.
  void report(statistics& s) const {
    s.nodes = total_.nodes;
    s.yielded = total_.nodes;  // every state visited is handed to the predicate
    s.passes = 1;
    s.expanded = total_.expanded;
    s.failures = total_.failures;
    s.depth = total_.depth;
    s.frontier = total_.frontier;
    s.stopped = reason_.load() != 0 ? reason() : stop_reason::exhausted;
  }

 private:
  // Up to `want` states off the budget, held until settled; 0 when it is empty.
  std::uint64_t take_from_budget(std::uint64_t want) {
    if (lim_.nodes == limits::unlimited) return want;
    std::uint64_t left = budget_.load();
    while (left != 0) {
      std::uint64_t const take = std::min(left, want);
      if (budget_.compare_exchange_weak(left, left - take)) {
        held_.fetch_add(take);
        return take;
      }
    }
    return 0;
  }
  static clock::time_point later(clock::time_point now, std::chrono::nanoseconds d, bool bounded) {
    return (bounded && d < clock::time_point::max() - now) ? now + d : clock::time_point::max();
  }
  // One worker at a time calls the hook; a worker that finds another doing
  // it goes on searching.
  void report_progress(clock::time_point now) {
    std::unique_lock lock(report_m_, std::try_to_lock);
    if (!lock.owns_lock() || now.time_since_epoch().count() < next_report_.load(std::memory_order_relaxed)) return;
    next_report_.store(later(now, lim_.progress_period, true).time_since_epoch().count(), std::memory_order_relaxed);
    statistics s;
    // Never fewer than last time: a piece that ends gives its unused states back.
    s.nodes = reported_ = std::max(reported_, nodes_so_far());
    lim_.progress(static_cast<statistics const&>(s));
  }

  limits lim_;
  std::atomic<std::uint64_t> budget_;
  std::atomic<std::uint64_t> held_{0};  // reserved by workers, not yet settled
  std::atomic<bool> stopped_{false};
  std::atomic<std::uint8_t> reason_{0};
  bool timed_ = false;
  clock::time_point deadline_{};
  bool reporting_ = false;
  std::atomic<std::uint64_t> taken_{0};
  std::atomic<clock::rep> next_report_{0};  // steady_clock ticks
  std::mutex report_m_;
  std::uint64_t reported_ = 0;  // guarded by report_m_
  std::mutex m_;
  walk_counts total_;
};

/// One worker's view of the budget: a chunk at a time.
class ticket {
 public:
  explicit ticket(control& c) : c_(&c) {}
  ticket(ticket const&) = delete;
  ticket& operator=(ticket const&) = delete;
  ~ticket() {
    c_->give_back(left_);
    c_->settle(reserved_);
  }
  /// May one more state be visited?
  bool next() {
    if (left_ == 0 && !refill()) return false;
    --left_;
    return true;
  }
  /// The state next() allowed was not there after all.
  void unused() { ++left_; }
  /// Up to `want` states at once (fewer at the end of the budget); 0: stop.
  std::uint64_t take(std::uint64_t want) {
    if (left_ == 0 && !refill()) return 0;
    std::uint64_t const n = std::min(left_, want);
    left_ -= n;
    return n;
  }
  /// States take() allowed that were not visited.
  void untake(std::uint64_t n) { left_ += n; }

 private:
  // The last chunk is spent: settle it, reserve the next.
  bool refill() {
    c_->settle(std::exchange(reserved_, 0));
    reserved_ = left_ = c_->reserve(control::chunk);
    return left_ != 0;
  }

  control* c_;
  std::uint64_t left_ = 0;      // of the chunk, not yet visited
  std::uint64_t reserved_ = 0;  // the chunk, as reserved
};

}  // namespace seek::detail
