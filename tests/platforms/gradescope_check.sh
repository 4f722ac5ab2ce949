#!/usr/bin/env bash
# Gradescope's steps, in a root that stands in for its base image: the
# bundle (`grade release --gradescope`, unpacked by scripts/test-platforms
# into /root/inputs/autograder/source) moves to /autograder/source, setup.sh
# runs there once, then run_autograder grades the five cross-platform
# submissions (tests/platforms/five_submissions.sh) against the hidden
# references, each in a fresh /autograder/submission. Every one must leave a
# results.json and grade exactly as tests/platforms/expected_attention.txt.
# Prints "N passed, N failed" last.
# usage (in the root, from the project copy): tests/platforms/gradescope_check.sh
set -uo pipefail
project=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=/root/gradescope-check
rm -rf "$work" /autograder && mkdir -p "$work"
passed=0 failed=0
ok() { echo "ok   $*"; passed=$((passed + 1)); }
bad() { echo "FAIL $*"; failed=$((failed + 1)); }
source "$project/tests/platforms/summary.sh"

mv /root/inputs/autograder /autograder
start=$EPOCHREALTIME
if (cd /autograder/source && bash setup.sh) >"$work/setup.log" 2>&1; then
  ok "setup.sh ($(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN {printf "%.1f", b - a}') s)"
else
  tail -n 30 "$work/setup.log"
  bad "setup.sh failed"
  echo "$passed passed, $failed failed"
  exit 1
fi
grep '^setup-deps' "$work/setup.log"
cp /autograder/source/run_autograder /autograder/run_autograder

"$project/tests/platforms/five_submissions.sh" "$project" "$work/five" || bad "could not write the five submissions"
: >"$work/five.txt"
for name in solution template mistake compile_error crash; do
  rm -rf /autograder/submission /autograder/results
  mkdir -p /autograder/submission /autograder/results
  cp "$work/five/$name"/* /autograder/submission/
  start=$EPOCHREALTIME
  bash /autograder/run_autograder >"$work/five-$name.txt" 2>&1
  status=$?
  seconds=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN {printf "%.1f", b - a}')
  if [[ $status -eq 0 && -s /autograder/results/results.json ]] && grep -q '"tests": \[' /autograder/results/results.json; then
    ok "run_autograder for $name: results.json written ($seconds s)"
  else
    tail -n 20 "$work/five-$name.txt"
    bad "run_autograder for $name: exit $status, results.json: $(head -c 300 /autograder/results/results.json 2>/dev/null)"
  fi
  { echo "== $name (exit $status)"; report_summary "$work/five-$name.txt"; } >>"$work/five.txt"
done
if diff -u "$project/tests/platforms/expected_attention.txt" "$work/five.txt" >"$work/five.diff"; then
  ok "the five submissions graded through the bundle exactly as tests/platforms/expected_attention.txt"
else
  cat "$work/five.diff"
  bad "the five submissions graded differently through the bundle (above; logs in $work)"
fi
echo "gradescope check on $(. /etc/os-release && echo "$PRETTY_NAME"): $(g++ --version | head -n 1), $(cmake --version | head -n 1)"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
