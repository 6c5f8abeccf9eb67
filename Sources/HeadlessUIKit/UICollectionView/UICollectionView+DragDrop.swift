#if !canImport(UIKit)
import Foundation

/// The coordinator a collection view's drop delegate gets in `performDropWith`.
@MainActor
final class HeadlessCollectionDropCoordinator: HeadlessDropCoordination, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let proposal: UICollectionViewDropProposal
    private unowned let collectionView: UICollectionView

    init(
        items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
        session: any UIDropSession, collectionView: UICollectionView
    ) {
        self.items = items
        self.proposal = proposal
        self.collectionView = collectionView
        super.init(destinationIndexPath: destinationIndexPath, session: session)
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        landingIndexPaths.append(indexPath)
        return makeAnimator()
    }

    @discardableResult
    func drop(
        _ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder
    ) -> any UICollectionViewDropPlaceholderContext {
        let context = HeadlessCollectionPlaceholderContext(
            dragItem: dragItem, placeholder: placeholder, collectionView: collectionView, animator: makeAnimator())
        collectionView.insertDropPlaceholder(context)
        placeholderContexts.append(context)
        return context
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        makeAnimator()
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating { makeAnimator() }
}

extension UICollectionView {
    /// Drags the item at `source` and drops it at `destination`, as a finger does, through the drag and drop
    /// delegates' calls in UIKit's order (see `DragAndDropSimulation`): the drag delegate gives the items, the drop
    /// delegate proposes an operation for the destination, and, when it copies or moves, applies the drop in
    /// `collectionView(_:performDropWith:)` (updating its data and the collection view, and telling the coordinator
    /// where each item went). Returns whether the drop was performed.
    ///
    /// Nothing happens (and `false` is returned) unless ``dragInteractionEnabled`` is `true`, a ``dragDelegate`` is
    /// set and the source item has a cell on screen (the view is laid out first). `destination` may be one past a
    /// section's last item, where a drop appends. The view is laid out again after the drop.
    ///
    /// - Complexity: Two layouts of the collection view, plus the delegates' work.
    @available(iOS 11.0, *)
    @discardableResult
    public func simulateDragAndDrop(from source: IndexPath, to destination: IndexPath) -> Bool {
        layoutIfNeeded()
        guard dragInteractionEnabled, let dragDelegate, let sourceCell = cellForItem(at: source) else { return false }
        let sourceFrame = sourceCell.frame
        let drag = DragAndDropSimulation.DragCalls(
            itemsForBeginning: { dragDelegate.collectionView(self, itemsForBeginning: $0, at: source) },
            liftPreview: { _ = dragDelegate.collectionView(self, dragPreviewParametersForItemAt: source) },
            allowsMove: { dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: $0) },
            isRestricted: { dragDelegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: $0) },
            willBegin: { dragDelegate.collectionView(self, dragSessionWillBegin: $0) },
            didEnd: { dragDelegate.collectionView(self, dragSessionDidEnd: $0) })
        var proposal = UICollectionViewDropProposal(operation: .cancel)
        let drop = dropDelegate.map { dropDelegate in
            DragAndDropSimulation.DropCalls(
                canHandle: { dropDelegate.collectionView(self, canHandle: $0) },
                didEnter: { dropDelegate.collectionView(self, dropSessionDidEnter: $0) },
                didUpdate: { session, indexPath in
                    proposal = dropDelegate.collectionView(
                        self, dropSessionDidUpdate: session, withDestinationIndexPath: indexPath)
                    return proposal.operation
                },
                perform: { session in
                    let items = session.items.map {
                        HeadlessDropItem(
                            dragItem: $0, sourceIndexPath: source, previewSize: sourceFrame.size)
                    }
                    let coordinator = HeadlessCollectionDropCoordinator(
                        items: items, destinationIndexPath: destination, proposal: proposal, session: session,
                        collectionView: self)
                    dropDelegate.collectionView(self, performDropWith: coordinator)
                    self.layoutIfNeeded()
                    for indexPath in coordinator.landingIndexPaths {
                        _ = dropDelegate.collectionView(self, dropPreviewParametersForItemAt: indexPath)
                    }
                    for case let context as HeadlessCollectionPlaceholderContext in coordinator.placeholderContexts {
                        _ = self.placeholderPreviewParameters(for: context)
                    }
                    return coordinator.animators
                },
                didEnd: { dropDelegate.collectionView(self, dropSessionDidEnd: $0) })
        }
        let target = layoutAttributesForItem(at: destination)?.frame ?? sourceFrame
        let dropped = DragAndDropSimulation.run(
            in: self, from: source, at: CGPoint(x: sourceFrame.midX, y: sourceFrame.midY), to: destination,
            at: CGPoint(x: target.midX, y: target.midY), drag: drag, drop: drop,
            setActive: {
                activeDragSession = $0; activeDropSession = $1
            })
        layoutIfNeeded()
        return dropped
    }
}
#endif
