import ListKit
import ListKitTestSupport
import Observation
import Testing

/// An `@Observable` view model: `snapshots()` comes from the default implementation.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
private final class ObservedViewModel: ListViewModel {
    var ids: [Int] = []
    var title = "items"

    var snapshot: ListSnapshot {
        ListSnapshot { Section(title) { for id in ids { Row<TestTextCell>(TestItem(id: id)) } } }
    }
}

// Swift Testing takes no `@available` on tests: each test returns early where Observation is missing.
@MainActor
@Suite("ListViewModel through Observation", .timeLimit(.minutes(10)))
struct ObservationSnapshotsTests {
    @Test("An @Observable view model's stream yields the current snapshot, then one after each change")
    func observableViewModelStreamFollowsChanges() async {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
        let viewModel = ObservedViewModel()
        viewModel.ids = [1]
        var iterator = viewModel.snapshots().makeAsyncIterator()
        #expect(await iterator.next().map(render) == ["items: 1:0"])
        viewModel.ids.append(2)
        #expect(await iterator.next().map(render) == ["items: 1:0, 2:0"])
        viewModel.title = "renamed"
        #expect(await iterator.next().map(render) == ["renamed: 1:0, 2:0"])
    }

    @Test("Changes in one turn of the main actor arrive as one snapshot with the newest value")
    func observableViewModelChangesInOneTurnCoalesce() async {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
        let viewModel = ObservedViewModel()
        var iterator = viewModel.snapshots().makeAsyncIterator()
        #expect(await iterator.next().map(render) == [])
        viewModel.ids = [1]
        viewModel.ids = [1, 2, 3]
        #expect(await iterator.next().map(render) == ["items: 1:0, 2:0, 3:0"])
    }

    @Test("The stream does not keep the model alive, and ends when the model is deallocated")
    func whenObservableViewModelIsDeallocatedStreamFinishes() async {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
        var viewModel: ObservedViewModel? = ObservedViewModel()
        weak let weakViewModel = viewModel
        viewModel?.ids = [5]
        guard let stream = viewModel?.snapshots() else {
            Issue.record("no view model")
            return
        }
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next().map(render) == ["items: 5:0"])
        viewModel = nil
        #expect(weakViewModel == nil)
        #expect(await iterator.next() == nil)
    }

    @Test("A model deallocated right after a change ends the stream")
    func whenModelGoesAwayAfterChangeStreamFinishes() async {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
        var viewModel: ObservedViewModel? = ObservedViewModel()
        guard let stream = viewModel?.snapshots() else {
            Issue.record("no view model")
            return
        }
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next().map(render) == [])
        viewModel?.ids = [1]
        viewModel = nil
        #expect(await iterator.next() == nil)
    }
}
