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
//   rate_bench --labelled FILE...        "<81 cells> <HoDoKu technique>" lines: for each label, how
//                                        many paths use SE's technique for it, and how many have it hardest
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
#include <seek/sudoku/rate/se_rating.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace sdk = seek::sudoku;

namespace {

double cpu_us() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

struct options {
  bool agreement = false, sweep = false, list = false, labelled = false;
  sdk::solver_options solver;
  long limit = -1, stride = 1;
};

// The SE techniques that make the deduction a HoDoKu technique names (its
// label in se_rated/techniques.txt), or none when SE has no such technique.
std::vector<sdk::technique> se_family(std::string const& label) {
  using t = sdk::technique;
  auto has = [&](char const* s) { return label.find(s) != std::string::npos; };
  if (has("Finned") || has("Sashimi") || has("Franken") || has("Mutant") || has("ALS") || has("Sue de Coq") ||
      has("Empty Rectangle") || has("Avoidable") || has("Hidden Rectangle") || has("Type 5") || has("Type 6"))
    return {};
  if (has("Locked Candidate Type 1")) return {t::pointing, t::direct_pointing};
  if (has("Locked Candidate Type 2")) return {t::claiming, t::direct_claiming};
  if (has("Locked Pair") || has("Naked Pair")) return {t::naked_pair};
  if (has("Locked Triple") || has("Naked Triple")) return {t::naked_triple};
  if (has("Naked Quadruple")) return {t::naked_quad};
  if (has("Hidden Pair")) return {t::hidden_pair, t::direct_hidden_pair};
  if (has("Hidden Triple")) return {t::hidden_triple, t::direct_hidden_triple};
  if (has("Hidden Quadruple")) return {t::hidden_quad};
  if (has("X-Wing")) return {t::x_wing};
  if (has("Swordfish")) return {t::swordfish};
  if (has("Jellyfish")) return {t::jellyfish};
  if (has("XYZ-Wing")) return {t::xyz_wing};
  if (has("XY-Wing")) return {t::xy_wing};
  if (has("W-Wing")) return {t::w_wing};
  if (has("Uniqueness Test")) return {t::unique_rectangle, t::unique_loop};
  if (has("Bivalue Universal Grave")) return {t::bug};
  if (has("Skyscraper")) return {t::skyscraper};
  if (has("2-String Kite")) return {t::two_string_kite};
  if (has("Turbot") || has("X-Chain") || has("Simple Colors"))
    return {t::x_chain, t::skyscraper, t::two_string_kite, t::turbot_fish, t::x_cycle};
  if (has("XY-Chain") || has("Remote Pairs")) return {t::xy_chain, t::xy_cycle};
  if (has("Nice Loop") || has("Alternating Interference Chain"))
    return {t::x_cycle, t::xy_cycle, t::skyscraper, t::two_string_kite, t::turbot_fish, t::x_chain, t::nice_loop,
            t::w_wing, t::xy_chain, t::aic};
  if (has("Forcing Chain"))
    return {t::nishio, t::cell_forcing_chain, t::unit_forcing_chain, t::contradiction_chain, t::digit_forcing_chain,
            t::dynamic_cell_forcing_chain, t::dynamic_unit_forcing_chain, t::forcing_chain_plus};
  return {};
}

struct label_report {
  long puzzles = 0, uses = 0, hardest = 0;
  std::map<int, long> ratings;  // tenths -> puzzles
};

struct file_report {
  long puzzles = 0, unsolved = 0, unsound = 0, rated = 0, exact = 0, within1 = 0, band_far = 0;
  long rated_to9 = 0, exact_to9 = 0;
  double cpu = 0, worst = 0;
  std::vector<double> times;
  std::map<int, long> diff;                    // ours - SE, in tenths
  std::map<int, std::pair<long, long>> bands;  // SE band -> (exact, puzzles)
  std::map<std::string, long> hardest;
  std::map<std::string, label_report> labels;
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
    if (o.labelled && line.size() > 82) {
      std::string const label = line.substr(82);
      auto const family = se_family(label);
      auto& l = r.labels[label];
      ++l.puzzles;
      ++l.ratings[rating.rating];
      bool uses = false;
      for (auto t : family) uses = uses || rating.histogram[static_cast<std::size_t>(t)] > 0;
      l.uses += uses;
      l.hardest += std::find(family.begin(), family.end(), rating.hardest) != family.end();
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
  if (o.labelled) {
    std::printf("  label: puzzles, path uses SE's technique for it, hardest step is it, ratings (tenths:puzzles)\n");
    for (auto const& [label, l] : r.labels) {
      std::printf("  %s: %ld", label.c_str(), l.puzzles);
      if (se_family(label).empty())
        std::printf(", not an SE technique");
      else
        std::printf(", uses %ld, hardest %ld", l.uses, l.hardest);
      std::printf(";");
      for (auto const& [t, n] : l.ratings) std::printf(" %s:%ld", sdk::rating_text(t).c_str(), n);
      std::printf("\n");
    }
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
    else if (a == "--labelled") o.labelled = true;
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
    std::fprintf(stderr, "usage: rate_bench [--agreement] [--sweep] [--list] [--labelled] [--no-uniqueness] [--limit N] [--stride K] FILE...\n");
    return 2;
  }
  for (auto const& f : files) run(f, o);
}
