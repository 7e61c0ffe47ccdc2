// seek/scale/mpi.hpp: a count spread over MPI ranks (opt-in: link seek::mpi).
//
//   seek::mpi::count(roots, next, [pred], options..., [MPI_Comm])
//   seek::mpi::serve(job_fn) / post(job) / end_jobs()   worker ranks waiting for counts
//
// Rank 0 coordinates and sleeps between messages; every other rank counts.
// Work travels as child-index paths (seek::work_item), never as states: a
// worker replays the path from the roots and walks the piece
// (scale/detail/run_piece.hpp). When rank 0's queue is empty and a rank waits, rank 0
// asks a busy rank to split off its oldest open alternatives. A stop (limits
// on rank 0) collects the open work into a checkpoint. A node limit is exact:
// rank 0 hands the budget out in grants. seek::traced_by(t): each counting
// rank reports to its own `t`, its rank as the worker (docs/tracing.md).
// Details: docs/scaling.md.
#pragma once

#include <algorithm>
#include <concepts>
#include <functional>
#include <chrono>
#include <cstdint>
#include <deque>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include <mpi.h>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/scale/detail/shared_limits.hpp>
#include <seek/scale/detail/count_args.hpp>
#include <seek/scale/detail/run_piece.hpp>
#include <seek/scale/detail/split_walker.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/trace/tracer.hpp>

namespace seek::detail {
// An MPI_Comm among the options of seek::mpi::count.
template <>
inline constexpr option_kind option_kind_of_type<MPI_Comm> = option_kind::comm;
}  // namespace seek::detail

namespace seek::mpi::detail {
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
inline void coordinate(checkpoint& cp, std::vector<work_item> pieces, statistics& stats, limits lim, MPI_Comm comm,
                       int ranks) {
  // The node budget is handed out here, in grants; the rest of the limits
  // (time, stop token) stay with `ctl`.
  bool const budgeted = lim.nodes != limits::unlimited;
  std::uint64_t budget = lim.nodes;  // not yet granted
  lim.nodes = limits::unlimited;
  lim.progress = {};  // rank 0 takes no states: nothing to report
  seek::detail::control ctl(std::move(lim));
  // Nodes a worker may visit before it asks again (0: none left to grant).
  auto const take_grant = [&]() -> std::uint64_t {
    if (!budgeted) return limits::unlimited;
    std::uint64_t const g = std::min(budget, grant_size);
    budget -= g;
    return g;
  };
  std::deque<work_item> queue;
  int next_asked = 1;
  for (auto& w : pieces) queue.push_back(std::move(w));
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

// A worker's pace through a piece: its grant of the node budget, and rank
// 0's messages answered between two batches of at most 4,096 states.
template <class S, class G, bool Bounded, class Trace>
struct rank_pace {
  std::uint64_t grant_left;  // nodes this rank may visit before it asks for more
  MPI_Comm comm;

  // A message from rank 0 during the piece: true if it halts the piece.
  bool answer(MPI_Status& m, seek::detail::walker<S, G, Bounded, Trace>& w) {
    words msg = receive(m, comm);
    if (m.MPI_TAG == halt) return true;
    if (m.MPI_TAG == grant) {
      grant_left += msg.at(0);
      return false;
    }
    words give;  // split
    w.split([&](auto&& /*state*/, seek::detail::path_t const& p, std::size_t, auto /*parent*/) {
      put(give, work_item{p, work_item::whole});
    });
    send(give, 0, donate, comm);
    return false;
  }
  std::uint64_t allow(seek::detail::walker<S, G, Bounded, Trace>& w) {
    int flag = 0;
    MPI_Status st;
    MPI_Iprobe(0, MPI_ANY_TAG, comm, &flag, &st);
    if (flag && answer(st, w)) return 0;
    if (grant_left == 0) {  // under a node limit: wait for a grant or a halt
      send({}, 0, more, comm);
      while (grant_left == 0) {
        MPI_Probe(0, MPI_ANY_TAG, comm, &st);
        if (answer(st, w)) return 0;
      }
    }
    std::uint64_t const n = std::min<std::uint64_t>(grant_left, 4096);
    grant_left -= n;
    return n;
  }
  void unused(std::uint64_t n) { grant_left += n; }
};

// Ranks 1..: count the pieces rank 0 sends, splitting or halting on request.
// Traced, rank r of n numbers its nodes r + n, r + 2n, ... (unique over the
// ranks); a piece's root has no parent id (its parent is on another rank).
template <class S, class G, bool Bounded, class Tracer, class P>
void count_pieces(seek::detail::forest<S> const& roots, G& next, std::size_t max_depth, P& pred, MPI_Comm comm,
                  Tracer* tracer) {
  constexpr bool traced = !std::is_same_v<Tracer, seek::detail::no_tracer>;
  using trace_t = std::conditional_t<traced, seek::detail::walk_trace<Tracer>, seek::detail::no_walk_trace>;
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  std::uint64_t last_id = static_cast<std::uint64_t>(rank);
  trace_t trace{};
  if constexpr (traced)
    trace = trace_t{tracer, nullptr, &last_id, static_cast<std::uint64_t>(ranks), static_cast<std::size_t>(rank)};
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
    std::vector<work_item> item;
    get(w, 1, item);
    auto p = roots.replay(next, item[0]);
    seek::detail::walker<S, G, Bounded, trace_t> walk(next, p.path, p.depth, max_depth, trace);
    rank_pace<S, G, Bounded, trace_t> pace{w.at(0), comm};
    seek::detail::count_visit<P&> visit{pred};
    std::vector<work_item> rest;
    bool const halted = seek::detail::run_piece(walk, std::move(p), visit, pace, rest) == seek::detail::piece_end::stopped;
    auto const c = walk.totals();
    words report{visit.n, c.nodes, c.expanded, c.failures, c.depth, c.frontier, pace.grant_left};
    for (auto const& r : rest) put(report, r);
    send(report, 0, halted ? stopped : req, comm);
  }
}

using seek::detail::count_arguments;
using seek::detail::count_call;
using seek::detail::count_site;

struct count_fn {
  template <class R, class F, class... A>
    requires count_arguments<count_site::mpi_count, R, F, A...>
  std::uint64_t operator()(R&& roots, F next, A&&... args) const {
    using call = count_call<count_site::mpi_count, R, F, A...>;
    using S = typename call::S;
    using G = typename call::G;
    auto o = seek::detail::read_options<typename call::memo_t, typename call::comm_t>(args...);
    auto&& pred = seek::detail::pred_of<call::has_pred>(args...);
    MPI_Comm const comm = o.comm != nullptr ? *o.comm : MPI_COMM_WORLD;
    checkpoint local_cp;
    statistics local_stats;
    checkpoint& cp = o.cp != nullptr ? *o.cp : local_cp;
    int rank = 0, ranks = 1;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &ranks);
    if (ranks < 2) throw std::invalid_argument("seek::mpi::count: needs at least 2 ranks (rank 0 coordinates)");
    auto const f = seek::detail::make_forest<call>(std::forward<R>(roots));
    if (rank == 0) {
      coordinate(cp, f->pieces_of(cp), o.stats != nullptr ? *o.stats : local_stats, std::move(o.lim), comm, ranks);
    } else {
      G g(seek::detail::walked_fn<call>(next));
      count_pieces<S, G, call::bounded, typename call::tracer_t>(*f, g, seek::detail::max_depth_of<call>(next), pred, comm,
                                        seek::detail::find_tracer(args...));
    }
    // Everyone learns the result: count, nodes and the open work.
    words w{cp.count, cp.nodes};
    if (rank == 0)
      for (auto const& item : cp.open) put(w, item);
    std::uint64_t size = w.size();
    MPI_Bcast(&size, 1, MPI_UINT64_T, 0, comm);
    w.resize(static_cast<std::size_t>(size));
    MPI_Bcast(w.data(), static_cast<int>(size), MPI_UINT64_T, 0, comm);
    if (rank != 0) {
      cp.count = w[0];
      cp.nodes = w[1];
      cp.started = true;
      cp.open.clear();
      for (std::size_t at = 2; at < w.size();) at = get(w, at, cp.open);
    }
    return cp.count;
  }
  // A call that fails here breaks the protocol of the counts: the one
  // static_assert that fails in seek::detail::diagnose says how.
  template <class R, class F, class... A>
    requires(!count_arguments<count_site::mpi_count, R, F, A...>)
  std::uint64_t operator()(R&&, F, A&&...) const {
    seek::detail::diagnose<count_site::mpi_count, R, F, A...>();
    return 0;
  }
};

}  // namespace seek::mpi::detail

namespace seek::mpi {

/// `seek::mpi::count(roots, next, [pred], options..., [comm])`: what
/// seek::count(roots, next, pred) gives, counted by every rank of `comm`
/// (MPI_COMM_WORLD by default; at least 2 ranks: rank 0 coordinates, the
/// others count). Call it on every rank, collectively, with the same roots,
/// next and pred. Options: `seek::statistics&` (filled on rank 0: nodes,
/// expanded, failures, depth, peak frontier of a rank, stopped),
/// `seek::limits` (read on rank 0: its time and stop token; its node limit,
/// exact over all ranks), `seek::checkpoint&` (carry on from it; on return
/// every rank holds the count so far and the open work), an `MPI_Comm`,
/// `seek::traced_by(t)` (each rank's own tracer hears on_generated,
/// on_expand and on_dead_end of the nodes that rank walks; docs/tracing.md).
/// Returns the count (the checkpoint's count with one). States must be
/// copyable and `next` give the same children every time.
inline constexpr detail::count_fn count{};

/// Rank 0: tells the ranks waiting in seek::mpi::serve about the next count
/// (`job` is any text the caller's job function understands, e.g. the
/// puzzle and the successor function's name), before rank 0 itself calls
/// seek::mpi::count for it. Collective over `comm`.
inline void post(std::string const& job, MPI_Comm comm = MPI_COMM_WORLD) {
  std::int64_t size = static_cast<std::int64_t>(job.size());
  MPI_Bcast(&size, 1, MPI_INT64_T, 0, comm);
  std::string copy = job;
  MPI_Bcast(copy.data(), static_cast<int>(size), MPI_CHAR, 0, comm);
}

/// Rank 0: no more counts; the ranks in seek::mpi::serve return.
inline void end_jobs(MPI_Comm comm = MPI_COMM_WORLD) {
  std::int64_t size = -1;
  MPI_Bcast(&size, 1, MPI_INT64_T, 0, comm);
}

/// Ranks other than 0: waits for the jobs rank 0 posts, calling
/// `work(job)` for each (it must take part in rank 0's seek::mpi::count of
/// that job, with the same roots, next and pred), until rank 0 calls
/// end_jobs(). A worker can thus start serving right after MPI_Init, before
/// it reads its command line: everything it counts comes from rank 0. An
/// exception from `work` leaves serve; the other ranks then wait for this
/// one, so the caller should end the run (MPI_Abort).
template <class Work>
  requires std::invocable<Work&, std::string const&>
void serve(Work work, MPI_Comm comm = MPI_COMM_WORLD) {
  for (;;) {
    std::int64_t size = 0;
    MPI_Bcast(&size, 1, MPI_INT64_T, 0, comm);
    if (size < 0) return;
    std::string job(static_cast<std::size_t>(size), '\0');
    MPI_Bcast(job.data(), static_cast<int>(size), MPI_CHAR, 0, comm);
    std::invoke(work, std::as_const(job));
  }
}

}  // namespace seek::mpi
