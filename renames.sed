# renames.sed: the engine internals moved out of include/seek/detail/ (branch layers).
# Run from the repository root, docs/archive/ left as it was:
#   git ls-files -z -- . ":!docs/archive" | xargs -0 sed -i -f renames.sed
# Matches <seek/detail/X.hpp> and a bare detail/X.hpp after a non-path character; idempotent.
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/take_element\.hpp|\1\2core/detail/take_element.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/node_id\.hpp|\1\2core/detail/node_id.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/stable_table\.hpp|\1\2core/detail/stable_table.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/never\.hpp|\1\2core/detail/never.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/hot_path\.hpp|\1\2core/detail/hot_path.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/fresh_on_copy\.hpp|\1\2core/detail/fresh_on_copy.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/iterator\.hpp|\1\2core/detail/iterator.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/frame_cache\.hpp|\1\2range/detail/frame_cache.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/hooks\.hpp|\1\2successor/detail/hooks.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/prune_successors\.hpp|\1\2successor/detail/prune_successors.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/nogood_recorder\.hpp|\1\2learn/detail/nogood_recorder.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/protocol\.hpp|\1\2strategy/detail/protocol.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/monitor\.hpp|\1\2strategy/detail/monitor.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/roots\.hpp|\1\2strategy/detail/roots.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/state_box\.hpp|\1\2strategy/detail/state_box.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/semiregular_box\.hpp|\1\2strategy/detail/semiregular_box.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/stable_stack\.hpp|\1\2strategy/detail/stable_stack.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/dfs_core\.hpp|\1\2strategy/detail/dfs_core.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/deepening\.hpp|\1\2strategy/detail/deepening.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/cost_search\.hpp|\1\2strategy/cost_search.hpp|g
s|strategy/detail/cost_search\.hpp|strategy/cost_search.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/ranked\.hpp|\1\2strategy/detail/ranked.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/restart_successors\.hpp|\1\2strategy/detail/restart_successors.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/count_args\.hpp|\1\2scale/detail/count_args.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/memo_count\.hpp|\1\2scale/detail/memo_count.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/control\.hpp|\1\2scale/detail/shared_limits.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/piece\.hpp|\1\2scale/detail/run_piece.hpp|g
s|\([^[:alnum:]_/]\)\(seek/\)\{0,1\}detail/walker\.hpp|\1\2scale/detail/split_walker.hpp|g
