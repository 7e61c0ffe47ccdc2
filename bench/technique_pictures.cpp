// bench/technique_pictures.cpp: the pictures of docs/techniques.md. For
// each technique of the test fixtures (tests/sudoku/logic_fixtures.hpp:
// a board where it is the next step), writes DIR/<technique>.svg, and
// prints the step as seek writes it. Not a benchmark; built with them.
//
//   technique_pictures docs/img/techniques
#include <cstdio>
#include <fstream>
#include <string>
#include <variant>

#include <seek/sudoku/logic/marks.hpp>
#include <seek/sudoku/logic/show.hpp>
#include <seek/sudoku/logic/solver.hpp>

#include <seek/sudoku/io/parse.hpp>

#include "../tests/sudoku/logic_fixture_data.hpp"

int main(int argc, char** argv) {
  namespace sdk = seek::sudoku;
  std::string const dir = argc > 1 ? argv[1] : ".";
  for (auto const& f : seek_test::logic_fixtures) {
    auto const g = sdk::from_marks<3>(std::get<sdk::grid>(sdk::parse_puzzle(f.placed)), f.marks);
    auto const s = sdk::next_step(g);
    if (!s) continue;
    std::string file;
    for (char ch : std::string(f.technique)) file += ch == ' ' ? '-' : static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    std::ofstream(dir + "/" + file + ".svg") << sdk::to_svg(g, *s);
    std::printf("%s\t%s.svg\t%s\n", f.technique, file.c_str(), sdk::to_string(*s).c_str());
  }
}
