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
[[ ! -e $repo/reference_values/generate_attention.py && ! -e $repo/tests ]] || fail "the generator or the tests are released"
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
GITHUB_OUTPUT=$work/github-output GITHUB_ENV=$work/github-env GITHUB_STEP_SUMMARY=$work/step-summary.md \
  bash scripts/classroom-grade >"$work/log" 2>&1
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

# The step output: the runners' names; their results in GITHUB_ENV. The
# reporter (autograding-grading-reporter@v1) replayed: Classroom records the
# sum of the tests' scores of the runners whose max_score is not 0
# (src/notify-classroom.js, NotifyClassroom); its log's table adds up, per
# runner, passed tests / tests * max_score (src/helpers/test-helpers.js,
# getTestScore). Both are 7 of 10.
[[ $(grep -c '^runners=' "$work/github-output") -eq 1 ]] || fail "expected one runners= line in GITHUB_OUTPUT"
reporter() {  # the reporter's two sums, from GITHUB_OUTPUT and GITHUB_ENV
  /usr/bin/python3 -c '
import base64, json, sys
runners = [l[len("runners="):].strip() for l in open(sys.argv[1]) if l.startswith("runners=")][-1].split(",")
env = dict(l.rstrip("\n").split("=", 1) for l in open(sys.argv[2]) if "=" in l)
table = table_max = points = points_max = 0
for runner in runners:
    r = json.loads(base64.b64decode(env[runner.strip().upper() + "_RESULTS"]))
    assert r["version"] == 1, r
    passed = sum(1 for t in r["tests"] if t["status"] == "pass")
    table += passed / len(r["tests"]) * (r["max_score"] or 0)
    table_max += r["max_score"]
    if r["max_score"]:
        points_max += r["max_score"]
        for t in r["tests"]: points += t["score"]
print(",".join(runners), table, table_max, points, points_max)
' "$1" "$2"
}
points=$(reporter "$work/github-output" "$work/github-env")
[[ $points == "task11,task12,task21,task22,task23,extras 7.0 10.0 7.0 10.0" ]] ||
  fail "the reporter would show and Classroom record: $points (expected 7 of 10 both)"
grep -q "^## Assignment 1: self-attention and multi-head self-attention: 7 / 10" "$work/step-summary.md" ||
  fail "the job summary is not the Markdown report"
/usr/bin/python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["score"] == 7, r["score"]' results.json ||
  fail "results.json"
echo "ok   GitHub Classroom gets 7 of 10 in the reporter's table and in its record ($points), the job summary and results.json agree"
# No course solution ships here, so no value is judged on fresh inputs
# against it (issue 51 item 2): the report says the grade is advisory, and why.
grep -qF "Note: this grade is advisory: this repository holds no course solution (a student's never does), so values were checked on the stored cases alone, which answers stored in the code would pass; the course's grade also judges fresh inputs against its solution" "$work/log" ||
  { tail -n 20 "$work/log"; fail "the Classroom report does not say its grade is advisory"; }
echo "ok   the Classroom report says its grade is advisory (no course solution in a student repository)"

# When the grader fails (here: the student's files are gone, exit 5; one
# missing file is graded, its tasks 0, by the one intake rule), the step
# still hands the reporter one runner of 0 points out of 10 with the reason,
# and fails: Classroom records 0 for this commit, not the last one's points.
mv student_template/attention/self_attention.cpp "$work/self_attention.cpp"
mv student_template/attention/multi_head_self_attention.cpp "$work/multi_head_self_attention.cpp"
set +e
GITHUB_OUTPUT=$work/failed-output GITHUB_ENV=$work/failed-env GITHUB_STEP_SUMMARY=$work/failed-summary.md \
  bash scripts/classroom-grade >"$work/failed.log" 2>&1
status=$?
set -e
mv "$work/self_attention.cpp" student_template/attention/self_attention.cpp
mv "$work/multi_head_self_attention.cpp" student_template/attention/multi_head_self_attention.cpp
[[ $status -eq 1 ]] || { tail -n 20 "$work/failed.log"; fail "scripts/classroom-grade exited $status when the grader failed (expected 1)"; }
[[ $(reporter "$work/failed-output" "$work/failed-env") == "notgraded 0.0 10 0 10" ]] ||
  fail "a failed grade reports $(reporter "$work/failed-output" "$work/failed-env") (expected 0 of 10)"
message=$(sed -n 's/^NOTGRADED_RESULTS=//p' "$work/failed-env" | base64 -d |
  /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["tests"][0]["message"])')
[[ $message == "Not graded: the grader could not find your files: check that you committed the files of student_template/attention/. The log of the Grade step says more." ]] ||
  fail "the 0-point result says: $message"
echo "ok   a grader failure reports 0 of 10 with the reason (runner notgraded) and fails the step"

# The workflow keeps build/ between pushes (actions/cache). A checkout gives
# files new times, or old ones (a commit's time): make then rebuilds
# everything, or nothing. The grader reuses a student file's object only
# while the bytes of every file it was compiled from are unchanged, so
# student code is never stale whatever the times; scripts/ci-build-cache
# restore sets the course's files' times from the contents build/ was built
# from, so that make rebuilds nothing of theirs either. Here: the next push changes
# multi_head_self_attention.cpp back to the template's, and its checkout has
# old times everywhere; the grader was not rebuilt from the course's files,
# and only the changed file is recompiled.
bash scripts/ci-build-cache record
[[ -s build/.sources ]] || fail "ci-build-cache record wrote no build/.sources"
cd "$work"
mv "$repo" "$work/previous"
mkdir "$repo"
tar -C "$work/previous" --exclude=./build -cf - . | tar -C "$repo" -xf -
cp "$root/student_template/attention/multi_head_self_attention.cpp" "$repo/student_template/attention/"
find "$repo" -type f -exec touch -d '2001-01-01 00:00:00 UTC' {} +
mv "$work/previous/build" "$repo/build"
cd "$repo"
mhsa_object=("$repo"/build/submissions/*/objects/multi_head_self_attention.cpp.o)
sa_object=("$repo"/build/submissions/*/objects/self_attention.cpp.o)
pch=("$repo"/build/prebuilt/attention/assignments/attention/CMakeFiles/attention_pch.dir/cmake_pch.hxx.gch)
for file in "${mhsa_object[@]}" "${sa_object[@]}" "${pch[@]}"; do [[ -f $file ]] || fail "not in the build folder: $file"; done
times() { stat -c %Y "${mhsa_object[0]}" "${sa_object[0]}" "${pch[0]}" | tr '\n' ' '; }
read -r mhsa_before sa_before pch_before <<<"$(times)"
score_now() {
  ./grade --color never --json "$work/next.json" >"$work/next.log" 2>&1 || { tail -n 30 "$work/next.log"; fail "./grade failed"; }
  /usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["score"])' "$work/next.json"
}
# Without restore too: make sees old times everywhere, but the changed
# file's bytes are not the ones its object was compiled from (it was 7 of 10
# here, a stale harness, when the build compared the checkout's times).
[[ $(score_now) == 4* ]] || { tail -n 30 "$work/next.log"; fail "with every file old and nothing restored, the changed file was not recompiled (expected 4 of 10)"; }
restore_log=$(bash scripts/ci-build-cache restore 2>&1)
[[ $restore_log == *" 1 changed or new"* ]] || fail "ci-build-cache restore: $restore_log (expected 1 changed file)"
[[ $(score_now) == 4* ]] || { tail -n 30 "$work/next.log"; fail "after restore the changed file was not recompiled (expected 4 of 10)"; }
if grep -q 'Building CXX' build/grader/build.log; then fail "the grader was rebuilt although none of its files changed"; fi
read -r mhsa_after sa_after pch_after <<<"$(times)"
[[ $mhsa_after -gt $mhsa_before ]] || fail "multi_head_self_attention.cpp.o was not rebuilt"
[[ $sa_after -eq $sa_before && $pch_after -eq $pch_before ]] ||
  fail "self_attention.cpp.o or the precompiled header was rebuilt although nothing they use changed"
echo "ok   a cached build/ after a checkout with old times: the one changed file is rebuilt (4 of 10)," \
  "not the grader, the other file or the precompiled header"

# A file that does not compile costs only its own tasks here too: the stubs
# that stand in for it are the course's copy (assignments/attention/template/),
# not the student's own broken file (which cost every task here before).
[[ -f assignments/attention/template/multi_head_self_attention.cpp ]] || fail "the release has no assignments/attention/template/"
echo "this does not compile;" >>student_template/attention/multi_head_self_attention.cpp
[[ $(score_now) == 4* ]] || { tail -n 30 "$work/next.log"; fail "a broken multi_head_self_attention.cpp cost more than its tasks (expected 4 of 10)"; }
grep -q "multi_head_self_attention.cpp:.*error: expected unqualified-id before 'this'" "$work/next.log" ||
  { tail -n 30 "$work/next.log"; fail "the compiler's error is not in the report"; }
echo "ok   a file that does not compile in the student repository costs only its tasks (4 of 10)"
