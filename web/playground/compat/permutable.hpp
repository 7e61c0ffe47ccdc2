// compat/permutable.hpp: std::permutable for the WebAssembly build only
// (scripts/web.sh includes it before every source). Emscripten 3.1.6's
// libc++ 13, in Debian 12, has the iterator concepts but not this one
// (libc++ 15 added it); the definition is the standard's.
#pragma once

#include <iterator>

#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 15000
namespace std {
template <class I>
concept permutable = forward_iterator<I> && indirectly_movable_storable<I, I> && indirectly_swappable<I, I>;
}  // namespace std
#endif
