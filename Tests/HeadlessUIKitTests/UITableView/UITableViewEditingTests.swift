#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITableView editing and swipe actions", .timeLimit(.minutes(10)))
struct UITableViewEditingTests {
    @Test("A committed delete reaches the data source, which deletes the row from the table")
    func commitDelete() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        var deleted = false
        let messages = raisedMessages { deleted = table.simulateCommitDelete(at: rowPath(1)) }
        #expect(deleted)
        #expect(messages.isEmpty)
        #expect(source.committed.map(\.1) == [rowPath(1)])
        #expect(visibleTexts(table) == ["0", "2"])
    }

    @Test("A row the data source cannot edit is not deleted")
    func cannotEdit() {
        final class ReadOnly: TableSpecDataSource {
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
        }
        let source = ReadOnly(rows: 3)
        let table = makeTable(source)
        #expect(!table.simulateCommitDelete(at: rowPath(1)))
        #expect(source.committed.isEmpty)
    }

    @Test("A user move while editing tells the data source, then moves the row, keeping the moved cell")
    func userMove() {
        let source = ReorderControlDataSource(rows: 4)
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: rowPath(0))
        #expect(table.simulateMove(from: rowPath(0), to: rowPath(2)) == rowPath(2))
        #expect(source.moved.map(\.1) == [rowPath(2)])
        #expect(source.sections[0] == ["1", "2", "0", "3"])
        #expect(table.cellForRow(at: rowPath(2)) === cell)
        #expect(visibleTexts(table) == ["1", "2", "0", "3"])
    }

    @Test("A user move across sections updates both sections' counts")
    func userMoveAcrossSections() {
        let source = ReorderControlDataSource([["a", "b"], ["c"]])
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(table.simulateMove(from: rowPath(0, 0), to: rowPath(1, 1)) == rowPath(1, 1))
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(source.sections == [["b"], ["c", "a"]])
        #expect(visibleTexts(table) == ["b", "c", "a"])
    }

    @Test("A trailing swipe runs the first action of the delegate's configuration")
    func trailingSwipe() {
        let source = TableSpecDataSource(rows: 3)
        let delegate = TableSpecDelegate()
        var ran: [String] = []
        var handlerView: UIView?
        delegate.trailing = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, view, done in
                ran.append("delete")
                handlerView = view
                done(true)
            },
            UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                ran.append("flag")
                done(true)
            },
        ])
        let table = makeTable(source)
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(table.simulateSwipe(at: rowPath(1), edge: .trailing))
        #expect(ran == ["delete"])
        #expect(handlerView === table.cellForRow(at: rowPath(1)))
        #expect(!table.simulateSwipe(at: rowPath(1), edge: .leading))
    }

    @Test("A configuration that does not perform its first action on a full swipe runs nothing")
    func noFullSwipe() {
        let source = TableSpecDataSource(rows: 1)
        let delegate = TableSpecDelegate()
        var ran = false
        let configuration = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Pin") { _, _, _ in ran = true }
        ])
        #expect(configuration.performsFirstActionWithFullSwipe)
        configuration.performsFirstActionWithFullSwipe = false
        delegate.leading = configuration
        let table = makeTable(source)
        table.delegate = delegate
        #expect(!table.simulateSwipe(at: rowPath(0), edge: .leading))
        #expect(!ran)
    }

    @Test("setEditing puts visible cells and cells shown later into editing mode")
    func editingMode() {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 88)
        table.layoutIfNeeded()
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.scroll(to: CGPoint(x: 0, y: 880))
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.isEditing = false
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test("While editing, taps select only when allowsSelectionDuringEditing is set")
    func selectionDuringEditing() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        table.simulateTap(at: rowPath(0))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        table.simulateTap(at: rowPath(0))
        #expect(table.indexPathForSelectedRow == rowPath(0))
    }
}
#endif
