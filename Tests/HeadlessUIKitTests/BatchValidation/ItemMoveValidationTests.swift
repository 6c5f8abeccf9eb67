#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The checks of row moves that share no index path (a diff's, checked from the maps built with the batch) and of
/// moves that do (a move asked twice, two moves of one row), side by side in one batch with deletes and inserts.
@MainActor
@Suite("Batch validation of row moves", .timeLimit(.minutes(10)))
struct ItemMoveValidationTests {
    /// A laid-out table over the sections.
    private func table(_ sections: [[String]]) -> (UITableView, TableSpecDataSource) {
        let source = TableSpecDataSource(sections)
        let table = makeTable(source)
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test("Distinct moves beside deletes and inserts carry each cell to its new row")
    func distinctMovesCarryCells() {
        let (table, source) = table([["a", "b", "c", "d", "e"]])
        let cellA = table.cellForRow(at: rowPath(0))
        let cellD = table.cellForRow(at: rowPath(3))
        source.sections[0] = ["d", "x", "c", "a"]  // delete b and e, insert x, move a to the end and d to the top
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteRows(at: [rowPath(1), rowPath(4)], with: .fade)
                table.insertRows(at: [rowPath(1)], with: .fade)
                table.moveRow(at: rowPath(0), to: rowPath(3))
                table.moveRow(at: rowPath(3), to: rowPath(0))
            })
            table.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(3)) === cellA)
        #expect(table.cellForRow(at: rowPath(0)) === cellD)
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test("The same move asked twice is performed once")
    func sameMoveTwice() {
        let (table, source) = table([["a", "b", "c"]])
        let cellA = table.cellForRow(at: rowPath(0))
        source.sections[0] = ["b", "c", "a"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.moveRow(at: rowPath(0), to: rowPath(2))
                table.moveRow(at: rowPath(0), to: rowPath(2))
            })
            table.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(table.cellForRow(at: rowPath(2)) === cellA)
    }

    @Test("A move from a row deleted in the same batch is rejected, among distinct moves")
    func deleteAndMoveAmongDistinctMoves() {
        let (table, source) = table([["a", "b", "c", "d"]])
        source.sections[0] = ["c", "a", "d"]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.moveRow(at: rowPath(0), to: rowPath(1))
                table.moveRow(at: rowPath(2), to: rowPath(0))
                table.deleteRows(at: [rowPath(2)], with: .fade)
            })
        }
        #expect(
            messages == [
                "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 2})"
            ])
    }

    @Test("A row deleted with its section is not also a deleted row: the other rows keep their selection")
    func rowDeletedWithItsSection() {
        let (table, source) = table([["a"], ["b", "c"], ["d", "e"]])
        table.selectRow(at: rowPath(1, 2), animated: false, scrollPosition: .none)
        source.sections = [["a"], ["d", "e"]]
        let messages = raisedMessages {
            table.performBatchUpdates({
                table.deleteSections([1], with: .fade)
                table.deleteRows(at: [rowPath(0, 1)], with: .fade)
            })
        }
        #expect(messages.isEmpty)
        #expect(table.indexPathsForSelectedRows == [rowPath(1, 1)])
    }
}
#endif
