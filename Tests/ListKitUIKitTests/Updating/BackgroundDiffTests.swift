import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A table that records, after each batch update and each reload, how many rows its data source reports, so that a
/// test sees every state the table went through.
final class RecordingTable: UITableView {
    var states: [[Int]] = []

    private func record() {
        guard let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        states.append((0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) })
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
        record()
    }

    override func reloadData() {
        super.reloadData()
        record()
    }
}

@MainActor
func makeRecordingTable() -> RecordingTable {
    let table = RecordingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    return table
}

@MainActor
@Suite("Diffs off the main actor", .timeLimit(.minutes(10)))
struct BackgroundDiffTests {
    init() { failOnInconsistency() }

    private func snapshot(_ ids: some Sequence<Int>, content: Int = 0) -> ListSnapshot {
        ListSnapshot { Section(0) { for id in ids { item(id, content) } } }
    }

    @Test("Above the threshold an apply returns before the table changes; settled() returns once it shows")
    func largeApplyIsDiffedInTheBackground() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.backgroundDiffThreshold = 10
        adapter.apply(snapshot(0..<4), completion: nil)
        // A first apply diffs nothing: shown at once whatever its size.
        #expect(table.numberOfRows(inSection: 0) == 4)
        let next = snapshot(2..<12, content: 1)
        var completed = false
        adapter.apply(next) { completed = true }
        #expect(adapter.snapshot.numberOfRows == 4)
        #expect(table.numberOfRows(inSection: 0) == 4)
        await adapter.settled()
        #expect(completed)
        expectShows(table, next)
        // At or below the threshold: on screen when apply returns.
        adapter.backgroundDiffThreshold = 100
        let small = snapshot(0..<3, content: 2)
        adapter.apply(small, completion: nil)
        expectShows(table, small)
    }

    @Test("The default threshold: 2,000 rows and sections; a table of 1,500 rows is diffed in the background")
    func defaultThreshold() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        #expect(adapter.backgroundDiffThreshold == 2_000)
        adapter.apply(snapshot(0..<999), completion: nil)
        adapter.apply(snapshot(0..<999, content: 1), completion: nil)
        // 999 + 1 rows and sections on each side: diffed at once.
        expectShows(table, snapshot(0..<999, content: 1))
        await adapter.apply(snapshot(0..<1_500))
        let next = snapshot((0..<1_500).reversed().filter { $0 % 7 != 0 }, content: 1)
        adapter.apply(next, completion: nil)
        #expect(table.numberOfRows(inSection: 0) == 1_500)
        await adapter.settled()
        expectShows(table, next)
    }

    @Test("A newer apply supersedes a diff still running: its result never reaches the table")
    func newerApplySupersedesRunningDiff() async {
        let table = makeRecordingTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.backgroundDiffThreshold = 0
        await adapter.apply(snapshot(0..<5))
        table.states = []
        adapter.apply(snapshot(0..<17), completion: nil)
        adapter.apply(snapshot(0..<23), completion: nil)
        // Small enough to diff at once, but it waits its turn behind the diff under way, and supersedes it too.
        adapter.backgroundDiffThreshold = .max
        let last = snapshot(0..<9, content: 1)
        adapter.apply(last, completion: nil)
        await adapter.settled()
        expectShows(table, last)
        // One diff from what was on screen to the last snapshot: 17 and 23 rows were never shown. Its two stages: the
        // inserts, then the reconfigures of the changed rows.
        #expect(table.states == [[9], [9]])
    }

    @Test("A row the user reorders while a diff runs: the diff is made again against what the table shows")
    func whenUserReordersDuringBackgroundDiffItIsDiffedAgain() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var reordered: ListSnapshot?
        func snapshot(_ ids: [Int], content: Int = 0) -> ListSnapshot {
            ListSnapshot { Section(0) { for id in ids { item(id, content).onMove { _, _ in } } } }
        }
        adapter.apply(snapshot([0, 1, 2, 3, 4]), completion: nil)
        table.layoutIfNeeded()
        adapter.backgroundDiffThreshold = 0
        let next = snapshot([4, 3, 2, 1, 0, 5], content: 1)
        adapter.apply(next) { reordered = adapter.snapshot }
        // The reorder control shows only in editing mode, as on iOS.
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)) != nil)
        await adapter.settled()
        expectShows(table, next)
        #expect(reordered != nil)
    }

    @Test("The duplicate policy is applied in the background too, for applies and reloads")
    func duplicatePolicyInTheBackground() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.backgroundDiffThreshold = 0
        adapter.duplicatePolicy = .dropLaterOccurrences
        let withDuplicates = snapshot([1, 2, 1, 3, 2])
        adapter.reload(withDuplicates, completion: nil)
        #expect(table.numberOfSections == 0)
        await adapter.settled()
        expectShows(table, snapshot([1, 2, 3]))
        await adapter.apply(snapshot([3, 3, 4, 1]))
        expectShows(table, snapshot([3, 4, 1]))
    }

    @Test("Applies stay in order across the two paths: a burst of large and small ones ends on the last")
    func appliesStayInOrderAcrossPaths() async {
        let table = makeRecordingTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.backgroundDiffThreshold = 30
        await adapter.apply(snapshot(0..<5))
        var random = SplitMix64(seed: 8)
        var last = ListSnapshot()
        var completions = 0
        for round in 0..<40 {
            let count = Int.random(in: 0..<40, using: &random)
            last = snapshot((0..<count).map { $0 * 3 % 41 }, content: round)
            adapter.apply(last) { completions += 1 }
            if round % 9 == 0 { await Task.yield() }
        }
        await adapter.settled()
        #expect(completions == 40)
        expectShows(table, last)
        #expect(table.states.last == [last.numberOfRows(inSection: 0)].filter { $0 > 0 })
    }

    @Test("A collection view diffs large snapshots in the background as well")
    func collectionViewBackgroundDiff() async {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.backgroundDiffThreshold = 0
        await adapter.apply(
            ListSnapshot { Section(0) { for id in 0..<5 { Row<ItemCollectionCell>(TestItem(id: id)) } } })
        let next = ListSnapshot { Section(0) { for id in 3..<9 { Row<ItemCollectionCell>(TestItem(id: id)) } } }
        adapter.apply(next, completion: nil)
        #expect(view.numberOfItems(inSection: 0) == 5)
        await adapter.settled()
        #expect(view.numberOfItems(inSection: 0) == 6)
        view.layoutIfNeeded()
        let shown = view.indexPathsForVisibleItems.sorted().compactMap {
            (view.cellForItem(at: $0) as? ItemCollectionCell)?.item?.id
        }
        #expect(shown == Array(3..<9))
    }
}
