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

# The framework's hidden set is published with it: a bundle of it is refused
# unless asked for, then made with a warning for the instructor.
published=$(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["hidden"]["attention"])' \
  "$root/reference_values/published.json")
set +e
refusal=$("$grader" --root "$root" release --gradescope "$work/autograder.zip" 2>&1)
status=$?
set -e
[[ $status -eq 3 && ! -e $work/autograder.zip ]] || fail "a bundle of the published hidden set: exit $status, not refused"
[[ $refusal == "grader: error: release --gradescope: the hidden set reference_values/attention/hidden is the one published with the framework (checksum $published in reference_values/published.json): anyone can download its answers. Make the course's own with \`./grade course init --seed-file FILE\` (FILE outside the repository), or give --allow-published-hidden-set to bundle it anyway" ]] ||
  fail "the refusal says: $refusal"
"$grader" --root "$root" release --gradescope "$work/autograder.zip" --allow-published-hidden-set >/dev/null 2>"$work/release.err"
[[ $(cat "$work/release.err") == "WARNING: the Gradescope bundle grades against the hidden set published with the framework (reference_values/attention/hidden, checksum ${published:0:12} in reference_values/published.json): anyone can download its answers (--allow-published-hidden-set)" ]] ||
  fail "release --allow-published-hidden-set says: $(cat "$work/release.err")"
echo "ok   a bundle of the published hidden set: refused (exit 3), made with --allow-published-hidden-set"
listing=$(cmake -E tar tf "$work/autograder.zip")
for needed in setup.sh run_autograder grade reference_values/attention/hidden/index.json reference_values/published.json \
              student_template/attention/self_attention.cpp solutions/attention/self_attention.cpp \
              solutions/attention/multi_head_self_attention.cpp; do
  grep -qx "$needed" <<<"$listing" || fail "the bundle lacks $needed"
done
# The solution's code files only (the oracle of the examples made small), not its written answers.
[[ $(grep -c "^solutions/" <<<"$listing") -eq 2 ]] || fail "the bundle holds more of solutions/ than its two code files"

# What Gradescope does: unpack into source/, run setup.sh there once, copy
# run_autograder to /autograder/, then per submission fill submission/ and run it.
mkdir -p "$AUTOGRADER_ROOT/source" "$AUTOGRADER_ROOT/submission" "$AUTOGRADER_ROOT/results"
(cd "$AUTOGRADER_ROOT/source" && cmake -E tar xf "$work/autograder.zip")
(cd "$AUTOGRADER_ROOT/source" && bash setup.sh) >"$work/setup.log" 2>&1 || { tail -n 30 "$work/setup.log"; fail "setup.sh failed"; }
cp "$AUTOGRADER_ROOT/source/run_autograder" "$AUTOGRADER_ROOT/run_autograder"
[[ $(stat -c %a "$AUTOGRADER_ROOT/source/reference_values") == 700 ]] || fail "setup.sh left the reference sets readable to others"
[[ -z $(find "$AUTOGRADER_ROOT/source/reference_values" -perm /o+r) ]] || fail "a reference file is readable to others"
if [[ $(id -u) -eq 0 ]] && runuser -u nobody -- cat "$AUTOGRADER_ROOT/source/reference_values/attention/hidden/index.json" >/dev/null 2>&1; then
  fail "the user nobody, who compiles and runs student code, can read the hidden references"
fi
# setup.sh built the solution as the oracle, and keeps it and its source from other users.
oracle=$(ls "$AUTOGRADER_ROOT"/source/build/oracle/attention/solution-* 2>/dev/null || true)
[[ -n $oracle ]] || { tail -n 30 "$work/setup.log"; fail "setup.sh did not build the solution as the oracle"; }
for kept in solutions build/oracle; do
  [[ $(stat -c %a "$AUTOGRADER_ROOT/source/$kept") == 700 ]] || fail "setup.sh left $kept readable to others"
done
if [[ $(id -u) -eq 0 ]] && runuser -u nobody -- cat "$oracle" >/dev/null 2>&1; then
  fail "the user nobody can read the solution's program"
fi
echo "ok   setup.sh: the solution built as the oracle, solutions/ and build/oracle/ the grader's alone"

grade_submission() {  # name files...: grades the files as one submission, prints "score [task scores]"
  local name=$1
  shift
  rm -rf "$AUTOGRADER_ROOT/submission" "$AUTOGRADER_ROOT/results"
  mkdir -p "$AUTOGRADER_ROOT/submission" "$AUTOGRADER_ROOT/results"
  cp -P "$@" "$AUTOGRADER_ROOT/submission/"  # links stay links, as a student's upload may hold them
  bash "$AUTOGRADER_ROOT/run_autograder" >"$work/$name.log" 2>&1 || fail "run_autograder exited non-zero for $name"
  cp "$AUTOGRADER_ROOT/results/results.json" "$work/$name.json"
  /usr/bin/python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
graded = [t for t in r["tests"] if not t["name"].startswith("Public check, ")]
print(r["score"], [t.get("score") for t in graded][:5], "hidden" in r["output"])' "$work/$name.json"
}

got=$(grade_submission solution "$root"/solutions/attention/*.cpp)
[[ $got == "10.0 [1.0, 3.0, 3.0, 1.0, 2.0] True" ]] || fail "the solution got: $got (expected 10, against the hidden references)"
echo "ok   the solution: $got"
# Gradescope's full spec: the hidden set's tests (the grade) shown after the
# due date, the public set's as 0-point feedback shown at once, plain text.
/usr/bin/python3 - "$work/solution.json" <<'PY' || fail "results.json does not follow the manifest's Gradescope settings"
import json, sys
r = json.load(open(sys.argv[1]))
public = [t for t in r["tests"] if t["name"].startswith("Public check, Task ")]
graded = [t for t in r["tests"] if t["name"].startswith("Task ")]
assert r["output_format"] == "text" and r["test_output_format"] == "text", r
assert r["stdout_visibility"] == "hidden" and "visibility" not in r, r
assert len(public) == 5 and all(t["visibility"] == "visible" and t["max_score"] == 0 and t["status"] == "passed"
                                for t in public), public
assert len(graded) == 5 and all(t["visibility"] == "after_due_date" and t["output_format"] == "text"
                                for t in graded), graded
assert sum(t.get("score", 0) for t in r["tests"]) == r["score"] == 10, r["score"]
PY
echo "ok   results.json: 5 graded tests after the due date, 5 public 0-point tests shown at once, plain text"
# Graded with the published hidden set: the instructor is told in the log
# (hidden from students: stdout_visibility) and in extra_data, never in what
# the student reads (the output and the tests).
warning="WARNING: grading against the hidden set published with the framework (reference_values/attention/hidden is attention's, checksum ${published:0:12} in reference_values/published.json): anyone can download its answers; make the course's own with \`./grade course init --seed-file FILE\` (FILE outside the repository)"
grep -qxF "$warning" "$work/solution.log" || fail "run_autograder's log does not warn of the published hidden set"
/usr/bin/python3 - "$work/solution.json" "$warning" <<'PY' || fail "results.json: the warning is not the instructor's alone"
import json, sys
r, warning = json.load(open(sys.argv[1])), sys.argv[2]
assert r["extra_data"]["warnings"] == [warning], r.get("extra_data")
student_visible = r["output"] + "".join(t.get("output", "") + t["name"] for t in r["tests"])
assert "published" not in student_visible and "course init" not in student_visible, student_visible
PY
echo "ok   the published hidden set: warned in run_autograder's log and extra_data, not in the student's feedback"
got=$(grade_submission template "$root"/student_template/attention/*)
[[ $got == "0.0 [0.0, 0.0, 0.0, 0.0, 0.0] True" ]] || fail "the template got: $got"
grep -q "not implemented yet (Task 2.1: MultiHeadSelfAttention::scores)" "$work/template.json" || fail "no named stub in the template's results"
echo "ok   the template: $got"
# One mistake (scores not scaled): its task's example is made small against
# the solution, whole in the public feedback test, shapes only in the graded
# (hidden) one; the other tasks keep their points.
mkdir -p "$work/unscaled"
cp "$root"/solutions/attention/*.cpp "$work/unscaled/"
sed -i 's|const float scale = std::sqrt(static_cast<float>(head_size));|const float scale = 1.0f;|' \
  "$work/unscaled/multi_head_self_attention.cpp"
! cmp -s "$work/unscaled/multi_head_self_attention.cpp" "$root/solutions/attention/multi_head_self_attention.cpp" ||
  fail "the mistake was not made in the solution's copy"
got=$(grade_submission unscaled "$work"/unscaled/*.cpp)
[[ $got == "7.0 [1.0, 3.0, 0.0, 1.0, 2.0] True" ]] || fail "the unscaled scores got: $got"
/usr/bin/python3 - "$work/unscaled.json" <<'PY' || fail "results.json of the unscaled scores has no example made small"
import json, sys
r = json.load(open(sys.argv[1]))
public = next(t for t in r["tests"] if t["name"].startswith("Public check, Task 2.1"))["output"]
graded = next(t for t in r["tests"] if t["name"].startswith("Task 2.1"))["output"]
assert "Failing example made small (from mhsa.scores, case " in public, public
assert "; expected: the course's solution), shown whole:" in public and "first entry that differs" in public, public
assert "; expected: the course's solution; a hidden case, so its shapes only):" in graded, graded
PY
echo "ok   a mistake: $got, its example made small against the solution (whole in public, shapes in hidden)"
# The same without namespaces (student code as nobody, the solution as the
# grader in a folder of its own): the same example.
(cd "$AUTOGRADER_ROOT/source" && ./grade --assignment attention --submission "$work/unscaled" --sandbox user \
  --color never --task 2.1) >"$work/unscaled_user.txt" 2>&1 || fail "--sandbox user: exit $?"
grep -q "as the unprivileged user nobody\|run as the unprivileged user nobody" "$work/unscaled_user.txt" ||
  fail "--sandbox user did not run the student's code as nobody"
grep -q "Failing example made small (from mhsa.scores, case " "$work/unscaled_user.txt" ||
  fail "--sandbox user: no example made small: $(cat "$work/unscaled_user.txt")"
echo "ok   the same with --sandbox user: the example made small"
# A submission without the assignment's files: still a results.json, saying why.
got=$(grade_submission empty "$root/README.md")
[[ $got == "0 [] False" ]] || fail "an empty submission got: $got"
grep -q "could not grade this submission (grader exit code 5)" "$work/empty.json" || fail "the empty submission's results.json does not say why"
echo "ok   a submission without the files: $got, with the reason"
# The solution, but self_attention.cpp embeds the hidden index at compile
# time (.incbin, by absolute path): the compiler cannot see it, so that
# file's tasks are lost and nothing of the hidden set reaches results.json.
mkdir -p "$work/embeds_hidden"
cp "$root"/solutions/attention/*.cpp "$work/embeds_hidden/"
hidden_index=$AUTOGRADER_ROOT/source/reference_values/attention/hidden/index.json
printf 'asm(".section .rodata\\n.incbin \\"%s\\"\\n.previous");\n' "$hidden_index" >>"$work/embeds_hidden/self_attention.cpp"
got=$(grade_submission embeds_hidden "$work"/embeds_hidden/*.cpp)
[[ $got == "6.0 [0.0, 0.0, 3.0, 1.0, 2.0] True" ]] || fail "the submission embedding the hidden index got: $got"
grep -q "file not found: $hidden_index" "$work/embeds_hidden.json" || fail "no 'file not found' for the embedded file"
hidden_checksum=$(grep -m1 -o '"sha256": "[0-9a-f]*"' "$hidden_index" | cut -d'"' -f4)
[[ -n $hidden_checksum ]] && ! grep -q "$hidden_checksum" "$work/embeds_hidden.json" || fail "results.json holds hidden bytes"
echo "ok   a submission embedding the hidden index at compile time: $got, no hidden byte in results.json"

# The whole compile-time catalogue (tests/hostile/compile_time.json) in this
# layout: exact task points, and no value or checksum found only in the
# hidden set anywhere in results.json.
/usr/bin/python3 - "$root" "$AUTOGRADER_ROOT/source" "$work/attacks" <<'PY'
import json, os, sys
root, source, out = sys.argv[1:4]
catalogue = json.load(open(os.path.join(root, "tests/hostile/compile_time.json")))
def here(text):
    return text.replace("@ROOT@", source)
for attack in catalogue["attacks"]:
    folder = os.path.join(out, attack["name"])
    os.makedirs(folder)
    for name in ("self_attention.cpp", "multi_head_self_attention.cpp"):
        text = open(os.path.join(root, "solutions/attention", name)).read()
        if attack["file"] == name:
            if "content" in attack: text = here(attack["content"])
            text = here(attack.get("prepend", "")) + text + here(attack.get("append", ""))
        open(os.path.join(folder, name), "w").write(text)
    for name, text in attack.get("files", {}).items():
        open(os.path.join(folder, name), "w").write(here(text))
    for name, target in attack.get("links", {}).items():
        os.symlink(here(target), os.path.join(folder, name))
    open(os.path.join(folder, ".expect"), "w").write(str([float(x) for x in attack["expect"]]))
PY
hidden_only=$work/hidden_only.txt
/usr/bin/python3 - "$root" >"$hidden_only" <<'PY'
import os, re, sys
def values(folder):
    found = set()
    for name in os.listdir(folder):
        found |= set(re.findall(r"-?[0-9]\.[0-9]{6,}|[0-9a-f]{64}", open(os.path.join(folder, name)).read()))
    return found
base = os.path.join(sys.argv[1], "reference_values/attention")
print("\n".join(sorted(values(os.path.join(base, "hidden")) - values(os.path.join(base, "public")))))
PY
(( $(wc -l <"$hidden_only") > 1000 )) || fail "too few hidden-only values to look for"
for folder in "$work"/attacks/*/; do
  name=$(basename "$folder")
  files=("$folder"*)  # not .expect
  got=$(grade_submission "attack_$name" "${files[@]}")
  tasks=${got#* }
  tasks=${tasks% *}
  [[ $tasks == "$(cat "$folder/.expect")" ]] || fail "compile-time attack $name got $got, expected tasks $(cat "$folder/.expect")"
  ! grep -qFf "$hidden_only" "$work/attack_$name.json" || fail "results.json of $name holds a hidden value: $(grep -oFf "$hidden_only" "$work/attack_$name.json" | head -1)"
  echo "ok   compile-time attack $name: $got, no hidden value in results.json"
done
[[ ! -e /tmp/stolen ]] || fail "a submission's CMakeLists.txt ran"
