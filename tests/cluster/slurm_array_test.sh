#!/usr/bin/env bash
# A class graded on a one-node Slurm cluster (scripts/local-slurm) as an
# array job (distribution/cluster/slurm/grade-class, three slices) and
# merged, against the same class graded in one run on this machine: the
# gradebook, summary, run file and records must be identical byte for byte,
# the feedback apart from its timings.
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

# The class: seven submissions of udl_multihead, right, wrong in one task, unimplemented, broken.
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

# The grade command the cluster scripts run: this build of the grader.
cat >"$work/grade" <<SCRIPT
#!/bin/sh
exec "$grader" --root "$root" "\$@"
SCRIPT
chmod +x "$work/grade"
seed=20261015
start=$(date +%s)
GRADE=$work/grade "$root/distribution/cluster/slurm/grade-class" --assignment udl_multihead --shards 3 --seed $seed \
  "$class" "$work/cluster" >"$work/cluster.txt" 2>&1 || { cat "$work/cluster.txt"; fail "grade-class failed"; }
cluster_seconds=$(( $(date +%s) - start ))
grep -q "7 of 7 students merged from 3 shards" "$work/cluster.txt" || { cat "$work/cluster.txt"; fail "merge summary"; }
for i in 1 2 3; do
  [[ $(/usr/bin/python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["shard"])' \
        "$work/cluster/shard-$i/batch.json") == "[$i, 3]" ]] || fail "shard-$i/batch.json is not slice $i/3"
done
start=$(date +%s)
"$work/grade" --assignment udl_multihead --probe-seed $seed batch "$class" --out "$work/single" >"$work/single.txt" 2>&1 ||
  { cat "$work/single.txt"; fail "the single run failed"; }
single_seconds=$(( $(date +%s) - start ))

status=0
for file in gradebook.csv summary.html batch.json; do
  cmp -s "$work/single/$file" "$work/cluster/class/$file" ||
    { diff "$work/single/$file" "$work/cluster/class/$file" | head -n 20; echo "FAILED: $file differs"; status=1; }
done
diff -r "$work/single/records" "$work/cluster/class/records" >/dev/null ||
  { diff -r "$work/single/records" "$work/cluster/class/records" | head -n 20; echo "FAILED: records differ"; status=1; }
# Feedback: equal but for how long grading took.
untimed() { sed -E 's/[0-9]+\.[0-9]+ s\b/<time> s/g' "$1"; }
for file in "$work/single/feedback"/*; do
  name=$(basename "$file")
  diff <(untimed "$file") <(untimed "$work/cluster/class/feedback/$name") >/dev/null ||
    { echo "FAILED: feedback/$name differs beyond its timings"; status=1; }
done
[[ $(find "$work/single/feedback" -type f | wc -l) -eq $(find "$work/cluster/class/feedback" -type f | wc -l) ]] ||
  { echo "FAILED: not the same feedback files"; status=1; }
# The grades themselves, exactly.
broken_line=$(( $(wc -l <"$solution") + 1 ))
cat >"$work/expected.csv" <<CSV
student,Task 1 (2),Task 2 (2),Task 3 (3),Task 4 (3),total,max,failures
ada,2,2,3,3,10,10,
ben,2,2,0,3,7,10,Task 3: your scores equal the unscaled K^T Q: divide by sqrt(head_size)
cai,0,0,0,0,0,10,"Task 1: not implemented yet (Task 1: softmax_cols); Task 2: not implemented yet (Task 2: project); Task 3: not implemented yet (Task 3: scaled_dot_products); Task 4: not implemented yet (Task 4: combine_heads)"
dan,0,2,3,3,8,10,"Task 1: your softmax_cols subtracts each row's maximum (amax over axis 1) but sums each column: subtract each column's maximum (axis 0), so the shift is the same within a column"
eve,2,2,3,3,10,10,
fin,0,0,0,0,0,10,"does not compile; Tasks 1, 2, 3, 4: your code does not compile: multihead_attention.cpp:$broken_line:1: error: expected unqualified-id before 'this'"
gus,2,0,3,3,8,10,"Task 2: your projection leaves out beta: compute beta + omega x, adding beta to every column"
CSV
diff "$work/expected.csv" "$work/single/gradebook.csv" || fail "the gradebook is not the expected one (above)"
[[ $status -eq 0 ]] || exit 1
echo "ok   7 submissions on a one-node Slurm cluster in 3 array tasks (${cluster_seconds} s) and merged = one run" \
     "(${single_seconds} s): gradebook, summary, batch.json and records byte for byte, feedback apart from timings"
