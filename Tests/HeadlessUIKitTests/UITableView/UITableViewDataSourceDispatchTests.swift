#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A base data source that implements only the required methods.
@MainActor
private class MinimalSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

/// A base data source that conforms and implements the optional `numberOfSections(in:)` and a header title.
@MainActor
private class SectionedSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Overrides the optional methods its superclass implements.
@MainActor
private final class ThreeSectionSource: SectionedSource {
    override func numberOfSections(in tableView: UITableView) -> Int { 3 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }
}

/// Adds an optional method its superclass does not implement.
@MainActor
private final class AddedMethodSource: MinimalSource {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
}

@MainActor
@Suite("UITableView data source and delegate defaults", .timeLimit(.minutes(10)))
struct UITableViewDataSourceDispatchTests {
    @Test("A data source that does not implement numberOfSections(in:) has one section, as in UIKit")
    func defaultOneSection() {
        let source = MinimalSource()
        let table = makeTable(source)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test("A subclass's override of an optional method its superclass implements is honoured")
    func subclassOverrideIsHonoured() {
        let source = ThreeSectionSource()
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 3)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
    }

    @Test("Swift's rule: a method a subclass adds, unknown to its superclass's conformance, is not seen")
    func addedMethodIsNotSeen() {
        // UIKit finds such a method at run time; Swift binds the conformance to the superclass, whose witness is
        // the protocol's default. This is why HeadlessUIKit's own conforming classes (UITableViewController)
        // implement every optional method as `open`, and why a data source base class should implement the
        // optional methods its subclasses may want to override.
        let source = AddedMethodSource()
        let table = makeTable(source)
        #expect(source.numberOfSections(in: table) == 3)
        #expect(table.numberOfSections == 1)
    }

    @Test("Delegate defaults answer as UIKit does when a method is not implemented")
    func delegateDefaults() {
        final class EmptyDelegate: NSObject, UITableViewDelegate {}
        let delegate = EmptyDelegate()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 50
        table.sectionHeaderHeight = 20
        #expect(delegate.tableView(table, heightForRowAt: rowPath(0)) == 50)
        #expect(delegate.tableView(table, heightForHeaderInSection: 0) == 20)
        #expect(delegate.tableView(table, willSelectRowAt: rowPath(3)) == rowPath(3))
        #expect(delegate.tableView(table, willDeselectRowAt: rowPath(3)) == rowPath(3))
        #expect(delegate.tableView(table, shouldHighlightRowAt: rowPath(0)))
        #expect(delegate.tableView(table, viewForHeaderInSection: 0) == nil)
        #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: rowPath(0)) == nil)
        #expect(delegate.tableView(table, editingStyleForRowAt: rowPath(0)) == .delete)
        #expect(
            delegate.tableView(table, targetIndexPathForMoveFromRowAt: rowPath(0), toProposedIndexPath: rowPath(2))
                == rowPath(2))
    }

    @Test("Data source defaults answer as UIKit does when a method is not implemented")
    func dataSourceDefaults() {
        let source = MinimalSource()
        let table = UITableView(frame: .zero, style: .plain)
        #expect(source.numberOfSections(in: table) == 1)
        #expect(source.tableView(table, titleForHeaderInSection: 0) == nil)
        #expect(source.tableView(table, titleForFooterInSection: 0) == nil)
        #expect(source.tableView(table, canEditRowAt: rowPath(0)))
        #expect(source.tableView(table, canMoveRowAt: rowPath(0)))
        #expect(source.sectionIndexTitles(for: table) == nil)
    }
}
#endif
