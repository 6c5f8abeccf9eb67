/// An action shown when the user swipes a row, as UIKit's `UIContextualAction`, with a handler that receives the
/// row's model.
///
/// ```swift
/// Row<MessageCell>(message)
///     .trailingActions([SwipeAction("Delete", style: .destructive) { message in viewModel.delete(message) }])
/// ```
public struct SwipeAction<Model>: Sendable {
    /// How the action looks.
    public enum Style: Sendable, Hashable {
        /// A plain action.
        case normal
        /// An action that removes something: drawn in red by UIKit.
        case destructive
    }

    /// The action's title.
    public var title: String
    /// How the action looks.
    public var style: Style
    /// Performs the action with the row's model; returns whether it was performed (UIKit's completion value).
    public var handler: @MainActor @Sendable (Model) -> Bool

    /// Creates an action whose handler reports whether it was performed.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - style: How the action looks.
    ///   - handler: Performs the action with the row's model and returns whether it was performed.
    public init(
        _ title: String,
        style: Style = .normal,
        handler: @escaping @MainActor @Sendable (Model) -> Bool
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Creates an action that is always performed.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - style: How the action looks.
    ///   - handler: Performs the action with the row's model.
    public init(
        _ title: String,
        style: Style = .normal,
        handler: @escaping @MainActor @Sendable (Model) -> Void
    ) {
        self.init(title, style: style) { (model: Model) -> Bool in
            handler(model)
            return true
        }
    }
}

extension SwipeAction where Model: Sendable {
    /// The action with `model` given to its handler.
    func bound(to model: Model) -> SwipeAction<Void> {
        let handler = handler
        return SwipeAction<Void>(title, style: style == .destructive ? .destructive : .normal) { (_: Void) -> Bool in
            handler(model)
        }
    }
}
