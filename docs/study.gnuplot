# docs/study.gnuplot: the charts of docs/dfs-vs-bfs.md, from the tables that
# bench/dfs_vs_bfs writes into docs/data/. Run from the repository's root
# (scripts/study.sh does):
#
#   gnuplot docs/study.gnuplot
#
# or with other folders: gnuplot -e "data='DIR'; img='DIR'" docs/study.gnuplot
if (!exists("data")) data = "docs/data"
if (!exists("img")) img = "docs/img"

set terminal svg size 900,420 dynamic enhanced font "sans,12" background "white"
set datafile missing "-"
set key top right box opaque
set grid ytics mytics lc rgb "#dddddd"
set border lc rgb "#444444"
set style line 1 lc rgb "#1f77b4" lw 2 pt 7 ps 0.5
set style line 2 lc rgb "#ff7f0e" lw 2 pt 5 ps 0.5
set style line 3 lc rgb "#2ca02c" lw 2 pt 9 ps 0.6
set style line 4 lc rgb "#555555" lw 2 dt 2

# 1. What each order keeps in memory, level by level: the number of states at
# each depth of the tree (a bfs holds about one level at a time) against the
# depth itself (a dfs holds one frame per level of the current path).
set output img."/levels.svg"
set terminal svg size 900,460 dynamic enhanced font "sans,12" background "white"
unset key
set multiplot layout 1,2 title "States a search keeps: bfs holds a level, dfs holds a path" font ",14"
set logscale y
set format y "10^{%L}"
set xlabel "depth in the search tree (choices made)"
set ylabel "states"
set title "empty 4x4 board (all 288 solutions)"
set xrange [0:16]
plot data."/levels_empty4x4.dat" using 1:2 with linespoints ls 1 title "bfs, first\\_empty", \
     "" using 1:3 with linespoints ls 2 title "bfs, fewest\\_candidates", \
     "" using 1:4 with linespoints ls 3 title "bfs, propagate", \
     "" using 1:5 with lines ls 4 title "dfs stack (frames)"
set title "Inkala's 2012 puzzle (60 open cells)"
set xrange [0:60]
set yrange [1:1e8]
set key top right box opaque width -4 samplen 2
plot data."/levels_inkala.dat" using 1:2 with linespoints ls 1 title "bfs, first\\_empty (stopped)", \
     "" using 1:3 with linespoints ls 2 title "bfs, fewest\\_candidates", \
     "" using 1:4 with linespoints ls 3 title "bfs, propagate", \
     "" using 1:5 with lines ls 4 title "dfs stack (frames)"
unset multiplot
unset xrange
set terminal svg size 900,420 dynamic enhanced font "sans,12" background "white"

# Clustered bars, dfs beside bfs, one cluster per puzzle. With two bars and a
# gap of one, the bfs bar's centre is 1/6 right of the cluster's.
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 1
set xtics rotate by -30 nomirror
set xlabel "puzzle"
unset mxtics
bar_label(reached) = reached == 0 ? "stopped" : ""

# 2. Peak memory of the states, to the last solution.
set output img."/memory.svg"
set multiplot layout 1,2 title "Peak memory of the states held, searching for every solution\n(peak frontier × sizeof(board); bfs stopped at 200,000 queued boards)" font ",14"
set ylabel "bytes (log scale)"
set yrange [100:1e9]
set format y "10^{%L}"
set key top left box opaque width 0 samplen 4
set title "first\\_empty"
plot data."/first_empty_all.dat" using 3:xtic(1) ls 1 title "dfs", \
     "" using 7 ls 2 title "bfs", \
     "" using ($0 + 1.0/6):($7 * 1.6):(bar_label($9)) with labels rotate by 90 left font ",10" notitle
set title "fewest\\_candidates"
plot data."/fewest_candidates_all.dat" using 3:xtic(1) ls 1 title "dfs", \
     "" using 7 ls 2 title "bfs", \
     "" using ($0 + 1.0/6):($7 * 1.6):(bar_label($9)) with labels rotate by 90 left font ",10" notitle
unset multiplot

# 3. Time to the first solution.
set key top right
set output img."/time_first.svg"
set multiplot layout 1,2 title "Time to the first solution (wall clock, best of three)" font ",14"
set ylabel "milliseconds (log scale)"
set yrange [1e-4:1e7]
set title "first\\_empty"
plot data."/first_empty_first.dat" using 4:xtic(1) ls 1 title "dfs", \
     "" using 8 ls 2 title "bfs", \
     "" using ($0 + 1.0/6):($8 * 1.6):(bar_label($9)) with labels rotate by 90 left font ",10" notitle
set title "fewest\\_candidates"
plot data."/fewest_candidates_first.dat" using 4:xtic(1) ls 1 title "dfs", \
     "" using 8 ls 2 title "bfs", \
     "" using ($0 + 1.0/6):($8 * 1.6):(bar_label($9)) with labels rotate by 90 left font ",10" notitle
unset multiplot

# 4. States made before the first solution.
set output img."/nodes_first.svg"
set multiplot layout 1,2 title "States made before the first solution" font ",14"
set ylabel "states (log scale)"
set yrange [1:1e10]
set title "first\\_empty"
plot data."/first_empty_first.dat" using 2:xtic(1) ls 1 title "dfs", \
     "" using 6 ls 2 title "bfs", \
     "" using ($0 + 1.0/6):($6 * 1.6):(bar_label($9)) with labels rotate by 90 left font ",10" notitle
set title "fewest\\_candidates"
plot data."/fewest_candidates_first.dat" using 2:xtic(1) ls 1 title "dfs", \
     "" using 6 ls 2 title "bfs", \
     "" using ($0 + 1.0/6):($6 * 1.6):(bar_label($9)) with labels rotate by 90 left font ",10" notitle
unset multiplot

# 5. The dfs stack along one whole search.
reset
set terminal svg size 900,360 dynamic enhanced font "sans,12" background "white"
set output img."/dfs_depth.svg"
set title "Depth of the dfs stack at each state: empty 4x4 board, first\\_empty, the first 400 states" font ",14"
set xrange [1:400]
set xlabel "states visited, in dfs order"
set ylabel "depth (= stack frames − 1)"
set yrange [0:17]
set ytics 0,4,16
set grid ytics lc rgb "#dddddd"
set key off
plot data."/dfs_depth.dat" using 1:2 with linespoints lc rgb "#1f77b4" lw 1 pt 7 ps 0.3
