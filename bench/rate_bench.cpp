// bench/rate_bench.cpp: the SE-scale rater on puzzle files: speed (CPU
// microseconds per puzzle, one thread), agreement with published Sudoku
// Explainer ratings, and the soundness sweep (every step of every puzzle
// checked against the solution found by search). Not Google Benchmark: a
// rating takes from microseconds to seconds, so the program times each
// puzzle once and prints the distribution.
//
//   rate_bench FILE...                   time; files of "<81 cells>[ rating]" lines
//   rate_bench --agreement FILE...       also compare with the rating after the cells
//   rate_bench --sweep FILE...           also replay every path against the solution
//   rate_bench --no-uniqueness ...       SE without uniqueness rules
//   rate_bench --limit N --stride K ...  every K-th puzzle, at most N per file
//   rate_bench --list ...                one line per puzzle: cells, rating, technique, µs
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/logic/rating.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace sdk = seek::sudoku;

namespace {

double cpu_us() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

struct options {
  bool agreement = false, sweep = false, list = false;
  sdk::solver_options solver;
  long limit = -1, stride = 1;
};

struct file_report {
  long puzzles = 0, unsolved = 0, unsound = 0, rated = 0, exact = 0, within1 = 0, band_far = 0;
  long rated_to9 = 0, exact_to9 = 0;
  double cpu = 0, worst = 0;
  std::vector<double> times;
  std::map<int, long> diff;                    // ours - SE, in tenths
  std::map<int, std::pair<long, long>> bands;  // SE band -> (exact, puzzles)
  std::map<std::string, long> hardest;
};

void run(std::string const& path, options const& o) {
  std::ifstream in(path);
  if (!in) {
    std::printf("%s: cannot read\n", path.c_str());
    return;
  }
  file_report r;
  std::string line;
  for (long index = 0; std::getline(in, line);) {
    if (line.size() < 81 || line[0] == '#') continue;
    if (index++ % o.stride != 0) continue;
    if (o.limit >= 0 && r.puzzles >= o.limit) break;
    auto parsed = sdk::parse_puzzle(line.substr(0, 81));
    if (!std::holds_alternative<sdk::grid>(parsed)) continue;
    auto const& g = std::get<sdk::grid>(parsed);
    double const t0 = cpu_us();
    auto const p = sdk::explain(g, o.solver);
    double const t = cpu_us() - t0;
    auto const rating = sdk::rating_of(p);
    ++r.puzzles;
    r.cpu += t;
    r.worst = std::max(r.worst, t);
    r.times.push_back(t);
    if (!p.solved) ++r.unsolved;
    ++r.hardest[std::string(sdk::name(rating.hardest))];
    if (o.sweep) {
      auto const sol = sdk::solve(sdk::board<3>::from_grid(g));
      if (!sol) continue;
      auto const solution = sol->to_grid();
      auto const check = sdk::replay(g, p.steps, &solution);
      bool const ok = check.ok && !p.contradiction && (!p.solved || p.final == solution);
      if (!ok) {
        ++r.unsound;
        std::printf("UNSOUND %s step %d: %s\n", line.substr(0, 81).c_str(), check.failed_step, check.reason.c_str());
      }
    }
    int se = -1;
    if (o.agreement && line.size() > 82) {
      se = static_cast<int>(std::lround(std::strtod(line.c_str() + 82, nullptr) * 10));
      ++r.rated;
      int const d = rating.rating - se;
      ++r.diff[d];
      r.exact += d == 0;
      r.within1 += std::abs(d) <= 1;
      r.band_far += std::abs(rating.rating / 10 - se / 10) > 1;
      auto& b = r.bands[se / 10];
      ++b.second;
      b.first += d == 0;
      if (se <= 90) {
        ++r.rated_to9;
        r.exact_to9 += d == 0;
      }
    }
    if (o.list)
      std::printf("%s %s %s %.0f%s\n", line.substr(0, 81).c_str(), rating.text().c_str(),
                  std::string(sdk::name(rating.hardest)).c_str(), t,
                  se >= 0 && se != rating.rating ? (" SE " + sdk::rating_text(se)).c_str() : "");
  }
  std::sort(r.times.begin(), r.times.end());
  auto pct = [&](double q) { return r.times.empty() ? 0.0 : r.times[static_cast<std::size_t>(q * static_cast<double>(r.times.size() - 1))]; };
  std::printf("%s: %ld puzzles, %.2f s CPU, %.1f us per puzzle (median %.1f, 90%% %.1f, 99%% %.1f, worst %.0f), %ld unsolved\n",
              path.c_str(), r.puzzles, r.cpu / 1e6, r.puzzles ? r.cpu / static_cast<double>(r.puzzles) : 0.0, pct(0.5),
              pct(0.9), pct(0.99), r.worst, r.unsolved);
  if (o.sweep) std::printf("  soundness: %ld of %ld paths with an unsound step\n", r.unsound, r.puzzles);
  if (o.agreement && r.rated) {
    std::printf("  agreement: %ld of %ld exact (%.2f%%); up to 9.0: %ld of %ld (%.2f%%); within 0.1: %.2f%%; "
                "more than one band apart: %ld\n",
                r.exact, r.rated, 100.0 * static_cast<double>(r.exact) / static_cast<double>(r.rated), r.exact_to9,
                r.rated_to9, r.rated_to9 ? 100.0 * static_cast<double>(r.exact_to9) / static_cast<double>(r.rated_to9) : 0.0,
                100.0 * static_cast<double>(r.within1) / static_cast<double>(r.rated), r.band_far);
    std::printf("  ours - SE (tenths):");
    for (auto const& [d, n] : r.diff) std::printf(" %+d:%ld", d, n);
    std::printf("\n  exact by SE band:");
    for (auto const& [b, en] : r.bands) std::printf(" %d.x %ld/%ld", b, en.first, en.second);
    std::printf("\n");
  }
  std::printf("  hardest technique:");
  for (auto const& [name, n] : r.hardest) std::printf(" %s %ld;", name.c_str(), n);
  std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
  options o;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string const a = argv[i];
    if (a == "--agreement") o.agreement = true;
    else if (a == "--sweep") o.sweep = true;
    else if (a == "--list") o.list = true;
    else if (a == "--no-uniqueness") o.solver.uniqueness = false;
    else if (a == "--limit" && i + 1 < argc) o.limit = std::atol(argv[++i]);
    else if (a == "--stride" && i + 1 < argc) o.stride = std::max(1L, std::atol(argv[++i]));
    else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "rate_bench: unknown option %s\n", a.c_str());
      return 2;
    } else
      files.push_back(a);
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: rate_bench [--agreement] [--sweep] [--list] [--no-uniqueness] [--limit N] [--stride K] FILE...\n");
    return 2;
  }
  for (auto const& f : files) run(f, o);
}
