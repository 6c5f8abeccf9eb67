#if !canImport(UIKit)
import Foundation

/// The object that gives the items of a drag from a collection view, as UIKit's `UICollectionViewDragDelegate`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate). Its optional methods are requirements
/// here with UIKit's defaults.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items to drag from the item; none to refuse the drag.
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]

    /// How the lifted item's preview is drawn (which part of its cell shows); `nil` for the whole cell. Asked as
    /// the drag lifts the item, once its items are known.
    func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?

    /// Called when the drag begins, once the items are known.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)

    /// Called when the drag ends, dropped or cancelled.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)

    /// Whether the drag may move its items rather than copy them. `true` unless implemented otherwise.
    func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool

    /// Whether the drag stays in the app. `false` unless implemented otherwise.
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

@available(iOS 11.0, *)
extension UICollectionViewDragDelegate {
    /// `nil`: the whole cell is the preview when the method is not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        nil
    }

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}

    /// `true`: moves are allowed when the method is not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
        true
    }

    /// `false`: the drag may leave the app when the method is not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        false
    }
}

/// The object that handles drops on a collection view, as UIKit's `UICollectionViewDropDelegate`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdropdelegate).
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// Applies the drop: updates the data and the collection view, and tells the coordinator where each item went.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)

    /// Whether the collection view takes the session's data. `true` unless implemented otherwise.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool

    /// Called when the drag enters the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)

    /// What a drop at the index path would do; asked as the finger moves over the collection view.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal

    /// Called when the drag leaves the collection view without dropping.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)

    /// Called when the drop session ends, after a drop or not.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)

    /// How the dropped item's preview is drawn as it lands in the item (`drop(_:toItemAt:)`); `nil` for the whole
    /// cell.
    func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?
}

@available(iOS 11.0, *)
extension UICollectionViewDropDelegate {
    /// `true`: the collection view takes any data when the method is not implemented.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        true
    }

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}

    /// A cancelling proposal: without the method nothing is dropped. (Apple's documentation does not say what
    /// UIKit proposes then; HeadlessUIKit drops nothing, so that code relying on a drop implements this method.)
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}

    /// `nil`: the whole cell is the preview when the method is not implemented.
    public func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        nil
    }
}

/// A drop proposal with where the items go, as UIKit's `UICollectionViewDropProposal`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where a drop puts its items, as UIKit's `UICollectionViewDropProposal.Intent`.
    public enum Intent: Int, Sendable {
        /// The layout shows no particular place.
        case unspecified = 0
        /// The items go in at the destination index path, the items after it making room.
        case insertAtDestinationIndexPath = 1
        /// The items go into the item at the destination index path.
        case insertIntoDestinationIndexPath = 2
    }

    /// Creates a proposal of the operation with the intent.
    public init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// Creates a proposal of the operation with no particular place (`.unspecified`).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }

    /// Where the drop puts its items.
    open private(set) var intent: UICollectionViewDropProposal.Intent
}

/// What a collection view's drop delegate is given to apply a drop, as UIKit's `UICollectionViewDropCoordinator`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdropcoordinator).
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The items dropped, with where they came from in this collection view, if they did.
    var items: [any UICollectionViewDropItem] { get }

    /// Where the items go; `nil` when the drop is not over an item or the end of a section.
    var destinationIndexPath: IndexPath? { get }

    /// The proposal the drop was made with.
    var proposal: UICollectionViewDropProposal { get }

    /// The drop session.
    var session: any UIDropSession { get }

    /// Animates the dragged item to the index path, which the delegate has inserted or moved there.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating

    /// Inserts a placeholder item for the dragged item, which a later `commitInsertion(dataSourceUpdates:)` replaces
    /// with the data (or `deletePlaceholder()` takes away); the data source is not updated for the placeholder.
    @discardableResult
    func drop(
        _ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder
    ) -> any UICollectionViewDropPlaceholderContext

    /// Animates the dragged item into the item at the index path (a drop onto an item), to the rectangle in its cell.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating

    /// Animates the dragged item to the target.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}

/// One dropped item, as UIKit's `UICollectionViewDropItem`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The dragged item.
    var dragItem: UIDragItem { get }

    /// The index path the item was dragged from, when the drag started in this collection view; `nil` otherwise.
    var sourceIndexPath: IndexPath? { get }

    /// The size of the item's preview.
    var previewSize: CGSize { get }
}
#endif
