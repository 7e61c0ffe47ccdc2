// plot.hpp: the compare subcommand's picture, drawn by gnuplot.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace seek_sudoku {

/// The dfs stack depth along a search, in at most 2 x `cap` points however
/// long the search: when full, neighbouring points merge (keeping the
/// deeper), and each point then stands for twice as many states.
class depth_trace {
 public:
  void add(std::size_t depth);
  /// (states visited, deepest stack in that stretch), in order.
  [[nodiscard]] std::vector<std::pair<std::uint64_t, std::uint64_t>> points() const;

 private:
  static constexpr std::size_t cap = 2048;
  std::vector<std::uint64_t> merged_;
  std::uint64_t stride_ = 1;
  std::uint64_t in_bucket_ = 0;
  std::uint64_t bucket_max_ = 0;
};

/// One successor function's series for the picture.
struct plot_series {
  std::string name;
  std::vector<std::uint64_t> bfs_per_depth;  // states at each depth
  depth_trace dfs_stack;
};

/// Path of the gnuplot executable, if one is on PATH.
std::optional<std::string> find_gnuplot();

/// Writes the SVG; returns an error message, or nothing on success.
std::optional<std::string> draw_plot(std::string const& gnuplot, std::string const& svg,
                                     std::string const& title, std::vector<plot_series> const& series);

}  // namespace seek_sudoku
