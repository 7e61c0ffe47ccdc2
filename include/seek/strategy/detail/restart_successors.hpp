// seek/strategy/detail/restart_successors.hpp: what seek::restarts takes in place of
// a successor function, told apart by type: seek::reseeded(make) (defined in
// strategy/restarts.hpp) and seek::learn_nogoods(...) (learn/learn_nogoods.hpp).
// Declared here so that seek::with_paths can lift both without including
// either header.
#pragma once

#include <type_traits>

namespace seek {

template <class Make>
struct reseeded_fn;
template <class F, class L, class Goal>
struct learn_nogoods_fn;

namespace detail {

template <class F>
struct is_reseeded : std::false_type {};
template <class Make>
struct is_reseeded<reseeded_fn<Make>> : std::true_type {};

template <class F>
struct is_learning : std::false_type {};
template <class F, class L, class Goal>
struct is_learning<learn_nogoods_fn<F, L, Goal>> : std::true_type {};

}  // namespace detail
}  // namespace seek
