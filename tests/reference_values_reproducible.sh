#!/bin/sh
# Runs every generator (reference_values/generate*.py) into a temporary
# folder and compares each assignment's reference sets with the committed
# ones: byte for byte, or, under other PyTorch/NumPy versions than the
# committed sets record, to the last bits (tests/reference_values_compare.py
# says which, with the figures).
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
  elif ! /usr/bin/python3 "$root/tests/reference_values_compare.py" "$root/reference_values/$name" "$out/$name" "$name"; then
    diff -r "$root/reference_values/$name" "$out/$name" | head -n 20
    status=1
  fi
done
exit $status
