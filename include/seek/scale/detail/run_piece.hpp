// seek/scale/detail/run_piece.hpp: running one piece of a split count, written once for
// the threads (scale/parallel.hpp), the checkpointed count (scale/count.hpp)
// and the MPI ranks (scale/mpi.hpp).
//
// A piece is a work_item: a path from the roots, replayed through the
// successor function into a state (forest::replay), then walked depth-first
// by a walker. What differs between the three is the pace: how many states a
// piece may visit before it asks again (a node budget shared by threads, a
// grant from MPI rank 0), and what it does between two batches (hand out
// work to idle threads, answer rank 0). run_piece takes the pace as a
// policy; a piece stopped by it leaves its open work as work_items.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/scale/detail/split_walker.hpp>
#include <seek/scale/checkpoint.hpp>

namespace seek::detail {

[[noreturn]] inline void path_mismatch(path_t const& path) {
  std::string p;
  for (auto i : path) p += ' ' + std::to_string(i);
  throw std::invalid_argument("seek checkpoint: path {" + p +
                              " } is not in this tree (another tree's checkpoint, or a successor "
                              "function that does not give the same children every time)");
}

// A piece made into a state: where to start walking. The state is boxed (on
// the heap past boxed_state_bytes): pieces are made and handed on in the
// workers' stacks, which hold a few megabytes.
template <class S>
struct piece {
  state_box<S> state;
  path_t path;
  std::size_t depth;  // of `state`, from its root
  std::uint32_t from = work_item::whole;
};

// The roots of a split count: one state, or a range of states copied into a
// vector. Below a range of roots, a path starts with the root's index.
template <class S>
class forest {
 public:
  explicit forest(S const& root) : one_(std::addressof(root)) {}
  template <class R>
  forest(std::in_place_t, R&& roots) {
    for (auto&& r : roots) many_.emplace_back(r);
  }
  forest(forest const&) = delete;
  forest& operator=(forest const&) = delete;

  bool single() const noexcept { return one_ != nullptr; }

  // The pieces `work` stands for: below a range of roots, an item at the
  // empty path becomes one item per root (from its `from` on).
  std::vector<work_item> pieces(std::vector<work_item> work) const {
    if (single()) return work;
    std::vector<work_item> out;
    for (auto& w : work) {
      if (!w.path.empty()) {
        out.push_back(std::move(w));
        continue;
      }
      std::uint32_t const first = w.from == work_item::whole ? 0 : w.from;
      for (std::size_t i = first; i < many_.size(); ++i)
        out.push_back({{static_cast<std::uint32_t>(i)}, work_item::whole});
    }
    return out;
  }

  // The work of a checkpoint: everything if it is fresh, else its open items.
  std::vector<work_item> pieces_of(checkpoint const& cp) const {
    return pieces(cp.started ? cp.open : std::vector<work_item>{work_item{}});
  }

  // The state at `w.path`, by replaying `next` along it (throws
  // std::invalid_argument if the path leaves the tree).
  template <class F>
  [[gnu::noinline]] piece<S> replay(F& next, work_item const& w) const {
    auto p = w.path.begin();
    S const* root = one_;
    if (!single()) {
      if (p == w.path.end() || *p >= many_.size()) path_mismatch(w.path);
      root = &many_[*p++];
    }
    state_box<S> s(*root);
    for (; p != w.path.end(); ++p) {
      auto&& children = std::invoke(next, std::as_const(s.get()));
      auto it = ranges::begin(children);
      for (std::uint32_t j = 0; j < *p && it != ranges::end(children); ++j) ++it;
      if (it == ranges::end(children)) path_mismatch(w.path);
      state_box<S> child(*it);
      s = std::move(child);
    }
    std::size_t const depth = single() ? w.path.size() : w.path.size() - 1;
    return {std::move(s), w.path, depth, w.from};
  }

 private:
  S const* one_ = nullptr;
  std::vector<S> many_;
};

// The roots of a split or checkpointed count.
template <class Call, class R>
auto make_forest(R&& roots) {
  using S = typename Call::S;
  if constexpr (Call::many_roots)
    return std::make_unique<forest<S>>(std::in_place, std::forward<R>(roots));
  else
    return std::make_unique<forest<S>>(roots);
}

enum class piece_end : std::uint8_t {
  done,     // walked to the end
  stopped,  // the pace said stop: the open work is in `left`
  cut,      // the visitor said stop: the rest is abandoned
};

// Walks piece `p` with walker `w` (made for it). `visit(state, w)` is called
// on each state in preorder (false: stop the piece); `pace.allow(w)` says how
// many states may be visited next (0: stop, the open work goes to `left`)
// and may split `w` between two batches; `pace.unused(n)` gives back what
// was allowed and not visited.
template <class W, class S, class Visit, class Pace>
piece_end run_piece(W& w, piece<S>&& p, Visit& visit, Pace& pace, std::vector<work_item>& left) {
  std::uint64_t n = pace.allow(w);
  bool const refused = n == 0;  // stopped before the piece began: ask no more
  if (p.from == work_item::whole) {
    if (refused) {
      left.push_back({std::move(p.path), work_item::whole});
      return piece_end::stopped;
    }
    --n;
    w.visited_start(std::as_const(p.state.get()));
    bool const go_on = visit(std::as_const(p.state.get()), w);
    w.start(std::move(p.state.get()));
    if (!go_on) {
      pace.unused(n);
      return piece_end::cut;
    }
  } else {
    w.start(std::move(p.state.get()), p.from);
  }
  for (;;) {
    for (; n > 0; --n) {
      S const* x = w.step();
      if (x == nullptr) {
        pace.unused(n);
        return piece_end::done;
      }
      if (!visit(*x, w)) {
        pace.unused(n - 1);
        return piece_end::cut;
      }
    }
    if (w.done()) return piece_end::done;
    if (refused || (n = pace.allow(w)) == 0) {
      w.drain(left);
      return piece_end::stopped;
    }
  }
}

// The visit of a count: how many states satisfy `pred`.
template <class P>
struct count_visit {
  P pred;
  std::uint64_t n = 0;
  template <class S, class W>
  bool operator()(S const& s, W&) {
    n += std::invoke(pred, s) ? 1u : 0u;
    return true;
  }
};

}  // namespace seek::detail
