#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension CollectionViewAdapter: UICollectionViewDragDelegate {
    /// A drag of an item that can move (its row has an `onMove` handler), with
    /// ``ListViewAdapter/reordersByDragAndDrop``; none for the others.
    public func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        dragItems(forRowAt: indexPath)
    }

    /// `true`: a reorder stays in the app.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        true
    }
}

extension CollectionViewAdapter: UICollectionViewDropDelegate {
    /// Takes only the drags of this collection view's own items: a reorder.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        isReorder(session)
    }

    /// A move to the destination, for a drag of this collection view's own items; a cancel otherwise.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        let operation = dropOperation(for: session, at: destinationIndexPath)
        return UICollectionViewDropProposal(
            operation: operation, intent: operation == .move ? .insertAtDestinationIndexPath : .unspecified)
    }

    /// Moves the dropped item to the destination (``ListViewAdapter/reordersByDragAndDrop``): the snapshot takes the
    /// move and the row's `onMove` runs; the coordinator animates the drop there.
    public func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        let item = coordinator.items.first
        performReorderDrop(
            coordinator.proposal.operation, of: item?.dragItem, from: item?.sourceIndexPath,
            to: coordinator.destinationIndexPath
        ) { coordinator.drop($0, toItemAt: $1) }
    }
}
