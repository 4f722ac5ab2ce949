#!/usr/bin/env python3
"""Writes reference_values/published.json: the checksum of every hidden set
published with the framework.

The framework's repository is public, and so is each assignment's hidden set
in it (reference_values/<assignment>/hidden/) with the generator and seeds
that made it: a course grading with one grades with answers anyone can
download. The grader reads this list to refuse (release --gradescope) or
warn (batch, Gradescope's run_autograder, the Classroom step) when the set
it grades with is one of them; `./grade course init --seed-file FILE` makes
a course's own. A set's checksum is reference_writer.set_checksum's: SHA-256
of its index.json's "<sha256>  <path>" lines. Run it after regenerating the
framework's hidden sets; the test reference_values.published (--check)
fails while the list is stale.

usage: published_sets.py [--check]
"""
import argparse
import json
import os
import sys

import reference_writer

HERE = os.path.dirname(os.path.abspath(__file__))
PUBLISHED = os.path.join(HERE, "published.json")


def is_private(hidden):
    """A course's own set (course init, --seed-file): its index.json says its
    seeds were derived from a private seed. It is never published: the list
    keeps the framework's set of that assignment."""
    with open(os.path.join(hidden, "index.json"), encoding="utf-8") as f:
        return isinstance(json.load(f).get("generator", {}).get("seeds"), str)


def published(current):
    """The list as it should be: every assignment's committed hidden set (the
    current entry for a course's own set)."""
    sets = {}
    for assignment in sorted(os.listdir(HERE)):
        hidden = os.path.join(HERE, assignment, "hidden")
        if not os.path.isfile(os.path.join(hidden, "index.json")):
            continue
        if is_private(hidden):
            if assignment in current.get("hidden", {}):
                sets[assignment] = current["hidden"][assignment]
        else:
            sets[assignment] = reference_writer.set_checksum(hidden)
    return {
        "format": "autograder-published-sets/1",
        "about": "The hidden sets published with the framework (reference_values/<assignment>/hidden/ in its public "
                 "repository): anyone can download them. Each is the SHA-256 of its index.json's \"<sha256>  <path>\" "
                 "lines. Written by reference_values/published_sets.py; ./grade course init --seed-file FILE makes "
                 "a course's own.",
        "hidden": sets,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only compare: exit 1 and name the sets when published.json is stale")
    args = parser.parse_args()
    current = open(PUBLISHED, encoding="utf-8").read() if os.path.exists(PUBLISHED) else ""
    text = json.dumps(published(json.loads(current) if current else {}), indent=2) + "\n"
    if args.check:
        if current != text:
            print(f"{PUBLISHED} is stale: run /usr/bin/python3 reference_values/published_sets.py", file=sys.stderr)
            return 1
        print(f"{PUBLISHED} lists every committed hidden set")
        return 0
    with open(PUBLISHED, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
    print(f"wrote {PUBLISHED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
