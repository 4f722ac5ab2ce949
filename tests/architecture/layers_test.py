#!/usr/bin/env python3
"""The compiler refuses a wrong-way include: for every library of the grader,
a file compiled as that library's own sources are (their command in the
build's compile_commands.json) can include the headers of the libraries it
links (BUILD_DIR/grader_layers.json, written from grader/*/CMakeLists.txt),
and cannot include those of any other (a library above it, or beside it).
The command line (grader/app) includes nothing of building, execution
or grading: it parses and makes one call of grader::commands.
usage: layers_test.py BUILD_DIR SOURCE_DIR"""
import concurrent.futures
import json
import os
import shlex
import subprocess
import sys
import tempfile

build, source = sys.argv[1], os.path.realpath(sys.argv[2])
# Each library and one of its headers (None: no header of its own).
HEADERS = {
    'protocol': 'protocol/tensor.hpp',
    'support': 'support/errors.hpp',
    'source': 'source/lexer.hpp',
    'execution': 'execution/runner.hpp',
    'building': 'building/build.hpp',
    'assessment': 'assessment/manifest.hpp',
    'hints': 'hints/diagnosis.hpp',
    'grading': 'grading/engine.hpp',
    'reports': 'reports/reports.hpp',
    'course': 'course/pipeline.hpp',
    'batch': 'batch/batch.hpp',
    'term': 'term/term.hpp',
    # Course-side, where libclang is installed (grader/CMakeLists.txt): checked when the build has it.
    'errormodel': 'errormodel/rewrites.hpp',
    # What each command does, one call each (grader::commands, probed with
    # grade.cpp's flags; grader::class_commands adds batch and term).
    'commands': 'commands/commands.hpp',
    # The command line: no header of its own (probed with main.cpp's flags).
    'app': None,
}
# The grader libraries each library sees: the links are written once, in each
# grader/<library>/CMakeLists.txt; the configure step writes what follows from
# them (cmake/GraderLayers.cmake: BUILD_DIR/grader_layers.json).
with open(os.path.join(build, 'grader_layers.json')) as f:
    LINKS = json.load(f)
# What the layers are for, whatever the links say: hints never run student
# code (execution is not theirs to include); the command line parses and
# makes one call (it includes nothing of building, execution or grading).
NEVER = {'hints': ['execution'], 'app': ['building', 'execution', 'grading']}
if set(LINKS) - set(HEADERS):
    sys.exit(f'FAILED: no header of {sorted(set(LINKS) - set(HEADERS))} in HEADERS (layers_test.py)')
# The source whose compile command a library is probed with, where its
# folder holds more than one library's sources (or none under src/).
PROBES = {'commands': 'grader/commands/src/grade.cpp', 'app': 'grader/app/main.cpp'}
with open(os.path.join(build, 'compile_commands.json')) as f:
    commands = json.load(f)


def command_of(library):
    folder = os.path.join(source, 'grader', library, 'src') + os.sep
    probe = os.path.join(source, PROBES[library]) if library in PROBES else None
    for entry in commands:
        path = os.path.realpath(entry['file'])
        if path == probe or (probe is None and path.startswith(folder)):
            return entry
    if library == 'errormodel':
        return None
    sys.exit(f'FAILED: no compile command for a source of grader/{library}/src in {build}')


def compiles(entry, headers):
    with tempfile.NamedTemporaryFile('w', suffix='.cpp', delete=False) as probe:
        probe.write(''.join(f'#include "grader/{header}"\n' for header in headers))
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


# Per library: one probe with every header it may include (parsing them is
# the slow part; a failure is then told header by header), and one probe
# per header it may not (it fails at once, at that #include). The probes
# run side by side, one per core.
def check(library):
    entry = command_of(library)
    if entry is None:  # a library this build does not have (errormodel without libclang)
        print(f'note: grader/{library} is not in this build: not checked')
        return 0, 0, []
    if library not in LINKS:
        return 1, 1, [f'FAILED: grader/{library} is not in grader_layers.json (grader/CMakeLists.txt)']
    deps = LINKS[library]
    allowed = [header for other, header in HEADERS.items() if header and (other == library or other in deps)]
    refused = [header for other, header in HEADERS.items() if header and not (other == library or other in deps)]
    lines = [f'FAILED: grader/{library} links grader/{other}' for other in NEVER.get(library, []) if other in deps]
    ok, _ = compiles(entry, allowed)
    for header in allowed if not ok else []:
        one_ok, stderr = compiles(entry, [header])
        if not one_ok:
            lines += [f'FAILED: grader/{library} cannot include grader/{header}', stderr[:600]]
    for header in refused:
        if compiles(entry, [header])[0]:
            lines.append(f'FAILED: grader/{library} can include grader/{header}')
    checked = len(allowed) + len(refused) + len(NEVER.get(library, []))
    return checked, sum(line.startswith('FAILED') for line in lines), lines


failures = 0
checked = 0
with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    for count, failed, lines in pool.map(check, HEADERS):
        checked += count
        failures += failed
        for line in lines:
            print(line)
print(f'{checked - failures} passed, {failures} failed')
sys.exit(1 if failures else 0)
