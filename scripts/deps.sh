# Sourced by the scripts in this folder: installs the Debian 12 packages that
# seek's build needs, only those that are missing. Run as root on a fresh
# machine; on a machine that has them all it installs nothing.
seek_need_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "== installing missing packages: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# What every build of this repository needs.
SEEK_BUILD_PACKAGES=(
  g++ clang libclang-rt-14-dev cmake ninja-build make python3
  librange-v3-dev doctest-dev libbenchmark-dev libcli11-dev libtbb-dev
  libopenmpi-dev openmpi-bin
)
