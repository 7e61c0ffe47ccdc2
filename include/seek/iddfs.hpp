// seek/iddfs.hpp: iterative-deepening depth-first search as a lazy range.
//
// The states of seek::bfs, in the same level order, with the memory of
// seek::dfs: pass L walks the tree depth-first down to depth L and yields
// the states at depth L, in the order the successor function gives them
// (which is bfs's order within a level). The search ends after a pass that
// finds no state at its depth. Each state is yielded once; the states above
// the limit are walked again in every pass (about b/(b-1) times the work of
// bfs on a tree of branching factor b). Memory: the current path only, an
// explicit stack of frames; no recursion.
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <iterator>
#include <optional>
#include <ranges>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/concepts.hpp>
#include <seek/detail/deepening.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/search_fn.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/stable_stack.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/statistics.hpp>

namespace seek {

/// The lazy range returned by `seek::iddfs`. Input range of nodes;
/// `begin()` starts (or restarts) the search; a copy starts afresh.
template <search_state S, class F, class Roots, class Monitor>
class iddfs_view : public ranges::view_base, public std::ranges::view_base {
  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;

  // An expanded state on the current path (the successor range may refer
  // to it) and where the walk of its children is.
  struct frame {
    S state;
    frame const* below;  // the parent's frame, for path()
    children_t children;
    child_iterator it;

    frame(S&& s, frame const* parent, F& next)
        : state(std::move(s)), below(parent), children(std::invoke(next, std::as_const(state))),
          it(ranges::begin(children)) {}
    frame(frame const&) = delete;
    frame& operator=(frame const&) = delete;
  };

  struct engine;

 public:
  /// An element: the current node of the search, lent by reference. It lives
  /// in the view and shows the node the iterator is at: read it before the
  /// iterator moves on, and copy `state()` or `path()` to keep them. It
  /// cannot be copied, so a node can never outlive its place in the search
  /// (`ranges::to<std::vector>` of nodes does not compile: transform them).
  class node {
   public:
    // A copy of a node fails here: keep `state()` or `path()` instead, e.g.
    // `views::transform([](auto const& n) { return n.state(); })`.
    node(node const&) = delete;
    node& operator=(node const&) = delete;

    /// The state reached.
    S const& state() const noexcept { return *e_->slot; }
    /// Its depth (roots at 0), which is also the depth limit of the pass.
    std::size_t depth() const noexcept { return e_->limit; }
    /// The states from its root to it, both included.
    std::vector<S> path() const { return e_->path(); }

   private:
    friend struct engine;
    explicit node(engine const* e) noexcept : e_(e) {}
    engine const* e_;
  };

 private:
  // Iteration state, made by begin(); copying a view never copies it.
  struct engine {
    detail::stable_stack<frame> frames;
    std::size_t depth = 0;  // frames on the stack, so the current node's depth
    detail::deepening::pass_counter passes;
    std::optional<S> slot;  // the current state
    std::size_t limit = 0;  // the depth of this pass
    bool found = false;     // a state at depth `limit` was reached in this pass
    bool resume = false;    // the top frame's iterator is at a child already taken
    bool done = true;
    std::optional<ranges::iterator_t<Roots>> root_it;
    node current{this};  // what the iterator lends

    engine() = default;
    engine(engine const&) {}
    engine(engine&&) noexcept {}
    engine& operator=(engine const&) { return *this; }
    engine& operator=(engine&&) noexcept { return *this; }

    std::vector<S> path() const {
      std::vector<S> p;
      p.reserve(limit + 1);
      if (!frames.empty())
        for (frame const* f = &const_cast<engine*>(this)->frames.top(); f != nullptr; f = f->below)
          p.push_back(f->state);
      std::reverse(p.begin(), p.end());
      p.push_back(*slot);
      return p;
    }
  };

 public:
  /// The element type.
  using value_type = node;

  /// Input iterator over the nodes.
  class iterator {
   public:
    /// \cond INTERNAL
    using value_type = node;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = node const&;
    using pointer = void;
    /// \endcond

    /// A singular iterator; only assignable.
    iterator() = default;
    /// The current node (see iddfs_view::node).
    node const& operator*() const { return view_->engine_.current; }
    /// Moves to the next state of this depth, or of the next. Only this
    /// calls the successor function.
    iterator& operator++() {
      view_->advance();
      return *this;
    }
    /// Same as ++it.
    void operator++(int) { ++*this; }
    /// True when the search has ended (a pass found nothing at its depth,
    /// a limit was hit, or it was cancelled).
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.at_end(); }

   private:
    bool at_end() const { return view_->engine_.done; }
    friend iddfs_view;
    explicit iterator(iddfs_view* v) : view_(v) {}
    iddfs_view* view_ = nullptr;
  };

  iddfs_view() = default;
  /// Made by seek::iddfs, the way to call it.
  iddfs_view(Roots roots, F next, Monitor monitor)
      : roots_(std::in_place, std::move(roots)), next_(std::in_place, std::move(next)),
        monitor_(std::move(monitor)) {}

  /// Starts the search afresh (each call restarts it). Only on a named view:
  /// `view.begin()` on a temporary would dangle as soon as the statement ends.
  iterator begin() & {
    engine& e = engine_;
    e.frames.clear();
    e.depth = 0;
    e.slot.reset();
    e.done = false;
    e.limit = 0;
    e.found = false;
    e.resume = false;
    monitor_.begin();
    e.passes.begin_pass(monitor_);
    e.root_it.emplace(ranges::begin(roots_.get()));
    walk(false);
    return iterator{this};
  }
  /// The end.
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  void finish(stop_reason r) {
    engine_.frames.clear();
    engine_.depth = 0;
    engine_.slot.reset();
    engine_.done = true;
    engine_.passes.sync(monitor_);
    monitor_.finish(r);
  }

  // `++it`: the current state is at the depth limit, so it is not expanded.
  void advance() {
    if (!engine_.done) walk(false);
  }

  // Walks the pass depth-first to the next state at depth `limit`: expands
  // the current state first when `expand`, then takes children, roots and
  // passes in turn.
  void walk(bool expand) {
    step(expand);
    engine_.passes.sync(monitor_);
  }

  void step(bool expand) {
    engine& e = engine_;
    try {
      for (;;) {
        if (expand) {
          monitor_.expand();
          if (!monitor_.frontier(e.depth + 1)) return finish(stop_reason::none);
          frame const* below = e.frames.empty() ? nullptr : &e.frames.top();
          frame& f = e.frames.emplace(std::move(*e.slot), below, next_.get());
          ++e.depth;
          if (f.it == ranges::end(f.children)) monitor_.fail();
          e.resume = false;
        }
        if (e.frames.empty()) {
          if (*e.root_it == ranges::end(roots_.get())) {
            // The pass is over: the next one if this one reached its depth.
            if (!e.found) return finish(stop_reason::exhausted);
            e.found = false;
            ++e.limit;
            e.passes.begin_pass(monitor_);
            e.root_it.emplace(ranges::begin(roots_.get()));
            expand = false;
            continue;
          }
          if (e.limit == 0) {  // roots are counted once, in the first pass
            if (!monitor_.produce(0)) return finish(stop_reason::none);
          }
          e.slot.emplace(detail::root_state<S>(**e.root_it));
          ++*e.root_it;
          if (e.limit == 0) return void(e.found = true);
          expand = true;
          continue;
        }
        frame& top = e.frames.top();
        if (e.resume) ++top.it;
        e.resume = true;
        if (top.it == ranges::end(top.children)) {
          e.frames.pop();
          --e.depth;
          expand = false;
          continue;
        }
        std::size_t const depth = e.depth;
        if (!monitor_.produce(depth)) return finish(stop_reason::none);
        e.slot.emplace(detail::take_element<children_t>(top.it));
        if (depth == e.limit) return void(e.found = true);
        expand = true;
      }
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  detail::semiregular_box<Roots> roots_;
  detail::semiregular_box<F> next_;
  Monitor monitor_;
  engine engine_;
};

namespace detail {
struct iddfs_order {
  template <class S, class F, class Roots, class Monitor>
  using view = iddfs_view<S, F, Roots, Monitor>;
};

// Several roots are walked once per pass: a forward range of them.
template <class R, class F>
concept deepening_root_range = root_range<R, F> && ranges::forward_range<R>;

// Makes an iddfs view from one root or a forward range of roots.
template <class Monitor>
struct make_iddfs_view {
  template <class S, class F>
  static auto single(S&& root, F next, Monitor monitor) {
    using state = std::remove_cvref_t<S>;
    return iddfs_view<state, F, single_root<state>, Monitor>(single_root<state>(std::forward<S>(root)),
                                                             std::move(next), std::move(monitor));
  }
  template <class R, class F>
  static auto forest(R&& roots, F next, Monitor monitor) {
    using state = ranges::range_value_t<R>;
    return iddfs_view<state, F, stored_roots_t<R>, Monitor>(store_roots(std::forward<R>(roots)), std::move(next),
                                                            std::move(monitor));
  }
};

struct iddfs_fn {
  // A call that fails here has a `next` that is not a
  // seek::successor_function for the root's type (see seek::dfs), or, for
  // several roots, a range of them that is not a forward range: iddfs walks
  // its roots once per pass.
  template <class S, class F>
    requires successor_function<F, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next) const {
    return make_iddfs_view<no_monitor>::single(std::forward<S>(root), std::move(next), {});
  }
  template <class S, class F>
    requires successor_function<F, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next, statistics& stats) const {
    return make_iddfs_view<counting_monitor>::single(std::forward<S>(root), std::move(next),
                                                           counting_monitor{&stats});
  }
  template <class S, class F>
    requires successor_function<F, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next, statistics& stats, limits lim) const {
    return make_iddfs_view<limited_monitor>::single(std::forward<S>(root), std::move(next),
                                                          limited_monitor{&stats, std::move(lim)});
  }
  template <class R, class F>
    requires deepening_root_range<R, F>
  auto operator()(R&& roots, F next) const {
    return make_iddfs_view<no_monitor>::forest(std::forward<R>(roots), std::move(next), {});
  }
  template <class R, class F>
    requires deepening_root_range<R, F>
  auto operator()(R&& roots, F next, statistics& stats) const {
    return make_iddfs_view<counting_monitor>::forest(std::forward<R>(roots), std::move(next),
                                                           counting_monitor{&stats});
  }
  template <class R, class F>
    requires deepening_root_range<R, F>
  auto operator()(R&& roots, F next, statistics& stats, limits lim) const {
    return make_iddfs_view<limited_monitor>::forest(std::forward<R>(roots), std::move(next),
                                                          limited_monitor{&stats, std::move(lim)});
  }
};
}  // namespace detail

/// `seek::iddfs(root, next)`: the states of the tree rooted at `root` in
/// bfs's level order, found by depth-first passes with a growing depth
/// limit. `seek::iddfs(roots, next)` starts from every root of a forward
/// range (all at depth 0).
///
/// With a `seek::statistics&`: `nodes` counts the states generated in every
/// pass (a root once), `passes` the passes begun, `pass_nodes` the states of
/// the current pass; `limits` as with seek::dfs (`frontier` bounds the path).
inline constexpr detail::iddfs_fn iddfs{};

}  // namespace seek
