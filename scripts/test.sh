#!/usr/bin/env bash
# `npm test`: from a fresh clone, install what the suite needs, then lint, typecheck, unit tests,
# the API suite on SQLite and on PostgreSQL, the end-to-end suite in a real browser, and the performance budgets.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts (seconds since npm test began), so a slow step shows in CI's log.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$*" "$SECONDS"; }

step "tools: pnpm, Chromium"
node scripts/ensure-pnpm.mjs
bash scripts/ensure-chromium.sh

step "install, build the site (skipped when up to date)"
node scripts/build-site.mjs

# Side by side: ESLint keeps one CPU busy and typecheck two processes; one after the other they left a CPU idle for
# over a minute. Lint's output is held back and printed whole, so the two do not interleave.
step "lint and typecheck"
lint_log="$(mktemp)"
pnpm lint >"$lint_log" 2>&1 &
lint_pid=$!
typecheck_status=0
pnpm typecheck || typecheck_status=$?
lint_status=0
wait "$lint_pid" || lint_status=$?
cat "$lint_log"
rm -f "$lint_log"
if [ "$lint_status" -ne 0 ] || [ "$typecheck_status" -ne 0 ]; then
  echo "lint exited $lint_status, typecheck $typecheck_status" >&2
  exit 1
fi
step "unit tests (shared, shell, remotes, API on SQLite)"
pnpm test:unit
step "architecture rules, lifecycle scripts and tools (node --test)"
node --test scripts/__tests__/ tools/__tests__/
step "API tests on PostgreSQL"
pnpm test:api:pg
step "cluster: three API instances behind HAProxy on PostgreSQL and an object store"
bash scripts/with-postgres.sh node --test scripts/cluster-tests/
step "end-to-end (Chromium, desktop and phone)"
pnpm test:e2e
step "performance budgets (first-load JS per app and route, ratio to the reference, Lighthouse on two routes)"
node tools/check-budgets.mjs --no-build
printf "\n== npm test passed in %ss\n" "$SECONDS"
