#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Behaviour from Apple's documentation of UICollectionViewDiffableDataSource
// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource), of
// apply(_:animatingDifferences:completion:) ("the diffable data source computes the difference between the
// collection view's current state and the new state in the applied snapshot"; from iOS 15 not animating still diffs),
// of applySnapshotUsingReloadData(_:completion:) ("resets the UI to reflect the state of the data in the snapshot
// without computing a diff"), and of the snapshot's reloadItems(_:) and reconfigureItems(_:) (iOS 15: "reconfigure
// ... without replacing the existing cells").
@MainActor
@Suite("UICollectionViewDiffableDataSource", .timeLimit(.minutes(10)))
struct UICollectionViewDiffableDataSourceTests {
    let fruit = [("Fruit", ["apple", "banana", "cherry"]), ("Veg", ["kale", "leek"])]

    @Test("The first apply reloads and the list shows every section's items")
    func firstApplyReloads() async {
        let list = DiffableList()
        let messages = await applyAndWait(makeSnapshot(fruit), to: list.dataSource)
        #expect(messages.isEmpty)
        #expect(list.collectionView.reloadCount == 1)
        #expect(list.collectionView.batchCount == 0)
        #expect(list.visibleTexts == ["apple", "banana", "cherry", "kale", "leek"])
        #expect(list.collectionView.numberOfSections == 2)
        #expect(list.dataSource.snapshot().itemIdentifiers == ["apple", "banana", "cherry", "kale", "leek"])
    }

    @Test("Search filtering applies one accepted batch and keeps the cells of the items that stay")
    func searchFilteringKeepsCells() async throws {
        let list = DiffableList()
        _ = await applyAndWait(makeSnapshot(fruit), to: list.dataSource)
        _ = list.visibleTexts
        let banana = try #require(list.collectionView.cellForItem(at: path(0, 1)))
        let leek = try #require(list.collectionView.cellForItem(at: path(1, 1)))
        list.providedItems.removeAll()
        let query = "e"
        let filtered = makeSnapshot(fruit.map { ($0.0, $0.1.filter { $0.contains(query) }) })
        let messages = await applyAndWait(filtered, to: list.dataSource)
        #expect(messages.isEmpty)
        #expect(list.collectionView.batchCount == 1)
        #expect(list.visibleTexts == ["apple", "cherry", "kale", "leek"])
        #expect(list.collectionView.cellForItem(at: path(1, 1)) === leek)
        #expect(list.providedItems.isEmpty)
        #expect(!list.collectionView.visibleCells.contains { $0 === banana })
        let cleared = await applyAndWait(makeSnapshot(fruit), to: list.dataSource)
        #expect(cleared.isEmpty)
        #expect(list.visibleTexts == ["apple", "banana", "cherry", "kale", "leek"])
        #expect(list.providedItems == ["banana"])
    }

    @Test("Moves within and across sections, new and deleted sections apply as one accepted batch")
    func structuralChangesApply() async {
        let list = DiffableList(height: 200)
        _ = await applyAndWait(makeSnapshot(fruit + [("Nuts", ["pecan"])]), to: list.dataSource)
        let next = makeSnapshot([
            ("Veg", ["leek", "apple", "kale"]), ("Herbs", ["dill"]), ("Fruit", ["cherry", "banana"]),
        ])
        let messages = await applyAndWait(next, to: list.dataSource)
        #expect(messages.isEmpty)
        #expect(list.collectionView.batchCount == 1)
        #expect(list.visibleTexts == ["leek", "apple", "kale", "dill", "cherry", "banana"])
        #expect(list.dataSource.indexPath(for: "dill") == path(1, 0))
        #expect(list.dataSource.itemIdentifier(for: path(2, 1)) == "banana")
        #expect(list.dataSource.itemIdentifier(for: path(5, 0)) == nil)
        #expect(list.dataSource.sectionIdentifier(for: 2) == "Fruit")
        #expect(list.dataSource.index(for: "Herbs") == 1)
    }

    @Test("reloadItems asks for a new cell; reconfigureItems configures the cell already showing the item")
    func reloadMakesNewCellsReconfigureKeepsThem() async throws {
        let list = DiffableList()
        _ = await applyAndWait(makeSnapshot(fruit), to: list.dataSource)
        _ = list.visibleTexts
        let apple = try #require(list.collectionView.cellForItem(at: path(0, 0)))
        let banana = try #require(list.collectionView.cellForItem(at: path(0, 1)))
        list.providedItems.removeAll()
        var snapshot = list.dataSource.snapshot()
        snapshot.reloadItems(["apple"])
        snapshot.reconfigureItems(["banana"])
        let messages = await applyAndWait(snapshot, to: list.dataSource)
        #expect(messages.isEmpty)
        #expect(list.providedItems.sorted() == ["apple", "banana"])
        #expect(list.collectionView.cellForItem(at: path(0, 0)) !== apple)
        #expect(list.collectionView.cellForItem(at: path(0, 1)) === banana)
        #expect(list.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test("Marks on items of later sections refresh exactly those items, after applies that move them")
    func marksInLaterSectionsRefreshTheirItems() async throws {
        let list = DiffableList()
        _ = await applyAndWait(makeSnapshot(fruit), to: list.dataSource)
        // An animated apply first, so that the next one diffs from the items the data source keeps of it.
        var moved = list.dataSource.snapshot()
        moved.moveItem("apple", afterItem: "leek")
        moved.appendSections(["Herbs"])
        moved.appendItems(["dill", "mint"], toSection: "Herbs")
        #expect(await applyAndWait(moved, to: list.dataSource).isEmpty)
        #expect(list.visibleTexts == ["banana", "cherry", "kale", "leek", "apple", "dill", "mint"])
        let leek = try #require(list.collectionView.cellForItem(at: path(1, 1)))
        list.providedItems.removeAll()
        var marked = list.dataSource.snapshot()
        marked.reconfigureItems(["leek", "mint"])
        marked.reloadItems(["apple"])
        #expect(await applyAndWait(marked, to: list.dataSource).isEmpty)
        #expect(list.providedItems.sorted() == ["apple", "leek", "mint"])
        #expect(list.collectionView.cellForItem(at: path(1, 1)) === leek)
        #expect(list.visibleTexts == ["banana", "cherry", "kale", "leek", "apple", "dill", "mint"])
    }

    @Test("Not animating diffs from iOS 15; acting as iOS 14 it reloads, as does applySnapshotUsingReloadData")
    func notAnimatingFollowsTheSystemVersion() async {
        let list = DiffableList()
        _ = await applyAndWait(makeSnapshot(fruit), to: list.dataSource)
        _ = await applyAndWait(makeSnapshot([("Fruit", ["apple"])]), to: list.dataSource, animatingDifferences: false)
        #expect(list.collectionView.batchCount == 1)
        #expect(list.collectionView.reloadCount == 1)
        // Acting as iOS 14 only for the synchronous call (other suites run at this test's suspension points).
        Headless.systemVersion = OperatingSystemVersion(majorVersion: 14, minorVersion: 0, patchVersion: 0)
        // (With `completion:`, as on iOS 15: in an async function Swift otherwise picks the async apply.)
        list.dataSource.apply(makeSnapshot(fruit), animatingDifferences: false, completion: nil)
        Headless.systemVersion = OperatingSystemVersion(majorVersion: 18, minorVersion: 0, patchVersion: 0)
        #expect(list.collectionView.batchCount == 1)
        #expect(list.collectionView.reloadCount == 2)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            list.dataSource.applySnapshotUsingReloadData(makeSnapshot([("Veg", ["kale"])])) { done.resume() }
        }
        #expect(list.collectionView.reloadCount == 3)
        #expect(list.visibleTexts == ["kale"])
    }

    @Test("The supplementary view provider makes the section headers")
    func supplementaryProviderMakesHeaders() async throws {
        let list = DiffableList()
        let layout = try #require(list.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        layout.headerReferenceSize = CGSize(width: 100, height: 10)
        list.collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        let dataSource = list.dataSource
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
            (view as? TitleView)?.title = dataSource.sectionIdentifier(for: indexPath.section)
            return view
        }
        _ = await applyAndWait(makeSnapshot(fruit), to: dataSource)
        list.collectionView.layoutIfNeeded()
        let titles = list.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            .compactMap { ($0 as? TitleView)?.title }
        #expect(titles.sorted() == ["Fruit", "Veg"])
    }

    @Test("A cell provider that returns nil raises a message and an empty cell stands in")
    func nilCellRaises() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 10)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { _, _, _ in
            nil
        }
        _ = await applyAndWait(makeSnapshot([("A", ["a"])]), to: dataSource)
        let messages = raisedMessages { collectionView.layoutIfNeeded() }
        #expect(
            messages.contains {
                $0.contains("the cell provider of the UICollectionViewDiffableDataSource returned nil")
            })
    }

    @Test("An apply made while another applies is reported and runs after it")
    func reentrantApplyIsQueued() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 10)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        var reentered = false
        var dataSource: UICollectionViewDiffableDataSource<String, String>?
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            if item == "b", !reentered {
                reentered = true
                dataSource?.apply(makeSnapshot([("A", ["a", "b", "c"])]))
            }
            return view.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
        }
        guard let dataSource else { return }
        _ = await applyAndWait(makeSnapshot([("A", ["a"])]), to: dataSource)
        collectionView.layoutIfNeeded()
        let messages = await applyAndWait(makeSnapshot([("A", ["a", "b"])]), to: dataSource)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("APPLYING_SNAPSHOTS_REENTRANTLY") == true)
        collectionView.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }
}
#endif
