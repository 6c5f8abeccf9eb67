import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How long a binding lives: it holds neither the adapter nor the view model, and once cancelled applies nothing.
@MainActor
@Suite("A binding's lifetime", .timeLimit(.minutes(10)))
struct ListBindingLifetimeTests {
    init() { failOnInconsistency() }

    @Test("The binding ends when the view model goes away, and keeps neither side alive")
    func bindingHoldsNeitherSide() async {
        let table = makeTable()
        weak var weakViewModel: LoadableListViewModel<String>?
        weak var weakAdapter: TableViewAdapter?
        weak var weakBinding: ListBinding?
        do {
            let adapter = TableViewAdapter(tableView: table)
            let viewModel = LoadableListViewModel<String>(load: { throw CancellationError() }, sections: { _ in [] })
            weakBinding = adapter.bind(to: viewModel)
            weakViewModel = viewModel
            weakAdapter = adapter
            await adapter.settled()
        }
        #expect(weakViewModel == nil)
        #expect(weakAdapter == nil)
        #expect(weakBinding == nil)
    }

    @Test("A cancelled binding applies no further snapshot")
    func cancelledBindingStopsApplying() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let publisher = SnapshotPublisher(ListSnapshot { Section(0) { item(1) } })
        final class Model: ListViewModel {
            let publisher: SnapshotPublisher
            init(_ publisher: SnapshotPublisher) { self.publisher = publisher }
            var snapshot: ListSnapshot { publisher.snapshot }
            func snapshots() -> AsyncStream<ListSnapshot> { publisher.snapshots() }
        }
        let viewModel = Model(publisher)
        let binding = adapter.bind(to: viewModel)
        #expect(table.numberOfRows(inSection: 0) == 1)
        publisher.snapshot = ListSnapshot {
            Section(0) {
                item(1); item(2)
            }
        }
        await adapter.settled()
        #expect(table.numberOfRows(inSection: 0) == 2)
        binding.cancel()
        #expect(binding.isCancelled)
        publisher.snapshot = ListSnapshot { Section(0) { item(3) } }
        await adapter.settled()
        // Nothing to wait for: give a stream that was not cancelled the turns it would need to deliver.
        for _ in 0..<20 { await Task.yield() }
        #expect(adapter.snapshot.sections.first?.rows.map(\.id) == [1, 2])
    }
}
