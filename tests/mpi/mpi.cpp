// Tests for seek/scale/mpi.hpp, run by CTest under `mpirun -np 2` and `-np 3`:
// every count over the ranks equals the single-process count, from scratch
// and resumed from checkpoints after time- and node-limited runs. Exit
// status 0 when every check passes on every rank.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <mpi.h>

#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/scale/mpi.hpp>
#include <seek/scale/checkpoint.hpp>

#include "../../examples/models/queens.hpp"
#include "../../examples/models/sudoku_rows.hpp"
#include "../engine/trees.hpp"
#include "../scale/composition.hpp"

namespace {

int failures = 0;
int rank = 0;

void check(bool ok, std::string const& what) {
  if (!ok) {
    ++failures;
    std::fprintf(stderr, "rank %d: FAILED: %s\n", rank, what.c_str());
  }
}

template <class S, class F, class P>
std::uint64_t dfs_count(S const& root, F next, P pred) {
  std::uint64_t n = 0;
  for (auto const& s : seek::dfs(root, next))
    if (pred(s)) ++n;
  return n;
}

template <class S, class F, class P>
void same_count(char const* name, S const& root, F next, P pred) {
  auto const expect = dfs_count(root, next, pred);
  auto const got = seek::mpi::count(root, next, pred);
  check(got == expect, std::string(name) + ": " + std::to_string(got) + " != " + std::to_string(expect));
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);

  auto const complete = [](auto const& b) { return b.complete(); };
  auto const queens_complete = [](queens::board const& b) { return b.rows == b.size; };
  auto const tree = seek_test::random_tree(100000, 23);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  auto const mult5 = [](int x) { return x % 5 == 0; };

  same_count("random tree", 0, next, mult5);
  same_count("queens 10", queens::root(10), queens::next, queens_complete);
  same_count("4x4 sudoku", sudoku_rows::start<2>(), sudoku_rows::next, complete);
  same_count("9x9, five rows given", sudoku_rows::start<3>("123456789456789123789123456214365897365897214"),
             sudoku_rows::next, complete);
  auto const chain = [](int n) { return n < 100000 ? std::vector<int>{n + 1} : std::vector<int>{}; };
  same_count("chain", 0, chain, [](int) { return true; });

  // Stopped every few milliseconds, checkpointed to a file, resumed.
  {
    seek::checkpoint cp;
    std::string const file = "seek_mpi_test.ckpt";
    int rounds = 0;
    while (!cp.finished() && rounds < 10000) {
      seek::statistics stats;
      seek::mpi::count(queens::root(11), queens::next, queens_complete, cp, stats,
                       seek::limits{.time = std::chrono::milliseconds(20)});
      if (rank == 0) seek::save_checkpoint(cp, file);
      MPI_Barrier(MPI_COMM_WORLD);
      cp = seek::load_checkpoint(file);
      ++rounds;
    }
    check(cp.count == 2680, "queens 11 resumed: " + std::to_string(cp.count));
    if (rank == 0) std::printf("queens 11 counted in %d time-limited rounds\n", rounds);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) std::remove(file.c_str());
  }

  // A node limit is exact over all ranks (rank 0 grants the budget in
  // pieces of 65,536): each run stops at exactly its limit, and the runs
  // resumed from one another add up to the whole count and tree.
  {
    auto const root = queens::root(11);  // 166,926 states, 2,680 solutions
    std::uint64_t const expect = dfs_count(root, queens::next, queens_complete);
    std::uint64_t all_nodes = 0;
    for (auto const& s : seek::dfs(root, queens::next)) {
      (void)s;
      ++all_nodes;
    }
    seek::checkpoint cp;
    std::uint64_t const limit = 70001;  // more than one grant: workers ask again
    std::uint64_t visited = 0;
    int runs = 0;
    while (!cp.finished() && runs < 1000) {
      seek::statistics stats;
      seek::mpi::count(root, queens::next, queens_complete, cp, stats, seek::limits{.nodes = limit});
      ++runs;
      if (rank == 0) {
        visited += stats.nodes;
        if (!cp.finished())
          check(stats.nodes == limit && stats.stopped == seek::stop_reason::node_limit,
                "node limit: run " + std::to_string(runs) + " visited " + std::to_string(stats.nodes));
      }
    }
    check(cp.finished() && cp.count == expect,
          "node-limited runs: " + std::to_string(cp.count) + " != " + std::to_string(expect));
    if (rank == 0) {
      check(visited == all_nodes, "node-limited runs visited " + std::to_string(visited) + " of " +
                                      std::to_string(all_nodes) + " nodes");
      check(runs == 3, "node limit " + std::to_string(limit) + ": " + std::to_string(runs) + " runs, not 3");
    }
  }

  // Several roots, depth_limited, the communicator as an option, options in
  // any order: as the single-process count.
  {
    std::vector<int> const roots{7, 0, 7, 123};
    auto const bounded = seek::depth_limited(next, 6);
    std::uint64_t expect = 0;
    for (int x : seek::dfs(roots, bounded)) expect += mult5(x) ? 1 : 0;
    seek::statistics stats;
    auto const got = seek::mpi::count(roots, bounded, mult5, MPI_COMM_WORLD, stats);
    check(got == expect, "several roots: " + std::to_string(got) + " != " + std::to_string(expect));
    if (rank == 0) check(stats.stopped == seek::stop_reason::exhausted, "several roots: not exhausted");
    check(seek::mpi::count(0, next) == 100000, "every state of the random tree");
  }

  // The row of seek::mpi::count in the composition matrix (docs/strategies.md).
  {
    namespace c = seek_test::composition;
    auto const same = [&](char const* name, auto const& roots, auto const& next_fn) {
      auto const expect = c::reference_count(roots, next_fn, c::mult3);
      auto const got = seek::mpi::count(roots, next_fn, c::mult3);
      check(got == expect, std::string(name) + ": " + std::to_string(got) + " != " + std::to_string(expect));
    };
    same("prune", 0, c::pruned());            // matrix-test: prune x mpi::count
    same("leaf_if", 0, c::leaves());          // matrix-test: leaf_if x mpi::count
    same("depth_limited", 0, c::bounded());   // matrix-test: depth_limited x mpi::count
    same("several roots", c::roots(), c::plain());  // matrix-test: several roots x mpi::count
    // statistics and limits: the node-limited runs above, and here
    seek::statistics stats;  // matrix-test: statistics x mpi::count
    seek::mpi::count(0, c::plain(), c::mult3, stats, seek::limits{.nodes = 1000});  // matrix-test: limits x mpi::count
    if (rank == 0)
      check(stats.nodes == 1000 && stats.stopped == seek::stop_reason::node_limit,
            "composition, limits: " + std::to_string(stats.nodes) + " nodes");
  }

  // seek::traced_by: each rank's tracer hears the nodes that rank walks,
  // with its rank as the worker and ids r + n, r + 2n, ... (n ranks); over
  // the ranks, as many events as the count's statistics.
  {
    int ranks = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    auto const n = static_cast<std::uint64_t>(ranks);
    auto const me = static_cast<std::uint64_t>(rank);
    struct rank_tracer {
      std::uint64_t n, me;
      std::uint64_t generated = 0, expanded = 0, dead_ends = 0, wrong = 0, last = 0;
      void on_generated(seek::node_event<int> const& e) {
        ++generated;
        // its own rank; ids going up by n from the rank; a parent walked here before, or none
        bool const parent_ok = e.parent == 0 || (e.parent % n == me && e.parent < e.id);
        if (e.worker != me || e.id % n != me || e.id <= last || !parent_ok) ++wrong;
        last = e.id;
      }
      void on_expand(seek::node_event<int> const& e) {
        ++expanded;
        if (e.worker != me) ++wrong;
      }
      void on_dead_end(seek::node_event<int> const& e) {
        ++dead_ends;
        if (e.worker != me) ++wrong;
      }
    };
    rank_tracer t{n, me};
    seek::statistics stats;
    auto const got = seek::mpi::count(0, next, mult5, stats, seek::traced_by(t));  // matrix-test: traced_by x mpi::count
    check(got == dfs_count(0, next, mult5), "traced: " + std::to_string(got));
    check(t.wrong == 0, "traced: " + std::to_string(t.wrong) + " events with another worker or a bad id");
    if (rank == 0) check(t.generated == 0, "traced: rank 0 walked nodes");
    std::uint64_t mine[3] = {t.generated, t.expanded, t.dead_ends}, sum[3] = {0, 0, 0};
    MPI_Reduce(mine, sum, 3, MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
      check(sum[0] == stats.nodes && stats.nodes == 100000,
            "traced: " + std::to_string(sum[0]) + " generated, " + std::to_string(stats.nodes) + " nodes");
      check(sum[1] == stats.expanded && sum[2] == stats.failures, "traced: expanded or dead ends differ");
    }
  }

  // Ranks waiting for jobs: rank 0 posts each count's text, the others
  // count what it names (here the modulus of the predicate).
  {
    auto const count_job = [&](std::string const& job) {
      int const m = std::stoi(job);
      return seek::mpi::count(0, next, [m](int x) { return x % m == 0; });
    };
    if (rank == 0) {
      for (int m : {2, 3, 7}) {
        seek::mpi::post(std::to_string(m));
        auto const got = count_job(std::to_string(m));
        check(got == dfs_count(0, next, [m](int x) { return x % m == 0; }), "job " + std::to_string(m));
      }
      seek::mpi::end_jobs();
    } else {
      int jobs = 0;
      seek::mpi::serve([&](std::string const& job) {
        count_job(job);
        ++jobs;
      });
      check(jobs == 3, "served " + std::to_string(jobs) + " jobs, not 3");
    }
  }

  int all = 0;
  MPI_Allreduce(&failures, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0) std::printf("%s\n", all == 0 ? "all MPI checks passed" : "MPI checks FAILED");
  MPI_Finalize();
  return all == 0 ? 0 : 1;
}
