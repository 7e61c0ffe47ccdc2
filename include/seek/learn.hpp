// seek/learn.hpp: what a search learns from its failures and keeps across
// restart runs: constraint weights for dom/wdeg branching.
#pragma once

#include <seek/learn/failure_weights.hpp>
