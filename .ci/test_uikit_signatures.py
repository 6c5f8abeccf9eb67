#!/usr/bin/env python3
"""Tests of .ci/uikit_signatures.py: planted differences are caught, allowed ones are not, stale allowlist lines are.

Run from the repository root: `python3 .ci/test_uikit_signatures.py`. The tests that use UIKit's real interface and
HeadlessUIKit's real symbol graph run when the interface directory exists and HeadlessUIKit is built; the others use
small hand-written inputs and always run.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import uikit_signatures as sig  # noqa: E402

# UIKit's interface: ../shared/reference/uikit-ios14.2-interface, or the directory in $UIKIT_INTERFACE.
INTERFACE = Path(os.environ.get("UIKIT_INTERFACE", sig.DEFAULT_INTERFACE))


def symbol(path: list[str], declaration: str, access: str = "open", kind: str = "swift.method",
           precise: str | None = None, availability: list | None = None, extension: bool = False) -> dict:
    result = {
        "kind": {"identifier": kind},
        "identifier": {"precise": precise or "s:13HeadlessUIKit" + "_".join(path)},
        "pathComponents": path,
        "declarationFragments": [{"kind": "text", "spelling": declaration}],
        "accessLevel": access,
        "location": {"uri": "file:///Sources/HeadlessUIKit/Fake.swift", "position": {"line": 1}},
    }
    if availability:
        result["availability"] = availability
    if extension:
        result["swiftExtension"] = {"extendedModule": "HeadlessUIKit", "typeKind": "swift.class"}
    return result


FAKE_INTERFACE = """
@available(iOS 2.0, *)
class UITableView : UIScrollView {
  init(frame: CGRect, style: UITableView.Style)
  weak var dataSource: @sil_weak UITableViewDataSource?
  var rowHeight: CGFloat
  var numberOfSections: Int { get }
  func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
  func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
  func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
  @available(iOS 15.0, *)
  func reconfigureRows(at indexPaths: [IndexPath])
}
class UIScrollView : UIView {
  var contentOffset: CGPoint
}
class UIView : UIResponder {
  class var layerClass: AnyClass { get }
  func layoutIfNeeded()
}
protocol UITableViewDataSource : NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  optional func numberOfSections(in tableView: UITableView) -> Int
}
"""

GOOD_SYMBOLS = [
    symbol(["UITableView"], "@MainActor @preconcurrency class UITableView", kind="swift.class"),
    symbol(["UITableView", "init(frame:style:)"], "@MainActor init(frame: CGRect, style: UITableView.Style)",
           access="public", kind="swift.init"),
    symbol(["UITableView", "dataSource"], "@MainActor weak var dataSource: (any UITableViewDataSource)? { get set }",
           kind="swift.property"),
    symbol(["UITableView", "rowHeight"], "@MainActor var rowHeight: CGFloat { get set }", kind="swift.property"),
    symbol(["UITableView", "numberOfSections"], "@MainActor var numberOfSections: Int { get }",
           kind="swift.property"),
    symbol(["UITableView", "register(_:forCellReuseIdentifier:)"],
           "@MainActor func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)",
           precise="s:reg1"),
    symbol(["UITableView", "register(_:forCellReuseIdentifier:)"],
           "@MainActor func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)", precise="s:reg2"),
    symbol(["UITableView", "performBatchUpdates(_:completion:)"],
           "@MainActor func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)"),
    symbol(["UITableView", "dequeueReusableCell(withIdentifier:)"],
           "@discardableResult @MainActor func dequeueReusableCell(withIdentifier identifier: String) -> "
           "UITableViewCell?"),
    symbol(["UITableView", "reconfigureRows(at:)"], "@MainActor func reconfigureRows(at indexPaths: [IndexPath])",
           availability=[{"domain": "iOS", "introduced": {"major": 15, "minor": 0}}]),
    symbol(["UITableView", "layoutIfNeeded()"], "@MainActor override func layoutIfNeeded()"),
    symbol(["UITableView", "contentOffset"], "@MainActor var contentOffset: CGPoint { get set }",
           kind="swift.property"),
    symbol(["UITableViewDataSource"], "@MainActor @preconcurrency protocol UITableViewDataSource : AnyObject",
           kind="swift.protocol", access="public"),
    symbol(["UITableViewDataSource", "tableView(_:numberOfRowsInSection:)"],
           "@MainActor func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int",
           access="public"),
]


class Fixture:
    """An interface file, a symbol graph and an allowlist in a temporary directory."""

    def __init__(self, symbols: list[dict], allowlist: str = "", interface: str = FAKE_INTERFACE) -> None:
        self.directory = Path(tempfile.mkdtemp())
        (self.directory / "interface").mkdir()
        (self.directory / "interface" / "UITableView.swift").write_text(interface)
        (self.directory / "graph.symbols.json").write_text(json.dumps({"symbols": symbols, "relationships": []}))
        (self.directory / "allowlist.txt").write_text(allowlist)
        (self.directory / "Package.swift").write_text("platforms: [.iOS(.v13)]")

    def run(self):
        return sig.run([self.directory / "interface"], [self.directory / "graph.symbols.json"],
                       self.directory / "allowlist.txt", self.directory / "Package.swift")

    def close(self) -> None:
        shutil.rmtree(self.directory)


def planted(index: int, declaration: str) -> list[dict]:
    """The good symbols with one declaration replaced."""
    symbols = json.loads(json.dumps(GOOD_SYMBOLS))
    symbols[index]["declarationFragments"] = [{"kind": "text", "spelling": declaration}]
    symbols[index]["pathComponents"][-1] = sig.parse_decl(declaration).path_name
    return symbols


class DeclarationParsing(unittest.TestCase):
    def test_labels_and_types(self) -> None:
        decl = sig.parse_decl("func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)")
        self.assertEqual(decl.path_name, "register(_:forCellReuseIdentifier:)")
        self.assertEqual([p.type for p in decl.params], ["AnyClass?", "String"])

    def test_type_spellings_are_one(self) -> None:
        self.assertEqual(sig.norm_type("(any UITableViewDataSource)?"), sig.norm_type("@sil_weak UITableViewDataSource?"))
        self.assertEqual(sig.norm_type("(any AnyObject.Type)?"), sig.norm_type("AnyClass?"))
        self.assertNotEqual(sig.norm_type("(() -> Void)?"), sig.norm_type("() -> Void"))
        self.assertNotEqual(sig.norm_type("@escaping () -> Void"), sig.norm_type("() -> Void"))

    def test_class_let_is_static(self) -> None:
        self.assertEqual(sig.parse_decl("class let automaticDimension: CGFloat").signature(),
                         sig.parse_decl("static let automaticDimension: CGFloat").signature())
        self.assertNotEqual(sig.parse_decl("class var layerClass: AnyClass { get }").signature(),
                            sig.parse_decl("static var layerClass: AnyClass { get }").signature())


class PlantedDifferences(unittest.TestCase):
    def check(self, symbols: list[dict], expected_kind: str, expected_path: str, allowlist: str = "") -> None:
        fixture = Fixture(symbols, allowlist)
        try:
            _, failing, _, unused = fixture.run()
        finally:
            fixture.close()
        self.assertEqual([(d.kind, d.path) for d in failing], [(expected_kind, expected_path)],
                         "\n".join(d.line() for d in failing))
        self.assertEqual(unused, [])

    def test_matching_declarations_pass(self) -> None:
        fixture = Fixture(GOOD_SYMBOLS)
        try:
            report, failing, allowed, unused = fixture.run()
        finally:
            fixture.close()
        self.assertEqual(failing, [], "\n".join(d.line() for d in failing))
        self.assertEqual(allowed, [])
        self.assertIn("UITableView", report.matched)

    def test_a_wrong_label_is_caught(self) -> None:
        self.check(planted(5, "@MainActor func register(_ cellClass: AnyClass?, forCellReuseID identifier: String)"),
                   "missing", "UITableView.register(_:forCellReuseID:)")

    def test_a_wrong_parameter_type_is_caught(self) -> None:
        self.check(planted(5, "@MainActor func register(_ cellClass: AnyClass, forCellReuseIdentifier identifier: "
                              "String)"), "differs", "UITableView.register(_:forCellReuseIdentifier:)")

    def test_a_non_optional_result_is_caught(self) -> None:
        self.check(planted(8, "@discardableResult @MainActor func dequeueReusableCell(withIdentifier identifier: "
                              "String) -> UITableViewCell"), "differs", "UITableView.dequeueReusableCell(withIdentifier:)")

    def test_an_escaping_difference_is_caught(self) -> None:
        self.check(planted(7, "@MainActor func performBatchUpdates(_ updates: @escaping () -> Void, completion: ((Bool)"
                              " -> Void)? = nil)"), "differs", "UITableView.performBatchUpdates(_:completion:)")

    def test_a_missing_default_argument_is_caught(self) -> None:
        self.check(planted(7, "@MainActor func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> "
                              "Void)?)"), "differs", "UITableView.performBatchUpdates(_:completion:)")

    def test_a_read_only_property_is_caught(self) -> None:
        self.check(planted(3, "@MainActor var rowHeight: CGFloat { get }"), "differs", "UITableView.rowHeight")

    def test_a_static_member_is_caught(self) -> None:
        self.check(planted(4, "@MainActor static var numberOfSections: Int { get }"), "differs",
                   "UITableView.numberOfSections")

    def test_an_api_uikit_lacks_is_caught(self) -> None:
        symbols = GOOD_SYMBOLS + [symbol(["UITableView", "simulateTap(at:)"],
                                         "@MainActor func simulateTap(at indexPath: IndexPath)", extension=True)]
        self.check(symbols, "missing", "UITableView.simulateTap(at:)")

    def test_missing_availability_is_caught(self) -> None:
        symbols = json.loads(json.dumps(GOOD_SYMBOLS))
        del symbols[9]["availability"]
        self.check(symbols, "availability", "UITableView.reconfigureRows(at:)")

    def test_missing_preconcurrency_is_caught(self) -> None:
        self.check(planted(0, "@MainActor class UITableView"), "isolation", "UITableView")

    def test_a_public_member_of_an_open_class_is_caught(self) -> None:
        symbols = json.loads(json.dumps(GOOD_SYMBOLS))
        symbols[3]["accessLevel"] = "public"
        self.check(symbols, "not-open", "UITableView.rowHeight")

    def test_a_public_member_declared_in_an_extension_is_caught(self) -> None:
        # A test double overriding it fails to compile here: "method does not override any method from its superclass".
        symbols = json.loads(json.dumps(GOOD_SYMBOLS))
        symbols[4]["accessLevel"] = "public"
        symbols[4]["swiftExtension"] = {"extendedModule": "HeadlessUIKit", "typeKind": "swift.class"}
        self.check(symbols, "not-open-extension", "UITableView.numberOfSections")

    def test_a_not_open_member_is_excused_only_by_name(self) -> None:
        symbols = json.loads(json.dumps(GOOD_SYMBOLS))
        symbols[4]["accessLevel"] = "public"
        symbols[4]["swiftExtension"] = {"extendedModule": "HeadlessUIKit", "typeKind": "swift.class"}
        for pattern in ("*", "UITableView.*", "UITableView.numberOf?ections", "numberOfSections"):
            for kind in ("not-open-extension", "not-open", "not-open*"):
                fixture = Fixture(symbols, f"{kind} {pattern} -- a reason\n")
                try:
                    with self.assertRaises(SystemExit, msg=f"{kind} {pattern}") as raised:
                        fixture.run()
                finally:
                    fixture.close()
                self.assertIn("must name one member", str(raised.exception))
        fixture = Fixture(symbols, "not-open-extension UITableView.numberOfSections -- a reason\n")
        try:
            _, failing, allowed, unused = fixture.run()
        finally:
            fixture.close()
        self.assertEqual((failing, unused), ([], []))
        self.assertEqual([(d.kind, d.path) for d, _ in allowed], [("not-open-extension", "UITableView.numberOfSections")])

    def test_a_not_open_class_line_excuses_the_members_of_that_class_only(self) -> None:
        symbols = json.loads(json.dumps(GOOD_SYMBOLS))
        symbols[3]["accessLevel"] = "public"
        fixture = Fixture(symbols, "not-open-class UITableView -- final here, for a reason\n")
        try:
            _, failing, allowed, unused = fixture.run()
        finally:
            fixture.close()
        self.assertEqual((failing, unused), ([], []))
        self.assertEqual([(d.kind, d.path) for d, _ in allowed], [("not-open", "UITableView.rowHeight")])
        for pattern in ("UITable*", "UITableView.rowHeight"):
            fixture = Fixture(symbols, f"not-open-class {pattern} -- a reason\n")
            try:
                with self.assertRaises(SystemExit) as raised:
                    fixture.run()
            finally:
                fixture.close()
            self.assertIn("must name one class", str(raised.exception))
        fixture = Fixture(symbols, "not-open-class UITableViewCell -- another class\n")
        try:
            _, failing, _, unused = fixture.run()
        finally:
            fixture.close()
        self.assertEqual([(d.kind, d.path) for d in failing], [("not-open", "UITableView.rowHeight")])
        self.assertEqual(len(unused), 1)

    def test_an_unused_result_warning_is_caught(self) -> None:
        self.check(planted(8, "@MainActor func dequeueReusableCell(withIdentifier identifier: String) -> "
                              "UITableViewCell?"), "discardable", "UITableView.dequeueReusableCell(withIdentifier:)")

    def test_an_allowlisted_difference_passes_and_a_stale_line_fails(self) -> None:
        symbols = GOOD_SYMBOLS + [symbol(["UITableView", "simulateTap(at:)"],
                                         "@MainActor func simulateTap(at indexPath: IndexPath)")]
        fixture = Fixture(symbols, "missing *.simulate* -- simulated input\nmissing UITableView.gone -- stale\n")
        try:
            _, failing, allowed, unused = fixture.run()
        finally:
            fixture.close()
        self.assertEqual(failing, [])
        self.assertEqual([d.path for d, _ in allowed], ["UITableView.simulateTap(at:)"])
        self.assertEqual([e.pattern for e in unused], ["UITableView.gone"])

    def test_an_optional_requirement_is_reported_for_the_protocol(self) -> None:
        symbols = GOOD_SYMBOLS + [symbol(["UITableViewDataSource", "numberOfSections(in:)"],
                                         "@MainActor func numberOfSections(in tableView: UITableView) -> Int",
                                         access="public")]
        self.check(symbols, "optional-requirement", "UITableViewDataSource.numberOfSections(in:)")


class SubsetDocument(unittest.TestCase):
    def test_declarations_uikit_lacks_and_ones_that_differ_are_listed_apart(self) -> None:
        symbols = planted(7, "@MainActor func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? "
                             "= nil)") + [symbol(["UITableView", "simulateTap(at:)"],
                                                 "@MainActor func simulateTap(at indexPath: IndexPath)", extension=True)]
        fixture = Fixture(symbols, "missing *.simulate* -- simulated input\n"
                                   "differs *.performBatchUpdates(_:completion:) -- a non-escaping overload\n")
        try:
            report, failing, allowed, unused = fixture.run()
        finally:
            fixture.close()
        self.assertEqual((failing, unused), ([], []))
        document = sig.subset_document(report, allowed)
        own = document.index("## HeadlessUIKit's own declarations on UIKit's types")
        differing = document.index("## Declarations that differ from UIKit's")
        simulated = document.index("- `UITableView.simulateTap(at:)`: simulated input")
        batch = document.index("- `UITableView.performBatchUpdates(_:completion:)`: a non-escaping overload")
        self.assertTrue(own < simulated < differing < batch, document)


@unittest.skipUnless(INTERFACE.is_dir() and (sig.REPO / ".build/debug/Modules/HeadlessUIKit.swiftmodule").exists(),
                     "needs UIKit's interface and a built HeadlessUIKit")
class RealInterface(unittest.TestCase):
    """The real check on a copy of UIKit's interface with one label changed: exactly that declaration fails."""

    def test_a_wrong_label_in_a_copy_of_the_interface_is_caught(self) -> None:
        with tempfile.TemporaryDirectory() as scratch:
            copy = Path(scratch) / "interface"
            shutil.copytree(INTERFACE, copy)
            table = copy / "UITableView.swift"
            text = table.read_text()
            original = "func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)"
            self.assertIn(original, text)
            table.write_text(text.replace(original, original.replace("forCellReuseIdentifier", "forCellReuseID")))
            graphs = sig.extract_symbol_graphs(sig.REPO / ".build/debug/Modules", Path(scratch))
            _, failing, _, unused = sig.run([copy, sig.DEFAULT_ADDITIONS], graphs, sig.DEFAULT_ALLOWLIST,
                                            sig.REPO / "Package.swift")
            # The nib overload keeps the name, so HeadlessUIKit's class overload now differs from every UIKit one.
            self.assertEqual([(d.kind, d.path, d.headless) for d in failing],
                             [("differs", "UITableView.register(_:forCellReuseIdentifier:)",
                               "@MainActor func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: "
                               "String)")])
            self.assertEqual(unused, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
