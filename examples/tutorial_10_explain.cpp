// Tutorial step 10: solving like a person. explain() takes a puzzle step by
// step, each step the simplest deduction that applies in Sudoku Explainer's
// order (hidden singles first, chains and forcing chains last); the rating
// is the weight of the hardest step on SE's scale. replay() checks a path
// against the solution, and to_ansi() shows a step on the board.
#include <cstdio>
#include <string>
#include <variant>

#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/rate/se_rating.hpp>
#include <seek/sudoku/logic/show.hpp>
#include <seek/sudoku/solve/solve.hpp>

int main() {
  namespace sdk = seek::sudoku;
  // Rated 7.1 by Sudoku Explainer (Berthier's controlled-bias collection).
  auto const puzzle = std::get<sdk::grid>(
      sdk::parse_puzzle(".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."));

  // The next step only: what a hint button shows.
  if (auto const h = sdk::hint(puzzle)) std::printf("hint: %s\n", sdk::to_string(*h).c_str());

  // The whole path: the steps above the singles, with their weights.
  auto const path = sdk::explain(puzzle);
  auto g = sdk::candidate_grid<3>::from_grid(puzzle);
  std::size_t hardest = 0;
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    auto const& s = path.steps[i];
    if (s.rating > path.steps[hardest].rating) hardest = i;
    if (s.rating >= 26) std::printf("%2zu. [%s] %s\n", i + 1, sdk::rating_text(s.rating).c_str(), sdk::to_string(s).c_str());
  }
  auto const r = sdk::rating_of(path);
  std::printf("%d steps, %s, rating %s (%s)\n", r.steps, r.solved ? "solved" : "stuck", r.text().c_str(),
              std::string(sdk::name(r.hardest)).c_str());

  // Every step checked against the solution found by search.
  auto const solution = sdk::solve(sdk::board<3>::from_grid(puzzle))->to_grid();
  std::printf("replay against the solution: %s\n", sdk::replay(puzzle, path.steps, &solution).ok ? "sound" : "unsound");

  // The hardest step on the board where it applies (plain text: [d] the
  // chain's true candidates, (d) the pattern, -d- what goes).
  for (std::size_t i = 0; i < hardest; ++i) sdk::apply(g, path.steps[i]);
  std::printf("%s", sdk::to_ansi(g, path.steps[hardest], false).c_str());
}
