// seek/scale/checkpoint.hpp: where a count stands, so that it can stop and
// resume exactly, in this process or another one.
//
// A checkpoint is the count so far plus the pieces of the tree not searched
// yet, each named by its child-index path from the root (a work_item). It
// holds no state of the user's type: any process resumes it by replaying the
// successor function along the paths. seek::count, seek::parallel::count and
// seek::mpi::count take one (`seek::checkpoint&`) and leave in it where they
// stopped. The file format is text, versioned, written atomically (a
// temporary file renamed over the old one); docs/scaling.md describes it.
#pragma once

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <seek/strategy/detail/option_kind.hpp>

namespace seek {

/// A piece of a search tree still to search. `path` holds child indices from
/// the root ({} is the root; {2, 0} the first child of its third child; with
/// a range of roots, the first index picks the root). The piece is the state
/// at `path` with its whole subtree (`from == whole`), or only the subtrees
/// of its children from index `from` on (the state itself was visited).
/// Paths in lexicographic order are in depth-first preorder.
struct work_item {
  /// `from` of a whole subtree, the state at `path` included.
  static constexpr std::uint32_t whole = 0xffffffffu;
  std::vector<std::uint32_t> path;  ///< child indices from the root
  std::uint32_t from = whole;       ///< first child index still to search, or `whole`
  friend bool operator==(work_item const&, work_item const&) = default;
};

/// Where a count stands: what it found so far and the work still open.
/// A default checkpoint (`started == false`) stands for the whole tree.
struct checkpoint {
  std::uint64_t count = 0;      ///< states counted so far (those the predicate accepted), over every run
  std::uint64_t nodes = 0;      ///< states visited so far, over every run
  bool started = false;         ///< false: nothing searched yet, `open` is ignored
  std::vector<work_item> open;  ///< pieces not searched yet, in preorder
  std::string tag;              ///< free text the caller sets and checks on resume (one line; e.g. the puzzle)

  /// The count is final: the search started and nothing is open.
  [[nodiscard]] bool finished() const noexcept { return started && open.empty(); }
};

namespace detail {
template <>
inline constexpr option_kind option_kind_of_type<checkpoint> = option_kind::checkpoint;
}  // namespace detail

/// Writes `cp` to `file` atomically: to `file + ".tmp"`, then renamed over
/// `file`, so a crash during the write leaves the previous file. Throws
/// std::runtime_error naming the file if it cannot be written, and
/// std::invalid_argument if the tag holds a line break.
inline void save_checkpoint(checkpoint const& cp, std::string const& file) {
  if (cp.tag.find_first_of("\r\n") != std::string::npos)
    throw std::invalid_argument(file + ": a checkpoint's tag must be one line");
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

/// Reads a checkpoint written by save_checkpoint(). Throws
/// std::runtime_error naming the file and line of anything malformed.
inline checkpoint load_checkpoint(std::string const& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error(file + ": cannot open the checkpoint");
  checkpoint cp;
  std::string line;
  int lineno = 0;
  auto fail = [&](std::string const& what) {
    throw std::runtime_error(file + ":" + std::to_string(lineno) + ": " + what);
  };
  auto field = [&](std::string const& name) -> std::string {
    ++lineno;
    if (!std::getline(in, line)) fail("missing '" + name + "' line");
    std::string const prefix = name + (line.size() > name.size() ? " " : "");
    if (line.rfind(prefix, 0) != 0) fail("expected '" + name + " ...', found '" + line + "'");
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
  auto index = [&](std::string const& text) -> std::uint32_t {
    auto const i = number(text);
    if (i >= work_item::whole) fail("child index " + text + " out of range");
    return static_cast<std::uint32_t>(i);
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
      w.from = index(word);
    } else if (kind != "w") {
      fail("work item must start with 'w' or 'r', found '" + kind + "'");
    }
    words >> word;
    if (word != ":") fail("expected ':' before the path");
    while (words >> word) w.path.push_back(index(word));
    cp.open.push_back(std::move(w));
  }
  return cp;
}

}  // namespace seek
