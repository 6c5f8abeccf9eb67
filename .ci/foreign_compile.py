#!/usr/bin/env python3
"""Compiles other people's UIKit list libraries, and runs their test suites, against HeadlessUIKit.

HeadlessUIKit promises that code written for UIKit compiles against it unchanged. This dev script checks the promise on
real projects: it copies each library's sources, applies ONLY the documented mechanical rewrite, builds them as a
throwaway SwiftPM package (under /tmp) with a path dependency on this ListKit checkout, runs their XCTest suites, and
sorts every compiler error into one of three kinds:

- "Objective-C runtime (cannot exist on Linux)": `#selector`, `@objc`, `responds(to:)`, `objc_getAssociatedObject`...
- "Linux XCTest difference": swift-corelibs-xctest's API differs from Apple's (`fulfill` takes `file:line:`, so
  `completion: expectation.fulfill` does not convert to `() -> Void`), not HeadlessUIKit's business.
- "Darwin API Linux's Foundation lacks": `OSAtomicIncrement32` in a file that imports only Foundation.
- "HeadlessUIKit gap": anything else, a UIKit declaration or behaviour HeadlessUIKit lacks: the work list.

The rewrite, and nothing more:
- `import UIKit` becomes `import HeadlessUIKit` (`import QuartzCore` stays: the package's `QuartzCore` product
  re-exports HeadlessUIKit's Core Animation types, as UIKit re-exports QuartzCore on iOS);
- in `#if`/`#elseif` lines, `os(iOS)` becomes `(os(iOS) || os(Linux))` and `canImport(UIKit)` becomes
  `canImport(HeadlessUIKit)`.
Unless `--no-xctest-shims` is given, each test target also gets one added file, `LinuxXCTestShims.swift`, giving
corelibs XCTest the `fulfill()` Apple's XCTest has, and every test file HeadlessUIKit as iOS gives them UIKit (a
framework whose umbrella header imports UIKit re-exports it, and XCTest brings it along), so that the suites run. Unless `--no-darwin-shims` is given, a
library target that calls Darwin's `OSAtomic` counters gets `LinuxDarwinShims.swift`, forwarding them to HeadlessUIKit's
(on Apple platforms Foundation re-exports Darwin; on Linux a file that imports only Foundation cannot see them).
Either flag shows the raw errors, classified.
Their files are never edited beyond the rewrite; nothing built from them belongs in the repository.

Not run by CI (CI has no network to fetch the libraries). Usage, from the repository root:
    git -C /work/.mirror/ra1028+DifferenceKit/repo archive HEAD | tar -x -C /tmp/dk
    git -C /work/.mirror/ra1028+DiffableDataSources/repo archive HEAD | tar -x -C /tmp/dds
    python3 .ci/foreign_compile.py DifferenceKit=/tmp/dk/Sources,tests=/tmp/dk/Tests \\
        DiffableDataSources=/tmp/dds/Sources,tests=/tmp/dds/Tests,depends=DifferenceKit
A library is `NAME=SOURCES[,tests=DIR][,depends=A+B][,exclude=GLOB+GLOB]`, in dependency order, or the NAME alone of
a library in the table of libraries tried (`KNOWN_LIBRARIES`: DifferenceKit, DiffableDataSources, Owl, ReactiveLists),
whose files are then looked for under `--root` (default /tmp/foreign), one directory per library:
    python3 .ci/foreign_compile.py DifferenceKit ReactiveLists
`--list` prints the table, with the commands that put each library's files in place. `--skip PATTERN` (repeatable)
leaves the matching tests out of the run (`swift test --skip`), to see what a suite shows past a test that stops it.
Exits 0 when every library and test target compiles and every test run passes, 1 otherwise, 2 on bad arguments.

`--drop-objc-attributes` goes one step beyond the rewrite, for a library that marks a class `@objc` only to show it to
Objective-C: lines that hold nothing but an `@objc` or `@objcMembers` attribute are dropped (counted apart, and each
reported as an Objective-C runtime error that the flag stepped over). An attribute beside a declaration on the same
line stays, so `@objc func` and `@objc dynamic var`, which need the runtime, still fail.
"""

from __future__ import annotations

import argparse
import dataclasses
import fnmatch
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OBJC = "Objective-C runtime (cannot exist on Linux)"
XCTEST = "Linux XCTest difference"
DARWIN = "Darwin API Linux's Foundation lacks"
GAP = "HeadlessUIKit gap"
KINDS = [GAP, OBJC, XCTEST, DARWIN]

DIAGNOSTIC = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$")
# What only the Objective-C runtime has: in the error's message or in the line it points at.
OBJC_SIGNS = re.compile(
    r"#selector|@objc|\bdynamic\b|Objective-C|objc_|responds\(to:|\bperform\(|NSSelectorFromString|NSClassFromString|"
    r"@IBOutlet|@IBAction|@IBInspectable|@NSManaged|method_exchangeImplementations|class_getInstanceMethod|"
    r"\bSelector\b|AnyObject\.Type.*\.self|\.classForCoder|"
    # Objective-C initializers are dispatched dynamically, so `cellClass.init()` compiles on iOS without `required`.
    r"with a metatype value must use a 'required' initializer|"
    # Optional protocol requirements exist only in @objc protocols: `delegate?.tableView?(...)` and
    # `dataSource!.numberOfSections!(in:)` call UIKit's optional methods, requirements with defaults here.
    r"cannot use optional chaining on non-optional value of type '\(|cannot force unwrap value of non-optional type '\("
)
# With Objective-C interop a class's metatype is an object, so `someClass === OtherClass.self` compiles on iOS;
# without it `===` takes no metatypes. Told by the line (`===`) and the message (a class type where an object goes).
METATYPE_IDENTITY = re.compile(r"AnyClass|AnyObject\.Type|\.Type\b")
DARWIN_SIGNS = re.compile(r"\bOSAtomic\w*|\bOSSpinLock\w*|\bos_unfair_lock\w*|\bmach_\w+|\bDarwin\b")
# HeadlessUIKit declares Darwin's OSAtomic counters (UIKit re-exports Darwin), but a file that imports only Foundation
# does not see them; on Apple platforms Foundation re-exports Darwin. One added file per library target forwards the
# names the library uses (unless it declares them itself) to HeadlessUIKit's, module-wide.
DARWIN_FORWARDS = {
    "OSAtomicIncrement32": "_ __theValue: UnsafeMutablePointer<Int32>!",
    "OSAtomicDecrement32": "_ __theValue: UnsafeMutablePointer<Int32>!",
    "OSAtomicAdd32": "_ __theAmount: Int32, _ __theValue: UnsafeMutablePointer<Int32>!",
}
# An attribute line that only shows a declaration to Objective-C (`--drop-objc-attributes`).
OBJC_ATTRIBUTE_LINE = re.compile(r"@objc(Members|\([A-Za-z_:]+\))?")


@dataclasses.dataclass(frozen=True)
class Known:
    """A library tried before: where its repository is, and its sources, tests and dependencies inside it."""

    repository: str
    sources: str
    tests: str | None
    depends: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()


# The libraries tried so far (the results are in the HeadlessUIKit article "Compiling other people's code").
KNOWN_LIBRARIES = {
    "DifferenceKit": Known("ra1028/DifferenceKit", "Sources", "Tests"),
    "DiffableDataSources": Known("ra1028/DiffableDataSources", "Sources", "Tests", depends=("DifferenceKit",)),
    "Owl": Known("malcommac/Owl", "Sources/Owl", "Tests/OwlTests"),
    "ReactiveLists": Known("plangrid/ReactiveLists", "Sources", "Tests", depends=("DifferenceKit",)),
}

XCTEST_SIGNS = re.compile(r"\bfulfill\b|XCTestExpectation|waitForExpectations|XCTWaiter|\bXCT\w+|allTests|measure")
SHIMS = '''import XCTest

// Added by .ci/foreign_compile.py, not the library's. On iOS a test file that imports only XCTest, or only the library,
// sees UIKit: a library built as a framework whose umbrella header imports UIKit re-exports it, and XCTest on iOS
// brings UIKit along. On Linux neither does, so this file re-exports HeadlessUIKit to every file of the test target.
@_exported import HeadlessUIKit

// Corelibs XCTest's `fulfill` is `fulfill(_:line:)`, so Apple's idiom `completion: expectation.fulfill` does not
// convert to `() -> Void` on Linux.
extension XCTestExpectation {
    func fulfill() {
        fulfill(#file, line: #line)
    }
}
'''
# Every test case's end, counted across suites (a crash leaves no overall summary).
TEST_CASE = re.compile(r"Test Case '(?P<test>[^']+)' (?P<result>passed|failed)")
TEST_STARTED = re.compile(r"Test Case '(?P<test>[^']+)' started")
CRASH = re.compile(r"Fatal error: .*|exited with unexpected signal code \d+")
# corelibs XCTest: `/path/File.swift:12: error: Suite.testName : XCTAssertEqual failed: ...`
TEST_FAILURE = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+): error: (?P<test>[\w.]+) : (?P<message>.*)$")


@dataclasses.dataclass
class Library:
    name: str
    sources: Path
    tests: Path | None
    depends: list[str]
    exclude: list[str]


@dataclasses.dataclass
class Problem:
    target: str
    location: str
    message: str
    text: str
    kind: str


def setup_commands(name: str, root: Path) -> str:
    """The commands that put a known library's files under `root`: the fetch, then the archive of the repository."""
    known = KNOWN_LIBRARIES[name]
    mirror = known.repository.replace("/", "+")
    paths = " ".join(path for path in [known.sources, known.tests] if path)
    return (f"fetch github:{known.repository}, then: mkdir -p {root / name} && "
            f"git -C /work/.mirror/{mirror}/repo archive HEAD {paths} | tar -x -C {root / name}")


def known_library(name: str, root: Path) -> Library:
    """A library of the table, its files under `root/NAME`, with a message saying how to get them when missing."""
    known = KNOWN_LIBRARIES[name]
    base = root / name
    library = Library(name, base / known.sources, base / known.tests if known.tests else None,
                      list(known.depends), list(known.exclude))
    for directory in [library.sources, library.tests]:
        if directory is not None and not directory.is_dir():
            raise ValueError(f"{name}: {directory} is not a directory; to get it, {setup_commands(name, root)}")
    return library


def parse_library(spec: str, root: Path | None = None) -> Library:
    """`NAME=SOURCES[,tests=DIR][,depends=A+B][,exclude=GLOB+GLOB]`, or a known NAME alone (its files under `root`),
    with a clear message when malformed."""
    name, equals, rest = spec.partition("=")
    if not equals and name in KNOWN_LIBRARIES and root is not None:
        return known_library(name, root)
    if not equals or not name.isidentifier() or not rest:
        raise ValueError(f"{spec!r}: expected NAME=SOURCES[,tests=DIR][,depends=A+B][,exclude=GLOB+GLOB]")
    source, *options = rest.split(",")
    library = Library(name, Path(source).resolve(), None, [], [])
    for option in options:
        key, _, value = option.partition("=")
        if key == "tests":
            library.tests = Path(value).resolve()
        elif key == "depends":
            library.depends = [item for item in value.split("+") if item]
        elif key == "exclude":
            library.exclude = [item for item in value.split("+") if item]
        else:
            raise ValueError(f"{spec!r}: unknown option {key!r} (tests, depends, exclude)")
    for directory in [library.sources, library.tests]:
        if directory is not None and not directory.is_dir():
            raise ValueError(f"{spec!r}: {directory} is not a directory")
    return library


def rewrite(text: str, drop_objc: bool = False) -> tuple[str, int]:
    """The documented rewrite, and the number of lines it changed; with `drop_objc`, attribute lines that only show a
    declaration to Objective-C become empty (see `--drop-objc-attributes`), counted with the changed lines."""
    changed = 0
    lines = []
    for line in text.split("\n"):
        new = line
        stripped = line.strip()
        if drop_objc and OBJC_ATTRIBUTE_LINE.fullmatch(stripped):
            changed += 1
            lines.append("")
            continue
        if re.fullmatch(r"import\s+UIKit", stripped):
            new = line.replace("UIKit", "HeadlessUIKit")
        elif re.match(r"#(if|elseif)\b", stripped):
            new = re.sub(r"\bos\(iOS\)", "(os(iOS) || os(Linux))", line)
            new = re.sub(r"\bcanImport\(UIKit\)", "canImport(HeadlessUIKit)", new)
        changed += new != line
        lines.append(new)
    return "\n".join(lines), changed


def dropped_objc_lines(source: Path, exclude: list[str]) -> list[str]:
    """`path:line` of every attribute line `--drop-objc-attributes` drops from the Swift files of `source`."""
    found = []
    for path in sorted(source.rglob("*.swift")):
        if any(fnmatch.fnmatch(str(path.relative_to(source)), pattern) for pattern in exclude):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
            if OBJC_ATTRIBUTE_LINE.fullmatch(line.strip()):
                found.append(f"{path}:{number}")
    return found


def copy_rewritten(source: Path, destination: Path, exclude: list[str], drop_objc: bool = False) -> int:
    """Copies the Swift files of `source` into `destination`, rewritten; returns the lines changed."""
    changed = 0
    for path in sorted(source.rglob("*.swift")):
        relative = path.relative_to(source)
        if any(fnmatch.fnmatch(str(relative), pattern) for pattern in exclude):
            continue
        text, count = rewrite(path.read_text(encoding="utf-8"), drop_objc)
        changed += count
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return changed


def darwin_shims(sources: Path) -> str | None:
    """The forwarding file for the Darwin names the sources use and do not declare, or None when there are none."""
    text = "\n".join(path.read_text(encoding="utf-8") for path in sources.rglob("*.swift"))
    used = [name for name in DARWIN_FORWARDS if re.search(rf"\b{name}\(", text) and f"func {name}" not in text]
    if not used:
        return None
    lines = ["// Added by .ci/foreign_compile.py, not the library's: on Apple platforms Foundation re-exports Darwin;",
             "// on Linux these names are HeadlessUIKit's, which a file importing only Foundation does not see.",
             "import HeadlessUIKit", ""]
    for name in used:
        parameters = DARWIN_FORWARDS[name]
        arguments = ", ".join(part.split(":")[0].split()[-1] for part in parameters.split(", "))
        lines += ["@discardableResult", f"func {name}({parameters}) -> Int32 {{",
                  f"    HeadlessUIKit.{name}({arguments})", "}", ""]
    return "\n".join(lines)


def manifest(libraries: list[Library], listkit: Path, with_tests: set[str]) -> str:
    identity = listkit.name
    uikit = (f'.product(name: "HeadlessUIKit", package: "{identity}"), '
             f'.product(name: "QuartzCore", package: "{identity}")')
    targets = []
    for library in libraries:
        depends = ", ".join([uikit, *(f'"{name}"' for name in library.depends)])
        targets.append(f'.target(name: "{library.name}", dependencies: [{depends}], path: "{library.name}/Sources")')
        if library.name in with_tests:
            targets.append(f'.testTarget(name: "{library.name}Tests", dependencies: ["{library.name}", {depends}], '
                           f'path: "{library.name}/Tests")')
    body = ",\n        ".join(targets)
    return f'''// swift-tools-version: 5.9
// Written by ListKit's .ci/foreign_compile.py: throwaway, never committed.
import PackageDescription

let package = Package(
    name: "ForeignCompile",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "{listkit}")],
    targets: [
        {body}
    ]
)
'''


def classify(message: str, text: str, in_tests: bool) -> str:
    if OBJC_SIGNS.search(message) or OBJC_SIGNS.search(text):
        return OBJC
    if "===" in text and METATYPE_IDENTITY.search(message):
        return OBJC
    if DARWIN_SIGNS.search(message):
        return DARWIN
    # The message names XCTest's API, or the line hands XCTest's `fulfill` on (the line alone is not enough: most
    # test lines call XCTAssert around the code that did not compile).
    if in_tests and (XCTEST_SIGNS.search(message) or re.search(r"\.fulfill\b(?!\()", text)):
        return XCTEST
    return GAP


def build_target(work: Path, target: str, in_tests: bool, originals: dict[Path, Path]) -> tuple[bool, list[Problem]]:
    result = subprocess.run(["swift", "build", "--target", target], cwd=work, capture_output=True, text=True)
    problems: list[Problem] = []
    seen = set()
    for line in (result.stdout + result.stderr).splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        path = Path(match["file"])
        key = (str(path), match["line"], match["column"], match["message"])
        if key in seen:
            continue
        seen.add(key)
        try:
            text = path.read_text(encoding="utf-8").split("\n")[int(match["line"]) - 1].strip()
        except (OSError, IndexError):
            text = ""
        original = next((orig / path.relative_to(copy) for copy, orig in originals.items()
                         if path.is_relative_to(copy)), path)
        problems.append(Problem(target, f"{original}:{match['line']}", match["message"], text,
                                classify(match["message"], text, in_tests)))
    if result.returncode != 0 and not problems:
        problems.append(Problem(target, "(build)", (result.stderr or result.stdout).strip()[-2000:], "", GAP))
    return result.returncode == 0, problems


@dataclasses.dataclass
class TestSummary:
    ran: bool
    failed: int
    text: str


def test_summary(output: str) -> TestSummary:
    """What the test run did, from every test case's end; a crash counts as a failure and names the test it hit."""
    results = [match["result"] for match in TEST_CASE.finditer(output)]
    if not results and not TEST_STARTED.search(output):
        return TestSummary(False, 1, "no test ran")
    failed = results.count("failed")
    text = f"{len(results)} tests run, {failed} failed"
    crash = CRASH.search(output)
    if crash:
        started = [match["test"] for match in TEST_STARTED.finditer(output)]
        finished = {match["test"] for match in TEST_CASE.finditer(output)}
        hit = next((name for name in reversed(started) if name not in finished), "an unknown test")
        text += f"; then the test process stopped in {hit}: {crash.group(0)} (the tests after it did not run)"
        failed += 1
    return TestSummary(True, failed, text)


def test_command(skips: list[str]) -> list[str]:
    """The command that runs the test targets, leaving out the tests `--skip` names (each pattern is swift test's)."""
    return ["swift", "test", *(part for pattern in skips for part in ("--skip", pattern))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("libraries", nargs="*",
                        help="NAME=SOURCES[,tests=DIR][,depends=A+B][,exclude=GLOB+GLOB], or a known NAME")
    parser.add_argument("--root", type=Path, default=Path("/tmp/foreign"),
                        help="where the known libraries' files are, one directory per library (default /tmp/foreign)")
    parser.add_argument("--list", action="store_true", help="print the known libraries and how to get their files")
    parser.add_argument("--drop-objc-attributes", dest="drop_objc", action="store_true",
                        help="drop lines that only hold an @objc or @objcMembers attribute (reported)")
    parser.add_argument("--listkit", type=Path, default=REPO, help="the ListKit checkout (default: this one)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/listkit-foreign-compile"),
                        help="the throwaway package's directory (kept between runs, so builds are incremental)")
    parser.add_argument("--no-xctest-shims", dest="shims", action="store_false",
                        help="add no LinuxXCTestShims.swift to the test targets")
    parser.add_argument("--no-darwin-shims", dest="darwin_shims", action="store_false",
                        help="add no LinuxDarwinShims.swift to the library targets")
    parser.add_argument("--no-tests", dest="tests", action="store_false", help="compile only")
    parser.add_argument("--skip", action="append", default=[], metavar="PATTERN",
                        help="leave out the tests whose names match (`swift test --skip`; repeatable), to see what a "
                             "suite shows past a test that stops the run")
    arguments = parser.parse_args()
    if arguments.list:
        for name, known in KNOWN_LIBRARIES.items():
            depends = f" (depends on {', '.join(known.depends)})" if known.depends else ""
            print(f"{name}: github.com/{known.repository}{depends}\n    {setup_commands(name, arguments.root.resolve())}")
        return 0
    if not arguments.libraries:
        print("foreign_compile: name at least one library (or --list)", file=sys.stderr)
        return 2
    try:
        libraries = [parse_library(spec, arguments.root.resolve()) for spec in arguments.libraries]
    except ValueError as error:
        print(f"foreign_compile: {error}", file=sys.stderr)
        return 2
    names = [library.name for library in libraries]
    for library in libraries:
        unknown = [name for name in library.depends if name not in names[:names.index(library.name)]]
        if unknown:
            print(f"foreign_compile: {library.name} depends on {', '.join(unknown)}, not named before it",
                  file=sys.stderr)
            return 2
    work = arguments.work.resolve()
    if REPO == work or REPO in work.parents:
        print(f"foreign_compile: the work directory {work} is inside the repository", file=sys.stderr)
        return 2
    work.mkdir(parents=True, exist_ok=True)
    originals: dict[Path, Path] = {}
    problems: list[Problem] = []
    for library in libraries:
        root = work / library.name
        shutil.rmtree(root, ignore_errors=True)
        if arguments.drop_objc:
            for directory in [library.sources, library.tests]:
                if directory is None:
                    continue
                problems += [Problem(library.name, location, "@objc attribute dropped (--drop-objc-attributes)",
                                     "", OBJC) for location in dropped_objc_lines(directory, library.exclude)]
        changed = copy_rewritten(library.sources, root / "Sources", library.exclude, arguments.drop_objc)
        originals[root / "Sources"] = library.sources
        forwards = darwin_shims(root / "Sources") if arguments.darwin_shims else None
        if forwards is not None:
            (root / "Sources" / "LinuxDarwinShims.swift").write_text(forwards, encoding="utf-8")
        if library.tests is not None:
            changed += copy_rewritten(library.tests, root / "Tests", library.exclude, arguments.drop_objc)
            originals[root / "Tests"] = library.tests
            if arguments.shims:
                (root / "Tests" / "LinuxXCTestShims.swift").write_text(SHIMS, encoding="utf-8")
        print(f"== {library.name}: {changed} lines rewritten")
    with_tests = {library.name for library in libraries if library.tests is not None}
    (work / "Package.swift").write_text(manifest(libraries, arguments.listkit.resolve(), with_tests))

    built: set[str] = set()
    for library in libraries:
        if not all(name in built for name in library.depends):
            print(f"== {library.name}: not built (a library it depends on does not build)")
            continue
        ok, found = build_target(work, library.name, False, originals)
        problems += found
        print(f"== {library.name}: {'builds' if ok else f'does not build ({len(found)} errors)'}")
        if ok:
            built.add(library.name)
    testable = set()
    for library in libraries:
        if library.name in built and library.name in with_tests:
            ok, found = build_target(work, f"{library.name}Tests", True, originals)
            problems += found
            print(f"== {library.name}Tests: {'builds' if ok else f'does not build ({len(found)} errors)'}")
            if ok:
                testable.add(library.name)

    if problems:
        print("\n== errors, by kind")
        for kind in KINDS:
            of_kind = [problem for problem in problems if problem.kind == kind]
            if not of_kind:
                continue
            print(f"\n-- {kind}: {len(of_kind)}")
            for problem in of_kind:
                print(f"   [{problem.target}] {problem.location}: {problem.message}")
                if problem.text:
                    print(f"       {problem.text}")

    failures_total = 0
    if arguments.tests and testable:
        # Only the test targets that compiled, the others would stop `swift test` from building,
        # and only the libraries that compiled.
        runnable = [library for library in libraries if library.name in built]
        (work / "Package.swift").write_text(manifest(runnable, arguments.listkit.resolve(), testable))
        result = subprocess.run(test_command(arguments.skip), cwd=work, capture_output=True, text=True)
        output = result.stdout + result.stderr
        failures = sorted({(match["test"], match["message"]) for match in map(TEST_FAILURE.match, output.splitlines())
                           if match})
        print("\n== tests")
        summary = test_summary(output)
        print("   " + summary.text + "".join(f"; --skip {pattern}" for pattern in arguments.skip))
        failures_total = summary.failed if summary.ran else 1
        if not summary.ran:
            print("   the tests did not run:\n" + output[-3000:])
        for test, message in failures:
            print(f"   FAIL {test}: {message}")
        (work / "test-output.txt").write_text(output)
        print(f"   (whole output: {work / 'test-output.txt'})")
    print("\n== summary: " + ", ".join(f"{sum(p.kind == kind for p in problems)} {kind}" for kind in KINDS))
    return 0 if not problems and failures_total == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
