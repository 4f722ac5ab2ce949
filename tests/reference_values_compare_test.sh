#!/usr/bin/env bash
# tests/reference_values_compare.py on a committed set and altered copies:
# identical; only the recorded library versions differ; a value 3 float32
# ULPs off under another NumPy version, and under the same version (both
# pass, saying which); 103 ULPs off (fails); a changed shape (fails).
# usage: reference_values_compare_test.sh ROOT WORK
set -euo pipefail
root=$1 work=$2
compare=$root/tests/reference_values_compare.py
rm -rf "$work" && mkdir -p "$work"
cp -r "$root/reference_values/udl_multihead" "$work/committed"
fail() { echo "FAIL: $*"; exit 1; }
expect() {  # STATUS TEXT: the comparison of committed and copy exits STATUS and prints TEXT
  local got status
  got=$(/usr/bin/python3 "$compare" "$work/committed" "$work/copy" udl_multihead) && status=0 || status=$?
  [[ $status -eq $1 && $got == *"$2"* ]] || fail "expected exit $1 and '$2', got exit $status: $got"
  echo "ok   $got"
}
edit_first_value() {  # ULPS: moves the first expected value of the first data file by ULPS
  /usr/bin/python3 - "$work/copy/public/udl.combine_heads.json" "$1" <<'PY'
import json, struct, sys
path, ulps = sys.argv[1], int(sys.argv[2])
data = json.load(open(path))
expected = data["cases"][0]["expected"]
tensor = expected[next(iter(expected))]
(bits,) = struct.unpack("<i", struct.pack("<f", tensor["data"][0]))
(tensor["data"][0],) = struct.unpack("<f", struct.pack("<i", bits + ulps))
json.dump(data, open(path, "w"), indent=2)
PY
}

cp -r "$work/committed" "$work/copy"
expect 0 "udl_multihead: reference values reproduced byte for byte"
sed -i 's/"numpy": "1.24.2"/"numpy": "2.2.4"/' "$work/copy/public/index.json"
expect 0 "reproduced exactly with {'numpy': '2.2.4'} (committed with {'numpy': '1.24.2'}); only the recorded versions differ"
edit_first_value 3
expect 0 "reproduced to the last bits with {'numpy': '2.2.4'} (committed with {'numpy': '1.24.2'}): 1 of 9639 numbers differ, by at most 3 float32 ULPs"
edit_first_value 100
expect 1 "by at most 103 float32 ULPs (0.000197 absolute, at public/udl.combine_heads.json.cases[0].expected.output.data[0]): more than the 64 ULPs"
rm -rf "$work/copy" && cp -r "$work/committed" "$work/copy"
edit_first_value 3
expect 0 "reproduced to the last bits with the same library versions ({'numpy': '1.24.2'}): PyTorch and OpenBLAS pick their float32 kernels by CPU"
sed -i '0,/"shape": \[/s/"shape": \[/"shape": [1, /' "$work/copy/public/udl.combine_heads.json"
expect 1 "differ in more than the last bits"
echo "all comparisons as expected"
