#if !canImport(UIKit)
import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UITableView invariant checks", .timeLimit(.minutes(10)))
struct UITableViewInvariantsTests {
    @Test("After layout, a delete and a selection: each visible cell is a subview at one index path, in no queue")
    func invariantsHold() throws {
        let source = TableSpecDataSource(rows: 30)
        let table = makeTable(source, height: 200)
        table.layoutIfNeeded()
        table._checkInvariants()
        let first = try #require(table.cellForRow(at: rowPath(1)))
        source.sections[0].removeFirst()
        table.deleteRows(at: [rowPath(0)], with: .fade)
        table.selectRow(at: rowPath(3), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        table._checkInvariants()
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(table.indexPathForSelectedRow == rowPath(3))
        let cells = table.visibleCells
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.superview === table && !table.cellReuse.contains($0) })
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
        #expect(cells.compactMap { table.indexPath(for: $0) } == table.indexPathsForVisibleRows)
        // The row that moved up into the deleted row's place kept its cell.
        #expect(table.cellForRow(at: rowPath(0)) === first)
    }

    #if LISTKIT_INTERNAL_CHECKS
    @Test("A visible cell found in a reuse queue stops the process with the broken rule")
    func brokenInvariantStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = TableSpecDataSource(rows: 3)
                let table = makeTable(source)
                table.layoutIfNeeded()
                if let cell = table.cellForRow(at: rowPath(0)) {
                    table.cellReuse.enqueue(cell, identifier: cell.reuseIdentifier)
                }
                table._checkInvariants()
            }
        }
    }
    #endif
}
#endif
