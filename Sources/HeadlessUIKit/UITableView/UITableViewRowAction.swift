#if !canImport(UIKit)
import Foundation

/// A button shown when the user swipes a row, as UIKit's `UITableViewRowAction` (deprecated in iOS 13 for
/// `UIContextualAction`, and still in apps). A table asks for them with the delegate's
/// `tableView(_:editActionsForRowAt:)` when its trailing swipe configuration is `nil`
/// (https://developer.apple.com/documentation/uikit/uitableviewrowaction).
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// The look of a row action, as UIKit's `UITableViewRowAction.Style`.
    @available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
    public enum Style: Int, Sendable {
        /// The default look: destructive (red).
        case `default` = 0
        /// A plain look (gray).
        case normal = 1

        /// The destructive look: the same as `.default`.
        public static var destructive: UITableViewRowAction.Style { .default }
    }

    /// The handler a tap on the button runs, with the action and the row's index path.
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// Creates a row action with the style, title and handler.
    public convenience init(
        style: UITableViewRowAction.Style, title: String?,
        handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
        self.init(style: style, title: title, handler: handler, designated: ())
    }

    private init(
        style: UITableViewRowAction.Style, title: String?,
        handler: @escaping (UITableViewRowAction, IndexPath) -> Void, designated: Void
    ) {
        self.storedStyle = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The button's style.
    open var style: UITableViewRowAction.Style { storedStyle }

    private let storedStyle: Style

    /// The button's title.
    open var title: String?

    /// The button's background color; `nil` for the style's.
    open var backgroundColor: UIColor?
}
#endif
