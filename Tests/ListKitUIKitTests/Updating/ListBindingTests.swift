import ListKit
import ListKitTestSupport
import ListKitUIKit
import Observation
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A hand-written view model over a ``SnapshotPublisher``.
@MainActor
final class PublishingViewModel: ListViewModel {
    let publisher: SnapshotPublisher
    init(_ snapshot: ListSnapshot = ListSnapshot()) { publisher = SnapshotPublisher(snapshot) }
    var snapshot: ListSnapshot { publisher.snapshot }
    func snapshots() -> AsyncStream<ListSnapshot> { publisher.snapshots() }
    func show(_ ids: some Sequence<Int>, content: Int = 0) {
        publisher.snapshot = ListSnapshot { Section(0) { for id in ids { item(id, content) } } }
    }
}

/// A view model followed through Observation, whose snapshot is computed from its state on every read.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@MainActor
@Observable
final class ObservedViewModel: ListViewModel {
    var ids: [Int] = []
    var snapshot: ListSnapshot {
        ListSnapshot { Section(0) { for id in ids { item(id) } } }
    }
}

@MainActor
@Suite("Binding and settling", .timeLimit(.minutes(10)))
struct ListBindingTests {
    init() { failOnInconsistency() }

    @Test("bind(to:) shows the view model's snapshot before it returns, with no turn of the main actor")
    func bindShowsCurrentSnapshotAtOnce() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let viewModel = PublishingViewModel(ListSnapshot { Section(0) { for id in 0..<3 { item(id) } } })
        adapter.bind(to: viewModel)
        expectShows(table, viewModel.snapshot)
    }

    @Test("settled() returns once what the view model published is on screen, however many snapshots it was")
    func settledWaitsForPublishedSnapshots() async {
        let table = makeRecordingTable()
        let adapter = TableViewAdapter(tableView: table)
        let viewModel = PublishingViewModel()
        viewModel.show(0..<3)
        adapter.bind(to: viewModel)
        viewModel.show(0..<5)
        viewModel.show(0..<7, content: 1)
        await adapter.settled()
        expectShows(table, viewModel.snapshot)
        // The snapshots still in the stream when settled() caught up are older: they never come back.
        viewModel.show(0..<2, content: 2)
        await adapter.settled()
        expectShows(table, viewModel.snapshot)
        // 7 and 2 each changed rows as well: each apply's second batch update reconfigures them, the counts unchanged.
        #expect(table.states.map(\.first) == [3, 7, 7, 2, 2])
    }

    @Test("settled() with nothing pending returns; the stream's first element, the snapshot shown, changes nothing")
    func settledWhenNothingIsPending() async {
        let table = makeRecordingTable()
        let adapter = TableViewAdapter(tableView: table)
        await adapter.settled()
        let viewModel = PublishingViewModel(ListSnapshot { Section(0) { item(1) } })
        adapter.bind(to: viewModel)
        await adapter.settled()
        // Give the binding's stream the turns it needs to deliver its first element.
        for _ in 0..<10 { await Task.yield() }
        await adapter.settled()
        // The reload of bind(to:), and nothing else.
        #expect(table.states == [[1]])
        expectShows(table, viewModel.snapshot)
    }

    @Test("settled() includes what a completion applies while it waits")
    func settledIncludesAppliesFromCompletions() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let viewModel = PublishingViewModel(ListSnapshot { Section(0) { item(1) } })
        adapter.bind(to: viewModel)
        adapter.apply(ListSnapshot { Section(0) { item(2) } }) {
            viewModel.show(0..<4)
            adapter.apply(viewModel.snapshot)
        }
        await adapter.settled()
        expectShows(table, viewModel.snapshot)
    }

    /// With background diffing, each read's new value would be another apply to wait for, were `settled()` to catch
    /// up with the view model in a loop: it catches up once, and returns.
    @Test(
        "An observable view model whose snapshot is computed on every read: shown at once, then followed",
        arguments: [false, true])
    func observableViewModel(backgroundDiff: Bool) async {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) else { return }
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        if backgroundDiff { adapter.backgroundDiffThreshold = 0 }
        let viewModel = ObservedViewModel()
        viewModel.ids = [1, 2]
        adapter.bind(to: viewModel)
        expectShows(table, viewModel.snapshot)
        viewModel.ids = [3, 1, 2]
        await adapter.settled()
        expectShows(table, viewModel.snapshot)
        viewModel.ids = [2]
        await adapter.settled()
        expectShows(table, viewModel.snapshot)
    }

    @Test("Binding again replaces the binding: the first view model's snapshots no longer reach the table")
    func bindingAgainReplacesTheBinding() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let first = PublishingViewModel(ListSnapshot { Section(0) { item(1) } })
        let second = PublishingViewModel(
            ListSnapshot {
                Section(0) {
                    item(2); item(3)
                }
            })
        let firstBinding = adapter.bind(to: first)
        adapter.bind(to: second)
        #expect(firstBinding.isCancelled)
        first.show(0..<9)
        await adapter.settled()
        expectShows(table, second.snapshot)
    }

    @Test("A collection view adapter binds and settles the same way")
    func collectionViewBindsAndSettles() async {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        func snapshot(_ ids: Range<Int>) -> ListSnapshot {
            ListSnapshot { Section(0) { for id in ids { Row<ItemCollectionCell>(TestItem(id: id)) } } }
        }
        let viewModel = PublishingViewModel()
        viewModel.publisher.snapshot = snapshot(0..<3)
        adapter.bind(to: viewModel)
        #expect(view.numberOfItems(inSection: 0) == 3)
        viewModel.publisher.snapshot = snapshot(0..<5)
        await adapter.settled()
        #expect(view.numberOfItems(inSection: 0) == 5)
    }
}
