#!/usr/bin/env python3
"""Runs the whole test suite several times while other processes load every core, and lists every test that failed.

A test whose outcome depends on how fast a shared machine happens to be passes on an idle laptop and fails in CI on a
busy one. This script makes the busy machine on purpose: it starts `--load` processes that spin on the CPU (one per
core by default), runs `swift test` `--runs` times in a row, and reports each run's time and result, then every test
that failed in any run with the first message it recorded and the runs it failed in.

Not part of every CI run (it takes ten times the suite's time): run it by hand before a stop that touches timing.

    python3 .ci/stress_tests.py                 # 10 runs, both cores loaded
    python3 .ci/stress_tests.py --runs 3 --load 4 --filter ContactsScreen

Exit status: 0 when every run passed, 1 when any failed (or crashed), 2 when the build failed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import re
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field

# Swift Testing: `✘ Test "name" recorded an issue at File.swift:38:9: Expectation failed: …` (or `recorded an issue:
# Time limit was exceeded: …`), with the same test's parameterised cases named `… with 1 argument …`.
SWIFT_TESTING_ISSUE = re.compile(r'^✘ Test (?P<name>".*?"|\S+)(?: with \d+ arguments? .*?)? recorded an issue(?P<rest>.*)$')
# XCTest: `/path/File.swift:12: error: -[Module.Case testName] : XCTAssertEqual failed: …`.
XCTEST_ERROR = re.compile(r'^(?P<where>\S+:\d+): error: (?P<name>-\[\S+ \S+\]) : (?P<rest>.*)$')
# The test process stopped by a signal (a precondition, a crash): no closing line of its own.
CRASH = re.compile(r'(Program crashed|Exited with (unexpected )?signal code \d+|Fatal error:|Precondition failed|Segmentation fault)')


@dataclass
class Failure:
    """One test that failed, over every run."""

    name: str
    message: str
    runs: list[int] = field(default_factory=list)


def spin() -> None:
    """Keeps one core busy until killed."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    x = 0
    while True:
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF


def parse_failures(output: str) -> list[tuple[str, str]]:
    """The (test, first message) pairs that a `swift test` run's output reports, in order."""
    found: list[tuple[str, str]] = []
    lines = output.splitlines()
    for index, line in enumerate(lines):
        match = SWIFT_TESTING_ISSUE.match(line)
        if match:
            message = match.group('rest').lstrip(': ').strip()
            # The details (`↳ …`) follow on their own lines.
            for follow in lines[index + 1:index + 4]:
                if follow.lstrip().startswith('↳'):
                    message += ' ' + follow.strip()
            found.append((match.group('name'), message[:400]))
            continue
        match = XCTEST_ERROR.match(line)
        if match:
            found.append((match.group('name'), f"{match.group('where')}: {match.group('rest')}"[:400]))
    if not found:
        crash = next((line for line in lines if CRASH.search(line)), None)
        if crash is not None:
            found.append(('(the test process)', crash.strip()[:400]))
    return found


def closing_line(output: str) -> str:
    """The run's own closing line (Swift Testing's), or the last line."""
    for line in reversed(output.splitlines()):
        if line.startswith(('✔ Test run', '✘ Test run')):
            return line.strip()
    lines = output.strip().splitlines()
    return lines[-1].strip() if lines else '(no output)'


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--runs', type=int, default=10, help='how many times to run the suite (default 10)')
    parser.add_argument('--load', type=int, default=multiprocessing.cpu_count(),
                        help='how many processes spin on the CPU meanwhile (default: one per core, %(default)s)')
    parser.add_argument('--filter', default=None, help="passed to `swift test --filter`")
    parser.add_argument('--logs', default='/tmp/listkit-stress', help='where each run\'s output is kept')
    arguments = parser.parse_args()

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    os.makedirs(arguments.logs, exist_ok=True)

    print('== building the tests (once, before the load starts)', flush=True)
    if subprocess.run(['swift', 'build', '--build-tests']).returncode != 0:
        print('error: the build failed', file=sys.stderr)
        return 2

    command = ['swift', 'test', '--skip-build']
    if arguments.filter:
        command += ['--filter', arguments.filter]
    # Killed (SIGTERM) as by Ctrl-C: the `finally` below stops the spinning processes, and `subprocess.run` the suite.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    loaders = [multiprocessing.Process(target=spin, daemon=True) for _ in range(arguments.load)]
    for loader in loaders:
        loader.start()
    print(f'== {arguments.runs} runs of `{" ".join(command)}` with {arguments.load} processes spinning on '
          f'{multiprocessing.cpu_count()} cores', flush=True)

    failures: dict[str, Failure] = {}
    failed_runs = 0
    durations: list[float] = []
    try:
        for run in range(1, arguments.runs + 1):
            start = time.monotonic()
            result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                    errors='replace')
            elapsed = time.monotonic() - start
            durations.append(elapsed)
            log = os.path.join(arguments.logs, f'run-{run}.log')
            with open(log, 'w') as file:
                file.write(result.stdout)
            found = parse_failures(result.stdout)
            if result.returncode != 0 and not found:
                found = [('(the test process)', f'exit status {result.returncode}: {closing_line(result.stdout)}')]
            if found:
                failed_runs += 1
            for name, message in found:
                failure = failures.setdefault(name, Failure(name, message))
                if run not in failure.runs:
                    failure.runs.append(run)
            verdict = 'passed' if not found and result.returncode == 0 else f'FAILED ({len(found)} issues)'
            print(f'run {run:2}: {elapsed:6.1f} s  {verdict}  {closing_line(result.stdout)}  [{log}]', flush=True)
    finally:
        for loader in loaders:
            loader.terminate()
        for loader in loaders:
            loader.join()

    print()
    print(f'== {arguments.runs - failed_runs} of {arguments.runs} runs passed; each took '
          f'{min(durations):.1f}-{max(durations):.1f} s (mean {sum(durations) / len(durations):.1f} s), '
          f'load: {arguments.load} spinning processes on {multiprocessing.cpu_count()} cores')
    if not failures:
        print('No test failed in any run.')
        return 0
    print(f'{len(failures)} tests failed in at least one run:')
    for failure in sorted(failures.values(), key=lambda f: (-len(f.runs), f.name)):
        print(f'- {failure.name}: failed in runs {", ".join(map(str, failure.runs))}')
        print(f'    {failure.message}')
    return 1


if __name__ == '__main__':
    sys.exit(main())
