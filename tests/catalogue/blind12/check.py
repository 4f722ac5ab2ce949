#!/usr/bin/env python3
"""Checks the twelfth blind catalogue (text only: nothing is compiled or graded).

- every mutant's replacements apply exactly once, in order, to
  <repository>/solutions/<assignment>/<file>, and each replaced text lies
  inside one `YOUR CODE STARTS HERE` .. `YOUR CODE ENDS HERE` region;
- no replacement adds an #include;
- names are unique snake_case; every mutant has the expected fields, among them a
  non-empty `cause` (one sentence naming the cause a good hint should name);
- fair.json names exactly the same mistakes (plus the NOT_WRITTEN ones), with every task id of the
  assignment (from the manifest's `tasks` list: ids and points only), full
  points for the other tasks;
- each mutant's `tasks` equals the tasks where fair.json gives 0;
- the counts per assignment are the ones asked for (8 each, less the NOT_WRITTEN ones; a planned mistake that could not be
  written would stay in fair.json and be listed in NOT_WRITTEN, with its reason in README.md);
- no name is already used by an earlier catalogue (only the `name` fields of
  tests/catalogue/*.json and blind/ .. blind11/ are read).

Usage: python3 tests/catalogue/blind12/check.py [--main REPOSITORY]  (default: the repository holding this file)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = (sys.argv[sys.argv.index("--main") + 1] if "--main" in sys.argv
        else os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")))
ASSIGNMENTS = ["attention", "from_scratch", "labml_mha", "torch_mha", "udl_multihead"]
START = "YOUR CODE STARTS HERE"
END = "YOUR CODE ENDS HERE"
SNAKE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
FIELDS = {"name", "file", "mistake", "replace", "tasks", "references", "cause"}
# What the grader gave, recorded after grading and judged: all three or none.
RECORDED = {"expect", "hint", "hint_kind"}

# Planned (and in fair.json, committed first) but not written: see README.md.
NOT_WRITTEN = {
    "udl_multihead": ["project_result_started_from_bias_column"],
}
EXPECTED_COUNTS = {a: 8 - len(NOT_WRITTEN.get(a, [])) for a in
                   ["attention", "from_scratch", "labml_mha", "torch_mha", "udl_multihead"]}

errors = []


def error(message):
    errors.append(message)


def earlier_names():
    """The mistake names of the earlier catalogues (their `name` fields only)."""
    import glob
    catalogue = os.path.dirname(HERE)
    paths = glob.glob(os.path.join(catalogue, "*.json"))
    for sub in ("blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9", "blind10", "blind11"):
        paths += glob.glob(os.path.join(catalogue, sub, "*.json"))
    names = set()
    for path in paths:
        if os.path.basename(path) == "fair.json":
            continue
        try:
            with open(path) as f:
                data = json.load(f)
        except (OSError, ValueError):
            continue
        for m in data.get("mutants", []) if isinstance(data, dict) else []:
            if isinstance(m, dict) and "name" in m:
                names.add(m["name"])
    return names


def task_points(assignment):
    """The manifest's task ids and points (nothing else of the manifest is read)."""
    with open(os.path.join(MAIN, "assignments", assignment, "manifest.json")) as f:
        tasks = json.load(f)["tasks"]
    return {t["id"]: t.get("points") for t in tasks}


def fences(text):
    """[(start, end)] character spans between the START and END markers."""
    spans = []
    pos = 0
    while True:
        s = text.find(START, pos)
        if s < 0:
            return spans
        e = text.find(END, s)
        if e < 0:
            return spans
        spans.append((text.index("\n", s) + 1, text.rfind("\n", 0, e) + 1))
        pos = e + len(END)


def inside_a_fence(text, start, length):
    return any(a <= start and start + length <= b for a, b in fences(text))


with open(os.path.join(HERE, "fair.json")) as f:
    fair = json.load(f)["fair"]

if sorted(fair) != sorted(ASSIGNMENTS):
    error(f"fair.json assignments {sorted(fair)} != {sorted(ASSIGNMENTS)}")

counts = {}
EARLIER = earlier_names()
for assignment in ASSIGNMENTS:
    points = task_points(assignment)
    with open(os.path.join(HERE, assignment + ".json")) as f:
        mutants = json.load(f)["mutants"]
    counts[assignment] = len(mutants)
    names = [m.get("name") for m in mutants]
    for name in set(names):
        if names.count(name) > 1:
            error(f"{assignment}: name {name} used {names.count(name)} times")
    fair_a = fair.get(assignment, {})
    if sorted(set(fair_a) - set(NOT_WRITTEN.get(assignment, []))) != sorted(names):
        error(f"{assignment}: fair.json names {sorted(set(fair_a) ^ set(names))} differ from the mutants'")
    for m in mutants:
        name = m.get("name", "?")
        where = f"{assignment}/{name}"
        if set(m) != FIELDS and set(m) != FIELDS | RECORDED:
            error(f"{where}: fields {sorted(m)} != {sorted(FIELDS)} (and the recorded {sorted(RECORDED)})")
        if m.get("hint_kind", "none") not in ("names", "observation", "false", "none"):
            error(f"{where}: hint_kind {m.get('hint_kind')!r}")
        if name in EARLIER:
            error(f"{where}: name already used by an earlier catalogue")
        if not SNAKE.match(name):
            error(f"{where}: name is not snake_case")
        if m.get("references") != "hidden":
            error(f"{where}: references {m.get('references')!r} != 'hidden'")
        cause = m.get("cause")
        if not isinstance(cause, str) or not cause.strip():
            error(f"{where}: no cause (a non-empty sentence naming the cause a good hint should name)")
        if not str(m.get("mistake", "")).startswith("Task "):
            error(f"{where}: mistake does not start with 'Task N:'")
        # fair points
        deserved = fair_a.get(name)
        if deserved is not None:
            if sorted(deserved) != sorted(points):
                error(f"{where}: fair task ids {sorted(deserved)} != manifest {sorted(points)}")
            zero = sorted(t for t, p in deserved.items() if p == 0)
            if zero != sorted(m.get("tasks", [])):
                error(f"{where}: tasks {m.get('tasks')} != fair's zero tasks {zero}")
            for t, p in deserved.items():
                if p != 0 and p != points.get(t):
                    error(f"{where}: fair gives task {t} {p} points, the manifest {points.get(t)}")
            mistake_task = str(m.get("mistake", "")).split(":")[0].replace("Task ", "").split(" ")[0]
            if mistake_task not in m.get("tasks", []):
                error(f"{where}: the mistake text names Task {mistake_task}, tasks are {m.get('tasks')}")
        # replacements
        path = os.path.join(MAIN, "solutions", assignment, m.get("file", ""))
        if not os.path.isfile(path):
            error(f"{where}: no file {path}")
            continue
        with open(path) as f:
            text = f.read()
        for i, pair in enumerate(m.get("replace", [])):
            if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(s, str) for s in pair)):
                error(f"{where}: replacement {i} is not [old, new]")
                continue
            old, new = pair
            n = text.count(old)
            if n != 1:
                error(f"{where}: replacement {i}: old occurs {n} times")
                continue
            if "#include" in new and "#include" not in old:
                error(f"{where}: replacement {i} adds an #include")
            if START in new or END in new or START in old or END in old:
                error(f"{where}: replacement {i} touches a fence marker")
            start = text.index(old)
            if not inside_a_fence(text, start, len(old)):
                error(f"{where}: replacement {i} is not inside one YOUR CODE region")
            text = text.replace(old, new, 1)
            if not inside_a_fence(text, start, len(new)):
                error(f"{where}: replacement {i}'s new text is not inside one YOUR CODE region")
        if not m.get("replace"):
            error(f"{where}: no replacements")

for assignment, n in EXPECTED_COUNTS.items():
    if counts.get(assignment) != n:
        error(f"{assignment}: {counts.get(assignment)} mutants, expected {n}")
total = sum(counts.values())
print("mutants per assignment: " + ", ".join(f"{a} {n}" for a, n in counts.items()) + f"; total {total}")
if errors:
    print(f"{len(errors)} problem(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print(f"({len(EARLIER)} names of earlier catalogues checked against)")
print("clean: every replacement applies exactly once inside a YOUR CODE region, names are unique snake_case and new, "
      "every mutant has a cause, fair.json matches the mutants and every task id, each mutant's tasks are fair's "
      "zero tasks")
