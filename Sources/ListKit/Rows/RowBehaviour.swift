import Foundation

/// What a row does besides showing its model: selection, deletion, reordering, swipe actions, cell events, a context
/// menu, prefetching, its height. The modifiers of ``Row`` and ``Rows`` (``RowModifiers``) set it.
///
/// Behaviour is never part of content equality, and the adapters always use the newest row's. Each handler takes the
/// row's model; the adapters read the behaviour with the model given to every handler (`AnyRow.behaviour`), when
/// the user acts. A new behaviour is a field here, a line of `bound(to:)` and a modifier.
public struct RowBehaviour<Model>: Sendable {
    /// Called with the model when the user selects the row.
    @usableFromInline package var onSelect: (@MainActor @Sendable (Model) -> Void)?
    /// Whether the user can highlight and select the row; `nil` (the default) when the row has an ``onSelect``
    /// handler and not otherwise. See ``RowModifiers/selectable(_:)``.
    @usableFromInline package var isSelectable: Bool?
    /// Called with the model when the user deletes the row (swipe to delete, or editing mode).
    @usableFromInline package var onDelete: (@MainActor @Sendable (Model) -> Void)?
    /// Called with the model and its destination when the user reorders the row; its presence makes the row movable.
    @usableFromInline package var onMove: (@MainActor @Sendable (Model, RowPath) -> Void)?
    /// The actions shown when the row is swiped from the trailing edge.
    @usableFromInline package var trailingActions: [SwipeAction<Model>] = []
    /// The actions shown when the row is swiped from the leading edge.
    @usableFromInline package var leadingActions: [SwipeAction<Model>] = []
    /// Called with the model when the table prefetches the row (it is about to appear).
    @usableFromInline package var onPrefetch: (@MainActor @Sendable (Model) -> Void)?
    /// Called with the model when the table cancels the prefetch of the row.
    @usableFromInline package var onCancelPrefetch: (@MainActor @Sendable (Model) -> Void)?
    /// The row's height, fixed or a function of the width, or `nil` for the adapter's default.
    @usableFromInline package var height: RowHeight?
    /// Gives an event of the row's cell, of any type, to the row's ``RowModifiers/onEvent(_:)`` handler.
    @usableFromInline package var onEvent: (@MainActor @Sendable (Model, Any) -> Void)?
    /// Makes the row's context menu from the model (a `UIMenu`, typed by ListKitUIKit's `contextMenu(_:)`, which sets
    /// it: the core knows no UI).
    @usableFromInline package var makeContextMenu: (@MainActor @Sendable (Model) -> AnyObject?)?
    /// The rows under this one in an outline (`Row.children(_:)`), or `nil` for a row without children.
    @usableFromInline package var children: [AnyRow]?

    /// No behaviour, or only `onSelect`.
    @inlinable
    package init(onSelect: (@MainActor @Sendable (Model) -> Void)? = nil) {
        self.onSelect = onSelect
    }

    /// Whether the row has no behaviour but, perhaps, an `onSelect` handler.
    @inlinable var isAtMostOnSelect: Bool {
        isSelectable == nil && onDelete == nil && onMove == nil && trailingActions.isEmpty && leadingActions.isEmpty
            && onPrefetch == nil && onCancelPrefetch == nil && height == nil && onEvent == nil && makeContextMenu == nil
            && children == nil
    }
}

extension RowBehaviour where Model: Sendable {
    /// The behaviour with `model` given to each handler: what ``AnyRow/behaviour`` gives the adapters.
    ///
    /// - Complexity: O(swipe actions).
    func bound(to model: Model) -> RowBehaviour<Void> {
        var bound = RowBehaviour<Void>()
        if let onSelect { bound.onSelect = { _ in onSelect(model) } }
        bound.isSelectable = isSelectable ?? (onSelect != nil)
        if let onDelete { bound.onDelete = { _ in onDelete(model) } }
        if let onMove { bound.onMove = { _, destination in onMove(model, destination) } }
        bound.trailingActions = trailingActions.map { $0.bound(to: model) }
        bound.leadingActions = leadingActions.map { $0.bound(to: model) }
        if let onPrefetch { bound.onPrefetch = { _ in onPrefetch(model) } }
        if let onCancelPrefetch { bound.onCancelPrefetch = { _ in onCancelPrefetch(model) } }
        bound.height = height
        if let onEvent { bound.onEvent = { _, event in onEvent(model, event) } }
        if let makeContextMenu { bound.makeContextMenu = { _ in makeContextMenu(model) } }
        bound.children = children
        return bound
    }
}

/// The behaviour of a row that has some, as small as it can be kept: a row whose only behaviour is an `onSelect`
/// handler (most rows with behaviour) keeps the handler alone, allocating nothing; any other behaviour is kept whole,
/// behind a reference, so that rows without behaviour do not carry its fields.
@usableFromInline
enum BehaviourStorage<Model>: Sendable {
    /// Only an `onSelect` handler.
    case onSelect(@MainActor @Sendable (Model) -> Void)
    /// Any other behaviour, behind a reference: the context of a closure that gives it. (Not an `indirect` case,
    /// which crashes Swift 6.3.1's move-only checker in every function that consumes a row.)
    case whole(@Sendable () -> RowBehaviour<Model>)

    /// The storage of `behaviour`, or `nil` when it has none.
    @inlinable
    init?(_ behaviour: RowBehaviour<Model>) {
        if !behaviour.isAtMostOnSelect {
            self = .whole { behaviour }
        } else if let onSelect = behaviour.onSelect {
            self = .onSelect(onSelect)
        } else {
            return nil
        }
    }

    /// The behaviour stored.
    @inlinable var behaviour: RowBehaviour<Model> {
        switch self {
        case .onSelect(let onSelect): RowBehaviour(onSelect: onSelect)
        case .whole(let behaviour): behaviour()
        }
    }
}
