#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// HeadlessUIKit's refusal of a reconfigure that its own batch shifts: an index path whose index path after the update
/// differs from the one before it (an insert, delete or move before it in its section, or a section change before its
/// section, or a move of the row itself), or whose row, item or section the batch deletes or reloads. Apple documents
/// no reading of a reconfigure's index path in such a batch, so HeadlessUIKit reports it instead of choosing one.
@MainActor
@Suite("Batch validation of reconfigures that the same batch shifts", .timeLimit(.minutes(10)))
struct ReconfigureShiftValidationTests {
    /// A laid-out table over the sections.
    private func table(_ sections: [[String]]) -> (UITableView, TableSpecDataSource) {
        let source = TableSpecDataSource(sections)
        let table = makeTable(source)
        table.layoutIfNeeded()
        return (table, source)
    }

    /// A laid-out one-column collection view of 10-point items over the sections.
    private func collection(_ sections: [[String]]) -> (TestCollectionView, GridDataSource) {
        let (view, source) = makeGrid(counts: [], width: 100, height: 100, itemSize: CGSize(width: 100, height: 10))
        source.sections = sections
        view.reloadData()
        view.layoutIfNeeded()
        return (view, source)
    }

    /// HeadlessUIKit's message for a reconfigure at `from` that the batch moves to `to` (`nil`: deletes or reloads).
    private func refusal(_ element: String, _ from: IndexPath, to: IndexPath?) -> String {
        let fate =
            to.map { "moves it to index path (\($0.description(ofLength: 2)))" }
            ?? "deletes or reloads it (or its section)"
        let article = element == "row" ? "a row" : "an item"
        return "attempt to reconfigure \(element) at index path (\(from.description(ofLength: 2))) in a batch update "
            + "that \(fate): HeadlessUIKit refuses to reconfigure \(article) that an insert, delete or move in the "
            + "same batch shifts, because UIKit does not document which index path it would read; reconfigure after "
            + "the batch update, at the index path after it"
    }

    @Test("Table: a reconfigure alone in a batch is accepted and keeps the cell")
    func tableReconfigureAlone() {
        let (table, source) = table([["a", "b", "c"]])
        let cellB = table.cellForRow(at: rowPath(1))
        source.sections[0] = ["a", "B", "c"]
        let messages = raisedMessages { table.performBatchUpdates({ table.reconfigureRows(at: [rowPath(1)]) }) }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(1)) === cellB)
        #expect(cellB?.textLabel?.text == "B")
    }

    @Test("Table: a reconfigure of a row shifted by an insert above it in the same batch is refused")
    func tableReconfigureShiftedByInsertAbove() {
        let (table, source) = table([["a", "b"]])
        source.sections[0] = ["new", "a", "B"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.insertRows(at: [rowPath(0)], with: .fade)
                table.reconfigureRows(at: [rowPath(1)])
            })
        }
        #expect(messages == [refusal("row", rowPath(1), to: rowPath(2))])
        // Refused like a rejected batch: the table reloads from its data source.
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: rowPath(2))?.textLabel?.text == "B")
    }

    @Test("Table: a reconfigure of a row above every insert, delete and move is accepted")
    func tableReconfigureUnshiftedRow() {
        let (table, source) = table([["a", "b", "c", "d"]])
        let cellA = table.cellForRow(at: rowPath(0))
        source.sections[0] = ["A", "c", "b", "new"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.reconfigureRows(at: [rowPath(0)])
                table.moveRow(at: rowPath(1), to: rowPath(2))
                table.deleteRows(at: [rowPath(3)], with: .fade)
                table.insertRows(at: [rowPath(3)], with: .fade)
            })
        }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(0)) === cellA)
        #expect(cellA?.textLabel?.text == "A")
    }

    @Test("Table: a reconfigure is refused when a delete above shifts it, or when its section is deleted or reloaded")
    func tableReconfigureShiftedByDeleteOrSectionChange() {
        var (table, source) = table([["a", "b", "c"]])
        source.sections[0] = ["b", "C"]
        var messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteRows(at: [rowPath(0)], with: .fade)
                table.reconfigureRows(at: [rowPath(2)])
            })
        }
        #expect(messages == [refusal("row", rowPath(2), to: rowPath(1))])

        (table, source) = self.table([["a"], ["b", "c"]])
        source.sections = [["b", "C"]]
        messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteSections(IndexSet([0]), with: .fade)
                table.reconfigureRows(at: [rowPath(1, 1)])
            })
        }
        #expect(messages == [refusal("row", rowPath(1, 1), to: rowPath(1, 0))])

        (table, source) = self.table([["a"], ["b"]])
        source.sections = [["A"], ["B"]]
        messages = raisedMessages {
            table.performBatchUpdates({
                table.reloadSections(IndexSet([0]), with: .fade)
                table.reconfigureRows(at: [rowPath(0, 0), rowPath(0, 1)])
            })
        }
        // Section 1 keeps its index: only the row of the reloaded section is refused.
        #expect(messages == [refusal("row", rowPath(0, 0), to: nil)])
    }

    @Test("Table: a reload keeps its documented before-state reading beside an insert above it")
    func tableReloadBesideInsertIsAccepted() {
        let (table, source) = table([["a", "b"]])
        source.sections[0] = ["new", "a", "B"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.insertRows(at: [rowPath(0)], with: .fade)
                table.reloadRows(at: [rowPath(1)], with: .fade)
            })
        }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(2))?.textLabel?.text == "B")
    }

    @Test("Collection view: a reconfigure alone in a batch is accepted and keeps the cell")
    func collectionReconfigureAlone() throws {
        let (view, source) = collection([["a", "b", "c"]])
        let cell = try #require(view.cellForItem(at: path(0, 1)) as? TextCell)
        source.sections = [["a", "B", "c"]]
        let messages = raisedMessages { view.performBatchUpdates({ view.reconfigureItems(at: [path(0, 1)]) }) }
        #expect(messages.isEmpty)
        #expect(view.cellForItem(at: path(0, 1)) === cell)
        #expect(cell.text == "B")
    }

    @Test("Collection view: a reconfigure of an item shifted by an insert before it in the same batch is refused")
    func collectionReconfigureShiftedByInsertBefore() {
        let (view, source) = collection([["a", "b"]])
        source.sections = [["new", "a", "B"]]
        let messages = raisedMessages {
            view.performBatchUpdates({
                view.insertItems(at: [path(0, 0)])
                view.reconfigureItems(at: [path(0, 1)])
            })
        }
        #expect(messages == [refusal("item", path(0, 1), to: path(0, 2))])
    }

    @Test("Collection view: a reconfigure of an item before every change of the batch is accepted")
    func collectionReconfigureUnshiftedItem() throws {
        let (view, source) = collection([["a", "b", "c"]])
        let cell = try #require(view.cellForItem(at: path(0, 0)) as? TextCell)
        source.sections = [["A", "b", "new", "c"]]
        let messages = raisedMessages {
            view.performBatchUpdates({
                view.insertItems(at: [path(0, 2)])
                view.reconfigureItems(at: [path(0, 0)])
            })
        }
        #expect(messages.isEmpty)
        #expect(view.cellForItem(at: path(0, 0)) === cell)
        #expect(cell.text == "A")
    }

    @Test("Collection view: a reconfigure of an item moved by the batch into another section is refused")
    func collectionReconfigureOfSectionMovedItem() {
        let (view, source) = collection([["a"], ["b"]])
        source.sections = [["b"], ["a"]]
        let messages = raisedMessages {
            view.performBatchUpdates({
                view.moveSection(0, toSection: 1)
                view.reconfigureItems(at: [path(0, 0)])
            })
        }
        #expect(messages == [refusal("item", path(0, 0), to: path(1, 0))])
    }
}

extension IndexPath {
    /// UIKit's description of an index path, as the messages write it.
    fileprivate func description(ofLength length: Int) -> String {
        "<NSIndexPath> {length = \(length), path = \(map(String.init).joined(separator: " - "))}"
    }
}
#endif
