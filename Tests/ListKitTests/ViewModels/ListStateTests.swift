import ListKit
import Testing

private struct Failure: Error {}

@Suite("ListState", .timeLimit(.minutes(10)))
struct ListStateTests {
    @Test("The helpers read each case")
    func helpersReadEachCase() {
        let loaded = ListState<[Int]>.loaded([1])
        #expect(loaded.content == [1])
        #expect(!loaded.isLoading && !loaded.isEmpty && loaded.error == nil)
        #expect(ListState<[Int]>.loading.isLoading)
        #expect(ListState<[Int]>.empty([]).isEmpty)
        #expect(ListState<[Int]>.empty([3]).content == [3])
        #expect(ListState<[Int]>.idle.content == nil && ListState<[Int]>.loading.content == nil)
        #expect(ListState<[Int]>.failed(Failure()).content == nil)
        #expect(ListState<[Int]>.failed(Failure()).error is Failure)
        #expect("\(ListState<[Int]>.idle)" == "idle")
        #expect("\(loaded)" == "loaded([1])")
        #expect("\(ListState<[Int]>.empty([2]))" == "empty([2])")
    }

    @Test("A state of sendable content crosses actors")
    func stateIsSendable() async {
        let state = ListState<[Int]>.failed(Failure())
        let echoed = await Task.detached { state }.value
        #expect(echoed.error is Failure)
    }
}
