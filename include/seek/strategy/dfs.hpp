// seek/strategy/dfs.hpp: every state of a search tree, lazily, in depth-first preorder.
//
//   dfs f x = x : (f x >>= dfs f)
//
// The view visits the root, then the whole subtree of each child in the order
// the successor function returns them. It is a state machine over an explicit
// stack of frames (parent, successor range, position), not recursion, so a
// path a million states deep costs a million frames on the heap and nothing on
// the call stack.
#pragma once

#include <concepts>
#include <cstddef>
#include <memory>
#include <iterator>
#include <optional>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/primitives.hpp>

#include <seek/core/concepts.hpp>
#include <seek/detail/dfs_core.hpp>
#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/hot_path.hpp>
#include <seek/detail/iterator.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/search_fn.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// The lazy range returned by `seek::dfs`. Input range; `begin()` (on a
/// named view) starts or restarts the search; a copy of the view starts
/// afresh.
template <search_state S, class F, class Roots, class Monitor>
class dfs_view : public detail::view_facade<dfs_view<S, F, Roots, Monitor>>,
                 public ranges::view_base,
                 public std::ranges::view_base {
  // The walk itself is the one depth-first core (detail/dfs_core.hpp):
  // frames of successor ranges, children visited and expanded where they
  // lie in their parent's range when it holds states of type S (a
  // std::vector<S>, a std::array<S, N>, a seek::generator<S>), a leaf's
  // frame built above the top and dropped. This view adds the roots, the
  // monitor (statistics, limits, a depth bound) and the iterator.
  using core_t = detail::dfs_core<S, F>;
  using frame = typename core_t::frame;

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    core_t core;
    std::optional<ranges::iterator_t<Roots>> root_it;
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The state type S.
  using value_type = S;
  /// Input iterator over the states; `it.depth()` is the current depth.
  using iterator = detail::basic_iterator<detail::search_cursor<dfs_view>>;

  dfs_view() = default;
  /// The search from each root of `roots` in turn; `monitor` keeps the
  /// statistics and limits, if any. Made by seek::dfs, the way to call it.
  dfs_view(Roots roots, F next, Monitor monitor)
      : roots_box_(std::in_place, std::move(roots)),
        next_(std::in_place, std::move(next)),
        monitor_(std::move(monitor)) {}

  // begin() and end() come from view_facade.

 private:
  // begin() (on lvalues only) starts the search afresh from the first root;
  // each call restarts it.
  friend detail::cursor_access;
  friend detail::search_cursor<dfs_view>;
  detail::search_cursor<dfs_view> begin_cursor() {
    engine& e = engine_;
    e.core.clear();
    monitor_.begin();
    e.root_it.emplace(ranges::begin(roots_box_.get()));
    enter_root();
    return detail::search_cursor<dfs_view>{this};
  }

  // What the iterator reads (const: the engine expands the state when the
  // consumer moves on) and asks.
  S const& current() const { return *engine_.core.current(); }
  std::size_t current_depth() const { return engine_.core.depth(); }
  bool ended() const { return engine_.core.current() == nullptr; }

  void enter_root() {
    engine& e = engine_;
    if (*e.root_it == ranges::end(roots_box_.get())) return finish(stop_reason::exhausted);
    if (!monitor_.produce(0)) return finish(stop_reason::none);
    e.core.place(detail::root_state<S>(**e.root_it));
  }

  void finish(stop_reason r) {
    engine_.core.clear();
    monitor_.finish(r);
  }

  // `++it`. Past the end it does nothing.
  SEEK_DETAIL_HOT_INLINE void advance() {
    if (engine_.core.current() != nullptr) [[likely]]
      step();
  }

  // Expand the current state, then move to the next state in preorder.
  //
  // Most steps go down to a first child, or, at a leaf, across to the next
  // sibling; both are handled here, inline in the consumer's loop. The
  // climb out of a finished frame is inline too on g++ (hot_path.hpp); the
  // next root and a full block of frames take out-of-line paths, so the
  // common case carries no register saves of a call.
  //
  // An exception from `next` (or from a state's constructor) ends the
  // search: the view is left as if exhausted, and begin() starts again.
  // Every move of a step, the out-of-line ones too, happens inside this
  // one try block.
  SEEK_DETAIL_HOT_INLINE void step() {
    core_t& c = engine_.core;
    try {
      // A state at a depth bound (seek::depth_limited) is not expanded.
      if constexpr (detail::bounds_depth_v<Monitor>)
        if (!monitor_.expandable(c.depth())) return climb();
      // No room: the block is full, or the stack is empty (the current
      // state is a root). Otherwise there is a parent frame below.
      if (!c.has_room()) [[unlikely]]
        return step_without_room();
      if (!expansion_allowed()) return;
      frame& f = c.build_above(next_.get());
      if (!core_t::at_end(f)) {
        c.push_built();
        return enter_child(f);
      }
      monitor_.fail();
      c.discard_built();
      frame& parent = c.top();
      if (c.next_child(parent)) return enter_child(parent);
      c.pop();
      climb();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  // Counts the expansion; false (the search ended) past the frontier limit.
  bool expansion_allowed() {
    monitor_.expand();
    if (monitor_.frontier(engine_.core.depth() + 1)) return true;
    finish(stop_reason::none);
    return false;
  }

  // step() when the new frame needs a new block, or is the first one.
  [[gnu::noinline]] void step_without_room() {
    core_t& c = engine_.core;
    if (!expansion_allowed()) return;
    frame& f = c.build(next_.get());
    if (!core_t::at_end(f)) return enter_child(f);
    monitor_.fail();
    c.pop();
    climb();
  }

  // Backtrack: the next sibling of the nearest ancestor that has one, or
  // the next root.
  SEEK_DETAIL_WARM void climb() {
    core_t& c = engine_.core;
    while (!c.empty()) {
      frame& top = c.top();
      if (c.next_child(top)) return enter_child(top);
      c.pop();
    }
    next_root();
  }
  [[gnu::noinline]] void next_root() {
    ++*engine_.root_it;
    enter_root();
  }

  void enter_child(frame& f) {
    core_t& c = engine_.core;
    if (!monitor_.produce(c.depth())) return finish(stop_reason::none);
    c.enter(f);
  }

  detail::semiregular_box<Roots> roots_box_;
  detail::semiregular_box<F> next_;
  Monitor monitor_;
  engine engine_;
};

namespace detail {
struct dfs_order {
  template <class S, class F, class Roots, class Monitor>
  using view = dfs_view<S, F, Roots, Monitor>;
};
}  // namespace detail

/// `seek::dfs(root, next)`: the states of the tree rooted at `root`, in
/// depth-first preorder, children in the order `next` returns them.
/// `seek::dfs(roots, next)` does the same for each root of a range in turn.
///
/// `seek::dfs(root, next, stats)` also counts into a `seek::statistics`;
/// `seek::dfs(root, next, stats, limits)` also stops at the given limits and
/// records why in `stats.stopped`.
inline constexpr detail::search_fn<detail::dfs_order> dfs{};

}  // namespace seek
