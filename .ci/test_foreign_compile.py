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
