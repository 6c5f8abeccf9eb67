#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// The `async` applies of iOS 15, from Apple's documentation: each "updates the UI to reflect the state of the data in
// the snapshot" as its variant with a completion does, and returns when that update is done.
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:)
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/applysnapshotusingreloaddata(_:)
@MainActor
@Suite("The diffable data sources' async applies", .timeLimit(.minutes(10)))
struct DiffableAsyncApplyTests {
    @Test("An awaited apply returns after the update and after every completion of an earlier apply")
    func awaitedApplyReturnsWhenDone() async {
        let list = DiffableList()
        await list.dataSource.apply(makeSnapshot([("S", ["a", "b"])]))
        #expect(list.visibleTexts == ["a", "b"])

        var earlierCompleted = false
        list.dataSource.apply(makeSnapshot([("S", ["a", "b", "c"])])) { earlierCompleted = true }
        #expect(!earlierCompleted)
        let batches = list.collectionView.batchCount
        await list.dataSource.apply(makeSnapshot([("S", ["c", "a"])]), animatingDifferences: false)
        #expect(earlierCompleted)
        #expect(list.collectionView.batchCount == batches + 1)
        #expect(list.visibleTexts == ["c", "a"])
        #expect(list.dataSource.snapshot().itemIdentifiers == ["c", "a"])
    }

    @Test("An awaited reload-data apply reloads without a batch update")
    func awaitedReloadDataApply() async {
        let list = DiffableList()
        await list.dataSource.apply(makeSnapshot([("S", ["a"])]))
        let batches = list.collectionView.batchCount
        let reloads = list.collectionView.reloadCount
        await list.dataSource.applySnapshotUsingReloadData(makeSnapshot([("S", ["x", "y"]), ("T", ["z"])]))
        #expect(list.collectionView.batchCount == batches)
        #expect(list.collectionView.reloadCount == reloads + 1)
        #expect(list.visibleTexts == ["x", "y", "z"])
    }

    @Test("An awaited section snapshot apply shows the section's visible items")
    func awaitedSectionSnapshotApply() async {
        let list = DiffableList()
        await list.dataSource.apply(makeSnapshot([("S", ["a"])]))
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Trees"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Oak"], to: "Trees")
        outline.expand(["Trees"])
        await list.dataSource.apply(outline, to: "T", animatingDifferences: true)
        #expect(list.visibleTexts == ["a", "Fruit", "Trees", "Oak"])
        #expect(list.dataSource.snapshot(for: "T").visibleItems == ["Fruit", "Trees", "Oak"])
    }

    @Test("A table's awaited applies diff, or reload for the reload-data variant")
    func tableAwaitedApplies() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        await dataSource.apply(makeSnapshot([("S", ["a", "b", "c"])]))
        #expect(table.numberOfRows(inSection: 0) == 3)
        await dataSource.apply(makeSnapshot([("S", ["c", "b"])]), animatingDifferences: true)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "b"])
        await dataSource.applySnapshotUsingReloadData(makeSnapshot([("S", ["z"]), ("T", [])]))
        #expect(table.numberOfSections == 2)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["z"])
    }
}
#endif
