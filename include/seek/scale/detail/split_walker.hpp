// seek/scale/detail/split_walker.hpp: a depth-first walk whose open alternatives can be
// handed out, as states (to another thread) or as child-index paths from the
// root (to another process or a checkpoint).
//
// It is seek::dfs's walk (strategy/detail/dfs_core.hpp, with child indices): states
// visited and expanded where they lie in their parent's range, a leaf's frame
// dropped without moving the top. The parallel, MPI and checkpointed counts
// run it on their pieces of the tree (scale/detail/run_piece.hpp). With a depth bound
// (seek::depth_limited), a state at the bound is visited and not expanded.
// Trace says what the walk reports to a tracer (trace/tracer.hpp): by
// default nothing, its frames carrying empty ids; traced, each frame keeps
// the id of the state whose children it holds, so children know their parent.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/strategy/detail/dfs_core.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/core/detail/take_element.hpp>
#include <seek/trace/tracer.hpp>

namespace seek::detail {

/// Child indices from the root (seek::work_item::path).
using path_t = std::vector<std::uint32_t>;

/// Counters one walker gathers; merged into a seek::statistics at the end.
struct walk_counts {
  std::uint64_t nodes = 0, expanded = 0, failures = 0;
  std::size_t depth = 0, frontier = 0;
};

template <class S, class F, bool Bounded = false, class Trace = no_walk_trace>
class walker {
 public:
  using id_type = typename Trace::id_type;

 private:
  using core_t = dfs_core<S, F, id_type, true>;
  using frame = typename core_t::frame;
  using children_t = typename core_t::children_t;

 public:
  /// A walk below the state at `base` (`base_depth` steps from its root);
  /// when Bounded, states at depth `max_depth` are not expanded. Traced, the
  /// start state's parent is `parent` (none: an empty id).
  walker(F& next, path_t base, std::size_t base_depth, std::size_t max_depth = 0, Trace trace = {},
         id_type parent = {})
      : next_(&next), base_(std::move(base)), base_depth_(base_depth), max_depth_(max_depth),
        trace_(std::move(trace)), current_id_(parent) {}
  walker(walker const&) = delete;
  walker& operator=(walker const&) = delete;

  /// The start state `s` was visited (before start(s)): counted as a node.
  void visited_start(S const& s) {
    ++counts.nodes;
    counts.depth = std::max(counts.depth, base_depth_);
    current_id_ = trace_.generated(s, base_depth_, current_id_);
  }

  /// Starts at state `s`, already visited by the caller: its children come next.
  void start(S&& s) { core_.place(std::move(s)); }

  /// Starts at state `s`, visited and expanded before: its children from index
  /// `from` on come next (the first `from` are skipped unvisited).
  void start(S&& s, std::uint32_t from) {
    core_.place(std::move(s));
    if constexpr (Bounded) {
      if (base_depth_ >= max_depth_) {  // at the bound: no children
        core_.set_current(nullptr);
        return;
      }
    }
    ++counts.expanded;  // visited before: not reported again; its children have no parent id
    frame& f = core_.build(*next_, id_type{});
    core_.set_current(nullptr);
    core_t::skip_to(f, from);
    if (core_t::at_end(f)) {
      if (from == 0) ++counts.failures;
      core_.pop();
    } else {
      pushed();
      entering_ = true;
    }
  }

  /// Expands the state returned last (or the start state) and moves on to
  /// the next state in preorder; nullptr when the walk is over.
  S const* step() {
    if (entering_) [[unlikely]] {
      entering_ = false;
      return enter(core_.top());
    }
    if (core_.current() == nullptr) [[unlikely]]
      return nullptr;
    if constexpr (Bounded)
      if (depth() >= max_depth_) return climb();  // at the bound: visited, not expanded
    // The new frame is built just above the top, and pushed only if it has
    // children (as seek::dfs does). No room (a full block, or no frame
    // yet): pushed at once.
    ++counts.expanded;
    trace_.expand(current_id_, *core_.current());
    if (!core_.has_room()) [[unlikely]]
      return step_without_room();
    S const* const s = core_.current();
    frame& f = core_.build_above(*next_, current_id_);
    if (!core_t::at_end(f)) {
      core_.push_built();
      pushed();
      return enter(f);
    }
    ++counts.failures;
    trace_.dead_end(current_id_, parent_of(f, s));
    core_.discard_built();
    return climb();
  }

  /// Depth of the state step() returned last, from the search's root.
  std::size_t depth() const noexcept { return base_depth_ + size_; }
  bool done() const noexcept { return core_.current() == nullptr && !entering_; }

  /// Path from the root to the parent of frame `k`'s children (k = 0: where
  /// start() began).
  path_t path_to(std::size_t k) const {
    path_t p = base_;
    for (std::size_t j = 0; j < k; ++j) p.push_back(core_[j].index.current);
    return p;
  }
  /// Path to the state step() returned last.
  path_t current_path() const { return path_to(size_); }

  /// Hands out the open alternatives of the frame nearest the start (the
  /// largest pieces left): calls `give(state, path, depth, parent id)` for
  /// each child of that frame not yet entered, which this walker then
  /// skips; the state comes in a state_box (on the heap when it is big). States
  /// are moved out of the successor range when it owns them; nothing else is
  /// copied. False if nothing is left to give.
  template <class Give>
  [[gnu::noinline]] bool split(Give&& give) {
    for (std::size_t& k = low_; k < size_; ++k) {
      frame& f = core_[k];
      bool const first = entering_ && k + 1 == size_;  // `it` not entered yet
      if (!first && !core_t::has_rest(f)) continue;
      path_t p = path_to(k);
      p.push_back(0);
      std::size_t const d = base_depth_ + k + 1;
      if constexpr (core_t::in_place) {  // `it` stays on the child being walked
        auto j = f.it;
        std::uint32_t i = f.index.next;
        if (!first) {
          ++j;
          ++i;
        }
        for (; j != ranges::end(f.children); ++j, ++i) {
          p.back() = i;
          give(state_box<S>(take_element<children_t>(j)), p, d, f.extra);
        }
      } else {  // `it` is past the child being walked
        for (; !core_t::at_end(f); ++f.it, ++f.index.next) {
          p.back() = f.index.next;
          give(state_box<S>(take_element<children_t>(f.it)), p, d, f.extra);
        }
      }
      if (first) {  // nothing left in this frame at all
        entering_ = false;
        pop_to(k);
        core_.set_current(nullptr);
        return true;
      }
      if constexpr (core_t::in_place) f.index.cut = true;
      return true;
    }
    return false;
  }

  /// The work left, as paths (for a checkpoint or another process); the
  /// walker is empty afterwards. Deepest first, so the items come in preorder.
  [[gnu::noinline]] void drain(std::vector<work_item>& out) {
    if (core_.current() != nullptr) out.push_back({current_path(), 0});  // visited, not expanded
    for (std::size_t k = size_; k-- > 0;) {
      frame& f = core_[k];
      if (entering_ && k + 1 == size_)
        out.push_back({path_to(k), f.index.next});
      else if (core_t::has_rest(f))
        out.push_back({path_to(k), f.index.current + 1});
    }
    pop_to(0);
    core_.clear();
    entering_ = false;
  }

  /// What the walk did so far (`counts`, with the depth of the deepest
  /// state: the children of the deepest frame).
  walk_counts totals() const noexcept {
    walk_counts c = counts;
    if (c.frontier != 0) c.depth = std::max(c.depth, base_depth_ + c.frontier);
    return c;
  }
  walk_counts counts;

 private:
  // step() when the new frame starts a block, or is the first one.
  [[gnu::noinline]] S const* step_without_room() {
    S const* const s = core_.current();
    frame& f = core_.build(*next_, current_id_);
    if (!core_t::at_end(f)) {
      pushed();
      return enter(f);
    }
    ++counts.failures;
    trace_.dead_end(current_id_, parent_of(f, s));
    core_.pop();
    return climb();
  }

  // Backtrack: the next child of the nearest frame that has one.
  S const* climb() {
    while (size_ != 0) {
      frame& t = core_.top();
      if (core_.next_child(t)) return enter(t);
      pop();
    }
    core_.set_current(nullptr);
    return nullptr;
  }

  S const* enter(frame& f) {
    ++counts.nodes;
    S const& s = core_.enter(f);
    current_id_ = trace_.generated(s, depth(), f.extra);
    return std::addressof(s);
  }

  // The state frame `f` was built from (`s`, where it lay before): in place,
  // it stays there; otherwise the frame owns it.
  static S const& parent_of(frame& f, S const* s) noexcept {
    if constexpr (core_t::in_place) {
      (void)f;
      return *s;
    } else {
      (void)s;
      return f.parent;
    }
  }

  // A frame was pushed on the stack.
  void pushed() noexcept {
    ++size_;
    counts.frontier = std::max(counts.frontier, size_);
  }
  void pop() noexcept {
    core_.pop();
    --size_;
    low_ = std::min(low_, size_);
  }
  void pop_to(std::size_t k) noexcept {
    while (size_ > k) pop();
  }

  F* next_;
  path_t base_;
  std::size_t base_depth_;
  std::size_t max_depth_;
  core_t core_;
  std::size_t size_ = 0;   // frames on the stack, counted: depth() reads it at every state
  bool entering_ = false;  // after start(s, from): `it` of the top frame is next
  // Frames below this index have no child left: split() starts here, so a
  // walk a million states deep does not rescan its whole stack.
  std::size_t low_ = 0;
  [[no_unique_address]] Trace trace_;
  [[no_unique_address]] id_type current_id_;  // of the state step() returned last
};

}  // namespace seek::detail
