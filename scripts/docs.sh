#!/usr/bin/env bash
# Generates the API reference with Doxygen into build/docs/api/html and fails
# if Doxygen warned (an undocumented public name, a broken reference).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
seek_need_packages doxygen
rm -rf build/docs/api
mkdir -p build/docs/api
doxygen docs/Doxyfile
if [ -s build/docs/api/warnings.log ]; then
  cat build/docs/api/warnings.log
  echo "doxygen: $(wc -l < build/docs/api/warnings.log) warning line(s)"
  exit 1
fi
echo "API reference: build/docs/api/html/index.html (no warnings)"
