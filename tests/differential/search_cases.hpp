// tests/differential/search_cases.hpp: the combinations of one strategy, one
// dimension changed at a time from `int, typed, one root, plain, no options`
// (every element kind, successor form, form of roots, adaptor the strategy
// takes, and options), plus the pairs that users write together (a range of
// roots marked with seek::roots for a generic successor, a move-only state with a range of roots,
// with_paths with statistics). Each translation unit includes this and adds
// a few strategies: the combinations are types, so they cost compile time.
#pragma once

#include "combination.hpp"
#include "registry.hpp"

#include <string>

namespace difftest {

template <class Strategy, class Kind, class Form, class Roots, class Adaptor, class Options>
void add_search() {
  std::string name = std::string(Strategy::name) + "/" + Kind::name + "/" + Form::name + "/" + Roots::name + "/" +
                     Adaptor::name + "/" + Options::name + "/";
  for (int c = 0; c < consumer_count; ++c)
    registry().push_back({name + consumer_names[c], [c](std::uint64_t seed, std::string& context) {
                            return run_search_case<Strategy, Kind, Form, Roots, Adaptor, Options>(seed, c, context);
                          }});
}

// Which adaptors a strategy takes (docs/strategies.md, the composition matrix).
template <class Strategy, class Adaptor>
constexpr bool takes() {
  constexpr std::string_view n = Strategy::name;
  if constexpr (std::is_same_v<Adaptor, seen_by_adaptor> || std::is_same_v<Adaptor, dense_index_adaptor>)
    return Strategy::remembers;
  else if constexpr (std::is_same_v<Adaptor, depth_limited_adaptor>)
    return n != "unique_dfs" && n != "dijkstra" && n != "astar" && n != "ida_star";
  else if constexpr (std::is_same_v<Adaptor, skip_seen_adaptor>)
    return !Strategy::weighted && n != "iddfs" && n != "lds";
  else if constexpr (std::is_same_v<Adaptor, shuffled_adaptor>)
    return n != "lds";
  else
    return true;
}

// The strategies that walk their roots again (a pass per bound or restart).
template <class Strategy>
constexpr bool walks_roots_again() {
  constexpr std::string_view n = Strategy::name;
  return n == "iddfs" || n == "ida_star" || n == "lds" || n == "restarts";
}

template <class Strategy, class Adaptor>
void add_adaptor() {
  if constexpr (takes<Strategy, Adaptor>()) add_search<Strategy, plain, typed_form, vector_roots, Adaptor, no_options>();
}

template <class Strategy>
void add_strategy() {
  using base_kind = plain;
  // element kinds
  add_search<Strategy, plain, typed_form, one_root, no_adaptor, no_options>();
  // A move-only state: iddfs, ida_star, lds and restarts walk their roots
  // again on each pass, so they refuse one at compile time (issue 45 item 1;
  // compile_matrix.py checks the message).
  if constexpr (Strategy::remembers)  // a move-only state cannot be its own key: the key is its id
    add_search<Strategy, move_only, typed_form, one_root, seen_by_adaptor, no_options>();
  else if constexpr (!walks_roots_again<Strategy>())
    add_search<Strategy, move_only, typed_form, one_root, no_adaptor, no_options>();
  add_search<Strategy, large, typed_form, vector_roots, no_adaptor, no_options>();
  add_search<Strategy, huge, typed_form, one_root, no_adaptor, no_options>();
  if constexpr (Strategy::remembers)
    add_search<Strategy, unhashed, typed_form, vector_roots, seen_by_adaptor, no_options>();
  else
    add_search<Strategy, unhashed, typed_form, vector_roots, no_adaptor, no_options>();
  // successor forms
  add_search<Strategy, base_kind, generic_form, one_root, no_adaptor, no_options>();
  add_search<Strategy, base_kind, view_form, one_root, no_adaptor, no_options>();
  add_search<Strategy, base_kind, inplace_form, one_root, no_adaptor, no_options>();
  // roots
  add_search<Strategy, base_kind, typed_form, vector_roots, no_adaptor, no_options>();
  add_search<Strategy, base_kind, typed_form, view_roots, no_adaptor, no_options>();
  // A generic successor with a range of roots, marked with seek::roots (a
  // bare vector is refused as ambiguous, issue 45 item 3; compile_matrix.py).
  add_search<Strategy, base_kind, generic_form, marked_roots, no_adaptor, no_options>();
  // adaptors
  add_adaptor<Strategy, depth_limited_adaptor>();
  add_adaptor<Strategy, prune_adaptor>();
  add_adaptor<Strategy, leaf_if_adaptor>();
  add_adaptor<Strategy, skip_seen_adaptor>();
  add_adaptor<Strategy, shuffled_adaptor>();
  add_adaptor<Strategy, with_paths_adaptor>();
  add_adaptor<Strategy, seen_by_adaptor>();
  add_adaptor<Strategy, dense_index_adaptor>();
  // options
  add_search<Strategy, base_kind, typed_form, vector_roots, no_adaptor, stats_options>();
  add_search<Strategy, base_kind, typed_form, vector_roots, no_adaptor, traced_options>();
  add_search<Strategy, base_kind, typed_form, vector_roots, with_paths_adaptor, stats_options>();
}

}  // namespace difftest
