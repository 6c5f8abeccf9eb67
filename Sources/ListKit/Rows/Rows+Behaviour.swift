import Foundation

// The modifiers of `Row` (Row+Behaviour.swift), for every row of a `Rows` at once. Each handler is called with the
// model of the row it acts on.

extension Rows {
    /// Returns the rows, every one of which the user can (or cannot) highlight and select, whatever its handler.
    /// See ``Row/selectable(_:)``.
    public func selectable(_ isSelectable: Bool = true) -> Rows<Cell> {
        changingBehaviour { $0.isSelectable = isSelectable }
    }

    /// Returns the rows, each of which calls `handler` with its model when the user deletes it.
    ///
    /// ```swift
    /// Rows<MessageCell>(messages).onDelete { message in inbox.delete(message) }
    /// ```
    public func onDelete(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Rows<Cell> {
        changingBehaviour { $0.onDelete = handler }
    }

    /// Returns the rows, each of which the user may reorder; `handler` receives the row's model and its destination.
    public func onMove(_ handler: @escaping @MainActor @Sendable (Cell.Model, RowPath) -> Void) -> Rows<Cell> {
        changingBehaviour { $0.onMove = handler }
    }

    /// Returns the rows with actions for a swipe from the trailing edge, each action called with its row's model.
    public func trailingActions(_ actions: [SwipeAction<Cell.Model>]) -> Rows<Cell> {
        changingBehaviour { $0.trailingActions = actions }
    }

    /// Returns the rows with actions for a swipe from the leading edge, each action called with its row's model.
    public func leadingActions(_ actions: [SwipeAction<Cell.Model>]) -> Rows<Cell> {
        changingBehaviour { $0.leadingActions = actions }
    }

    /// Returns the rows, each of which is told when the table prefetches it and when it cancels the prefetch.
    ///
    /// - Parameters:
    ///   - prefetch: Called with a row's model when the row is about to appear.
    ///   - cancel: Called with a row's model when the table no longer needs it soon.
    /// - Returns: The rows with the handlers.
    public func onPrefetch(
        _ prefetch: @escaping @MainActor @Sendable (Cell.Model) -> Void,
        cancel: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) -> Rows<Cell> {
        changingBehaviour {
            $0.onPrefetch = prefetch
            $0.onCancelPrefetch = cancel
        }
    }

    /// Returns the rows, each of a fixed height in points, which the diff compares as it does a row's
    /// (``RowHeight``).
    public func height(_ points: CGFloat) -> Rows<Cell> {
        changingBehaviour { $0.height = .fixed(points) }
    }

    /// Returns the rows, each as tall as `height` computes from the width it is laid out at. See
    /// ``RowHeight/computed(_:)``.
    public func height(_ height: @escaping @Sendable (_ width: CGFloat) -> CGFloat) -> Rows<Cell> {
        changingBehaviour { $0.height = .computed(height) }
    }
}
