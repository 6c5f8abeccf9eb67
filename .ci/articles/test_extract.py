#!/usr/bin/env python3
"""Tests of extract.py on small texts of the project's own (no article text): how blocks are found, what is changed,
and that a manifest that no longer matches its article fails with a message that says why."""

import pathlib
import sys
import tempfile
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import extract  # noqa: E402

TEXT = """Some prose about a view controller.

class ScreenController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    let greeting = "a } in a string"   // and a { in a comment
    ...
}

More prose, then the same first line again:

class ScreenController: UIViewController {
    func second() {}
}

func helper() -> Int { 1 }
typealias Handler = (Int) -&gt; Void
"""


class ExtractTests(unittest.TestCase):
    def article(self, blocks):
        return extract.Article("999", {"blocks": blocks}, TEXT, pathlib.Path("."))

    def test_braces_in_strings_and_comments_do_not_count(self):
        self.assertEqual(extract.brace_delta('let s = "}{" // {'), 0)
        self.assertEqual(extract.brace_delta("if a { b { c"), 2)
        self.assertEqual(extract.brace_delta('print("\\"}")'), 0)

    def test_a_block_runs_to_its_balanced_last_line_and_outlets_become_plain_properties(self):
        article = self.article({
            "screen": {"first": "class ScreenController: UIViewController {", "last": "}", "elided": [["helper"]]},
            "helper": {"first": "func helper() -> Int { 1 }"},
        })
        lines = article.block("screen")
        self.assertEqual(lines[0], "class ScreenController: UIViewController {")
        self.assertEqual(lines[1], "    weak var titleLabel: UILabel!")
        self.assertIn("func helper() -> Int { 1 }", lines)
        self.assertEqual(lines[-1], "}")
        self.assertTrue(any("outlet made a plain property" in entry for entry in article.log))

    def test_nth_picks_an_occurrence_and_entities_are_decoded(self):
        article = self.article({
            "second": {"first": "class ScreenController: UIViewController {", "nth": 2, "last": "}"},
            "handler": {"first": "typealias Handler = (Int) -> Void"},
        })
        self.assertEqual(article.block("second")[1].strip(), "func second() {}")
        self.assertEqual(article.block("handler"), ["typealias Handler = (Int) -> Void"])

    def test_an_unfilled_elision_a_missing_line_or_an_erratum_that_does_not_match_fails(self):
        with self.assertRaisesRegex(extract.ManifestError, "elision 1"):
            self.article({"screen": {"first": "class ScreenController: UIViewController {", "last": "}"}}).block("screen")
        with self.assertRaisesRegex(extract.ManifestError, "occurs 2 time"):
            self.article({"x": {"first": "class ScreenController: UIViewController {", "nth": 3}}).block("x")
        with self.assertRaisesRegex(extract.ManifestError, "erratum"):
            self.article({"h": {"first": "func helper() -> Int { 1 }",
                                "errata": [{"find": "nothing", "replace": "x", "reason": "test"}]}}).block("h")

    def test_an_erratum_is_applied_and_logged_with_its_reason(self):
        article = self.article({"h": {"first": "func helper() -> Int { 1 }",
                                      "errata": [{"find": "{ 1 }", "replace": "{ 2 }", "reason": "because"}]}})
        self.assertEqual(article.block("h"), ["func helper() -> Int { 2 }"])
        self.assertTrue(any("because" in entry for entry in article.log))

    def test_templates_splice_blocks_and_change_only_the_import_line(self):
        article = self.article({"h": {"first": "func helper() -> Int { 1 }"}})
        with tempfile.TemporaryDirectory() as directory:
            template = pathlib.Path(directory) / "T.swift"
            template.write_text("import UIKit\nimport Foundation\n//@block h\n", encoding="utf-8")
            self.assertEqual(article.render(template), "import HeadlessUIKit\nimport Foundation\nfunc helper() -> Int { 1 }\n")


if __name__ == "__main__":
    unittest.main()
