// seek/detail/memo_count.hpp: the loop of seek::count with seek::memo_by.
//
// Depth-first over an explicit stack, one frame per expanded state with the
// count of its subtree so far; a state whose key is in the table adds the
// remembered count instead of being expanded, and a finished frame with a
// key enters its count into the table (until memo_options::max_entries).
// Under seek::depth_limited the depth is part of the key (a state's subtree
// depends on how far the bound is). Statistics and limits go through the
// engines' monitors (detail/monitor.hpp); a limit stops the count with the
// states counted so far.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include <range/v3/range/access.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/detail/count_args.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/stable_stack.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/scale/memo.hpp>

namespace seek::detail {

// A key and the depth of its state, for a count under a depth bound.
template <class K>
struct key_at_depth {
  K key;
  std::size_t depth;
};
struct key_at_depth_hash {
  template <class K>
  std::size_t operator()(key_at_depth<K> const& k) const noexcept {
    return key_hash{}(k.key) ^ (k.depth * 0x9e3779b97f4a7c15ull);
  }
};
struct key_at_depth_equal {
  template <class K>
  bool operator()(key_at_depth<K> const& a, key_at_depth<K> const& b) const noexcept {
    return a.depth == b.depth && key_equal{}(a.key, b.key);
  }
};

// The number of states satisfying `pred` below the roots [first, last), with
// subtree counts remembered by `key`. States at `max_depth` are not expanded
// when Bounded.
template <bool Bounded, class S, class G, class P, class Key, class Monitor, class It, class End>
std::uint64_t memo_count(It first, End last, G& next, P& pred, Key& key, memo_options opt, std::size_t max_depth,
                         Monitor& mon) {
  using result_t = std::invoke_result_t<Key&, S const&>;
  using K = key_of_result_t<result_t>;
  using table_key = std::conditional_t<Bounded, key_at_depth<K>, K>;
  using table_t = std::conditional_t<Bounded, std::unordered_map<table_key, std::uint64_t, key_at_depth_hash, key_at_depth_equal>,
                                     std::unordered_map<table_key, std::uint64_t, key_hash, key_equal>>;
  using children_t = successors_t<G, S>;
  struct frame {
    S state;
    children_t children;
    ranges::iterator_t<children_t> it;
    std::uint64_t count;
    std::optional<table_key> key;
    frame(S&& s, G& f, std::uint64_t self, std::optional<table_key>&& k)
        : state(std::move(s)), children(std::invoke(f, std::as_const(state))), it(ranges::begin(children)),
          count(self), key(std::move(k)) {}
    frame(frame const&) = delete;
    frame& operator=(frame const&) = delete;
  };
  table_t table;
  stable_stack<frame> stack;  // a frame never moves: its children may refer to its state
  std::size_t depth = 0;      // of the state on top of the stack
  std::uint64_t total = 0;
  mon.begin();

  auto key_of = [&](S const& s, std::size_t d) -> std::optional<table_key> {
    std::optional<K> k;
    if constexpr (std::is_same_v<std::remove_cvref_t<result_t>, K>)
      k.emplace(std::invoke(key, s));
    else
      k = std::invoke(key, s);
    if (!k) return std::nullopt;
    if constexpr (Bounded)
      return table_key{std::move(*k), d};
    else
      return k;
  };
  // A new state at depth d: its remembered count, or a frame to search it.
  // False when a limit ends the count.
  auto enter = [&](S&& s, std::size_t d) -> bool {
    if (!mon.produce(d)) return false;
    std::uint64_t& parent = stack.empty() ? total : stack.top().count;
    std::optional<table_key> k = key_of(s, d);
    if (k) {
      if (auto found = table.find(*k); found != table.end()) {
        if constexpr (requires { mon.stats; }) ++mon.stats->memo_hits;
        add_count(parent, found->second);
        return true;
      }
    }
    std::uint64_t const self = std::invoke(pred, std::as_const(s)) ? 1u : 0u;
    if constexpr (Bounded) {
      if (d >= max_depth) {  // at the bound: visited, not expanded
        add_count(parent, self);
        return true;
      }
    }
    mon.expand();
    if (!mon.frontier(stack.size() + 1)) return false;
    frame& f = stack.emplace(std::move(s), next, self, std::move(k));
    depth = d;
    if (f.it == ranges::end(f.children)) mon.fail();
    return true;
  };
  // A limit ended the count: what was counted so far.
  auto stopped = [&] {
    std::uint64_t n = total;
    while (!stack.empty()) {
      add_count(n, stack.top().count);
      stack.pop();
    }
    return n;
  };

  for (; first != last; ++first) {
    if (!enter(root_state<S>(*first), 0)) return stopped();
    while (!stack.empty()) {
      frame& top = stack.top();
      if (top.it == ranges::end(top.children)) {
        std::uint64_t const n = top.count;
        if (top.key && table.size() < opt.max_entries) table.emplace(std::move(*top.key), n);
        stack.pop();
        --depth;
        add_count(stack.empty() ? total : stack.top().count, n);
        continue;
      }
      S child(take_element<children_t>(top.it));
      ++top.it;
      if (!enter(std::move(child), depth + 1)) return stopped();
    }
  }
  mon.finish(stop_reason::exhausted);
  return total;
}

}  // namespace seek::detail
