// seek/parallel/detail/control.hpp: seek::limits shared by several workers.
//
// Workers take states from a common node budget in small chunks, and read
// the clock and the stop token once per chunk. A node limit is exact: a worker
// that finds the budget empty while others still hold chunks waits for what
// they give back when their pieces end, and stops only when none is held. The
// first reason to stop wins; merged statistics sit behind a mutex that each
// worker takes once, when its piece of the tree is done.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <thread>
#include <utility>

#include <seek/parallel/detail/walker.hpp>
#include <seek/statistics.hpp>

namespace seek::parallel::detail {

class control {
 public:
  static constexpr std::uint64_t chunk = 256;

  explicit control(limits lim) : lim_(std::move(lim)), budget_(lim_.nodes) {
    auto const now = std::chrono::steady_clock::now();
    timed_ = lim_.time != std::chrono::nanoseconds::max();
    deadline_ = (timed_ && lim_.time < std::chrono::steady_clock::time_point::max() - now)
                    ? now + lim_.time
                    : std::chrono::steady_clock::time_point::max();
  }

  /// Up to `want` states from the budget; 0 means stop. The caller holds
  /// them until it settles them (spent, or given back).
  std::uint64_t reserve(std::uint64_t want) {
    for (;;) {
      if (stopped()) return 0;
      if (lim_.cancel.stop_requested()) return stop(stop_reason::cancelled), 0;
      if (timed_ && std::chrono::steady_clock::now() >= deadline_) return stop(stop_reason::time_limit), 0;
      if (lim_.nodes == limits::unlimited) return want;
      std::uint64_t left = budget_.load();
      while (left != 0) {
        std::uint64_t const take = std::min(left, want);
        if (budget_.compare_exchange_weak(left, left - take)) {
          held_.fetch_add(take);
          return take;
        }
      }
      // Empty. Held chunks may come back (give_back comes before settle, so
      // with none held, what came back is in the budget by now).
      if (held_.load() == 0 && budget_.load() == 0) return stop(stop_reason::node_limit), 0;
      std::this_thread::yield();
    }
  }
  /// Unused states go back to the budget when a worker's piece is done.
  void give_back(std::uint64_t n) {
    if (n != 0 && lim_.nodes != limits::unlimited) budget_.fetch_add(n);
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
  /// The merged counters and why the search ended, for the caller's stats.
  void report(statistics& s) const {
    s.nodes = total_.nodes;
    s.expanded = total_.expanded;
    s.failures = total_.failures;
    s.depth = total_.depth;
    s.frontier = total_.frontier;
    s.stopped = reason_.load() != 0 ? reason() : stop_reason::exhausted;
  }

 private:
  limits lim_;
  std::atomic<std::uint64_t> budget_;
  std::atomic<std::uint64_t> held_{0};  // reserved by workers, not yet settled
  std::atomic<bool> stopped_{false};
  std::atomic<std::uint8_t> reason_{0};
  bool timed_ = false;
  std::chrono::steady_clock::time_point deadline_{};
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

}  // namespace seek::parallel::detail
