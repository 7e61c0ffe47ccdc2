// seek/core/detail/never.hpp: what a diagnostic overload needs: a false that
// depends on a template argument (its static_assert fires only when the
// overload is chosen), and the type it returns. It returns `auto`, so that
// the compiler instantiates it, and reports the static_assert, at the call,
// before anything the caller does with the result.
#pragma once

namespace seek::detail {

template <class...>
inline constexpr bool never = false;

// What a refused call returns (after its static_assert).
struct refused_call {};

}  // namespace seek::detail
