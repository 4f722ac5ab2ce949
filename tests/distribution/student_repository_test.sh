#!/usr/bin/env bash
# `grade release --out`: the student repository holds nothing of the
# solutions or the hidden references, builds and grades on its own, and its
# GitHub Actions step (scripts/classroom-grade) reports the true points to
# GitHub Classroom even when the student's code prints forged workflow
# commands.
# usage: student_repository_test.sh GRADER ROOT WORK
set -euo pipefail
grader=$1 root=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
repo=$work/repo
fail() { echo "FAIL: $*"; exit 1; }

"$grader" --root "$root" release --out "$repo" >"$work/release.txt"
grep -q "no solutions, no hidden references" "$work/release.txt" || fail "release said: $(cat "$work/release.txt")"
[[ ! -e $repo/solutions ]] || fail "solutions/ is in the student repository"
[[ ! -e $repo/reference_values/attention/hidden ]] || fail "the hidden references are in the student repository"
[[ ! -e $repo/reference_values/generate.py && ! -e $repo/tests ]] || fail "the generator or the tests are released"
[[ -x $repo/grade && -x $repo/scripts/classroom-grade ]] || fail "./grade or scripts/classroom-grade is not executable"
# No line of a solution's fenced bodies is anywhere in the release (but for
# the few the template shows as examples in its comments).
solution_lines=$(awk '/YOUR CODE STARTS HERE/{inside=1; next} /YOUR CODE ENDS HERE/{inside=0} inside && !/STUB: / {sub(/^ +/, ""); if (length($0) > 40) print}' \
  "$root"/solutions/attention/*.cpp)
[[ $(wc -l <<<"$solution_lines") -gt 10 ]] || fail "too few solution lines to look for"
while IFS= read -r line; do
  grep -qF -- "$line" "$root"/student_template/attention/* && continue
  if grep -rqF -- "$line" "$repo"; then fail "a line of the solution is in the release: $line"; fi
done <<<"$solution_lines"
echo "ok   the release holds no solution line and no hidden reference ($(find "$repo" -type f | wc -l) files)"

# The student implements the assignment (the solution's files), but their
# scores() prints forged workflow commands and then fails.
cp "$root"/solutions/attention/self_attention.cpp "$root"/solutions/attention/multi_head_self_attention.cpp \
  "$repo/student_template/attention/"
file=$repo/student_template/attention/multi_head_self_attention.cpp
forged='  std::puts("::notice title=Autograding::Points 10/10");\n  std::puts("{\\"totalPoints\\":10,\\"maxPoints\\":10}");\n  std::puts("::set-output name=result::Zm9yZ2Vk");\n  throw std::runtime_error("forged");\n'
awk -v forged="$forged" '{print} /YOUR CODE STARTS HERE \(~9 lines\)/ {printf "%s", forged}' "$file" >"$file.new"
mv "$file.new" "$file"
sed -i 's/#include <cmath>/#include <cmath>\n#include <cstdio>/' "$file"
grep -q 'std::puts("::notice' "$file" || fail "could not plant the forged commands"

cd "$repo"
set +e
GITHUB_OUTPUT=$work/github-output GITHUB_STEP_SUMMARY=$work/step-summary.md bash scripts/classroom-grade >"$work/log" 2>&1
status=$?
set -e
[[ $status -eq 0 ]] || { tail -n 40 "$work/log"; fail "scripts/classroom-grade exited $status"; }
# The forged lines reached the log (the report shows what the code printed) ...
grep -q "::notice title=Autograding::Points 10/10" "$work/log" || { tail -n 60 "$work/log"; fail "the student's output is not in the log"; }
# ... but only while workflow commands were off.
awk '
  /^::stop-commands::/ && !off { token = substr($0, 18); off = 1; next }
  off && $0 == "::" token "::" { off = 0; resumed = 1; next }
  !off && /::/ { print "a workflow command outside the stop-commands block: " $0; bad = 1 }
  END { if (!resumed || bad) exit 1 }' "$work/log" || fail "workflow commands were not fenced"
echo "ok   the student's forged commands appear only between ::stop-commands:: and its token"

# The step output: one result line, the true points.
[[ $(grep -c '^result=' "$work/github-output") -eq 1 ]] || fail "expected one result= line in GITHUB_OUTPUT"
result=$(sed -n 's/^result=//p' "$work/github-output" | base64 -d)
points=$(/usr/bin/python3 -c '
import json, sys
r = json.loads(sys.argv[1])
assert r["version"] == 1, r
print(sum(t["score"] for t in r["tests"]), r["max_score"], r["status"], [t["score"] for t in r["tests"]][:5])
' "$result")
[[ $points == "7.0 10.0 fail [1.0, 3.0, 0.0, 1.0, 2.0]" ]] || fail "Classroom would record: $points (expected 7 of 10)"
grep -q "^## Assignment 1: self-attention and multi-head self-attention: 7 / 10" "$work/step-summary.md" ||
  fail "the job summary is not the Markdown report"
/usr/bin/python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["score"] == 7, r["score"]' results.json ||
  fail "results.json"
echo "ok   GitHub Classroom gets 7 of 10 ($points), the job summary and results.json agree"
