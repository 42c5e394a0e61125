#!/usr/bin/env bash
# Runs every test suite and ends with one line "N passed, N failed" summing them all:
#   0. quality gate: ESLint, tsc --noEmit and knip (dead code), one test each
#   1. jest: unit tests and API integration tests on the embedded PGlite
#   2. jest: API integration tests again on a real PostgreSQL server (TEST_DATABASE_URL, or a private server started here)
#   3. `npm run build` (next build + compile hints), then jest: the production server stopped with SIGTERM under load and killed during orders
#   4. Playwright end-to-end journeys in Debian's Chromium headless shell against `next start` on a freshly seeded shop
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# PGlite loads its WASM parts with dynamic import(), which jest's VM allows only behind this flag.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules"
REPORTS=.ci-work/reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
started_pg=""

cleanup() {
  if [ -n "$started_pg" ]; then bash scripts/pg-server.sh stop; fi
}
trap cleanup EXIT

section() { printf '\n==== %s ====\n' "$1"; }

section "quality gate: ESLint, TypeScript and knip"
# Each check counts as one test in the summary: a lint error, a type error or a dead-code finding
# (unused file, export, type or dependency; knip.jsonc) fails the run.
quality_passed=0
quality_failed=0
quality_failed_names=""
quality_check() { # name, then the command
  local name=$1
  shift
  if "$@" > "$REPORTS/$name.log" 2>&1; then
    quality_passed=$((quality_passed + 1))
  else
    quality_failed=$((quality_failed + 1))
    quality_failed_names="$quality_failed_names${quality_failed_names:+,}\"$name\""
  fi
}
quality_check eslint npx eslint .
tail -n 20 "$REPORTS/eslint.log"
quality_check tsc npx tsc --noEmit
tail -n 20 "$REPORTS/tsc.log"
quality_check knip npx knip --no-progress
tail -n 40 "$REPORTS/knip.log"
printf '{"passed":%d,"failed":%d,"failedChecks":[%s]}\n' "$quality_passed" "$quality_failed" "$quality_failed_names" > "$REPORTS/quality.json"

section "jest: unit + API on PGlite"
# jest uses cores − 1 workers by default: one on a 2-core machine. Each test file has its own database (in-memory
# PGlite, or its own database on the server), so two run side by side: 6.5 → 4.4 min here, PostgreSQL 2.5 → 1.5.
JEST_WORKERS="${JEST_WORKERS:-2}"
npx jest --ci --maxWorkers="$JEST_WORKERS" --selectProjects unit api --json --outputFile="$REPORTS/jest-pglite.json" 2>&1 | tail -n 40

section "jest: API on PostgreSQL"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if TEST_DATABASE_URL=$(bash scripts/pg-server.sh start); then
    started_pg=1
    export TEST_DATABASE_URL
  else
    echo "Could not start a PostgreSQL server: install it with scripts/install-system-deps.sh" >&2
    echo '{"numPassedTests":0,"numFailedTests":1}' > "$REPORTS/jest-postgres.json"
  fi
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL="$TEST_DATABASE_URL" npx jest --ci --maxWorkers="$JEST_WORKERS" --selectProjects api --json --outputFile="$REPORTS/jest-postgres.json" 2>&1 | tail -n 40
fi

section "next build"
# The quality gate's tsc has checked these files; next build skips its own check of them then (next.config.ts).
if [[ ",$quality_failed_names," != *'"tsc"'* ]]; then export BUILD_TYPES_CHECKED=1; fi
if npm run build > "$REPORTS/next-build.log" 2>&1; then
  tail -n 30 "$REPORTS/next-build.log"
  section "jest: production server (SIGTERM under load, kill -9 during orders)"
  npx jest --ci --selectProjects server --json --outputFile="$REPORTS/jest-server.json" 2>&1 | tail -n 40
  section "Playwright end-to-end (Debian's Chromium headless shell, ADR 0036)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" npx playwright test --reporter=list,json 2>&1 | tail -n 60
else
  cat "$REPORTS/next-build.log"
  echo '{"numPassedTests":0,"numFailedTests":1}' > "$REPORTS/jest-server.json"
  echo '{"stats":{"expected":0,"unexpected":1,"flaky":0}}' > "$REPORTS/playwright.json"
fi

section "Summary"
node scripts/sum-results.mjs "$REPORTS"
