#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The completion of `performBatchUpdates(_:completion:)` runs asynchronously, as in UIKit ("Called async when all
/// animations are finished", Badoo's engineering article on batch updates), while the update itself is applied at once.
@MainActor
@Suite("Batch update completions", .timeLimit(.minutes(10)))
struct BatchUpdateCompletionTests {
    /// A laid-out table over the sections, and its data source (the table holds it weakly).
    private func table(_ sections: [[String]]) -> (UITableView, TableSpecDataSource) {
        let source = TableSpecDataSource(sections)
        let table = makeTable(source, height: 440)
        table.layoutIfNeeded()
        return (table, source)
    }

    /// A laid-out collection view of one column of 10-point items over the sections.
    private func collectionView(_ sections: [[String]]) -> (TestCollectionView, GridDataSource) {
        let (collectionView, dataSource) = makeGrid(
            counts: [], width: 100, height: 100, itemSize: CGSize(width: 100, height: 10))
        dataSource.sections = sections
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @Test("A table completion has not run when perform batch updates returns and runs after an await")
    func tableCompletionHasNotRunWhenPerformBatchUpdatesReturnsAndRunsAfterAnAwait() async {
        let (table, source) = table([["a"]])
        var calls: [Bool] = []
        let finished = await awaitingCompletion { done in
            source.sections[0] = ["a", "b"]
            table.performBatchUpdates(
                { table.insertRows(at: [rowPath(1)], with: .fade) },
                completion: {
                    calls.append($0)
                    done($0)
                })
            // The update is applied at once; only the completion waits.
            #expect(calls.isEmpty)
            #expect(visibleTexts(table) == ["a", "b"])
        }
        #expect(finished == true)
        #expect(calls == [true])
    }

    @Test("A collection view completion has not run when perform batch updates returns and runs after an await")
    func collectionCompletionHasNotRunWhenPerformBatchUpdatesReturnsAndRunsAfterAnAwait() async {
        let (collectionView, dataSource) = collectionView([["a"]])
        var calls: [Bool] = []
        let finished = await awaitingCompletion { done in
            dataSource.sections = [["a", "b"]]
            collectionView.performBatchUpdates(
                { collectionView.insertItems(at: [path(0, 1)]) },
                completion: {
                    calls.append($0)
                    done($0)
                })
            #expect(calls.isEmpty)
            #expect(visibleItemTexts(collectionView) == ["a", "b"])
        }
        #expect(finished == true)
        #expect(calls == [true])
    }

    @Test("Completions of consecutive updates run in the order of the updates across views")
    func completionsOfConsecutiveUpdatesRunInTheOrderOfTheUpdatesAcrossViews() async {
        let (table, source) = table([["a"]])
        let (collectionView, dataSource) = collectionView([["a"]])
        var order: [String] = []
        _ = await awaitingCompletion { done in
            source.sections[0] = ["a", "b"]
            table.performBatchUpdates(
                { table.insertRows(at: [rowPath(1)], with: .fade) }, completion: { _ in order.append("table 1") })
            dataSource.sections = [["a", "b"]]
            collectionView.performBatchUpdates(
                { collectionView.insertItems(at: [path(0, 1)]) }, completion: { _ in order.append("collection 2") })
            source.sections[0] = ["a", "b", "c"]
            table.performBatchUpdates(
                { table.insertRows(at: [rowPath(2)], with: .fade) }, completion: { _ in order.append("table 3") })
            table.performBatchUpdates(
                nil,
                completion: {
                    order.append("table 4")
                    done($0)
                })
            #expect(order.isEmpty)
        }
        #expect(order == ["table 1", "collection 2", "table 3", "table 4"])
        #expect(visibleTexts(table) == ["a", "b", "c"])
    }

    @Test("Completion of an update performed in a completion runs in a later turn")
    func completionOfAnUpdatePerformedInACompletionRunsInALaterTurn() async {
        let (table, source) = table([["a"]])
        var order: [String] = []
        _ = await awaitingCompletion { done in
            table.performBatchUpdates(nil) { _ in
                order.append("first")
                source.sections[0] = ["a", "b"]
                table.performBatchUpdates({ table.insertRows(at: [rowPath(1)], with: .fade) }) {
                    order.append("second")
                    done($0)
                }
                // Performed inside the first completion: its own completion has not run on return either.
                order.append("first returns")
            }
        }
        #expect(order == ["first", "first returns", "second"])
    }

    @Test("Rejected table update calls its completion with false asynchronously")
    func rejectedTableUpdateCallsItsCompletionWithFalseAsynchronously() async {
        let (table, source) = table([["a", "b"]])
        var calls: [Bool] = []
        var messages: [String] = []
        let finished = await awaitingCompletion { done in
            source.sections[0] = ["a", "b", "c", "d"]
            messages = raisedMessages {
                table.performBatchUpdates(
                    { table.insertRows(at: [rowPath(2)], with: .fade) },
                    completion: {
                        calls.append($0)
                        done($0)
                    })
            }
            #expect(calls.isEmpty)
        }
        #expect(messages.count == 1)
        #expect(finished == false)
        #expect(calls == [false])
        #expect(visibleTexts(table) == ["a", "b", "c", "d"])
    }

    @Test("Rejected collection update calls its completion with false asynchronously")
    func rejectedCollectionUpdateCallsItsCompletionWithFalseAsynchronously() async {
        let (collectionView, dataSource) = collectionView([["a", "b"]])
        var calls: [Bool] = []
        var messages: [String] = []
        let finished = await awaitingCompletion { done in
            dataSource.sections = [["a", "b", "c"]]
            messages = raisedMessages {
                collectionView.performBatchUpdates(
                    nil,
                    completion: {
                        calls.append($0)
                        done($0)
                    })
            }
            #expect(calls.isEmpty)
        }
        #expect(messages.count == 1)
        #expect(finished == false)
        #expect(calls == [false])
        #expect(visibleItemTexts(collectionView) == ["a", "b", "c"])
    }

    @Test("beginUpdates and endUpdates have no completion and apply at once")
    func beginAndEndUpdatesHaveNoCompletionAndApplyAtOnce() {
        let (table, source) = table([["a"]])
        source.sections[0] = ["b", "a"]
        table.beginUpdates()
        table.insertRows(at: [rowPath(0)], with: .fade)
        table.endUpdates()
        #expect(visibleTexts(table) == ["b", "a"])
    }
}
#endif
