/// Old and new elements paired by key: the k-th old element with a key is paired with the k-th new element with
/// the same key, so duplicate keys pair deterministically, in order.
///
/// The elements are reached by index through closures that compare two elements' keys; each element's hash comes
/// from a closure (called once per element) or, computed already, from a `HashesInIndexOrder` read front to back.
/// The table is ``OccurrenceTable``, an open-addressing table built for this one job; see there why not `Dictionary`.
@usableFromInline
package struct OccurrenceMatching {
    /// For each new element, the index of its old element, or -1 when it has none (an insert).
    ///
    /// The maps hold 32-bit indices (a diff takes fewer than 2^31 elements a side): past the caches, a diff's time
    /// is the bytes it reads and writes, and these two maps are read again by every later pass.
    @usableFromInline
    package var newToOld: [Int32]
    /// For each old element, the index of its new element, or -1 when it has none (a delete).
    @usableFromInline
    package var oldToNew: [Int32]

    /// Pairs old elements with new ones whose hashes are computed already, one per element, read in index order.
    ///
    /// - Parameters:
    ///   - oldHashes: The hash of each old element's key.
    ///   - newHashes: The hash of each new element's key, computed the same way.
    ///   - oldEqualsOld: Whether the old elements at two indices have the same key.
    ///   - oldEqualsNew: Whether the old element at the first index and the new one at the second have the same key.
    /// - Complexity: O(n + m) expected comparisons of keys and table probes, for n old and m new elements.
    @inlinable @inline(__always)
    package init<Old: HashesInIndexOrder, New: HashesInIndexOrder>(
        oldHashes: Old,
        newHashes: New,
        oldEqualsOld: (Int, Int) -> Bool,
        oldEqualsNew: (Int, Int) -> Bool
    ) {
        if oldHashes.count >= Self.partitionThreshold, newHashes.count > 0,
            let matching = Self.partitioned(oldHashes: oldHashes, newHashes: newHashes, oldEqualsNew: oldEqualsNew)
        {
            self = matching
            return
        }
        // Small, or two distinct keys share a hash: the plain table, over hashes gathered into arrays.
        let oldHashes = oldHashes.gathered()
        let newHashes = newHashes.gathered()
        self.init(
            oldCount: oldHashes.count,
            newCount: newHashes.count,
            oldHash: { Int(truncatingIfNeeded: oldHashes[$0]) },
            newHash: { Int(truncatingIfNeeded: newHashes[$0]) },
            oldEqualsOld: oldEqualsOld,
            oldEqualsNew: oldEqualsNew,
            partitioned: false
        )
    }

    /// Pairs `oldCount` old elements with `newCount` new ones.
    ///
    /// Each old element's hash is asked for once (when inserted) and each new element's once (when looked up).
    /// `oldEqualsOld` runs only between old elements whose hashes agree (duplicates, or a collision of hashes), and
    /// `oldEqualsNew` only between elements whose hashes agree: about once per paired element.
    ///
    /// - Parameters:
    ///   - oldCount: The number of old elements.
    ///   - newCount: The number of new elements.
    ///   - oldHash: The hash of the old element at an index.
    ///   - newHash: The hash of the new element at an index, computed the same way.
    ///   - oldEqualsOld: Whether the old elements at two indices have the same key.
    ///   - oldEqualsNew: Whether the old element at the first index and the new one at the second have the same key.
    ///   - partitioned: Whether to match by partitions of hashes first (see ``partitioned(oldCount:newCount:oldHash:newHash:oldEqualsNew:)``);
    ///     `nil`, the default, chooses by size: from ``partitionThreshold`` old elements on.
    /// - Complexity: O(oldCount + newCount) expected hash computations, comparisons of keys and table probes.
    @inlinable @inline(__always)
    package init(
        oldCount: Int,
        newCount: Int,
        oldHash: (Int) -> Int,
        newHash: (Int) -> Int,
        oldEqualsOld: (Int, Int) -> Bool,
        oldEqualsNew: (Int, Int) -> Bool,
        partitioned: Bool? = nil
    ) {
        if partitioned ?? (oldCount >= Self.partitionThreshold), oldCount > 0, newCount > 0,
            let matching = Self.partitioned(
                oldCount: oldCount, newCount: newCount, oldHash: oldHash, newHash: newHash, oldEqualsNew: oldEqualsNew)
        {
            self = matching
            return
        }
        precondition(
            max(oldCount, newCount) < Int(Int32.max),
            "A diff takes at most \(Int32.max - 1) elements a side, not \(max(oldCount, newCount))")
        oldToNew = [Int32](repeating: -1, count: oldCount)
        newToOld = [Int32](repeating: -1, count: newCount)
        guard oldCount > 0, newCount > 0 else { return }
        var table = OccurrenceTable(count: oldCount)
        // Back to front, so that each key's chain of occurrences runs front to back.
        for old in stride(from: oldCount - 1, through: 0, by: -1) {
            table.insert(old, hash: oldHash(old), equals: oldEqualsOld)
        }
        for new in 0..<newCount {
            let old = table.take(hash: newHash(new)) { oldEqualsNew($0, new) }
            if old >= 0 {
                newToOld[new] = Int32(truncatingIfNeeded: old)
                oldToNew[old] = Int32(truncatingIfNeeded: new)
            }
        }
    }
}

/// A hash table from keys to the chains of old indices that carry them, over hashes computed by the caller.
///
/// Why not `Dictionary`: a dictionary rehashes nothing here but still compares keys along its probe sequence (it keeps
/// no hash bits in its buckets), so every probe that meets another key costs a call of `==`; it hashes the key again
/// for each operation; and its generic code, reached through a closure returning the key, is not specialized. This
/// table keeps 31 bits of each hash beside its index, so a probe calls `==` only when those bits agree (about once per
/// found key), and a lookup that finds a key also advances its chain in the same slot.
///
/// Layout: one word per bucket, linear probing over a power-of-two count of buckets, at most 2/3 full (8 bytes a
/// bucket keeps the table of a million keys at 16 MB, half of what `Set<UUID>` takes, which matters once it leaves
/// the caches). A word is `exhausted << 63 | tag << 32 | (index + 1)`, zero for an empty bucket: `tag` is bits
/// 32...62 of the hash; `index` is the key's first old occurrence not yet taken, or, when `exhausted` is set, the
/// last one taken (kept to compare keys with). `next[old]` is the occurrence after `old` with the same key, or -1; it
/// is made only when a key repeats.
@usableFromInline
struct OccurrenceTable {
    @usableFromInline var slots: [UInt64]
    @usableFromInline var next: [Int32] = []
    @usableFromInline let mask: Int
    @usableFromInline let count: Int

    @usableFromInline static var tagBits: UInt64 { 0x7FFF_FFFF_0000_0000 }
    @usableFromInline static var exhaustedBit: UInt64 { 0x8000_0000_0000_0000 }

    /// A table for `count` old indices.
    ///
    /// - Complexity: O(count).
    @inlinable
    init(count: Int) {
        precondition(count < Int(Int32.max), "A diff takes at most \(Int32.max - 1) elements, not \(count)")
        var buckets = 4
        while buckets < count + count / 2 { buckets *= 2 }
        slots = [UInt64](repeating: 0, count: buckets)
        mask = buckets - 1
        self.count = count
    }

    /// The index a word holds.
    @inlinable
    static func index(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: word & 0xFFFF_FFFF) &- 1
    }

    /// Adds `old` in front of the chain of its key. Indices are inserted in decreasing order.
    ///
    /// - Parameters:
    ///   - old: The old index.
    ///   - hash: The hash of its key.
    ///   - equals: Whether the old elements at two indices have the same key.
    /// - Complexity: O(1) expected probes; `equals` runs only on a slot whose tag agrees.
    @inlinable @inline(__always)
    mutating func insert(_ old: Int, hash: Int, equals: (Int, Int) -> Bool) {
        let tag = UInt64(truncatingIfNeeded: hash) & Self.tagBits
        let entry = tag | UInt64(truncatingIfNeeded: old &+ 1)
        var bucket = hash & mask
        while true {
            let word = slots[bucket]
            if word == 0 {
                slots[bucket] = entry
                return
            }
            if word & Self.tagBits == tag && equals(Self.index(word), old) {
                // A repeated key: `old` becomes the chain's head, in front of the occurrence that was.
                if next.isEmpty { next = [Int32](repeating: -1, count: count) }
                next[old] = Int32(truncatingIfNeeded: Self.index(word))
                slots[bucket] = entry
                return
            }
            bucket = (bucket &+ 1) & mask
        }
    }

    /// Takes the first occurrence not yet taken of a key, and advances the key's chain.
    ///
    /// - Parameters:
    ///   - hash: The hash of the key looked up.
    ///   - equals: Whether the old element at an index has the key looked up.
    /// - Returns: The old index, or -1 when the key is absent or all its occurrences are taken.
    /// - Complexity: O(1) expected probes; `equals` runs only on a slot whose tag agrees.
    @inlinable @inline(__always)
    mutating func take(hash: Int, equals: (Int) -> Bool) -> Int {
        let tag = UInt64(truncatingIfNeeded: hash) & Self.tagBits
        var bucket = hash & mask
        while true {
            let word = slots[bucket]
            if word == 0 { return -1 }
            if word & Self.tagBits == tag && equals(Self.index(word)) {
                if word & Self.exhaustedBit != 0 { return -1 }
                let old = Self.index(word)
                let following = next.isEmpty ? -1 : Int(next[old])
                slots[bucket] =
                    following < 0 ? word | Self.exhaustedBit : tag | UInt64(truncatingIfNeeded: following &+ 1)
                return old
            }
            bucket = (bucket &+ 1) & mask
        }
    }
}

/// The hashes of a sequence of elements, one per element, read front to back: the partitioned matching reads them in
/// a few passes rather than by index, so that a snapshot's rows can give theirs in place (the rows of a snapshot) instead of
/// copying them into an array first.
@usableFromInline
package protocol HashesInIndexOrder {
    /// The number of elements.
    var count: Int { get }

    /// Calls `body` with each element's hash, in index order.
    func forEachHash(_ body: (UInt64) -> Void)
}

extension HashesInIndexOrder {
    /// The hashes in an array.
    ///
    /// - Complexity: O(count).
    @inlinable
    package func gathered() -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            forEachHash { hash in
                buffer[initialized] = hash
                initialized += 1
            }
        }
    }
}

extension Array: HashesInIndexOrder where Element == UInt64 {
    /// Calls `body` with each hash, front to back.
    @inlinable
    package func forEachHash(_ body: (UInt64) -> Void) {
        withUnsafeBufferPointer { hashes in
            for hash in hashes { body(hash) }
        }
    }
}
