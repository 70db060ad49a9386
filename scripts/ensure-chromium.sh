#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a browser downloaded by a tool).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "› apt-get install chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: run 'sudo apt-get install chromium' (Debian) and try again." >&2
  exit 1
fi
