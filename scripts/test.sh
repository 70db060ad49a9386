#!/usr/bin/env bash
# npm test: every test of the project, on a fresh clone too.
#  1. dependencies (npm ci) and Debian's Chromium;
#  2. unit, component and server tests (no build needed), on the machine's Node and on Node 24;
#  3. the production build (on Node 24), then the type check against the types it generated;
#  4. a rebuild after editing one module (timed; its two versions feed the deploy test);
#  5. end-to-end tests in headless Chromium against the production server on that build;
#  6. a real publish by the running server (content edit → build → switch), last: it rewrites public/.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"
# The supported lines are the machine's Node (20) and the LTS lines 22 and 24 (package.json engines).
# Besides the machine's, CI runs the unit, component and server tests and the production build on this
# Node 24 release, taken from the npm registry (scripts/with-node.sh). Everything after the build runs
# on the machine's Node: the rebuild, the publishes and the production server of the e2e tests.
node24=24.22.3
bash scripts/ensure-deps.sh
bash scripts/ensure-package.sh chromium /usr/bin/chromium               # e2e tests
# The Arial-compatible face the font fallback is fitted to (Arial itself on Windows and macOS).
bash scripts/ensure-package.sh fonts-liberation /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf
bash scripts/ensure-package.sh postgresql '/usr/lib/postgresql/*/bin/initdb'  # lead-store tests

results=build/test-results
mkdir -p "$results"

echo "› unit, component and server tests"
# Their scratch git repositories and content copies go to memory where the machine has it (/dev/shm):
# on this machine's disk, writing them took half the CMS tests' time.
scratch="${TMPDIR:-/tmp}"
if [ -d /dev/shm ] && [ -w /dev/shm ]; then scratch=/dev/shm; fi
# Two workers, not Jest's default of one on two cores: much of their time is spent waiting on git,
# PostgreSQL and child processes (188 s → about 105 s on this machine).
TMPDIR="$scratch" npx jest --selectProjects unit components server --maxWorkers=2 --json --outputFile="$results/unit.json"

echo "› unit, component and server tests on Node $node24"
TMPDIR="$scratch" bash scripts/with-node.sh "$node24" \
  npx jest --selectProjects unit components server --maxWorkers=2 --json --outputFile="$results/unit-node24.json"

echo "› production build (Node $node24)"
start=$(date +%s)
# Built with stand-in server secrets in the environment, as production builds have the real ones:
# the build's own guard and e2e/secrets.test.ts prove none of them reaches the browser.
sentinels=$(node -p 'Object.entries(require("./e2e/secret-sentinels.json")).map(([k, v]) => `${k}=${v}`).join(" ")')
bash scripts/with-node.sh "$node24" env $sentinels npm run build
seconds=$(( $(date +%s) - start ))
echo "build took $seconds s"
echo "{\"seconds\": $seconds}" > "$results/build-time.json"

echo "› type check"
npm run typecheck

echo "› publishing: one module edited, rebuilt with the cache (leaves build/deploy/v1, v2 for the deploy test)"
env $sentinels npm run bench:rebuild

echo "› end-to-end tests"
npx jest --selectProjects e2e --runInBand --json --outputFile="$results/e2e.json"

echo "› publishing for real: the server publishes an edit by itself (its builds rewrite public/, so it runs last)"
npx jest --selectProjects publishing --runInBand --json --outputFile="$results/publishing.json"

# One closing line over the four runs, in the form CI reads.
node -e '
  const runs = process.argv.slice(1).map((f) => require(require("path").resolve(f)));
  const sum = (k) => runs.reduce((n, r) => n + r[k], 0);
  console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed, ${sum("numPendingTests")} skipped`);
' "$results/unit.json" "$results/unit-node24.json" "$results/e2e.json" "$results/publishing.json"
