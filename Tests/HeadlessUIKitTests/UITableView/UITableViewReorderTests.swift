#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The test data source whose cells show their reorder control, as an app that supports reordering sets them.
@MainActor
final class ReorderControlDataSource: TableSpecDataSource {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        cell.showsReorderControl = true
        return cell
    }
}

/// A data source that implements `canMoveRowAt` and `moveRowAt`, with the rows it lets move and whether its cells
/// show the reorder control.
@MainActor
private final class MoveRulesDataSource: NSObject, UITableViewDataSource {
    var sections: [[String]]
    var movable: (IndexPath) -> Bool = { _ in true }
    var showsReorderControl = true
    var asked: [IndexPath] = []
    var moved: [(IndexPath, IndexPath)] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.showsReorderControl = showsReorderControl
        return cell
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        asked.append(indexPath)
        return movable(indexPath)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moved.append((sourceIndexPath, destinationIndexPath))
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }
}

/// A data source that does not implement `moveRowAt` (nor `canMoveRowAt`).
@MainActor
private final class NoMoveMethodDataSource: NSObject, UITableViewDataSource {
    let rows = ["0", "1", "2"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }
}

/// A delegate that retargets every proposed move and logs what it was asked.
@MainActor
private final class RetargetingDelegate: NSObject, UITableViewDelegate {
    var retarget: (IndexPath) -> IndexPath = { $0 }
    var asked: [(IndexPath, IndexPath)] = []

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        asked.append((sourceIndexPath, proposedDestinationIndexPath))
        return retarget(proposedDestinationIndexPath)
    }
}

@MainActor
@Suite("UITableView reordering", .timeLimit(.minutes(10)))
struct UITableViewReorderTests {
    @Test("A table that is not editing has no reorder control: nothing moves and nobody is told")
    func whenNotEditing_nothingMoves() {
        let source = MoveRulesDataSource([["a", "b", "c"]])
        let delegate = RetargetingDelegate()
        let table = makeTable(source)
        table.delegate = delegate
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: rowPath(0))
        #expect(table.simulateMove(from: rowPath(0), to: rowPath(2)) == nil)
        #expect(source.moved.isEmpty)
        #expect(source.asked.isEmpty)
        #expect(delegate.asked.isEmpty)
        #expect(source.sections == [["a", "b", "c"]])
        #expect(visibleTexts(table) == ["a", "b", "c"])
        #expect(table.cellForRow(at: rowPath(0)) === cell)
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: rowPath(0), to: rowPath(2)) == rowPath(2))
        #expect(visibleTexts(table) == ["b", "c", "a"])
    }

    @Test("While editing, the row moves, the data source is told and the cell follows")
    func whenEditing_theRowMoves() {
        let source = MoveRulesDataSource([["a", "b", "c"], ["d"]])
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: rowPath(2))
        #expect(table.simulateMove(from: rowPath(2), to: rowPath(0, 1)) == rowPath(0, 1))
        #expect(source.asked == [rowPath(2)])
        #expect(source.moved.map(\.0) == [rowPath(2)])
        #expect(source.moved.map(\.1) == [rowPath(0, 1)])
        #expect(source.sections == [["a", "b"], ["c", "d"]])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.cellForRow(at: rowPath(0, 1)) === cell)
        #expect(visibleTexts(table) == ["a", "b", "c", "d"])
    }

    @Test("A row the data source's canMoveRowAt refuses does not move")
    func whenCanMoveRowAtRefuses_nothingMoves() {
        let source = MoveRulesDataSource([["a", "b", "c"]])
        source.movable = { $0.row != 1 }
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: rowPath(1), to: rowPath(2)) == nil)
        #expect(source.asked == [rowPath(1)])
        #expect(source.moved.isEmpty)
        #expect(visibleTexts(table) == ["a", "b", "c"])
        #expect(table.simulateMove(from: rowPath(0), to: rowPath(2)) == rowPath(2))
    }

    @Test("A cell that does not show its reorder control cannot be moved")
    func whenCellHidesReorderControl_nothingMoves() {
        let source = MoveRulesDataSource([["a", "b", "c"]])
        source.showsReorderControl = false
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: rowPath(0), to: rowPath(2)) == nil)
        #expect(source.moved.isEmpty)
        table.cellForRow(at: rowPath(0))?.showsReorderControl = true
        #expect(table.simulateMove(from: rowPath(0), to: rowPath(2)) == rowPath(2))
    }

    @Test("A row without a cell on screen has no reorder control to drag")
    func whenRowIsOffScreen_nothingMoves() {
        let source = MoveRulesDataSource([(0..<30).map(String.init)])
        let table = makeTable(source, height: 88)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(table.simulateMove(from: rowPath(20), to: rowPath(0)) == nil)
        #expect(source.moved.isEmpty)
        #expect(table.simulateMove(from: rowPath(1), to: rowPath(20)) == rowPath(20))
        #expect(source.sections[0][20] == "1")
    }

    @Test("The delegate's retargeted destination is where the row goes and what the data source hears")
    func whenDelegateRetargets_theRowGoesThere() {
        let source = MoveRulesDataSource([["a", "b", "c", "d"]])
        let delegate = RetargetingDelegate()
        delegate.retarget = { _ in rowPath(1) }
        let table = makeTable(source)
        table.delegate = delegate
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: rowPath(3), to: rowPath(0)) == rowPath(1))
        #expect(delegate.asked.map(\.0) == [rowPath(3)])
        #expect(delegate.asked.map(\.1) == [rowPath(0)])
        #expect(source.moved.map(\.1) == [rowPath(1)])
        #expect(visibleTexts(table) == ["a", "d", "b", "c"])
    }

    @Test("A retargeted destination outside the table moves nothing")
    func whenRetargetedOutside_nothingMoves() {
        let source = MoveRulesDataSource([["a", "b"]])
        let delegate = RetargetingDelegate()
        delegate.retarget = { _ in rowPath(0, 3) }
        let table = makeTable(source)
        table.delegate = delegate
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: rowPath(0), to: rowPath(1)) == nil)
        #expect(source.moved.isEmpty)
        #expect(visibleTexts(table) == ["a", "b"])
    }

    @Test("A data source without moveRowAt shows no reorder control: nothing moves")
    func whenMoveRowAtIsNotImplemented_nothingMoves() {
        let source = NoMoveMethodDataSource()
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: rowPath(0))
        var moved: IndexPath?
        let messages = raisedMessages { moved = table.simulateMove(from: rowPath(0), to: rowPath(2)) }
        #expect(moved == nil)
        #expect(messages.isEmpty)
        #expect(visibleTexts(table) == ["0", "1", "2"])
        #expect(table.cellForRow(at: rowPath(0)) === cell)
    }
}
#endif
