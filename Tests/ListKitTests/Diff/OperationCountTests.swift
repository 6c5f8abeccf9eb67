import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// Counts the hash and `==` calls made on identities and models, to prove the diff linear by counting work rather
/// than by timing it (swift-collections' `_validatePerformance` does the same).
final class OperationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes = 0
    private var equalities = 0

    func countHash() { lock.withLock { hashes += 1 } }
    func countEquality() { lock.withLock { equalities += 1 } }

    /// Runs `body` and returns the calls it made.
    func measure(_ body: () -> Void) -> (hashes: Int, equalities: Int) {
        let start = lock.withLock { (hashes, equalities) }
        body()
        return lock.withLock { (hashes - start.0, equalities - start.1) }
    }
}

struct CountedID: Hashable, Sendable {
    let value: Int
    let counter: OperationCounter

    func hash(into hasher: inout Hasher) {
        counter.countHash()
        hasher.combine(value)
    }

    static func == (lhs: CountedID, rhs: CountedID) -> Bool {
        lhs.counter.countEquality()
        return lhs.value == rhs.value
    }
}

struct CountedItem: Identifiable, Equatable, Sendable {
    let id: CountedID
    let content: Int

    static func == (lhs: CountedItem, rhs: CountedItem) -> Bool {
        lhs.id.counter.countEquality()
        return lhs.id.value == rhs.id.value && lhs.content == rhs.content
    }
}

@MainActor
final class CountedCell: ConfigurableCell {
    func configure(with model: CountedItem) {}
}

@Suite("Operation counts", .timeLimit(.minutes(10)))
struct OperationCountTests {
    /// Builds an old snapshot of `count` rows in sections of 100, and a new one with 10% deleted, 10% inserted, 1%
    /// moved across sections and 5% updated.
    private func workload(count: Int, counter: OperationCounter) -> (ListSnapshot, ListSnapshot) {
        var generator = SplitMix64(seed: UInt64(count))
        func row(_ id: Int, _ content: Int) -> AnyRow {
            AnyRow(Row<CountedCell>(CountedItem(id: CountedID(value: id, counter: counter), content: content)))
        }
        var oldIDs = Array(0..<count)
        oldIDs.shuffle(using: &generator)
        var newIDs = oldIDs.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
        for id in count..<(count + count / 10) {
            newIDs.insert(id, at: Int.random(in: 0...newIDs.count, using: &generator))
        }
        for _ in 0..<(count / 100) {
            let moved = newIDs.remove(at: Int.random(in: newIDs.indices, using: &generator))
            newIDs.insert(moved, at: Int.random(in: 0...newIDs.count, using: &generator))
        }
        func snapshot(_ ids: [Int], content: (Int) -> Int) -> ListSnapshot {
            let rows = ids.map { row($0, content($0)) }
            return ListSnapshot(
                sections: stride(from: 0, to: rows.count, by: 100).map { start in
                    Section(start / 100, rows: Array(rows[start..<min(start + 100, rows.count)]))
                }
            )
        }
        return (snapshot(oldIDs) { _ in 0 }, snapshot(newIDs) { $0 % 20 == 0 ? 1 : 0 })
    }

    @Test(
        "The diff makes at most one identity hash per row and a bounded number of == per row",
        arguments: [10_000, 100_000])
    func diffIsLinearInHashAndEqualityCalls(count: Int) throws {
        // Debug builds' checks of Hashable conformances hash and compare more; what is counted here is the diff's own.
        try ListKitDiagnostics.$checksHashables.withValue(false) { try diffIsLinear(count: count) }
    }

    private func diffIsLinear(count: Int) throws {
        let counter = OperationCounter()
        var pair: (ListSnapshot, ListSnapshot)?
        let building = counter.measure { pair = workload(count: count, counter: counter) }
        let (old, new) = try #require(pair)
        let rows = old.numberOfRows + new.numberOfRows
        // Building: each row's identity is hashed exactly once, when the row is made.
        #expect(building.hashes == rows)

        var diff: ListDiff?
        let diffing = counter.measure { diff = ListDiff(from: old, to: new) }
        // Diffing reuses those hashes: no identity is hashed again, and `==` runs once per matched row (identity)
        // plus once per matched row (content), with a margin for colliding hashes.
        #expect(diffing.hashes == 0)
        #expect(diffing.equalities <= rows + rows / 100)
        #expect(try #require(diff).changeCount > count / 10)
    }

    @Test("Ten times the rows costs ten times the operations, not more")
    func operationsGrowLinearly() throws {
        func operations(_ count: Int) throws -> Double {
            let counter = OperationCounter()
            let (old, new) = workload(count: count, counter: counter)
            let measured = ListKitDiagnostics.$checksHashables.withValue(false) {
                counter.measure { _ = ListDiff(from: old, to: new) }
            }
            return Double(measured.hashes + measured.equalities) / Double(old.numberOfRows + new.numberOfRows)
        }
        let small = try operations(10_000)
        let large = try operations(100_000)
        #expect(large <= small * 1.1)
    }

    @Test("The flat diff hashes each element once and compares a bounded number of times per element")
    func flatDiffIsLinear() {
        var perElement: [Double] = []
        for count in [10_000, 100_000] {
            let counter = OperationCounter()
            let old = (0..<count).map { CountedID(value: $0, counter: counter) }
            let new = (0..<count).map { CountedID(value: ($0 * 7) % (count + count / 10), counter: counter) }
            let measured = counter.measure { _ = FlatDiff(from: old, to: new) }
            // One hash per old element (insert) and one per new element (lookup).
            #expect(measured.hashes == 2 * count)
            // Swift's hash table compares the keys along a probe sequence of expected constant length.
            #expect(measured.equalities <= 3 * 2 * count)
            perElement.append(Double(measured.equalities) / Double(2 * count))
        }
        #expect(perElement[1] <= perElement[0] * 1.5)
    }
}
