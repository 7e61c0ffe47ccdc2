// bench/grid_paths.cpp: seek::astar and seek::dijkstra on the Moving AI grid
// benchmarks, against hand-written searches on the same successor function
// and heuristic (bench/movingai.hpp: cell indices, (cell, cost) pairs in a
// seek::inplace_vector, octile distance).
//
//   grid_paths [--rounds R] [--every K] [--solvers NAME,...] [MAP.map[=SCENARIO] ...]
//
// Each map's scenario is MAP.map.scen unless named after '='; with no map,
// the six of <data>/movingai/ (--data DIR, default ../shared/data). Solvers:
//   seek_astar, seek_dijkstra   seek::astar / seek::dijkstra, stopped at the goal
//   seek_astar_dense,           the same with seek::dense_index(cells, identity):
//   seek_dijkstra_dense         records found by cell in an array, not hashed
//   seek_astar_vector,          seek::astar / seek::dijkstra with the successors
//   seek_dijkstra_vector        in a std::vector (an allocation per expansion)
//   array_astar, array_dijkstra hand-written: binary heap (std::push_heap, stale
//                               entries skipped), g and closed flag in arrays
//                               indexed by cell, kept across queries (only the
//                               cells a query touched are reset)
//   hash_astar, hash_dijkstra   the same with the records in a std::unordered_map
//                               made per query (the fair baseline for seek's hash form)
// A* breaks ties on f toward the larger g, as seek::astar does. Every length
// is checked against the published one (within the rounding of the printed
// figure: see seek::grid::movingai_detail::printed_rounding) and against the other
// solvers' (1e-9 relative); any mismatch is printed and the program exits 1.
// Reported: CPU time per expanded state (one call of the successor function),
// the median over R interleaved rounds (maps and solvers in turn, the
// solvers' order rotated each round), and the median of the per-round
// ratios of seek to each baseline (and of seek_astar, seek_dijkstra to their
// _vector forms). --every K answers every K-th query only.
#include "movingai.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <time.h>
#include <unordered_map>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/strategy/astar.hpp>
#include <seek/strategy/dijkstra.hpp>

namespace {

using movingai::octile_distance;
using movingai::octile_moves;

// The heuristic of the Dijkstra baselines.
struct zero_distance {
  double operator()(int) const noexcept { return 0; }
};

// ---- seek: a cost search yields states; its iterator knows the cost of the path to each.
template <class Search>
std::optional<double> seek_cost_to(Search&& search, int goal) {
  for (auto it = ranges::begin(search); it != ranges::end(search); ++it)
    if (*it == goal) return it.cost();
  return std::nullopt;
}

// ---- the hand-written searches
struct record {
  double g = std::numeric_limits<double>::infinity();
  bool closed = false;
};
struct entry {
  double f, g;
  int cell;
};
// The heap's "less": a comes out after b (larger f; on equal f, smaller g).
bool after(entry const& a, entry const& b) { return a.f > b.f || (a.f == b.f && a.g < b.g); }

// A* (Dijkstra with zero_distance) from `start` to `goal` over `records`,
// indexed by cell: a std::vector<record> or a std::unordered_map<int, record>.
template <class Records, class H>
std::optional<double> hand_search(Records& records, std::vector<entry>& heap, int start, int goal,
                                  octile_moves const& next, H const& h) {
  heap.clear();
  records[start].g = 0;
  heap.push_back({h(start), 0, start});
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), after);
    entry const top = heap.back();
    heap.pop_back();
    record& r = records[top.cell];
    if (r.closed) continue;  // a stale entry: the cell was settled cheaper
    r.closed = true;
    if (top.cell == goal) return top.g;
    for (auto const& [to, cost] : next(top.cell)) {
      record& t = records[to];
      double const g = top.g + cost;
      if (t.closed || !(g < t.g)) continue;
      t.g = g;
      heap.push_back({g + h(to), g, to});
      std::push_heap(heap.begin(), heap.end(), after);
    }
  }
  return std::nullopt;
}

// Arrays kept across queries: a query resets the cells it touched.
struct array_records {
  std::vector<record> r;
  std::vector<int> touched;
  explicit array_records(int cells) : r(static_cast<std::size_t>(cells)) {}
  record& operator[](int cell) {
    record& x = r[static_cast<std::size_t>(cell)];
    if (x.g == std::numeric_limits<double>::infinity()) touched.push_back(cell);
    return x;
  }
  void reset() {
    for (int c : touched) r[static_cast<std::size_t>(c)] = record{};
    touched.clear();
  }
};

// ---- the driver
enum class solver {
  seek_astar,
  seek_dijkstra,
  array_astar,
  array_dijkstra,
  hash_astar,
  hash_dijkstra,
  seek_astar_dense,
  seek_dijkstra_dense,
  seek_astar_vector,
  seek_dijkstra_vector
};
constexpr char const* names[] = {"seek_astar",       "seek_dijkstra",       "array_astar",       "array_dijkstra",
                                 "hash_astar",       "hash_dijkstra",       "seek_astar_dense",  "seek_dijkstra_dense",
                                 "seek_astar_vector", "seek_dijkstra_vector"};
bool is_seek(solver s) {
  return s == solver::seek_astar || s == solver::seek_dijkstra || s == solver::seek_astar_dense ||
         s == solver::seek_dijkstra_dense || s == solver::seek_astar_vector || s == solver::seek_dijkstra_vector;
}
bool is_astar(solver s) {
  return s == solver::seek_astar || s == solver::seek_astar_dense || s == solver::array_astar ||
         s == solver::hash_astar || s == solver::seek_astar_vector;
}

struct instance {
  movingai::map map;
  std::string scenario;
  std::vector<movingai::query> queries;
};

double thread_cpu_ns() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e9 + static_cast<double>(ts.tv_nsec);
}

struct batch {
  double ns = 0;
  std::uint64_t expanded = 0;
  std::vector<std::optional<double>> lengths;
};

batch run(instance const& in, solver s) {
  batch b;
  b.lengths.reserve(in.queries.size());
  movingai::map const& m = in.map;
  octile_moves const next{&m, &b.expanded};
  movingai::octile_moves_vector const next_vector{&m, &b.expanded};
  array_records arrays(s == solver::array_astar || s == solver::array_dijkstra ? m.cells() : 0);
  std::vector<entry> heap;
  std::size_t const cells = static_cast<std::size_t>(m.cells());
  double const t0 = thread_cpu_ns();
  for (movingai::query const& q : in.queries) {
    int const start = q.sy * m.width + q.sx, goal = q.gy * m.width + q.gx;
    octile_distance const h{m.width, q.gx, q.gy};
    switch (s) {
      case solver::seek_astar: b.lengths.push_back(seek_cost_to(seek::astar(start, next, h), goal)); break;
      case solver::seek_dijkstra: b.lengths.push_back(seek_cost_to(seek::dijkstra(start, next), goal)); break;
      case solver::seek_astar_vector:
        b.lengths.push_back(seek_cost_to(seek::astar(start, next_vector, h), goal));
        break;
      case solver::seek_dijkstra_vector:
        b.lengths.push_back(seek_cost_to(seek::dijkstra(start, next_vector), goal));
        break;
      case solver::seek_astar_dense:
        b.lengths.push_back(seek_cost_to(seek::astar(start, next, h, seek::dense_index(cells, std::identity{})), goal));
        break;
      case solver::seek_dijkstra_dense:
        b.lengths.push_back(seek_cost_to(seek::dijkstra(start, next, seek::dense_index(cells, std::identity{})), goal));
        break;
      case solver::array_astar:
        b.lengths.push_back(hand_search(arrays, heap, start, goal, next, h));
        arrays.reset();
        break;
      case solver::array_dijkstra:
        b.lengths.push_back(hand_search(arrays, heap, start, goal, next, zero_distance{}));
        arrays.reset();
        break;
      case solver::hash_astar: {
        std::unordered_map<int, record> records;
        b.lengths.push_back(hand_search(records, heap, start, goal, next, h));
        break;
      }
      case solver::hash_dijkstra: {
        std::unordered_map<int, record> records;
        b.lengths.push_back(hand_search(records, heap, start, goal, next, zero_distance{}));
        break;
      }
    }
  }
  b.ns = thread_cpu_ns() - t0;
  return b;
}

// Prints every length that is off the published one or off `reference`
// (another solver's answers); returns how many.
int check(instance const& in, solver s, batch const& b, std::vector<std::optional<double>> const* reference) {
  int bad = 0;
  for (std::size_t i = 0; i < in.queries.size(); ++i) {
    movingai::query const& q = in.queries[i];
    std::optional<double> const got = b.lengths[i];
    auto say = [&](std::string const& what) {
      if (++bad <= 10)
        std::fprintf(stderr, "grid_paths: %s:%d: %s: %s\n", in.scenario.c_str(), q.line, names[static_cast<int>(s)],
                     what.c_str());
    };
    if (!got) {
      say("no path found, the published length is " + std::to_string(q.optimal));
      continue;
    }
    if (std::abs(*got - q.optimal) > q.tolerance) {
      char text[200];
      std::snprintf(text, sizeof text, "length %.9g, the published length is %.9g (tolerance %.2g)", *got, q.optimal,
                    q.tolerance);
      say(text);
    } else if (reference && (*reference)[i] && std::abs(*got - *(*reference)[i]) > 1e-9 * std::max(1.0, *got)) {
      char text[200];
      std::snprintf(text, sizeof text, "length %.12g, another solver found %.12g", *got, *(*reference)[i]);
      say(text);
    }
  }
  if (bad > 10) std::fprintf(stderr, "grid_paths: %s: %s: %d mismatches in all\n", in.scenario.c_str(),
                             names[static_cast<int>(s)], bad);
  return bad;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  std::size_t const n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

[[noreturn]] void usage() {
  std::fprintf(stderr,
               "usage: grid_paths [--data DIR] [--rounds R] [--every K] [--solvers NAME,...] [MAP.map[=SCENARIO] ...]\n"
               "  solvers: seek_astar seek_astar_dense seek_dijkstra seek_dijkstra_dense array_astar array_dijkstra\n"
               "           hash_astar hash_dijkstra seek_astar_vector seek_dijkstra_vector\n");
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  std::string data = "../shared/data";
  int rounds = 3;
  std::size_t every = 1;
  std::vector<solver> solvers = {solver::seek_astar,     solver::seek_astar_dense,    solver::seek_astar_vector,
                                 solver::array_astar,    solver::hash_astar,          solver::seek_dijkstra,
                                 solver::seek_dijkstra_dense, solver::seek_dijkstra_vector, solver::array_dijkstra,
                                 solver::hash_dijkstra};
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) {
    std::string const a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage();
      return argv[++i];
    };
    try {
      if (a == "--data") data = value();
      else if (a == "--rounds") rounds = std::stoi(value());
      else if (a == "--every") every = std::stoul(value());
      else if (a == "--solvers") {
        solvers.clear();
        std::istringstream list(value());
        for (std::string name; std::getline(list, name, ',');) {
          auto const at = std::find_if(std::begin(names), std::end(names), [&](char const* n) { return name == n; });
          if (at == std::end(names)) {
            std::fprintf(stderr, "grid_paths: unknown solver '%s'\n", name.c_str());
            usage();
          }
          solvers.push_back(static_cast<solver>(at - std::begin(names)));
        }
      } else if (!a.empty() && a[0] == '-') usage();
      else args.push_back(a);
    } catch (std::logic_error const&) {  // std::stoi and friends
      std::fprintf(stderr, "grid_paths: %s needs a number\n", a.c_str());
      usage();
    }
  }
  if (rounds < 1 || every < 1 || solvers.empty()) usage();
  if (args.empty())
    for (char const* name : {"arena2", "lak303d", "AR0011SR", "maze512-4-0", "random512-20-0", "16room_000"})
      args.push_back(data + "/movingai/" + name + ".map");

  std::vector<instance> instances;
  try {
    for (std::string const& a : args) {
      std::size_t const eq = a.find('=');
      instance in;
      in.map = movingai::read_map(a.substr(0, eq));
      in.scenario = eq == std::string::npos ? a + ".scen" : a.substr(eq + 1);
      auto const all = movingai::read_scenario(in.scenario, in.map);
      for (std::size_t i = 0; i < all.size(); i += every) in.queries.push_back(all[i]);
      instances.push_back(std::move(in));
    }
  } catch (movingai::format_error const& e) {
    std::fprintf(stderr, "grid_paths: %s\n", e.what());
    return 1;
  }

  // results[map][solver][round]
  std::size_t const ns = solvers.size();
  std::vector<std::vector<std::vector<double>>> per(instances.size(), std::vector<std::vector<double>>(ns));
  std::vector<std::vector<std::uint64_t>> expanded(instances.size(), std::vector<std::uint64_t>(ns));
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t mi = 0; mi < instances.size(); ++mi) {
      instance const& in = instances[mi];
      std::vector<std::optional<double>> reference;
      for (std::size_t k = 0; k < ns; ++k) {
        std::size_t const si = (k + static_cast<std::size_t>(round)) % ns;
        batch const b = run(in, solvers[si]);
        if (check(in, solvers[si], b, reference.empty() ? nullptr : &reference) > 0) {
          std::fprintf(stderr, "grid_paths: FAILED: lengths that are not the published optimal ones\n");
          return 1;
        }
        if (reference.empty()) reference = b.lengths;
        per[mi][si].push_back(b.ns / static_cast<double>(std::max<std::uint64_t>(b.expanded, 1)));
        expanded[mi][si] = b.expanded;
      }
    }
  }

  std::printf("CPU ns per expanded state, median of %d rounds; every %zu-th query; all lengths optimal\n", rounds,
              every);
  for (std::size_t mi = 0; mi < instances.size(); ++mi) {
    instance const& in = instances[mi];
    int open = 0;
    for (unsigned char p : in.map.passable) open += p;
    std::printf("%s: %d x %d, %d passable cells, %zu queries\n", in.map.file.c_str(), in.map.width, in.map.height,
                open, in.queries.size());
    for (std::size_t si = 0; si < ns; ++si) {
      std::printf("  %-20s %8.1f ns  %12llu expanded", names[static_cast<int>(solvers[si])], median(per[mi][si]),
                  static_cast<unsigned long long>(expanded[mi][si]));
      // seek against each baseline with the same heuristic: the median of the per-round ratios
      if (is_seek(solvers[si])) {
        bool const a = is_astar(solvers[si]);
        bool const inline_form = solvers[si] == solver::seek_astar || solvers[si] == solver::seek_dijkstra;
        for (solver base : {a ? solver::array_astar : solver::array_dijkstra,
                            a ? solver::hash_astar : solver::hash_dijkstra,
                            !inline_form ? solvers[si] : a ? solver::seek_astar_vector : solver::seek_dijkstra_vector}) {
          if (base == solvers[si]) continue;
          auto const at = std::find(solvers.begin(), solvers.end(), base);
          if (at == solvers.end()) continue;
          std::vector<double> ratio;
          for (int r = 0; r < rounds; ++r)
            ratio.push_back(per[mi][si][static_cast<std::size_t>(r)] /
                            per[mi][static_cast<std::size_t>(at - solvers.begin())][static_cast<std::size_t>(r)]);
          std::printf("  %.2fx %s", median(ratio), names[static_cast<int>(base)]);
        }
      }
      std::printf("\n");
    }
  }
}
