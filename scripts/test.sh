#!/usr/bin/env bash
# The whole test suite: typecheck, lint (ESLint, Prettier, knip), unit tests (Vitest) and the browser suite (Playwright in
# Debian's Chromium headless shell). Ends with one line "total: N passed, N failed, N skipped" and exits non-zero
# when anything failed or when no test ran.
set -u
cd "$(dirname "$0")/.."

REPORTS=reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
# The browser tests run in Debian's Chromium headless shell (playwright.config.ts), unless CHROMIUM_PATH
# names another browser.
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}

# --- what the browser suite needs: Chromium's headless shell and a CJK font -------------------
need=()
[ -x "$CHROMIUM" ] || need+=("$([ -n "${CHROMIUM_PATH:-}" ] && echo chromium || echo chromium-headless-shell)")
if ! (command -v fc-list >/dev/null && fc-list :lang=zh | grep -q .); then need+=(fonts-wqy-zenhei); fi
if [ ${#need[@]} -gt 0 ]; then
  cmd="apt-get update && apt-get install -y ${need[*]}"
  if [ "$(id -u)" = 0 ]; then
    echo "Installing ${need[*]} (needed by the browser tests)…"
    if ! (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null); then
      echo "Could not install ${need[*]}. Run as root: $cmd" >&2
      exit 1
    fi
  else
    echo "The browser tests need: ${need[*]}. Run this as root, then npm test again:" >&2
    echo "  sudo sh -c '$cmd'" >&2
    exit 1
  fi
fi

failed_checks=0
# A step returns the command's own status (set -e does not apply inside `f || …`).
# A step that has not ended after its limit (seconds) is stopped: a run that hangs (a test runner that
# never exits) fails with a message instead of running until the CI's own limit.
step() {
  local name=$1 limit=$2; shift 2
  local started=$SECONDS
  echo "== $name"
  timeout --kill-after=30 "$limit" "$@"
  local rc=$?
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then echo "!! $name did not end within $limit s and was stopped"; fi
  if [ $rc -ne 0 ]; then echo "!! $name failed (exit $rc)"; fi
  echo "== $name: $((SECONDS - started)) s"
  echo "$name $((SECONDS - started)) s" >>"$REPORTS/times.txt"
  return $rc
}

# The checks use one core each: two sides run side by side (2 cores), each with its own log. The unit and
# browser tests then run one after the other: side by side (tried) they were slower on a quiet machine
# (npm test 6 min 3 s against 5 min 46 s, the cores already ~90% busy in each) and more fragile under load.
# The typecheck runs TypeScript 7's native compiler (package typescript-native: ~6 CPU-s against ~40 for
# TypeScript 6, which stays for typescript-eslint). The sides hold about the same CPU: the typecheck, dead code
# (knip) and Prettier on one, ESLint on the other. A side's status is the number of its checks that failed.
checks() {
  local failed=0
  while [ $# -gt 0 ]; do
    local name=$1 limit=$2 cmd=$3
    shift 3
    # shellcheck disable=SC2086 # each command is a word list
    step "$name" "$limit" $cmd || failed=$((failed + 1))
  done
  return $failed
}
checks typecheck 900 "node node_modules/typescript-native/bin/tsc --noEmit -p tsconfig.json" "dead code (knip)" 600 "npx knip" \
  "format (prettier)" 600 "npx prettier --check ." >"$REPORTS/typecheck.log" 2>&1 &
typecheck_pid=$!
checks lint 900 "npx eslint ." >"$REPORTS/lint.log" 2>&1 &
lint_pid=$!
wait $typecheck_pid
failed_checks=$((failed_checks + $?))
cat "$REPORTS/typecheck.log"
wait $lint_pid
failed_checks=$((failed_checks + $?))
cat "$REPORTS/lint.log"
step "unit tests" 1800 npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json"
unit_rc=$?
PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/playwright.json" step "browser tests" 3000 npx playwright test --reporter=list,json
e2e_rc=$?

# Each step's wall time (the checks side by side, the two test runners one after the other), then the total.
echo "times: $(paste -sd, "$REPORTS/times.txt" | sed 's/,/, /g'); npm test $((SECONDS / 60)) min $((SECONDS % 60)) s"
node scripts/test-summary.mjs "$REPORTS/vitest.json" "$REPORTS/playwright.json" "$failed_checks" "$unit_rc" "$e2e_rc"
