#!/usr/bin/env bash
# Every check and test: lint, types, build, the API and unit suites on PGlite and again on the
# PostgreSQL and Redis servers, then the browser journeys. Installs Chromium, CJK fonts, ffmpeg and
# poppler-utils first when missing (as root with apt-get; otherwise it says how). Prints one closing summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
REDIS="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

if [ ! -d node_modules ]; then
  echo 'The dependencies are not installed: run npm ci first.' >&2
  exit 1
fi
# Before anything long runs: the journeys at the end need Chromium and CJK fonts, the media jobs ffmpeg and pdftoppm.
bash scripts/browser-packages.sh

step 'lint and format (biome)'
npx biome ci .

step 'typecheck (tsc --noEmit)'
npm run typecheck --silent

step 'build (web and server)'
npm run build --silent

# Vitest's default on two cores is one test file at a time. Each file has its own server and database
# (and Redis key prefix), so files run side by side: two at once on PGlite, whose queries are this
# process's own CPU work, three on the servers, where much of a test's time is spent waiting on them.
step 'unit and API tests on PGlite'
env -u DATABASE_URL -u REDIS_URL npx vitest run --maxWorkers=2 --reporter=default --reporter=json --outputFile="$results/pglite.json"

if node scripts/servers-reachable.mjs "$PG_URL" "$REDIS"; then
  # Only the server's tests read a database or a cache: the web and contract tests ran above.
  step 'API tests on PostgreSQL and Redis'
  DATABASE_URL="$PG_URL" REDIS_URL="$REDIS" npx vitest run --project server --maxWorkers=3 --reporter=default \
    --reporter=json --outputFile="$results/postgres.json"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL ($PG_URL) or Redis ($REDIS) is not reachable; CI requires both." >&2
  exit 1
else
  echo "skipping the PostgreSQL and Redis run: servers not reachable (set TEST_DATABASE_URL, TEST_REDIS_URL)"
fi

step 'browser journeys (Playwright, Chromium)'
npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile="$results/e2e.json"

node scripts/summarise-results.mjs "$results"/*.json
