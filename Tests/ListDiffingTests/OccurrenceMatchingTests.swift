import SeededRandom
import Testing

@testable import ListDiffing

/// The pairing the diff must make, computed the plain way: for each new element, the first old occurrence of its key
/// not yet taken.
private func referencePairs(old: [Int], new: [Int]) -> [Int32] {
    var occurrences: [Int: [Int]] = [:]
    for (index, key) in old.enumerated() { occurrences[key, default: []].append(index) }
    var taken: [Int: Int] = [:]
    return new.map { key in
        let index = taken[key, default: 0]
        guard let list = occurrences[key], index < list.count else { return -1 }
        taken[key] = index + 1
        return Int32(list[index])
    }
}

/// Matches `old` with `new` through ``OccurrenceMatching`` with the hash `hash`, counting the key comparisons.
private func matched(
    old: [Int], new: [Int], hash: (Int) -> Int, partitioned: Bool? = nil
) -> (matching: OccurrenceMatching, comparisons: Int) {
    var comparisons = 0
    let matching = OccurrenceMatching(
        oldCount: old.count,
        newCount: new.count,
        oldHash: { hash(old[$0]) },
        newHash: { hash(new[$0]) },
        oldEqualsOld: {
            comparisons += 1
            return old[$0] == old[$1]
        },
        oldEqualsNew: {
            comparisons += 1
            return old[$0] == new[$1]
        },
        partitioned: partitioned
    )
    return (matching, comparisons)
}

/// `oldToNew` must be the inverse of `newToOld`.
private func expectInverse(_ matching: OccurrenceMatching, sourceLocation: SourceLocation = #_sourceLocation) {
    for (new, old) in matching.newToOld.enumerated() where old >= 0 {
        #expect(matching.oldToNew[Int(old)] == new, sourceLocation: sourceLocation)
    }
    #expect(
        matching.oldToNew.filter { $0 >= 0 }.count == matching.newToOld.filter { $0 >= 0 }.count,
        sourceLocation: sourceLocation)
}

@Suite("Occurrence matching", .timeLimit(.minutes(10)))
struct OccurrenceMatchingTests {
    @Test("Empty inputs pair nothing")
    func emptyInputs() {
        let none = matched(old: [], new: [], hash: { $0 }).matching
        #expect(none.oldToNew.isEmpty && none.newToOld.isEmpty)
        let onlyNew = matched(old: [], new: [1, 2], hash: { $0 }).matching
        #expect(onlyNew.newToOld == [-1, -1])
        let onlyOld = matched(old: [1, 2, 3], new: [], hash: { $0 }).matching
        #expect(onlyOld.oldToNew == [-1, -1, -1])
    }

    @Test("Duplicates pair by occurrence: the k-th old with the k-th new")
    func duplicatesPairInOrder() {
        let old = [7, 8, 7, 7, 9]
        let new = [7, 7, 6, 7, 7, 9, 9]
        let matching = matched(old: old, new: new, hash: { $0.hashValue }).matching
        #expect(matching.newToOld == [0, 2, -1, 3, -1, 4, -1])
        #expect(matching.oldToNew == [0, -1, 1, 3, 5])
        expectInverse(matching)
    }

    @Test("Every key hashing alike still pairs by key (the table compares keys when the tags agree)")
    func allHashesCollide() {
        let old = [1, 2, 3, 2, 1]
        let new = [3, 1, 4, 2, 2, 1]
        let matching = matched(old: old, new: new, hash: { _ in 42 }).matching
        #expect(matching.newToOld == referencePairs(old: old, new: new))
        expectInverse(matching)
    }

    @Test("Hashes equal in their low bits but not in their tag bits never compare keys")
    func sameBucketDifferentTags() {
        // The bucket comes from the low bits, the tag from bits 32...62: all keys probe from one bucket, yet their tags
        // differ, so keys are compared only where they match.
        let old = Array(0..<50)
        let new = Array(25..<75)
        let (matching, comparisons) = matched(old: old, new: new, hash: { $0 << 33 })
        #expect(matching.newToOld == referencePairs(old: old, new: new))
        #expect(comparisons == 25)
        expectInverse(matching)
    }

    @Test("Random keys from a small pool with colliding hashes match the plain pairing", arguments: 0..<4)
    func randomKeysMatchReference(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let pool = Int.random(in: 1...40, using: &generator)
            let old = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                Int.random(in: 0..<pool, using: &generator)
            }
            let new = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                Int.random(in: 0..<pool, using: &generator)
            }
            // Three kinds of hash: good, few distinct values, and equal low bits with few distinct tags.
            for hash in [{ (key: Int) in key.hashValue }, { $0 % 3 }, { ($0 % 2) << 40 }] {
                let matching = matched(old: old, new: new, hash: hash).matching
                #expect(matching.newToOld == referencePairs(old: old, new: new))
                expectInverse(matching)
            }
        }
    }

    @Test("A large table fills past its first buckets and finds every key")
    func largeTable() {
        let old = Array(0..<20_000)
        let new = Array(stride(from: 19_999, through: -5_000, by: -1))
        let (matching, comparisons) = matched(old: old, new: new, hash: { $0.hashValue })
        #expect(matching.newToOld == referencePairs(old: old, new: new))
        // One comparison per found key, give or take a rare agreement of 31 tag bits.
        #expect(comparisons <= 20_000 + 10)
    }

    @Test(
        "Partitioned matching pairs exactly as the plain table, duplicates and colliding hashes included",
        arguments: 0..<3)
    func partitionedMatchesReference(seed: UInt64) {
        var generator = SplitMix64(seed: seed &+ 100)
        for _ in 0..<30 {
            let pool = Int.random(in: 1...5_000, using: &generator)
            let old = (0..<Int.random(in: 1...2_000, using: &generator)).map { _ in
                Int.random(in: 0..<pool, using: &generator)
            }
            let new = (0..<Int.random(in: 1...2_000, using: &generator)).map { _ in
                Int.random(in: 0..<pool, using: &generator)
            }
            // A good hash pairs by partitions; a hash with few values makes distinct keys share one, and the
            // comparison of a candidate pair sends the matching back to the plain table.
            for hash in [{ (key: Int) in key.hashValue }, { $0 % 7 }] {
                let matching = matched(old: old, new: new, hash: hash, partitioned: true).matching
                #expect(matching.newToOld == referencePairs(old: old, new: new))
                expectInverse(matching)
            }
        }
    }

    @Test("Above the threshold, matching partitions and compares keys once per pair")
    func largeInputsPartitionAndCompareOncePerPair() {
        var generator = SplitMix64(seed: 9)
        let old = (0..<100_000).map { _ in Int.random(in: 0..<1_000_000, using: &generator) }
        var new = old
        new.shuffle(using: &generator)
        new.removeLast(10_000)
        new += (0..<5_000).map { 1_000_000 + $0 }
        #expect(old.count >= OccurrenceMatching.partitionThreshold)
        let (matching, comparisons) = matched(old: old, new: new, hash: { $0.hashValue })
        #expect(matching.newToOld == referencePairs(old: old, new: new))
        expectInverse(matching)
        // The partitioned path compares keys only to confirm candidate pairs: exactly once per pair.
        #expect(comparisons == matching.newToOld.filter { $0 >= 0 }.count)
    }

    @Test(
        "Partitions: about 4,096 old elements each up to 64 of them, then up to 16,384 each",
        arguments: [
            (0, 2), (8_192, 2), (8_193, 4), (100_000, 32), (262_144, 64), (262_145, 64), (1_000_000, 64),
            (1_048_576, 64), (1_048_577, 128), (10_000_000, 1_024),
        ])
    func partitionCountGrowsFanOutThenSize(oldCount: Int, expected: Int) {
        let partitions = OccurrenceMatching.partitionCount(forOld: oldCount)
        #expect(partitions == expected)
        #expect(partitions.nonzeroBitCount == 1)
        // Every partition is meant to fit a second-level cache: on average at most the largest partition's size.
        #expect(oldCount <= partitions * OccurrenceMatching.largestPartition)
        // And the scatter writes to at most 64 places while partitions of 4,096 are enough.
        if oldCount <= OccurrenceMatching.scatterFanOut * OccurrenceMatching.elementsPerPartition {
            #expect(partitions <= OccurrenceMatching.scatterFanOut)
            #expect(oldCount <= partitions * OccurrenceMatching.elementsPerPartition)
        }
    }

    @Test("A partition's table is at most 2/5 full, and a power of two")
    func partitionTableLoad() {
        for count in [1, 2, 3, 100, 2_048, 2_049, 3_125, 3_276, 3_277, 3_906, 4_096, 10_000] {
            let buckets = PartitionTable.buckets(for: count)
            #expect(buckets.nonzeroBitCount == 1)
            #expect(Double(count) / Double(buckets) <= 0.4, "\(count) in \(buckets)")
            #expect(buckets == 4 || Double(count) / Double(buckets / 2) > 0.4, "\(count): the least such table")
        }
    }
}
