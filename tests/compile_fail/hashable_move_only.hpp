// tests/compile_fail/hashable_move_only.hpp: a state that has std::hash and
// == but cannot be copied, for the refusals of the searches that remember
// states by a copy (*_move_only_state.cpp): the first error must say that
// the state is not copyable, not that it has no std::hash.
#pragma once

#include <cstddef>
#include <functional>

struct move_only {
  int v;
  explicit move_only(int x) : v(x) {}
  move_only(move_only&&) = default;
  move_only& operator=(move_only&&) = default;
  bool operator==(move_only const& o) const { return v == o.v; }
};
template <>
struct std::hash<move_only> {
  std::size_t operator()(move_only const& m) const noexcept { return static_cast<std::size_t>(m.v); }
};
