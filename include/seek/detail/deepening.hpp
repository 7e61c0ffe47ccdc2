// seek/detail/deepening.hpp: the per-pass statistics of the iterative
// deepening searches (seek::iddfs, seek::ida_star). A monitor that keeps no
// statistics pays nothing for them.
#pragma once

#include <cstdint>

namespace seek::detail::deepening {

// statistics::passes and statistics::pass_nodes. The count of the current
// pass is brought up to date when the search hands control back (a node
// yielded, or the end), the only times a caller can read it, rather than at
// every node.
class pass_counter {
 public:
  template <class Monitor>
  void begin_pass(Monitor& m) noexcept {
    if constexpr (requires { m.stats->passes; }) {
      ++m.stats->passes;
      m.stats->pass_nodes = 0;
      start_ = m.stats->nodes;
    }
  }
  template <class Monitor>
  void sync(Monitor& m) const noexcept {
    if constexpr (requires { m.stats->pass_nodes; }) m.stats->pass_nodes = m.stats->nodes - start_;
  }

 private:
  std::uint64_t start_ = 0;  // statistics::nodes when the pass began
};

}  // namespace seek::detail::deepening
