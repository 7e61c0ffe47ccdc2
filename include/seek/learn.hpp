// seek/learn.hpp: what a search learns from its failures and keeps across
// restart runs: constraint weights for dom/wdeg branching, and nogoods that
// later runs skip; and conflict-driven learning, seek::cdcl, with its pieces.
#pragma once

#include <seek/learn/activity.hpp>
#include <seek/learn/cdcl.hpp>
#include <seek/learn/clause_store.hpp>
#include <seek/learn/conflict_analysis.hpp>
#include <seek/learn/explaining_model.hpp>
#include <seek/learn/failure_weights.hpp>
#include <seek/learn/learn_nogoods.hpp>
#include <seek/learn/literal.hpp>
#include <seek/learn/nogood_store.hpp>
#include <seek/learn/trail.hpp>
