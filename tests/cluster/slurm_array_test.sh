#!/usr/bin/env bash
# The instructor guide's split-and-merge commands, run as the guide writes
# them: its two blocks marked "<!-- run by tests/cluster/slurm_array_test.sh:
# ... -->" are read from docs/instructor-guide.md and run by bash, one in a
# folder of its own (the slices one after another, then their merge; and
# grade-class on a one-node Slurm cluster, scripts/local-slurm, as an array
# job). The class: seven folders and a git repository with commits on both
# sides of the deadline, a roster and a term (student_clock, an extension,
# a late student, a student without a submission). Each merge must equal the
# same class graded in one run byte for byte (gradebook, summary, run file,
# records; the feedback apart from its timings); the repository is graded
# at its last commit before the deadline, and a merge given another term
# than its slices refuses with the exact message.
# usage: slurm_array_test.sh GRADER ROOT WORK   (as root: it starts the daemons)
set -euo pipefail
grader=$(realpath "$1")
root=$(realpath "$2")
work=$3
fail() { echo "FAILED: $*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || fail "run as root: scripts/local-slurm starts munged, slurmctld and slurmd"
rm -rf "$work" && mkdir -p "$work"
work=$(realpath "$work")
trap '"$root/scripts/local-slurm" stop "$work/slurm"' EXIT
eval "$("$root/scripts/local-slurm" start "$work/slurm")"
export SLURM_CONF

# The guide's block after its marker line (indented or not), unindented.
guide=$root/docs/instructor-guide.md
guide_block() {
  awk -v mark="<!-- run by tests/cluster/slurm_array_test.sh: $1 -->" '
    index($0, mark) > 0 { found = 1; next }
    found == 1 && /^ *```sh *$/ { found = 2; next }
    found == 2 && /^ *```[ ]*$/ { exit }
    found == 2 { sub(/^ +/, ""); print }' "$guide"
}
slices_block=$(guide_block "slices")
cluster_block=$(guide_block "grade-class")
if ! grep -q -- '--shard ' <<<"$slices_block" || ! grep -q 'batch merge ' <<<"$slices_block"; then
  fail "docs/instructor-guide.md: no block of slices and their merge after its marker (found: '$slices_block')"
fi
grep -q 'grade-class ' <<<"$cluster_block" ||
  fail "docs/instructor-guide.md: no grade-class block after its marker (found: '$cluster_block')"

# The class of udl_multihead: right, wrong in one task, unimplemented, broken, late, and a repository.
class=$work/class
solution=$root/solutions/udl_multihead/multihead_attention.cpp
add() { mkdir -p "$class/$1" && cp "$2" "$class/$1/multihead_attention.cpp"; }
add ada "$solution"
add ben "$solution" && sed -i 's|queries) / scale;|queries);|' "$class/ben/multihead_attention.cpp"
add cai "$root/student_template/udl_multihead/multihead_attention.cpp"
add dan "$solution" && sed -i 's|xt::amax(data, {0}|xt::amax(data, {1}|' "$class/dan/multihead_attention.cpp"
add eve "$solution"
add fin "$solution" && echo "this line is not C++" >>"$class/fin/multihead_attention.cpp"
add gus "$solution" && sed -i 's|return beta + |return |' "$class/gus/multihead_attention.cpp"
for student in ben dan gus; do
  cmp -s "$solution" "$class/$student/multihead_attention.cpp" && fail "the mistake of $student was not made (sed)"
done
# With "submission_time": "student_clock" a folder's time is its newest file's.
for student in ada ben cai fin gus; do touch -d 2026-10-15T12:00:00Z "$class/$student/multihead_attention.cpp"; done
touch -d 2026-10-17T03:59:00Z "$class/dan/multihead_attention.cpp"  # 30 hours late, within 2 days' extension
touch -d 2026-10-17T03:59:00Z "$class/eve/multihead_attention.cpp"  # 30 hours late: 2 days, 20%
# GitHub Classroom's repository of han: ben's mistake a day before the deadline, the solution 30 hours after.
repo=$class/attention-han
mkdir -p "$repo"
commit() {
  cp "$1" "$repo/multihead_attention.cpp"
  git -C "$repo" add -A
  GIT_AUTHOR_DATE="$2" GIT_COMMITTER_DATE="$2" git -C "$repo" -c user.name=Han -c user.email=han@uni.example \
    commit -q -m work
}
git -C "$repo" init -q -b main
commit "$class/ben/multihead_attention.cpp" 2026-10-14T21:59:00Z
commit "$solution" 2026-10-17T03:59:00Z
han_commit=$(git -C "$repo" rev-parse HEAD~1)
cat >"$work/roster.csv" <<'CSV'
id,name,email,github,lms id
u01,Ada Archer,ada@uni.example,ada,501
u02,Ben Baker,ben@uni.example,ben,502
u03,Cai Chen,cai@uni.example,cai,503
u04,Dan Dorn,dan@uni.example,dan,504
u05,Eve Egan,eve@uni.example,eve,505
u06,Fin Fox,fin@uni.example,fin,506
u07,Gus Gray,gus@uni.example,gus,507
u08,Han Hill,han@uni.example,han,508
u09,Ivy Ives,ivy@uni.example,ivy,509
CSV
cat >"$work/term.json" <<'JSON'
{"format": "autograder-term/1", "assignment": "udl_multihead", "due": "2026-10-15T23:59:00+02:00",
 "late_policy": {"percent_per_day": 10, "max_percent": 50},
 "extensions": {"u04": 2}, "submission_time": "student_clock",
 "canvas_assignment_id": 4242, "moodle_grade_item": "Assignment 2"}
JSON
sed 's/2026-10-15T23:59:00+02:00/2026-10-16T23:59:00+02:00/' "$work/term.json" >"$work/term-a-day-later.json"

# A folder for each of the guide's blocks, as an instructor's: the class in
# submissions/, roster.csv, term.json, ./grade (this build of the grader;
# its assignment udl_multihead, which the guide's commands do not name) and
# distribution/ (the course's cluster scripts, which run ./grade beside them).
seed=20261015
setup() {
  mkdir -p "$1"
  cp -a "$class" "$1/submissions"
  cp "$work/roster.csv" "$work/term.json" "$work/term-a-day-later.json" "$1/"
  ln -s "$root/distribution" "$1/distribution"
  cat >"$1/grade" <<SCRIPT
#!/bin/sh
exec "$grader" --root "$root" --assignment udl_multihead "\$@"
SCRIPT
  chmod +x "$1/grade"
}
setup "$work/cluster"
setup "$work/by-hand"
start=$(date +%s)
(cd "$work/cluster" && bash -euo pipefail -c "$cluster_block") >"$work/cluster.txt" 2>&1 ||
  { cat "$work/cluster.txt"; fail "the guide's grade-class command failed"; }
cluster_seconds=$(( $(date +%s) - start ))
grep -q "8 of 8 students merged from 8 shards" "$work/cluster.txt" || { cat "$work/cluster.txt"; fail "merge summary"; }
for i in $(seq 1 8); do
  [[ $(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["shard"])' \
        "$work/cluster/graded/shard-$i/batch.json") == "[$i, 8]" ]] || fail "shard-$i/batch.json is not slice $i/8"
done
start=$(date +%s)
(cd "$work/by-hand" && bash -euo pipefail -c "$slices_block") >"$work/by-hand.txt" 2>&1 ||
  { cat "$work/by-hand.txt"; fail "the guide's slices and merge failed"; }
by_hand_seconds=$(( $(date +%s) - start ))
start=$(date +%s)
(cd "$work/by-hand" && ./grade --probe-seed $seed batch submissions/ --out single --roster roster.csv \
   --term term.json) >"$work/single.txt" 2>&1 || { cat "$work/single.txt"; fail "the single run failed"; }
single_seconds=$(( $(date +%s) - start ))

single=$work/by-hand/single
status=0
same_as_single() {
  local merged=$1 file name
  [[ -f $single/canvas.csv && -f $single/moodle.csv ]] || { echo "FAILED: the single run wrote no LMS files"; status=1; }
  for file in gradebook.csv summary.html batch.json canvas.csv moodle.csv roster.txt; do
    cmp -s "$single/$file" "$merged/$file" ||
      { diff "$single/$file" "$merged/$file" | head -n 20; echo "FAILED: $merged/$file differs"; status=1; }
  done
  diff -r "$single/records" "$merged/records" >/dev/null ||
    { diff -r "$single/records" "$merged/records" | head -n 20; echo "FAILED: $merged/records differ"; status=1; }
  # Feedback: equal but for how long grading took.
  for file in "$single/feedback"/*; do
    name=$(basename "$file")
    diff <(untimed "$file") <(untimed "$merged/feedback/$name") >/dev/null ||
      { echo "FAILED: $merged/feedback/$name differs beyond its timings"; status=1; }
  done
  [[ $(find "$single/feedback" -type f | wc -l) -eq $(find "$merged/feedback" -type f | wc -l) ]] ||
    { echo "FAILED: $merged: not the same feedback files"; status=1; }
}
untimed() { sed -E 's/[0-9]+\.[0-9]+ s\b/<time> s/g' "$1"; }
same_as_single "$work/cluster/graded/class"
same_as_single "$work/by-hand/graded/class"

# The grades themselves, exactly: han's repository at its commit before the
# deadline (7, on time), not its last (10, 8 after the penalty).
broken_line=$(( $(wc -l <"$solution") + 1 ))
cat >"$work/expected.csv" <<CSV
id,name,email,github,student,Task 1 (2),Task 2 (2),Task 3 (3),Task 4 (3),total,max,submitted,deadline,days_late,penalty_percent,final,failures
u01,Ada Archer,ada@uni.example,ada,ada,2,2,3,3,10,10,2026-10-15T12:00:00Z,2026-10-15T21:59:00Z,0,0,10,
u08,Han Hill,han@uni.example,han,attention-han,2,2,0,3,7,10,2026-10-14T21:59:00Z,2026-10-15T21:59:00Z,0,0,7,Task 3: your scores equal the unscaled K^T Q: divide by sqrt(head_size)
u02,Ben Baker,ben@uni.example,ben,ben,2,2,0,3,7,10,2026-10-15T12:00:00Z,2026-10-15T21:59:00Z,0,0,7,Task 3: your scores equal the unscaled K^T Q: divide by sqrt(head_size)
u03,Cai Chen,cai@uni.example,cai,cai,0,0,0,0,0,10,2026-10-15T12:00:00Z,2026-10-15T21:59:00Z,0,0,0,"Task 1: not implemented yet (Task 1: softmax_cols); Task 2: not implemented yet (Task 2: project); Task 3: not implemented yet (Task 3: scaled_dot_products); Task 4: not implemented yet (Task 4: combine_heads)"
u04,Dan Dorn,dan@uni.example,dan,dan,0,2,3,3,8,10,2026-10-17T03:59:00Z,2026-10-17T21:59:00Z,0,0,8,"Task 1: your softmax_cols subtracts each row's maximum (amax over axis 1) but sums each column: subtract each column's maximum (axis 0), so the shift is the same within a column"
u05,Eve Egan,eve@uni.example,eve,eve,2,2,3,3,10,10,2026-10-17T03:59:00Z,2026-10-15T21:59:00Z,2,20,8,
u06,Fin Fox,fin@uni.example,fin,fin,0,0,0,0,0,10,2026-10-15T12:00:00Z,2026-10-15T21:59:00Z,0,0,0,"does not compile; Tasks 1, 2, 3, 4: your code does not compile: an error outside every YOUR CODE region of multihead_attention.cpp, line $broken_line (explained in the report)"
u07,Gus Gray,gus@uni.example,gus,gus,2,0,3,3,8,10,2026-10-15T12:00:00Z,2026-10-15T21:59:00Z,0,0,8,"Task 2: your projection leaves out beta: compute beta + omega x, adding beta to every column"
u09,Ivy Ives,ivy@uni.example,ivy,,,,,,,,,,,,,no submission
CSV
diff "$work/expected.csv" "$single/gradebook.csv" || fail "the gradebook is not the expected one (above)"
[[ $(/usr/bin/python3 -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1]))["repository"], sort_keys=True))' \
      "$single/records/attention-han.json") == "{\"commit\": \"$han_commit\", \"deadline\": 1792101540, \"rule\": \"deadline\"}" ]] ||
  fail "attention-han's record does not name its commit before the deadline ($han_commit)"
# What the instructor reads agrees with the export: eve's 10 is 8, dan's deadline is his extension, ivy has
# nothing, and the last column says why ivy is in neither LMS file (the term leaves a missing submission out).
expect_in_summary() {
  grep -qF -- "$1" "$single/summary.html" || { echo "FAILED: summary.html lacks: $1"; status=1; }
}
expect_in_summary '<tr><td>eve</td><td>u05</td><td>Eve Egan</td><td class="num">2</td><td class="num">2</td><td class="num">3</td><td class="num">3</td><td class="num">10 / 10</td><td>2026-10-17T03:59:00Z</td><td>2026-10-15T21:59:00Z</td><td class="num fail">2</td><td class="num fail">20%</td><td class="num fail">8 / 10</td><td><a href="feedback/eve.txt">feedback</a></td><td></td></tr>'
expect_in_summary '<td>2026-10-17T03:59:00Z</td><td>2026-10-17T21:59:00Z (extension)</td><td class="num">0</td><td class="num">0%</td><td class="num">8 / 10</td>'
expect_in_summary '<tr><td></td><td>u09</td><td>Ivy Ives</td><td class="fail" colspan="11">no submission</td><td class="fail">not in canvas.csv: no submission (no_submission is leave_out: the LMS keeps what it has); not in moodle.csv: no submission (no_submission is leave_out: the LMS keeps what it has)</td></tr>'

# A merge given another term than its slices were graded with: refused, nothing written.
term_digest() { sha256sum "$1" | cut -d' ' -f1; }
if (cd "$work/by-hand" && ./grade batch merge graded/shard-{1..8} --out graded/other-term --roster roster.csv \
      --term term-a-day-later.json) >"$work/other-term.txt" 2>&1; then
  echo "FAILED: a merge with another term than its slices' was not refused"; status=1
fi
cat >"$work/other-term-expected.txt" <<TEXT
grader: error: batch merge: graded/shard-1/batch.json: the shard's selection.term is "$(term_digest "$work/term.json")" (the digest of a --term file and its times), this merge's is "$(term_digest "$work/term-a-day-later.json")" (the digest of a --term file and its times): nothing merged; give every shard the --term and --tag of the merge, and grade that shard again
TEXT
diff "$work/other-term-expected.txt" "$work/other-term.txt" || { echo "FAILED: the refusal (above)"; status=1; }
[[ ! -e $work/by-hand/graded/other-term ]] || { echo "FAILED: the refused merge wrote its --out"; status=1; }
[[ $status -eq 0 ]] || exit 1
echo "ok   the guide's commands: 8 submissions (a repository among them) in 8 Slurm array tasks (${cluster_seconds} s)" \
     "and in 8 slices one after another (${by_hand_seconds} s), each merged = one run (${single_seconds} s):" \
     "gradebook, summary, LMS files, batch.json and records byte for byte, feedback apart from timings;" \
     "the repository graded at its commit before the deadline; a merge with another term refused"
