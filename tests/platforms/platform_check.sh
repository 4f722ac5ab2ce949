#!/usr/bin/env bash
# What every supported platform must do, run from a fresh copy of the
# project on that platform (scripts/test-platforms runs it in bare roots):
#   1. the README's first command, `./grade`, installs what is missing, builds,
#      and grades the template: 0 points;
#   2. every assignment's solution gets full marks;
#   3. five submissions (tests/platforms/five_submissions.sh) get exactly the
#      per-task points, hints and rubric extras of tests/platforms/expected_attention.txt,
#      the same file on every platform.
# Prints "N passed, N failed" last; exits 1 if anything failed.
# usage: tests/platforms/platform_check.sh [WORK]   (WORK default: build/platform-check)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=${1:-$root/build/platform-check}
cd "$root"
rm -rf "$work" && mkdir -p "$work"
passed=0 failed=0
ok() { echo "ok   $*"; passed=$((passed + 1)); }
bad() { echo "FAIL $*"; failed=$((failed + 1)); }

source "$root/tests/platforms/summary.sh"

start=$EPOCHREALTIME
./grade --color never >"$work/first.txt" 2>"$work/first.err"
status=$?
seconds=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN {printf "%.1f", b - a}')
cat "$work/first.err"
if [[ $status -eq 0 ]] && grep -q '^Total: 0 / 10' "$work/first.txt"; then
  ok "./grade on a fresh copy: installs, builds and grades the template to 0 / 10 ($seconds s)"
else
  tail -n 20 "$work/first.txt"
  bad "./grade on a fresh copy exited $status: $(grep '^Total' "$work/first.txt" || echo 'no total')"
fi

# The one line that says this machine's compiler is not the course's.
compiler_major=$(g++ -dumpversion | cut -d. -f1)
if [[ $compiler_major == 12 ]]; then
  if grep -q '^Note: built with' "$work/first.txt"; then bad "GCC 12 is the course's compiler, yet: $(grep '^Note: built with' "$work/first.txt")"
  else ok "GCC 12, the course's compiler: no note about the compiler"; fi
else
  if grep -q "^Note: built with GNU $compiler_major.*, the course grades with GNU 12 (with the same pinned xtensor 0.24.3-1" "$work/first.txt"; then
    ok "GCC $compiler_major: the report says the course grades with GCC 12"
  else bad "GCC $compiler_major, but no note about the course's compiler in the report"; fi
fi

while read -r assignment; do
  ./grade --assignment "$assignment" --submission "solutions/$assignment" --color never >"$work/solution-$assignment.txt" 2>&1
  status=$?
  total=$(grep -E '^Total: ' "$work/solution-$assignment.txt" | sed -E 's/^Total: ([0-9.]+) \/ ([0-9.]+).*/\1 \2/')
  read -r got max <<<"${total:-none none}"
  if [[ $status -eq 0 && $got == "$max" && $got != none ]]; then
    ok "solutions/$assignment: $got / $max"
  else
    tail -n 30 "$work/solution-$assignment.txt"
    bad "solutions/$assignment: exit $status, ${got} / ${max}"
  fi
done < <(./grade --list --color never 2>/dev/null | awk '/^  [a-z_]+ / {print $1}')

tests/platforms/five_submissions.sh "$root" "$work/five" || bad "could not write the five submissions"
: >"$work/five.txt"
for name in solution template mistake compile_error crash; do
  ./grade --submission "$work/five/$name" --color never >"$work/five-$name.txt" 2>&1
  { echo "== $name (exit $?)"; report_summary "$work/five-$name.txt"; } >>"$work/five.txt"
done
if diff -u tests/platforms/expected_attention.txt "$work/five.txt" >"$work/five.diff"; then
  ok "the five submissions graded exactly as tests/platforms/expected_attention.txt"
else
  cat "$work/five.diff"
  bad "the five submissions graded differently from tests/platforms/expected_attention.txt (above; reports in $work)"
fi

echo "platform check on $(. /etc/os-release && echo "$PRETTY_NAME"): packages $(dpkg-query -W -f='${Package} ${Version}, ' \
  g++ cmake libopenblas-dev libcsv-dev bubblewrap clang-format 2>/dev/null)"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
