// seek/learn/detail/nogood_recorder.hpp: what seek::restarts runs with
// seek::learn_nogoods to find the subtrees a run walked whole without a goal.
//
// It hears every state a depth-first run generates, with its depth. A state
// generated at depth d closes the subtrees of the path's states at depth d
// and below: each closed state without a goal below it becomes a pending
// nogood of its parent (its literals, those new against the parent first),
// and the pending nogoods of its own children, which it subsumes, go; a
// closed state with a goal below it hands its children's pending nogoods to
// the store at once. When the run spends its budget, commit() stores the
// pending nogoods of the path: the completed siblings to its left.
// A closed root stores its children's nogoods (roots are not checked).
// Literals are kept sorted per state of the path, in buffers reused from
// state to state and run to run.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <utility>
#include <vector>

#include <seek/learn/nogood_store.hpp>

namespace seek::detail {

// The recorder of a walk that does not learn: hears nothing.
struct no_recorder {
  constexpr void start_run() const noexcept {}
  template <class S>
  constexpr void generated(S const&, std::size_t) const noexcept {}
  constexpr void commit() const noexcept {}
};

template <class L, class Goal>
class nogood_recorder {
 public:
  nogood_recorder(nogood_store store, L literals, Goal goal)
      : store_(std::move(store)), literals_(std::move(literals)), goal_(std::move(goal)) {}

  // A run begins: its path is empty.
  void start_run() noexcept { size_ = 0; }

  template <class S>
  void generated(S const& s, std::size_t depth) {
    if (store_.literals() == 0) return;  // a store that learns nothing
    close_from(depth);
    if (path_.size() <= depth) path_.resize(depth + 1);
    level& here = path_[depth];
    here.lits.clear();
    for (auto&& l : std::invoke(literals_, s)) here.lits.push_back(store_.literal_index(l));
    if (!std::is_sorted(here.lits.begin(), here.lits.end())) std::sort(here.lits.begin(), here.lits.end());
    here.goal_below = static_cast<bool>(std::invoke(goal_, s));
    here.pending.clear();
    here.starts.clear();
    if (here.goal_below)
      for (std::size_t k = 0; k < depth; ++k) path_[k].goal_below = true;
    size_ = depth + 1;
  }

  // The run spent its budget: the subtrees it closed are nogoods.
  void commit() {
    if (store_.literals() == 0) return;
    for (std::size_t k = 0; k < size_; ++k) store_pending(path_[k]);
    size_ = 0;
  }

 private:
  struct level {
    std::vector<std::uint32_t> lits;     // the state's literals, sorted
    bool goal_below = false;             // a goal at or below it so far
    std::vector<std::uint32_t> pending;  // nogoods of its closed children, one after another
    std::vector<std::size_t> starts;     // where each begins in `pending`
  };

  // The states of the path at depth d and below are closed.
  void close_from(std::size_t d) {
    for (std::size_t k = size_; k-- > d;) {
      level& closed = path_[k];
      if (closed.goal_below || k == 0) {
        store_pending(closed);
      } else {
        // Its literals new against the parent; the parent's own are added
        // when the nogood is stored (store_pending), once for all siblings.
        level& parent = path_[k - 1];
        parent.starts.push_back(parent.pending.size());
        std::set_difference(closed.lits.begin(), closed.lits.end(), parent.lits.begin(), parent.lits.end(),
                            std::back_inserter(parent.pending));
      }
    }
    if (size_ > d) size_ = d;
  }

  // Stores the nogoods of the closed children of `l`: each one's own
  // literals, then those of `l` (the root's too: a nogood holds whatever
  // roots a later walk starts from).
  void store_pending(level& l) {
    if (l.starts.empty()) return;
    for (std::size_t i = 0; i < l.starts.size(); ++i) {
      std::size_t const end = i + 1 < l.starts.size() ? l.starts[i + 1] : l.pending.size();
      nogood_.assign(l.pending.begin() + static_cast<std::ptrdiff_t>(l.starts[i]),
                     l.pending.begin() + static_cast<std::ptrdiff_t>(end));
      nogood_.insert(nogood_.end(), l.lits.begin(), l.lits.end());
      store_.add(nogood_);
    }
    l.pending.clear();
    l.starts.clear();
  }

  nogood_store store_;
  L literals_;
  Goal goal_;
  std::vector<level> path_;  // levels 0..size_-1: the current path
  std::vector<std::uint32_t> nogood_;  // store_pending()'s buffer
  std::size_t size_ = 0;
};

}  // namespace seek::detail
