#!/usr/bin/env bash
# Builds the web playground's engine: web/playground/playground.cpp (seek's
# headers) compiled to WebAssembly with Debian 12's Emscripten 3.1.6,
# installed when missing. Writes web/playground/seek_playground.js and
# seek_playground.wasm (not committed); then serve web/ (docs/web.md):
#   bash scripts/web.sh && python3 -m http.server -d web 8000
# and open http://localhost:8000/playground/. The object file is kept in
# build/wasm, so a second run only links when the sources did not change.
#   bash scripts/web.sh --unoptimised --out DIR
# builds at -O0 into DIR instead (object in build/wasm-O0): what the test
# script does, for the browser test of the playground (web/tests/
# browser_test.py --wasm DIR), in a sixth of the -O2 compile time; the
# pages served from web/ keep the optimised build.
#
# Emscripten 3.1.6's libc++ 13 lacks two things seek's headers use, which
# web/playground/compat/ supplies for this build only: <stop_token>
# (std::stop_token, std::stop_source: a flag, the playground has one thread)
# and std::permutable; and it has no <coroutine>, so the playground includes
# the strategies one by one rather than seek/seek.hpp (range/generator.hpp
# and coro_dfs are left out).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
seek_need_packages emscripten librange-v3-dev

out=web/playground
build=build/wasm
opt=-O2
while [ $# -gt 0 ]; do
  case $1 in
    --unoptimised) opt=-O0; build=build/wasm-O0 ;;
    --out) out=${2:?--out needs a folder}; shift ;;
    *) echo "scripts/web.sh: unknown option '$1' (options: --unoptimised, --out DIR)" >&2; exit 2 ;;
  esac
  shift
done
mkdir -p "$out"
mkdir -p "$build/sysinc"
# range-v3 from /usr/include, without the rest of the host's headers.
for d in range meta concepts std; do ln -sfn "/usr/include/$d" "$build/sysinc/$d"; done
# Debian's acorn, for Emscripten's JavaScript optimiser, whatever node runs it.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

flags=(-std=c++20 "$opt" -fexceptions -Wall -Wextra -Iinclude -isystem web/playground/compat
       -include web/playground/compat/permutable.hpp -isystem "$build/sysinc")
obj=$build/playground.o
deps=$build/playground.d
stale=1
if [ -f "$obj" ] && [ -f "$deps" ]; then
  stale=0
  for f in $(sed -e 's/\\$//' -e 's/^[^:]*://' "$deps"); do
    if [ "$f" -nt "$obj" ]; then stale=1; break; fi
  done
fi
t0=$SECONDS
if [ "$stale" -eq 1 ]; then
  echo "== compiling web/playground/playground.cpp to WebAssembly (minutes on a busy machine)"
  em++ "${flags[@]}" -MMD -MF "$deps" -c web/playground/playground.cpp -o "$obj"
fi
echo "== linking $out/seek_playground.js"
em++ "$opt" -fexceptions "$obj" -o "$out/seek_playground.js" -sMODULARIZE=1 -sEXPORT_NAME=SeekPlayground \
  -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web -sEXPORTED_FUNCTIONS=_pg_grid,_pg_sudoku,_pg_hint,_malloc,_free \
  -sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString
echo "== $out/seek_playground.wasm: $(stat -c %s "$out/seek_playground.wasm") bytes, $((SECONDS - t0)) s"
