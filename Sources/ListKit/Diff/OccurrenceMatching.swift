import ListDiffing

/// A row's identity as a hash table key: its cell type and id, hashed once when the row was made.
struct RowKey: Hashable {
    let row: AnyRow

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
