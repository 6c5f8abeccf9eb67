#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import SeededRandom
import Testing

/// Random sections of random items, from a seed: some sections and items of `old` kept, moved, dropped; new ones
/// added; some kept items marked for reload or reconfigure.
struct RandomSnapshotPair {
    var old = NSDiffableDataSourceSnapshot<String, String>()
    var new = NSDiffableDataSourceSnapshot<String, String>()

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var serial = 0
        func fresh(_ prefix: String) -> String {
            serial += 1
            return "\(prefix)\(serial)"
        }
        let sections = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            (fresh("s"), (0..<Int.random(in: 0...6, using: &random)).map { _ in fresh("i") })
        }
        old = makeSnapshot(sections)
        var newSections: [(String, [String])] = sections.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
            .map { ($0.0, []) }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            newSections.insert((fresh("s"), []), at: Int.random(in: 0...newSections.count, using: &random))
        }
        newSections.shuffle(using: &random)
        var pool = sections.flatMap(\.1).filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
        pool += (0..<Int.random(in: 0...4, using: &random)).map { _ in fresh("i") }
        pool.shuffle(using: &random)
        if !newSections.isEmpty {
            for item in pool {
                newSections[Int.random(in: 0..<newSections.count, using: &random)].1.append(item)
            }
        }
        var next = makeSnapshot(newSections.map { ($0.0, []) })
        for (section, items) in newSections {
            // Items of a section in the old order first, mostly, so that not everything moves.
            let ordered = Int.random(in: 0..<2, using: &random) == 0 ? items : items.sorted()
            next.appendItems(ordered, toSection: section)
        }
        let kept = next.itemIdentifiers.filter { old.indexOfItem($0) != nil }
        next.reloadItems(kept.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
        next.reconfigureItems(kept.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
        let keptSections = next.sectionIdentifiers.filter { old.indexOfSection($0) != nil }
        next.reloadSections(keptSections.filter { _ in Int.random(in: 0..<8, using: &random) == 0 })
        new = next
    }
}

// Every apply of a random pair goes through the collection view's own batch validator: a batch UIKit would reject
// raises its message. The list is tall enough that every item has a cell.
@MainActor
@Suite("Diffable apply on random snapshots", .timeLimit(.minutes(10)))
struct DiffableBatchFuzzTests {
    @Test(
        "Random applies, there and back, are accepted by the batch validator and show the snapshot applied",
        arguments: 0..<40)
    func randomAppliesAreAccepted(seed: UInt64) async {
        let pair = RandomSnapshotPair(seed: 0xD1FF_0000 + seed)
        let list = DiffableList(height: 1_000)
        _ = await applyAndWait(pair.old, to: list.dataSource)
        _ = list.visibleTexts
        let messages = await applyAndWait(pair.new, to: list.dataSource)
        #expect(messages.isEmpty, "seed \(seed)")
        #expect(list.visibleTexts == pair.new.itemIdentifiers, "seed \(seed)")
        #expect(list.collectionView.numberOfSections == pair.new.numberOfSections, "seed \(seed)")
        // Back again: this diff reads the new snapshot's items as the data source kept them from the last apply.
        let back = await applyAndWait(pair.old, to: list.dataSource)
        #expect(back.isEmpty, "seed \(seed)")
        #expect(list.visibleTexts == pair.old.itemIdentifiers, "seed \(seed)")
        #expect(list.collectionView.numberOfSections == pair.old.numberOfSections, "seed \(seed)")
    }
}
#endif
