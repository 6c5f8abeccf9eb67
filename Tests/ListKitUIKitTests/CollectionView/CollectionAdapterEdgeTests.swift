import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A collection cell that counts its configurations.
final class CountingTileCell: UICollectionViewCell, ConfigurableCell {
    private(set) var configurations = 0
    func configure(with model: TestItem) { configurations += 1 }
}

@MainActor
@Suite("CollectionViewAdapter: the reload threshold, the text header", .timeLimit(.minutes(10)))
struct CollectionAdapterEdgeTests {
    init() { failOnInconsistency() }

    private func tiles(_ ids: ClosedRange<Int>) -> ListSnapshot {
        ListSnapshot { Section(0) { for id in ids { Row<CountingTileCell>(TestItem(id: id)) } } }
    }

    private func configurations(_ view: UICollectionView) -> [Int] {
        view.layoutIfNeeded()
        return (view.indexPathsForVisibleItems.sorted()).compactMap {
            (view.cellForItem(at: $0) as? CountingTileCell)?.configurations
        }
    }

    @Test("Below the reload threshold an apply animates and kept items are not configured again; above it, a reload")
    func reloadThreshold() async {
        let view = makeGridView()
        let adapter = CollectionViewAdapter(collectionView: view)
        #expect(adapter.reloadThreshold == nil)
        #expect(adapter.backgroundDiffThreshold > 0)
        await adapter.apply(tiles(1...3))
        #expect(configurations(view) == [1, 1, 1])
        // Two inserts, animated: the three kept cells are not configured again.
        await adapter.apply(tiles(1...5))
        #expect(configurations(view).prefix(3) == [1, 1, 1])
        // Four more inserts against a threshold of 3: the view reloads, and every visible cell is configured anew.
        adapter.reloadThreshold = 3
        #expect(adapter.reloadThreshold == 3)
        await adapter.apply(tiles(1...9))
        let after = configurations(view)
        #expect(after.count == 9)
        #expect(!after.prefix(5).contains(1))
    }

    @Test("The built-in text header is made in code only: from a coder it is nil")
    func textHeaderFromCoder() {
        #expect(TextSupplementaryView(coder: NSCoder()) == nil)
    }
}
