// seek/scale/mpi.hpp: a count spread over MPI ranks (opt-in: link seek::mpi).
//
// Rank 0 coordinates and sleeps between messages; every other rank counts.
// Work travels as child-index paths (seek/scale/checkpoint.hpp), never as
// states: a worker replays the path from the root. Workers take pieces from
// rank 0's queue as they finish; when the queue is empty and a rank waits,
// rank 0 asks a busy rank to split off its oldest open alternatives, so ranks
// take subtrees dynamically wherever the tree is big. A stop (limits on rank
// 0) collects the open work into a checkpoint that a later run resumes. A
// node limit is exact: rank 0 hands the budget out in grants, one with each
// piece, and a worker that spends its grant asks for more before it goes on.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <deque>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <mpi.h>

#include <seek/core/concepts.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/detail/control.hpp>
#include <seek/detail/walker.hpp>
#include <seek/core/statistics.hpp>

namespace seek::mpi {

using parallel::checkpoint;
using parallel::work_item;

namespace detail {
enum tag : int { req = 1, work = 2, split = 3, donate = 4, done = 5, halt = 6, stopped = 7, more = 8, grant = 9 };
// Nodes granted at a time under a node limit: a request per grant costs a
// round trip (tens of µs) against milliseconds of search.
inline constexpr std::uint64_t grant_size = 1 << 16;
using words = std::vector<std::uint64_t>;

inline void put(words& w, work_item const& item) {
  w.push_back(item.from);
  w.push_back(item.path.size());
  for (auto i : item.path) w.push_back(i);
}
inline std::size_t get(words const& w, std::size_t at, std::vector<work_item>& out) {
  work_item item;
  item.from = static_cast<std::uint32_t>(w.at(at));
  auto const n = static_cast<std::size_t>(w.at(at + 1));
  for (std::size_t k = 0; k < n; ++k) item.path.push_back(static_cast<std::uint32_t>(w.at(at + 2 + k)));
  out.push_back(std::move(item));
  return at + 2 + n;
}
inline void send(words const& w, int to, int t, MPI_Comm comm) {
  MPI_Send(w.data(), static_cast<int>(w.size()), MPI_UINT64_T, to, t, comm);
}
inline words receive(MPI_Status& st, MPI_Comm comm) {
  int n = 0;
  MPI_Get_count(&st, MPI_UINT64_T, &n);
  words w(static_cast<std::size_t>(n));
  MPI_Recv(w.data(), n, MPI_UINT64_T, st.MPI_SOURCE, st.MPI_TAG, comm, MPI_STATUS_IGNORE);
  return w;
}

// Rank 0: hands out work, asks busy ranks to split, adds up their counts.
inline void coordinate(checkpoint& cp, statistics& stats, limits lim, MPI_Comm comm, int ranks) {
  // The node budget is handed out here, in grants; the rest of the limits
  // (time, stop token) stay with `ctl`.
  bool const budgeted = lim.nodes != limits::unlimited;
  std::uint64_t budget = lim.nodes;  // not yet granted
  lim.nodes = limits::unlimited;
  lim.progress = {};  // rank 0 takes no states: nothing to report
  parallel::detail::control ctl(std::move(lim));
  // Nodes a worker may visit before it asks again (0: none left to grant).
  auto const take_grant = [&]() -> std::uint64_t {
    if (!budgeted) return limits::unlimited;
    std::uint64_t const g = std::min(budget, grant_size);
    budget -= g;
    return g;
  };
  std::deque<work_item> queue;
  int next_asked = 1;
  for (auto& w : parallel::detail::work_of(cp)) queue.push_back(std::move(w));
  cp.started = true;
  // busy: has a piece; asked: to split; waiting: for a piece; starved: has a
  // piece and waits for a grant, the budget being spent for now.
  std::vector<char> busy(static_cast<std::size_t>(ranks), 0), asked(busy), waiting(busy), starved(busy);
  auto const any = [](std::vector<char> const& v) { return std::any_of(v.begin(), v.end(), [](char c) { return c; }); };
  std::fill(waiting.begin() + 1, waiting.end(), 1);  // every worker starts idle
  std::vector<work_item> left;
  bool halting = false;
  int live = ranks - 1;  // workers not yet told to finish
  while (live > 0) {
    // The node limit is reached when the budget is spent and no worker can
    // go on: grants still held by others may yet come back unused.
    if (!halting && budgeted && budget == 0 && (any(busy) || !queue.empty())) {
      bool going = false;
      for (std::size_t r = 1; r < busy.size(); ++r) going = going || (busy[r] && !starved[r]);
      if (!going) ctl.stop(stop_reason::node_limit);
    }
    // Stop requested: every busy rank returns its open work.
    if (!halting && (ctl.stopped() || ctl.reserve(1) == 0)) {
      halting = true;
      for (int r = 1; r < ranks; ++r)
        if (busy[static_cast<std::size_t>(r)]) send({}, r, halt, comm);
    }
    for (int r = 1; r < ranks; ++r) {
      auto const i = static_cast<std::size_t>(r);
      if (!waiting[i]) continue;
      if (!halting && !queue.empty()) {
        std::uint64_t const g = take_grant();
        if (g == 0) continue;  // the budget is spent for now
        words w{g};
        put(w, queue.front());
        queue.pop_front();
        send(w, r, work, comm);
        waiting[i] = 0;
        busy[i] = 1;
      } else if (asked[i] == 0 && !any(busy) && (halting || queue.empty()) && !any(asked)) {
        send({}, r, done, comm);
        waiting[i] = 0;
        --live;
      }
    }
    // A rank waits and the queue is dry: ask one busy rank to split.
    if (!halting && queue.empty() && any(waiting) && !any(asked)) {
      for (int k = 0; k < ranks - 1; ++k) {  // in turn, so one rank that cannot split blocks nobody
        int const r = 1 + (next_asked - 1 + k) % (ranks - 1);
        if (busy[static_cast<std::size_t>(r)]) {
          send({}, r, split, comm);
          asked[static_cast<std::size_t>(r)] = 1;
          next_asked = 1 + r % (ranks - 1);
          break;
        }
      }
    }
    if (live == 0) break;
    int flag = 0;
    MPI_Status st;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, comm, &flag, &st);
    if (!flag) {
      std::this_thread::sleep_for(std::chrono::microseconds(200));
      continue;
    }
    auto const from = static_cast<std::size_t>(st.MPI_SOURCE);
    words w = receive(st, comm);
    switch (st.MPI_TAG) {
      case req:  // [count, nodes, expanded, failures, depth, frontier, unused grant] of a finished piece
      case stopped:  // the same, then the open work of a halted piece
        cp.count += w.at(0);
        cp.nodes += w.at(1);
        ctl.merge({w.at(1), w.at(2), w.at(3), static_cast<std::size_t>(w.at(4)), static_cast<std::size_t>(w.at(5))});
        for (std::size_t at = 7; at < w.size();) at = get(w, at, left);
        busy[from] = 0;
        waiting[from] = 1;
        starved[from] = 0;
        if (budgeted) {  // its unused grant goes to the starved workers first
          budget += w.at(6);
          for (std::size_t r = 1; r < starved.size() && budget != 0 && !halting; ++r)
            if (starved[r]) {
              send({take_grant()}, static_cast<int>(r), grant, comm);
              starved[r] = 0;
            }
        }
        break;
      case donate:
        for (std::size_t at = 0; at < w.size();) {
          std::vector<work_item> got;
          at = get(w, at, got);
          queue.push_back(std::move(got.front()));
        }
        asked[from] = 0;
        break;
      case more:  // a worker spent its grant; once halting, the halt answers it
        if (halting) break;
        if (std::uint64_t const g = take_grant(); g != 0)
          send({g}, static_cast<int>(from), grant, comm);
        else
          starved[from] = 1;
        break;
      default:
        throw std::logic_error("seek::mpi: unexpected message tag " + std::to_string(st.MPI_TAG));
    }
  }
  for (auto& w : queue) left.push_back(std::move(w));
  std::sort(left.begin(), left.end(), [](work_item const& a, work_item const& b) { return a.path < b.path; });
  cp.open = std::move(left);
  ctl.report(stats);
}

// Ranks 1..: count the pieces rank 0 sends, splitting or halting on request.
template <class S, class F, class P>
void count_pieces(S const& root, F& next, P& pred, MPI_Comm comm) {
  for (;;) {
    MPI_Status st;
    MPI_Probe(0, MPI_ANY_TAG, comm, &st);
    words w = receive(st, comm);
    if (st.MPI_TAG == done) return;
    if (st.MPI_TAG == split) {  // a request that crossed our report: nothing to give
      send({}, 0, donate, comm);
      continue;
    }
    if (st.MPI_TAG == halt) continue;  // crossed our report too: rank 0 has it
    std::uint64_t grant_left = w.at(0);  // nodes this rank may visit before it asks for more
    std::vector<work_item> item;
    get(w, 1, item);
    S s = root;
    if (!parallel::detail::state_at(root, next, item[0].path, s)) parallel::detail::path_mismatch(item[0]);
    parallel::detail::walker<S, F> walk(next, item[0].path, item[0].path.size());
    std::uint64_t n = 0;
    if (item[0].from == work_item::whole) {
      --grant_left;  // rank 0 grants at least one node with a piece
      ++walk.counts.nodes;
      n += std::invoke(pred, std::as_const(s)) ? 1 : 0;
      walk.start(std::move(s));
    } else {
      walk.start(std::move(s), item[0].from);
    }
    // A message from rank 0 during the piece: true if it halts the piece.
    auto const answer = [&](MPI_Status& m) {
      words msg = receive(m, comm);
      if (m.MPI_TAG == halt) return true;
      if (m.MPI_TAG == grant) {
        grant_left += msg.at(0);
        return false;
      }
      words give;  // split
      walk.split([&](S&&, parallel::path_t const& p, std::size_t) { put(give, work_item{p, work_item::whole}); });
      send(give, 0, donate, comm);
      return false;
    };
    bool halted = false;
    for (std::uint32_t tick = 1; !walk.done() && !halted; ++tick) {
      if (tick % 4096 == 0) {
        int flag = 0;
        MPI_Iprobe(0, MPI_ANY_TAG, comm, &flag, &st);
        if (flag && answer(st)) break;
      }
      if (grant_left == 0) {  // under a node limit: wait for a grant or a halt
        send({}, 0, more, comm);
        while (grant_left == 0 && !halted) {
          MPI_Probe(0, MPI_ANY_TAG, comm, &st);
          halted = answer(st);
        }
        if (halted) break;
      }
      --grant_left;
      S const* x = walk.step();
      if (x == nullptr) {
        ++grant_left;
        break;
      }
      if (std::invoke(pred, *x)) ++n;
    }
    std::vector<work_item> rest;
    if (!walk.done()) {  // halted: the open work goes back to rank 0
      walk.drain(rest);
      halted = true;
    }
    auto const c = walk.totals();
    words report{n, c.nodes, c.expanded, c.failures, c.depth, c.frontier, grant_left};
    for (auto const& r : rest) put(report, r);
    send(report, 0, halted ? stopped : req, comm);
  }
}
}  // namespace detail

/// Counts the states below `root` that satisfy `pred` over every rank of
/// `comm` (call it on all of them, collectively, with the same arguments;
/// needs at least 2 ranks: rank 0 coordinates, the others count). Carries on
/// from `cp` and leaves in it, on every rank, the count and the open work:
/// exact when `cp.finished()`, else stopped by `lim` (read on rank 0: its
/// time and stop token; its node limit, exact over all ranks, granted to them
/// 65,536 nodes at a time). `stats` (nodes, expanded, failures, depth, peak
/// frontier of a rank, and why the search stopped) is filled on rank 0.
/// The successor function must give the same children every time.
template <class S, class F, class P>
  requires successor_function<F, S> && std::copyable<S> && std::predicate<P&, S const&>
std::uint64_t count(S const& root, F next, P pred, checkpoint& cp, statistics& stats, limits lim = {},
                    MPI_Comm comm = MPI_COMM_WORLD) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  if (ranks < 2) throw std::invalid_argument("seek::mpi::count: needs at least 2 ranks (rank 0 coordinates)");
  if (rank == 0)
    detail::coordinate(cp, stats, std::move(lim), comm, ranks);
  else
    detail::count_pieces(root, next, pred, comm);
  // Everyone learns the result: count, nodes and the open work.
  detail::words w{cp.count, cp.nodes};
  if (rank == 0)
    for (auto const& item : cp.open) detail::put(w, item);
  std::uint64_t size = w.size();
  MPI_Bcast(&size, 1, MPI_UINT64_T, 0, comm);
  w.resize(static_cast<std::size_t>(size));
  MPI_Bcast(w.data(), static_cast<int>(size), MPI_UINT64_T, 0, comm);
  if (rank != 0) {
    cp.count = w[0];
    cp.nodes = w[1];
    cp.started = true;
    cp.open.clear();
    for (std::size_t at = 2; at < w.size();) at = detail::get(w, at, cp.open);
  }
  return cp.count;
}

/// As above, from the start, the whole tree.
template <class S, class F, class P>
  requires successor_function<F, S> && std::copyable<S> && std::predicate<P&, S const&>
std::uint64_t count(S const& root, F next, P pred, MPI_Comm comm = MPI_COMM_WORLD) {
  checkpoint cp;
  statistics stats;
  return count(root, std::move(next), std::move(pred), cp, stats, {}, comm);
}

}  // namespace seek::mpi
