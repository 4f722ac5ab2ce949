#!/usr/bin/env python3
"""The compiler refuses a wrong-way include: for every library of the grader,
a file compiled as that library's own sources are (their command in the
build's compile_commands.json) can include the headers of the libraries it
links, and cannot include those of any other (a library above it, or beside
it). The command line (grader/app) includes nothing of building, execution
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
# Each library, one of its headers, and the grader libraries it links (CMakeLists.txt of each folder).
LIBRARIES = {
    'protocol': ('protocol/tensor.hpp', []),
    'support': ('support/errors.hpp', []),
    # The one reader of C++ text: below everything that reads a student's code.
    'source': ('source/lexer.hpp', ['support']),
    'execution': ('execution/runner.hpp', ['support', 'protocol']),
    'building': ('building/build.hpp', ['source', 'execution', 'support', 'protocol']),
    # assessment reads a solution's code with the lexer (privately: its users see no more).
    'assessment': ('assessment/manifest.hpp', ['source', 'support', 'protocol']),
    # hints never run student code: execution is not theirs to include.
    'hints': ('hints/diagnosis.hpp', ['assessment', 'source', 'support', 'protocol']),
    'grading': ('grading/engine.hpp', ['hints', 'assessment', 'source', 'execution', 'support', 'protocol']),
    'reports': ('reports/reports.hpp', ['assessment', 'support', 'protocol']),
    'course': ('course/pipeline.hpp', ['reports', 'grading', 'hints', 'assessment', 'building', 'source', 'execution',
                                       'support', 'protocol']),
    'batch': ('batch/batch.hpp', ['course', 'reports', 'grading', 'hints', 'assessment', 'building', 'source',
                                  'execution', 'support', 'protocol']),
    'term': ('term/term.hpp', ['batch', 'course', 'reports', 'grading', 'hints', 'assessment', 'building', 'source',
                               'execution', 'support', 'protocol']),
    # Course-side, where libclang is installed (grader/CMakeLists.txt): checked when the build has it.
    'errormodel': ('errormodel/rewrites.hpp', ['course', 'reports', 'grading', 'hints', 'assessment', 'building',
                                               'source', 'execution', 'support', 'protocol']),
    # What each command does, one call each (grader::commands, probed with
    # grade.cpp's flags; grader::class_commands adds batch and term).
    'commands': ('commands/commands.hpp', ['course', 'reports', 'grading', 'hints', 'assessment', 'building', 'source',
                                           'execution', 'support', 'protocol']),
    # The command line parses and makes one call: it includes nothing of
    # building, execution or grading (no header of its own: probed with main.cpp's flags).
    'app': (None, ['commands', 'reports', 'assessment', 'support', 'protocol']),
}
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
    deps = LIBRARIES[library][1]
    allowed = [header for other, (header, _) in LIBRARIES.items() if header and (other == library or other in deps)]
    refused = [header for other, (header, _) in LIBRARIES.items() if header and not (other == library or other in deps)]
    lines = []
    ok, _ = compiles(entry, allowed)
    for header in allowed if not ok else []:
        one_ok, stderr = compiles(entry, [header])
        if not one_ok:
            lines += [f'FAILED: grader/{library} cannot include grader/{header}', stderr[:600]]
    for header in refused:
        if compiles(entry, [header])[0]:
            lines.append(f'FAILED: grader/{library} can include grader/{header}')
    return len(allowed) + len(refused), sum(line.startswith('FAILED') for line in lines), lines


failures = 0
checked = 0
with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
    for count, failed, lines in pool.map(check, LIBRARIES):
        checked += count
        failures += failed
        for line in lines:
            print(line)
print(f'{checked - failures} passed, {failures} failed')
sys.exit(1 if failures else 0)
