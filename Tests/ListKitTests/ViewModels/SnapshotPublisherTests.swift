import ListKit
import ListKitTestSupport
import Testing

/// A hand-written view model, as on systems without Observation.
@MainActor
private final class HandWrittenViewModel: ListViewModel {
    let publisher = SnapshotPublisher()
    var snapshot: ListSnapshot { publisher.snapshot }
    func snapshots() -> AsyncStream<ListSnapshot> { publisher.snapshots() }

    func show(_ ids: Int...) {
        publisher.snapshot = ListSnapshot { Section("items") { for id in ids { Row<TestTextCell>(TestItem(id: id)) } } }
    }
}

@MainActor
@Suite("SnapshotPublisher", .timeLimit(.minutes(10)))
struct SnapshotPublisherTests {
    @Test("A stream yields the current snapshot first, then each new one in order")
    func streamYieldsCurrentThenLaterSnapshots() async {
        let viewModel = HandWrittenViewModel()
        viewModel.show(1)
        var iterator = viewModel.snapshots().makeAsyncIterator()
        viewModel.show(1, 2)
        viewModel.show(3)
        #expect(await iterator.next().map(render) == ["items: 1:0"])
        #expect(await iterator.next().map(render) == ["items: 1:0, 2:0"])
        #expect(await iterator.next().map(render) == ["items: 3:0"])
    }

    @Test("Two streams are independent and both see every snapshot")
    func whenTwoStreamsBothSeeEverySnapshot() async {
        let viewModel = HandWrittenViewModel()
        var first = viewModel.snapshots().makeAsyncIterator()
        var second = viewModel.snapshots().makeAsyncIterator()
        #expect(viewModel.publisher.streamCount == 2)
        viewModel.show(7)
        #expect(await first.next().map(render) == [])
        #expect(await first.next().map(render) == ["items: 7:0"])
        #expect(await second.next().map(render) == [])
        #expect(await second.next().map(render) == ["items: 7:0"])
    }

    @Test("A stream does not keep the view model alive, and ends when it is deallocated")
    func whenViewModelIsDeallocatedStreamFinishes() async {
        var viewModel: HandWrittenViewModel? = HandWrittenViewModel()
        weak let weakViewModel = viewModel
        viewModel?.show(1)
        guard let stream = viewModel?.snapshots() else {
            Issue.record("no view model")
            return
        }
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next().map(render) == ["items: 1:0"])
        viewModel = nil
        #expect(weakViewModel == nil)
        #expect(await iterator.next() == nil)
    }

    @Test("A stream that is dropped is forgotten at the next snapshot")
    func whenStreamIsDroppedPublisherForgetsIt() {
        let publisher = SnapshotPublisher()
        do {
            let stream = publisher.snapshots()
            _ = stream
        }
        publisher.snapshot = ListSnapshot { Section("s") { Row<TestTextCell>(TestItem(id: 1)) } }
        #expect(publisher.streamCount == 0)
    }

    @Test("A consumer task that is cancelled ends its loop; the others go on")
    func whenConsumerIsCancelledItsLoopEnds() async {
        let viewModel = HandWrittenViewModel()
        let stream = viewModel.snapshots()
        let consumer = Task { @MainActor in
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        var other = viewModel.snapshots().makeAsyncIterator()
        consumer.cancel()
        #expect(await consumer.value <= 1)
        viewModel.show(2)
        #expect(await other.next().map(render) == [])
        #expect(await other.next().map(render) == ["items: 2:0"])
    }
}
