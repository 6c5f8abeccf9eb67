#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITableView selection", .timeLimit(.minutes(10)))
struct UITableViewSelectionTests {
    private func setUp(rows: Int = 5) -> (UITableView, TableSpecDataSource, TableSpecDelegate) {
        let source = TableSpecDataSource(rows: rows)
        let delegate = TableSpecDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.layoutIfNeeded()
        return (table, source, delegate)
    }

    @Test("A tap highlights, asks willSelect, selects and sends didSelect, in UIKit's order")
    func tapSelects() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        table.simulateTap(at: rowPath(1))
        #expect(
            delegate.selectionLog == [
                "shouldHighlight(1)", "didHighlight(1)", "didUnhighlight(1)", "willSelect(1)", "didSelect(1)",
            ])
        #expect(table.indexPathForSelectedRow == rowPath(1))
        #expect(table.cellForRow(at: rowPath(1))?.isSelected == true)
        #expect(table.cellForRow(at: rowPath(1))?.isHighlighted == false)
    }

    @Test("Without multiple selection a tap deselects the previous row with willDeselect and didDeselect")
    func singleSelectionReplacesPrevious() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        table.simulateTap(at: rowPath(1))
        delegate.log = []
        table.simulateTap(at: rowPath(3))
        #expect(
            delegate.selectionLog == [
                "shouldHighlight(3)", "didHighlight(3)", "didUnhighlight(3)", "willSelect(3)", "willDeselect(1)",
                "didDeselect(1)", "didSelect(3)",
            ])
        #expect(table.indexPathsForSelectedRows == [rowPath(3)])
        #expect(table.cellForRow(at: rowPath(1))?.isSelected == false)
    }

    @Test("With multiple selection taps add rows, and a tap on a selected row deselects it")
    func multipleSelection() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        table.allowsMultipleSelection = true
        table.simulateTap(at: rowPath(0))
        table.simulateTap(at: rowPath(2))
        #expect(table.indexPathsForSelectedRows == [rowPath(0), rowPath(2)])
        delegate.log = []
        table.simulateTap(at: rowPath(0))
        #expect(
            delegate.selectionLog == [
                "shouldHighlight(0)", "didHighlight(0)", "didUnhighlight(0)", "willDeselect(0)", "didDeselect(0)",
            ])
        #expect(table.indexPathsForSelectedRows == [rowPath(2)])
    }

    @Test("willSelectRowAt may redirect the selection to another row")
    func willSelectRedirects() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        delegate.willSelect = { _ in rowPath(4) }
        table.simulateTap(at: rowPath(1))
        #expect(table.indexPathForSelectedRow == rowPath(4))
        #expect(delegate.selectionLog.last == "didSelect(4)")
    }

    @Test("willSelectRowAt returning nil refuses the selection and keeps the previous one")
    func willSelectRefuses() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        table.simulateTap(at: rowPath(0))
        delegate.willSelect = { _ in nil }
        delegate.log = []
        table.simulateTap(at: rowPath(1))
        #expect(table.indexPathForSelectedRow == rowPath(0))
        #expect(!delegate.selectionLog.contains("didSelect(1)"))
        #expect(!delegate.selectionLog.contains("willDeselect(0)"))
    }

    @Test("shouldHighlightRowAt returning false skips the highlight but not the selection")
    func noHighlight() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        delegate.shouldHighlight = false
        table.simulateTap(at: rowPath(2))
        #expect(delegate.selectionLog == ["shouldHighlight(2)", "willSelect(2)", "didSelect(2)"])
    }

    @Test("With allowsSelection false a tap does nothing")
    func selectionNotAllowed() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        table.allowsSelection = false
        table.simulateTap(at: rowPath(2))
        #expect(delegate.selectionLog.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("selectRow and deselectRow change the selection without telling the delegate")
    func programmaticSelection() {
        let (table, source, delegate) = setUp()
        defer { withExtendedLifetime(source) {} }
        table.selectRow(at: rowPath(2), animated: false, scrollPosition: .none)
        table.selectRow(at: rowPath(3), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [rowPath(3)])
        table.deselectRow(at: rowPath(3), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(delegate.selectionLog.isEmpty)
    }

    @Test("A selected row that scrolls away and back comes back selected, in a reused cell")
    func selectionSurvivesReuse() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 88)
        table.layoutIfNeeded()
        table.selectRow(at: rowPath(0), animated: false, scrollPosition: .none)
        table.scroll(to: CGPoint(x: 0, y: 440))
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.scroll(to: .zero)
        #expect(table.cellForRow(at: rowPath(0))?.isSelected == true)
        #expect(table.cellForRow(at: rowPath(1))?.isSelected == false)
    }

    @Test("Selection follows moved rows through a batch update and drops deleted rows")
    func selectionFollowsUpdates() {
        let (table, source, _) = setUp(rows: 4)
        table.allowsMultipleSelection = true
        table.selectRow(at: rowPath(0), animated: false, scrollPosition: .none)
        table.selectRow(at: rowPath(2), animated: false, scrollPosition: .none)
        source.sections[0] = ["3", "1", "2", "new"]  // delete 0, move 3 to the top, insert at the end
        table.performBatchUpdates({
            table.deleteRows(at: [rowPath(0)], with: .fade)
            table.moveRow(at: rowPath(3), to: rowPath(0))
            table.insertRows(at: [rowPath(3)], with: .fade)
        })
        #expect(table.indexPathsForSelectedRows == [rowPath(2)])
        #expect(table.cellForRow(at: rowPath(2))?.textLabel?.text == "2")
        #expect(table.cellForRow(at: rowPath(2))?.isSelected == true)
    }

    @Test("reloadData clears the selection, as UIKit does")
    func reloadClearsSelection() {
        let (table, source, _) = setUp()
        defer { withExtendedLifetime(source) {} }
        table.selectRow(at: rowPath(1), animated: false, scrollPosition: .none)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("Tapping a row off screen scrolls it into view first")
    func tapOffScreenScrolls() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 88)
        table.simulateTap(at: rowPath(50))
        #expect(table.indexPathsForVisibleRows?.contains(rowPath(50)) == true)
        #expect(table.indexPathForSelectedRow == rowPath(50))
    }
}
#endif
