#!/usr/bin/python3
"""Checks that the stored reference values reproduce the numbers printed in
the course material (tests/course_material/printed_values.json), to the printed
precision: |stored - printed| <= half a unit of the last printed decimal
plus one float32 spacing (the stored values are float32).

Usage: tests/course_material/printed_values_test.py ROOT
"""
import json
import os
import sys

import numpy as np


def stored_tensor(root, check):
    with open(os.path.join(root, check["reference"]), encoding="utf-8") as f:
        cases = json.load(f)["cases"]
    matches = [c for c in cases if c["name"] == check["case"]]
    if not matches:
        raise SystemExit(f"{check['reference']}: no case named {check['case']}")
    node = matches[0]
    for part in check["tensor"].split("."):
        node = node[part]
    return np.array(node["data"], dtype=np.float64).reshape(node["shape"])


def main():
    root = sys.argv[1]
    with open(os.path.join(root, "tests/course_material/printed_values.json"), encoding="utf-8") as f:
        checks = json.load(f)["checks"]
    failures = 0
    for check in checks:
        printed = np.array(check["printed"], dtype=np.float64)
        stored = stored_tensor(root, check)
        label = f"{check['reference']} case {check['case']} {check['tensor']} vs {check['seed']}"
        if stored.shape != printed.shape:
            print(f"FAIL {label}: stored shape {list(stored.shape)}, printed {list(printed.shape)}")
            failures += 1
            continue
        # One float32 spacing: the value rounded to float32, then stored as the
        # shortest text that reads back as that float32.
        allowed = 0.5 * 10.0 ** -check["decimals"] + np.spacing(np.abs(printed).astype(np.float32)) + 1e-12
        error = np.abs(stored - printed)
        bad = np.argwhere(error > allowed)
        if bad.size:
            index = tuple(bad[0])
            print(f"FAIL {label}: at {list(index)} stored {stored[index]!r}, printed {printed[index]!r} "
                  f"(allowed difference {allowed[index]:.3g})")
            failures += 1
        else:
            print(f"ok   {label}: {printed.size} values, max difference {error.max():.3g} "
                  f"(printed to {check['decimals']} decimals)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
