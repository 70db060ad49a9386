#!/usr/bin/env bash
# The lead store's tests and benchmark run against a throwaway PostgreSQL from Debian's package.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "› apt-get install postgresql"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
else
  echo "PostgreSQL is missing: run 'sudo apt-get install postgresql' (Debian) and try again." >&2
  exit 1
fi
