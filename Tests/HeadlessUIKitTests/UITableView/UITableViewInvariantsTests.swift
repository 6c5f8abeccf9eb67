#if !canImport(UIKit)
import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UITableView invariant checks")
struct UITableViewInvariantsTests {
    @Test("The invariant checks hold after layout, updates and selection")
    func invariantsHold() {
        let source = TableSpecDataSource(rows: 30)
        let table = makeTable(source, height: 200)
        table.layoutIfNeeded()
        table._checkInvariants()
        source.sections[0].removeFirst()
        table.deleteRows(at: [rowPath(0)], with: .fade)
        table.selectRow(at: rowPath(3), animated: false, scrollPosition: .middle)
        table._checkInvariants()
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
