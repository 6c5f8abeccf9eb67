import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A drag session of given items, as an app's drag or another app's (no local session) would give.
final class FixtureDragSession: NSObject, UIDragSession, UIDropSession {
    let items: [UIDragItem]
    let isLocal: Bool
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false

    init(items: [UIDragItem], isLocal: Bool = true) {
        self.items = items
        self.isLocal = isLocal
    }

    var localDragSession: (any UIDragSession)? { isLocal ? self : nil }

    func location(in view: UIView) -> CGPoint { .zero }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
}

/// What a collection view's drop coordinator gives its delegate, made by hand: a drop that the simulated drag and
/// drop cannot make (past every item, or of another app's items).
final class FixtureCollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    private(set) var droppedAt: [IndexPath] = []

    init(
        dragItem: UIDragItem, from source: IndexPath?, to destination: IndexPath?,
        proposal: UICollectionViewDropProposal, session: any UIDropSession
    ) {
        self.dragItem = dragItem
        self.sourceIndexPath = source
        self.destinationIndexPath = destination
        self.proposal = proposal
        self.session = session
    }

    var items: [any UICollectionViewDropItem] { [self] }
    var previewSize: CGSize { .zero }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        droppedAt.append(indexPath)
        return FixtureDragAnimator()
    }

    func drop(
        _ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder
    ) -> any UICollectionViewDropPlaceholderContext {
        FixturePlaceholderContext(dragItem: dragItem)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        FixtureDragAnimator()
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        FixtureDragAnimator()
    }
}

/// A placeholder context that holds no placeholder (the ListKit adapters drop into items, not placeholders).
final class FixturePlaceholderContext: NSObject, UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem

    init(dragItem: UIDragItem) {
        self.dragItem = dragItem
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool { false }
    func deletePlaceholder() -> Bool { false }
    func setNeedsCellUpdate() {}
    func addAnimations(_ animations: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}

/// An animator that animates nothing.
final class FixtureDragAnimator: NSObject, UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}
