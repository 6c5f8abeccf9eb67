/// Old and new elements paired by key: the k-th old element with a key is paired with the k-th new element with
/// the same key, so duplicate keys pair deterministically, in order.
struct OccurrenceMatching {
    /// For each new element, the index of its old element, or -1 when it has none (an insert).
    var newToOld: [Int]
    /// For each old element, the index of its new element, or -1 when it has none (a delete).
    var oldToNew: [Int]

    /// Pairs `oldCount` old elements with `newCount` new ones by the keys the closures give.
    ///
    /// One hash table of the old keys: each key is hashed once when inserted and once when looked up. The old
    /// elements are inserted back to front, so `updateValue` returns the next occurrence of a duplicate key and one
    /// hash operation builds the chain of occurrences; a lookup takes the head of the chain and advances it in place.
    ///
    /// - Complexity: O(oldCount + newCount) expected hash and `==` operations.
    init<Key: Hashable>(oldCount: Int, newCount: Int, oldKey: (Int) -> Key, newKey: (Int) -> Key) {
        oldToNew = [Int](repeating: -1, count: oldCount)
        newToOld = [Int](repeating: -1, count: newCount)
        guard oldCount > 0, newCount > 0 else { return }
        var table = [Key: Int](minimumCapacity: oldCount)
        var nextOccurrence = [Int](repeating: -1, count: oldCount)
        for old in stride(from: oldCount - 1, through: 0, by: -1) {
            if let next = table.updateValue(old, forKey: oldKey(old)) {
                nextOccurrence[old] = next
            }
        }
        for new in 0..<newCount {
            guard let slot = table.index(forKey: newKey(new)) else { continue }
            let old = table.values[slot]
            guard old >= 0 else { continue }
            newToOld[new] = old
            oldToNew[old] = new
            table.values[slot] = nextOccurrence[old]
        }
    }
}

/// A row's identity as a hash table key: its cell type and id, hashed once when the row was made.
struct RowKey: Hashable {
    let box: AnyRowBox

    init(_ box: AnyRowBox) {
        self.box = box
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box.keyHash)
    }

    static func == (lhs: RowKey, rhs: RowKey) -> Bool {
        lhs.box === rhs.box
            || (lhs.box.keyHash == rhs.box.keyHash && lhs.box.cellTypeID == rhs.box.cellTypeID
                && lhs.box.id == rhs.box.id)
    }
}
