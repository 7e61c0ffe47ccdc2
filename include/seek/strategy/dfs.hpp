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
#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/hooks.hpp>
#include <seek/detail/hot_path.hpp>
#include <seek/detail/iterator.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/protocol.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/stable_stack.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// The lazy range returned by `seek::dfs`. Input range; `begin()` (on a
/// named view) starts or restarts the search; a copy of the view starts
/// afresh.
template <search_state S, class F, class Roots, class Monitor>
class dfs_view : public detail::view_facade<dfs_view<S, F, Roots, Monitor>>,
                 public ranges::view_base,
                 public std::ranges::view_base {
  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;
  using child_reference = ranges::range_reference_t<children_t>;

  // When the successor range hands out references to objects of type S (a
  // std::vector<S>, a std::array<S, N>, a seek::generator<S>), a child is
  // visited and expanded where it lies, never copied or moved: the range
  // that holds it is in its parent's frame, and that frame's iterator does
  // not move on until the child's whole subtree is done. Other ranges (views
  // computing their elements, ranges of another type) have each child
  // materialised into an S that the child's frame then owns.
  static constexpr bool in_place = detail::states_in_place_v<children_t, S>;
  using parent_t = std::conditional_t<in_place, S const*, S>;

  // One level of the path from a root to the current state: the successor
  // range of a state and the position in it. The state itself must outlive
  // the range, which may refer to it. In place, it lies in the frame below
  // (or in the root slot), which outlives this frame; otherwise the frame
  // owns it.
  using id_type = typename Monitor::id_type;
  static constexpr bool traced = detail::traces_v<Monitor>;
  // The empty stand-in for where a parent lies, when no tracer listens: a
  // type of its own, so that it shares its address with the (empty) id and
  // the frame keeps its size.
  struct no_parent {};
  struct borrowing_frame {
    children_t children;
    child_iterator it;
    [[no_unique_address]] id_type id;  // the parent's node id (for a tracer)
    // Where the parent lies, for a tracer only (an empty member otherwise).
    [[no_unique_address]] std::conditional_t<traced, S const*, no_parent> parent;

    borrowing_frame(S const* p, F& next, id_type i)
        : children(std::invoke(next, *p)), it(ranges::begin(children)), id(i) {
      if constexpr (traced) parent = p;
    }
    borrowing_frame(borrowing_frame const&) = delete;
    borrowing_frame& operator=(borrowing_frame const&) = delete;
    bool at_end() { return it == ranges::end(children); }
  };
  struct owning_frame {
    S parent;
    children_t children;
    child_iterator it;
    [[no_unique_address]] id_type id;

    owning_frame(S&& p, F& next, id_type i)
        : parent(std::move(p)), children(std::invoke(next, std::as_const(parent))),
          it(ranges::begin(children)), id(i) {}
    owning_frame(owning_frame const&) = delete;
    owning_frame& operator=(owning_frame const&) = delete;
    bool at_end() { return it == ranges::end(children); }
  };
  using frame = std::conditional_t<in_place, borrowing_frame, owning_frame>;

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    detail::stable_stack<frame> frames;
    std::optional<ranges::iterator_t<Roots>> root_it;
    std::optional<S> slot;       // the current root, or (not in_place) the current state
    S const* current = nullptr;  // null once the search has ended
    [[no_unique_address]] id_type current_id{};
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
    e.frames.clear();
    e.current = nullptr;
    e.slot.reset();
    monitor_.begin();
    monitor_.pass();
    detail::begin_search(next_.get());
    e.root_it.emplace(ranges::begin(roots_box_.get()));
    enter_root();
    return detail::search_cursor<dfs_view>{this};
  }

  // What the iterator reads (const: the engine expands the state when the
  // consumer moves on) and asks.
  S const& current() const { return *engine_.current; }
  std::size_t current_depth() const { return engine_.frames.size(); }
  bool ended() const { return engine_.current == nullptr; }

  // The next root the successor function admits (seek::skip_seen skips one
  // seen already), or the end.
  void enter_root() {
    engine& e = engine_;
    for (;; ++*e.root_it) {
      if (*e.root_it == ranges::end(roots_box_.get())) return finish(stop_reason::exhausted);
      if constexpr (detail::has_root_hook<F, S>) {
        S& root = e.slot.emplace(detail::root_state<S>(**e.root_it));
        if (!detail::admit_root(next_.get(), std::as_const(root))) continue;
        if (!monitor_.produce(0)) return finish(stop_reason::none);
        e.current = std::addressof(root);
      } else {
        if (!monitor_.produce(0)) return finish(stop_reason::none);
        e.current = std::addressof(e.slot.emplace(detail::root_state<S>(**e.root_it)));
      }
      e.current_id = monitor_.generated(*e.current, 0, id_type{});
      monitor_.yield(e.current_id, *e.current);
      return;
    }
  }

  void finish(stop_reason r) {
    engine_.frames.clear();  // before the slot: frames may point to it
    engine_.current = nullptr;
    engine_.slot.reset();
    monitor_.finish(r);
  }

  // `++it`. Past the end it does nothing.
  SEEK_DETAIL_HOT_INLINE void advance() {
    if (engine_.current != nullptr) [[likely]]
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
    engine& e = engine_;
    try {
      // A state at a depth bound (seek::depth_limited) is not expanded.
      if constexpr (detail::bounds_depth_v<Monitor>)
        if (!monitor_.expandable(e.frames.size())) return climb();
      // No room: the block is full, or the stack is empty (the current
      // state is a root). Otherwise there is a parent frame below.
      if (!e.frames.has_room()) [[unlikely]]
        return step_without_room();
      if (!expansion_allowed()) return;
      frame& f = e.frames.construct_above(take_current(), next_.get(), e.current_id);
      if (!f.at_end()) {
        e.frames.push_constructed();
        return enter_child(f);
      }
      monitor_.fail(e.current_id, expanded(f));
      e.frames.discard_above();
      frame& parent = e.frames.top();
      ++parent.it;
      if (!parent.at_end()) return enter_child(parent);
      report_climb(parent);
      e.frames.pop();
      climb();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  // Counts the expansion; false (the search ended) past the frontier limit.
  bool expansion_allowed() {
    monitor_.expand(engine_.current_id, *engine_.current);
    if (monitor_.frontier(engine_.frames.size() + 1)) return true;
    finish(stop_reason::none);
    return false;
  }

  // step() when the new frame needs a new block, or is the first one.
  [[gnu::noinline]] void step_without_room() {
    engine& e = engine_;
    if (!expansion_allowed()) return;
    frame& f = e.frames.emplace(take_current(), next_.get(), e.current_id);
    if (!f.at_end()) return enter_child(f);
    monitor_.fail(e.current_id, expanded(f));
    e.frames.pop();
    climb();
  }

  // Backtrack: the next sibling of the nearest ancestor that has one, or
  // the next root.
  SEEK_DETAIL_WARM void climb() {
    engine& e = engine_;
    while (!e.frames.empty()) {
      frame& top = e.frames.top();
      ++top.it;
      if (!top.at_end()) return enter_child(top);
      report_climb(top);
      e.frames.pop();
    }
    next_root();
  }
  [[gnu::noinline]] void next_root() {
    ++*engine_.root_it;
    enter_root();
  }

  // The state just expanded into the frame `f` (for the monitor).
  S const& expanded(frame const& f) const {
    if constexpr (in_place)
      return *engine_.current;
    else
      return f.parent;
  }
  // Only a tracer hears of a climb, so only a traced walk keeps where the
  // climbed state lies.
  void report_climb(frame const& f) {
    if constexpr (traced) {
      if constexpr (in_place)
        monitor_.climb(f.id, *f.parent);
      else
        monitor_.climb(f.id, f.parent);
    }
  }

  // The parent of a new frame: the current state itself, or where it lies.
  parent_t take_current() {
    if constexpr (in_place) {
      return engine_.current;
    } else {
      return std::move(*engine_.slot);
    }
  }

  void enter_child(frame& f) {
    engine& e = engine_;
    std::size_t const depth = e.frames.size();
    if (!monitor_.produce(depth)) return finish(stop_reason::none);
    if constexpr (in_place) {
      child_reference child = *f.it;
      e.current = std::addressof(child);
    } else {
      e.current = std::addressof(e.slot.emplace(detail::take_element<children_t>(f.it)));
    }
    e.current_id = monitor_.generated(*e.current, depth, f.id);
    monitor_.yield(e.current_id, *e.current);
  }

  detail::semiregular_box<Roots> roots_box_;
  detail::semiregular_box<F> next_;
  Monitor monitor_;
  engine engine_;
};

namespace detail {
// seek::dfs: (roots, next, options...).
struct dfs_spec : spec_defaults {
  // Over seek::skip_seen, a state first reached at the bound would be
  // skipped where it is reached again above it: refused.
  template <bool Remembering>
  static constexpr bool takes_depth_limit = !Remembering;

  template <class S, bool Paths, class Roots, class G, class M, class Policy>
  static auto make(Roots roots, G next, M monitor, Policy) {
    return dfs_view<S, G, Roots, M>(std::move(roots), std::move(next), std::move(monitor));
  }

  // Your call of seek::dfs lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::dfs takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra, seek::astar and seek::ida_star");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::dfs: `next` is not a successor function for the roots' type: it must take State "
                    "const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::dfs over seek::skip_seen does not take seek::depth_limited: a state first reached at "
                    "the bound would be skipped where it is reached again above it; use seek::bfs");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::dfs: unknown option: dfs takes no parameter of its own, only the options "
                    "seek::statistics& and seek::limits");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::dfs(roots, next, options...)`: the states of the trees rooted at
/// `roots` (one state, or a range of states searched in turn) in
/// depth-first preorder, children in the order `next` returns them; an
/// input range of `S const&` whose iterators tell `it.depth()`.
///
/// Options, in any order: a seek::statistics& to count into, seek::limits to
/// stop at (`frontier` bounds the stack of frames).
inline constexpr detail::strategy_fn<detail::dfs_spec> dfs{};

}  // namespace seek
