# Input and output forms: CSV tables (--column, a detected puzzle column),
# the reader's notes on skipped lines, --format tokens at every size.
source "$(dirname "$0")/lib.bash"

easy='..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..'
easy_solution='483921657967345821251876493548132976729564138136798245372689514814253769695417382'
inkala='8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
inkala_solution='812753649943682175675491283154237896369845721287169534521974368438526917796318452'

# CSV with the puzzles in a named column, not the first.
printf 'id,puzzle,solution\n1,%s,%s\n2,%s,%s\n' "$easy" "$easy_solution" "$inkala" "$inkala_solution" >table.csv
run solve -q --column puzzle table.csv
expect_rc 0 "--column puzzle"
printf '%s\n%s\n' "$easy_solution" "$inkala_solution" | expect_out "--column puzzle"
expect_err_empty "--column puzzle"
# The column named is the one read: the solutions column solves to itself.
run solve -q --column solution table.csv
expect_rc 0 "--column solution"
printf '%s\n%s\n' "$easy_solution" "$inkala_solution" | expect_out "--column solution"

# A column the header lacks: the file is unreadable (status 2, one message
# naming the columns), not a header and two records all invalid; the next
# file is still read.
run solve -q "$PUZZLES/4x4.txt"
cp out next_file.txt
run solve --column quiz table.csv "$PUZZLES/4x4.txt"
expect_rc 2 "--column quiz"
expect_out "--column quiz: only the next file is answered" <next_file.txt
expect_err_line "--column quiz" "seek-sudoku: cannot read 'table.csv': line 1: the CSV header has no column 'quiz' (its columns: id, puzzle, solution) (see --column)"
expect_err_match "--column quiz: summary" ", 0 invalid, 1 unreadable input;"

# A header 'quizzes,solutions' (the Kaggle form) is detected without
# --column, and naming the column gives the same.
printf 'quizzes,solutions\n%s,%s\n' "$inkala" "$inkala_solution" >kaggle.csv
run solve -q kaggle.csv
expect_rc 0 "quizzes detected"
echo "$inkala_solution" | expect_out "quizzes detected"
run solve -q --column quizzes kaggle.csv
expect_rc 0 "--column quizzes"
echo "$inkala_solution" | expect_out "--column quizzes"

# A --column the header lacks: an error naming it, no solution printed.
run solve -q --column nope table.csv
[ "$rc" -ne 0 ] || fail "--column nope: exit status 0"
expect_err_match "--column nope" "^seek-sudoku: cannot read 'table\.csv': line 1: .*no column 'nope'.*puzzle"
grep -q "$easy_solution" out && fail "--column nope: solved a puzzle anyway"

# A [Puzzle] section header: a note on stderr, file:line:col: note: ...,
# and the puzzle after it is solved as usual.
printf '[Puzzle]\n%s\n' "$easy" >section.txt
run solve -q section.txt
expect_rc 0 "[Puzzle] section"
echo "$easy_solution" | expect_out "[Puzzle] section"
expect_err_match "[Puzzle] section" "^section\.txt:1:[0-9]+: note: .*\[Puzzle\]"
# On standard input too, and from enumerate.
run_stdin section.txt enumerate -q
expect_rc 0 "[Puzzle] section, enumerate"
echo "$easy_solution" | expect_out "[Puzzle] section, enumerate"
expect_err_match "[Puzzle] section, enumerate" "^<stdin>:1:[0-9]+: note: "

# --format tokens: rows of numbers; fed back to the tool, the solutions
# read are the ones solved, at every size of the examples.
for f in 4x4 9x9 16x16 25x25; do
  grep -v '^#' "$PUZZLES/$f.txt" | grep -v '[|+ ]' >puzzles.txt
  run solve -q puzzles.txt
  expect_rc 0 "$f line"
  cp out expected
  run solve -q --format tokens puzzles.txt
  expect_rc 0 "$f tokens"
  cp out tokens.txt
  grep -Eq '^[0-9]+( \|?[ ]?[0-9]+)+$' tokens.txt || fail "$f tokens: no row of numbers in the output"
  run solve -q tokens.txt
  expect_rc 0 "$f tokens read back"
  expect_out "$f tokens read back" <expected
done

# Past 35 symbols (36x36): a solved pattern grid with one cell a row blanked,
# written in tokens; --format tokens writes back the full grid in rows.
awk 'BEGIN { b = 6; n = 36
  for (r = 0; r < n; r++) {
    line = ""; full = ""
    for (c = 0; c < n; c++) {
      v = (b * (r % b) + int(r / b) + c) % n + 1
      full = full (c ? " " : "") v
      line = line (c ? " " : "") ((c == (5 * r + 1) % n) ? "." : v)
    }
    print line > "big.txt"; print full > "big-solution.txt"
  } }'
run solve -q --format tokens big.txt
expect_rc 0 "36x36 tokens"
expect_out "36x36 tokens" <big-solution.txt
run enumerate -q --limit 1 --format tokens big.txt
expect_rc 0 "36x36 enumerate tokens"
expect_out "36x36 enumerate tokens" <big-solution.txt

finish
