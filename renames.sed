# The sudoku model's moves (issue 46, "Sudoku as its own part"): old path -> new path.
# Matches with or without the leading seek/ (docs name sudoku/detail/... too).
s#sudoku/detail/bits_mask\.hpp#sudoku/board/detail/bits_mask.hpp#g
s#sudoku/detail/board_cells\.hpp#sudoku/board/detail/board_cells.hpp#g
s#sudoku/detail/board_digits\.hpp#sudoku/board/detail/board_digits.hpp#g
s#sudoku/detail/board_geometry\.hpp#sudoku/board/geometry.hpp#g
s#sudoku/detail/board_children\.hpp#sudoku/successor/detail/board_children.hpp#g
s#\(seek/\)\{0,1\}sudoku/\(solve/\)\{0,1\}detail/either_successor\.hpp#seek/successor/either.hpp#g
s#seek::sudoku::detail::either_successor#seek::either_successor#g
s#sudoku/detail/generate_carve\.hpp#sudoku/generate/detail/carve.hpp#g
s#sudoku/detail/locked_candidates\.hpp#sudoku/propagate/locked_candidates.hpp#g
s#sudoku/detail/parse_check\.hpp#sudoku/io/detail/parse_check.hpp#g
s#sudoku/detail/parse_line\.hpp#sudoku/io/detail/parse_line.hpp#g
s#sudoku/detail/parse_lines\.hpp#sudoku/io/detail/parse_lines.hpp#g
s#sudoku/detail/parse_symbols\.hpp#sudoku/io/detail/parse_symbols.hpp#g
s#sudoku/detail/propagate_board\.hpp#sudoku/propagate/propagate.hpp#g
s#sudoku/detail/propagate_cells\.hpp#sudoku/propagate/cells.hpp#g
s#sudoku/detail/propagate_digits\.hpp#sudoku/propagate/digits.hpp#g
s#sudoku/detail/unit_matching\.hpp#sudoku/propagate/unit_matching.hpp#g
s#sudoku/logic/generate\.hpp#sudoku/generate/by_technique.hpp#g
s#sudoku/logic/rating\.hpp#sudoku/rate/se_rating.hpp#g
s#seek::sudoku::detail::geometry<#seek::sudoku::geometry<#g
