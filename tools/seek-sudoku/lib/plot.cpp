#include "plot.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace seek_sudoku {

void depth_trace::add(std::size_t depth) {
  bucket_max_ = std::max<std::uint64_t>(bucket_max_, depth);
  if (++in_bucket_ < stride_) return;
  merged_.push_back(bucket_max_);
  in_bucket_ = 0;
  bucket_max_ = 0;
  if (merged_.size() < 2 * cap) return;
  for (std::size_t i = 0; i < cap; ++i) merged_[i] = std::max(merged_[2 * i], merged_[2 * i + 1]);
  merged_.resize(cap);
  stride_ *= 2;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>> depth_trace::points() const {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
  out.reserve(merged_.size() + 1);
  for (std::size_t i = 0; i < merged_.size(); ++i) out.emplace_back((i + 1) * stride_, merged_[i]);
  if (in_bucket_ != 0) out.emplace_back(merged_.size() * stride_ + in_bucket_, bucket_max_);
  return out;
}

std::optional<std::string> find_gnuplot() {
  char const* path = std::getenv("PATH");
  std::string dirs = path != nullptr ? path : "/usr/bin:/bin";
  std::stringstream ss(dirs);
  std::string dir;
  while (std::getline(ss, dir, ':')) {
    // An empty entry means the current folder.
    std::filesystem::path candidate = dir.empty() ? std::filesystem::path(".") : std::filesystem::path(dir);
    candidate /= "gnuplot";
    if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
  }
  return std::nullopt;
}

namespace {
// gnuplot string literal: single quotes, doubled inside.
std::string quoted(std::string const& s) {
  std::string out = "'";
  for (char c : s) {
    out.push_back(c);
    if (c == '\'') out.push_back('\'');
  }
  out.push_back('\'');
  return out;
}

struct temp_dir {
  std::filesystem::path path;
  ~temp_dir() {
    std::error_code ec;
    if (!path.empty()) std::filesystem::remove_all(path, ec);
  }
};
}  // namespace

std::optional<std::string> draw_plot(std::string const& gnuplot, std::string const& svg,
                                     std::string const& title, std::vector<plot_series> const& series) {
  std::error_code ec;
  std::string pattern = (std::filesystem::temp_directory_path(ec) / "seek-sudoku-plot-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr)
    return std::string("cannot create a temporary folder: ") + std::strerror(errno);
  temp_dir dir{pattern};

  std::string bfs_plot, dfs_plot;
  for (std::size_t i = 0; i < series.size(); ++i) {
    plot_series const& s = series[i];
    auto const bfs_file = dir.path / ("bfs" + std::to_string(i) + ".dat");
    auto const dfs_file = dir.path / ("dfs" + std::to_string(i) + ".dat");
    std::ofstream b(bfs_file), d(dfs_file);
    for (std::size_t depth = 0; depth < s.bfs_per_depth.size(); ++depth)
      b << depth << ' ' << s.bfs_per_depth[depth] << '\n';
    for (auto [x, y] : s.dfs_stack.points()) d << x << ' ' << y << '\n';
    if (!b || !d) return "cannot write the plot's data to " + dir.path.string();
    if (!s.bfs_per_depth.empty()) {
      bfs_plot += bfs_plot.empty() ? "plot " : ", ";
      bfs_plot += quoted(bfs_file.string()) + " using 1:2 with linespoints pt 7 ps 0.5 title " + quoted(s.name);
    }
    if (!s.dfs_stack.points().empty()) {
      dfs_plot += dfs_plot.empty() ? "plot " : ", ";
      dfs_plot += quoted(dfs_file.string()) + " using 1:2 with steps title " + quoted(s.name);
    }
  }

  auto const script = dir.path / "plot.gp";
  {
    std::ofstream gp(script);
    gp << "set terminal svg size 1100,480 dynamic font 'sans,11' background '#ffffff'\n"
       << "set output " << quoted(svg) << "\n"
       << "set multiplot layout 1,2 title " << quoted(title) << "\n"
       << "set grid\nset key top left\nset datafile separator ' '\n"
       << "set title 'bfs: states at each depth (the queue when that level starts)'\n"
       << "set xlabel 'depth'\nset ylabel 'states'\nset logscale y\nset yrange [0.8:*]\n"
       << (bfs_plot.empty() ? "set label 'no data' at graph 0.5,0.5 center\nplot 1/0 notitle\nunset label" : bfs_plot)
       << "\n"
       << "unset logscale y\nset yrange [0:*]\nset logscale x\n"
       << "set title 'dfs: stack depth as the search goes on'\n"
       << "set xlabel 'states visited (log scale)'\nset ylabel 'stack depth (frames)'\n"
       << (dfs_plot.empty() ? "plot 1/0 notitle" : dfs_plot) << "\n"
       << "unset multiplot\n";
    if (!gp) return "cannot write the gnuplot script to " + script.string();
  }

  std::string const script_path = script.string();
  char* argv[] = {const_cast<char*>(gnuplot.c_str()), const_cast<char*>(script_path.c_str()), nullptr};
  pid_t pid = 0;
  if (int const e = ::posix_spawn(&pid, gnuplot.c_str(), nullptr, nullptr, argv, environ); e != 0)
    return "cannot run " + gnuplot + ": " + std::strerror(e);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return std::string("waiting for gnuplot: ") + std::strerror(errno);
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return "gnuplot failed to draw " + svg + " (its messages are above)";
  return std::nullopt;
}

}  // namespace seek_sudoku
