import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("TableViewAdapter", .timeLimit(.minutes(10)))
struct TableViewAdapterTests {
    init() { failOnInconsistency() }

    @Test("The first apply reloads; the table shows the snapshot without anyone calling register")
    func firstApplyReloadsAndRegisters() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let snapshot = ListSnapshot {
            Section("a", header: "A") {
                item(1); item(2)
            }
            Section("b") { Row<BadgeCell>(TestItem(id: 3)) }
        }
        var completed = false
        adapter.apply(snapshot) { completed = true }
        #expect(completed)
        expectShows(table, snapshot)
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "A")
        // A section the snapshot does not have has no title (a table out of step asks; nothing traps).
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 7) == nil)
        #expect(table.dataSource?.tableView(table, titleForFooterInSection: 7) == nil)
    }

    @Test("A changed row is reconfigured in place: the same cell, configured again, not reused")
    func whenContentChangesSameCellIsReconfigured() throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(2)
                }
            })
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ItemCell)
        let made = ItemCell.made
        let next = ListSnapshot {
            Section(0) {
                item(1); item(2, 7)
            }
        }
        adapter.apply(next)
        expectShows(table, next)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.item == TestItem(id: 2, content: 7))
        #expect(cell.configurations == 2)
        #expect(cell.reuses == 0)
        #expect(ItemCell.made == made)
    }

    @Test("Inserts, deletes, moves across sections and section changes animate through batch updates")
    func structuralChangesApply() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(2); item(3)
                }
                Section(1) { item(4) }
                Section(2) { item(5) }
            })
        let next = ListSnapshot {
            Section(2) {
                item(5, 1); item(2)
            }
            Section(9) { item(6) }
            Section(0) {
                item(3, 1); item(1)
            }
        }
        adapter.apply(next)
        expectShows(table, next)
    }

    @Test("A burst of 50 applies ends on the last snapshot, calling every completion once")
    func whenFiftyAppliesArriveAtOnceTheLastWins() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var random = RandomSnapshots(seed: 11, rowIDPool: 60, allowsDuplicates: false) { item, second in
            second ? AnyRow(Row<BadgeCell>(item)) : AnyRow(Row<ItemCell>(item))
        }
        var snapshot = random.snapshot()
        var completions = 0
        // The completions of a collapsed burst are called in order once the last snapshot is on screen (UIKit calls
        // the completion of each batch update asynchronously): wait for the last one.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            for index in 0..<50 {
                snapshot = random.edit(snapshot)
                adapter.apply(snapshot) {
                    completions += 1
                    if index == 49 { continuation.resume() }
                }
            }
        }
        #expect(completions == 50)
        expectShows(table, snapshot)
    }

    @Test("A burst of 50 applies in one run loop turn collapses to the latest snapshot")
    func whenFiftyAppliesArriveInOneTurnTheyCollapseToTheLatest() async {
        let table = BatchCountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.sectionHeaderHeight = 0
        table.sectionFooterHeight = 0
        let adapter = TableViewAdapter(tableView: table)
        var random = RandomSnapshots(seed: 5, rowIDPool: 60, allowsDuplicates: false) { item, second in
            second ? AnyRow(Row<BadgeCell>(item)) : AnyRow(Row<ItemCell>(item))
        }
        var snapshot = random.snapshot()
        await adapter.apply(snapshot)
        #expect(table.batchUpdates == 0)  // the first apply reloads
        var count = 0
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // 50 synchronous applies: none of them waits for the table between the calls.
            for _ in 0..<50 {
                snapshot = random.edit(snapshot)
                adapter.apply(snapshot) {
                    count += 1
                    if count == 50 { continuation.resume() }
                }
            }
            // The first apply performed its batch updates at once; the other 49 wait for their completion.
            #expect(count == 0)
        }
        #expect(count == 50)
        expectShows(table, snapshot)
        // Applied one by one, every apply would perform at least one batch update (49 or more here, each edit
        // changes the snapshot); collapsed, the first apply's stages and one diff to the latest snapshot remain.
        #expect(table.batchUpdates > 0)
        #expect(table.batchUpdates < 10, "\(table.batchUpdates) batch updates for 50 applies")
    }

    @Test("An apply made during an apply waits for it, then applies")
    func whenApplyingDuringAnApplyItIsQueued() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(ListSnapshot { Section(0) { item(1) } })
        let final = ListSnapshot {
            Section(0) {
                item(1, 2); item(3)
            }
        }
        var order: [String] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            adapter.apply(
                ListSnapshot {
                    Section(0) {
                        item(1, 1); item(2)
                    }
                }
            ) {
                order.append("first")
                // A handler that applies from a completion is not interleaved either.
                adapter.apply(final) {
                    order.append("second")
                    continuation.resume()
                }
            }
        }
        #expect(order == ["first", "second"])
        expectShows(table, final)
    }

    @Test("200 random snapshots applied one after another: after each, the visible cells are the snapshot's rows")
    func randomSequenceOfApplies() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var random = RandomSnapshots(seed: 2024, rowIDPool: 80) { item, second in
            second ? AnyRow(Row<BadgeCell>(item)) : AnyRow(Row<ItemCell>(item))
        }
        var snapshot = random.snapshot(maxSections: 6, maxRows: 12)
        await adapter.apply(snapshot)
        for step in 0..<200 {
            snapshot = random.edit(snapshot)
            await adapter.apply(snapshot)
            expectShows(table, snapshot)
            if step % 7 == 0 {
                // Now and then the user scrolls, so applies also happen away from the top.
                table.scroll(to: CGPoint(x: 0, y: max(0, table.contentSize.height - table.bounds.height) / 2))
            }
        }
    }

    @Test("Applies while scrolled to the middle of a long list keep the visible cells right")
    func appliesWhileScrolled() {
        let table = makeTable(height: 440)
        let adapter = TableViewAdapter(tableView: table)
        var ids = Array(0..<300)
        func snapshot() -> ListSnapshot {
            ListSnapshot {
                Section(0) { for id in ids { item(id, id % 3) } }
            }
        }
        adapter.apply(snapshot())
        table.scroll(to: CGPoint(x: 0, y: 44 * 150))
        ids.removeSubrange(140..<145)
        ids.insert(contentsOf: 1000..<1003, at: 152)
        ids.swapAt(151, 155)
        adapter.apply(snapshot())
        expectShows(table, snapshot())
        #expect(table.indexPathsForVisibleRows?.first?.row ?? 0 > 100)
    }

    @Test("Selection calls the row's onSelect with its model and deselects the row")
    func selectionCallsHandlerAndDeselects() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var selected: [TestItem] = []
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1).onSelect { selected.append($0) }
                    item(2)
                }
            })
        table.layoutIfNeeded()
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(selected == [TestItem(id: 1)])
        #expect(table.indexPathForSelectedRow == nil)
        adapter.keepsSelection = true
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test("The newest row's handler runs even when the content did not change")
    func whenOnlyHandlersChangeNewHandlerIsUsed() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        var calls: [String] = []
        adapter.apply(ListSnapshot { Section(0) { item(1).onSelect { _ in calls.append("old") } } })
        adapter.apply(ListSnapshot { Section(0) { item(1).onSelect { _ in calls.append("new") } } })
        table.layoutIfNeeded()
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(calls == ["new"])
    }

    @Test("An index path the snapshot lacks gets an empty cell and no row, not a crash")
    func whenIndexPathIsUnknownNothingCrashes() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(ListSnapshot { Section(0) { item(1) } })
        let cell = adapter.tableView(table, cellForRowAt: IndexPath(row: 5, section: 3))
        #expect(shownItem(cell) == nil)
        #expect(adapter.row(at: IndexPath(row: 5, section: 3)) == nil)
        #expect(adapter.tableView(table, willSelectRowAt: IndexPath(row: 9, section: 0)) == nil)
    }

    @Test("Above the reload threshold an apply reloads the table")
    func whenChangesExceedThresholdTableReloads() async {
        final class CountingTable: UITableView {
            var reloads = 0
            override func reloadData() {
                reloads += 1
                super.reloadData()
            }
        }
        let table = CountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        adapter.reloadThreshold = 3
        await adapter.apply(ListSnapshot { Section(0) { item(1) } })
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    item(1); item(2)
                }
            })
        #expect(table.reloads == 1)
        let big = ListSnapshot { Section(0) { for id in 10..<20 { item(id) } } }
        await adapter.apply(big)
        #expect(table.reloads == 2)
        expectShows(table, big)
    }

    @Test("The async apply returns once the table shows the snapshot")
    func asyncApply() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(ListSnapshot { Section(0) { item(1) } })
        let next = ListSnapshot {
            Section(0) {
                item(2); item(1)
            }
        }
        await adapter.apply(next, animation: .fade)
        expectShows(table, next)
    }

    @Test("Empty sections never reach the table")
    func emptySectionsAreHidden() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(
            ListSnapshot {
                Section("empty") {}
                Section("full") { item(1) }
            })
        #expect(table.numberOfSections == 1)
        adapter.apply(
            ListSnapshot {
                Section("empty") { item(2) }
                Section("full") {}
            })
        #expect(table.numberOfSections == 1)
        expectShows(table, adapter.snapshot)
    }
}

@MainActor
@Suite("TableViewAdapter ordering", .timeLimit(.minutes(10)))
struct TableViewAdapterOrderingTests {
    init() { failOnInconsistency() }

    @Test("Whatever the completions apply, the snapshot of the last apply call ends on screen")
    func whenCompletionAppliesLastCallWins() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(ListSnapshot { Section(0) { item(1) } })
        var lastCall = ListSnapshot()
        var calls: [String] = []
        func apply(_ snapshot: ListSnapshot, _ name: String) {
            lastCall = snapshot
            adapter.apply(snapshot) { calls.append(name) }
        }
        // The first apply's completion applies again. UIKit calls completions after the animation, so that apply
        // comes after the second call below, which then waits, and must not be applied after it.
        lastCall = ListSnapshot { Section(0) { item(1, 1) } }
        adapter.apply(lastCall) {
            calls.append("first")
            apply(ListSnapshot { Section(0) { item(3) } }, "from completion")
        }
        apply(ListSnapshot { Section(0) { item(2) } }, "second")
        await adapter.settled()
        #expect(Set(calls) == ["first", "second", "from completion"])
        expectShows(table, lastCall)
    }
}
