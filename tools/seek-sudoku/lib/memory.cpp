#include "memory.hpp"

#include <fstream>
#include <string>

#include <malloc.h>

namespace seek_sudoku {

namespace {
// A "Name:   1234 kB" line of /proc/self/status, in bytes.
std::optional<std::uint64_t> status_field(char const* name) {
  std::ifstream in("/proc/self/status");
  std::string key;
  std::string const wanted = std::string(name) + ":";
  while (in >> key) {
    if (key == wanted) {
      std::uint64_t kb = 0;
      if (in >> kb) return kb * 1024;
      return std::nullopt;
    }
    in.ignore(1 << 12, '\n');
  }
  return std::nullopt;
}
}  // namespace

void rss_meter::start() {
  base_.reset();
  ::malloc_trim(0);
  // "5" resets the peak resident set size (Linux 4.0 and later).
  std::ofstream clear("/proc/self/clear_refs");
  if (!(clear << "5" << std::flush)) return;
  base_ = status_field("VmRSS");
}

std::optional<std::uint64_t> rss_meter::growth() const {
  if (!base_) return std::nullopt;
  auto const peak = status_field("VmHWM");
  if (!peak) return std::nullopt;
  return *peak > *base_ ? *peak - *base_ : 0;
}

}  // namespace seek_sudoku
