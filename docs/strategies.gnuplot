# docs/strategies.gnuplot: the charts of docs/strategies.md, from the tables
# that bench/strategies writes into docs/data/. Run from the repository's
# root (scripts/strategies.sh does):
#
#   gnuplot docs/strategies.gnuplot
if (!exists("data")) data = "docs/data"
if (!exists("img")) img = "docs/img"

set terminal svg size 900,420 dynamic enhanced font "sans,12" background "white"
set grid ytics mytics lc rgb "#dddddd"
set border lc rgb "#444444"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y
set format y "10^{%L}"
set xtics nomirror
set key top right box opaque

# 1. States visited and CPU time per query, every strategy, both problems.
set output img."/strategies_nodes.svg"
set multiplot layout 1,2 title "States visited before the first goal (log scale)" font ",14"
set title "grid 128x128, 8-connected"
plot data."/strategies_grid.dat" using 2:xtic(1) lc rgb "#1f77b4" notitle
set title "8-puzzle"
plot data."/strategies_puzzle.dat" using 2:xtic(1) lc rgb "#ff7f0e" notitle
unset multiplot

set output img."/strategies_time.svg"
set multiplot layout 1,2 title "CPU time per query, µs (log scale)" font ",14"
set title "grid 128x128, 8-connected"
plot data."/strategies_grid.dat" using 5:xtic(1) lc rgb "#1f77b4" notitle
set title "8-puzzle"
plot data."/strategies_puzzle.dat" using 5:xtic(1) lc rgb "#ff7f0e" notitle
unset multiplot

# 2. Memory (largest frontier) against quality (cost of the path found over
# the optimal cost).
set output img."/strategies_quality.svg"
set multiplot layout 1,2 title "Largest frontier, and path cost over the optimal" font ",14"
set title "largest frontier (states waiting)"
plot data."/strategies_grid.dat" using 4:xtic(1) lc rgb "#1f77b4" title "grid", \
     data."/strategies_puzzle.dat" using 4 lc rgb "#ff7f0e" title "8-puzzle"
set title "cost of the path found / optimal"
plot data."/strategies_grid.dat" using 6:xtic(1) lc rgb "#1f77b4" title "grid", \
     data."/strategies_puzzle.dat" using 6 lc rgb "#ff7f0e" title "8-puzzle"
unset multiplot
