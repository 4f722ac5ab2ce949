"""Writes reference sets in the grader's format (docs/reference-format.md).

Shared by every assignment's generator (reference_values/generate*.py):
exact float32 JSON, cases grouped by operation, and each set's index.json
with the files' checksums.
"""
import argparse
import hashlib
import json
import os
import sys

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

# A course's own hidden set (--seed-file): every seed a hidden set draws with
# is derived from the course's private seed, so the set differs from the one
# published with the framework and nobody without the seed file can make it.
PRIVATE_SEED_MIN_LENGTH = 16


def derived_seed(private_seed, assignment, seed, draw=0):
    """The seed a hidden set draws with in place of `seed`: 31 bits of
    SHA-256 of the private seed, the assignment and `seed` (one-way: the
    private seed cannot be read back from a set). draw > 0: the set drawn
    again (course init draws again when the solution loses points on a set)."""
    text = f"autograder-hidden-seed/1\n{assignment}\n{seed}\n{private_seed}" + (f"\ndraw {draw}" if draw else "")
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:4], "big") & 0x7FFFFFFF


def read_private_seed(path):
    """The course's private seed: the text of `path` without surrounding blanks."""
    try:
        with open(path, encoding="utf-8") as f:
            seed = f.read().strip()
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"--seed-file {path}: cannot be read ({getattr(error, 'strerror', None) or error})")
    if len(seed) < PRIVATE_SEED_MIN_LENGTH:
        raise InputError(f"--seed-file {path}: the seed is {len(seed)} characters; at least "
                         f"{PRIVATE_SEED_MIN_LENGTH} are needed (./grade course init writes 64 random hex digits "
                         f"into a new file)")
    return seed


def set_checksum(directory):
    """A set's checksum: SHA-256 of one line "<sha256>  <path>" per file of
    its index.json, in order (what the grader computes, and what
    reference_values/published.json lists for the framework's hidden sets)."""
    with open(os.path.join(directory, "index.json"), encoding="utf-8") as f:
        index = json.load(f)
    lines = "".join(f"{entry['sha256']}  {entry['path']}\n" for entry in index["files"])
    return hashlib.sha256(lines.encode("utf-8")).hexdigest()


class CaseWriter:
    def __init__(self, seed=None):
        self.files = {}  # op -> list of cases
        # seed(n): the seed a case draws with where the generator says n
        # (n itself, or derived from a private seed for a course's hidden set).
        self.seed = seed or (lambda n: n)

    def add(self, op, case):
        case = {"name": case.pop("name"), "op": op, **case}
        self.files.setdefault(op, []).append(case)


def write_set(out_dir, assignment, set_name, build, generator, precision, private_seed=None, draw=0):
    """Writes <out_dir>/<assignment>/<set_name>/: one file per operation and
    index.json. build(writer) adds the cases and returns the seeds it used;
    generator describes the script (name, version, library versions),
    precision how the expected values were computed. With private_seed, the
    seeds the cases draw with are derived from it (writer.seed) and index.json
    records that they are, never the seed."""
    writer = CaseWriter(None if private_seed is None else lambda n: derived_seed(private_seed, assignment, n, draw))
    seeds = build(writer)
    if private_seed is not None:
        seeds = "derived from the course's private seed (--seed-file; not recorded)" + (f", draw {draw}" if draw else "")
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


# --- An instructor's own inputs ------------------------------------------------

class InputError(Exception):
    """A problem in an inputs file, named by file and field."""


# Fields of an input case the generator computes (and so ignores if given).
COMPUTED = ("expected", "mistakes", "seed")
# Cases with these fields and no inputs, and every case that expects an
# error (inputs or none), are copied as they are: the grader checks them
# without an expected value.
COPIED = ("expected_error", "compare")


def read_tensor(node, where):
    if not isinstance(node, dict) or "shape" not in node or "data" not in node:
        raise InputError(f"{where}: a tensor is {{\"shape\": [...], \"dtype\": \"float32\", \"data\": [...]}}")
    shape = node["shape"]
    if not isinstance(shape, list) or not all(isinstance(d, int) and d >= 0 for d in shape):
        raise InputError(f"{where}.shape: a list of sizes (whole numbers >= 0), not {shape!r}")
    if node.get("dtype", "float32") != "float32":
        raise InputError(f"{where}.dtype: only float32 is read, not {node['dtype']!r}")
    data = [{"nan": np.nan, "inf": np.inf, "-inf": -np.inf}.get(v, v) if isinstance(v, str) else v
            for v in node["data"]]
    if any(isinstance(v, str) for v in data):
        raise InputError(f"{where}.data: numbers, or the strings \"nan\", \"inf\" and \"-inf\"")
    count = int(np.prod(shape)) if shape else 1
    if len(data) != count:
        raise InputError(f"{where}.data: {len(data)} numbers for shape {shape} ({count} needed)")
    # float32 values, held in float64 as the oracles compute
    return np.asarray(data, dtype=np.float32).reshape(shape).astype(np.float64)


def read_input_cases(path):
    """An inputs file: {"cases": [...]} (a case file of the reference format,
    or several ops' cases in one list), each case with name, op, params and
    inputs. Expected values and mistakes, if given, are ignored: they are
    what the generator writes."""
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except OSError as error:
        raise InputError(f"{path}: cannot be read ({error.strerror})")
    except json.JSONDecodeError as error:
        raise InputError(f"{path}: not JSON (line {error.lineno}, column {error.colno}: {error.msg})")
    cases = document.get("cases") if isinstance(document, dict) else None
    if not isinstance(cases, list) or not cases:
        raise InputError(f"{path}: needs \"cases\", a non-empty list of cases")
    read, names = [], set()
    for i, case in enumerate(cases):
        where = f"{path}: cases[{i}]"
        if not isinstance(case, dict):
            raise InputError(f"{where}: a case is an object")
        for field in ("name", "op"):
            if not isinstance(case.get(field), str) or not case[field]:
                raise InputError(f"{where}.{field}: missing (a non-empty string)")
        where = f"{path}: cases[{i}] ({case['name']})"
        if (case["op"], case["name"]) in names:
            raise InputError(f"{where}.name: another {case['op']} case has this name")
        names.add((case["op"], case["name"]))
        params = case.get("params", {})
        if not isinstance(params, dict):
            raise InputError(f"{where}.params: an object of parameters")
        if "expected_error" in case or ("inputs" not in case and any(field in case for field in COPIED)):
            read.append({"copy": {key: value for key, value in case.items()}})
            continue
        # An op may take no tensor at all (a mask made from its params alone): "inputs": {}.
        if not isinstance(case.get("inputs"), dict):
            raise InputError(f"{where}.inputs: missing (an object of named tensors, {{}} for none)")
        inputs = {name: read_tensor(node, f"{where}.inputs.{name}") for name, node in case["inputs"].items()}
        extra = {key: value for key, value in case.items()
                 if key not in ("name", "op", "params", "inputs") + COMPUTED}
        read.append({"name": case["name"], "op": case["op"], "params": params, "inputs": inputs, "extra": extra})
    return read


def build_from_inputs(cases, ops, path):
    """A builder (as write_set takes) that computes each case with ops[op]:
    ops[op](writer, case) adds the case with its expected values and the
    outputs of the op's known mistakes."""
    def build(writer):
        for case in cases:
            if "copy" in case:
                writer.files.setdefault(case["copy"]["op"], []).append(case["copy"])
                continue
            compute = ops.get(case["op"])
            if compute is None:
                raise InputError(f"{path}: case {case['name']}: op {case['op']!r} is not one this generator "
                                 f"computes (it computes {', '.join(sorted(ops))})")
            before = len(writer.files.get(case["op"], []))
            try:
                compute(writer, case)
            except (KeyError, ValueError, TypeError, RuntimeError, IndexError, AssertionError) as error:
                raise InputError(f"{path}: case {case['name']} ({case['op']}): the reference cannot compute it "
                                 f"({type(error).__name__}: {error}); `./grade ops` lists each op's inputs "
                                 f"and params") from error
            added = writer.files[case["op"]][before:]
            for written in added:
                written.update(case["extra"])
        return []
    return build


def main(doc, assignment, builders, generator, precision, setup=None, ops=None):
    """A generator's command line: [--out DIR] [--set public|hidden|all] [--seed-file FILE], or
    --inputs FILE [--set-name NAME] [--out DIR] for an instructor's own cases.
    builders: set name -> build(writer) returning the seeds it used;
    ops: op name -> compute(writer, case), for --inputs;
    setup, when given, runs before each set (PyTorch's thread count)."""
    parser = argparse.ArgumentParser(
        description=doc.split("\n\n")[0],
        epilog="With --inputs, the generator reads your own cases (name, op, params, inputs, in the "
               "reference format: docs/reference-format.md) and writes them as a set with their expected "
               "values and the outputs of the known mistakes, so the grader names those mistakes on them too.")
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)),
                        help="folder to write <assignment>/<set>/ into (default: reference_values/)")
    parser.add_argument("--set", choices=[*builders, "all"], default="all")
    parser.add_argument("--inputs", metavar="FILE", help="compute the expected values of the cases in FILE")
    parser.add_argument("--seed-file", metavar="FILE",
                        help="the course's own hidden set: derive every seed of the hidden set from the private "
                             "seed in FILE (keep it outside the repository; ./grade course init makes one); the "
                             "public set is written as it is")
    parser.add_argument("--draw", type=int, default=0, metavar="N",
                        help="with --seed-file: draw the hidden set again, the N-th time (course init does when the "
                             "solution loses points on a set: a case too close to float32's limits)")
    parser.add_argument("--set-name", metavar="NAME",
                        help="with --inputs: the set to write (default: FILE's name without .json; "
                             "\"hidden\" writes a hidden set)")
    args = parser.parse_args()
    private_seed = None
    if args.draw and not args.seed_file:
        parser.error("--draw: only with --seed-file")
    if args.seed_file:
        if args.inputs:
            parser.error("--seed-file: with --inputs, the cases' inputs are given, no seed draws them")
        if "hidden" not in builders:
            parser.error("--seed-file: this generator writes no hidden set")
        try:
            private_seed = read_private_seed(args.seed_file)
        except InputError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
    if args.inputs:
        if ops is None:
            parser.error("this generator does not take --inputs")
        name = args.set_name or os.path.splitext(os.path.basename(args.inputs))[0]
        if not name or "/" in name or name.startswith("."):
            parser.error(f"--set-name: {name!r} is not a folder name")
        try:
            cases = read_input_cases(args.inputs)
            if setup:
                setup()
            count = write_set(args.out, assignment, name, build_from_inputs(cases, ops, args.inputs),
                              {**generator, "inputs": os.path.basename(args.inputs)}, precision)
        except InputError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        print(f"wrote {count} cases to {os.path.join(args.out, assignment, name)}")
        return 0
    for name in (list(builders) if args.set == "all" else [args.set]):
        if setup:
            setup()
        count = write_set(args.out, assignment, name, builders[name], generator, precision,
                          private_seed if name == "hidden" else None, args.draw)
        print(f"wrote {count} cases to {os.path.join(args.out, assignment, name)}"
              + (" (from the private seed)" if private_seed is not None and name == "hidden" else ""))
    return 0
