#!/usr/bin/env python3
"""Tests of .ci/stress_tests.py's reading of `swift test` output (the runs themselves are made by hand).

Run from the repository root: `python3 .ci/test_stress_tests.py`.
"""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import stress_tests as stress  # noqa: E402

PASSED = """\
◇ Test run started.
✔ Test "A filter that matches nothing shows the empty row" passed after 0.146 seconds.
✔ Test run with 1235 tests in 206 suites passed after 101.459 seconds.
"""

FAILED = """\
◇ Test run started.
✘ Test "A full trailing swipe deletes the contact" recorded an issue at ContactsScreenTests.swift:65:6: \
Time limit was exceeded: 60.000 seconds
✘ Test "It draws the first frame" recorded an issue at InteractiveTerminalTests.swift:38:9: Caught error: \
No matching frame after 300.0 seconds
↳ the text seen last: Row 1
✘ Test "It draws the first frame" failed after 301.2 seconds with 1 issue.
✘ Test "Parameterised" with 1 argument policy → .keep recorded an issue at PagingAdapterTests.swift:149:6: \
Expectation failed: (count → 3) == 2
/work/Tests/A/B.swift:12: error: -[ModuleTests.CaseTests testThing] : XCTAssertEqual failed: ("1") is not equal to ("2")
✘ Test run with 1235 tests in 206 suites failed after 180.006 seconds with 3 issues.
"""

CRASHED = """\
◇ Test run started.
*** Program crashed: Bad pointer dereference at 0x0000000000000000 ***
error: Exited with unexpected signal code 11
"""


class ParseFailuresTests(unittest.TestCase):
    def test_a_passing_run_has_no_failures(self):
        self.assertEqual(stress.parse_failures(PASSED), [])
        self.assertEqual(stress.closing_line(PASSED),
                         '✔ Test run with 1235 tests in 206 suites passed after 101.459 seconds.')

    def test_every_recorded_issue_is_named_with_its_message(self):
        found = stress.parse_failures(FAILED)
        names = [name for name, _ in found]
        self.assertEqual(names, [
            '"A full trailing swipe deletes the contact"',
            '"It draws the first frame"',
            '"Parameterised"',
            '-[ModuleTests.CaseTests testThing]',
        ])
        self.assertIn('Time limit was exceeded: 60.000 seconds', found[0][1])
        self.assertIn('ContactsScreenTests.swift:65:6', found[0][1])
        # The details on the lines that follow are part of the message.
        self.assertIn('the text seen last: Row 1', found[1][1])
        self.assertIn('(count → 3) == 2', found[2][1])
        self.assertIn('B.swift:12', found[3][1])
        self.assertTrue(stress.closing_line(FAILED).startswith('✘ Test run with 1235 tests'))

    def test_a_crash_without_a_recorded_issue_is_reported(self):
        found = stress.parse_failures(CRASHED)
        self.assertEqual(len(found), 1)
        self.assertEqual(found[0][0], '(the test process)')
        self.assertIn('Program crashed', found[0][1])


if __name__ == '__main__':
    unittest.main()
