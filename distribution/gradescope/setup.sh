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
./grade --assignment @ASSIGNMENT@ --prebuilt --color never >/dev/null
# Student code runs as `nobody` in a sandbox that cannot see this folder;
# this keeps the hidden references unreadable to any other user as well.
chmod -R go-rwx "$source_dir"
echo "setup.sh: the grader is ready"
