import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A data source in front of a collection view adapter that reports one section more than the adapter's snapshot,
/// as a data source out of step with its collection view would: the adapter is asked for items and headers its
/// snapshot does not have.
final class OneSectionTooMany: NSObject, UICollectionViewDataSource {
    let adapter: CollectionViewAdapter

    init(_ adapter: CollectionViewAdapter) {
        self.adapter = adapter
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        adapter.numberOfSections(in: collectionView) + 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < adapter.numberOfSections(in: collectionView)
            ? adapter.collectionView(collectionView, numberOfItemsInSection: section) : 2
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        adapter.collectionView(collectionView, cellForItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        adapter.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
}

@MainActor
@Suite("Adapter fallbacks: index paths the snapshot does not have", .timeLimit(.minutes(10)))
struct AdapterFallbackTests {
    init() { failOnInconsistency() }

    @Test("The collection adapter dequeues the empty cell and header it returns for what its snapshot lacks")
    func collectionAdapterDequeuesItsEmptyViews() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 300, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.apply(
            ListSnapshot {
                Section(0, header: "Items") { Row<ItemCollectionCell>(TestItem(id: 1)) }
            })
        let outOfStep = OneSectionTooMany(adapter)
        view.dataSource = outOfStep
        view.reloadData()
        view.layoutIfNeeded()
        // No raise (failOnInconsistency): the cells and the header of the extra section were dequeued.
        #expect(view.numberOfSections == 2)
        let cells = [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)].compactMap(view.cellForItem(at:))
        #expect(cells.count == 2)
        #expect(cells.allSatisfy { $0.reuseIdentifier != nil && !($0 is ItemCollectionCell) })
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is ItemCollectionCell)
    }
}
