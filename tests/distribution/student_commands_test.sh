#!/usr/bin/env bash
# Every ./grade command a released student repository quotes works as
# printed, in each assignment's repository: the commands block of its
# docs/student-guide.md (generated per assignment at release) and the
# ./grade lines of its README. Each is run with the grader under test
# (`./grade ARGS` as `GRADER --root REPO ARGS`, in REPO) and must exit 0;
# a --task line must grade exactly the tasks it names. --watch (it never
# ends) is only checked to be an option; ~/my-copy is a copy of the
# template. And attention's example id on another assignment is refused
# with the ids there are.
#   student_commands_test.sh GRADER ROOT WORK
set -euo pipefail
grader=$(realpath "$1")
root=$2
work=$3
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
rm -rf "$work" && mkdir -p "$work"
work=$(realpath "$work")

# The ./grade lines of a released repository's guide block and README.
quoted_commands() {
  local repo=$1
  awk '/<!-- commands: generated for each assignment/ { on = 1; next }
       /<!-- end of commands -->/ { on = 0 }
       on && /^\.\/grade/ { print }' "$repo/docs/student-guide.md"
  awk '/^```sh/ { on = 1; next } /^```/ { on = 0 } on && /^\.\/grade/ { print }' "$repo/README.md"
}

checked=0
for manifest in "$root"/assignments/*/manifest.json; do
  assignment=$(basename "$(dirname "$manifest")")
  repo=$work/$assignment
  "$grader" release --root "$root" --assignment "$assignment" --out "$repo" >/dev/null
  mapfile -t commands < <(quoted_commands "$repo")
  [[ ${#commands[@]} -ge 5 ]] || fail "$assignment: only ${#commands[@]} quoted ./grade lines: ${commands[*]}"
  ids=$(python3 -c 'import json, sys; print(" ".join(t["id"] for t in json.load(open(sys.argv[1]))["tasks"]))' "$manifest")
  for line in "${commands[@]}"; do
    command=${line%%#*}                          # the comment off
    command=${command/\~\/my-copy/$work/my-copy-$assignment}
    read -r -a words <<<"$command"
    args=("${words[@]:1}")
    if [[ " ${args[*]} " == *" --watch "* ]]; then
      [[ $("$grader" --root "$repo" --help) == *"  --watch "* ]] || fail "$assignment: --watch is not an option"
      continue
    fi
    if [[ " ${args[*]} " == *" --submission "* ]]; then
      cp -r "$repo/student_template/$assignment" "$work/my-copy-$assignment"
    fi
    out=$work/$assignment.out
    status=0
    (cd "$repo" && "$grader" --root "$repo" --color never "${args[@]}") >"$out" 2>&1 || status=$?
    [[ $status -eq 0 ]] || { cat "$out"; fail "$assignment: \`$line\` exited $status"; }
    # Each --task ID is a task of this assignment, and the report grades it.
    for ((i = 0; i < ${#args[@]}; i++)); do
      if [[ ${args[i]} == --task ]]; then
        id=${args[i + 1]}
        [[ " $ids " == *" $id "* ]] || fail "$assignment: \`$line\` names task $id; its tasks are $ids"
        grep -q "^FAIL  Task $id " "$out" || { cat "$out"; fail "$assignment: \`$line\` did not grade Task $id"; }
      fi
    done
    checked=$((checked + 1))
  done
  if [[ $assignment != attention ]]; then
    status=0
    (cd "$repo" && "$grader" --root "$repo" --task 2.1) >"$work/wrong.out" 2>&1 || status=$?
    [[ $status -eq 2 ]] || fail "$assignment: --task 2.1 exited $status, not 2"
    expected="grader: error: --task 2.1: assignment $assignment has no such task; its tasks are ${ids// /, }"
    [[ $(cat "$work/wrong.out") == "$expected" ]] ||
      fail "$assignment: --task 2.1 said '$(cat "$work/wrong.out")', not '$expected'"
  fi
done
echo "ok   $checked quoted ./grade commands ran as printed in the released repositories of every assignment"
