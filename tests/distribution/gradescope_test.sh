#!/usr/bin/env bash
# `grade release --gradescope`: the bundle, unpacked into a recreated
# Gradescope layout (/autograder/source, /autograder/submission,
# /autograder/results, here below WORK through AUTOGRADER_ROOT), is set up
# by its setup.sh and grades submissions with run_autograder into
# results.json, against the hidden references.
# usage: gradescope_test.sh GRADER ROOT WORK
set -euo pipefail
grader=$1 root=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
export AUTOGRADER_ROOT=$work/autograder

"$grader" --root "$root" release --gradescope "$work/autograder.zip" >/dev/null
listing=$(cmake -E tar tf "$work/autograder.zip")
for needed in setup.sh run_autograder grade reference_values/attention/hidden/index.json \
              student_template/attention/self_attention.cpp; do
  grep -qx "$needed" <<<"$listing" || fail "the bundle lacks $needed"
done
! grep -q "^solutions/" <<<"$listing" || fail "the bundle holds the solutions"

# What Gradescope does: unpack into source/, run setup.sh there once, copy
# run_autograder to /autograder/, then per submission fill submission/ and run it.
mkdir -p "$AUTOGRADER_ROOT/source" "$AUTOGRADER_ROOT/submission" "$AUTOGRADER_ROOT/results"
(cd "$AUTOGRADER_ROOT/source" && cmake -E tar xf "$work/autograder.zip")
(cd "$AUTOGRADER_ROOT/source" && bash setup.sh) >"$work/setup.log" 2>&1 || { tail -n 30 "$work/setup.log"; fail "setup.sh failed"; }
cp "$AUTOGRADER_ROOT/source/run_autograder" "$AUTOGRADER_ROOT/run_autograder"
[[ $(stat -c %a "$AUTOGRADER_ROOT/source") == 700 ]] || fail "setup.sh left the source folder readable to others"

grade_submission() {  # name files...: grades the files as one submission, prints "score [task scores]"
  local name=$1
  shift
  rm -rf "$AUTOGRADER_ROOT/submission" "$AUTOGRADER_ROOT/results"
  mkdir -p "$AUTOGRADER_ROOT/submission" "$AUTOGRADER_ROOT/results"
  cp "$@" "$AUTOGRADER_ROOT/submission/"
  bash "$AUTOGRADER_ROOT/run_autograder" >"$work/$name.log" 2>&1 || fail "run_autograder exited non-zero for $name"
  cp "$AUTOGRADER_ROOT/results/results.json" "$work/$name.json"
  /usr/bin/python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print(r["score"], [t["score"] for t in r["tests"]][:5], "hidden" in r["output"])' "$work/$name.json"
}

got=$(grade_submission solution "$root"/solutions/attention/*.cpp)
[[ $got == "10.0 [1.0, 3.0, 3.0, 1.0, 2.0] True" ]] || fail "the solution got: $got (expected 10, against the hidden references)"
echo "ok   the solution: $got"
got=$(grade_submission template "$root"/student_template/attention/*)
[[ $got == "0.0 [0.0, 0.0, 0.0, 0.0, 0.0] True" ]] || fail "the template got: $got"
grep -q "not implemented yet (Task 2.1: MultiHeadSelfAttention::scores)" "$work/template.json" || fail "no named stub in the template's results"
echo "ok   the template: $got"
# A submission without the assignment's files: still a results.json, saying why.
got=$(grade_submission empty "$root/README.md")
[[ $got == "0 [] False" ]] || fail "an empty submission got: $got"
grep -q "could not grade this submission (grader exit code 5)" "$work/empty.json" || fail "the empty submission's results.json does not say why"
echo "ok   a submission without the files: $got, with the reason"
