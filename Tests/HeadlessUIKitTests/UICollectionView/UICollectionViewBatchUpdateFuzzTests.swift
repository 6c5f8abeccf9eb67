#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import SeededRandom
import Testing

/// A random batch: the sections before and after, and the calls that turn one into the other the way UIKit reads
/// them (deletes before, inserts after, moves from before to after).
struct RandomBatch {
    var old: [[String]] = []
    var new: [[String]] = []
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var serial = 0
        func make() -> String {
            serial += 1
            return "i\(serial)"
        }
        old = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            (0..<Int.random(in: 0...6, using: &random)).map { _ in make() }
        }
        var kept: [(old: Int, items: [String])] = []
        var moving: [String] = []
        for (section, items) in old.enumerated() {
            if Int.random(in: 0..<5, using: &random) == 0 {
                deletedSections.append(section)
                continue
            }
            var staying: [String] = []
            for (item, id) in items.enumerated() {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: deletedItems.append(IndexPath(item: item, section: section))
                case 1: moving.append(id)
                default: staying.append(id)
                }
            }
            kept.append((section, staying))
        }
        var sections: [(isInserted: Bool, items: [String])] = kept.map { (false, $0.items) }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in make() }
            sections.insert((true, items), at: Int.random(in: 0...sections.count, using: &random))
        }
        let targets = sections.indices.filter { !sections[$0].isInserted }
        var placed: Set<String> = []
        for id in moving where !targets.isEmpty {
            let target = targets[Int.random(in: 0..<targets.count, using: &random)]
            sections[target].items.insert(id, at: Int.random(in: 0...sections[target].items.count, using: &random))
            placed.insert(id)
        }
        for id in moving where !placed.contains(id) {
            if let from = oldIndexPath(of: id) { deletedItems.append(from) }
        }
        var added: Set<String> = []
        for target in targets {
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let id = make()
                sections[target].items.insert(id, at: Int.random(in: 0...sections[target].items.count, using: &random))
                added.insert(id)
            }
        }
        new = sections.map(\.items)
        insertedSections = sections.indices.filter { sections[$0].isInserted }
        for (section, items) in new.enumerated() where !sections[section].isInserted {
            for (item, id) in items.enumerated() {
                let to = IndexPath(item: item, section: section)
                if added.contains(id) {
                    insertedItems.append(to)
                } else if placed.contains(id), let from = oldIndexPath(of: id) {
                    moves.append((from, to))
                }
            }
        }
    }

    func oldIndexPath(of id: String) -> IndexPath? {
        for (section, items) in old.enumerated() {
            if let item = items.firstIndex(of: id) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
}

@MainActor
@Suite("UICollectionView batch updates, replayed", .timeLimit(.minutes(10)))
struct UICollectionViewBatchUpdateFuzzTests {
    /// Applies each random batch through the collection view: UIKit accepts it, the cells show the target, and every
    /// item that survives keeps its cell at its new index path.
    @Test("Random batch is accepted and replays to its target", arguments: 0..<300)
    func randomBatchIsAcceptedAndReplaysToItsTarget(seed: Int) throws {
        let batch = RandomBatch(seed: UInt64(seed))
        let (collectionView, dataSource) = makeGrid(
            counts: [], width: 100, height: 2_000, itemSize: CGSize(width: 100, height: 10))
        dataSource.sections = batch.old
        collectionView.reloadData()
        var cellsByID: [String: ObjectIdentifier] = [:]
        for cell in collectionView.visibleCells {
            if let text = (cell as? TextCell)?.text { cellsByID[text] = ObjectIdentifier(cell) }
        }
        #expect(cellsByID.count == batch.old.joined().count)

        dataSource.sections = batch.new
        let messages = raisedMessages {
            collectionView.performBatchUpdates(
                {
                    collectionView.deleteSections(IndexSet(batch.deletedSections))
                    collectionView.insertSections(IndexSet(batch.insertedSections))
                    collectionView.deleteItems(at: batch.deletedItems)
                    collectionView.insertItems(at: batch.insertedItems)
                    for move in batch.moves { collectionView.moveItem(at: move.from, to: move.to) }
                }, completion: nil)
        }
        #expect(messages == [], "seed \(seed)")
        #expect(visibleItemTexts(collectionView) == Array(batch.new.joined()), "seed \(seed)")
        for (section, items) in batch.new.enumerated() {
            for (item, id) in items.enumerated() {
                guard let old = cellsByID[id] else { continue }
                let cell = try #require(collectionView.cellForItem(at: path(section, item)))
                #expect(ObjectIdentifier(cell) == old, "seed \(seed): \(id) lost its cell")
            }
        }
    }
}
#endif
