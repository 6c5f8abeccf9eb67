/// Which rows of a list are expanded: a set of row identities, for cells that show more when tapped.
///
/// A view model keeps one, its section mapping reads it (`expansion.isExpanded(item.id)`) to build each row's model,
/// and a row's `onSelect` toggles it; the next snapshot then carries the changed row, which the adapter reconfigures
/// in place.
///
/// ```swift
/// var expansion = ExpansionState()
/// expansion.toggle("bio")
/// expansion.isExpanded("bio")  // true
/// ```
///
/// With ``allowsMultipleExpanded`` off, the state is an accordion: expanding one row collapses the others.
public struct ExpansionState: Sendable, Equatable {
    /// The expanded identities.
    private var expanded: Set<StableKey> = []

    /// Whether several rows may be expanded at once. When `false`, expanding a row collapses the others.
    public var allowsMultipleExpanded: Bool

    /// Creates a state with no row expanded.
    ///
    /// - Parameter allowsMultipleExpanded: Whether several rows may be expanded at once.
    public init(allowsMultipleExpanded: Bool = true) {
        self.allowsMultipleExpanded = allowsMultipleExpanded
    }

    /// Whether the row with identity `id` is expanded.
    ///
    /// - Parameter id: A row identity.
    /// - Returns: `true` when the row is expanded.
    /// - Complexity: O(1) expected.
    public func isExpanded(_ id: some Hashable & Sendable) -> Bool {
        expanded.contains(StableKey(SendableHashable(id)))
    }

    /// The number of expanded rows.
    public var count: Int {
        expanded.count
    }

    /// Expands the row with identity `id` (collapsing the others unless ``allowsMultipleExpanded``).
    ///
    /// - Parameter id: A row identity.
    public mutating func expand(_ id: some Hashable & Sendable) {
        if !allowsMultipleExpanded {
            expanded.removeAll()
        }
        expanded.insert(StableKey(SendableHashable(id)))
    }

    /// Collapses the row with identity `id`.
    ///
    /// - Parameter id: A row identity.
    public mutating func collapse(_ id: some Hashable & Sendable) {
        expanded.remove(StableKey(SendableHashable(id)))
    }

    /// Collapses every row.
    public mutating func collapseAll() {
        expanded.removeAll()
    }

    /// Expands the row with identity `id` if it is collapsed, and collapses it if it is expanded.
    ///
    /// - Parameter id: A row identity.
    public mutating func toggle(_ id: some Hashable & Sendable) {
        if isExpanded(id) {
            collapse(id)
        } else {
            expand(id)
        }
    }
}
