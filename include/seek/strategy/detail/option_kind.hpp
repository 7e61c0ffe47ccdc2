// seek/strategy/detail/option_kind.hpp: what an argument is as an option: the
// one classifier of the options, read by the strategies' protocol
// (protocol.hpp) and by the counts' (scale/detail/count_args.hpp).
//
// Options are recognised by type. The counts' own options are types of
// scale/, above this header (seek::memo_by, seek::checkpoint, an MPI
// communicator): each says its kind by specialising option_kind_of_type
// beside its definition, so that every translation unit that can name the
// type classifies it the same way. A strategy refuses them by kind.
#pragma once

#include <concepts>
#include <cstddef>
#include <type_traits>

#include <seek/core/statistics.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/trace/tracer.hpp>

namespace seek::detail {

enum class option_kind : unsigned char {
  none,            // not an option: a param, a predicate, or a mistake
  statistics,      // seek::statistics&
  bad_statistics,  // seek::statistics as a temporary or const: the search could not write it
  limits,          // seek::limits
  seen_by,         // seek::seen_by(...)
  dense_index,     // seek::dense_index(n, index)
  tracer,          // seek::traced_by(tracer)
  memo,            // seek::memo_by(key): the counts only
  checkpoint,      // seek::checkpoint&: the counts only
  bad_checkpoint,  // seek::checkpoint as a temporary or const
  comm,            // an MPI communicator: seek::mpi::count only
};

// The kind of an option type defined above this header (unqualified, no
// reference); specialised beside the type.
template <class U>
inline constexpr option_kind option_kind_of_type = option_kind::none;

template <class T>
struct is_seen_policy : std::false_type {};
template <class K, class H, class E>
struct is_seen_policy<seen_policy<K, H, E>> : std::true_type {};

// What an argument of type T (as deduced by a forwarding reference) is.
template <class T>
constexpr option_kind option_kind_of() {
  using U = std::remove_cvref_t<T>;
  constexpr bool writable = std::is_lvalue_reference_v<T> && !std::is_const_v<std::remove_reference_t<T>>;
  if constexpr (std::same_as<U, statistics>)
    return writable ? option_kind::statistics : option_kind::bad_statistics;
  else if constexpr (std::same_as<U, limits>)
    return option_kind::limits;
  else if constexpr (is_seen_policy<U>::value)
    return option_kind::seen_by;
  else if constexpr (is_dense_policy<U>::value)
    return option_kind::dense_index;
  else if constexpr (is_traced_by<U>::value)
    return option_kind::tracer;
  else if constexpr (option_kind_of_type<U> == option_kind::checkpoint && !writable)
    return option_kind::bad_checkpoint;
  else
    return option_kind_of_type<U>;
}
template <class T>
inline constexpr bool is_option_v = option_kind_of<T>() != option_kind::none;

// How many of Opts are of kind K.
template <option_kind K, class... Opts>
inline constexpr std::size_t count_kind = ((option_kind_of<Opts>() == K ? 1 : 0) + ... + 0);

}  // namespace seek::detail
