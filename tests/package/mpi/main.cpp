// The seek::mpi component from an installed seek, run on 2 ranks: the count
// over the ranks equals the sequential one on every rank.
#include <seek/scale/mpi.hpp>
#include <seek/seek.hpp>

#include <mpi.h>

#include <cstdint>
#include <iostream>
#include <vector>

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  auto next = [](std::uint32_t x) { return x < (1u << 12) ? std::vector<std::uint32_t>{2 * x, 2 * x + 1} : std::vector<std::uint32_t>{}; };
  auto odd = [](std::uint32_t x) { return x % 2 == 1; };
  std::uint64_t const seq = seek::count(1u, next, odd);
  std::uint64_t const ranks = seek::mpi::count(1u, next, odd);
  int ok = seq == 4096 && ranks == seq ? 1 : 0, all = 0;
  MPI_Allreduce(&ok, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  if (rank == 0) std::cout << seq << ' ' << ranks << '\n';
  MPI_Finalize();
  return all == 1 ? 0 : 1;
}
