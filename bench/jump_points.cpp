// bench/jump_points.cpp: jump point search against plain A* on the Moving AI
// grid benchmarks, both seek::astar over seek/models/grid.hpp's map (octile
// moves, no corner cutting, octile heuristic): plain A* over
// seek::grid::octile_moves (every cell a state), JPS over
// seek::grid::jump_points (jump points the states), each with the records
// in arrays (seek::dense_index) and in the default hash map; and
// seek::bidirectional_astar over octile_moves (hashed: it takes no
// dense_index), against the hashed plain A*.
//
//   jump_points [google benchmark flags] [--data DIR] [--every K]
//
// One benchmark per map and solver, an iteration answering the map's
// queries (every K-th with --every K; all of them by default) from
// <DIR>/movingai/ (default ../shared/data). Counters: expanded (states
// settled per query, the goal's included), us_per_query. Every length is
// checked against the published one (to its printed rounding); a mismatch
// is printed and the program exits 1. At the end a table per map: plain A*
// over JPS in states expanded and in CPU time (dense and hash forms), and
// plain A* over bidirectional A* (hash forms).
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <time.h>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/models/grid.hpp>
#include <seek/models/jump_points.hpp>
#include <seek/models/movingai.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/bidirectional_astar.hpp>
#include <seek/successor/dense_index.hpp>

namespace {
namespace grid = seek::grid;

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// The cost at which `search` settles the goal, and how many states it
// settled up to it (the goal included).
template <class Search, class Goal>
std::pair<double, std::uint64_t> solve(Search&& search, Goal const& goal) {
  std::uint64_t settled = 0;
  for (auto it = ranges::begin(search); it != ranges::end(search); ++it) {
    ++settled;
    if (*it == goal) return {it.cost(), settled};
  }
  return {-1.0, settled};
}

struct problem {
  std::string name;
  grid::map m;
  std::vector<grid::scenario_query> queries;
};

enum class solver { astar_dense, jps_dense, astar_hash, jps_hash, bidi_astar_hash };
char const* const solver_names[] = {"astar_dense", "jps_dense", "astar_hash", "jps_hash", "bidi_astar_hash"};
constexpr int solvers = 5;

// The heuristic of bidirectional A*: the octile distance between two cells.
struct octile_between {
  double operator()(grid::cell const& a, grid::cell const& b) const noexcept { return grid::octile_length(a, b); }
};

std::pair<double, std::uint64_t> answer(problem const& p, grid::scenario_query const& q, solver s) {
  grid::octile_distance const h{q.goal};
  auto const dense = seek::dense_index(p.m.cells(), p.m.indexer());
  switch (s) {
    case solver::astar_dense: return solve(seek::astar(q.start, grid::octile_moves(p.m), h, dense), q.goal);
    case solver::jps_dense:
      return solve(seek::astar(grid::jump{q.start}, grid::jump_points(p.m, q.goal), h, dense), grid::jump{q.goal});
    case solver::astar_hash: return solve(seek::astar(q.start, grid::octile_moves(p.m), h), q.goal);
    case solver::jps_hash:
      return solve(seek::astar(grid::jump{q.start}, grid::jump_points(p.m, q.goal), h), grid::jump{q.goal});
    case solver::bidi_astar_hash: {
      seek::statistics stats;
      auto found = seek::bidirectional_astar(q.start, q.goal, grid::octile_moves(p.m), octile_between{}, stats);
      return {found ? found->cost : -1.0, stats.expanded};
    }
  }
  return {-1.0, 0};
}

struct measured {
  double seconds = 0;     // CPU per iteration
  double expanded = 0;    // states settled per iteration
};
std::map<std::pair<std::string, int>, measured> results;  // (map, solver)
bool mismatch = false;

void run(benchmark::State& state, problem const* p, solver s) {
  measured last;
  for (auto _ : state) {
    double const t0 = cpu_seconds();
    std::uint64_t expanded = 0;
    for (auto const& q : p->queries) {
      auto [length, settled] = answer(*p, q, s);
      expanded += settled;
      if (!q.matches(length)) {
        std::fprintf(stderr, "%s: %s, scenario line %d: length %.9g, published %.9g\n", p->name.c_str(),
                     solver_names[static_cast<int>(s)], q.line, length, q.optimal);
        mismatch = true;
      }
    }
    last = {cpu_seconds() - t0, static_cast<double>(expanded)};
  }
  double const n = static_cast<double>(p->queries.size());
  state.counters["queries"] = n;
  state.counters["expanded"] = last.expanded / n;
  state.counters["us_per_query"] = 1e6 * last.seconds / n;
  results[{p->name, static_cast<int>(s)}] = last;
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  std::string data = "../shared/data";
  std::size_t every = 1;
  for (int i = 1; i < argc; ++i) {
    std::string const a = argv[i];
    if (a == "--data" && i + 1 < argc) {
      data = argv[++i];
    } else if (a == "--every" && i + 1 < argc) {
      every = static_cast<std::size_t>(std::atoi(argv[++i]));
      if (every < 1) every = 1;
    } else {
      std::fprintf(stderr, "jump_points: unknown argument '%s' (--data DIR, --every K, google benchmark flags)\n",
                   a.c_str());
      return 2;
    }
  }
  static std::vector<problem> problems;
  problems.reserve(6);
  try {
    for (char const* name : {"arena2", "lak303d", "AR0011SR", "maze512-4-0", "random512-20-0", "16room_000"}) {
      std::string const file = data + "/movingai/" + name + ".map";
      grid::map m = grid::read_map(file);
      auto all = grid::read_scenario(file + ".scen", m);
      std::vector<grid::scenario_query> some;
      for (std::size_t i = 0; i < all.size(); i += every) some.push_back(all[i]);
      problems.push_back(problem{name, std::move(m), std::move(some)});
    }
  } catch (std::exception const& e) {
    std::fprintf(stderr, "jump_points: %s\n", e.what());
    return 2;
  }
  for (problem const& p : problems)
    for (int s = 0; s < solvers; ++s)
      benchmark::RegisterBenchmark((std::string(solver_names[s]) + "/" + p.name).c_str(), run, &p,
                                   static_cast<solver>(s))
          ->Unit(benchmark::kMillisecond)
          ->Iterations(1);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();

  std::printf("\nplain A* / JPS (queries: every %zu-th of each scenario)\n", every);
  std::printf("%-16s %8s %14s %14s %10s %10s %10s\n", "map", "queries", "A* expanded", "JPS expanded",
              "fewer", "less time", "(hash)");
  for (problem const& p : problems) {
    auto get = [&](solver s) -> measured const* {
      auto it = results.find({p.name, static_cast<int>(s)});
      return it == results.end() ? nullptr : &it->second;
    };
    measured const *ad = get(solver::astar_dense), *jd = get(solver::jps_dense), *ah = get(solver::astar_hash),
                   *jh = get(solver::jps_hash);
    if (!ad || !jd) continue;
    double const n = static_cast<double>(p.queries.size());
    std::printf("%-16s %8zu %14.1f %14.1f %9.1fx %9.1fx", p.name.c_str(), p.queries.size(), ad->expanded / n,
                jd->expanded / n, ad->expanded / jd->expanded, ad->seconds / jd->seconds);
    if (ah && jh)
      std::printf(" %9.1fx\n", ah->seconds / jh->seconds);
    else
      std::printf(" %10s\n", "-");
  }
  std::printf("\nplain A* / bidirectional A* (hash forms)\n");
  std::printf("%-16s %8s %14s %14s %10s %10s\n", "map", "queries", "A* expanded", "bidi expanded", "fewer",
              "less time");
  for (problem const& p : problems) {
    auto const ah = results.find({p.name, static_cast<int>(solver::astar_hash)});
    auto const bh = results.find({p.name, static_cast<int>(solver::bidi_astar_hash)});
    if (ah == results.end() || bh == results.end()) continue;
    double const n = static_cast<double>(p.queries.size());
    std::printf("%-16s %8zu %14.1f %14.1f %9.2fx %9.2fx\n", p.name.c_str(), p.queries.size(), ah->second.expanded / n,
                bh->second.expanded / n, ah->second.expanded / bh->second.expanded,
                ah->second.seconds / bh->second.seconds);
  }
  if (mismatch) {
    std::fprintf(stderr, "jump_points: some lengths differ from the published ones (above)\n");
    return 1;
  }
}
