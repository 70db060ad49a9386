#!/usr/bin/env bash
# Tests drive Debian's own binaries, never ones downloaded by a tool: installs PACKAGE with apt (as root)
# unless a file matching GLOB is already there.
#   bash scripts/ensure-package.sh chromium /usr/bin/chromium
#   bash scripts/ensure-package.sh postgresql '/usr/lib/postgresql/*/bin/initdb'
set -euo pipefail
package="$1"
glob="$2"
if compgen -G "$glob" >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "› apt-get install $package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
else
  echo "$package is missing: run 'sudo apt-get install $package' (Debian) and try again." >&2
  exit 1
fi
