#!/usr/bin/python3
"""An instructor's own inputs give the committed expected values.

usage: reference_values_from_inputs.py ROOT ASSIGNMENT

For the public and the hidden set of ASSIGNMENT: writes every case's name,
op, params and inputs (nothing else) to an inputs file, runs the
assignment's generator with --inputs on it, and compares what it wrote
with the committed set: the same cases in the same files, every expected
value and every known mistake's output equal to the last bits of float32
(at most MAX_ULPS units in the last place: the committed values come from
the same float64 computation, from unrounded intermediates in a few ops),
and the same known mistakes per case. Then checks that a broken inputs file
is refused with a message naming the file and the field. Exit 0 when all
hold, else 1; prints the figures.
"""
import json
import math
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reference_values_compare import float32_ulps  # noqa: E402

MAX_ULPS = 64


def cases_of(set_dir):
    index = json.loads((set_dir / "index.json").read_text())
    out = {}
    for entry in index["files"]:
        for case in json.loads((set_dir / entry["path"]).read_text())["cases"]:
            out[(entry["path"], case["name"])] = case
    return index, out


def as_floats(values):
    return [{"nan": math.nan, "inf": math.inf, "-inf": -math.inf}.get(v, v) if isinstance(v, str) else v
            for v in values]


def compare_tensor(old, new, where, problems, figures):
    if old.get("shape") != new.get("shape"):
        problems.append(f"{where}: shape {old.get('shape')} became {new.get('shape')}")
        return
    for a, b in zip(as_floats(old["data"]), as_floats(new["data"])):
        figures["numbers"] += 1
        if a == b or (math.isnan(a) and math.isnan(b)):
            continue
        if math.isinf(a) or math.isinf(b) or math.isnan(a) or math.isnan(b):
            problems.append(f"{where}: {a} became {b}")
            return
        ulps = float32_ulps(a, b)
        figures["changed"] += 1
        figures["max_ulps"] = max(figures["max_ulps"], ulps)
        if ulps > MAX_ULPS:
            problems.append(f"{where}: {a} became {b} ({ulps} ULPs)")
            return


def check_set(root, assignment, set_name, work):
    committed = root / "reference_values" / assignment / set_name
    index, old_cases = cases_of(committed)
    inputs = [{key: value for key, value in case.items() if key not in ("expected", "mistakes", "seed")}
              if "inputs" in case and "expected_error" not in case else case for case in old_cases.values()]
    inputs_file = work / f"{assignment}_{set_name}_inputs.json"
    inputs_file.write_text(json.dumps({"cases": inputs}))
    generator = root / "reference_values" / f"generate_{assignment}.py"
    run = subprocess.run(["/usr/bin/python3", str(generator), "--inputs", str(inputs_file), "--set-name", set_name,
                          "--out", str(work)], capture_output=True, text=True)
    if run.returncode != 0:
        return [f"{generator.name} --inputs exited {run.returncode}: {run.stderr.strip()[-2000:]}"], None
    new_index, new_cases = cases_of(work / assignment / set_name)
    problems = []
    figures = {"numbers": 0, "changed": 0, "max_ulps": 0}
    if new_index["visibility"] != index["visibility"]:
        problems.append(f"visibility {index['visibility']} became {new_index['visibility']}")
    for key in sorted(set(old_cases) | set(new_cases)):
        where = f"{set_name}/{key[0]} case {key[1]}"
        if key not in new_cases:
            problems.append(f"{where}: not written")
            continue
        if key not in old_cases:
            problems.append(f"{where}: written but not in the committed set")
            continue
        old, new = old_cases[key], new_cases[key]
        if "inputs" not in old or "expected_error" in old:
            if old != new:
                problems.append(f"{where}: a case without inputs, or that expects an error, must be copied as it is")
            continue
        for field in ("params", "inputs", "tolerance", "shape_only"):
            if old.get(field) != new.get(field):
                problems.append(f"{where}: {field} differs")
        if sorted(old["expected"]) != sorted(new.get("expected", {})):
            problems.append(f"{where}: outputs {sorted(old['expected'])} became {sorted(new.get('expected', {}))}")
            continue
        for name in old["expected"]:
            compare_tensor(old["expected"][name], new["expected"][name], f"{where} expected {name}", problems, figures)
        old_mistakes, new_mistakes = old.get("mistakes", {}), new.get("mistakes", {})
        if sorted(old_mistakes) != sorted(new_mistakes):
            problems.append(f"{where}: mistakes {sorted(old_mistakes)} became {sorted(new_mistakes)}")
            continue
        for mistake, outputs in old_mistakes.items():
            for name, tensor in outputs.items():
                compare_tensor(tensor, new_mistakes[mistake][name], f"{where} mistake {mistake} {name}", problems,
                               figures)
    return problems, (len(old_cases), figures)


def check_refusals(root, assignment, work):
    """A broken inputs file is refused, naming the file and the field."""
    generator = root / "reference_values" / f"generate_{assignment}.py"
    broken = work / "broken.json"
    problems = []
    for document, wanted in [
            ({"cases": [{"name": "a", "op": "some.op", "inputs": {"x": {"shape": [2], "data": [1.0]}}}]},
             "cases[0] (a).inputs.x.data: 1 numbers for shape [2] (2 needed)"),
            ({"cases": [{"op": "some.op", "inputs": {}}]}, "cases[0].name: missing"),
            ({"cases": [{"name": "a", "op": "no.such_op", "inputs": {"x": {"shape": [1], "data": [1.0]}}}]},
             "case a: op 'no.such_op' is not one this generator computes")]:
        broken.write_text(json.dumps(document))
        run = subprocess.run(["/usr/bin/python3", str(generator), "--inputs", str(broken), "--out", str(work)],
                             capture_output=True, text=True)
        if run.returncode != 2 or str(broken) not in run.stderr or wanted not in run.stderr:
            problems.append(f"broken inputs: exit {run.returncode}, wanted 2 and a message with {wanted!r} "
                            f"and the file's name; got: {run.stderr.strip()}")
    return problems


def main():
    root, assignment = Path(sys.argv[1]).resolve(), sys.argv[2]
    status = 0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for set_name in ("public", "hidden"):
            problems, result = check_set(root, assignment, set_name, work)
            if result:
                count, figures = result
                print(f"{assignment} {set_name}: {count} cases recomputed from their inputs alone; "
                      f"{figures['changed']} of {figures['numbers']} numbers differ from the committed ones, "
                      f"by at most {figures['max_ulps']} float32 ULPs")
            for problem in problems[:20]:
                print(f"FAILED: {assignment} {problem}", file=sys.stderr)
            status |= 1 if problems else 0
        for problem in check_refusals(root, assignment, work):
            print(f"FAILED: {assignment} {problem}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
