#if !canImport(UIKit)
import Foundation

/// The object that gives the items of a drag from a table view, as UIKit's `UITableViewDragDelegate`
/// (https://developer.apple.com/documentation/uikit/uitableviewdragdelegate). Its optional methods are requirements
/// here with UIKit's defaults.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items to drag from the row; none to refuse the drag.
    func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]

    /// How the lifted row's preview is drawn (which part of its cell shows); `nil` for the whole cell. Asked as
    /// the drag lifts the row, once its items are known.
    func tableView(
        _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?

    /// Called when the drag begins, once the items are known.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)

    /// Called when the drag ends, dropped or cancelled.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)

    /// Whether the drag may move its items rather than copy them. `true` unless implemented otherwise.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool

    /// Whether the drag stays in the app. `false` unless implemented otherwise.
    func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

@available(iOS 11.0, *)
extension UITableViewDragDelegate {
    /// `nil`: the whole cell is the preview when the method is not implemented.
    public func tableView(
        _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        nil
    }

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}

    /// `true`: moves are allowed when the method is not implemented.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        true
    }

    /// `false`: the drag may leave the app when the method is not implemented.
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        false
    }
}

/// The object that handles drops on a table view, as UIKit's `UITableViewDropDelegate`
/// (https://developer.apple.com/documentation/uikit/uitableviewdropdelegate).
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// Applies the drop: updates the data and the table, and tells the coordinator where each item went.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)

    /// Whether the table takes the session's data. `true` unless implemented otherwise.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool

    /// Called when the drag enters the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)

    /// What a drop at the index path would do; asked as the finger moves over the table.
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal

    /// Called when the drag leaves the table without dropping.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)

    /// Called when the drop session ends, after a drop or not.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)

    /// How the dropped item's preview is drawn as it lands in the row (`drop(_:toRowAt:)`); `nil` for the whole
    /// cell.
    func tableView(
        _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?
}

@available(iOS 11.0, *)
extension UITableViewDropDelegate {
    /// `true`: the table takes any data when the method is not implemented.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}

    /// A cancelling proposal: without the method nothing is dropped. (Apple's documentation does not say what
    /// UIKit proposes then; HeadlessUIKit drops nothing, so that code relying on a drop implements this method.)
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}

    /// Does nothing: UIKit's behaviour when the method is not implemented.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}

    /// `nil`: the whole cell is the preview when the method is not implemented.
    public func tableView(
        _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        nil
    }
}

/// A drop proposal with where the rows go, as UIKit's `UITableViewDropProposal`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where a drop puts its rows, as UIKit's `UITableViewDropProposal.Intent`.
    public enum Intent: Int, Sendable {
        /// The table shows no particular place.
        case unspecified = 0
        /// The rows go in at the destination index path, the rows after it making room.
        case insertAtDestinationIndexPath = 1
        /// The rows go into the row at the destination index path.
        case insertIntoDestinationIndexPath = 2
        /// The table chooses between inserting at and into the row, from where the finger is.
        case automatic = 3
    }

    /// Creates a proposal of the operation with the intent.
    public init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// Creates a proposal of the operation with no particular place (`.unspecified`).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }

    /// Where the drop puts its rows.
    open private(set) var intent: UITableViewDropProposal.Intent
}

/// What a table's drop delegate is given to apply a drop, as UIKit's `UITableViewDropCoordinator`
/// (https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator).
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The items dropped, with where they came from in this table, if they did.
    var items: [any UITableViewDropItem] { get }

    /// Where the rows go; `nil` when the drop is not over a row or the end of a section.
    var destinationIndexPath: IndexPath? { get }

    /// The proposal the drop was made with.
    var proposal: UITableViewDropProposal { get }

    /// The drop session.
    var session: any UIDropSession { get }

    /// Animates the item to the row, which the delegate has inserted or moved there.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating

    /// Inserts a placeholder row for the item, which a later `commitInsertion(dataSourceUpdates:)` replaces with the
    /// data (or `deletePlaceholder()` takes away): "do not update your data source object to account for the
    /// placeholder" (https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/drop(_:to:)-3znax).
    @discardableResult
    func drop(
        _ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder
    ) -> any UITableViewDropPlaceholderContext

    /// Animates the item into the row at the index path (a drop onto a row), to the rectangle in the row's cell.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating

    /// Animates the item to the target.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}

/// One dropped item, as UIKit's `UITableViewDropItem`.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    /// The dragged item.
    var dragItem: UIDragItem { get }

    /// The row the item was dragged from, when the drag started in this table; `nil` otherwise.
    var sourceIndexPath: IndexPath? { get }

    /// The size of the item's preview.
    var previewSize: CGSize { get }
}
#endif
