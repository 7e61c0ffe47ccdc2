// seek/sudoku/logic.hpp: solving like a person, in one include: the
// candidate grid, the techniques (singles to forcing chains), the step and
// its notation, the solving path (explain, hint, replay). The rating on the
// Sudoku Explainer scale is in rate.hpp, puzzles made for a technique in
// generate.hpp. See docs/techniques.md.
#pragma once

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/cell_set.hpp>
#include <seek/sudoku/logic/chains.hpp>
#include <seek/sudoku/logic/exclusion.hpp>
#include <seek/sudoku/logic/fish.hpp>
#include <seek/sudoku/logic/hints.hpp>
#include <seek/sudoku/logic/forcing.hpp>
#include <seek/sudoku/logic/houses.hpp>
#include <seek/sudoku/logic/intersections.hpp>
#include <seek/sudoku/logic/links.hpp>
#include <seek/sudoku/logic/marks.hpp>
#include <seek/sudoku/logic/nested_forcing.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/logic/show.hpp>
#include <seek/sudoku/logic/singles.hpp>
#include <seek/sudoku/logic/solver.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/subsets.hpp>
#include <seek/sudoku/logic/technique.hpp>
#include <seek/sudoku/logic/uniqueness.hpp>
#include <seek/sudoku/logic/wings.hpp>
