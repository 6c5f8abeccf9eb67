#!/usr/bin/env python3
"""Tests of .ci/foreign_compile.py's pure parts: the rewrite, the argument parsing, the classification and the
Darwin forwarding file (the builds themselves need the libraries' sources, fetched by hand).

Run from the repository root: `python3 .ci/test_foreign_compile.py`. Not part of `.ci/run` (the lead adds it).
"""

from __future__ import annotations

import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import foreign_compile as foreign  # noqa: E402


class RewriteTests(unittest.TestCase):
    def test_the_import_and_platform_conditions_change_and_nothing_else(self):
        source = "\n".join([
            "#if os(iOS) || os(tvOS)",
            "import UIKit",
            "import QuartzCore",
            "let name = \"import UIKit\"  // os(iOS)",
            "#elseif canImport(UIKit) && !os(iOS)",
            "#endif",
        ])
        text, changed = foreign.rewrite(source)
        self.assertEqual(text.split("\n"), [
            "#if (os(iOS) || os(Linux)) || os(tvOS)",
            "import HeadlessUIKit",
            "import QuartzCore",
            "let name = \"import UIKit\"  // os(iOS)",
            "#elseif canImport(HeadlessUIKit) && !(os(iOS) || os(Linux))",
            "#endif",
        ])
        self.assertEqual(changed, 3)


class DropObjcAttributeTests(unittest.TestCase):
    def test_only_lines_that_hold_nothing_but_the_attribute_are_dropped(self):
        source = "\n".join([
            "@objc",
            "  @objcMembers  ",
            "@objc(TableDriver)",
            "open class Driver: NSObject {",
            "    @objc func tap() {}",
            "    @objc dynamic var count = 0",
            "}",
        ])
        text, changed = foreign.rewrite(source, drop_objc=True)
        self.assertEqual(text.split("\n"), [
            "", "", "", "open class Driver: NSObject {", "    @objc func tap() {}", "    @objc dynamic var count = 0",
            "}",
        ])
        self.assertEqual(changed, 3)
        self.assertEqual(foreign.rewrite(source)[0], source)

    def test_the_dropped_lines_are_listed_with_their_places(self):
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            (root / "A.swift").write_text("import UIKit\n@objc\nclass A: NSObject {}\n")
            (root / "Mac").mkdir()
            (root / "Mac" / "B.swift").write_text("@objc\n")
            self.assertEqual(foreign.dropped_objc_lines(root, ["Mac/*"]), [f"{root / 'A.swift'}:2"])


class KnownLibraryTests(unittest.TestCase):
    def test_a_known_name_alone_finds_its_files_under_the_root(self):
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            (root / "Owl" / "Sources" / "Owl").mkdir(parents=True)
            (root / "Owl" / "Tests" / "OwlTests").mkdir(parents=True)
            library = foreign.parse_library("Owl", root)
            self.assertEqual(library.sources, root / "Owl" / "Sources" / "Owl")
            self.assertEqual(library.tests, root / "Owl" / "Tests" / "OwlTests")
            self.assertEqual(foreign.parse_library("ReactiveLists=" + directory, root).depends, [])

    def test_a_known_library_whose_files_are_missing_says_how_to_get_them(self):
        with tempfile.TemporaryDirectory() as directory:
            with self.assertRaises(ValueError) as raised:
                foreign.parse_library("ReactiveLists", Path(directory))
        message = str(raised.exception)
        self.assertIn("fetch github:plangrid/ReactiveLists", message)
        self.assertIn("git -C /work/.mirror/plangrid+ReactiveLists/repo archive HEAD Sources Tests", message)

    def test_every_dependency_of_the_table_is_in_the_table(self):
        for name, known in foreign.KNOWN_LIBRARIES.items():
            for dependency in known.depends:
                self.assertIn(dependency, foreign.KNOWN_LIBRARIES, name)


class TestSummaryTests(unittest.TestCase):
    def test_counts_every_case_and_names_the_one_a_crash_stopped(self):
        output = "\n".join([
            "Test Case 'A.testOne' started at x", "Test Case 'A.testOne' passed (0.0 seconds)",
            "Test Case 'A.testTwo' started at x", "Test Case 'A.testTwo' failed (0.1 seconds)",
            "\t Executed 2 tests, with 1 failure (0 unexpected) in 0.1 (0.1) seconds",
            "Test Case 'B.testThree' started at x",
            "Fatal error: reason: 'attempt to delete row 0 from section 0 which only contains 0 rows before the update'",
        ])
        summary = foreign.test_summary(output)
        self.assertTrue(summary.ran)
        self.assertEqual(summary.failed, 2)
        self.assertIn("2 tests run, 1 failed", summary.text)
        self.assertIn("stopped in B.testThree: Fatal error: reason: 'attempt to delete row 0", summary.text)

    def test_a_clean_run_and_no_run(self):
        clean = foreign.test_summary("Test Case 'A.testOne' started\nTest Case 'A.testOne' passed (0.0 seconds)")
        self.assertEqual((clean.ran, clean.failed, clean.text), (True, 0, "1 tests run, 0 failed"))
        self.assertFalse(foreign.test_summary("error: could not build").ran)


class TestCommandTests(unittest.TestCase):
    def test_each_skip_pattern_is_passed_on_to_swift_test(self):
        self.assertEqual(foreign.test_command([]), ["swift", "test"])
        self.assertEqual(foreign.test_command(["TableViewDiffingTests", "A.testB$"]),
                         ["swift", "test", "--skip", "TableViewDiffingTests", "--skip", "A.testB$"])


class ArgumentTests(unittest.TestCase):
    def test_a_library_with_tests_and_dependencies(self):
        with tempfile.TemporaryDirectory() as directory:
            library = foreign.parse_library(f"Lib={directory},tests={directory},depends=A+B,exclude=*Mac*")
        self.assertEqual(library.name, "Lib")
        self.assertEqual(library.depends, ["A", "B"])
        self.assertEqual(library.exclude, ["*Mac*"])

    def test_bad_specifications_say_what_is_wrong(self):
        for spec, words in [("Lib", "expected NAME=SOURCES"), ("Lib=/nonexistent/dir", "is not a directory"),
                            ("Lib=/tmp,colour=red", "unknown option 'colour'")]:
            with self.assertRaises(ValueError) as raised:
                foreign.parse_library(spec)
            self.assertIn(words, str(raised.exception))


class ClassificationTests(unittest.TestCase):
    def test_each_kind(self):
        self.assertEqual(foreign.classify("cannot find type 'Selector' in scope", "", False), foreign.OBJC)
        self.assertEqual(foreign.classify("x", "button.addTarget(self, action: #selector(tap), for: .touchUpInside)",
                                          False), foreign.OBJC)
        self.assertEqual(foreign.classify("constructing an object of class type 'UITableViewCell' with a metatype value "
                                          "must use a 'required' initializer", "let cell = cellType.init()", False),
                         foreign.OBJC)
        self.assertEqual(foreign.classify("cannot convert value", "dataSource.apply(s, completion: e.fulfill)",
                                          True), foreign.XCTEST)
        self.assertEqual(foreign.classify("cannot find 'OSAtomicIncrement32' in scope", "", False), foreign.DARWIN)
        self.assertEqual(foreign.classify("cannot find type 'UISpringLoadedInteractionContext' in scope", "", False),
                         foreign.GAP)

    def test_optional_requirements_and_metatype_identity_need_objective_c(self):
        self.assertEqual(foreign.classify("cannot use optional chaining on non-optional value of type "
                                          "'(UITableView, IndexPath) -> CGFloat'",
                                          "let height = tableView.delegate?.tableView?(", True), foreign.OBJC)
        self.assertEqual(foreign.classify("cannot force unwrap value of non-optional type '(UITableView) -> Int'",
                                          "dataSource!.numberOfSections!(in: self)", True), foreign.OBJC)
        self.assertEqual(foreign.classify("value of optional type 'AnyClass?' (aka 'Optional<any AnyObject.Type>') "
                                          "must be unwrapped to a value of type 'AnyClass'",
                                          "XCTAssert(info?.viewClass === viewClass)", True), foreign.OBJC)
        self.assertEqual(foreign.classify("value of optional type 'UIView?' must be unwrapped",
                                          "XCTAssert(view === other)", True), foreign.GAP)

    def test_a_gap_inside_an_assertion_is_a_gap(self):
        self.assertEqual(foreign.classify("value of type 'UITableView' has no member 'frob'",
                                          "XCTAssertEqual(tableView.frob, 1)", True), foreign.GAP)

    def test_xctest_signs_outside_tests_are_gaps(self):
        self.assertEqual(foreign.classify("no member 'fulfill'", "x.fulfill()", False), foreign.GAP)


class DarwinShimTests(unittest.TestCase):
    def test_forwards_only_the_names_used_and_not_declared(self):
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            (root / "A.swift").write_text("let n = OSAtomicIncrement32(p)\nOSAtomicDecrement32(p)\n")
            shim = foreign.darwin_shims(root)
            self.assertIsNotNone(shim)
            self.assertIn("func OSAtomicIncrement32(_ __theValue: UnsafeMutablePointer<Int32>!) -> Int32", shim)
            self.assertIn("HeadlessUIKit.OSAtomicDecrement32(__theValue)", shim)
            self.assertNotIn("OSAtomicAdd32", shim)
            (root / "B.swift").write_text("func OSAtomicIncrement32(_ p: UnsafeMutablePointer<Int32>) -> Int32 { 0 }\n"
                                          "func OSAtomicDecrement32(_ p: UnsafeMutablePointer<Int32>) -> Int32 { 0 }\n")
            self.assertIsNone(foreign.darwin_shims(root))


if __name__ == "__main__":
    unittest.main()
