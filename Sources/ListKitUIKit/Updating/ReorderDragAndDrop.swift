#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Reordering by drag and drop, written once for tables and collection views: the drag delegate and the drop delegate
/// (`dragDelegate`, `dropDelegate`) that a ``ListViewAdapter`` gives its view while
/// ``ListViewAdapter/reordersByDragAndDrop`` is on.
///
/// It lets a row that can move (its row has an `onMove` handler) be dragged, takes only drops of rows dragged from
/// the same adapter's view, and performs such a drop as a move of the row in the snapshot on screen, in one batch
/// update of the view, before it calls the row's `onMove`.
///
/// The adapter owns it, since a view holds its drag and drop delegates weakly; it reads the adapter weakly, so that
/// neither keeps the other alive and it goes away with the adapter. Each delegate method of the two views comes twice,
/// a table's and a collection view's, next to each other: UIKit names them after the view, so each pair only maps its
/// view's words onto the shared methods below them.
@MainActor
final class ReorderDragAndDrop: NSObject, UITableViewDragDelegate, UITableViewDropDelegate,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
    /// The adapter whose rows are reordered; `nil` once it is gone.
    private(set) weak var adapter: ListViewAdapter?

    /// Made by `adapter`, once, the first time it reorders by drag and drop.
    init(adapter: ListViewAdapter) {
        self.adapter = adapter
        super.init()
    }

    /// A drag of a row that can move (it has an `onMove` handler); none for the others, whose drag does not start.
    func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        dragItems(forRowAt: indexPath)
    }

    /// A drag of an item whose row can move (it has an `onMove` handler); none for the others.
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        dragItems(forRowAt: indexPath)
    }

    /// `true`: a reorder stays in the app.
    func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        true
    }

    /// `true`: a reorder stays in the app.
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        true
    }

    /// Takes only the drags of this table's own rows: a reorder.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        isReorder(session)
    }

    /// Takes only the drags of this collection view's own items: a reorder.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        isReorder(session)
    }

    /// A move to the destination, for a drag of this table's own rows; a cancel otherwise.
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        let operation = dropOperation(for: session)
        return UITableViewDropProposal(
            operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
    }

    /// A move to the destination, for a drag of this collection view's own items; a cancel otherwise.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        let operation = dropOperation(for: session)
        return UICollectionViewDropProposal(
            operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
    }

    /// Moves the dropped row to the destination (`performDrop(_:of:from:to:animate:)`); the coordinator animates
    /// the drop there.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let item = coordinator.items.first
        performDrop(
            coordinator.proposal.operation, of: item?.dragItem, from: item?.sourceIndexPath,
            to: coordinator.destinationIndexPath
        ) { coordinator.drop($0, toRowAt: $1) }
    }

    /// Moves the dropped item to the destination (`performDrop(_:of:from:to:animate:)`); the coordinator animates
    /// the drop there.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        let item = coordinator.items.first
        performDrop(
            coordinator.proposal.operation, of: item?.dragItem, from: item?.sourceIndexPath,
            to: coordinator.destinationIndexPath
        ) { coordinator.drop($0, toItemAt: $1) }
    }

    /// The items of a drag from the row at `indexPath`: one that names this reordering, when the row can move; none
    /// otherwise (the drag does not start).
    ///
    /// The item's provider offers no data: the row moves only within this view, found again through the item's
    /// `localObject`.
    ///
    /// - Complexity: O(1).
    private func dragItems(forRowAt indexPath: IndexPath) -> [UIDragItem] {
        guard adapter?.row(at: indexPath)?.behaviour?.onMove != nil else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider())
        item.localObject = DraggedRow(from: self)
        return [item]
    }

    /// Whether a drop session is a drag of rows of this adapter's view (the only drops it takes).
    ///
    /// - Complexity: O(items of the session).
    private func isReorder(_ session: any UIDropSession) -> Bool {
        guard let drag = session.localDragSession, !drag.items.isEmpty else { return false }
        return drag.items.allSatisfy { ($0.localObject as? DraggedRow)?.reordering === self }
    }

    /// What a drop of `session` would do: a move of the rows of this view, or nothing.
    private func dropOperation(for session: any UIDropSession) -> UIDropOperation {
        isReorder(session) && session.allowsMoveOperation ? .move : .cancel
    }

    /// Performs a drop that reorders, of the dragged item `dragged` that left `source`, with the last proposal's
    /// `operation`: moves the row from `source` to `destination` (`nil`, a drop past every row: the end of the last
    /// section) in one batch update of the view, as Apple's documentation of `tableView(_:performDropWith:)` says
    /// ("When the drag source contains rows from the same table, use the moveRow(at:to:) method"), takes the move into
    /// the snapshot, calls the row's `onMove`, and has `animate` animate the drop to where the row went (the
    /// coordinator's `drop(_:toRowAt:)` or `drop(_:toItemAt:)`). Nothing happens unless the operation is a move of a
    /// row that can move to another place.
    ///
    /// `destination` is read as UIKit gives a move's destination, in the state after the move; one past the last row
    /// of a section (a drop below it) appends.
    ///
    /// - Complexity: O(rows of the two sections), plus the handler.
    private func performDrop(
        _ operation: UIDropOperation, of dragged: UIDragItem?, from source: IndexPath?, to destination: IndexPath?,
        animate: (UIDragItem, IndexPath) -> Void
    ) {
        guard operation == .move, let dragged, let adapter, let view = adapter.editableView, let source,
            adapter.row(at: source)?.behaviour?.onMove != nil,
            let target = dropTarget(destination, movingFrom: source, in: adapter.snapshot),
            let move = adapter.movedSnapshot(from: source, to: target)
        else { return }
        let landed = IndexPath(row: move.destination.row, section: move.destination.section)
        guard landed != source else { return }
        var stage = BatchUpdate(snapshot: move.snapshot)
        stage.movedRows = [Move(from: RowPath(section: source.section, row: source.row), to: move.destination)]
        adapter.answering {
            view.performStage(stage, animation: .automatic) { [updater = adapter.updater] in
                updater.replaceSnapshotWithoutUpdating(move.snapshot)
            } completion: {
            }
            move.row.behaviour?.onMove?((), move.destination)
        }
        animate(dragged, landed)
    }

    /// The destination of a drop on a view that shows `snapshot`: `destination`, or the end of the last section for a
    /// drop past every row; `nil` when there is no section.
    private func dropTarget(
        _ destination: IndexPath?, movingFrom source: IndexPath, in snapshot: ListSnapshot
    ) -> IndexPath? {
        if let destination { return destination }
        let sections = snapshot.sections
        guard let last = sections.indices.last else { return nil }
        let count = sections[last].rows.count - (source.section == last ? 1 : 0)
        return IndexPath(row: max(0, count), section: last)
    }
}

/// What a drag item of a reordering view carries as its `localObject`: the reordering whose view it left, so that a
/// drop on another view (or another adapter's) is refused.
@MainActor
final class DraggedRow {
    /// The reordering of the view the row left.
    weak var reordering: ReorderDragAndDrop?

    init(from reordering: ReorderDragAndDrop) {
        self.reordering = reordering
    }
}
