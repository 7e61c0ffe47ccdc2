// memory.hpp: the process's resident memory, from /proc/self/status (Linux).
#pragma once

#include <cstdint>
#include <optional>

namespace seek_sudoku {

/// Measures the growth of resident memory over a stretch of code: on
/// start(), returns freed memory to the system and resets the kernel's
/// peak-RSS mark (/proc/self/clear_refs); growth() is then peak - start.
/// Empty where the system does not allow it.
class rss_meter {
 public:
  void start();
  [[nodiscard]] std::optional<std::uint64_t> growth() const;

 private:
  std::optional<std::uint64_t> base_;
};

}  // namespace seek_sudoku
