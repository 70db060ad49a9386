#!/usr/bin/env bash
# npm start: install what is missing, build the site and the server, start the production server.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh
npm run build
exec node build/server/server/server.js
