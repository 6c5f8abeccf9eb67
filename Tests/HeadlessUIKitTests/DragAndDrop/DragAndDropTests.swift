#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table's drag and drop delegates that reorder its data source's rows, recording every call.
@MainActor
final class ReorderingTableDelegates: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
    let dataSource: TableSpecDataSource
    var log: [String] = []
    var operation = UIDropOperation.move
    var allowsMove = true
    var noItems = false
    var activeDuringDrop: (drag: Bool, drop: Bool)?

    init(_ dataSource: TableSpecDataSource) {
        self.dataSource = dataSource
    }

    func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.row)")
        if noItems { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider())
        item.localObject = dataSource.sections[indexPath.section][indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        log.append("allowsMove")
        return allowsMove
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        log.append("dragWillBegin")
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        log.append("dragDidEnd")
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        log.append("canHandle local=\(session.localDragSession != nil)")
        return true
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        log.append("dropDidEnter")
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        log.append("dropDidUpdate \(destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        return UITableViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        log.append("performDrop")
        activeDuringDrop = (tableView.hasActiveDrag, tableView.hasActiveDrop)
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
            let source = item.sourceIndexPath
        else { return }
        tableView.performBatchUpdates {
            let moved = dataSource.sections[source.section].remove(at: source.row)
            dataSource.sections[destination.section].insert(moved, at: destination.row)
            tableView.moveRow(at: source, to: destination)
        }
        coordinator.drop(item.dragItem, toRowAt: destination).addCompletion { [weak self] position in
            self?.log.append("dropAnimationEnded \(position == .end)")
        }
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        log.append("dropDidEnd")
    }
}

/// A collection view's drag and drop delegates that reorder a grid's items.
@MainActor
final class ReorderingGridDelegates: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    var items = ["A", "B", "C", "D"]
    var log: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        return [UIDragItem(itemProvider: NSItemProvider())]
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        log.append("dropDidUpdate \(destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        log.append("performDrop")
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
            let source = item.sourceIndexPath
        else { return }
        collectionView.performBatchUpdates {
            items.insert(items.remove(at: source.item), at: destination.item)
            collectionView.moveItem(at: source, to: destination)
        }
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

// Apple's documentation: "Supporting drag and drop in table views"
// (https://developer.apple.com/documentation/uikit/supporting-drag-and-drop-in-table-views), the pages of
// UITableViewDragDelegate, UITableViewDropDelegate, UICollectionViewDragDelegate, UICollectionViewDropDelegate and
// UIDropOperation.move.
@MainActor
@Suite("Drag and drop to reorder, through the delegates", .timeLimit(.minutes(10)))
struct DragAndDropTests {
    private func reorderableTable() -> (UITableView, TableSpecDataSource, ReorderingTableDelegates) {
        let dataSource = TableSpecDataSource([["A", "B", "C", "D"]])
        let table = makeTable(dataSource)
        let delegates = ReorderingTableDelegates(dataSource)
        table.dragDelegate = delegates
        table.dropDelegate = delegates
        table.dragInteractionEnabled = true
        table.layoutIfNeeded()
        return (table, dataSource, delegates)
    }

    @Test("Dragging a row to another place goes through the drag and drop delegates in UIKit's order and moves it")
    func dragARowToReorder() {
        let (table, dataSource, delegates) = reorderableTable()
        #expect(table.simulateDragAndDrop(from: rowPath(0), to: rowPath(2)))
        #expect(
            delegates.log == [
                "itemsForBeginning 0", "allowsMove", "dragWillBegin", "canHandle local=true", "dropDidEnter",
                "dropDidUpdate 0", "dropDidUpdate 2", "performDrop", "dropAnimationEnded true", "dropDidEnd",
                "dragDidEnd",
            ])
        #expect(dataSource.sections == [["B", "C", "A", "D"]])
        #expect(visibleTexts(table) == ["B", "C", "A", "D"])
        #expect(delegates.activeDuringDrop?.drag == true && delegates.activeDuringDrop?.drop == true)
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
    }

    @Test("A drag delegate that gives no items starts no drag")
    func noItemsNoDrag() {
        let (table, dataSource, delegates) = reorderableTable()
        delegates.noItems = true
        #expect(!table.simulateDragAndDrop(from: rowPath(1), to: rowPath(3)))
        #expect(delegates.log == ["itemsForBeginning 1"])
        #expect(dataSource.sections == [["A", "B", "C", "D"]])
    }

    @Test("A move proposal for a session that does not allow moves is treated as a cancel")
    func moveWithoutMoveOperationCancels() {
        let (table, dataSource, delegates) = reorderableTable()
        delegates.allowsMove = false
        #expect(!table.simulateDragAndDrop(from: rowPath(0), to: rowPath(3)))
        #expect(!delegates.log.contains("performDrop"))
        #expect(delegates.log.suffix(2) == ["dropDidEnd", "dragDidEnd"])
        #expect(dataSource.sections == [["A", "B", "C", "D"]])
    }

    @Test("A forbidden proposal drops nothing; with drag interaction off nothing is asked at all")
    func forbiddenAndDisabledDrags() {
        let (table, _, delegates) = reorderableTable()
        delegates.operation = .forbidden
        #expect(!table.simulateDragAndDrop(from: rowPath(0), to: rowPath(1)))
        #expect(!delegates.log.contains("performDrop"))
        delegates.log = []
        table.dragInteractionEnabled = false
        #expect(!table.simulateDragAndDrop(from: rowPath(0), to: rowPath(1)))
        #expect(delegates.log.isEmpty)
    }

    @Test("Dragging an item of a collection view to another place moves it through the drop coordinator")
    func dragAnItemToReorder() {
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let delegates = ReorderingGridDelegates()
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = delegates
        grid.dragDelegate = delegates
        grid.dropDelegate = delegates
        grid.dragInteractionEnabled = true
        #expect(grid.simulateDragAndDrop(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0)))
        #expect(delegates.log == ["itemsForBeginning 3", "dropDidUpdate 3", "dropDidUpdate 1", "performDrop"])
        #expect(delegates.items == ["A", "D", "B", "C"])
        #expect(grid.numberOfItems(inSection: 0) == 4)
    }
}
#endif
