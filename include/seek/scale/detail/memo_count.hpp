// seek/scale/detail/memo_count.hpp: the loop of seek::count with seek::memo_by.
//
// seek::dfs's walk (strategy/detail/dfs_core.hpp) with the count of its subtree so far
// in each frame; a state whose key is in the table adds the remembered count
// instead of being expanded, and a finished subtree with a key enters its
// count into the table (until memo_options::max_entries or max_bytes). The
// table is a hash map whose nodes live in a node_arena, given back at once. With
// seek::memo_by(seek::dense_index(n, index)) the table is an array of n
// counts indexed by index(state), made whole at the start.
// Under seek::depth_limited the depth is part of the key (a state's subtree
// depends on how far the bound is). Statistics and limits go through the
// engines' monitors (strategy/detail/monitor.hpp); a limit stops the count with the
// states counted so far.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/scale/detail/count_args.hpp>
#include <seek/strategy/detail/dfs_core.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/scale/detail/node_arena.hpp>
#include <seek/core/detail/take_element.hpp>
#include <seek/scale/memo.hpp>
#include <seek/successor/dense_index.hpp>

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

// What the key of a memo_by gives for a state: its key function's result,
// or for seek::dense_index the state's index.
template <class Key, class S, bool Indexed = is_dense_policy<Key>::value>
struct memo_key_result {
  using type = std::invoke_result_t<Key&, S const&>;
};
template <class Key, class S>
struct memo_key_result<Key, S, true> {
  using type = std::size_t;
};

// The memo table of seek::memo_by(seek::dense_index(n, index)): the count of
// each index's subtree, or `unknown`. A count equal to `unknown` (2^64 - 1)
// is not remembered, which costs time, never exactness.
class dense_counts {
 public:
  static constexpr std::uint64_t unknown = ~std::uint64_t{0};
  explicit dense_counts(std::size_t n) {
    if (n > max_n)
      throw std::length_error("seek::memo_by(seek::dense_index(n, ...)): n = " + std::to_string(n) +
                              " is above the limit " + std::to_string(max_n));
    counts_.assign(n, unknown);
  }
  std::uint64_t const* find(std::size_t i) const noexcept { return counts_[i] == unknown ? nullptr : &counts_[i]; }
  void emplace(std::size_t i, std::uint64_t count) noexcept {
    if (counts_[i] == unknown && count != unknown) {
      counts_[i] = count;
      ++size_;
    }
  }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }

 private:
  static constexpr std::size_t max_n = std::size_t{1} << 40;  // 8 TiB of counts: a mistake, not a table
  std::vector<std::uint64_t> counts_;
  std::size_t size_ = 0;
};

// The number of states satisfying `pred` below the roots [first, last), with
// subtree counts remembered by `key`. States at `max_depth` are not expanded
// when Bounded.
template <bool Bounded, class S, class G, class P, class Key, class Monitor, class It, class End>
std::uint64_t memo_count(It first, End last, G& next, P& pred, Key& key, memo_options opt, std::size_t max_depth,
                         Monitor& mon) {
  // With seek::dense_index the key is the index (with the depth, under a
  // depth bound: then the table is a hash map again).
  constexpr bool indexed = is_dense_policy<Key>::value;
  constexpr bool dense = indexed && !Bounded;
  using result_t = typename memo_key_result<Key, S>::type;
  using K = key_of_result_t<result_t>;
  using table_key = std::conditional_t<Bounded, key_at_depth<K>, K>;
  // The hash table's nodes come from an arena, freed in a few blocks when the
  // count ends; with keys that need no destructor, the table is not even
  // walked then (node_arena.hpp): a count stopped by a time limit returns on
  // time with tens of millions of entries.
  using entry_allocator = arena_allocator<std::pair<table_key const, std::uint64_t>>;
  using table_t = std::conditional_t<
      dense, dense_counts,
      std::conditional_t<Bounded,
                         std::unordered_map<table_key, std::uint64_t, key_at_depth_hash, key_at_depth_equal,
                                            entry_allocator>,
                         std::unordered_map<table_key, std::uint64_t, key_hash, key_equal, entry_allocator>>>;
  // Each frame: the count of its state's subtree so far, its key, and the
  // state's node id (for a tracer; an empty type otherwise).
  using id_type = typename Monitor::id_type;
  struct subtree {
    std::uint64_t count;
    std::optional<table_key> key;
    [[no_unique_address]] id_type id;
  };
  using core_t = dfs_core<S, G, subtree>;
  using frame = typename core_t::frame;
  node_arena arena;  // before the table: it outlives it
  auto make_table = [&] {
    if constexpr (dense)
      return dense_counts(key.n);
    else
      return table_t(0, typename table_t::hasher{}, typename table_t::key_equal{}, entry_allocator(arena));
  };
  arena_held<table_t, dense || !std::is_trivially_destructible_v<table_key>> held(make_table());
  table_t& table = held.get();
  // An array has room for every index; a hash map, for what the options allow.
  std::size_t room = dense ? ~std::size_t{0}
                           : opt.max_bytes == 0 || opt.max_bytes / memo_entry_bytes<table_key> >= opt.max_entries
                               ? opt.max_entries
                               : opt.max_bytes / memo_entry_bytes<table_key>;
  // The remembered count of key `k`, or null.
  auto remembered = [&](table_key const& k) -> std::uint64_t const* {
    if constexpr (dense) {
      return table.find(k);
    } else {
      auto const found = table.find(k);
      return found == table.end() ? nullptr : &found->second;
    }
  };
  core_t core;
  std::uint64_t total = 0;
  id_type current_id{};
  mon.begin();
  mon.pass();
  begin_search(next);

  auto key_of = [&](S const& s, std::size_t d) -> std::optional<table_key> {
    std::optional<K> k;
    if constexpr (indexed) {
      auto const i = std::invoke(key.index, s);
      if (!dense_slots::fits(i, key.n)) [[unlikely]]
        dense_slots::out_of_range(std::to_string(i), key.n);
      k.emplace(static_cast<std::size_t>(i));
    } else if constexpr (std::is_same_v<std::remove_cvref_t<result_t>, K>)
      k.emplace(std::invoke(key, s));
    else
      k = std::invoke(key, s);
    if (!k) return std::nullopt;
    if constexpr (Bounded)
      return table_key{std::move(*k), d};
    else
      return k;
  };
  // Enters the next child of `f`: generated, below f's state.
  auto enter = [&](frame& f) { current_id = mon.generated(core.enter(f), core.depth(), f.extra.id); };
  auto parent_count = [&]() -> std::uint64_t& { return core.empty() ? total : core.top().extra.count; };
  // Growing the hash table relinks every entry, a step of its own in which
  // no limit is read: with millions of entries, a good part of a second.
  // Under a time limit the table stops growing instead when its last growth,
  // twice over (it has twice the entries now), would end past the deadline;
  // the count stays exact.
  [[maybe_unused]] std::chrono::steady_clock::duration last_growth{};
  auto remember = [&](table_key&& k, std::uint64_t count) {
    if constexpr (!dense && requires { mon.deadline; }) {
      using clock = typename decltype(mon.deadline)::clock;
      if (mon.deadline != clock::time_point::max() &&
          static_cast<double>(table.size() + 1) > static_cast<double>(table.bucket_count()) * table.max_load_factor()) {
        auto const start = clock::now();
        if (start + 2 * last_growth >= mon.deadline) {
          room = table.size();
          return;
        }
        table.emplace(std::move(k), count);
        last_growth = clock::now() - start;
        return;
      }
    }
    table.emplace(std::move(k), count);
  };
  // A subtree is done: its count is remembered under its key, and added to its parent's.
  auto done = [&](subtree&& t) {
    if (t.key && table.size() < room) remember(std::move(*t.key), t.count);
    add_count(parent_count(), t.count);
  };
  // The current state, at depth d: its remembered count, or its frame.
  // True when the walk went down to its first child.
  auto visit = [&](std::size_t d) -> std::optional<bool> {
    S const& s = *core.current();
    mon.yield(current_id, s);  // handed to the predicate, or counted from the table
    std::optional<table_key> k = key_of(s, d);
    if (k) {
      if (std::uint64_t const* found = remembered(*k)) {
        if constexpr (requires { mon.stats; }) ++mon.stats->memo_hits;
        add_count(parent_count(), *found);
        return false;
      }
    }
    std::uint64_t const self = std::invoke(pred, s) ? 1u : 0u;
    if constexpr (Bounded) {
      if (d >= max_depth) {  // at the bound: visited, not expanded
        add_count(parent_count(), self);
        return false;
      }
    }
    mon.expand(current_id, s);
    if (!mon.frontier(d + 1)) return std::nullopt;
    // As seek::dfs: a leaf's frame is built above the top and dropped.
    bool const above = core.has_room();
    frame& f = above ? core.build_above(next, self, std::move(k), current_id)
                     : core.build(next, self, std::move(k), current_id);
    if (!core_t::at_end(f)) {
      if (above) core.push_built();
      enter(f);
      return true;
    }
    if constexpr (core_t::in_place)
      mon.fail(current_id, s);
    else
      mon.fail(current_id, std::as_const(f.parent));  // (moved out of the slot into f)
    subtree t = std::move(f.extra);
    if (above)
      core.discard_built();
    else
      core.pop();
    done(std::move(t));
    return false;
  };
  // The next state in preorder, climbing out of finished subtrees: false
  // when the root's tree is done.
  auto move_on = [&] {
    while (!core.empty()) {
      frame& top = core.top();
      if (core.next_child(top)) {
        enter(top);
        return true;
      }
      // Only a tracer hears of a climb (and finds where the climbed state lies).
      if constexpr (traces_v<Monitor>) {
        if constexpr (!core_t::in_place)
          mon.climb(top.extra.id, std::as_const(top.parent));
        else if (core.depth() == 1)
          mon.climb(top.extra.id, std::as_const(*core.slot()));
        else
          mon.climb(top.extra.id, static_cast<S const&>(*core[core.depth() - 2].it));
      }
      subtree t = std::move(top.extra);
      core.pop();
      done(std::move(t));
    }
    return false;
  };
  // The table's size, in the statistics.
  auto report_entries = [&] {
    if constexpr (requires { mon.stats; }) mon.stats->memo_entries = table.size();
  };
  // A limit ended the count: what was counted so far.
  auto stopped = [&] {
    report_entries();
    std::uint64_t n = total;
    while (!core.empty()) {
      add_count(n, core.top().extra.count);
      core.pop();
    }
    return n;
  };

  for (; first != last; ++first) {
    if (!mon.produce(0)) return stopped();
    current_id = mon.generated(core.place(root_state<S>(*first)), 0, id_type{});
    for (;;) {
      std::optional<bool> const down = visit(core.depth());
      if (!down) return stopped();
      if (!*down && !move_on()) break;
      if (!mon.produce(core.depth())) return stopped();
    }
  }
  report_entries();
  mon.finish(stop_reason::exhausted);
  return total;
}

}  // namespace seek::detail
