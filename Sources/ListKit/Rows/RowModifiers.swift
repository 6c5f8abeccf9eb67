import Foundation

/// The modifiers that ``Row`` and ``Rows`` share: each returns a copy whose behaviour (``RowBehaviour``) has one more
/// part, for the row or for every row of the collection, each handler called with its own row's model.
///
/// ```swift
/// Row<MessageCell>(message).onSelect { open($0) }.onDelete { inbox.delete($0) }
/// Rows<MessageCell>(messages).onSelect { open($0) }.onDelete { inbox.delete($0) }
/// ```
public protocol RowModifiers: Sendable {
    /// The type of the cell that shows the rows.
    associatedtype Cell: ConfigurableCell where Cell.Model: Sendable

    /// What the row, or every row, does besides showing its model.
    var behaviour: RowBehaviour<Cell.Model> { get set }

    /// Returns a copy whose `onSelect` is `handler`: a requirement, so that a type may keep the handler apart from the
    /// rest of the behaviour (``Row`` does, as most rows have no other part).
    consuming func onSelect(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Self
}

extension RowModifiers {
    /// Called on the main actor with the row's model when the user selects the row.
    public var onSelect: (@MainActor @Sendable (Cell.Model) -> Void)? {
        get { behaviour.onSelect }
        set { behaviour.onSelect = newValue }
    }

    /// A copy with `change` made to the behaviour.
    ///
    /// Inlinable and consuming, as every modifier that a loop of rows is likely to call: the row is changed in place
    /// where it is made, not copied.
    @inlinable
    package consuming func changingBehaviour(_ change: (inout RowBehaviour<Cell.Model>) -> Void) -> Self {
        change(&behaviour)
        return self
    }

    /// Returns a copy whose ``onSelect`` is `handler`.
    ///
    /// ```swift
    /// Row<UserCell>(user).onSelect { user in viewModel.open(user) }
    /// ```
    @inlinable
    public consuming func onSelect(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Self {
        changingBehaviour { $0.onSelect = handler }
    }

    /// Returns a copy that the user can (or cannot) highlight and select, whatever its handler.
    ///
    /// By default a row can be selected exactly when it has an ``onSelect(_:)`` handler, as a row that does nothing
    /// when tapped should not light up: the adapters answer UIKit's `shouldHighlightRowAt` and `willSelectRowAt`
    /// (`shouldHighlightItemAt`, `shouldSelectItemAt`) accordingly. Pass `true` for rows picked without a handler — in
    /// multiple selection or editing mode, read back with the adapter's `selectedRows` — and `false` for a row whose
    /// handler must not run for now.
    ///
    /// ```swift
    /// Row<ContactCell>(contact).selectable()  // picked in editing mode, no handler
    /// ```
    public func selectable(_ isSelectable: Bool = true) -> Self {
        changingBehaviour { $0.isSelectable = isSelectable }
    }

    /// Returns a copy that calls `handler` with the model when the user deletes the row.
    ///
    /// ```swift
    /// Rows<MessageCell>(messages).onDelete { message in inbox.delete(message) }
    /// ```
    public func onDelete(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Self {
        changingBehaviour { $0.onDelete = handler }
    }

    /// Returns a copy that the user may reorder; `handler` receives the model and its destination, so the view model
    /// owns the change.
    public func onMove(_ handler: @escaping @MainActor @Sendable (Cell.Model, RowPath) -> Void) -> Self {
        changingBehaviour { $0.onMove = handler }
    }

    /// Returns a copy with actions for a swipe from the trailing edge, each called with the row's model.
    public func trailingActions(_ actions: [SwipeAction<Cell.Model>]) -> Self {
        changingBehaviour { $0.trailingActions = actions }
    }

    /// Returns a copy with actions for a swipe from the leading edge, each called with the row's model.
    public func leadingActions(_ actions: [SwipeAction<Cell.Model>]) -> Self {
        changingBehaviour { $0.leadingActions = actions }
    }

    /// Returns a copy that is told when the table prefetches the row and when it cancels the prefetch.
    ///
    /// - Parameters:
    ///   - prefetch: Called with the model when the row is about to appear (start loading its image, say).
    ///   - cancel: Called with the model when the table no longer needs it soon.
    /// - Returns: The copy with the handlers.
    public func onPrefetch(
        _ prefetch: @escaping @MainActor @Sendable (Cell.Model) -> Void,
        cancel: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) -> Self {
        changingBehaviour {
            $0.onPrefetch = prefetch
            $0.onCancelPrefetch = cancel
        }
    }

    /// Returns a copy with a fixed height in points.
    ///
    /// The height is part of what the diff compares: a row whose height changes while its model does not keeps its
    /// cell, and the table animates it to the new height (see ``RowHeight``).
    public func height(_ points: CGFloat) -> Self {
        changingBehaviour { $0.height = .fixed(points) }
    }

    /// Returns a copy whose height `height` computes from the width the row is laid out at: the table's, or the item's
    /// in a collection view sized by its adapter (`CollectionViewAdapter.itemSizing`).
    ///
    /// ```swift
    /// Row<PhotoCell>(photo).height { width in (width * photo.aspectRatio).rounded() }
    /// ```
    ///
    /// The function may run off the main actor, when a diff compares heights; see ``RowHeight/computed(_:)``.
    public func height(_ height: @escaping @Sendable (_ width: CGFloat) -> CGFloat) -> Self {
        changingBehaviour { $0.height = .computed(height) }
    }
}

extension RowModifiers where Cell: EventSendingCell {
    /// Returns a copy whose `handler` receives the events the row's cell sends, each with the row's model, on the
    /// main actor.
    ///
    /// As with ``onSelect(_:)``, the handler and the model are those of the newest snapshot the adapter shows: an
    /// event is delivered to the row at the cell's place when it is sent.
    ///
    /// - Parameter handler: Receives the model and the event.
    /// - Returns: The copy with the handler.
    public func onEvent(_ handler: @escaping @MainActor @Sendable (Cell.Model, Cell.Event) -> Void) -> Self {
        changingBehaviour {
            $0.onEvent = { model, event in
                // The adapter gives a cell's events to the row it shows; an event of another type goes nowhere.
                if let event = event as? Cell.Event { handler(model, event) }
            }
        }
    }
}
