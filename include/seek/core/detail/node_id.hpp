// seek/core/detail/node_id.hpp: the node id of the monitors that do not trace (an
// empty type, so the engines carry ids at no cost; strategy/detail/monitor.hpp).
#pragma once

namespace seek::detail {

struct no_id {};

}  // namespace seek::detail
