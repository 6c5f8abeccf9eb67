import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class BannerView: UICollectionReusableView, ConfigurableHeaderFooter {
    private(set) var text: String?
    func configure(with model: String) { text = model }
}

@MainActor
@Suite("CollectionViewAdapter", .timeLimit(.minutes(10)))
struct CollectionViewAdapterTests {
    init() { failOnInconsistency() }

    private func makeCollectionView() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 300, height: 30)
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    }

    private func expectShows(
        _ view: UICollectionView, _ snapshot: ListSnapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        view.layoutIfNeeded()
        #expect(view.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
        for indexPath in view.indexPathsForVisibleItems {
            let row = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.item))
            let cell = view.cellForItem(at: indexPath)
            let shown = (cell as? ItemCollectionCell)?.item ?? (cell as? TileCollectionCell)?.item
            #expect(shown == row?.model(as: TestItem.self), "at \(indexPath)", sourceLocation: sourceLocation)
        }
    }

    @Test("Items of two cell types, registered by type, updated through the same staged diff")
    func itemsApplyAndUpdate() async {
        let view = makeCollectionView()
        let adapter = CollectionViewAdapter(collectionView: view)
        var random = RandomSnapshots(seed: 77, rowIDPool: 50) { item, second in
            second ? AnyRow(Row<TileCollectionCell>(item)) : AnyRow(Row<ItemCollectionCell>(item))
        }
        var snapshot = random.snapshot(maxSections: 4, maxRows: 10)
        await adapter.apply(snapshot)
        for _ in 0..<100 {
            snapshot = random.edit(snapshot)
            await adapter.apply(snapshot)
            expectShows(view, snapshot)
        }
    }

    @Test("A changed item keeps its cell and is configured again")
    func changedItemIsReconfigured() async throws {
        let view = makeCollectionView()
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(ListSnapshot { Section(0) { Row<ItemCollectionCell>(TestItem(id: 1)) } })
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemCollectionCell)
        await adapter.apply(ListSnapshot { Section(0) { Row<ItemCollectionCell>(TestItem(id: 1, content: 3)) } })
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(cell.item?.content == 3)
        #expect(cell.configurations == 2)
    }

    @Test("Selection calls onSelect with the model and deselects")
    func selection() async {
        let view = makeCollectionView()
        let adapter = CollectionViewAdapter(collectionView: view)
        var selected: [Int] = []
        await adapter.apply(
            ListSnapshot {
                Section(0) { Row<ItemCollectionCell>(TestItem(id: 4)).onSelect { selected.append($0.id) } }
            })
        view.layoutIfNeeded()
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(selected == [4])
        #expect(view.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test("Headers: text in the built-in text view, custom views configured with their model; none when absent")
    func supplementaryViews() async throws {
        let view = makeCollectionView()
        let adapter = CollectionViewAdapter(collectionView: view)
        await adapter.apply(
            ListSnapshot {
                Section("text", header: "Popular") { Row<ItemCollectionCell>(TestItem(id: 1)) }
                Section("custom") { Row<ItemCollectionCell>(TestItem(id: 2)) }.headerView(Row<BannerView>("Sale"))
                Section("none") { Row<ItemCollectionCell>(TestItem(id: 3)) }
            })
        view.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        let text = try #require(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect((text as? TextSupplementaryView)?.label.text == "Popular")
        let banner = try #require(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect((banner as? BannerView)?.text == "Sale")
        #expect(view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2)) == nil)
        let layout = view.collectionViewLayout
        #expect(adapter.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 2) == .zero)
    }
}
