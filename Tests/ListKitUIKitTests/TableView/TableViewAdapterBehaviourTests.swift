import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A header view that shows a title model.
final class TitleHeader: UITableViewHeaderFooterView, ConfigurableHeaderFooter {
    private(set) var title: String?
    func configure(with model: String) {
        title = model
        textLabel?.text = model
    }
}

/// A cell made from a nib.
final class NibItemCell: UITableViewCell, ConfigurableCell, NibLoadable {
    nonisolated(unsafe) static var instantiated = 0
    private(set) var item: TestItem?
    func configure(with model: TestItem) { item = model }
}

final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

@MainActor
@Suite("TableViewAdapter behaviour", .timeLimit(.minutes(10)))
struct TableViewAdapterBehaviourTests {
    init() { failOnInconsistency() }

    @Test("Swipe actions reach the row's handler with its model")
    func swipeActionsCallHandlersWithModel() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var archived: [Int] = []
        var pinned: [Int] = []
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1)
                        .trailingActions([SwipeAction("Archive", style: .destructive) { archived.append($0.id) }])
                        .leadingActions([SwipeAction("Pin") { pinned.append($0.id) }])
                    item(2)
                }
            })
        #expect(table.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing))
        #expect(table.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .leading))
        #expect(!table.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing))
        #expect(archived == [1])
        #expect(pinned == [1])
    }

    @Test("Deleting calls onDelete with the model; the view model's next snapshot removes the row")
    func deleteCallsBackAndViewModelOwnsTheChange() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var items = [TestItem(id: 1), TestItem(id: 2), TestItem(id: 3)]
        func render() {
            adapter.apply(
                ListSnapshot {
                    Section(0) {
                        for model in items {
                            Row<ItemCell>(model).onDelete { deleted in
                                items.removeAll { $0.id == deleted.id }
                                render()
                            }
                        }
                    }
                }, completion: nil)
        }
        render()
        #expect(table.simulateCommitDelete(at: IndexPath(row: 1, section: 0)))
        #expect(items.map(\.id) == [1, 3])
        // The apply onDelete makes from inside the table's commit call waits for it to return.
        await adapter.settled()
        #expect(table.numberOfRows(inSection: 0) == 2)
        expectShows(table, adapter.snapshot)
        // Swipe to delete: a row with onDelete and no trailing actions gets a Delete action.
        #expect(table.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing))
        #expect(items.map(\.id) == [3])
        await adapter.settled()
        #expect(table.numberOfRows(inSection: 0) == 1)
        expectShows(table, adapter.snapshot)
        #expect(adapter.tableView(table, editingStyleForRowAt: IndexPath(row: 0, section: 0)) == .delete)
    }

    @Test("Reordering moves the row in the snapshot and calls onMove with the model and destination")
    func reorderCallsBackWithDestination() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var moves: [(Int, RowPath)] = []
        adapter.apply(
            ListSnapshot {
                Section(0) { for id in 1...3 { item(id).onMove { moves.append(($0.id, $1)) } } }
                Section(1) { item(4) }
            })
        #expect(!adapter.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 1)))
        // The reorder control shows only in editing mode, as on iOS.
        table.setEditing(true, animated: false)
        let moved = table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(moved == IndexPath(row: 1, section: 1))
        #expect(moves.count == 1)
        #expect(moves.first?.0 == 1)
        #expect(moves.first?.1 == RowPath(section: 1, row: 1))
        #expect(adapter.snapshot.sections[1].rows.map(\.id) == [4, 1])
        expectShows(table, adapter.snapshot)
        // The view model's snapshot agrees: nothing left to animate.
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(2); item(3)
                }
                Section(1) {
                    item(4); item(1)
                }
            })
        expectShows(table, adapter.snapshot)
    }

    @Test("Text headers and footers, and custom header views registered and configured by type")
    func headersAndFooters() throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section("text", header: "Friends", footer: "2 friends") {
                    item(1); item(2)
                }
                Section("custom") { item(3) }.headerView(Row<TitleHeader>("Custom"))
            })
        #expect(adapter.tableView(table, titleForHeaderInSection: 0) == "Friends")
        #expect(adapter.tableView(table, titleForFooterInSection: 0) == "2 friends")
        #expect(adapter.tableView(table, viewForHeaderInSection: 0) == nil)
        let header = try #require(adapter.tableView(table, viewForHeaderInSection: 1) as? TitleHeader)
        #expect(header.title == "Custom")
        // A changed header view reloads its section.
        let next = ListSnapshot {
            Section("text", header: "Friends", footer: "2 friends") {
                item(1); item(2)
            }
            Section("custom") { item(3) }.headerView(Row<TitleHeader>("Renamed"))
        }
        adapter.apply(next)
        expectShows(table, next)
        let renamed = try #require(adapter.tableView(table, viewForHeaderInSection: 1) as? TitleHeader)
        #expect(renamed.title == "Renamed")
    }

    @Test("Nib cells and class cells side by side, each registered the way it is made")
    func nibAndClassCellsSideBySide() {
        #if !canImport(UIKit)
        Headless.registerNib(named: "NibItemCell") {
            NibItemCell.instantiated += 1
            return NibItemCell(style: .default, reuseIdentifier: nil)
        }
        #endif
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let before = NibItemCell.instantiated
        let snapshot = ListSnapshot {
            Section(0) {
                for id in 0..<4 {
                    if id.isMultiple(of: 2) { item(id) } else { Row<NibItemCell>(TestItem(id: id)) }
                }
            }
        }
        adapter.apply(snapshot)
        table.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells.count == 4)
        #expect(cells.compactMap { $0 as? NibItemCell }.map { $0.item?.id } == [1, 3])
        #expect(cells.compactMap { $0 as? ItemCell }.map { $0.item?.id } == [0, 2])
        #expect(NibItemCell.instantiated - before == 2)
    }

    @Test("Per-row heights, and measured heights kept by row identity as rows move")
    func heightsFixedAndCachedByIdentity() async {
        // A table of no height shows no row: the delegate calls below are the table's, as UIKit makes them.
        let table = makeTable(height: 0)
        let adapter = TableViewAdapter(tableView: table)
        adapter.estimatedRowHeight = 50
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).height(80); item(2); item(3)
                }
            })
        #expect(adapter.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 80)
        #expect(
            adapter.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == UITableView.automaticDimension)
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 2, section: 0)) == 50)
        // Row 3 is displayed at 120 points (a self-sizing cell measured by UIKit).
        let cell = ItemCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
        adapter.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 2, section: 0))
        // It moves to the top: the estimate follows the row, not the index path.
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(3); item(1).height(80); item(2)
                }
            })
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 120)
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 2, section: 0)) == 50)
        // Its content changes: the measurement is stale and dropped.
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(3, 1); item(1).height(80); item(2)
                }
            })
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 50)
        // Measured again at 120, then at the estimate: a measurement equal to the estimate replaces the old one.
        adapter.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 120)
        cell.frame.size.height = 50
        adapter.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 0, section: 0))
        #expect(adapter.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 50)
    }

    @Test("Prefetching reaches the rows just beyond the screen, and cancelling too")
    func prefetchIsForwardedPerRow() {
        let table = makeTable(height: 220)
        let adapter = TableViewAdapter(tableView: table)
        var prefetched: Set<Int> = []
        var cancelled: Set<Int> = []
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    for id in 0..<40 {
                        item(id).height(44).onPrefetch(
                            { prefetched.insert($0.id) }, cancel: { cancelled.insert($0.id) })
                    }
                }
            })
        table.layoutIfNeeded()
        #expect(!prefetched.isEmpty)
        #expect(prefetched.allSatisfy { $0 >= 5 })
        table.scroll(to: CGPoint(x: 0, y: 44 * 30))
        #expect(prefetched.contains { $0 > 20 })
        #expect(!cancelled.isEmpty)
    }

    @Test("Scroll events reach the adapter's scroll view delegate")
    func scrollEventsAreForwarded() {
        let table = makeTable(height: 220)
        let adapter = TableViewAdapter(tableView: table)
        let recorder = ScrollRecorder()
        adapter.scrollViewDelegate = recorder
        adapter.apply(ListSnapshot { Section(0) { for id in 0..<40 { item(id) } } })
        table.scroll(to: CGPoint(x: 0, y: 300))
        #expect(recorder.offsets == [300])
    }

    @Test("An expandable row grows in place after a tap: same cell, new height, no new cell")
    func expandableRowAnimatesInPlace() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var expanded: Set<Int> = []
        var onRendered: (() -> Void)?
        func render() {
            adapter.apply(
                ListSnapshot {
                    Section(0) {
                        for id in 0..<3 {
                            let isExpanded = expanded.contains(id)
                            Row<ExpandingItemCell>(TestItem(id: id, content: isExpanded ? 1 : 0))
                                .height(isExpanded ? 200 : 60)
                                .onSelect { model in
                                    if expanded.remove(model.id) == nil { expanded.insert(model.id) }
                                    render()
                                }
                        }
                    }
                }
            ) { onRendered?() }
        }
        /// Taps the row and returns once the apply its handler makes is on screen (UIKit calls the completion of the
        /// batch update asynchronously, and an apply waits for the one before it).
        func tap(_ indexPath: IndexPath) async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                onRendered = {
                    onRendered = nil
                    continuation.resume()
                }
                table.simulateTap(at: indexPath)
            }
        }
        render()
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ExpandingItemCell)
        let made = ExpandingItemCell.made
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        await tap(IndexPath(row: 1, section: 0))
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 200)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 260)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.item?.content == 1)
        #expect(ExpandingItemCell.made == made)
        await tap(IndexPath(row: 1, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    }
}

@MainActor
@Suite("TableViewAdapter duplicates", .timeLimit(.minutes(10)))
struct TableViewAdapterDuplicateTests {
    init() { failOnInconsistency() }

    @Test("Duplicates are shown by default and dropped when the adapter is told to")
    func duplicatesAreShownByDefaultAndDroppedOnRequest() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let snapshot = ListSnapshot {
            Section(0) {
                item(1); item(1, 1); item(2)
            }
        }
        await adapter.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 3)
        expectShows(table, snapshot)
        adapter.duplicatePolicy = .dropLaterOccurrences
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(1, 1); item(2); item(2)
                }
            })
        #expect(table.numberOfRows(inSection: 0) == 2)
        expectShows(table, adapter.snapshot)
    }
}

/// The expandable-row test's cell: an `ItemCell` with a count of its own, since other tests make `ItemCell`s while
/// that test awaits its applies.
final class ExpandingItemCell: UITableViewCell, ConfigurableCell {
    nonisolated(unsafe) static var made = 0
    private(set) var item: TestItem?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        ExpandingItemCell.made += 1
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: TestItem) {
        item = model
        textLabel?.text = "\(model.id):\(model.content)"
    }
}
