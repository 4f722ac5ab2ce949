#!/usr/bin/python3
"""Compares regenerated reference sets with the committed ones.

usage: reference_values_compare.py COMMITTED REGENERATED ASSIGNMENT

Byte for byte equal: reproduced. Otherwise the two are compared as data:
every name, shape, parameter and structure must be equal, and numbers may
differ by at most MAX_ULPS units in the last place of float32. That is what
a newer PyTorch's or NumPy's kernels do (another summation order), and what
the same versions do on another CPU (PyTorch and OpenBLAS pick float32
kernels by CPU: the torch_mha inputs, computed in float32, differ by up to
22 ULPs between an AVX2 and an AVX-512 machine). It is far inside every
manifest's tolerance (rtol 1e-4 is about 800 float32 ULPs). The verdict
says which it was (other versions recorded in index.json's "generator", or
the same versions), with the figures. Exit 0 when reproduced (exactly, or
to the last bits), else 1.
"""
import json
import math
import struct
import sys
from pathlib import Path

MAX_ULPS = 64


def float32_ulps(a, b):
    """Distance between two float32 values in units in the last place."""
    def ordered(x):
        (bits,) = struct.unpack("<i", struct.pack("<f", x))
        return bits if bits >= 0 else -(bits & 0x7FFFFFFF)
    return abs(ordered(a) - ordered(b))


class Differences:
    def __init__(self):
        self.numbers = 0       # numbers compared
        self.changed = 0       # numbers that differ
        self.max_ulps = 0
        self.max_abs = 0.0
        self.where = ""        # where the largest difference is
        self.structural = []   # differences that are not in the last bits

    def compare(self, old, new, where):
        if isinstance(old, bool) or isinstance(new, bool) or isinstance(old, str) or old is None:
            if old != new:
                self.structural.append(f"{where}: {old!r} became {new!r}")
        elif isinstance(old, (int, float)) and isinstance(new, (int, float)):
            self.numbers += 1
            if old == new or (isinstance(old, float) and math.isnan(old) and math.isnan(new)):
                return
            if isinstance(old, int) and isinstance(new, int):
                self.structural.append(f"{where}: {old} became {new}")
                return
            self.changed += 1
            ulps = float32_ulps(float(old), float(new))
            if ulps > self.max_ulps:
                self.max_ulps, self.where = ulps, where
            self.max_abs = max(self.max_abs, abs(float(old) - float(new)))
        elif isinstance(old, list) and isinstance(new, list):
            if len(old) != len(new):
                self.structural.append(f"{where}: {len(old)} items became {len(new)}")
                return
            for i, (a, b) in enumerate(zip(old, new)):
                self.compare(a, b, f"{where}[{i}]")
        elif isinstance(old, dict) and isinstance(new, dict):
            if sorted(old) != sorted(new):
                self.structural.append(f"{where}: keys {sorted(old)} became {sorted(new)}")
                return
            for key in old:
                self.compare(old[key], new[key], f"{where}.{key}")
        else:
            self.structural.append(f"{where}: {type(old).__name__} became {type(new).__name__}")


def versions(index):
    generator = index.get("generator", {})
    return {name: generator[name] for name in ("torch", "numpy") if name in generator}


def main():
    committed, regenerated, assignment = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    # error_model.json is the error model's (scripts/build-error-models), not the generator's.
    old_files = sorted(p.relative_to(committed) for p in committed.rglob("*")
                       if p.is_file() and p.name != "error_model.json")
    new_files = sorted(p.relative_to(regenerated) for p in regenerated.rglob("*")
                       if p.is_file() and p.name != "error_model.json")
    if old_files != new_files:
        print(f"FAILED: {assignment}: the generator wrote other files: {sorted(set(old_files) ^ set(new_files))}")
        return 1
    if all((committed / f).read_bytes() == (regenerated / f).read_bytes() for f in old_files):
        print(f"{assignment}: reference values reproduced byte for byte")
        return 0

    differences = Differences()
    old_versions = new_versions = None
    for f in old_files:
        old, new = json.loads((committed / f).read_text()), json.loads((regenerated / f).read_text())
        if f.name == "index.json":
            old_versions, new_versions = versions(old), versions(new)
            # Versions and checksums follow from the data, compared below.
            for index in (old, new):
                index.get("generator", {}).pop("torch", None)
                index.get("generator", {}).pop("numpy", None)
                for entry in index.get("files", []):
                    entry.pop("sha256", None)
        differences.compare(old, new, str(f))

    if differences.structural:
        print(f"FAILED: {assignment}: regenerated reference values differ in more than the last bits:")
        for line in differences.structural[:20]:
            print(f"  {line}")
        return 1
    figures = (f"{differences.changed} of {differences.numbers} numbers differ, by at most "
               f"{differences.max_ulps} float32 ULPs ({differences.max_abs:.3g} absolute, at {differences.where})")
    if old_versions == new_versions:
        cause = (f"with the same library versions ({new_versions}): PyTorch and OpenBLAS pick their float32 "
                 f"kernels by CPU (AVX2, AVX-512), and this machine's round differently")
    else:
        cause = f"with {new_versions} (committed with {old_versions})"
    if differences.max_ulps > MAX_ULPS:
        print(f"FAILED: {assignment}: {cause}, {figures}: more than the {MAX_ULPS} ULPs another library "
              f"version or CPU may change")
        return 1
    if differences.changed == 0:
        print(f"{assignment}: reference values reproduced exactly {cause}; only the recorded versions differ")
    else:
        print(f"{assignment}: reproduced to the last bits {cause}: {figures}; every manifest tolerance is far "
              f"wider, so no grade changes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
