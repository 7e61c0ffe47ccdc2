// seek/ida_star.hpp: iterative-deepening A* (Korf 1985) as a lazy range.
//
// Passes of depth-first search, each bounded by a threshold on f = g + h
// (cost from the root plus the heuristic): the first threshold is the least
// f of the roots, each next one the least f that the pass before cut off. A
// node of the search tree (a path from a root) is yielded exactly once, in
// the first pass that reaches it, in depth-first order; nodes reached again
// in later passes are walked through, not yielded. With an admissible
// heuristic the first goal pulled is a cheapest one. Memory: the current
// path only (an explicit stack of frames, no recursion, no visited set).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <functional>
#include <iterator>
#include <optional>
#include <ranges>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/detail/deepening.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/stable_stack.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/statistics.hpp>
#include <seek/weighted.hpp>

namespace seek {

/// The lazy range returned by `seek::ida_star`. Input range of nodes;
/// `begin()` starts (or restarts) the search; a copy starts afresh.
template <search_state S, class F, class H, class Roots, class Monitor>
class ida_star_view : public ranges::view_base, public std::ranges::view_base {
  using C = cost_t<F, S>;
  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;

  // An expanded node on the current path: its state (which the successor
  // range may refer to), cost, whether it is new in this pass, and where the
  // walk of its children is.
  struct frame {
    S state;
    C g;
    bool fresh;
    frame const* below;  // the parent's frame, for path()
    children_t children;
    child_iterator it;

    frame(S&& s, C cost, bool is_fresh, frame const* parent, F& next)
        : state(std::move(s)), g(std::move(cost)), fresh(is_fresh), below(parent),
          children(std::invoke(next, std::as_const(state))), it(ranges::begin(children)) {}
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
    /// The cost of the path from its root (sum of the edge costs).
    C const& cost() const noexcept { return e_->g; }
    /// The number of edges from its root (roots are at depth 0).
    std::size_t depth() const noexcept { return e_->depth; }
    /// The threshold on cost + heuristic of the pass that yielded it.
    C const& threshold() const noexcept { return e_->threshold; }
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
    std::optional<S> slot;  // the current node's state
    C g{};                  // and its cost
    bool fresh = false;     // and whether it was first reached in this pass
    bool resume = false;    // the top frame's iterator is at a child already taken
    bool done = true;
    bool first_pass = true;
    C threshold{};
    C previous{};               // the threshold of the pass before (not in the first)
    std::optional<C> cut;       // least f cut off in this pass
    std::optional<ranges::iterator_t<Roots>> root_it;
    node current{this};  // what the iterator lends

    engine() = default;
    engine(engine const&) {}
    engine(engine&&) noexcept {}
    engine& operator=(engine const&) { return *this; }
    engine& operator=(engine&&) noexcept { return *this; }

    std::vector<S> path() const {
      std::vector<S> p;
      p.reserve(depth + 1);
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
    /// The current node (see ida_star_view::node).
    node const& operator*() const { return view_->engine_.current; }
    /// Moves to the next node first reached in this pass, or in the passes
    /// after it. Only this calls the successor function and the heuristic.
    iterator& operator++() {
      view_->advance();
      return *this;
    }
    /// Same as ++it.
    void operator++(int) { ++*this; }
    /// True when the search has ended (nothing cut off in the last pass, a
    /// limit hit, or cancelled).
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.at_end(); }

   private:
    bool at_end() const { return view_->engine_.done; }
    friend ida_star_view;
    explicit iterator(ida_star_view* v) : view_(v) {}
    ida_star_view* view_ = nullptr;
  };

  ida_star_view() = default;
  /// Made by seek::ida_star, the way to call it.
  ida_star_view(Roots roots, F next, H h, Monitor monitor)
      : roots_(std::in_place, std::move(roots)), next_(std::in_place, std::move(next)),
        h_(std::in_place, std::move(h)), monitor_(std::move(monitor)) {}

  /// Starts the search afresh (each call restarts it). Only on a named view:
  /// `view.begin()` on a temporary would dangle as soon as the statement ends.
  iterator begin() & {
    engine& e = engine_;
    e.frames.clear();
    e.depth = 0;
    e.slot.reset();
    e.done = false;
    e.first_pass = true;
    e.resume = false;
    e.cut.reset();
    monitor_.begin();
    e.passes.begin_pass(monitor_);
    // The first threshold is the least f among the roots. Each root is
    // counted here, once for the whole search.
    try {
      for (auto it = ranges::begin(roots_.get()); it != ranges::end(roots_.get()); ++it) {
        if (!monitor_.produce(0)) return finish(stop_reason::none), iterator{this};
        note_cut(estimate(detail::root_state<S>(*it)));
      }
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    if (next_pass()) walk(false);
    return iterator{this};
  }
  /// The end.
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  C estimate(S const& s) { return static_cast<C>(std::invoke(h_.get(), s)); }

  // Moves to the threshold of the next pass, or ends the search.
  bool next_pass() {
    engine& e = engine_;
    if (!e.cut) {
      finish(stop_reason::exhausted);
      return false;
    }
    e.previous = e.threshold;
    e.threshold = *e.cut;
    e.cut.reset();
    e.root_it.emplace(ranges::begin(roots_.get()));
    return true;
  }

  void finish(stop_reason r) {
    engine_.frames.clear();
    engine_.depth = 0;
    engine_.slot.reset();
    engine_.done = true;
    engine_.passes.sync(monitor_);
    monitor_.finish(r);
  }

  void advance() {
    if (!engine_.done) walk(true);
  }

  // Whether a node within the threshold, with f `f`, was first reached in
  // this pass: in the first pass, or when f or the f of an ancestor
  // (`parent_fresh`) is beyond the threshold of the pass before.
  bool is_new(C const& f, bool parent_fresh) const {
    engine const& e = engine_;
    return parent_fresh || e.first_pass || e.previous < f;
  }

  // Walks the pass in depth-first order to the next node to yield: expands
  // the current node first when `expand`, then takes children, roots and
  // passes in turn. Nodes within the threshold but not new are expanded
  // without being yielded; nodes beyond it are cut off.
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
          frame& f = e.frames.emplace(std::move(*e.slot), std::move(e.g), e.fresh, below, next_.get());
          ++e.depth;
          if (f.it == ranges::end(f.children)) monitor_.fail();
          e.resume = false;
        }
        if (e.frames.empty()) {
          // The next root of this pass, or the next pass.
          if (*e.root_it == ranges::end(roots_.get())) {
            e.first_pass = false;
            if (!next_pass()) return;
            e.passes.begin_pass(monitor_);
            expand = false;
            continue;
          }
          S root = detail::root_state<S>(**e.root_it);
          ++*e.root_it;
          C f = estimate(root);
          if (e.threshold < f) {
            note_cut(f);
            expand = false;
            continue;
          }
          e.fresh = is_new(f, false);
          e.slot.emplace(std::move(root));
          e.g = C{};
          if (e.fresh) return;
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
        if (!monitor_.produce(e.depth)) return finish(stop_reason::none);
        auto&& element = detail::take_element<children_t>(top.it);
        C g = top.g + static_cast<C>(std::get<1>(element));
        expand = take_child(std::get<0>(std::forward<decltype(element)>(element)), std::move(g), top.fresh);
        if (expand && e.fresh) return;
      }
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  void note_cut(C const& f) {
    if (!engine_.cut || f < *engine_.cut) engine_.cut = f;
  }

  // A child with cost g: cut off (false), or the new current node (true).
  // The heuristic is evaluated on the child where it lies when it is an S.
  template <class Child>
  bool take_child(Child&& child, C g, bool parent_fresh) {
    engine& e = engine_;
    if constexpr (std::same_as<std::remove_cvref_t<Child>, S>) {
      C f = g + estimate(child);
      if (e.threshold < f) return note_cut(f), false;
      e.fresh = is_new(f, parent_fresh);
      e.slot.emplace(std::forward<Child>(child));
    } else {
      S s(std::forward<Child>(child));
      C f = g + estimate(s);
      if (e.threshold < f) return note_cut(f), false;
      e.fresh = is_new(f, parent_fresh);
      e.slot.emplace(std::move(s));
    }
    e.g = std::move(g);
    return true;
  }

  detail::semiregular_box<Roots> roots_;
  detail::semiregular_box<F> next_;
  detail::semiregular_box<H> h_;
  Monitor monitor_;
  engine engine_;
};

namespace detail {

// A range of roots for ida_star and iddfs: iterated once per pass, so it must
// be a forward range, and not itself a state the successor function accepts.
template <class R, class F>
concept forward_weighted_root_range =
    ranges::forward_range<R> && !weighted_successor_function<F, std::remove_cvref_t<R>> &&
    weighted_successor_function<F, ranges::range_value_t<R>> &&
    roots_of<R, ranges::range_value_t<R>>;

struct ida_star_fn {
  template <class Monitor, class S, class F, class H>
  static auto single(S&& root, F next, H h, Monitor m) {
    using state = std::remove_cvref_t<S>;
    return ida_star_view<state, F, H, single_root<state>, Monitor>(single_root<state>(std::forward<S>(root)),
                                                                 std::move(next), std::move(h), std::move(m));
  }
  template <class Monitor, class R, class F, class H>
  static auto forest(R&& roots, F next, H h, Monitor m) {
    using state = ranges::range_value_t<R>;
    return ida_star_view<state, F, H, stored_roots_t<R>, Monitor>(store_roots(std::forward<R>(roots)), std::move(next),
                                                                std::move(h), std::move(m));
  }

  // A call that fails here: `next` must be a seek::weighted_successor_function
  // (return, for `State const&`, a range of (successor, edge cost) pairs; a
  // plain successor function belongs to seek::iddfs), and `h(state)` must
  // convert to that edge cost type (seek::heuristic). Several roots: pass a
  // forward range of states.
  template <class S, class F, class H>
    requires weighted_successor_function<F, std::remove_cvref_t<S>> &&
             heuristic<H, std::remove_cvref_t<S>, cost_t<F, std::remove_cvref_t<S>>>
  auto operator()(S&& root, F next, H h) const {
    return single<no_monitor>(std::forward<S>(root), std::move(next), std::move(h), {});
  }
  template <class S, class F, class H>
    requires weighted_successor_function<F, std::remove_cvref_t<S>> &&
             heuristic<H, std::remove_cvref_t<S>, cost_t<F, std::remove_cvref_t<S>>>
  auto operator()(S&& root, F next, H h, statistics& stats) const {
    return single<counting_monitor>(std::forward<S>(root), std::move(next), std::move(h), counting_monitor{&stats});
  }
  template <class S, class F, class H>
    requires weighted_successor_function<F, std::remove_cvref_t<S>> &&
             heuristic<H, std::remove_cvref_t<S>, cost_t<F, std::remove_cvref_t<S>>>
  auto operator()(S&& root, F next, H h, statistics& stats, limits lim) const {
    return single<limited_monitor>(std::forward<S>(root), std::move(next), std::move(h),
                                   limited_monitor{&stats, std::move(lim)});
  }

  template <class R, class F, class H>
    requires forward_weighted_root_range<R, F> &&
             heuristic<H, ranges::range_value_t<R>, cost_t<F, ranges::range_value_t<R>>>
  auto operator()(R&& roots, F next, H h) const {
    return forest<no_monitor>(std::forward<R>(roots), std::move(next), std::move(h), {});
  }
  template <class R, class F, class H>
    requires forward_weighted_root_range<R, F> &&
             heuristic<H, ranges::range_value_t<R>, cost_t<F, ranges::range_value_t<R>>>
  auto operator()(R&& roots, F next, H h, statistics& stats) const {
    return forest<counting_monitor>(std::forward<R>(roots), std::move(next), std::move(h), counting_monitor{&stats});
  }
  template <class R, class F, class H>
    requires forward_weighted_root_range<R, F> &&
             heuristic<H, ranges::range_value_t<R>, cost_t<F, ranges::range_value_t<R>>>
  auto operator()(R&& roots, F next, H h, statistics& stats, limits lim) const {
    return forest<limited_monitor>(std::forward<R>(roots), std::move(next), std::move(h),
                                   limited_monitor{&stats, std::move(lim)});
  }
};

}  // namespace detail

/// `seek::ida_star(root, next, h)`: the nodes of the tree from `root` under
/// the weighted successor function `next`, pass by pass with a growing
/// threshold on cost + `h`, each node once, in the first pass that reaches
/// it. `| views::filter(goal) | seek::first(1)` is a cheapest goal when `h`
/// never overestimates and edge costs are not negative.
///
/// With a `seek::statistics&`: `nodes` counts the nodes generated (children
/// taken from a successor range, those cut off included, and each root
/// once, as Korf counts), `passes` the passes begun and `pass_nodes` the
/// nodes of the current pass; `limits` as with seek::dfs (`frontier` bounds
/// the path length).
inline constexpr detail::ida_star_fn ida_star{};

}  // namespace seek
