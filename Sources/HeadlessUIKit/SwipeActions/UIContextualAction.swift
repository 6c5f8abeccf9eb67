#if !canImport(UIKit)
import Foundation

/// An action shown when a row is swiped, as UIKit's `UIContextualAction`.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of a contextual action.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal = 0
        /// A destructive action (red on iOS); UIKit removes the row with an animation when it completes with `true`.
        case destructive = 1
    }

    /// The closure an action runs: the action, the view that shows it, and a completion to call with whether the
    /// action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style

    /// The action's title, or `nil`.
    open var title: String?

    /// The action's image, or `nil`.
    open var image: UIImage?

    /// The closure the action runs.
    public let handler: Handler

    /// Creates an action with the style, title and handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
#endif
