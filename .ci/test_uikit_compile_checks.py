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


class Fixtures(unittest.TestCase):
    def test_every_fixture_states_its_expectation(self) -> None:
        fixtures = sorted(checks.FIXTURES.glob("*.swift"))
        self.assertTrue(fixtures)
        expecting = [f for f in fixtures if "expect-error:" in f.read_text()]
        self.assertTrue(expecting, "a fixture must expect the init(coder:) message")


if __name__ == "__main__":
    unittest.main(verbosity=2)
