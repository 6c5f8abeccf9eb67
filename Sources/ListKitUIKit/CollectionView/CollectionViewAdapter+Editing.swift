#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A collection view's editing mode and its drag and drop, as the adapter core asks for them (``EditableListView``).
extension UICollectionView: EditableListView {
    /// Sets `isEditing`: a collection view has no `setEditing(_:animated:)`, and animates its cells' change itself.
    func setEditingRows(_ editing: Bool, animated _: Bool) {
        isEditing = editing
    }

    var reorderingAdapter: ListViewAdapter? {
        dragInteractionEnabled ? (dragDelegate as? ReorderDragAndDrop)?.adapter : nil
    }

    func reorderByDragAndDrop(through reordering: ReorderDragAndDrop?) {
        (dragDelegate, dropDelegate, dragInteractionEnabled) = (reordering, reordering, reordering != nil)
    }
}

extension CollectionViewAdapter {
    /// Whether the item can be moved (`beginInteractiveMovementForItem(at:)`, or a reorder in a
    /// list): its row has an `onMove` handler.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.behaviour?.onMove != nil
    }

    /// Takes the move the user made into the snapshot (the collection view has already moved the cell) and calls the
    /// row's `onMove` with its model and `RowPath`, within its section or across sections, as a table's reorder
    /// does: the next apply diffs from the moved state.
    ///
    /// A section the move leaves empty stays on screen until the view model's next snapshot, since UIKit keeps it.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        answering { userMovedRow(from: sourceIndexPath, to: destinationIndexPath) }
    }
}
