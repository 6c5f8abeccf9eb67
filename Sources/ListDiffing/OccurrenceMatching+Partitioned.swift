extension OccurrenceMatching {
    /// From this many old elements on, matching partitions the hashes first: about where one table of all the old
    /// keys (8 bytes a bucket, up to 3 buckets a key) outgrows a core's 1 MB second-level cache.
    @usableFromInline static var partitionThreshold: Int { 1 << 15 }

    /// About how many old elements a partition holds while the partitions are few: its table, entries and chains
    /// take at most about 150 KB, well inside a second-level cache.
    @usableFromInline static var elementsPerPartition: Int { 4_096 }

    /// The most partitions one scatter writes to before partitions grow instead: each partition is a stream of
    /// writes to pages of its own, and the more streams, the more writes miss the TLB and the line-fill buffers (the
    /// known limit of a one-pass radix partition). Measured on a 2 MB second-level cache: at a million rows, 64
    /// partitions of about 16,000 elements diff 6–12% faster than 256 of about 4,000.
    @usableFromInline static var scatterFanOut: Int { 64 }

    /// The most old elements a partition holds at ``scatterFanOut`` partitions (about 600 KB of table, entries and
    /// chains, inside a second-level cache of 1 MB or more); beyond, partitions are added again.
    @usableFromInline static var largestPartition: Int { 16_384 }

    /// How many partitions `oldCount` old elements are spread over: a power of two, at least 2. Partitions of about
    /// ``elementsPerPartition`` elements up to ``scatterFanOut`` of them, then partitions of up to
    /// ``largestPartition`` elements: 32 for 100,000, 64 for 1,000,000, 1,024 for 10,000,000.
    ///
    /// - Complexity: O(log oldCount).
    @inlinable
    static func partitionCount(forOld oldCount: Int) -> Int {
        var partitions = 2
        while partitions < scatterFanOut, partitions * elementsPerPartition < oldCount { partitions *= 2 }
        while partitions * largestPartition < oldCount { partitions *= 2 }
        return partitions
    }

    /// A pairing from its two maps.
    @usableFromInline
    init(newToOld: [Int32], oldToNew: [Int32]) {
        self.newToOld = newToOld
        self.oldToNew = oldToNew
    }

    /// An old element's full hash and index, as a partition holds it.
    @usableFromInline
    struct HashedIndex {
        @usableFromInline var hash: UInt64
        @usableFromInline var index: Int32

        @inlinable
        init(hash: UInt64, index: Int32) {
            self.hash = hash
            self.index = index
        }
    }

    /// The pairing made cache by cache: a radix partition of the hashes, then one small table per partition.
    ///
    /// One table over a million keys is larger than the caches, and each insert and each look-up is a miss; that is
    /// what makes a plain hash table take 3 to 4 times longer per key at a million keys than at ten thousand. Here:
    /// 1. every hash is computed once, in index order, and the old and new hashes are each scattered into 2^k
    ///    partitions by their top bits (a stable counting sort: passes that read in order and write to 2^k places
    ///    that each advance in order);
    /// 2. each partition pairs its new hashes with its old ones through a table of a few thousand entries that stays
    ///    in the cache: the k-th new occurrence of a full 64-bit hash takes the k-th old occurrence of it;
    /// 3. the candidates are gathered back into new-index order;
    /// 4. every candidate pair's keys are compared, in new-index order (so the old elements too are read nearly in
    ///    order when little moved).
    ///
    /// If every candidate pair has equal keys, the pairing is exactly the one of the plain table: for a new element,
    /// the first old occurrence of its hash not yet taken has its key, and no earlier untaken old element can have
    /// the key (it would have the hash too). If one pair differs, two distinct keys share a 64-bit hash; then this
    /// returns `nil` and the caller matches the plain way.
    ///
    /// - Returns: The pairing, or `nil` when two distinct keys share a hash.
    /// - Complexity: O(oldCount + newCount): each hash computed once, each key comparison once per candidate pair,
    ///   and passes over arrays that read and write in order or within a cache-sized partition. Memory: about 44
    ///   bytes an element beyond the two maps, released on return.
    @inlinable
    static func partitioned(
        oldCount: Int,
        newCount: Int,
        oldHash: (Int) -> Int,
        newHash: (Int) -> Int,
        oldEqualsNew: (Int, Int) -> Bool
    ) -> OccurrenceMatching? {
        let oldHashes = [UInt64](unsafeUninitializedCapacity: oldCount) { buffer, initialized in
            for index in 0..<oldCount { buffer[index] = UInt64(truncatingIfNeeded: oldHash(index)) }
            initialized = oldCount
        }
        let newHashes = [UInt64](unsafeUninitializedCapacity: newCount) { buffer, initialized in
            for index in 0..<newCount { buffer[index] = UInt64(truncatingIfNeeded: newHash(index)) }
            initialized = newCount
        }
        return partitioned(oldHashes: oldHashes, newHashes: newHashes, oldEqualsNew: oldEqualsNew)
    }

    /// ``partitioned(oldCount:newCount:oldHash:newHash:oldEqualsNew:)`` over hashes computed already, one per
    /// element in index order (a snapshot's rows carry theirs).
    ///
    /// - Returns: The pairing, or `nil` when two distinct keys share a hash.
    /// - Complexity: O(oldHashes.count + newHashes.count).
    @inlinable
    static func partitioned<Old: HashesInIndexOrder, New: HashesInIndexOrder>(
        oldHashes: Old,
        newHashes: New,
        oldEqualsNew: (Int, Int) -> Bool
    ) -> OccurrenceMatching? {
        let oldCount = oldHashes.count
        let newCount = newHashes.count
        precondition(
            max(oldCount, newCount) < Int(Int32.max),
            "A diff takes at most \(Int32.max - 1) elements a side, not \(max(oldCount, newCount))")
        let partitions = partitionCount(forOld: oldCount)
        let shift = UInt64(64 - partitions.trailingZeroBitCount)

        // 1. The partitions' bounds.
        let oldStarts = partitionStarts(oldHashes, partitions: partitions, shift: shift)
        let newStarts = partitionStarts(newHashes, partitions: partitions, shift: shift)

        // Scatter: stable, so each partition holds its elements in index order.
        var cursors = oldStarts
        let oldEntries = [HashedIndex](unsafeUninitializedCapacity: oldCount) { buffer, initialized in
            var index: Int32 = 0
            oldHashes.forEachHash { hash in
                let partition = Int(truncatingIfNeeded: hash >> shift)
                buffer[cursors[partition]] = HashedIndex(hash: hash, index: index)
                cursors[partition] &+= 1
                index &+= 1
            }
            initialized = oldCount
        }
        cursors = newStarts
        let newEntries = [UInt64](unsafeUninitializedCapacity: newCount) { buffer, initialized in
            newHashes.forEachHash { hash in
                let partition = Int(truncatingIfNeeded: hash >> shift)
                buffer[cursors[partition]] = hash
                cursors[partition] &+= 1
            }
            initialized = newCount
        }

        // 2. Each partition: the candidate old index of each new entry, in the partition's order. Every entry gets a
        //    candidate, or -1 (no old entry of that hash left, or none in the partition).
        var largest = 0
        for partition in 0..<partitions { largest = max(largest, oldStarts[partition + 1] - oldStarts[partition]) }
        var table = PartitionTable(buckets: PartitionTable.buckets(for: largest), entries: largest)
        let candidates = [Int32](unsafeUninitializedCapacity: newCount) { candidates, initialized in
            oldEntries.withUnsafeBufferPointer { oldEntries in
                newEntries.withUnsafeBufferPointer { newEntries in
                    for partition in 0..<partitions {
                        let old = oldEntries[oldStarts[partition]..<oldStarts[partition + 1]]
                        let new = newStarts[partition]..<newStarts[partition + 1]
                        guard !old.isEmpty else {
                            for position in new { candidates[position] = -1 }
                            continue
                        }
                        table.load(UnsafeBufferPointer(rebasing: old))
                        for position in new {
                            candidates[position] = table.take(newEntries[position])
                        }
                    }
                }
            }
            initialized = newCount
        }

        // 3. Back to new-index order (the scatter's order again), in a pass of its own: a loop this short keeps
        //    many of its reads of the partitions' candidates in flight at once, whereas each comparison of keys
        //    below waits for the rows it reads. The candidates take 4 bytes each, so that each of the partitions'
        //    cache lines, read from as many places at once as there are partitions, serves 16 elements.
        cursors = newStarts
        var newToOld = [Int32](unsafeUninitializedCapacity: newCount) { newToOld, initialized in
            candidates.withUnsafeBufferPointer { candidates in
                var new = 0
                newHashes.forEachHash { hash in
                    let partition = Int(truncatingIfNeeded: hash >> shift)
                    newToOld[new] = candidates[cursors[partition]]
                    cursors[partition] &+= 1
                    new &+= 1
                }
            }
            initialized = newCount
        }

        // 4. Each candidate pair's keys compared, in new-index order (so the old elements too are read nearly in
        //    order when little moved).
        var oldToNew = [Int32](repeating: -1, count: oldCount)
        var verified = true
        newToOld.withUnsafeMutableBufferPointer { newToOld in
            oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                for new in newToOld.indices {
                    let old = Int(newToOld[new])
                    guard old >= 0 else { continue }
                    guard oldEqualsNew(old, new) else {
                        verified = false
                        break
                    }
                    oldToNew[old] = Int32(truncatingIfNeeded: new)
                }
            }
        }
        guard verified else { return nil }
        return OccurrenceMatching(newToOld: newToOld, oldToNew: oldToNew)
    }

    /// `starts[p]` is where partition `p` begins once the hashes are sorted by partition; `starts[partitions]` is
    /// the count.
    ///
    /// - Complexity: O(hashes.count + partitions).
    @inlinable
    static func partitionStarts(_ hashes: some HashesInIndexOrder, partitions: Int, shift: UInt64) -> [Int] {
        var starts = [Int](repeating: 0, count: partitions + 1)
        hashes.forEachHash { hash in starts[Int(truncatingIfNeeded: hash >> shift) &+ 1] &+= 1 }
        for partition in 0..<partitions { starts[partition + 1] &+= starts[partition] }
        return starts
    }
}

/// The table of one partition: from a full 64-bit hash to the chain of the old entries that carry it, in index
/// order. Reused from partition to partition, so it is allocated once.
///
/// A slot is 0 when empty, `position + 1` of the first entry of its hash not yet taken, or `-(position + 1)` of the
/// last one taken once all are (kept to compare hashes with). `next[position]` is the following entry with the same
/// hash, or -1.
@usableFromInline
struct PartitionTable {
    @usableFromInline var slots: [Int32]
    @usableFromInline var next: [Int32]
    @usableFromInline var entries: UnsafeBufferPointer<OccurrenceMatching.HashedIndex>
    @usableFromInline var mask: Int

    /// The buckets for `count` entries: the least power of two that keeps the table at most 2/5 full.
    ///
    /// Partitions hold between half and all of the elements their count was chosen for
    /// (``OccurrenceMatching/partitionCount(forOld:)``), so a rule of "at most 2/3 full" left some sizes' tables half
    /// full and others a third: a million old elements probed a fifth longer per key than a hundred thousand. The
    /// larger table still fits a second-level cache.
    @inlinable
    static func buckets(for count: Int) -> Int {
        var buckets = 4
        while buckets * 2 < count * 5 { buckets *= 2 }
        return buckets
    }

    /// A table with room for `entries` entries in `buckets` buckets (a power of two).
    @inlinable
    init(buckets: Int, entries: Int) {
        slots = [Int32](repeating: 0, count: buckets)
        next = [Int32](repeating: -1, count: max(entries, 1))
        self.entries = UnsafeBufferPointer(start: nil, count: 0)
        mask = buckets - 1
    }

    /// Empties the table and loads a partition's old entries, back to front so that chains run front to back.
    ///
    /// - Complexity: O(entries.count) expected probes, over the buckets that the count needs.
    @inlinable
    mutating func load(_ entries: UnsafeBufferPointer<OccurrenceMatching.HashedIndex>) {
        self.entries = entries
        let buckets = Self.buckets(for: entries.count)
        mask = buckets - 1
        slots.withUnsafeMutableBufferPointer { slots in
            next.withUnsafeMutableBufferPointer { next in
                for bucket in 0..<buckets { slots[bucket] = 0 }
                for position in stride(from: entries.count - 1, through: 0, by: -1) {
                    let hash = entries[position].hash
                    var bucket = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let slot = slots[bucket]
                        if slot == 0 {
                            next[position] = -1
                            slots[bucket] = Int32(truncatingIfNeeded: position &+ 1)
                            break
                        }
                        if entries[Int(slot) &- 1].hash == hash {
                            next[position] = slot &- 1
                            slots[bucket] = Int32(truncatingIfNeeded: position &+ 1)
                            break
                        }
                        bucket = (bucket &+ 1) & mask
                    }
                }
            }
        }
    }

    /// Takes the first entry of `hash` not yet taken and returns its old index, or -1 when there is none.
    ///
    /// - Complexity: O(1) expected probes.
    @inlinable
    mutating func take(_ hash: UInt64) -> Int32 {
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[bucket]
            if slot == 0 { return -1 }
            let position = Int(slot < 0 ? -slot : slot) &- 1
            if entries[position].hash == hash {
                guard slot > 0 else { return -1 }
                let following = next[position]
                slots[bucket] = following >= 0 ? following &+ 1 : -slot
                return entries[position].index
            }
            bucket = (bucket &+ 1) & mask
        }
    }
}
