// tests/differential/combination.hpp: one combination of the differential
// tester, the way a user writes it: a strategy, an element kind, a successor
// form, a form of roots, an adaptor and options, all chosen at compile time
// (types), and a consumer, a graph and the adaptors' parameters chosen at run
// time from the case's seed. run_search_case and run_count_case build it,
// consume it, and compare what came out with the reference walks of
// world.hpp; they return "" or what was wrong.
#pragma once

#include "registry.hpp"
#include "world.hpp"

#include <seek/seek.hpp>

#include <range/v3/view/all.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>
#include <range/v3/view/transform.hpp>

#include <chrono>
#include <concepts>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <tuple>
#include <type_traits>

namespace difftest {

// ---- strategies ----------------------------------------------------------
// What a strategy yields, compared with the reference.
enum class expect_kind {
  preorder,     // exactly the depth-first preorder of the unfolded tree
  level_order,  // exactly its level order
  tree_bag,     // the unfolded tree's states, each path once, in some order
  once,         // each reachable state exactly once
  once_levels,  // each reachable state once, at its breadth-first distance, levels in order
  cheapest,     // each reachable state once, at its cheapest cost, costs in order
  cover,        // restarts: states of the tree, some repeated; every one at least once
};

struct count_tag {};  // the counts have no view

#define DIFFTEST_STRATEGY(NAME, WEIGHTED, REMEMBERS, EXPECT, ...)                                           \
  struct NAME##_kit {                                                                                    \
    static constexpr char const* name = #NAME;                                                           \
    static constexpr bool weighted = WEIGHTED;                                                           \
    static constexpr bool remembers = REMEMBERS;                                                         \
    static constexpr bool is_count = false;                                                              \
    static constexpr expect_kind expect = expect_kind::EXPECT;                                           \
    template <class R, class F, class... O>                                                              \
    static auto run(R&& r, F&& f, O&&... o) {                                                            \
      return seek::NAME(std::forward<R>(r), std::forward<F>(f) __VA_OPT__(, ) __VA_ARGS__,                \
                        std::forward<O>(o)...);                                                          \
    }                                                                                                    \
    template <class R, class F, class... O>                                                              \
    static auto paths(R&& r, F&& f, O&&... o) {                                                          \
      return seek::with_paths(seek::NAME, std::forward<R>(r), std::forward<F>(f) __VA_OPT__(, ) __VA_ARGS__, \
                              std::forward<O>(o)...);                                                    \
    }                                                                                                    \
  };

inline auto id_priority = [](auto const& s) {
  if constexpr (requires { id_of(s); })
    return id_of(s) % 3;
  else
    return 0;
};
inline auto zero_heuristic = [](auto const&) { return 0; };

DIFFTEST_STRATEGY(dfs, false, false, preorder)
DIFFTEST_STRATEGY(bfs, false, false, level_order)
DIFFTEST_STRATEGY(unique_dfs, false, true, once)
DIFFTEST_STRATEGY(unique_bfs, false, true, once_levels)
DIFFTEST_STRATEGY(best_first, false, false, tree_bag, id_priority)
DIFFTEST_STRATEGY(beam, false, false, tree_bag, id_priority, 100000)
DIFFTEST_STRATEGY(dijkstra, true, true, cheapest)
DIFFTEST_STRATEGY(astar, true, true, cheapest, zero_heuristic)
DIFFTEST_STRATEGY(iddfs, false, false, level_order)
DIFFTEST_STRATEGY(ida_star, true, false, tree_bag, zero_heuristic)
DIFFTEST_STRATEGY(lds, false, false, tree_bag)
DIFFTEST_STRATEGY(restarts, false, false, cover, seek::luby_schedule{.scale = 4}, 11)
#undef DIFFTEST_STRATEGY

// The counts: count(roots, next, pred, options...), each a kit of its own.
struct count_plain_kit {
  static constexpr char const* name = "count";
};
struct count_memo_kit {
  static constexpr char const* name = "count_memo";
};
struct count_checkpoint_kit {
  static constexpr char const* name = "count_checkpoint";
};

// ---- successor forms -----------------------------------------------------
template <class Kind, bool Weighted>
auto make_child(edge e) {
  if constexpr (Weighted)
    return std::pair<typename Kind::type, int>{Kind::make(e.to), e.cost};
  else
    return Kind::make(e.to);
}
template <class Kind, bool Weighted>
using child_t = decltype(make_child<Kind, Weighted>(edge{}));

struct typed_form {  // [g](State const&) -> std::vector<child>
  static constexpr char const* name = "typed";
  template <class Kind, bool W>
  static auto make(graph const* g) {
    return [g](typename Kind::type const& s) {
      std::vector<child_t<Kind, W>> out;
      for (edge e : g->out[static_cast<std::size_t>(id_of(s))]) out.push_back(make_child<Kind, W>(e));
      return out;
    };
  }
};
struct generic_form {  // [g](auto const& s) -> std::vector<child>: callable with anything, as users write it
  static constexpr char const* name = "generic";
  template <class Kind, bool W>
  static auto make(graph const* g) {
    return [g](auto const& s) -> std::vector<child_t<Kind, W>> {
      std::vector<child_t<Kind, W>> out;
      if constexpr (requires { id_of(s); })
        for (edge e : g->out[static_cast<std::size_t>(id_of(s))]) out.push_back(make_child<Kind, W>(e));
      return out;
    };
  }
};
struct view_form {  // a range-v3 view over the graph's edges
  static constexpr char const* name = "view";
  template <class Kind, bool W>
  static auto make(graph const* g) {
    return [g](typename Kind::type const& s) {
      return ranges::views::all(g->out[static_cast<std::size_t>(id_of(s))]) |
             ranges::views::transform([](edge e) { return make_child<Kind, W>(e); });
    };
  }
};
struct inplace_form {  // seek::inplace_vector<child, 9>: no allocation
  static constexpr char const* name = "inplace";
  template <class Kind, bool W>
  static auto make(graph const* g) {
    return [g](typename Kind::type const& s) {
      seek::inplace_vector<child_t<Kind, W>, 9> out;
      for (edge e : g->out[static_cast<std::size_t>(id_of(s))]) out.push_back(make_child<Kind, W>(e));
      return out;
    };
  }
};
struct move_only_fn_form {  // a successor function that cannot be copied (it owns a unique_ptr)
  static constexpr char const* name = "move_only_fn";
  template <class Kind, bool W>
  static auto make(graph const* g) {
    return [g, owned = std::make_unique<int>(1)](typename Kind::type const& s) {
      std::vector<child_t<Kind, W>> out;
      for (edge e : g->out[static_cast<std::size_t>(id_of(s))])
        if (*owned) out.push_back(make_child<Kind, W>(e));
      return out;
    };
  }
};

// ---- roots ---------------------------------------------------------------
struct one_root {
  static constexpr char const* name = "one_root";
  static constexpr bool single = true;
  template <class Kind>
  static auto make(graph const& g) {
    return Kind::make(g.roots.front());
  }
};
struct vector_roots {
  static constexpr char const* name = "vector_roots";
  static constexpr bool single = false;
  template <class Kind>
  static auto make(graph const& g) {
    std::vector<typename Kind::type> out;
    for (int r : g.roots) out.push_back(Kind::make(r));
    return out;
  }
};
// The roots marked as a range with seek::roots(v) (the vector moved in): how a
// user writes a range of roots for a generic successor, which could also take
// the vector itself as one state (issue 45 item 3: without the mark that call
// is refused at compile time, compile_matrix.py checks it).
struct marked_roots {
  static constexpr char const* name = "seek_roots";
  static constexpr bool single = false;
  template <class Kind>
  static auto make(graph const& g) {
    return seek::roots(vector_roots::make<Kind>(g));
  }
};
struct view_roots {
  static constexpr char const* name = "view_roots";
  static constexpr bool single = false;
  template <class Kind>
  static auto make(graph const& g) {
    return ranges::views::all(g.roots) | ranges::views::transform([](int r) { return Kind::make(r); });
  }
};

// ---- adaptors --------------------------------------------------------------
// wrap(next, shape&, rng): the successor function (and the reference's
// shape); options(): options it adds to the call; paths: with_paths.
struct no_adaptor {
  static constexpr char const* name = "plain";
  static constexpr bool paths = false, skips = false, shuffles = false;
  template <class Kind, class F>
  static F wrap(F f, shape&, std::mt19937_64&, graph const&) {
    return f;
  }
  template <class Kind>
  static auto options(graph const&) {
    return std::tuple<>{};
  }
};
struct depth_limited_adaptor : no_adaptor {
  static constexpr char const* name = "depth_limited";
  template <class Kind, class F>
  static auto wrap(F f, shape& s, std::mt19937_64& rng, graph const&) {
    s.depth_bound = static_cast<int>(rng() % 4);
    return seek::depth_limited(std::move(f), static_cast<std::size_t>(s.depth_bound));
  }
};
struct prune_adaptor : no_adaptor {
  static constexpr char const* name = "prune";
  template <class Kind, class F>
  static auto wrap(F f, shape& s, std::mt19937_64& rng, graph const&) {
    s.prune_mod = 2 + static_cast<int>(rng() % 3);
    s.prune_rest = static_cast<int>(rng() % static_cast<unsigned>(s.prune_mod));
    return seek::prune(std::move(f), [m = s.prune_mod, r = s.prune_rest](typename Kind::type const& x) {
      return id_of(x) % m == r;
    });
  }
};
struct leaf_if_adaptor : no_adaptor {
  static constexpr char const* name = "leaf_if";
  template <class Kind, class F>
  static auto wrap(F f, shape& s, std::mt19937_64& rng, graph const&) {
    s.leaf_mod = 2 + static_cast<int>(rng() % 3);
    s.leaf_rest = static_cast<int>(rng() % static_cast<unsigned>(s.leaf_mod));
    return seek::leaf_if(std::move(f), [m = s.leaf_mod, r = s.leaf_rest](typename Kind::type const& x) {
      return id_of(x) % m == r;
    });
  }
};
struct skip_seen_adaptor : no_adaptor {
  static constexpr char const* name = "skip_seen";
  static constexpr bool skips = true;
  template <class Kind, class F>
  static auto wrap(F f, shape&, std::mt19937_64&, graph const&) {
    return seek::skip_seen<typename Kind::type>(std::move(f),
                                                seek::seen_by([](typename Kind::type const& x) { return id_of(x); }));
  }
};
struct shuffled_adaptor : no_adaptor {
  static constexpr char const* name = "shuffled";
  static constexpr bool shuffles = true;
  template <class Kind, class F>
  static auto wrap(F f, shape&, std::mt19937_64& rng, graph const&) {
    return seek::shuffled(std::move(f), rng());
  }
};
struct with_paths_adaptor : no_adaptor {
  static constexpr char const* name = "with_paths";
  static constexpr bool paths = true;
};
struct seen_by_adaptor : no_adaptor {  // remembering strategies only
  static constexpr char const* name = "seen_by";
  template <class Kind>
  static auto options(graph const&) {
    return std::tuple{seek::seen_by([](typename Kind::type const& x) { return id_of(x); })};
  }
};
struct dense_index_adaptor : no_adaptor {  // remembering strategies only
  static constexpr char const* name = "dense_index";
  template <class Kind>
  static auto options(graph const& g) {
    return std::tuple{seek::dense_index(static_cast<std::size_t>(g.n),
                                        [](typename Kind::type const& x) { return static_cast<std::size_t>(id_of(x)); })};
  }
};

// ---- options -------------------------------------------------------------
struct counting_tracer {
  std::uint64_t generated = 0, yields = 0, expands = 0;
  template <class E>
  void on_generated(E const&) {
    ++generated;
  }
  template <class E>
  void on_yield(E const&) {
    ++yields;
  }
  template <class E>
  void on_expand(E const&) {
    ++expands;
  }
};
struct no_options {
  static constexpr char const* name = "no_options";
  static constexpr bool stats = false, traced = false;
};
struct stats_options {  // statistics& and limits (a node bound, or none)
  static constexpr char const* name = "stats_limits";
  static constexpr bool stats = true, traced = false;
};
struct traced_options {  // statistics& and traced_by
  static constexpr char const* name = "stats_traced";
  static constexpr bool stats = true, traced = true;
};

struct option_state {
  seek::statistics st;
  seek::limits lim;
  counting_tracer tracer;
  bool limited = false;
};

template <class Options>
auto option_tuple(option_state& o) {
  if constexpr (Options::traced)
    return std::tuple<seek::statistics&, decltype(seek::traced_by(o.tracer))>{o.st, seek::traced_by(o.tracer)};
  else if constexpr (Options::stats)
    return std::tuple<seek::statistics&, seek::limits>{o.st, o.lim};
  else
    return std::tuple<>{};
}

// ---- observing ---------------------------------------------------------------
struct record {
  int id;
  int depth;  // -1: not known (through a range adaptor)
  long cost;  // -1: not known
};

inline std::string show(std::vector<record> const& v) {
  std::ostringstream o;
  o << '[';
  for (auto const& r : v) {
    o << ' ' << r.id;
    if (r.depth >= 0) o << "@d" << r.depth;
    if (r.cost >= 0) o << "$" << r.cost;
  }
  o << " ]";
  return o.str();
}

// The id of a state, or -1 for a value that is no state of the graph (a
// range of roots taken for one state).
template <class X>
int safe_id(X const& x) {
  if constexpr (requires { id_of(x); })
    return id_of(x);
  else
    return -1;
}
// A node from with_paths, or a state.
template <class X>
int element_id(X const& x) {
  if constexpr (requires { x.state(); })
    return safe_id(x.state());
  else
    return safe_id(x);
}

// Every element of `view`, with the iterator's depth and cost.
template <bool Weighted, class V>
std::vector<record> walk(V& view, std::string& error, graph const& g) {
  std::vector<record> out;
  for (auto it = ranges::begin(view); it != ranges::end(view); ++it) {
    auto const& x = *it;
    record r{element_id(x), -1, -1};
    if constexpr (requires { x.state(); }) {  // a node of with_paths: its path too
      r.depth = static_cast<int>(x.depth());
      if constexpr (Weighted) r.cost = static_cast<long>(x.cost());
      auto const& path = x.path();
      std::vector<int> ids;
      for (auto const& s : path) ids.push_back(safe_id(s));
      if (ids.size() != x.depth() + 1 || ids.back() != r.id) error = "with_paths: a node's path does not end at it";
      for (std::size_t i = 1; i < ids.size() && ids[i - 1] >= 0; ++i) {
        bool edge_found = false;
        for (edge e : g.out[static_cast<std::size_t>(ids[i - 1])]) edge_found |= e.to == ids[i];
        if (!edge_found) error = "with_paths: a node's path steps along no edge";
      }
    } else {
      r.depth = static_cast<int>(it.depth());
      if constexpr (Weighted) r.cost = static_cast<long>(it.cost());
    }
    out.push_back(r);
    if (out.size() > 200000) {
      error = "more than 200000 elements";
      break;
    }
  }
  return out;
}
template <class V>
std::vector<record> walk_ids(V&& view) {
  std::vector<record> out;
  for (auto const& x : view) {
    out.push_back({element_id(x), -1, -1});
    if (out.size() > 200000) break;
  }
  return out;
}

// ---- comparing -------------------------------------------------------------
struct expectation {
  expect_kind kind;
  std::vector<visit> tree;          // the unfolded tree (preorder or level order as kind says)
  std::map<int, int> reach;         // reachable states, breadth-first distance
  std::map<int, long> dist;         // cheapest costs
  bool depth_known = true;          // records' depths are to match
  bool cost_known = false;          // ... and costs
};

// `how`: 'f' the whole range, 'p' a prefix of k elements, 't' truncated by a limit (any prefix).
inline std::string compare(std::vector<record> const& got, expectation const& e, char how, std::size_t k,
                           int filter_mod) {
  auto keep = [&](int id) { return filter_mod == 0 || id % filter_mod == 0; };
  std::ostringstream why;
  auto same_visit = [&](record const& r, visit const& v) {
    return r.id == v.id && (r.depth < 0 || !e.depth_known || r.depth == v.depth) &&
           (r.cost < 0 || !e.cost_known || r.cost == v.cost);
  };
  if (e.kind == expect_kind::preorder || e.kind == expect_kind::level_order || e.kind == expect_kind::tree_bag) {
    std::vector<visit> want;
    for (visit v : e.tree)
      if (keep(v.id)) want.push_back(v);
    std::size_t n = how == 'f' ? want.size() : how == 'p' ? std::min(k, want.size()) : got.size();
    if (got.size() != n || got.size() > want.size()) {
      why << "expected " << (how == 't' ? "at most " : "") << (how == 't' ? want.size() : n) << " elements, got "
          << got.size();
      return why.str();
    }
    if (e.kind != expect_kind::tree_bag) {
      for (std::size_t i = 0; i < n; ++i)
        if (!same_visit(got[i], want[i])) {
          why << "element " << i << " is " << got[i].id << "@d" << got[i].depth << ", expected " << want[i].id << "@d"
              << want[i].depth << " (the documented order)";
          return why.str();
        }
      return "";
    }
    // A bag: each element matched with a distinct visit of the tree.
    std::vector<bool> used(want.size());
    for (record const& r : got) {
      bool found = false;
      for (std::size_t i = 0; i < want.size() && !found; ++i)
        if (!used[i] && same_visit(r, want[i])) used[i] = found = true;
      if (!found) {
        why << "element " << r.id << "@d" << r.depth << "$" << r.cost << " is not in the tree (or comes too often)";
        return why.str();
      }
    }
    return "";
  }
  std::set<int> want;
  for (auto [id, d] : e.reach)
    if (keep(id)) want.insert(id);
  if (e.kind == expect_kind::cover) {
    std::set<int> seen;
    for (record const& r : got) {
      if (!want.count(r.id)) return "state " + std::to_string(r.id) + " is not reachable";
      seen.insert(r.id);
    }
    if (how == 'f' && seen != want)
      return "the runs together yield " + std::to_string(seen.size()) + " distinct states, expected " +
             std::to_string(want.size());
    if (how == 'p' && got.size() != std::min(k, got.size() + (seen == want ? 0 : k)))
      return "a prefix of " + std::to_string(got.size()) + " elements, expected " + std::to_string(k);
    return "";
  }
  std::set<int> seen;
  long last_cost = -1;
  int last_depth = -1;
  for (record const& r : got) {
    if (!want.count(r.id)) return "state " + std::to_string(r.id) + " is not reachable (or filtered out)";
    if (!seen.insert(r.id).second) return "state " + std::to_string(r.id) + " comes twice";
    if (e.kind == expect_kind::once_levels && r.depth >= 0) {
      if (r.depth != e.reach.at(r.id))
        return "state " + std::to_string(r.id) + " at depth " + std::to_string(r.depth) + ", its distance is " +
               std::to_string(e.reach.at(r.id));
      if (r.depth < last_depth) return "depths out of order";
      last_depth = r.depth;
    }
    if (e.kind == expect_kind::cheapest && r.cost >= 0) {
      if (r.cost != e.dist.at(r.id))
        return "state " + std::to_string(r.id) + " at cost " + std::to_string(r.cost) + ", its cheapest is " +
               std::to_string(e.dist.at(r.id));
      if (r.cost < last_cost) return "costs out of order";
      last_cost = r.cost;
    }
  }
  std::size_t n = how == 'f' ? want.size() : how == 'p' ? std::min(k, want.size()) : got.size();
  if (got.size() != n)
    return "expected " + std::to_string(n) + " distinct states, got " + std::to_string(got.size());
  return "";
}

inline std::string check_statistics(option_state const& o, std::size_t yielded, bool traced, bool whole) {
  auto const& st = o.st;
  std::ostringstream why;
  if (whole && st.yielded != yielded) why << "statistics.yielded " << st.yielded << " but " << yielded << " elements; ";
  if (st.nodes < st.yielded && st.passes <= 1) why << "statistics.nodes " << st.nodes << " < yielded " << st.yielded << "; ";
  if (st.expanded > st.nodes && st.passes <= 1) why << "statistics.expanded " << st.expanded << " > nodes " << st.nodes << "; ";
  if (whole && yielded > 0 && st.passes < 1) why << "statistics.passes is 0; ";
  if (whole && !o.limited && st.stopped != seek::stop_reason::exhausted)
    why << "statistics.stopped is " << seek::to_string(st.stopped) << " after the whole walk; ";
  if (o.limited && st.nodes > o.lim.nodes) why << "statistics.nodes " << st.nodes << " over the limit " << o.lim.nodes << "; ";
  if (traced && whole) {
    if (o.tracer.yields != st.yielded) why << "tracer heard " << o.tracer.yields << " yields, statistics " << st.yielded << "; ";
    if (o.tracer.generated != st.nodes && st.passes <= 1)
      why << "tracer heard " << o.tracer.generated << " generated, statistics.nodes " << st.nodes << "; ";
    if (o.tracer.expands != st.expanded)
      why << "tracer heard " << o.tracer.expands << " expansions, statistics.expanded " << st.expanded << "; ";
  }
  return why.str();
}

// ---- the consumers -------------------------------------------------------------
enum consumer : int {
  range_for,      // every element
  walked_twice,   // every element, twice from the same view
  filtered,       // | views::filter(pred)
  filtered_twice, // ... walked twice
  first_k,        // | seek::first(k)
  filtered_first_twice,  // | views::filter(pred) | seek::first(k), walked twice
  taken,          // | views::take(k)
  found,          // seek::find(view, pred)
  consumer_count
};
inline char const* const consumer_names[] = {"range_for", "walked_twice", "filter", "filter_walked_twice",
                                             "first",     "filter_first_walked_twice", "take", "find"};

// ---- one search case ---------------------------------------------------------
template <class Strategy, class Kind, class Adaptor>
constexpr bool acyclic_only = !Strategy::remembers && !Adaptor::skips;

template <class Strategy, class Kind, class Form, class Roots, class Adaptor, class Options>
std::string run_search_case(std::uint64_t seed, int consumer_index, std::string& context) {
  using S = typename Kind::type;
  constexpr bool W = Strategy::weighted;
  std::mt19937_64 rng(seed);
  bool acyclic = acyclic_only<Strategy, Kind, Adaptor> ? true : rng() % 2 == 0;
  graph g = make_graph(rng, acyclic, std::is_same_v<Kind, huge> ? 4 : 9);
  if (Roots::single) g.roots.resize(1);
  shape sh;
  auto next = Adaptor::template wrap<Kind>(Form::template make<Kind, W>(&g), sh, rng, g);
  option_state o;
  if (Options::stats && !Options::traced && rng() % 2 == 0) {
    o.limited = true;
    o.lim.nodes = 1 + rng() % 30;
  }
  std::size_t k = rng() % 6;
  int filter_mod = 2 + static_cast<int>(rng() % 2);
  context = describe(g) + "; depth_bound " + std::to_string(sh.depth_bound) + ", prune id%" +
            std::to_string(sh.prune_mod) + "==" + std::to_string(sh.prune_rest) + ", leaf_if id%" +
            std::to_string(sh.leaf_mod) + "==" + std::to_string(sh.leaf_rest) + ", k " + std::to_string(k) +
            ", filter id%" + std::to_string(filter_mod) + "==0" + (o.limited ? ", limits.nodes " + std::to_string(o.lim.nodes) : "");
  announce(context);

  // The reference.
  expectation e{Strategy::expect, {}, {}, {}, true, W};
  bool overflow = false;
  if (!g.acyclic && sh.depth_bound < 0)
    ;  // the unfolded tree is infinite: only the set-based expectations apply
  else if (Strategy::expect == expect_kind::level_order)
    e.tree = level_order(g, sh);
  else
    e.tree = preorder(g, sh, 100000, overflow);
  e.reach = reachable(g, sh);
  if (W) e.dist = distances(g, sh);
  if (Adaptor::skips) {  // a tree strategy over skip_seen: each reachable state once
    e.kind = Strategy::expect == expect_kind::cover   ? expect_kind::cover
             : Strategy::expect == expect_kind::level_order ? expect_kind::once_levels
                                                           : expect_kind::once;
  }
  if (Adaptor::shuffles) {
    if (e.kind == expect_kind::preorder || e.kind == expect_kind::level_order) e.kind = expect_kind::tree_bag;
  }
  if (e.kind == expect_kind::tree_bag && !Adaptor::shuffles && Strategy::expect == expect_kind::tree_bag) {
  }

  auto tuple_options = std::tuple_cat(Adaptor::template options<Kind>(g), option_tuple<Options>(o));
  if constexpr (Strategy::remembers && std::is_same_v<Kind, unhashed> &&
                !std::is_same_v<Adaptor, seen_by_adaptor> && !std::is_same_v<Adaptor, dense_index_adaptor>) {
    (void)tuple_options;
    return "(unhashed states need seen_by: not a case)";
  } else {
    auto view = std::apply(
        [&](auto&&... opts) {
          if constexpr (Adaptor::paths)
            return Strategy::paths(Roots::template make<Kind>(g), std::move(next), std::forward<decltype(opts)>(opts)...);
          else
            return Strategy::run(Roots::template make<Kind>(g), std::move(next), std::forward<decltype(opts)>(opts)...);
        },
        std::move(tuple_options));
    using V = decltype(view);
    constexpr bool copyable_view = std::copyable<V>;
    auto is_kept = [filter_mod](auto const& x) { return element_id(x) % filter_mod == 0; };
    char whole = o.limited ? 't' : 'f';
    char part = o.limited ? 't' : 'p';
    std::string err, path_err;
    auto check_walk = [&](std::vector<record> const& got, char how, std::size_t kk, int fm, char const* which) {
      std::string why = compare(got, e, how, kk, fm);
      if (!why.empty()) err = std::string(which) + ": " + why + "; got " + show(got);
    };
    auto check_stats = [&](std::size_t yielded, bool whole_walk) {
      if constexpr (Options::stats) {
        std::string why = check_statistics(o, yielded, Options::traced, whole_walk);
        if (!why.empty() && err.empty()) err = why;
      }
    };
    switch (consumer_index) {
      case range_for: {
        auto got = walk<W>(view, path_err, g);
        check_walk(got, whole, 0, 0, "the walk");
        check_stats(got.size(), true);
        break;
      }
      case walked_twice: {
        auto one = walk<W>(view, path_err, g);
        check_walk(one, whole, 0, 0, "the first walk");
        if constexpr (!std::copy_constructible<S> && Roots::single) {
          // One move-only root: the first walk took it, so beginning the view
          // again must throw std::logic_error (issue 45 item 4), not walk a
          // root moved from.
          try {
            auto two = walk<W>(view, path_err, g);
            if (err.empty()) err = "the second walk of a view over one move-only root gave " +
                                   std::to_string(two.size()) + " elements, expected std::logic_error";
          } catch (std::logic_error const&) {
          }
          break;
        }
        if constexpr (Options::traced) o.tracer = {};
        auto two = walk<W>(view, path_err, g);
        if (err.empty()) check_walk(two, whole, 0, 0, "the second walk");
        check_stats(two.size(), true);
        break;
      }
      case filtered:
      case filtered_twice:
        if constexpr (copyable_view) {
          auto f = view | ranges::views::filter(is_kept);
          auto one = walk_ids(f);
          check_walk(one, whole, 0, filter_mod, "the filtered walk");
          if (consumer_index == filtered_twice && err.empty()) check_walk(walk_ids(f), whole, 0, filter_mod, "the second filtered walk");
          break;
        } else {
          return "(a view that cannot be copied does not pipe into range-v3: not a case)";
        }
      case first_k: {
        auto got = walk_ids(view | seek::first(k));
        check_walk(got, part, k, 0, "seek::first(k)");
        check_stats(got.size(), false);
        break;
      }
      case filtered_first_twice:
        if constexpr (copyable_view) {
          auto f = view | ranges::views::filter(is_kept) | seek::first(k);
          check_walk(walk_ids(f), part, k, filter_mod, "filter | first(k)");
          if (err.empty()) check_walk(walk_ids(f), part, k, filter_mod, "filter | first(k), the second walk");
          break;
        } else {
          return "(a view that cannot be copied does not pipe into range-v3: not a case)";
        }
      case taken:
        if constexpr (copyable_view) {
          check_walk(walk_ids(view | ranges::views::take(k)), part, k, 0, "views::take(k)");
          break;
        } else {
          return "(a view that cannot be copied does not pipe into range-v3: not a case)";
        }
      case found:
        if constexpr (!std::copyable<S>) {
          return "(seek::find returns a copy: not a case for a move-only state)";
        } else {
        auto hit = seek::find(view, is_kept);
        std::vector<record> got;
        if (hit) got.push_back({element_id(*hit), -1, -1});
        check_walk(got, part, 1, filter_mod, "seek::find");
        break;
        }
      default:
        return "(no such consumer)";
    }
    if (overflow) return "";  // the reference was cut short: nothing to compare (not expected: acyclic)
    if (err.empty() && !path_err.empty()) err = path_err;
    return err;
  }
}

}  // namespace difftest
