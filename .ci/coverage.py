#!/usr/bin/env python3
"""Line coverage per module from SwiftPM's coverage report, checked against floors.

Usage: coverage.py CODECOV_JSON FLOORS_FILE

CODECOV_JSON is what `swift test --enable-code-coverage` writes (`swift test --show-codecov-path` prints where): an
`llvm-cov export` of the test run. Lines are counted per module, a module being the folder under `Sources/` that a
file is in. FLOORS_FILE has one `Module percent` pair per line (`#` starts a comment); a module below its floor fails
the check, and so does a floor for a module the report does not have (a renamed module must not pass unchecked).
"""
import collections
import json
import sys


def module_lines(report):
    """(covered, counted) lines per module of the files under Sources/."""
    totals = collections.defaultdict(lambda: [0, 0])
    for data in report["data"]:
        for entry in data["files"]:
            name = entry["filename"]
            if "/Sources/" not in name:
                continue
            module = name.split("/Sources/", 1)[1].split("/", 1)[0]
            lines = entry["summary"]["lines"]
            totals[module][0] += lines["covered"]
            totals[module][1] += lines["count"]
    return totals


def read_floors(path):
    floors = {}
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            text = line.split("#", 1)[0].strip()
            if not text:
                continue
            parts = text.split()
            if len(parts) != 2:
                sys.exit(f"{path}:{number}: expected `Module percent`, found {line.strip()!r}")
            floors[parts[0]] = float(parts[1])
    return floors


def main(arguments):
    if len(arguments) != 2:
        sys.exit(__doc__)
    with open(arguments[0], encoding="utf-8") as file:
        totals = module_lines(json.load(file))
    floors = read_floors(arguments[1])
    failures = []
    print(f"{'module':28} {'lines':>15} {'covered':>8} {'floor':>6}")
    for module in sorted(totals):
        covered, counted = totals[module]
        percent = 100 * covered / counted if counted else 100.0
        floor = floors.get(module)
        mark = ""
        if floor is not None and percent < floor:
            mark = "  below the floor"
            failures.append(f"{module}: {percent:.1f}% of lines, floor {floor:.1f}%")
        floor_text = f"{floor:.1f}" if floor is not None else "-"
        print(f"{module:28} {covered:7d}/{counted:7d} {percent:7.1f}% {floor_text:>6}{mark}")
    for module in sorted(set(floors) - set(totals)):
        failures.append(f"{module}: has a floor but no lines in the report")
    if failures:
        print("coverage below the floors:\n  " + "\n  ".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
