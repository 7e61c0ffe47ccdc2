# rate on the shared SE-rated sets (../shared/data/se_rated, SOURCES.md there):
# the ratings Sudoku Explainer published for every 50th puzzle of the 21,375
# random minimal puzzles (uniqueness rules on, and off for the fpgxnou file)
# agree to 0.1 for at least 90%, and never a band apart; the first 10 of the
# 9.4-10.3 puzzles get their rating exactly, by the nested forcing chains
# where they need them (no lower bound, >=). Skipped (status 77) when
# the data is missing.
source "$(dirname "$0")/lib.bash"

dir=${SEEK_SHARED_DATA:-}/se_rated
if [ -z "${SEEK_SHARED_DATA:-}" ] || [ ! -f "$dir/cb000_ser.txt" ]; then
  echo "skipped: no SE-rated data in '${SEEK_SHARED_DATA:-}/se_rated'"
  exit 77
fi

# agree NAME PUBLISHED RATED: the share of equal ratings, at least 90%, and
# no rating a whole band off.
agree() {
  paste -d ' ' "$2" "$3" | awk -v name="$1" '
    { n++; d = $2 - $1; if (d < 0) d = -d; if (d < 0.05) same++
      if (int($1) - int($2) > 1 || int($2) - int($1) > 1) { far++; print name ": " NR ": published " $1 ", rated " $2 } }
    END { printf "%s: %d of %d the same (%.1f%%)\n", name, same, n, 100 * same / n
          exit !(n > 0 && same >= 0.9 * n && far == 0) }' || fail "$1: agreement below 90% or a band apart"
}

awk 'NR % 50 == 1' "$dir/cb000_ser.txt" >ser.txt
run rate -q ser.txt
expect_rc 0 "rate ser"
cut -d' ' -f2 ser.txt >published.txt
cut -d' ' -f1 out | tr -d '>=' >rated.txt
agree "cb000_ser (every 50th)" published.txt rated.txt

awk 'NR % 50 == 1' "$dir/cb000_fpgxnou.txt" >nou.txt
run rate -q --no-uniqueness nou.txt
expect_rc 0 "rate --no-uniqueness"
cut -d' ' -f2 nou.txt >published.txt
cut -d' ' -f1 out | tr -d '>=' >rated.txt
agree "cb000_fpgxnou --no-uniqueness (every 50th)" published.txt rated.txt

# The hardest (9.5 to 10.1; the 10.1 needs a nested forcing chain): each
# gets SE's rating, not a lower bound.
head -n 10 "$dir/mat18c_highest_er.txt" >hardest.txt
run rate -q --threads 2 hardest.txt
expect_rc 0 "rate hardest"
paste -d ' ' <(cut -d' ' -f2 hardest.txt) <(cut -d' ' -f1 out) >pairs.txt
while read -r published rated; do
  [ "$rated" = "$published" ] || fail "hardest: rated $rated, published $published"
done <pairs.txt

finish
