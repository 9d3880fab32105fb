#!/usr/bin/env bash
# Every check and test: lint (Biome, then that each module writes only its own tables and reads none
# of a module that imports it), types, build, the API and unit suites on PGlite and again on the
# PostgreSQL and Redis servers, then the browser journeys. Installs Chromium, CJK fonts, ffmpeg and
# poppler-utils first when missing (as root with apt-get; otherwise it says how). Ends with a time
# table (each stage, then the slowest test files) and one closing summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
REDIS="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
stages="$results/stages.tsv"
: >"$stages"

if [ ! -d node_modules ]; then
  echo 'The dependencies are not installed: run npm ci first.' >&2
  exit 1
fi

# Runs one stage under a bold heading and records its wall time and exit status for the time table.
stage() {
  local name="$1"
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  local started=$EPOCHREALTIME status=0
  "$@" || status=$?
  printf '%s\t%s\t%s\n' "$name" "$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')" \
    "$status" >>"$stages"
  return "$status"
}

summarise() { node scripts/summarise-results.mjs "$stages" "$results"/*.json; }

# Lint, types and the build gate the rest: the tests run the build, and a failure here is cheap to show.
gate() {
  if ! stage "$@"; then
    summarise || true
    exit 1
  fi
}

# Before anything long runs: the journeys at the end need Chromium and CJK fonts, the media jobs ffmpeg and pdftoppm.
gate 'system packages' bash scripts/browser-packages.sh
gate 'lint and format (biome)' npx biome ci .
gate 'table writes (each module writes only its own tables)' node scripts/check-table-writes.mjs
gate 'module graph (no module reads the tables of one that reaches it by code)' node scripts/check-module-graph.mjs
gate 'typecheck (tsc --noEmit)' npm run typecheck --silent
gate 'build (web, console and server)' npm run build --silent

# The test stages run to their end even when one fails, so that one run reports every failure.
failed=0

# The bench on small sizes (about two minutes): every section still runs without an error against the
# build just made; no figure is judged. It needs the PostgreSQL server (and Redis when reachable).
if node scripts/servers-reachable.mjs "$PG_URL" "$REDIS"; then
  stage 'bench smoke (every section on small sizes)' env BENCH_DATABASE_URL="$PG_URL" BENCH_REDIS_URL="$REDIS" \
    npm run bench --silent -- --smoke || failed=1
fi

# Vitest's default on two cores is one test file at a time. Each file has its own server and database
# (and Redis key prefix), so files run side by side: two at once on PGlite, whose queries are this
# process's own CPU work, three on the servers, where much of a test's time is spent waiting on them.
stage 'unit and API tests on PGlite' env -u DATABASE_URL -u REDIS_URL npx vitest run --maxWorkers=2 \
  --reporter=default --reporter=json --outputFile="$results/pglite.json" || failed=1

if node scripts/servers-reachable.mjs "$PG_URL" "$REDIS"; then
  # Only the server's tests read a database or a cache: the web and contract tests ran above.
  stage 'API tests on PostgreSQL and Redis' env DATABASE_URL="$PG_URL" REDIS_URL="$REDIS" npx vitest run \
    --project server --maxWorkers=3 --reporter=default --reporter=json --outputFile="$results/postgres.json" ||
    failed=1
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL ($PG_URL) or Redis ($REDIS) is not reachable; CI requires both." >&2
  exit 1
else
  echo "skipping the PostgreSQL and Redis run: servers not reachable (set TEST_DATABASE_URL, TEST_REDIS_URL)"
fi

stage 'browser journeys (Playwright, Chromium)' npx vitest run --config e2e/vitest.config.ts --reporter=default \
  --reporter=json --outputFile="$results/e2e.json" || failed=1

summarise || failed=1
exit "$failed"
