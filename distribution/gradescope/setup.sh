#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image
# (the bundle is unpacked in /autograder/source). It installs the Debian
# packages, builds the grader and a build of the template, so that each
# submission then compiles only its own files.
# AUTOGRADER_ROOT (default /autograder) lets a test recreate the layout elsewhere.
set -euo pipefail
source_dir=${AUTOGRADER_ROOT:-/autograder}/source
cd "$source_dir"
chmod +x grade scripts/setup-deps run_autograder
scripts/setup-deps
# Builds build/grader and build/prebuilt/@ASSIGNMENT@ by grading the template once.
./grade --assignment @ASSIGNMENT@ --color never >/dev/null
# The solution, built once as the oracle a failed task's example is made
# small against (build/oracle/, the grader's alone). Without it the grade is
# the same, and each failed task shows its smallest failing stored case.
./grade course solution --assignment @ASSIGNMENT@ ||
  echo "setup.sh: WARNING: the solution does not build here: failed tasks show their smallest stored case" >&2
# Student code is compiled and run as `nobody`, in a sandbox that shows it
# the course's build files but never reference_values/ or solutions/; without
# the sandbox (an image where bubblewrap cannot make namespaces) these
# permissions alone keep the reference sets, the hidden one included, and
# the solution from `nobody`.
chmod -R go-rwx "$source_dir/reference_values" "$source_dir/solutions"
[[ ! -d $source_dir/build/oracle ]] || chmod -R go-rwx "$source_dir/build/oracle"
chmod go+rx "$source_dir"
echo "setup.sh: the grader is ready"
