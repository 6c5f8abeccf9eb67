#if !canImport(UIKit)
import Foundation

/// The directions a focus update moves in, as UIKit's `UIFocusHeading`.
///
/// HeadlessUIKit has no focus engine (see ``UIFocusUpdateContext``): no update ever has a heading other than the
/// empty set.
@available(iOS 9.0, *)
public struct UIFocusHeading: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// A heading from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Focus moves up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Focus moves down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Focus moves left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Focus moves right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Focus moves to the next item (the Tab key).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Focus moves to the previous item (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// What a focus update changes, as UIKit's `UIFocusUpdateContext`: the view that had focus and the one that gets it.
///
/// UIKit's focus engine makes these and hands them to the views, view controllers and table and collection view
/// delegates that a focus update concerns (https://developer.apple.com/documentation/uikit/uifocusupdatecontext).
/// Focus moves in answer to a remote, a game controller or a hardware keyboard, none of which a test process on Linux
/// has, so HeadlessUIKit has no focus engine: it never makes a context nor calls a delegate's focus methods
/// (`tableView(_:canFocusRowAt:)`, `tableView(_:shouldUpdateFocusIn:)`, `tableView(_:didUpdateFocusIn:with:)`,
/// `indexPathForPreferredFocusedView(in:)` and their collection view twins). The declarations are here so that code
/// written for UIKit that implements them compiles unchanged; a context made with `init()`, as UIKit allows, has no
/// views and no heading.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus before the update, if any.
    open private(set) weak var previouslyFocusedView: UIView?

    /// The view that has focus after the update, if any.
    open private(set) weak var nextFocusedView: UIView?

    /// The direction focus moved in; empty for an update not caused by a move.
    open private(set) var focusHeading: UIFocusHeading = []

    /// Creates a context with no views and no heading.
    public override init() {
        super.init()
    }
}

/// What a focus update in a table view changes, as UIKit's `UITableViewFocusUpdateContext`: the index paths of the
/// rows that lose and get focus. Never made by HeadlessUIKit (see ``UIFocusUpdateContext``).
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the row that had focus, or `nil` if focus was not on a row of this table.
    open private(set) var previouslyFocusedIndexPath: IndexPath?

    /// The index path of the row that gets focus, or `nil` if focus leaves the table's rows.
    open private(set) var nextFocusedIndexPath: IndexPath?
}

/// What a focus update in a collection view changes, as UIKit's `UICollectionViewFocusUpdateContext`: the index paths
/// of the items that lose and get focus. Never made by HeadlessUIKit (see ``UIFocusUpdateContext``).
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the item that had focus, or `nil` if focus was not on an item of this collection view.
    open private(set) var previouslyFocusedIndexPath: IndexPath?

    /// The index path of the item that gets focus, or `nil` if focus leaves the collection view's items.
    open private(set) var nextFocusedIndexPath: IndexPath?
}
#endif
