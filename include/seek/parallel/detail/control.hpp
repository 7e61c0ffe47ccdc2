// seek/parallel/detail/control.hpp: seek::limits shared by several workers.
//
// Workers take states from a common node budget in small chunks (so a node
// limit is exact), and read the clock and the stop token once per chunk. The
// first reason to stop wins; merged statistics sit behind a mutex that each
// worker takes once, when its piece of the tree is done.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>

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

  /// Up to `want` states from the budget; 0 means stop.
  std::uint64_t reserve(std::uint64_t want) {
    if (stopped()) return 0;
    if (lim_.cancel.stop_requested()) return stop(stop_reason::cancelled), 0;
    if (timed_ && std::chrono::steady_clock::now() >= deadline_) return stop(stop_reason::time_limit), 0;
    std::uint64_t left = budget_.load(std::memory_order_relaxed);
    std::uint64_t take = 0;
    do {
      if (left == 0) return stop(stop_reason::node_limit), 0;
      take = std::min(left, want);
    } while (!budget_.compare_exchange_weak(left, left - take, std::memory_order_relaxed));
    return take;
  }
  /// Unused states go back to the budget when a worker's piece is done.
  void give_back(std::uint64_t n) {
    if (n != 0 && lim_.nodes != limits::unlimited) budget_.fetch_add(n, std::memory_order_relaxed);
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
  ~ticket() { c_->give_back(left_); }
  /// May one more state be visited?
  bool next() {
    if (left_ == 0 && (left_ = c_->reserve(control::chunk)) == 0) return false;
    --left_;
    return true;
  }
  /// The state next() allowed was not there after all.
  void unused() { ++left_; }
  /// Up to `want` states at once (fewer at the end of the budget); 0: stop.
  std::uint64_t take(std::uint64_t want) {
    if (left_ == 0 && (left_ = c_->reserve(control::chunk)) == 0) return 0;
    std::uint64_t const n = std::min(left_, want);
    left_ -= n;
    return n;
  }
  /// States take() allowed that were not visited.
  void untake(std::uint64_t n) { left_ += n; }

 private:
  control* c_;
  std::uint64_t left_ = 0;
};

}  // namespace seek::parallel::detail
