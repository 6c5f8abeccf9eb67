#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The diffable scenario's name of what is timed.
extension Library {
    static let diffableApply = "UITableViewDiffableDataSource apply"
}

/// `table/diffable-apply1%-100k`: a `UITableViewDiffableDataSource` apply of the 1% change (items by `Item.id`,
/// updated items marked with `reconfigureItems`) to a table of 100 sections of 1,000 rows scrolled to its middle,
/// next to `TableViewAdapter.apply` of the same change on a table of its own, the runs interleaved.
///
/// Each run applies the other snapshot of the pair, and is timed from the call to the completion, as
/// `table/apply1%-100k` is. The diffable data source diffs on the main actor, as UIKit's does when applied there.
@MainActor
func tableDiffableApply(name: String, runs: Int, sections: Int, rowsPerSection: Int) async -> [Measurement] {
    var maker = InputMaker(seed: 11)
    let oldSections = maker.sections(sections, rowsPerSection: rowsPerSection)
    let edited = maker.edit(oldSections, .everything(0.01, of: sections * rowsPerSection))
    let sectionIDs = (old: Array(0..<sections), new: edited.origins)
    let inputs = SnapshotInputs(
        old: oldSections, new: edited.sections, sectionIDs: sectionIDs, cell: ItemTableCell.self)
    let listPair = [inputs.old, inputs.new]
    let changes = ListDiff(from: inputs.old, to: inputs.new).changeCount

    // The diffable pair: the same sections and items by identifier; each direction marks the items whose content
    // differs for reconfigure.
    let oldModels = Dictionary(inputs.oldItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newModels = Dictionary(inputs.newItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    func diffable(_ sections: [[Item]], ids: [Int]) -> NSDiffableDataSourceSnapshot<Int, UUID> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        snapshot.appendSections(ids)
        for (id, items) in zip(ids, sections) { snapshot.appendItems(items.map(\.id), toSection: id) }
        return snapshot
    }
    let changed = { (models: [UUID: Item], other: [UUID: Item]) in
        Set(models.compactMap { id, item in other[id].flatMap { $0 == item ? nil : id } })
    }
    var toNew = diffable(edited.sections, ids: sectionIDs.new)
    toNew.reconfigureItems(Array(changed(newModels, oldModels)))
    var toOld = diffable(oldSections, ids: sectionIDs.old)
    toOld.reconfigureItems(Array(changed(oldModels, newModels)))
    let diffablePair = [toOld, toNew]
    let models = [oldModels, newModels]

    let adapterTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let adapter = TableViewAdapter(tableView: adapterTable)
    await adapter.apply(inputs.old)
    let diffableTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    diffableTable.register(ItemTableCell.self, forCellReuseIdentifier: "item")
    var shownDiffable = 0
    let dataSource = UITableViewDiffableDataSource<Int, UUID>(tableView: diffableTable) { table, indexPath, id in
        let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        if let item = models[shownDiffable][id] { (cell as? ItemTableCell)?.configure(with: item) }
        return cell
    }
    dataSource.applySnapshotUsingReloadData(toOld, completion: nil)
    for table in [adapterTable, diffableTable] {
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: max(0, table.contentSize.height / 2 - 422))
        table.layoutIfNeeded()
    }
    var shownList = 0
    let clock = ContinuousClock()
    /// How long an apply takes from its call to its completion.
    func timeToCompletion(_ apply: (@escaping @MainActor () -> Void) -> Void) async -> Duration {
        let start = clock.now
        var elapsed = Duration.zero
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply {
                elapsed = clock.now - start
                done.resume()
            }
        }
        return elapsed
    }
    let measured = await measureInterleaved(
        scenario: name, runs: runs,
        [
            TimedBody(library: Library.apply, note: "TableViewAdapter: diff + batch updates + layout") {
                shownList = 1 - shownList
                return (await timeToCompletion { adapter.apply(listPair[shownList], completion: $0) }, changes)
            },
            TimedBody(library: Library.diffableApply, note: "diff + batch updates + reconfigures + layout") {
                shownDiffable = 1 - shownDiffable
                let elapsed = await timeToCompletion { dataSource.apply(diffablePair[shownDiffable], completion: $0) }
                return (elapsed, diffableTable.numberOfSections)
            },
        ])
    let listKit = measured[0]
    var diffableApply = measured[1]
    if let ratio = ratio(diffableApply, listKit) {
        diffableApply.note = String(format: "%@; %.2fx ListKit's apply", diffableApply.note ?? "", ratio)
    }
    return [listKit, diffableApply]
}
#endif
