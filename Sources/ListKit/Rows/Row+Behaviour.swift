import Foundation

/// What a row does besides showing its model: deletion, reordering, swipe actions, prefetching, its height.
///
/// Behaviour is never part of content equality, and the adapters always use the newest row's behaviour.
@usableFromInline
package struct RowBehaviour<Model>: Sendable {
    /// Called with the model when the user deletes the row (swipe to delete, or editing mode).
    package var onDelete: (@MainActor @Sendable (Model) -> Void)?
    /// Called with the model and its destination when the user reorders the row; its presence makes the row movable.
    package var onMove: (@MainActor @Sendable (Model, RowPath) -> Void)?
    /// The actions shown when the row is swiped from the trailing edge.
    package var trailingActions: [SwipeAction<Model>] = []
    /// The actions shown when the row is swiped from the leading edge.
    package var leadingActions: [SwipeAction<Model>] = []
    /// Called with the model when the table prefetches the row (it is about to appear).
    package var onPrefetch: (@MainActor @Sendable (Model) -> Void)?
    /// Called with the model when the table cancels the prefetch of the row.
    package var onCancelPrefetch: (@MainActor @Sendable (Model) -> Void)?
    /// The row's height, fixed or a function of the width, or `nil` for the adapter's default.
    package var height: RowHeight?
    /// Whether the user can highlight and select the row; `nil` (the default) when the row has an `onSelect` handler
    /// and not otherwise. See ``Row/selectable(_:)``.
    package var isSelectable: Bool?
    /// Gives an event of the row's cell to its ``Row/onEvent(_:)`` handler, with the model; set by that method.
    var deliverEvent: (@MainActor @Sendable (Model, Any) -> Void)?
    /// Makes the row's context menu from the model (a `UIMenu`, typed by ListKitUIKit's `contextMenu(_:)`, which sets
    /// it: the core knows no UI).
    package var makeContextMenu: (@MainActor @Sendable (Model) -> AnyObject?)?

    /// No behaviour.
    package init() {}

    /// The row's swipe actions from one edge, bound to `model`.
    @MainActor
    func swipeActions(for model: Model, leading: Bool) -> [AnySwipeAction] {
        (leading ? leadingActions : trailingActions).map { action in
            let handler = action.handler
            return AnySwipeAction(title: action.title, isDestructive: action.style == .destructive) { handler(model) }
        }
    }

    /// Calls the prefetch handler, or the cancel-prefetch one, with `model`.
    @MainActor
    func prefetch(_ model: Model, cancel: Bool) {
        (cancel ? onCancelPrefetch : onPrefetch)?(model)
    }

    /// Whether the row has no behaviour at all: no handler, no action, no height.
    var isEmpty: Bool {
        onDelete == nil && onMove == nil && trailingActions.isEmpty && leadingActions.isEmpty && onPrefetch == nil
            && onCancelPrefetch == nil && height == nil && isSelectable == nil
            && deliverEvent == nil && makeContextMenu == nil
    }
}

extension Row {
    /// Returns a copy of the row that the user can (or cannot) highlight and select, whatever its handler.
    ///
    /// By default a row can be selected exactly when it has an ``Row/onSelect(_:)`` handler, as a row that does
    /// nothing when tapped should not light up: the adapters answer UIKit's `shouldHighlightRowAt` and
    /// `willSelectRowAt` (`shouldHighlightItemAt`, `shouldSelectItemAt`) accordingly. Pass `true` for rows picked
    /// without a handler — in multiple selection or editing mode, read back with the adapter's `selectedRows` — and
    /// `false` for a row whose handler must not run for now.
    ///
    /// ```swift
    /// Row<ContactCell>(contact).selectable()  // picked in editing mode, no handler
    /// ```
    public func selectable(_ isSelectable: Bool = true) -> Row<Cell> {
        var row = self
        row.behaviour.isSelectable = isSelectable
        return row
    }

    /// Returns a copy of the row that calls `handler` with its model when the user deletes it.
    public func onDelete(_ handler: @escaping @MainActor @Sendable (Cell.Model) -> Void) -> Row<Cell> {
        var row = self
        row.behaviour.onDelete = handler
        return row
    }

    /// Returns a copy of the row that the user may reorder; `handler` receives the model and its destination, so the
    /// view model owns the change.
    public func onMove(_ handler: @escaping @MainActor @Sendable (Cell.Model, RowPath) -> Void) -> Row<Cell> {
        var row = self
        row.behaviour.onMove = handler
        return row
    }

    /// Returns a copy of the row with actions for a swipe from the trailing edge.
    public func trailingActions(_ actions: [SwipeAction<Cell.Model>]) -> Row<Cell> {
        var row = self
        row.behaviour.trailingActions = actions
        return row
    }

    /// Returns a copy of the row with actions for a swipe from the leading edge.
    public func leadingActions(_ actions: [SwipeAction<Cell.Model>]) -> Row<Cell> {
        var row = self
        row.behaviour.leadingActions = actions
        return row
    }

    /// Returns a copy of the row that is told when the table prefetches it and when it cancels the prefetch.
    ///
    /// - Parameters:
    ///   - prefetch: Called with the model when the row is about to appear (start loading its image, say).
    ///   - cancel: Called with the model when the table no longer needs it soon.
    /// - Returns: The row with the handlers.
    public func onPrefetch(
        _ prefetch: @escaping @MainActor @Sendable (Cell.Model) -> Void,
        cancel: (@MainActor @Sendable (Cell.Model) -> Void)? = nil
    ) -> Row<Cell> {
        var row = self
        row.behaviour.onPrefetch = prefetch
        row.behaviour.onCancelPrefetch = cancel
        return row
    }

    /// Returns a copy of the row with a fixed height in points.
    ///
    /// The height is part of what the diff compares: a row whose height changes while its model does not keeps its
    /// cell, and the table animates it to the new height (see ``RowHeight``).
    public func height(_ points: CGFloat) -> Row<Cell> {
        var row = self
        row.behaviour.height = .fixed(points)
        return row
    }

    /// Returns a copy of the row whose height `height` computes from the width the row is laid out at: the table's, or
    /// the item's in a collection view sized by its adapter (`CollectionViewAdapter.itemSizing`).
    ///
    /// ```swift
    /// Row<PhotoCell>(photo).height { width in (width * photo.aspectRatio).rounded() }
    /// ```
    ///
    /// The function may run off the main actor, when a diff compares heights; see ``RowHeight/computed(_:)``.
    public func height(_ height: @escaping @Sendable (_ width: CGFloat) -> CGFloat) -> Row<Cell> {
        var row = self
        row.behaviour.height = .computed(height)
        return row
    }
}

extension AnyRow {
    /// The row's height, fixed or a function of the width, or `nil` for the adapter's default.
    package var height: RowHeight? {
        // Most boxes have no behaviour, hence no height: a load answers, without a call through the box.
        box.mayHaveBehaviour ? box.behaviourHeight(at: index) : nil
    }

    /// Whether the user may delete the row.
    package var canDelete: Bool {
        box.canDelete(at: index)
    }

    /// Whether the user may reorder the row.
    package var canMove: Bool {
        box.canMove(at: index)
    }

    /// The trailing swipe actions, bound to the row's model.
    @MainActor
    package var trailingActions: [AnySwipeAction] {
        box.swipeActions(at: index, leading: false)
    }

    /// The leading swipe actions, bound to the row's model.
    @MainActor
    package var leadingActions: [AnySwipeAction] {
        box.swipeActions(at: index, leading: true)
    }

    /// Calls the row's delete handler with its model.
    @MainActor
    package func delete() {
        box.delete(at: index)
    }

    /// Calls the row's move handler with its model and `destination`.
    @MainActor
    package func move(to destination: RowPath) {
        box.move(at: index, to: destination)
    }

    /// Calls the row's prefetch handler, if any.
    @MainActor
    package func prefetch() {
        box.prefetch(at: index, cancel: false)
    }

    /// Calls the row's cancel-prefetch handler, if any.
    @MainActor
    package func cancelPrefetch() {
        box.prefetch(at: index, cancel: true)
    }
}
