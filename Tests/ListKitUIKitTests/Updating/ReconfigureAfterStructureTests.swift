import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A table that logs the batch updates it performs and the row calls inside each, in order.
final class CallLoggingTable: UITableView {
    /// One entry per batch update: its calls, e.g. `insert [0-0]`, `reconfigure [0-2]`.
    private(set) var batches: [[String]] = []
    private var open = false

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches.append([])
        open = true
        super.performBatchUpdates(updates, completion: completion)
        open = false
    }

    private func log(_ call: String, _ paths: [IndexPath]) {
        guard open, !batches.isEmpty else { return }
        batches[batches.count - 1].append("\(call) \(paths.map { "\($0.section)-\($0.row)" })")
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        log("insert", indexPaths)
        super.insertRows(at: indexPaths, with: animation)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        log("delete", indexPaths)
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        log("move", [indexPath, newIndexPath])
        super.moveRow(at: indexPath, to: newIndexPath)
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        log("reload", indexPaths)
        super.reloadRows(at: indexPaths, with: animation)
    }

    override func reconfigureRows(at indexPaths: [IndexPath]) {
        log("reconfigure", indexPaths)
        super.reconfigureRows(at: indexPaths)
    }
}

/// The adapters reconfigure changed rows after the batch update that inserts, deletes and moves, in one of its own,
/// at index paths after it: the order PhotoKit's documentation gives, and the only one HeadlessUIKit accepts when the
/// structure shifts the row (`failOnInconsistency` turns its refusal into a failure).
@MainActor
@Suite("Adapters reconfigure after the structural batch update", .timeLimit(.minutes(10)))
struct ReconfigureAfterStructureTests {
    init() { failOnInconsistency() }

    @Test("Table: a row changed and shifted by an insert above it keeps its cell, reconfigured at its new index path")
    func tableRowShiftedByInsertKeepsItsCell() throws {
        let table = CallLoggingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(2); item(3)
                }
            })
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
        let reuses = cell.reuses
        let next = ListSnapshot {
            Section(0) {
                item(0); item(1); item(2, 7); item(3)
            }
        }
        adapter.apply(next)
        table.layoutIfNeeded()
        expectShows(table, next)
        #expect(table.batches.suffix(2) == [["insert [\"0-0\"]"], ["reconfigure [\"0-2\"]"]])
        let shown = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ItemCell)
        #expect(shown === cell)
        #expect(shown.reuses == reuses)
        #expect(shown.item == TestItem(id: 2, content: 7))
    }

    @Test("Table: rows changed, moved and shifted by deletes are all reconfigured after the structure, none reloaded")
    func tableMixedChangeReconfiguresAfterStructure() throws {
        let table = CallLoggingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(2); item(3); item(4); item(5)
                }
            })
        table.layoutIfNeeded()
        let next = ListSnapshot {
            Section(0) {
                item(5, 1); item(2); item(4, 1); item(6); item(3, 1)
            }
        }
        let logged = table.batches.count
        adapter.apply(next)
        table.layoutIfNeeded()
        expectShows(table, next)
        let batches = Array(table.batches.dropFirst(logged))
        try #require(batches.count == 2)
        #expect(!batches[0].contains { $0.hasPrefix("reconfigure") || $0.hasPrefix("reload") })
        #expect(batches[1] == ["reconfigure [\"0-0\", \"0-2\", \"0-4\"]"])
    }

    @Test("Collection view: an item changed and shifted by an insert before it keeps its cell and shows the change")
    func collectionItemShiftedByInsertKeepsItsCell() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let adapter = CollectionViewAdapter(collectionView: view)
        let tile = { (id: Int, content: Int) in Row<ItemCollectionCell>(TestItem(id: id, content: content)) }
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    tile(1, 0); tile(2, 0)
                }
            })
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ItemCollectionCell)
        let reuses = cell.reuses
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    tile(0, 0); tile(1, 0); tile(2, 7)
                }
            })
        view.layoutIfNeeded()
        let shown = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? ItemCollectionCell)
        #expect(shown === cell)
        #expect(shown.reuses == reuses)
        #expect(shown.item == TestItem(id: 2, content: 7))
        #expect((view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemCollectionCell)?.item?.id == 0)
    }

    @Test("The report counts a shifted, changed row once, as a reconfigure where it ends, over two stages")
    func reportCountsTheSame() async {
        let adapter = TableViewAdapter(tableView: makeTable())
        var reports: [ListUpdateReport] = []
        adapter.onUpdate = { reports.append($0) }
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(2)
                }
            })
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(0); item(1); item(2, 7)
                }
            })
        let report = reports.last
        #expect(report?.stageCount == 2)
        #expect(report?.rowInserts == 1)
        #expect(report?.rowReconfigures == 1)
        #expect(report?.changeCount == 2)
        #expect(report?.insertedRows == [IndexPath(row: 0, section: 0)])
        #expect(report?.reconfiguredRows == [IndexPath(row: 2, section: 0)])
    }
}
