/// A row's identity as a hash table key: its cell type and id, hashed once when the row was made.
///
/// The one key of a row: duplicate detection and the adapters' measurement cache use it, and the diff matches rows by
/// the same hash and comparison. Two keys are equal when their rows have the same cell type and ids of one type that are `==`
/// (`Int8(1)` is not `1`, though `AnyHashable` would equate them).
package struct RowKey: Hashable {
    /// The row.
    package let row: AnyRow

    /// The key of `row`.
    ///
    /// - Complexity: O(1): the row's hash was taken when it was made.
    package init(_ row: AnyRow) {
        self.row = row
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(row.keyHash)
    }

    package static func == (lhs: RowKey, rhs: RowKey) -> Bool {
        lhs.row.keyHash == rhs.row.keyHash
            && lhs.row.box.hasSameIdentity(at: lhs.row.index, as: rhs.row.box, at: rhs.row.index)
    }
}
