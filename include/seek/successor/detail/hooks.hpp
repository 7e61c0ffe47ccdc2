// seek/successor/detail/hooks.hpp: the optional members by which a successor function
// hears about the search it serves. Every engine calls them; a successor
// adaptor (prune, leaf_if, shuffled, with_paths' nodes) forwards them to the
// function it wraps; seek::skip_seen implements them:
//
//   f.begin_search()   the search begins (again): forget what was seen
//   f.admit_root(s)    `s` is about to become a root of the search, before
//                      it is generated; false: skip it (a root seen already)
//
// A function without them is called as before, at no cost. An adaptor also
// passes on `random_order` (below).
#pragma once

#include <concepts>

namespace seek::detail {

template <class F, class S>
concept has_root_hook = requires(F& f, S const& s) {
  { f.admit_root(s) } -> std::convertible_to<bool>;
};

template <class F>
concept has_begin_hook = requires(F& f) { f.begin_search(); };

template <class F, class S>
bool admit_root(F& f, S const& s) {
  if constexpr (has_root_hook<F, S>)
    return static_cast<bool>(f.admit_root(s));
  else
    return true;
}

template <class F>
void begin_search(F& f) {
  if constexpr (has_begin_hook<F>) f.begin_search();
}

// Whether a successor function gives the children of a state in a new order
// each time (seek::shuffled, and the adaptors over it declare
// `random_order`): lds, which counts a child's discrepancy by its place,
// needs the same order in every iteration.
template <class F>
inline constexpr bool random_order_v = requires { requires F::random_order; };

}  // namespace seek::detail
