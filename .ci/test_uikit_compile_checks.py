#!/usr/bin/env python3
"""Tests of .ci/uikit_compile_checks.py's lints and rewrites (the compiles themselves run in .ci/run).

Run from the repository root: `python3 .ci/test_uikit_compile_checks.py`.
"""

from __future__ import annotations

import re
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import uikit_compile_checks as checks  # noqa: E402

NEWER = [
    (re.compile(r"\baddAction\("), (14, 0), "UIControl.addAction(_:for:)"),
    (re.compile(r"\breconfigureRows\("), (15, 0), "UITableView.reconfigureRows(at:)"),
]

SOURCE = """import UIKit
final class A {
    func f(_ b: UIButton, _ t: UITableView, flag: Bool) {
        b.addAction(UIAction { _ in }, for: .touchUpInside)
        if #available(iOS 14.0, *) {
            b.addAction(UIAction { _ in }, for: .touchUpInside)
        } else {
            b.addAction(UIAction { _ in }, for: .touchUpInside)
        }
        if #available(iOS 15.0, *), flag { t.reconfigureRows(at: []) } else { t.reloadRows(at: [], with: .none) }
        // t.reconfigureRows(at: []) in a comment is not code
        guard #available(iOS 15.0, *) else { return }
        t.reconfigureRows(at: [])
    }
}
@available(iOS 14.0, *)
final class B {
    init(_ b: UIButton) { b.addAction(UIAction { _ in }, for: .touchUpInside) }
}
#if !canImport(UIKit)
func g(_ b: UIButton) { Headless.inconsistencyHandler = { _ in }; b.addAction(UIAction { _ in }, for: .touchUpInside) }
#else
func h(_ t: UITableView) { t.simulateTap(at: IndexPath(row: 0, section: 0)) }
#endif
"""


class Lints(unittest.TestCase):
    def lint(self, source: str) -> list[tuple[int, str]]:
        with tempfile.TemporaryDirectory() as scratch:
            saved = checks.REPO
            checks.REPO = Path(scratch)
            try:
                path = Path(scratch) / "Sources" / "X.swift"
                path.parent.mkdir(parents=True)
                path.write_text(source)
                problems = checks.lint_file(path, NEWER)
            finally:
                checks.REPO = saved
        return [(int(p.split(":")[1]), p.split(": ", 1)[1].split(" ")[0]) for p in problems]

    def test_newer_api_outside_availability_checks_is_found(self) -> None:
        found = self.lint(SOURCE)
        self.assertIn((4, "UIControl.addAction(_:for:)"), found)  # unguarded
        self.assertIn((8, "UIControl.addAction(_:for:)"), found)  # the else branch
        # Guarded by `if #available`, `guard #available`, `@available`, or not compiled on iOS: not found.
        for line in (6, 10, 11, 13, 18, 21):
            self.assertNotIn(line, [number for number, _ in found], found)

    def test_a_method_is_named_by_its_base_name_and_first_label(self) -> None:
        method = checks.api_pattern(checks.sig.parse_decl(
            "func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: "
            "UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)"))
        self.assertTrue(method.search("delegate.tableView(table, willEndContextMenuInteraction: c, animator: nil)"))
        self.assertFalse(method.search("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)"))
        init = checks.api_pattern(checks.sig.parse_decl("init(frame: CGRect, actions: [UIAction])"))
        self.assertTrue(init.search("UISegmentedControl(frame: .zero, actions: [])"))

    def test_a_name_that_an_older_declaration_shares_is_not_linted(self) -> None:
        decl = checks.sig.parse_decl
        patterns = checks.unambiguous_patterns([
            (decl("var title: String?"), (14, 0), "UISwitch.title"),
            (decl("var title: String?"), None, "UIViewController.title"),
            (decl("func reconfigureRows(at indexPaths: [IndexPath])"), (15, 0), "UITableView.reconfigureRows(at:)"),
            (decl("func addAction(_ action: UIAction, for controlEvents: UIControl.Event)"), (14, 0),
             "UIControl.addAction(_:for:)"),
        ], (13, 0))
        self.assertEqual(sorted(name for _, _, name in patterns),
                         ["UIControl.addAction(_:for:)", "UITableView.reconfigureRows(at:)"])

    def test_implementing_a_newer_delegate_method_needs_no_guard_and_overriding_one_does(self) -> None:
        newer = [(re.compile(r"\btableView\((?=.*\bwillEndContextMenuInteraction(\s+\w+)?\s*:)"), (14, 0),
                  "UITableViewDelegate.tableView(_:willEndContextMenuInteraction:animator:)")]
        source = ("import UIKit\n"
                  "final class D: NSObject, UITableViewDelegate {\n"
                  "    func tableView(_ t: UITableView, willEndContextMenuInteraction c: UIContextMenuConfiguration,"
                  " animator: UIContextMenuInteractionAnimating?) {}\n"
                  "    func forward(_ t: UITableView, _ c: UIContextMenuConfiguration) {\n"
                  "        tableView(t, willEndContextMenuInteraction: c, animator: nil)\n"
                  "    }\n"
                  "}\n"
                  "class E: UITableViewController {\n"
                  "    override func tableView(_ t: UITableView, willEndContextMenuInteraction c: "
                  "UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}\n"
                  "}\n")
        saved, checks_newer = checks.REPO, newer
        with tempfile.TemporaryDirectory() as scratch:
            checks.REPO = Path(scratch)
            try:
                path = Path(scratch) / "X.swift"
                path.write_text(source)
                found = [int(p.split(":")[1]) for p in checks.lint_file(path, checks_newer)]
            finally:
                checks.REPO = saved
        self.assertEqual(found, [5, 9])

    def test_headless_only_api_in_code_built_for_ios_is_found(self) -> None:
        found = self.lint(SOURCE)
        self.assertIn((23, "a"), found)  # "a simulated gesture …" in the iOS branch
        self.assertNotIn(21, [number for number, _ in found])  # the Linux branch

    def test_conditions_as_on_ios(self) -> None:
        self.assertIs(checks.evaluate("canImport(UIKit)"), True)
        self.assertIs(checks.evaluate("!canImport(UIKit)"), False)
        self.assertIs(checks.evaluate("canImport(Glibc) || canImport(Musl)"), False)
        self.assertIs(checks.evaluate("LISTKIT_INTERNAL_CHECKS"), None)
        self.assertIs(checks.evaluate("canImport(UIKit) && DEBUG"), None)
        lines = [n for n, _ in checks.active_lines("#if canImport(Glibc)\na\n#elseif canImport(Darwin)\nb\n#else\nc\n"
                                                   "#endif\n#if DEBUG\nd\n#else\ne\n#endif\n")]
        self.assertEqual(lines, [4, 9, 11])

    def test_optional_method_calls_are_rewritten_and_nothing_else(self) -> None:
        text, count = checks.rewrite_optional_calls(
            "delegate?.scrollViewDidScroll?(view)\nrow.onSelect?(model)\n", {"scrollViewDidScroll"})
        self.assertEqual(text, "delegate?.scrollViewDidScroll(view)\nrow.onSelect?(model)\n")
        self.assertEqual(count, 1)


CLOCK_SOURCE = """import Foundation
final class Timing {
    var started: ContinuousClock.Instant? = nil
}
"""

GUARDED_CLOCK_SOURCE = """import Foundation
@available(iOS 16.0, *)
final class Timing {
    var started: ContinuousClock.Instant? = nil
}
struct Report {
    @available(iOS 16.0, *)
    var duration: Duration {
        .zero
    }
    @available(iOS 16.0, *)
    static let clock = ContinuousClock()
    func elapsed() -> Double {
        if #available(iOS 16.0, *) {
            let clock = ContinuousClock()
            _ = clock.now
        }
        guard #available(iOS 16.0, *) else { return 0 }
        return Double(ContinuousClock.now.hashValue)
    }
}
"""


def lint_source(source: str, newer: list) -> list[tuple[int, str]]:
    """The problems the availability lint finds in `source`: (line, API)."""
    with tempfile.TemporaryDirectory() as scratch:
        saved = checks.REPO
        checks.REPO = Path(scratch)
        try:
            path = Path(scratch) / "Sources" / "X.swift"
            path.parent.mkdir(parents=True)
            path.write_text(source)
            problems = checks.lint_file(path, newer)
        finally:
            checks.REPO = saved
    return [(int(p.split(":")[1]), p.split(": ", 1)[1].split(" ")[0]) for p in problems]


def deployment_target(platforms: str) -> tuple:
    """The iOS deployment target of a Package.swift with the platforms, read as the check reads the real one."""
    with tempfile.TemporaryDirectory() as scratch:
        package = Path(scratch) / "Package.swift"
        package.write_text(f"let package = Package(name: \"X\", platforms: [{platforms}], targets: [])\n")
        return checks.sig.deployment_target(package)


class AvailabilityTable(unittest.TestCase):
    """The standard library's, Concurrency's, Foundation's, Dispatch's and Observation's availability, from
    .ci/availability/ios-availability.tsv."""

    def setUp(self) -> None:
        self.rows = checks.read_availability_table(checks.AVAILABILITY_TABLE)

    def patterns(self, platforms: str) -> list:
        return checks.table_patterns(self.rows, deployment_target(platforms))

    def test_every_row_cites_a_page_of_apples_documentation(self) -> None:
        versions = {row.symbol: row.introduced for row in self.rows}
        self.assertEqual(versions["ContinuousClock"], (16, 0))
        self.assertEqual(versions["Duration"], (16, 0))
        self.assertEqual(versions["withObservationTracking(_:onChange:)"], (17, 0))
        self.assertTrue(all(row.page.startswith("https://developer.apple.com/documentation/") for row in self.rows))
        self.assertEqual(len(versions), len(self.rows), "a symbol is listed twice")

    def test_a_malformed_row_is_an_error_naming_its_line(self) -> None:
        with tempfile.TemporaryDirectory() as scratch:
            table = Path(scratch) / "t.tsv"
            table.write_text("# header\nDuration\t16.0\n")
            with self.assertRaisesRegex(ValueError, "t.tsv:2"):
                checks.read_availability_table(table)
            table.write_text("Duration\t16.0\thttps://example.com/duration\n")
            with self.assertRaisesRegex(ValueError, "Apple's documentation"):
                checks.read_availability_table(table)

    def test_continuous_clock_fails_under_an_ios_15_target(self) -> None:
        self.assertEqual(deployment_target(".iOS(.v15), .macOS(.v14)"), (15, 0))
        self.assertEqual(lint_source(CLOCK_SOURCE, self.patterns(".iOS(.v15), .macOS(.v14)")), [(3, "ContinuousClock")])

    def test_continuous_clock_passes_under_an_ios_16_target(self) -> None:
        self.assertEqual(lint_source(CLOCK_SOURCE, self.patterns(".iOS(.v16), .macOS(.v14)")), [])

    def test_continuous_clock_passes_under_an_ios_15_target_when_guarded(self) -> None:
        # `@available` on a type, on a property over two lines, `if #available`, `guard #available`.
        self.assertEqual(lint_source(GUARDED_CLOCK_SOURCE, self.patterns(".iOS(.v15), .macOS(.v14)")), [])

    def test_an_attribute_on_a_stored_property_guards_that_property_only(self) -> None:
        source = ("struct S {\n    @available(iOS 16.0, *)\n    var a: Duration = .zero\n"
                  "    func f() { let c = ContinuousClock(); _ = c }\n}\n")
        self.assertEqual(lint_source(source, self.patterns(".iOS(.v15)")), [(4, "ContinuousClock")])

    def test_how_symbols_read(self) -> None:
        sleep, _ = checks.table_pattern("Task.sleep(for:tolerance:clock:)")
        self.assertTrue(sleep.search("try await Task.sleep(for: .seconds(1))"))
        self.assertFalse(sleep.search("try await Task.sleep(nanoseconds: 1_000)"))
        tracking, _ = checks.table_pattern("withObservationTracking(_:onChange:)")
        self.assertTrue(tracking.search("let value = withObservationTracking {"))
        macro, _ = checks.table_pattern("@Observable")
        self.assertTrue(macro.search("@MainActor @Observable"))
        clock, _ = checks.table_pattern("ContinuousClock")
        self.assertFalse(clock.search("let c = MyContinuousClockish()"))

    def test_a_spelling_an_older_row_shares_and_a_name_of_the_package_are_not_linted(self) -> None:
        rows = [checks.TableRow("URLSession.data(for:)", (13, 0), "https://developer.apple.com/documentation/a", 1),
                checks.TableRow("URLSession.data(for:delegate:)", (15, 0), "https://developer.apple.com/documentation/b", 2),
                checks.TableRow("Clock", (16, 0), "https://developer.apple.com/documentation/c", 3)]
        self.assertEqual([name for _, _, name in checks.table_patterns(rows, (13, 0))], ["Clock"])
        self.assertEqual(checks.table_patterns(rows, (13, 0), own={"Clock"}), [])

    def test_the_sources_fail_under_ios_13_on_continuous_clock_and_pass_under_the_package_target(self) -> None:
        own = checks.declared_names(checks.LINTED)

        def problems(minimum: tuple) -> list[str]:
            newer = checks.table_patterns(self.rows, minimum, own)
            return [problem for target in checks.LINTED
                    for path in sorted((checks.REPO / "Sources" / target).rglob("*.swift"))
                    for problem in checks.lint_file(path, newer)]

        on_ios_13 = problems((13, 0))
        self.assertTrue(any(p.startswith("Sources/ListKitUIKit/Updating/ApplyQueue.swift:") and "ContinuousClock" in p
                            for p in on_ios_13), on_ios_13)
        self.assertTrue(any("ListUpdateReport.swift" in p and "Duration" in p for p in on_ios_13), on_ios_13)
        self.assertEqual(problems(checks.sig.deployment_target(checks.REPO / "Package.swift")), [])


@unittest.skipUnless(checks.sig.DEFAULT_INTERFACE.is_dir(), "no UIKit interface at ../shared/reference")
class UIKitAvailability(unittest.TestCase):
    """UIKit's availability, from its Swift interface."""

    def test_a_uikit_api_above_the_target_fails_and_passes_at_its_version(self) -> None:
        interface = checks.sig.UIKitInterface()
        interface.read_directory(checks.sig.DEFAULT_INTERFACE)
        add_action = interface.types["UIControl"].members["addAction(_:for:)"][0]
        self.assertEqual(add_action.availability.introduced, (14, 0))
        declarations = [(add_action.decl, add_action.availability.introduced, "UIControl.addAction(_:for:)")]
        source = "import UIKit\nfunc f(_ b: UIButton) { b.addAction(UIAction { _ in }, for: .touchUpInside) }\n"
        self.assertEqual(lint_source(source, checks.unambiguous_patterns(declarations, (13, 0))),
                         [(2, "UIControl.addAction(_:for:)")])
        self.assertEqual(lint_source(source, checks.unambiguous_patterns(declarations, (14, 0))), [])


class Fixtures(unittest.TestCase):
    def test_every_fixture_states_its_expectation(self) -> None:
        fixtures = sorted(checks.FIXTURES.glob("*.swift"))
        self.assertTrue(fixtures)
        expecting = [f for f in fixtures if "expect-error:" in f.read_text()]
        self.assertTrue(expecting, "a fixture must expect the init(coder:) message")


if __name__ == "__main__":
    unittest.main(verbosity=2)
