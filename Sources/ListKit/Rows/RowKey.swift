/// A row's identity as a hash table key: its cell type and id, hashed once when the row was made.
///
/// The one key of a row: duplicate detection uses it, and the diff, the measurement cache and the update report are
/// to use it too. Two keys are equal when their rows have the same cell type and ids of one type that are `==`
/// (`Int8(1)` is not `1`, though `AnyHashable` would equate them).
struct RowKey: Hashable {
    /// The row.
    let row: AnyRow

    /// The key of `row`.
    ///
    /// - Complexity: O(1): the row's hash was taken when it was made.
    init(_ row: AnyRow) {
        self.row = row
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(row.keyHash)
    }

    static func == (lhs: RowKey, rhs: RowKey) -> Bool {
        lhs.row.keyHash == rhs.row.keyHash
            && lhs.row.box.hasSameIdentity(at: lhs.row.index, as: rhs.row.box, at: rhs.row.index)
    }
}
