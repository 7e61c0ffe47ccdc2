// tests/differential/schedules.cpp: seek::restarts with schedules a user may
// write, a random finite tree, and a bound on what is pulled: the walk must
// end (a run that walks the whole tree ends it) or the schedule must be
// refused with std::invalid_argument. A schedule whose runs do not grow
// (geometric with factor 1) or that returns a negative number (issue 45
// item 6: taken as "no limit") must be refused; one that returns 0 is a
// budget of 1 (documented) and restarts forever.
#include "combination.hpp"
#include "registry.hpp"

#include <stdexcept>

namespace difftest {
namespace {

// A complete tree of `branching`^`depth` states, more than one run of `base` states can walk.
template <class Schedule>
std::string walk_restarts(Schedule schedule, bool must_refuse, std::uint64_t seed, std::string const& what) {
  auto next = [](std::vector<int> const& path) {
    std::vector<std::vector<int>> out;
    if (path.size() < 6)
      for (int c = 0; c < 3; ++c) {
        out.push_back(path);
        out.back().push_back(c);
      }
    return out;
  };
  std::uint64_t pulled = 0;
  seek::statistics st;
  try {
    for (auto const& s : seek::restarts(std::vector<int>{}, next, schedule, seed, st)) {
      (void)s;
      if (++pulled >= 200000) break;
    }
  } catch (std::invalid_argument const&) {
    return must_refuse ? "" : what + ": refused with std::invalid_argument, but it is a valid schedule";
  }
  if (must_refuse)
    return what + ": accepted; " + std::to_string(pulled) + " states pulled in " + std::to_string(st.passes) +
           " runs" + (pulled >= 200000 ? " and the walk had not ended" : "");
  if (pulled >= 200000) return what + ": the walk had not ended after 200000 states, " + std::to_string(st.passes) + " runs";
  return "";
}

// A schedule of zeros: each run may produce one state (0 counts as 1,
// documented), so it is accepted and restarts forever on a tree of more than
// one state; what is checked is that it is not refused and that every run
// stops after its one state.
template <class Schedule>
std::string zero_schedule(Schedule schedule, std::uint64_t seed, std::string const& what) {
  auto next = [](int x) { return x < 4 ? std::vector<int>{2 * x, 2 * x + 1} : std::vector<int>{}; };
  std::uint64_t pulled = 0;
  seek::statistics st;
  try {
    for (int s : seek::restarts(1, next, schedule, seed, st)) {
      if (s != 1) return what + ": run " + std::to_string(st.passes) + " went past its one state (the root) to " + std::to_string(s);
      if (++pulled >= 1000) break;
    }
  } catch (std::invalid_argument const& e) {
    return what + ": refused (" + e.what() + "), but 0 counts as a budget of 1";
  }
  if (pulled < 1000) return what + ": the walk ended after " + std::to_string(pulled) + " states; a schedule of ones never walks the tree whole";
  if (st.passes != pulled) return what + ": " + std::to_string(pulled) + " states in " + std::to_string(st.passes) + " runs, expected one state per run";
  return "";
}

std::string geometric_case(std::uint64_t seed, std::string& context) {
  std::mt19937_64 rng(seed);
  std::uint64_t base = 1 + rng() % 50;
  double factor = rng() % 2 == 0 ? 1.0 : 1.0 + static_cast<double>(1 + rng() % 20) / 10.0;
  context = "geometric_schedule{.base = " + std::to_string(base) + ", .factor = " + std::to_string(factor) + "}";
  announce(context);
  return walk_restarts(seek::geometric_schedule{.base = base, .factor = factor}, factor <= 1.0, seed, context);
}

std::string luby_case(std::uint64_t seed, std::string& context) {
  std::mt19937_64 rng(seed);
  std::uint64_t scale = 1 + rng() % 50;
  context = "luby_schedule{.scale = " + std::to_string(scale) + "}";
  announce(context);
  return walk_restarts(seek::luby_schedule{.scale = scale}, false, seed, context);
}

std::string signed_case(std::uint64_t seed, std::string& context) {
  std::mt19937_64 rng(seed);
  long budget = static_cast<long>(rng() % 200) - 100;
  context = "a schedule returning " + std::to_string(budget) + " for every run";
  announce(context);
  auto schedule = [budget](std::uint64_t) { return budget; };
  if constexpr (!seek::restart_schedule<decltype(schedule)>) {
    return "(a schedule returning a signed number is refused at compile time: not a case)";
  } else {
    // A constant schedule may restart forever (documented); below 0 it is meaningless.
    if (budget >= 1) return "";
    if (budget == 0) return zero_schedule(schedule, seed, context);
    return walk_restarts(schedule, true, seed, context);
  }
}

registrar const schedules_registered([] {
  registry().push_back({"restarts/schedule/geometric/one_root/plain/no_options/range_for", geometric_case});
  registry().push_back({"restarts/schedule/luby/one_root/plain/no_options/range_for", luby_case});
  registry().push_back({"restarts/schedule/signed/one_root/plain/no_options/range_for", signed_case});
});

}  // namespace
}  // namespace difftest
