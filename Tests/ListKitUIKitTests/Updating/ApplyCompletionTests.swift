import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Counts the calls of each completion, and resumes a waiter once `expected` distinct completions were called.
@MainActor
final class CompletionLog {
    private(set) var calls: [String: Int] = [:]
    private var waiter: CheckedContinuation<Void, Never>?
    private var expected = Int.max

    /// A completion that records `name`.
    func completion(_ name: String) -> () -> Void {
        { [self] in
            calls[name, default: 0] += 1
            if calls.count >= expected, let waiter {
                self.waiter = nil
                waiter.resume()
            }
        }
    }

    /// Returns once `count` distinct completions were called (the suite's time limit fails a test that waits for ever).
    func wait(for count: Int) async {
        guard calls.count < count else { return }
        expected = count
        await withCheckedContinuation { waiter = $0 }
    }
}

@MainActor
@Suite("Apply completions", .timeLimit(.minutes(10)))
struct ApplyCompletionTests {
    init() { failOnInconsistency() }

    private func snapshot(_ ids: Range<Int>, content: Int = 0) -> ListSnapshot {
        ListSnapshot { Section(0) { for id in ids { item(id, content) } } }
    }

    @Test("Deallocated with a batch update under way and applies waiting: every completion is called once")
    func whenAdapterGoesAwayDuringBatchUpdateCompletionsAreCalledOnce() async {
        let table = makeTable()
        let log = CompletionLog()
        weak var weakAdapter: TableViewAdapter?
        do {
            let adapter = TableViewAdapter(tableView: table)
            weakAdapter = adapter
            await adapter.apply(snapshot(0..<5))
            // The first performs its batch update now; UIKit completes it in a later turn. The others wait for it.
            adapter.apply(snapshot(0..<6), completion: log.completion("under way"))
            adapter.apply(snapshot(0..<7), completion: log.completion("waiting"))
            adapter.reload(snapshot(0..<8), completion: log.completion("waiting reload"))
        }
        #expect(weakAdapter == nil)
        await log.wait(for: 3)
        #expect(log.calls == ["under way": 1, "waiting": 1, "waiting reload": 1])
    }

    @Test("Deallocated while a diff runs in the background: the completion is called once, the apply abandoned")
    func whenAdapterGoesAwayDuringBackgroundDiffCompletionIsCalledOnce() async {
        let table = makeTable()
        let log = CompletionLog()
        do {
            let adapter = TableViewAdapter(tableView: table)
            adapter.backgroundDiffThreshold = 0
            await adapter.apply(snapshot(0..<5))
            table.layoutIfNeeded()
            adapter.apply(snapshot(0..<9), completion: log.completion("diffing"))
            adapter.apply(snapshot(3..<9), completion: log.completion("superseding"))
        }
        await log.wait(for: 2)
        #expect(log.calls == ["diffing": 1, "superseding": 1])
        // Abandoned: nothing reached the table.
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test("Deallocated before the turn of an apply made from inside a layout: its completion is called once")
    func whenAdapterGoesAwayBeforeReentrantApplyCompletionIsCalledOnce() async {
        let table = makeTable()
        let log = CompletionLog()
        let hook = ConfigureHook()
        do {
            let adapter = TableViewAdapter(tableView: table)
            hook.onConfigure = { [weak adapter] item in
                guard item.id == 0 else { return }
                adapter?.apply(ListSnapshot(), completion: log.completion("from configure"))
            }
            adapter.apply(
                ListSnapshot { Section(0) { Row<HookedCell>(HookedItem(id: 0, hook: hook)) } }, completion: nil)
            table.layoutIfNeeded()
            hook.onConfigure = { _ in }
        }
        await log.wait(for: 1)
        #expect(log.calls == ["from configure": 1])
    }

    @Test("The table goes away mid-apply: the waiting applies still end, each completion once, async ones return")
    func whenTableGoesAwayAppliesEnd() async {
        let adapter: TableViewAdapter
        let log = CompletionLog()
        do {
            let table = makeTable()
            adapter = TableViewAdapter(tableView: table)
            await adapter.apply(snapshot(0..<5))
            adapter.apply(snapshot(0..<6), completion: log.completion("under way"))
            adapter.apply(snapshot(0..<7), completion: log.completion("waiting"))
        }
        #expect(adapter.tableView == nil)
        await log.wait(for: 2)
        await adapter.apply(snapshot(0..<8))
        adapter.reload(snapshot(0..<9), completion: nil)
        await adapter.settled()
        #expect(log.calls == ["under way": 1, "waiting": 1])
        #expect(adapter.snapshot.numberOfRows == 9)
    }

    @Test("Fifty applies in a burst, some from completions: every completion once, in the order of the calls")
    func burstOfAppliesEachCompletionOnceInOrder() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.apply(snapshot(0..<3))
        var order: [Int] = []
        var random = SplitMix64(seed: 3)
        for index in 0..<50 {
            let ids = 0..<Int.random(in: 1...30, using: &random)
            adapter.apply(snapshot(ids, content: index)) {
                order.append(index)
                if index == 10 {
                    adapter.apply(snapshot(0..<4, content: 99)) { order.append(99) }
                }
            }
        }
        await adapter.settled()
        #expect(order == Array(0..<50) + [99])
        expectShows(table, snapshot(0..<4, content: 99))
    }

    @Test("Superseded applies of a collection view: every completion once; deallocated, the rest are abandoned")
    func collectionViewCompletions() async {
        let log = CompletionLog()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        do {
            let adapter = CollectionViewAdapter(collectionView: view)
            await adapter.apply(ListSnapshot { Section(0) { Row<ItemCollectionCell>(TestItem(id: 1)) } })
            for index in 0..<5 {
                adapter.apply(
                    ListSnapshot { Section(0) { Row<ItemCollectionCell>(TestItem(id: 1, content: index)) } },
                    completion: log.completion("apply \(index)"))
            }
            adapter.reload(ListSnapshot(), completion: log.completion("reload"))
        }
        await log.wait(for: 6)
        #expect(log.calls.values.allSatisfy { $0 == 1 })
        #expect(log.calls.count == 6)
    }
}
