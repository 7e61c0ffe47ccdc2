// seek/sudoku/solve/solve_any.hpp: solve, count and is_unique in one line, for a
// puzzle given as text or as a grid whose size is known only at run time:
//
//   CHECK(to_line(seek::sudoku::solve("1...........4..2")) == "1243342121344312");
//   CHECK(seek::sudoku::is_unique(puzzle_text));
//
// Errors are exceptions (solve_error), so a test stays one line and a
// surprise fails it with a message saying what and where. Each size is one
// instantiation of one function (seek::dfs with propagate on board<N>), made
// only when these are used; on a string literal, only the sizes whose cells
// fit in its characters (a 4x4 literal makes one, a 9x9 two) are made, and
// solve shares count's plain search for the sizes its default policy never
// restarts (below 25x25). docs/design.md says why; docs/benchmarks.md, the
// compile cost.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/solve/count_solutions.hpp>
#include <seek/sudoku/solve/first_solution.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// What solve, count and is_unique throw for text or a grid that is not a
/// puzzle (a parse error, a size outside 4x4..64x64, a malformed grid) and
/// what solve throws for a puzzle without solution. what() says which, and
/// for a parse error the line and column.
class solve_error : public std::runtime_error {
 public:
  enum class kind { invalid_puzzle, no_solution };
  solve_error(kind k, std::string const& message) : std::runtime_error(message), kind_(k) {}
  [[nodiscard]] kind why() const noexcept { return kind_; }

 private:
  kind kind_;
};

namespace detail {

// Counts the solutions of a search up to `limit`, copying the first to
// `first` if asked.
template <class Board, class Next>
std::uint64_t count_up_to(Board const& root, Next next, std::uint64_t limit, grid* first) {
  std::uint64_t n = 0;
  for (Board const& b : seek::dfs(root, next)) {
    if (!b.complete()) continue;
    if (n++ == 0 && first != nullptr) *first = b.to_grid();
    if (n == limit) break;
  }
  return n;
}

// The largest box size whose board fits in `chars` characters of text: each
// of its box^4 cells takes one character at least, in every format.
constexpr int max_box_for(std::size_t chars) noexcept {
  int b = min_box;
  while (b < max_box) {
    auto const next = static_cast<std::size_t>(b + 1);
    if (next * next * next * next > chars) break;
    ++b;
  }
  return b;
}
/// The largest box a string literal (or char array) of N chars, the
/// terminating 0 included, can hold.
template <std::size_t N>
inline constexpr int max_box_in = max_box_for(N == 0 ? 0 : N - 1);

// Each box size 2..MaxBox costs the compiler one instantiation of the
// search, made only when these entry points are used (hence a template).
// With Memo, a limit above count_options::memo_after counts by
// count_solutions (enumeration, then the memo for many solutions); is_unique
// and small limits only enumerate, and do not compile the memo.
template <int MaxBox = max_box, bool Memo = false>
std::uint64_t count_any(grid const& g, std::uint64_t limit, grid* first) {
  if (limit == 0) return 0;
  try {
    return with_box<min_box, MaxBox>(g.box, [&]<int N>(box_constant<N>) {
      if constexpr (Memo)
        if (limit > count_options{}.memo_after && first == nullptr) {
          std::uint64_t const n = count_solutions(board<N>::from_grid(g));
          return n < limit ? n : limit;
        }
      return count_up_to(board<N>::from_grid(g), propagate, limit, first);
    });
  } catch (std::invalid_argument const& e) {  // the size, or board::from_grid
    throw solve_error(solve_error::kind::invalid_puzzle, e.what());
  }
}

// The first solution by the policy of `opt` (first_solution.hpp). With
// DefaultOptions, `opt` is solve_options{}, whose policy below its
// restarts_from_box is plain depth-first search: those sizes compile only
// count_up_to (the search count and is_unique share), not the restarts.
template <int MaxBox, bool DefaultOptions = false>
grid solve_up_to(grid const& puzzle, solve_options const& opt) {
  std::optional<grid> solution;
  try {
    solution = with_box<min_box, MaxBox>(puzzle.box, [&]<int N>(box_constant<N>) -> std::optional<grid> {
      if constexpr (DefaultOptions && N < solve_options{}.restarts_from_box) {
        grid first;
        if (count_up_to(board<N>::from_grid(puzzle), propagate, 1, &first) == 0) return std::nullopt;
        return first;
      } else {
        auto const found = first_solution(board<N>::from_grid(puzzle), propagate, opt);
        if (!found) return std::nullopt;
        return found->to_grid();
      }
    });
  } catch (std::invalid_argument const& e) {  // the size, or board::from_grid
    throw solve_error(solve_error::kind::invalid_puzzle, e.what());
  }
  if (!solution) throw solve_error(solve_error::kind::no_solution, "sudoku: the puzzle has no solution");
  return std::move(*solution);
}

template <class = void>
grid parse_or_throw(std::string_view text, parse_options const& options) {
  auto parsed = parse_puzzle(text, options);
  if (auto const* e = std::get_if<parse_error>(&parsed))
    throw solve_error(solve_error::kind::invalid_puzzle, "sudoku: line " + std::to_string(e->line) +
                                                             ", column " + std::to_string(e->column) + ": " +
                                                             e->message);
  return std::get<grid>(std::move(parsed));
}

}  // namespace detail

/// Text that names a puzzle: a string literal, std::string, std::string_view.
template <class T>
concept puzzle_text = std::convertible_to<T const&, std::string_view>;

/// The solution of `puzzle` (any size 4x4..64x64), by the policy of `opt`
/// (first_solution.hpp): the first one found when there are several. Throws
/// solve_error (kind no_solution) when it has none, (kind invalid_puzzle)
/// when it is not a well-formed grid of a supported size.
template <std::same_as<grid> Grid>
grid solve(Grid const& puzzle, solve_options const& opt = {}) {
  return detail::solve_up_to<max_box>(puzzle, opt);
}

/// The solution of the one puzzle in `text`, in any format parse_puzzle reads.
/// Throws solve_error as above, and (kind invalid_puzzle, with line and
/// column) when the text does not parse.
template <puzzle_text Text>
grid solve(Text const& text, parse_options const& options = {}) {
  return solve(detail::parse_or_throw(std::string_view(text), options));
}
/// As above, by the policy of `opt`.
template <puzzle_text Text>
grid solve(Text const& text, solve_options const& opt, parse_options const& options = {}) {
  return solve(detail::parse_or_throw(std::string_view(text), options), opt);
}
/// The same for a string literal: only the sizes that fit in it are compiled.
template <std::size_t N>
grid solve(char const (&text)[N], parse_options const& options = {}) {
  return detail::solve_up_to<detail::max_box_in<N>, true>(detail::parse_or_throw(std::string_view(text), options),
                                                          {});
}
/// As above, by the policy of `opt`.
template <std::size_t N>
grid solve(char const (&text)[N], solve_options const& opt, parse_options const& options = {}) {
  return detail::solve_up_to<detail::max_box_in<N>>(detail::parse_or_throw(std::string_view(text), options), opt);
}

/// The number of solutions of `puzzle`, counting stops at `limit`. Throws
/// solve_error (kind invalid_puzzle) for a grid that is not a puzzle. With
/// a limit above count_options::memo_after (the default: none), a puzzle
/// with many solutions is counted by memo (count_solutions.hpp).
template <std::same_as<grid> Grid>
std::uint64_t count(Grid const& puzzle, std::uint64_t limit = UINT64_MAX) {
  return detail::count_any<max_box, true>(puzzle, limit, nullptr);
}

/// The number of solutions of the puzzle in `text`, up to `limit`.
template <puzzle_text Text>
std::uint64_t count(Text const& text, std::uint64_t limit = UINT64_MAX, parse_options const& options = {}) {
  return count(detail::parse_or_throw(std::string_view(text), options), limit);
}
/// The same for a string literal: only the sizes that fit in it are compiled.
template <std::size_t N>
std::uint64_t count(char const (&text)[N], std::uint64_t limit = UINT64_MAX, parse_options const& options = {}) {
  return detail::count_any<detail::max_box_in<N>, true>(detail::parse_or_throw(std::string_view(text), options),
                                                        limit, nullptr);
}

/// Exactly one solution.
template <std::same_as<grid> Grid>
bool is_unique(Grid const& puzzle) {
  return detail::count_any(puzzle, 2, nullptr) == 1;
}

/// Exactly one solution, for the puzzle in `text`.
template <puzzle_text Text>
bool is_unique(Text const& text, parse_options const& options = {}) {
  return is_unique(detail::parse_or_throw(std::string_view(text), options));
}
/// The same for a string literal: only the sizes that fit in it are compiled.
template <std::size_t N>
bool is_unique(char const (&text)[N], parse_options const& options = {}) {
  return detail::count_any<detail::max_box_in<N>>(detail::parse_or_throw(std::string_view(text), options), 2,
                                                  nullptr) == 1;
}

}  // namespace seek::sudoku
