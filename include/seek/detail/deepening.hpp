// seek/detail/deepening.hpp: the one engine of the iterative-deepening
// searches, seek::iddfs (a bound on depth) and seek::ida_star (a threshold
// on cost + heuristic).
//
// Passes of depth-first search over an explicit stack of frames: one per
// expanded node of the current path, holding its state, what the bound keeps
// of it (its cost), its successor range, the position in it, and a link to
// the frame below, so path() is read off the stack. For each node reached the
// Bound says: cut it off, walk through it (expand it unyielded: an earlier
// pass yielded it), yield it and expand it next, or yield it as a leaf of the
// pass; and at the end of a pass whether another one follows.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <ranges>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/hot_path.hpp>
#include <seek/detail/iterator.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/stable_stack.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/core/statistics.hpp>

namespace seek::detail::deepening {

// What a Bound decides about a node just reached (its state then in `slot`,
// except when cut off or stopped).
enum class verdict : std::uint8_t {
  stop,        // a limit refused it: the search ends
  cut,         // beyond the bound: neither yielded nor expanded
  walk,        // within, yielded by an earlier pass: expanded, not yielded
  yield,       // new in this pass: yielded, then expanded on `++`
  yield_leaf,  // new, at the bound: yielded, not expanded
};

// The lazy range of seek::iddfs and seek::ida_star. A Bound has a `mark`
// (what a frame keeps besides the state), `start(roots, monitor)` (the first
// pass: nothing, or why the search is over already), `root(...)` and
// `child(...)` (a verdict, the state put in the slot), and `end_pass()`
// (false: the search is exhausted).
template <search_state S, class F, class Roots, class Monitor, class Bound>
class view : public view_facade<view<S, F, Roots, Monitor, Bound>>,
             public ranges::view_base,
             public std::ranges::view_base {
  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;
  using mark = typename Bound::mark;

  // An expanded node on the current path (the successor range may refer to
  // its state) and where the walk of its children is.
  struct frame {
    S state;
    [[no_unique_address]] mark m;
    frame const* below;  // the parent's frame, for path()
    children_t children;
    child_iterator it;

    frame(S&& s, mark&& mk, frame const* parent, F& next)
        : state(std::move(s)), m(std::move(mk)), below(parent), children(std::invoke(next, std::as_const(state))),
          it(ranges::begin(children)) {}
    frame(frame const&) = delete;
    frame& operator=(frame const&) = delete;
  };

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
    S const& state() const noexcept { return *v_->engine_.slot; }
    /// The number of edges from its root (roots are at depth 0); for iddfs
    /// also the depth limit of the pass.
    std::size_t depth() const noexcept { return v_->engine_.depth; }
    /// The states from its root to it, both included.
    std::vector<S> path() const { return v_->path(); }
    /// (ida_star) The cost of the path from its root (sum of the edge costs).
    auto const& cost() const noexcept
      requires Bound::weighted
    {
      return v_->engine_.current_mark.g;
    }
    /// (ida_star) The threshold on cost + heuristic of the pass that yielded it.
    auto const& threshold() const noexcept
      requires Bound::weighted
    {
      return v_->bound_.threshold;
    }

   private:
    friend view;
    node() = default;
    view const* v_ = nullptr;
  };

 private:
  // Iteration state, made by begin(); a copy of the view starts afresh.
  struct engine_state {
    stable_stack<frame> frames;
    std::size_t depth = 0;  // frames on the stack, so the current node's depth
    std::optional<S> slot;  // the current node's state
    mark current_mark{};    // and what the bound keeps of it
    bool leaf = false;      // the current node is not expanded on `++`
    bool done = true;
    std::optional<ranges::iterator_t<Roots>> root_it;
    node current;  // what the iterator lends
  };
  using engine = fresh_on_copy<engine_state>;

 public:
  /// The element type.
  using value_type = node;
  /// Input iterator over the nodes.
  using iterator = basic_iterator<search_cursor<view>>;

  view() = default;
  /// Made by seek::iddfs and seek::ida_star, the way to call them.
  view(Roots roots, F next, Bound bound, Monitor monitor)
      : roots_(std::in_place, std::move(roots)), next_(std::in_place, std::move(next)), bound_(std::move(bound)),
        monitor_(std::move(monitor)) {}

  // begin() and end() come from view_facade.

 private:
  friend cursor_access;
  friend search_cursor<view>;

  // begin() (on lvalues only) starts the search afresh; each call restarts it.
  search_cursor<view> begin_cursor() {
    engine& e = engine_;
    e.frames.clear();
    e.depth = 0;
    e.slot.reset();
    e.done = false;
    e.leaf = false;
    e.current.v_ = this;
    monitor_.begin();
    monitor_.pass();
    try {
      if (std::optional<stop_reason> over = bound_.start(roots_.get(), monitor_)) {
        finish(*over);
        return search_cursor<view>{this};
      }
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    e.root_it.emplace(ranges::begin(roots_.get()));
    walk(false);
    return search_cursor<view>{this};
  }

  node const& current() const { return engine_.current; }
  std::size_t current_depth() const { return engine_.depth; }
  bool ended() const { return engine_.done; }

  // `++it`: a node yielded as a leaf of the pass is not expanded (step()
  // moves its parent's iterator on).
  SEEK_DETAIL_ALWAYS_INLINE void advance() {
    if (!engine_.done) walk(!engine_.leaf);
  }

  std::vector<S> path() const {
    engine& e = const_cast<engine&>(engine_);  // top() is not const; nothing changes
    std::vector<S> p;
    p.reserve(e.depth + 1);
    if (!e.frames.empty())
      for (frame const* f = &e.frames.top(); f != nullptr; f = f->below) p.push_back(f->state);
    std::reverse(p.begin(), p.end());
    p.push_back(*e.slot);
    return p;
  }

  void finish(stop_reason r) {
    engine& e = engine_;
    e.frames.clear();
    e.depth = 0;
    e.slot.reset();
    e.done = true;
    monitor_.finish(r);
  }

  // The frame of the current node, on top of the stack. A new block of
  // frames is made out of line: inline, clang keeps the arguments of that
  // rare call ready in registers and on the stack through the whole step,
  // which costs every call of step() (a node yielded) its saving.
  frame& push_current() {
    engine& e = engine_;
    if (!e.frames.has_room()) [[unlikely]]
      return push_current_in_new_block();
    frame& f = e.frames.construct_above(std::move(*e.slot), std::move(e.current_mark), &e.frames.top(), next_.get());
    e.frames.push_constructed();
    return f;
  }
  [[gnu::noinline]] frame& push_current_in_new_block() {
    engine& e = engine_;
    frame const* below = e.frames.empty() ? nullptr : &e.frames.top();
    return e.frames.emplace(std::move(*e.slot), std::move(e.current_mark), below, next_.get());
  }

  SEEK_DETAIL_ALWAYS_INLINE void walk(bool expand) {
    step(expand);
  }

  // Walks the pass depth-first to the next node to yield: expands the
  // current node first when `expand`, then takes children, roots and passes
  // in turn. Forced inline (with advance() and walk()) into the consumer's
  // loop: see hot_path.hpp.
  SEEK_DETAIL_ALWAYS_INLINE void step(bool expand) {
    engine& e = engine_;
    try {
      // A frame's iterator moves past a child once the child is done with:
      // cut off, its frame popped, or (here) yielded as a leaf.
      if (e.leaf && !e.frames.empty()) ++e.frames.top().it;
      for (;;) {
        if (expand) {
          monitor_.expand(no_id{});
          if (!monitor_.frontier(e.depth + 1)) return finish(stop_reason::none);
          frame& f = push_current();
          ++e.depth;
          if (f.it == ranges::end(f.children)) monitor_.fail(no_id{});
        }
        verdict v;
        if (e.frames.empty()) {
          if (*e.root_it == ranges::end(roots_.get())) {  // the pass is over
            if (!bound_.end_pass()) return finish(stop_reason::exhausted);
            monitor_.pass();
            e.root_it.emplace(ranges::begin(roots_.get()));
            expand = false;
            continue;
          }
          v = bound_.root(**e.root_it, monitor_, e.slot, e.current_mark);
          ++*e.root_it;
        } else {
          frame& top = e.frames.top();
          if (top.it == ranges::end(top.children)) {
            e.frames.pop();
            --e.depth;
            if (!e.frames.empty()) ++e.frames.top().it;  // past the child just done
            expand = false;
            continue;
          }
          if (!monitor_.produce(e.depth)) return finish(stop_reason::none);
          v = bound_.child(take_element<children_t>(top.it), top.m, e.depth, e.slot, e.current_mark);
          if (v == verdict::cut) {
            monitor_.prune(no_id{});
            ++top.it;
          }
        }
        switch (v) {
          case verdict::stop:
            return finish(stop_reason::none);
          case verdict::cut:
            expand = false;
            break;
          case verdict::walk:
            expand = true;
            break;
          case verdict::yield:
          case verdict::yield_leaf:
            e.leaf = v == verdict::yield_leaf;
            monitor_.yield(no_id{});
            return;
        }
      }
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  semiregular_box<Roots> roots_;
  semiregular_box<F> next_;
  Bound bound_;  // its pass fields are set by start()
  Monitor monitor_;
  engine engine_;
};

}  // namespace seek::detail::deepening
