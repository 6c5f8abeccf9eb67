#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A table's drop delegate, written as for UIKit, that drops each item into a placeholder row while its data
/// "loads", and keeps the context to commit or delete it later.
@MainActor
final class PlaceholderDroppingDelegates: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
    var log: [String] = []
    var context: (any UITableViewDropPlaceholderContext)?

    func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider())]
    }

    func tableView(
        _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        log.append("dragPreview \(indexPath.row)")
        return nil
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        log.append("dragWillBegin")
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        log.append("performDrop")
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
        let placeholder = UITableViewDropPlaceholder(
            insertionIndexPath: destination, reuseIdentifier: "Placeholder", rowHeight: 44)
        placeholder.cellUpdateHandler = { cell in
            self.log.append("placeholderCell")
            cell.textLabel?.text = "Loading…"
        }
        placeholder.previewParametersProvider = { cell in
            self.log.append("placeholderPreview \(cell.textLabel?.text ?? "")")
            return UIDragPreviewParameters()
        }
        context = coordinator.drop(item.dragItem, to: placeholder)
        context?.addCompletion { _ in self.log.append("dropAnimationEnded") }
    }

    func tableView(
        _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        log.append("dropPreview \(indexPath.row)")
        return nil
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        log.append("dropDidEnd")
    }
}

/// A collection view's drop delegate that drops into a placeholder item.
@MainActor
final class PlaceholderDroppingGrid: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    var items = ["A", "B", "C"]
    var context: (any UICollectionViewDropPlaceholderContext)?
    var placeholderUpdates = 0
    var asked: [Int] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        asked.append(indexPath.item)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.accessibilityLabel = items[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider())]
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
        let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Cell")
        placeholder.cellUpdateHandler = { cell in
            self.placeholderUpdates += 1
            cell.accessibilityLabel = "…"
        }
        context = coordinator.drop(item.dragItem, to: placeholder)
    }
}

// Apple's documentation: UITableViewDropCoordinator.drop(_:to:) ("do not update your data source object to account
// for the placeholder"), UITableViewDropPlaceholderContext.commitInsertion(dataSourceUpdates:) and deletePlaceholder(),
// UIDataSourceTranslating ("placeholder cells, which appear as rows in the table but don't have a corresponding entry
// in the data source object"), and their collection view counterparts.
@MainActor
@Suite("Drop placeholders and drop previews", .timeLimit(.minutes(10)))
struct DropPlaceholderTests {
    private func tableDroppingIntoPlaceholder() -> (UITableView, TableSpecDataSource, PlaceholderDroppingDelegates) {
        let dataSource = TableSpecDataSource([["A", "B", "C"]])
        let table = makeTable(dataSource)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Placeholder")
        let delegates = PlaceholderDroppingDelegates()
        table.dragDelegate = delegates
        table.dropDelegate = delegates
        table.dragInteractionEnabled = true
        table.layoutIfNeeded()
        return (table, dataSource, delegates)
    }

    @Test("A drop into a placeholder shows a row the data source does not have, asking for its previews in order")
    func dropInsertsAPlaceholderRow() {
        let (table, dataSource, delegates) = tableDroppingIntoPlaceholder()
        defer { withExtendedLifetime((dataSource, delegates)) {} }
        #expect(table.simulateDragAndDrop(from: rowPath(0), to: rowPath(1)))
        #expect(
            delegates.log == [
                "dragPreview 0", "dragWillBegin", "performDrop", "placeholderCell", "placeholderPreview Loading…",
                "dropAnimationEnded", "dropDidEnd",
            ])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(dataSource.sections == [["A", "B", "C"]])
        #expect(visibleTexts(table) == ["A", "Loading…", "B", "C"])
        // The data source is asked at its own index paths: "B" is its row 1, shown at the table's row 2.
        #expect(!dataSource.log.contains("cell(0-3)"))
    }

    @Test("Committing asks the data source to insert at the placeholder's index path and shows its new row there")
    func commitReplacesThePlaceholder() throws {
        let (table, dataSource, delegates) = tableDroppingIntoPlaceholder()
        defer { withExtendedLifetime((dataSource, delegates)) {} }
        table.simulateDragAndDrop(from: rowPath(2), to: rowPath(1))
        let context = try #require(delegates.context)
        var insertedAt: IndexPath?
        let messages = raisedMessages {
            #expect(
                context.commitInsertion { indexPath in
                    insertedAt = indexPath
                    dataSource.sections[0].insert("New", at: indexPath.row)
                })
        }
        #expect(messages.isEmpty)
        #expect(insertedAt == rowPath(1))
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["A", "New", "B", "C"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(!context.commitInsertion { _ in Issue.record("a committed placeholder commits once") })
        #expect(!context.deletePlaceholder())
    }

    @Test("Deleting the placeholder takes its row away and leaves the data source's rows")
    func deleteRemovesThePlaceholder() throws {
        let (table, dataSource, delegates) = tableDroppingIntoPlaceholder()
        defer { withExtendedLifetime((dataSource, delegates)) {} }
        table.simulateDragAndDrop(from: rowPath(0), to: rowPath(3))
        #expect(visibleTexts(table) == ["A", "B", "C", "Loading…"])
        let context = try #require(delegates.context)
        #expect(context.deletePlaceholder())
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["A", "B", "C"])
        #expect(dataSource.sections == [["A", "B", "C"]])
    }

    @Test("A commit whose data source gains no row is UIKit's invalid update, and the table reloads from its data")
    func inconsistentCommitIsAnInvalidUpdate() throws {
        let (table, dataSource, delegates) = tableDroppingIntoPlaceholder()
        defer { withExtendedLifetime((dataSource, delegates)) {} }
        table.simulateDragAndDrop(from: rowPath(0), to: rowPath(1))
        let context = try #require(delegates.context)
        let messages = raisedMessages { context.commitInsertion { _ in } }
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (3) must be equal to the number of rows contained in that section "
                    + "before the update (4)") == true)
        table.layoutIfNeeded()
        #expect(visibleTexts(table) == ["A", "B", "C"])
        #expect(dataSource.sections == [["A", "B", "C"]])
    }

    @Test("reloadData ends the placeholders: their contexts then neither commit nor delete")
    func reloadDataEndsPlaceholders() throws {
        let (table, dataSource, delegates) = tableDroppingIntoPlaceholder()
        defer { withExtendedLifetime((dataSource, delegates)) {} }
        table.simulateDragAndDrop(from: rowPath(0), to: rowPath(0))
        let context = try #require(delegates.context)
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(!context.deletePlaceholder())
        #expect(!context.commitInsertion { _ in })
        #expect(dataSource.sections == [["A", "B", "C"]])
    }

    @Test("A collection view's placeholder item is dequeued and updated as the app asks, then committed")
    func collectionViewPlaceholder() throws {
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let delegates = PlaceholderDroppingGrid()
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = delegates
        grid.dragDelegate = delegates
        grid.dropDelegate = delegates
        grid.dragInteractionEnabled = true
        defer { withExtendedLifetime(delegates) {} }
        #expect(grid.simulateDragAndDrop(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
        #expect(grid.numberOfItems(inSection: 0) == 4)
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == "…")
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityLabel == "B")
        #expect(delegates.asked.allSatisfy { $0 < 3 })
        let context = try #require(delegates.context)
        let updates = delegates.placeholderUpdates
        context.setNeedsCellUpdate()
        #expect(delegates.placeholderUpdates == updates + 1)
        let messages = raisedMessages {
            #expect(context.commitInsertion { delegates.items.insert("New", at: $0.item) })
        }
        #expect(messages.isEmpty)
        grid.layoutIfNeeded()
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == "New")
        #expect(grid.numberOfItems(inSection: 0) == 4)
    }
}
#endif
