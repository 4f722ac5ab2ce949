#!/bin/sh
# Regenerates every reference set into a temporary folder and compares it
# byte for byte with the committed one.
set -eu
root=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
/usr/bin/python3 "$root/reference_values/generate.py" --out "$out"
if diff -r "$root/reference_values/attention" "$out/attention"; then
  echo "reference values reproduced byte for byte"
else
  echo "FAILED: regenerated reference values differ from the committed files (diff above)" >&2
  exit 1
fi
