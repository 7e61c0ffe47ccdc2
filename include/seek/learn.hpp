// seek/learn.hpp: what a search learns from its failures and keeps across
// restart runs: constraint weights for dom/wdeg branching, and nogoods that
// later runs skip.
#pragma once

#include <seek/learn/failure_weights.hpp>
#include <seek/learn/learn_nogoods.hpp>
#include <seek/learn/nogood_store.hpp>
