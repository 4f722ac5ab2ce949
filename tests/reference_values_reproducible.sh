#!/bin/sh
# Runs every generator (reference_values/generate*.py) into a temporary
# folder and compares each assignment's reference sets byte for byte with
# the committed ones.
set -eu
root=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for generator in "$root"/reference_values/generate*.py; do
  /usr/bin/python3 "$generator" --out "$out"
done
status=0
for assignment in "$root"/assignments/*/; do
  name=$(basename "$assignment")
  if [ ! -d "$out/$name" ]; then
    echo "FAILED: no generator wrote reference values for assignment $name" >&2
    status=1
  elif diff -r "$root/reference_values/$name" "$out/$name"; then
    echo "$name: reference values reproduced byte for byte"
  else
    echo "FAILED: $name: regenerated reference values differ from the committed files (diff above)" >&2
    status=1
  fi
done
exit $status
