#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A table's editing mode and its drag and drop, as the adapter core asks for them (``EditableListView``).
extension UITableView: EditableListView {
    func setEditingRows(_ editing: Bool, animated: Bool) {
        setEditing(editing, animated: animated)
    }

    var reorderingAdapter: ListViewAdapter? { dragInteractionEnabled ? dragDelegate as? ListViewAdapter : nil }

    func reorderByDragAndDrop(through adapter: ListViewAdapter?) {
        let adapter = adapter as? TableViewAdapter
        (dragDelegate, dropDelegate, dragInteractionEnabled) = (adapter, adapter, adapter != nil)
    }
}

extension TableViewAdapter: UITableViewDragDelegate {
    /// A drag of a row that can move (it has an `onMove` handler), with ``ListViewAdapter/reordersByDragAndDrop``;
    /// none for the others.
    public func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        dragItems(forRowAt: indexPath)
    }

    /// `true`: a reorder stays in the app.
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        true
    }
}

extension TableViewAdapter: UITableViewDropDelegate {
    /// Takes only the drags of this table's own rows: a reorder.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        isReorder(session)
    }

    /// A move to the destination, for a drag of this table's own rows; a cancel otherwise.
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        let operation = dropOperation(for: session, at: destinationIndexPath)
        return UITableViewDropProposal(
            operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
    }

    /// Moves the dropped row to the destination (``ListViewAdapter/reordersByDragAndDrop``): the snapshot takes the
    /// move and the row's `onMove` runs; the coordinator animates the drop there.
    public func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let item = coordinator.items.first
        performReorderDrop(
            coordinator.proposal.operation, of: item?.dragItem, from: item?.sourceIndexPath,
            to: coordinator.destinationIndexPath
        ) { coordinator.drop($0, toRowAt: $1) }
    }
}
