// seek/detail/deepening.hpp: the per-pass statistics of the iterative
// deepening searches (seek::iddfs, seek::ida_star). A monitor that keeps no
// statistics pays nothing for them.
#pragma once

namespace seek::detail::deepening {

// A new pass begins: one more pass, none of its nodes counted yet.
template <class Monitor>
void begin_pass(Monitor& m) noexcept {
  if constexpr (requires { m.stats->passes; }) {
    ++m.stats->passes;
    m.stats->pass_nodes = 0;
  }
}

// A node was counted (after Monitor::produce accepted it).
template <class Monitor>
void count_node(Monitor& m) noexcept {
  if constexpr (requires { m.stats->pass_nodes; }) ++m.stats->pass_nodes;
}

}  // namespace seek::detail::deepening
