#!/usr/bin/env python3
"""Compile checks of HeadlessUIKit as iOS code sees UIKit, run by .ci/run after `swift build --build-tests`.

1. Diagnostics: each `.ci/fixtures/diagnostics/*.swift` is type-checked against HeadlessUIKit; the compiler's errors
   must be exactly the fixture's `// expect-error: <message>` lines (none: it must compile cleanly). This is how the
   missing-`init(coder:)` message is proved to name `init(coder:)` alone, as on iOS.

2. The iOS build, simulated: there is no iOS SDK here, so UIKit's API stands in as HeadlessUIKit declares it (the
   signature check keeps the two the same). HeadlessUIKit's sources are compiled as a module named `UIKit`; with that
   module importable, `canImport(UIKit)` is true, and the package's targets are compiled as for iOS: HeadlessUIKit
   itself (it must come out empty), ListKitUIKit, ListKitTerminal (empty), ShowcaseScreens, and the `showcase` and
   `listkit-bench` executables. UIKit's optional protocol methods, called with `?` on iOS, are requirements here: the
   check rewrites those calls (`.scrollViewDidScroll?(` to `.scrollViewDidScroll(`) in a copy, and says how many.

3. Lints of the code built for iOS (ListDiffing, ListKit, ListKitUIKit, ListKitNetworking, ShowcaseScreens, ShowcaseFeed), as
   `canImport(UIKit)` selects it: no HeadlessUIKit-only API (the `Headless` namespace, simulated gestures), and every
   API above the package's iOS deployment target (read from Package.swift) inside `if #available(iOS N, *)`, after
   `guard #available(iOS N, *)`, or in a declaration marked `@available(iOS N, *)`. UIKit's availability comes from its
   Swift interface (and .ci/uikit-interface-additions.swift); that of the standard library, Concurrency, Foundation,
   Dispatch and Observation from .ci/availability/ios-availability.tsv, each row with the page of Apple's
   documentation it was taken from. Linux's toolchain checks none of this: an iOS build checks all of it.

Usage (from the repository root): python3 .ci/uikit_compile_checks.py [--modules .build/debug/Modules]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import uikit_signatures as sig  # noqa: E402

REPO = sig.REPO
FIXTURES = REPO / ".ci" / "fixtures" / "diagnostics"


def swiftpm_package_name():
    """The `-package-name` SwiftPM gives every module of this package: the package's identity (its directory's name in
    lower case) made a C identifier (`ci-clone` becomes `ci_clone`). Read from the host build's description when there
    is one, so that `package` declarations of the host-built modules the iOS targets import (ListKit's) resolve."""
    description = REPO / ".build" / "debug" / "description.json"
    if description.exists():
        found = re.search(r'"-package-name",\s*"([^"]*)"', description.read_text(errors="replace"))
        if found:
            return found.group(1)
    name = re.sub(r"[^a-z0-9_]", "_", REPO.name.lower())
    return "_" + name if name[:1].isdigit() else name


SWIFT_FLAGS = [
    "-swift-version", "6", "-warnings-as-errors", "-D", "LISTKIT_INTERNAL_CHECKS",
    "-package-name", swiftpm_package_name(),
]
DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning): (?P<message>.*)$")

# The targets compiled for iOS, in dependency order: (target, how it is compiled).
IOS_TARGETS = [
    ("HeadlessUIKit", "library"),
    ("ListKitUIKit", "library"),
    # The lists' test support, platform-free, and the adapters' (its replay drives a HeadlessUIKit table, absent on
    # iOS: an empty module there).
    ("ListKitTestSupport", "library"),
    ("ListKitUIKitTestSupport", "library"),
    ("ListKitTerminal", "library"),
    ("ShowcaseScreens", "library"),
    ("Showcase", "executable"),
    ("Benchmarks", "executable"),
]
# Built for Linux and for iOS alike (no UIKit in them): their modules are taken from the Linux build.
PLATFORM_FREE = ["ListDiffing", "ListKit", "ListKitNetworking", "ShowcaseFeed", "BenchmarkSupport", "ConstraintSolver",
                 "SeededRandom"]
# Targets that must build as empty modules on iOS.
EMPTY_ON_IOS = {"HeadlessUIKit", "ListKitTerminal"}
# The code that runs on iOS, for the lints: every target of Package.swift that builds for iOS.
LINTED = ["ListDiffing", "ListKit", "ListKitUIKit", "ListKitNetworking", "ShowcaseScreens", "ShowcaseFeed"]
# The iOS availability of the standard library's, Concurrency's, Foundation's, Dispatch's and Observation's API.
AVAILABILITY_TABLE = REPO / ".ci" / "availability" / "ios-availability.tsv"
# HeadlessUIKit's own API (the allowlist's `missing` entries) that has a name a lint can find.
HEADLESS_ONLY = [
    (re.compile(r"\bHeadless\."), "the Headless namespace"),
    (re.compile(r"\.simulate[A-Z]\w*\("), "a simulated gesture"),
    (re.compile(r"\.scroll\(to:"), "the simulated drag scroll(to:)"),
    (re.compile(r"\bSwipeEdge\b"), "UITableView.SwipeEdge"),
]


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def diagnostics(output: str) -> list[dict]:
    found = []
    for line in output.splitlines():
        m = DIAGNOSTIC.match(line)
        if m:
            found.append(m.groupdict())
    return found


# ---------------------------------------------------------------------------------------------------------------------
# 1. Diagnostics of fixtures.
# ---------------------------------------------------------------------------------------------------------------------

def check_fixture(path: Path, modules: Path) -> list[str]:
    """Problems with one fixture: missing expected errors, unexpected errors or warnings."""
    expected = [m.group(1).strip() for m in re.finditer(r"//\s*expect-error:\s*(.+)", path.read_text())]
    result = run(["swiftc", *SWIFT_FLAGS, "-typecheck", "-I", str(modules), str(path)])
    got = [d["message"] for d in diagnostics(result.stdout + result.stderr)]
    problems = []
    remaining = list(got)
    for message in expected:
        if message in remaining:
            remaining.remove(message)
        else:
            problems.append(f"{path.name}: expected the error `{message}`")
    problems += [f"{path.name}: unexpected diagnostic `{message}`" for message in remaining]
    if not expected and result.returncode != 0 and not got:
        problems.append(f"{path.name}: the compiler failed without a diagnostic:\n{result.stderr}")
    return problems


# ---------------------------------------------------------------------------------------------------------------------
# 2. The iOS build, simulated.
# ---------------------------------------------------------------------------------------------------------------------

def optional_requirement_names(modules: Path) -> set[str]:
    """The base names of UIKit's optional protocol methods (called with `?` on iOS): in HeadlessUIKit, the protocol
    requirements that have a default implementation."""
    with tempfile.TemporaryDirectory() as scratch:
        graphs = sig.extract_symbol_graphs(modules, Path(scratch))
        symbols, defaulted = {}, set()
        for path in graphs:
            graph = json.loads(path.read_text())
            symbols.update({s["identifier"]["precise"]: s for s in graph["symbols"]})
            defaulted |= {r["target"] for r in graph["relationships"] if r["kind"] == "defaultImplementationOf"}
    return {symbols[i]["names"]["title"].split("(")[0] for i in defaulted if i in symbols}


def rewrite_optional_calls(source: str, names: set[str]) -> tuple[str, int]:
    """`x.name?(` becomes `x.name(` for UIKit's optional methods, as they are requirements in HeadlessUIKit."""
    pattern = re.compile(r"\.(" + "|".join(sorted(map(re.escape, names))) + r")\?\(")
    return pattern.subn(r".\1(", source)


def simulate_ios_build(modules: Path, scratch: Path) -> list[str]:
    problems: list[str] = []
    uikit_dir, ios_dir, deps_dir, sources_dir = (scratch / n for n in ("uikit", "ios", "deps", "sources"))
    for d in (uikit_dir, ios_dir, deps_dir, sources_dir):
        d.mkdir()
    for name in PLATFORM_FREE:
        for suffix in (".swiftmodule", ".swiftdoc"):
            if (modules / f"{name}{suffix}").exists():
                shutil.copy(modules / f"{name}{suffix}", deps_dir)

    def sources(target: str) -> list[Path]:
        return sorted((REPO / "Sources" / target).rglob("*.swift"))

    # UIKit, as HeadlessUIKit declares it. Its files are `#if !canImport(UIKit)`, and a module compiled under the
    # name UIKit can import itself: the copies test for a module that does not exist instead.
    uikit_sources = []
    for path in sources("HeadlessUIKit"):
        copy = sources_dir / "UIKit" / path.relative_to(REPO / "Sources" / "HeadlessUIKit")
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(path.read_text().replace("canImport(UIKit)", "canImport(NoSuchModule)"))
        uikit_sources.append(str(copy))
    # The platform-free modules it may import (ConstraintSolver for Auto Layout, ListDiffing for diffable data sources)
    # come from the Linux build.
    result = run(["swiftc", *SWIFT_FLAGS, "-I", str(deps_dir), "-parse-as-library", "-module-name", "UIKit",
                  "-emit-module", "-emit-module-path", str(uikit_dir / "UIKit.swiftmodule"), *uikit_sources])
    if result.returncode != 0:
        return [f"HeadlessUIKit does not compile as the module UIKit:\n{result.stdout}{result.stderr}"]

    names = optional_requirement_names(modules)
    search = ["-I", str(uikit_dir), "-I", str(ios_dir), "-I", str(deps_dir)]
    rewrites = 0
    for target, kind in IOS_TARGETS:
        files = []
        for path in sources(target):
            text, count = rewrite_optional_calls(path.read_text(), names)
            rewrites += count
            copy = sources_dir / target / path.relative_to(REPO / "Sources" / target)
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(text)
            files.append(str(copy))
        if kind == "library":
            command = ["swiftc", *SWIFT_FLAGS, *search, "-parse-as-library", "-module-name", target,
                       "-emit-module", "-emit-module-path", str(ios_dir / f"{target}.swiftmodule"), *files]
        else:
            command = ["swiftc", *SWIFT_FLAGS, *search, "-module-name", target, "-typecheck", *files]
        result = run(command)
        if result.returncode != 0:
            output = (result.stdout + result.stderr).replace(str(sources_dir) + "/", "Sources/")
            problems.append(f"{target} does not build for iOS:\n{output}")
            continue
        if target in EMPTY_ON_IOS:
            declared = public_symbols(target, search)
            if declared:
                problems.append(f"{target} must be empty on iOS; it declares {', '.join(declared[:5])}")
        print(f"   {target}: builds for iOS" + (" (empty)" if target in EMPTY_ON_IOS else ""))
    print(f"   {rewrites} calls of UIKit's optional methods with `?` compiled as calls of HeadlessUIKit's requirements")
    return problems


def public_symbols(module: str, search: list[str]) -> list[str]:
    with tempfile.TemporaryDirectory() as out:
        result = run(["swift", "symbolgraph-extract", "-module-name", module, *search, "-target", sig.target_triple(),
                      "-output-dir", out, "-minimum-access-level", "public"])
        if result.returncode != 0:
            return [f"(symbolgraph-extract failed: {result.stderr.strip()})"]
        names = []
        for path in Path(out).glob(f"{module}*.symbols.json"):
            names += [".".join(s["pathComponents"]) for s in json.loads(path.read_text())["symbols"]]
        return sorted(names)


# ---------------------------------------------------------------------------------------------------------------------
# 3. Lints of the code built for iOS.
# ---------------------------------------------------------------------------------------------------------------------

KNOWN_CONDITIONS = {
    "canImport(UIKit)": True, "os(iOS)": True, "os(Linux)": False, "os(macOS)": False, "canImport(Darwin)": True,
    "canImport(Glibc)": False, "canImport(Musl)": False, "os(tvOS)": False,
}


def evaluate(condition: str) -> bool | None:
    """The value of a `#if` condition on iOS, or `None` when it depends on something else (both branches count)."""
    expression = condition.strip()
    for atom, value in KNOWN_CONDITIONS.items():
        expression = expression.replace(atom, " True " if value else " False ")
    if re.search(r"[A-Za-z_]\w*\(|\b(?!True\b|False\b)[A-Za-z_]\w*\b", expression):
        return None
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:
        return bool(eval(expression, {"__builtins__": {}}))  # noqa: S307 - only True/False/and/or/not/parentheses
    except SyntaxError:
        return None


def active_lines(text: str) -> list[tuple[int, str]]:
    """The lines compiled on iOS (numbered from 1), `#if` blocks decided by ``evaluate``."""
    stack: list[tuple[bool | None, bool]] = []  # (this branch active?, an earlier branch was taken)
    result = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        m = re.match(r"#(if|elseif|else|endif)\b(.*)$", stripped)
        if m:
            directive, condition = m.group(1), m.group(2)
            if directive == "if":
                value = evaluate(condition)
                stack.append((value, value is True))
            elif directive == "elseif" and stack:
                _, taken = stack[-1]
                value = False if taken else evaluate(condition)
                stack[-1] = (value, taken or value is True)
            elif directive == "else" and stack:
                value, taken = stack[-1]
                stack[-1] = (False if taken else (None if value is None else not value), True)
            elif directive == "endif" and stack:
                stack.pop()
            continue
        if all(value is not False for value, _ in stack):
            result.append((number, line))
    return result


def strip_strings_and_comments(line: str) -> str:
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return re.sub(r"//.*$", "", line)


def newer_api_patterns(interface_dirs: list[Path], minimum: tuple) -> list[tuple[re.Pattern, tuple, str]]:
    """How code names each UIKit declaration HeadlessUIKit has whose iOS version is above the deployment target.

    The lint reads text, not types, so a pattern is only kept when nothing older reads the same: `.title` is
    `UISwitch.title` (iOS 14) and `UIViewController.title` alike, and is not linted. A method is named by its base name
    and its first argument label (`tableView(` with `willEndContextMenuInteraction`), as delegate methods share base
    names.
    """
    with tempfile.TemporaryDirectory() as scratch:
        graphs = sig.extract_symbol_graphs(sig.REPO / ".build" / "debug" / "Modules", Path(scratch))
        report, _, _, _ = sig.run(interface_dirs, graphs, sig.DEFAULT_ALLOWLIST, REPO / "Package.swift")
    declarations = [(h.decl, uikit.availability.introduced, ".".join(h.path))
                    for members in report.matched.values() for h, uikit in members if uikit is not None]
    return unambiguous_patterns(declarations, minimum)


def unambiguous_patterns(declarations: list[tuple[sig.Decl, tuple | None, str]],
                         minimum: tuple) -> list[tuple[re.Pattern, tuple, str]]:
    """The patterns of the declarations above `minimum` that no declaration at or below it shares."""
    found: dict[str, tuple[re.Pattern, list[tuple | None], list[str]]] = {}
    for decl, introduced, name in declarations:
        pattern = api_pattern(decl)
        if pattern is None:
            continue
        entry = found.setdefault(pattern.pattern, (pattern, [], []))
        entry[1].append(introduced if introduced and introduced > minimum else None)
        entry[2].append(name)
    patterns = []
    for pattern, versions, names in found.values():
        if all(versions):  # every declaration that reads this way is above the deployment target
            patterns.append((pattern, min(v for v in versions if v), sorted(set(names))[0]))
    return patterns


def api_pattern(decl: sig.Decl) -> re.Pattern | None:
    """How a use of the declaration reads in source, or `None` when its text names it too loosely."""
    if decl.kind == "func":
        labels = [p.label for p in decl.params if p.label != "_"]
        after = r"(?=.*\b" + re.escape(labels[0]) + r"(\s+\w+)?\s*:)" if labels else ""
        return re.compile(r"\b" + re.escape(decl.name) + r"\(" + after)
    if decl.kind == "init" and decl.params:
        labels = [p.label for p in decl.params if p.label != "_"]
        return re.compile(r"\b" + re.escape(labels[-1]) + r":") if labels else None
    if decl.kind == "var":
        return re.compile(r"\." + re.escape(decl.name) + r"\b")
    return None


# The table of the standard library's, Concurrency's, Foundation's, Dispatch's and Observation's API.

@dataclasses.dataclass(frozen=True)
class TableRow:
    symbol: str
    introduced: tuple
    page: str
    line: int


def read_availability_table(path: Path) -> list[TableRow]:
    """The rows of the availability table; a malformed row (not three tab-separated columns, a version that is not
    `N.N`, a page that is not Apple's documentation) is an error that names its line."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        columns = line.split("\t")
        if len(columns) != 3 or not all(c.strip() for c in columns):
            raise ValueError(f"{path.name}:{number}: expected `symbol<TAB>iOS version<TAB>page`, found {line!r}")
        symbol, version, page = (c.strip() for c in columns)
        found = re.fullmatch(r"(\d+)\.(\d+)", version)
        if not found:
            raise ValueError(f"{path.name}:{number}: the iOS version of {symbol} is not N.N: {version!r}")
        if not page.startswith("https://developer.apple.com/documentation/"):
            raise ValueError(f"{path.name}:{number}: {symbol} cites no page of Apple's documentation: {page!r}")
        rows.append(TableRow(symbol, (int(found.group(1)), int(found.group(2))), page, number))
    return rows


def table_pattern(symbol: str) -> tuple[re.Pattern, str]:
    """How code names a table symbol (see the table's header), and the name the pattern is known by for
    declarations of the package's own."""
    if symbol.startswith("@"):
        return re.compile(re.escape(symbol) + r"\b"), symbol[1:]
    if "(" not in symbol:
        return re.compile(r"\b" + re.escape(symbol) + r"\b"), symbol
    path, arguments = symbol.split("(", 1)
    *owner, name = path.split(".")
    if not owner:
        return re.compile(r"\b" + re.escape(name) + r"\b"), name
    labels = [label for label in arguments.rstrip(")").split(":") if label and label != "_"]
    if not labels:
        return re.compile(r"\." + re.escape(name) + r"\("), name
    return re.compile(r"\b" + re.escape(name) + r"\((?=.*\b" + re.escape(labels[0]) + r"\s*:)"), name


def declared_names(targets: list[str]) -> set[str]:
    """The names the package declares in the targets: its types, functions, properties and cases."""
    names = set()
    declaration = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias|func|macro|case|var|let)\s+(\w+)")
    for target in targets:
        for path in (REPO / "Sources" / target).rglob("*.swift"):
            names.update(declaration.findall(path.read_text(errors="replace")))
    return names


def table_patterns(rows: list[TableRow], minimum: tuple,
                   own: set[str] = frozenset()) -> list[tuple[re.Pattern, tuple, str]]:
    """The patterns of the rows above `minimum`; a spelling several rows share counts at the lowest of their versions,
    and a name the package declares itself is left out."""
    found: dict[str, tuple[re.Pattern, tuple, str]] = {}
    for row in rows:
        pattern, name = table_pattern(row.symbol)
        if name in own:
            continue
        known = found.get(pattern.pattern)
        if known is None or row.introduced < known[1]:
            found[pattern.pattern] = (pattern, row.introduced, row.symbol)
    return [entry for entry in found.values() if entry[1] > minimum]


def lint_file(path: Path, newer: list[tuple[re.Pattern, tuple, str]]) -> list[str]:
    problems = []
    scopes: list[tuple | None] = []  # the iOS version each open brace's block may assume
    pending: tuple | None = None  # an `@available(iOS N, *)` or `if #available(iOS N, ...)` waiting for its brace
    guarded: list[tuple | None] = []  # `guard #available` versions, per scope depth
    for number, raw in active_lines(path.read_text()):
        line = strip_strings_and_comments(raw)
        m = re.search(r"(@available|#available)\(iOS (\d+)(?:\.(\d+))?", line)
        if m:
            version = (int(m.group(2)), int(m.group(3) or 0))
            if re.search(r"\bguard\s+#available", line):
                while len(guarded) <= len(scopes):
                    guarded.append(None)
                guarded[len(scopes)] = version
            else:
                pending = version
        assumed = max([v for v in scopes + guarded[:len(scopes) + 1] if v], default=(0, 0))
        if pending:
            # The condition of `if #available`, or the declaration an `@available` attribute marks (on its line or on
            # the lines that follow, up to its brace).
            assumed = max(assumed, pending)
        for pattern, needed, name in newer:
            # Implementing a newer protocol method (a delegate's) needs no guard: UIKit does not call it on older
            # versions. Overriding a newer method does, as does calling it.
            member = name.rsplit(".", 1)[-1]
            if "(" in member and re.search(r"\bfunc\s+" + re.escape(member.split("(")[0]) + r"\s*\(", line) and \
                    not re.search(r"\boverride\b", line):
                continue
            if pattern.search(line) and assumed < needed and not (pending and pending >= needed
                                                                   and "@available" in line):
                problems.append(f"{path.relative_to(REPO)}:{number}: {name} needs iOS {sig.show_version(needed)}, "
                                f"above the deployment target: use it inside `if #available(iOS "
                                f"{sig.show_version(needed)}, *)` or mark the declaration `@available`")
        for pattern, what in HEADLESS_ONLY:
            if pattern.search(line):
                problems.append(f"{path.relative_to(REPO)}:{number}: {what} is HeadlessUIKit's own and does not "
                                "exist on iOS; keep it in `#if !canImport(UIKit)` code")
        opened = False
        for character in line:
            if character == "{":
                scopes.append(pending)
                pending = None
                opened = True
            elif character == "}" and scopes:
                scopes.pop()
                del guarded[len(scopes) + 1:]
        if pending and not opened and re.search(r"\b(?:var|let|case|typealias)\b", line):
            pending = None  # a declaration without a body: the attribute was its own
    return problems


# ---------------------------------------------------------------------------------------------------------------------

def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", type=Path, default=REPO / ".build" / "debug" / "Modules")
    parser.add_argument("--interface", type=Path, default=sig.DEFAULT_INTERFACE)
    args = parser.parse_args(argv)
    if not (args.modules / "HeadlessUIKit.swiftmodule").exists():
        print(f"error: build first (`swift build --build-tests`): no HeadlessUIKit module in {args.modules}")
        return 1
    problems: list[str] = []

    print("== diagnostics of the fixtures in .ci/fixtures/diagnostics")
    for fixture in sorted(FIXTURES.glob("*.swift")):
        found = check_fixture(fixture, args.modules)
        problems += found
        print(f"   {fixture.name}: {'as expected' if not found else 'FAILED'}")

    interface_dirs = [d for d in (args.interface, sig.DEFAULT_ADDITIONS) if d.exists()]
    print("== the iOS build, simulated (UIKit's API as HeadlessUIKit declares it)")
    with tempfile.TemporaryDirectory() as scratch:
        problems += simulate_ios_build(args.modules, Path(scratch))

    print("== lints of the code built for iOS: HeadlessUIKit-only API, API above the deployment target")
    minimum = sig.deployment_target(REPO / "Package.swift")
    own = declared_names(LINTED)
    # The lint reads text: a UIKit member newer than the target whose name the package declares itself (ListState's
    # `empty(_:)` beside iOS 17's `UIContentUnavailableConfiguration.empty()`) cannot be told apart, and is left out.
    uikit = [entry for entry in (newer_api_patterns(interface_dirs, minimum) if args.interface.is_dir() else [])
             if entry[2].rsplit(".", 1)[-1].split("(")[0] not in own]
    if not args.interface.is_dir():
        print(f"   UIKit's availability skipped: no UIKit interface at {args.interface}")
    try:
        table = table_patterns(read_availability_table(AVAILABILITY_TABLE), minimum, own)
    except ValueError as error:
        problems.append(str(error))
        table = []
    linted = 0
    for target in LINTED:
        for path in sorted((REPO / "Sources" / target).rglob("*.swift")):
            problems += lint_file(path, uikit + table)
            linted += 1
    print(f"   {linted} files; above iOS {sig.show_version(minimum)}, the deployment target: {len(uikit)} UIKit APIs, "
          f"{len(table)} of the standard library, Concurrency, Foundation, Dispatch and Observation")

    for problem in problems:
        print(f"error: {problem}")
    print(f"UIKit compile checks: {'passed' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
