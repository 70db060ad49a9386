#!/usr/bin/env bash
# Installs the npm dependencies from the lockfile when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

# better-sqlite3 publishes no binary this machine can download, so each fresh install compiled SQLite
# (about 100 s of npm ci). The binary compiled once is kept where prebuild-install looks for local
# prebuilds, under the name its download would have (version, Node ABI, platform, architecture); the
# next install unpacks it, checks that it loads, and compiles only when it does not.
prebuilds="${XDG_CACHE_HOME:-$HOME/.cache}/videum-site/prebuilds"
export npm_config_better_sqlite3_local_prebuilds="$prebuilds"

keep_prebuild() {
  local package=node_modules/better-sqlite3 name
  [ -f "$package/build/Release/better_sqlite3.node" ] || return 0
  name=$(node scripts/sqlite-prebuild-name.js) || return 0
  [ -f "$prebuilds/$name" ] && return 0
  mkdir -p "$prebuilds" &&
    tar -czf "$prebuilds/$name.$$" -C "$package" build/Release/better_sqlite3.node &&
    mv "$prebuilds/$name.$$" "$prebuilds/$name" || true
}

marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "› npm ci"
  npm ci --no-audit --no-fund
fi
keep_prebuild
