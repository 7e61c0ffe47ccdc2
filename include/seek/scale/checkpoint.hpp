// seek/scale/checkpoint.hpp: counts that can stop and resume exactly.
//
// A checkpoint is the count so far plus the pieces of the tree not searched
// yet, each named by its child-index path from the root (work_item), so it
// holds no state of the user's type and any process can resume it by
// replaying the successor function along the paths. Written atomically (a
// temporary file renamed over the old one). Needs nothing beyond the core.
#pragma once

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <seek/core/concepts.hpp>
#include <seek/detail/control.hpp>
#include <seek/detail/walker.hpp>
#include <seek/core/statistics.hpp>

namespace seek::parallel {

using detail::path_t;
using detail::work_item;

/// Where a count stands: states counted so far and the work still open.
/// A fresh checkpoint (`started == false`) means "the whole tree".
struct checkpoint {
  std::uint64_t count = 0;  ///< states the predicate accepted so far
  std::uint64_t nodes = 0;  ///< states visited so far
  bool started = false;     ///< false: nothing searched yet
  std::vector<work_item> open;  ///< pieces not searched yet, in preorder
  std::string tag;          ///< free text the caller checks on resume (e.g. the puzzle)

  /// The count is final: the search started and nothing is open.
  [[nodiscard]] bool finished() const noexcept { return started && open.empty(); }
};

/// Writes `cp` to `file` atomically: to `file.tmp`, then renamed over `file`.
/// Throws std::runtime_error naming the file if it cannot be written.
inline void save(checkpoint const& cp, std::string const& file) {
  std::string const tmp = file + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << "seek-checkpoint 1\ntag " << cp.tag << "\ncount " << cp.count << "\nnodes " << cp.nodes
        << "\nstarted " << (cp.started ? 1 : 0) << "\nopen " << cp.open.size() << '\n';
    for (auto const& w : cp.open) {
      if (w.from == work_item::whole)
        out << 'w';
      else
        out << "r " << w.from;
      out << " :";
      for (auto i : w.path) out << ' ' << i;
      out << '\n';
    }
    out.flush();
    if (!out) throw std::runtime_error(tmp + ": cannot write the checkpoint");
  }
  if (std::rename(tmp.c_str(), file.c_str()) != 0)
    throw std::runtime_error(file + ": cannot rename " + tmp + " over it");
}

/// Reads a checkpoint written by save(). Throws std::runtime_error naming the
/// file and line of anything malformed.
inline checkpoint load(std::string const& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error(file + ": cannot open the checkpoint");
  checkpoint cp;
  std::string line;
  int lineno = 0;
  auto fail = [&](std::string const& what) {
    throw std::runtime_error(file + ":" + std::to_string(lineno) + ": " + what);
  };
  auto field = [&](char const* name) -> std::string {
    ++lineno;
    if (!std::getline(in, line)) fail(std::string("missing '") + name + "' line");
    std::string const prefix = std::string(name) + (line.size() > std::string(name).size() ? " " : "");
    if (line.rfind(prefix, 0) != 0) fail(std::string("expected '") + name + " ...', found '" + line + "'");
    return line.substr(prefix.size());
  };
  auto number = [&](std::string const& text) -> std::uint64_t {
    try {
      std::size_t used = 0;
      auto v = std::stoull(text, &used);
      if (used != text.size() || text.empty() || text[0] == '-') throw std::invalid_argument("");
      return v;
    } catch (std::exception const&) {
      fail("'" + text + "' is not a count");
    }
    return 0;
  };
  ++lineno;
  if (!std::getline(in, line) || line != "seek-checkpoint 1") fail("not a seek checkpoint (version 1)");
  cp.tag = field("tag");
  cp.count = number(field("count"));
  cp.nodes = number(field("nodes"));
  cp.started = number(field("started")) != 0;
  auto const n = number(field("open"));
  for (std::uint64_t k = 0; k < n; ++k) {
    ++lineno;
    if (!std::getline(in, line)) fail("missing work item (" + std::to_string(n) + " announced)");
    std::istringstream words(line);
    std::string kind, word;
    work_item w;
    words >> kind;
    if (kind == "r") {
      words >> word;
      auto const from = number(word);
      if (from >= work_item::whole) fail("child index " + word + " out of range");
      w.from = static_cast<std::uint32_t>(from);
    } else if (kind != "w") {
      fail("work item must start with 'w' or 'r', found '" + kind + "'");
    }
    words >> word;
    if (word != ":") fail("expected ':' before the path");
    while (words >> word) {
      auto const i = number(word);
      if (i >= work_item::whole) fail("child index " + word + " out of range");
      w.path.push_back(static_cast<std::uint32_t>(i));
    }
    cp.open.push_back(std::move(w));
  }
  return cp;
}

namespace detail {
// The work a checkpoint asks for: the root if it is fresh, else its open items.
inline std::vector<work_item> work_of(checkpoint const& cp) {
  if (!cp.started) return {work_item{}};
  return cp.open;
}
[[noreturn]] inline void path_mismatch(work_item const& w) {
  std::string p;
  for (auto i : w.path) p += ' ' + std::to_string(i);
  throw std::invalid_argument("seek checkpoint: path {" + p +
                              " } is not in this tree (another tree's checkpoint, or a successor "
                              "function that does not give the same children every time)");
}
}  // namespace detail

/// Counts the states of the tree below `root` that satisfy `pred`, one
/// thread, carrying on from `cp` and leaving in it where it stopped: when
/// `stats.truncated()` the limits stopped it and `cp` holds the open work;
/// otherwise `cp.finished()` and `cp.count` is the exact count. The successor
/// function must give the same children in the same order every time (the
/// paths are replayed), and states must be copyable.
template <class S, class F, class P>
  requires successor_function<F, S> && std::copyable<S> && std::predicate<P&, S const&>
std::uint64_t resumable_count(S const& root, F next, P pred, checkpoint& cp, statistics& stats,
                              limits lim = {}) {
  detail::control ctl(std::move(lim));
  std::vector<work_item> work = detail::work_of(cp);
  std::vector<work_item> left;
  cp.started = true;
  {
    detail::ticket budget(ctl);
    for (auto& w : work) {
      if (ctl.stopped()) {
        left.push_back(std::move(w));
        continue;
      }
      S s = root;
      if (!detail::state_at(root, next, w.path, s)) detail::path_mismatch(w);
      detail::walker<S, F> walk(next, w.path, w.path.size());
      if (w.from == work_item::whole) {
        if (!budget.next()) {
          left.push_back(std::move(w));
          continue;
        }
        ++walk.counts.nodes;
        if (std::invoke(pred, std::as_const(s))) ++cp.count;
        walk.start(std::move(s));
      } else {
        walk.start(std::move(s), w.from);
      }
      while (!walk.done()) {
        if (!budget.next()) {
          walk.drain(left);
          break;
        }
        S const* x = walk.step();
        if (x == nullptr) {
          budget.unused();
          break;
        }
        if (std::invoke(pred, *x)) ++cp.count;
      }
      cp.nodes += walk.counts.nodes;
      ctl.merge(walk.totals());
    }
  }
  cp.open = std::move(left);
  ctl.report(stats);
  return cp.count;
}

}  // namespace seek::parallel
