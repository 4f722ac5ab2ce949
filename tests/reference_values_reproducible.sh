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
  else
    # A course's own hidden set (course init --seed-file) is made from a seed
    # this test does not have: only its public set is compared.
    if grep -q '"seeds": "derived from the course' "$root/reference_values/$name/hidden/index.json" 2>/dev/null; then
      echo "note: $name's hidden set is the course's own (from a private seed): its public set alone is compared"
      rm -rf "$out/$name/hidden"
      cp -r "$root/reference_values/$name/hidden" "$out/$name/hidden"
    fi
  fi
  if [ -d "$out/$name" ] && ! /usr/bin/python3 "$root/tests/reference_values_compare.py" "$root/reference_values/$name" "$out/$name" "$name"; then
    diff -r "$root/reference_values/$name" "$out/$name" | head -n 20
    status=1
  fi
done
exit $status
