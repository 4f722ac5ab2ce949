#!/usr/bin/env bash
# `grade course init --seed-file FILE`: a course's own hidden sets. In a copy
# of the repository (a course's private repository), every assignment's
# hidden set is made again from a private seed: each differs from the one
# published with the framework (reference_values/published.json), does not
# record the seed, grades its solution to full marks (course init grades it,
# building it as ./grade does; here also the test build's solution
# harnesses), and the same seed makes the same set again. A seed inside the
# repository and a machine without PyTorch are refused with exact messages
# and nothing changed; the course's own set is released to Gradescope
# without --allow-published-hidden-set and without a warning.
# usage: course_hidden_set_test.sh GRADER ROOT HARNESS_DIR WORK
set -euo pipefail
grader=$1 root=$2 harnesses=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
course=$work/course
assignments=(attention from_scratch labml_mha torch_mha udl_multihead)

# The course's repository: the framework's files as they are in this tree.
mkdir -p "$course"
(cd "$root" && git ls-files --cached --others --exclude-standard -z | grep -zv '^build/' |
  xargs -0 cp --parents -t "$course" 2>/dev/null) || true
for needed in grade reference_values/published.json reference_values/attention/hidden/index.json grader/app/main.cpp; do
  [[ -e $course/$needed ]] || fail "the copy of the repository lacks $needed"
done
published() { /usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["hidden"][sys.argv[2]])' \
  "$root/reference_values/published.json" "$1"; }
checksum() { (cd "$root/reference_values" && /usr/bin/python3 -c \
  'import sys, reference_writer; print(reference_writer.set_checksum(sys.argv[1]))' "$1"); }

# Refused: a seed inside the repository, a machine without PyTorch. Nothing changes.
before=$(cd "$course/reference_values" && find . -type f -exec sha256sum {} + | sort | sha256sum)
set +e
out=$("$grader" --root "$course" course init --seed-file "$course/seed" 2>&1)
status=$?
set -e
[[ $status -eq 2 ]] || fail "a seed inside the repository: exit $status, not 2: $out"
[[ $out == "grader: error: course init: --seed-file $course/seed is inside the repository ($course): keep the seed outside it, where no commit can take it along (e.g. ~/course-private/seed)" ]] ||
  fail "a seed inside the repository: $out"
[[ ! -e $course/seed ]] || fail "a seed file was written inside the repository"
cat >"$work/python-without-torch" <<'SH'
#!/bin/sh
# /usr/bin/python3 as a machine without python3-torch has it.
if [ "$1" = "-c" ] && [ "$2" = "import torch" ]; then
  echo "ModuleNotFoundError: No module named 'torch'" >&2
  exit 1
fi
exec /usr/bin/python3 "$@"
SH
chmod +x "$work/python-without-torch"
set +e
out=$(GRADER_PYTHON=$work/python-without-torch "$grader" --root "$course" course init --seed-file "$work/seed" 2>&1)
status=$?
set -e
[[ $status -eq 7 ]] || fail "without PyTorch: exit $status, not 7: $out"
[[ $out == "grader: error: course init: $work/python-without-torch cannot import torch, which reference_values/generate_attention.py (attention) needs: install python3-numpy and python3-torch (sudo apt-get install python3 python3-numpy python3-torch; scripts/setup-deps --test installs them); nothing was changed" ]] ||
  fail "without PyTorch: $out"
[[ ! -e $work/seed ]] || fail "a seed file was written though nothing could be generated"
after=$(cd "$course/reference_values" && find . -type f -exec sha256sum {} + | sort | sha256sum)
[[ $before == "$after" ]] || fail "a refused course init changed reference_values/"
echo "ok   refused: a seed inside the repository (exit 2), no PyTorch (exit 7); nothing changed"

# The course's own sets, from a new private seed.
"$grader" --root "$course" course init --seed-file "$work/seed" >"$work/init.log" 2>&1 ||
  { cat "$work/init.log"; fail "course init failed"; }
grep -qx "wrote a new private seed to $work/seed (readable by you only): keep it, outside the repository and backed up; the same seed makes the same hidden sets again" "$work/init.log" ||
  fail "no word of the new seed: $(cat "$work/init.log")"
[[ $(stat -c %a "$work/seed") == 600 ]] || fail "the new seed file is readable by others"
[[ $(tr -d '\n' <"$work/seed") =~ ^[0-9a-f]{64}$ ]] || fail "the new seed is not 64 hex digits"
seed=$(tr -d '\n' <"$work/seed")
! grep -rqF "$seed" "$course" || fail "the seed was written into the repository"
for assignment in "${assignments[@]}"; do
  set_dir=$course/reference_values/$assignment/hidden
  now=$(checksum "$set_dir")
  [[ $now != "$(published "$assignment")" ]] || fail "$assignment: the hidden set is still the published one"
  grep -qx "  reference_values/$assignment/hidden: [0-9]* cases, checksum ${now:0:12}, the solution at full marks\( (drawn [0-9] times)\)\? (was the published set $(published "$assignment" | cut -c1-12))" "$work/init.log" ||
    fail "$assignment: course init did not name its set: $(cat "$work/init.log")"
  /usr/bin/python3 - "$set_dir/index.json" "$root/reference_values/$assignment/hidden/index.json" <<'PY' ||
import json, sys
mine, theirs = (json.load(open(p)) for p in sys.argv[1:])
assert mine["generator"]["seeds"].startswith("derived from the course's private seed (--seed-file; not recorded)"), \
    mine["generator"]
assert [f["path"] for f in mine["files"]] == [f["path"] for f in theirs["files"]], "other files than the published set's"
# Only files without drawn values (shapes, expected errors) may be the published set's.
assert sum(a["sha256"] != b["sha256"] for a, b in zip(mine["files"], theirs["files"])) >= len(mine["files"]) - 2, \
    "most files are the published set's"
PY
    fail "$assignment: its index.json"
  # Every solution scores full marks on the course's own set.
  got=$("$grader" --root "$root" --assignment "$assignment" --harness "$harnesses/${assignment}_solution_harness" \
    --references "$set_dir" --color never 2>"$work/$assignment.err" | grep '^Total:')
  [[ $got == "Total: 10 / 10"* ]] || fail "$assignment: the solution on the course's own hidden set: $got"
  ! grep -q "WARNING" "$work/$assignment.err" || fail "$assignment: warned about the course's own set"
  echo "ok   $assignment: a hidden set of its own (checksum ${now:0:12}), the solution $got"
done
# The public sets stay exactly as published.
for assignment in "${assignments[@]}"; do
  diff -r "$root/reference_values/$assignment/public" "$course/reference_values/$assignment/public" >/dev/null ||
    fail "$assignment: course init changed the public set"
done

# The same seed makes the same set (udl_multihead: NumPy only, the quickest).
cp -r "$course/reference_values/udl_multihead/hidden" "$work/udl-first"
"$grader" --root "$course" --assignment udl_multihead course init --seed-file "$work/seed" >"$work/again.log" 2>&1 ||
  { cat "$work/again.log"; fail "course init --assignment udl_multihead failed"; }
diff -r "$work/udl-first" "$course/reference_values/udl_multihead/hidden" >/dev/null ||
  fail "the same seed made another udl_multihead set"
grep -q "^  reference_values/udl_multihead/hidden: 28 cases, checksum .*, the solution at full marks.* (unchanged: this seed made it before)$" "$work/again.log" ||
  fail "course init did not say the set is unchanged: $(cat "$work/again.log")"
echo "ok   the same seed makes the same set, byte for byte"

# The course's own set is released without the flag, and without a warning.
"$grader" --root "$course" release --gradescope "$work/autograder.zip" >"$work/release.log" 2>&1 ||
  { cat "$work/release.log"; fail "release --gradescope refused the course's own hidden set"; }
! grep -q "WARNING" "$work/release.log" || fail "release warned about the course's own set: $(cat "$work/release.log")"
echo "ok   release --gradescope takes the course's own hidden set"
