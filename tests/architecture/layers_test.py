#!/usr/bin/env python3
"""The compiler refuses a wrong-way include: for every library of the grader,
a file compiled as that library's own sources are (their command in the
build's compile_commands.json) can include the headers of the libraries it
links, and cannot include those of any other (a library above it, or beside
it). usage: layers_test.py BUILD_DIR SOURCE_DIR"""
import json
import os
import shlex
import subprocess
import sys
import tempfile

build, source = sys.argv[1], os.path.realpath(sys.argv[2])
# Each library, one of its headers, and the grader libraries it links (CMakeLists.txt of each folder).
LIBRARIES = {
    'protocol': ('protocol/tensor.hpp', []),
    'support': ('support/errors.hpp', []),
    'execution': ('execution/runner.hpp', ['support', 'protocol']),
    'building': ('building/build.hpp', ['execution', 'support', 'protocol']),
    'grading': ('grading/engine.hpp', ['execution', 'support', 'protocol']),
    'reports': ('reports/reports.hpp', ['grading', 'execution', 'support', 'protocol']),
    'course': ('course/pipeline.hpp', ['reports', 'grading', 'building', 'execution', 'support', 'protocol']),
    'batch': ('batch/batch.hpp', ['course', 'reports', 'grading', 'building', 'execution', 'support', 'protocol']),
    'term': ('term/term.hpp', ['batch', 'course', 'reports', 'grading', 'building', 'execution', 'support',
                               'protocol']),
}
with open(os.path.join(build, 'compile_commands.json')) as f:
    commands = json.load(f)


def command_of(library):
    folder = os.path.join(source, 'grader', library, 'src') + os.sep
    if library == 'protocol':
        folder = os.path.join(source, 'grader', 'protocol', 'src') + os.sep
    for entry in commands:
        if os.path.realpath(entry['file']).startswith(folder):
            return entry
    sys.exit(f'FAILED: no compile command for a source of grader/{library}/src in {build}')


def compiles(entry, header):
    with tempfile.NamedTemporaryFile('w', suffix='.cpp', delete=False) as probe:
        probe.write(f'#include "grader/{header}"\n')
    args = shlex.split(entry['command']) if 'command' in entry else list(entry['arguments'])
    kept = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in ('-o', '-c', '-MF', '-MT', '-MQ'):
            skip = arg != '-c'
            continue
        if arg in ('-MD', '-MMD') or os.path.realpath(os.path.join(entry['directory'], arg)) == os.path.realpath(entry['file']):
            continue
        kept.append(arg)
    result = subprocess.run(kept + ['-fsyntax-only', probe.name], cwd=entry['directory'], capture_output=True, text=True)
    os.unlink(probe.name)
    return result.returncode == 0, result.stderr


failures = 0
checked = 0
for library, (_, deps) in LIBRARIES.items():
    entry = command_of(library)
    for other, (header, _) in LIBRARIES.items():
        allowed = other == library or other in deps
        ok, stderr = compiles(entry, header)
        checked += 1
        if ok != allowed:
            failures += 1
            print(f'FAILED: grader/{library} {"cannot" if allowed else "can"} include grader/{header}')
            if allowed:
                print(stderr[:600])
print(f'{checked - failures} passed, {failures} failed')
sys.exit(1 if failures else 0)
