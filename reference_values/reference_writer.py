"""Writes reference sets in the grader's format (docs/reference-format.md).

Shared by every assignment's generator (reference_values/generate*.py):
exact float32 JSON, cases grouped by operation, and each set's index.json
with the files' checksums.
"""
import argparse
import hashlib
import json
import os

import numpy as np


# --- Exact float32 JSON ------------------------------------------------------

def float_text(value):
    """Shortest text whose float64 reading rounds back to this float32."""
    v = np.float32(value)
    if np.isnan(v):
        return '"nan"'
    if np.isinf(v):
        return '"inf"' if v > 0 else '"-inf"'
    text = str(v)  # numpy prints the shortest text that reads back as this float32
    if np.float32(float(text)) != v:
        text = repr(float(v))  # the exact float64 value of v: always reads back exactly
    return text


class Tensor:
    """A float32 array to be written as {"shape", "dtype", "data"}."""

    def __init__(self, array, with_data=True):
        self.array = np.ascontiguousarray(np.asarray(array, dtype=np.float32))
        self.with_data = with_data


def to_text(node, indent=0):
    pad = "  " * indent
    inner = "  " * (indent + 1)
    if isinstance(node, Tensor):
        shape = ", ".join(str(int(d)) for d in node.array.shape)
        head = '{"shape": [' + shape + '], "dtype": "float32"'
        if not node.with_data:
            return head + "}"
        return head + ', "data": [' + ", ".join(float_text(v) for v in node.array.ravel()) + "]}"
    if isinstance(node, dict):
        if not node:
            return "{}"
        items = [inner + json.dumps(key) + ": " + to_text(value, indent + 1) for key, value in node.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(node, list):
        if not node:
            return "[]"
        if all(not isinstance(item, (dict, list, Tensor)) for item in node):
            return "[" + ", ".join(json.dumps(item) for item in node) + "]"
        return "[\n" + ",\n".join(inner + to_text(item, indent + 1) for item in node) + "\n" + pad + "]"
    return json.dumps(node)


# --- Sets ---------------------------------------------------------------------

class CaseWriter:
    def __init__(self):
        self.files = {}  # op -> list of cases

    def add(self, op, case):
        case = {"name": case.pop("name"), "op": op, **case}
        self.files.setdefault(op, []).append(case)


def write_set(out_dir, assignment, set_name, build, generator, precision):
    """Writes <out_dir>/<assignment>/<set_name>/: one file per operation and
    index.json. build(writer) adds the cases and returns the seeds it used;
    generator describes the script (name, version, library versions),
    precision how the expected values were computed."""
    writer = CaseWriter()
    seeds = build(writer)
    directory = os.path.join(out_dir, assignment, set_name)
    os.makedirs(directory, exist_ok=True)
    files = []
    for op in sorted(writer.files):
        file_name = op + ".json"
        text = to_text({"cases": writer.files[op]}) + "\n"
        with open(os.path.join(directory, file_name), "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        files.append({"path": file_name, "sha256": hashlib.sha256(text.encode("utf-8")).hexdigest(),
                      "cases": len(writer.files[op])})
    index = {
        "format": "autograder-references/1",
        "assignment": assignment,
        "set": set_name,
        "visibility": "hidden" if set_name == "hidden" else "visible",
        "generator": {**generator, "seeds": seeds, "precision": precision},
        "files": files,
    }
    with open(os.path.join(directory, "index.json"), "w", encoding="utf-8", newline="\n") as out:
        out.write(to_text(index) + "\n")
    return sum(f["cases"] for f in files)


def main(doc, assignment, builders, generator, precision, setup=None):
    """A generator's command line: [--out DIR] [--set public|hidden|all].
    builders: set name -> build(writer) returning the seeds it used;
    setup, when given, runs before each set (PyTorch's thread count)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)),
                        help="folder to write <assignment>/<set>/ into (default: reference_values/)")
    parser.add_argument("--set", choices=[*builders, "all"], default="all")
    args = parser.parse_args()
    for name in (list(builders) if args.set == "all" else [args.set]):
        if setup:
            setup()
        count = write_set(args.out, assignment, name, builders[name], generator, precision)
        print(f"wrote {count} cases to {os.path.join(args.out, assignment, name)}")
    return 0
