#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Outlines from Apple's documentation of apply(_:to:animatingDifferences:completion:) and of
// NSDiffableDataSourceSectionSnapshot ("Use section snapshots ... to create hierarchical data"), and reordering from
// the documentation of reorderingHandlers ("didReorder: ... update your backing store with the transaction"), see
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/reorderinghandlers-swift.struct
@MainActor
@Suite("Diffable outlines and reordering", .timeLimit(.minutes(10)))
struct DiffableOutlineAndReorderTests {
    /// Three levels: Animals > Birds > (Owl, Wren); Animals > Fish; Plants.
    func makeOutline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Animals", "Plants"])
        outline.append(["Birds", "Fish"], to: "Animals")
        outline.append(["Owl", "Wren"], to: "Birds")
        return outline
    }

    /// Applies a section snapshot and waits for it; returns the messages raised.
    func apply(
        _ outline: NSDiffableDataSourceSectionSnapshot<String>, to list: DiffableList, section: String = "Main"
    ) async -> [String] {
        var messages: [String] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            messages = raisedMessages { list.dataSource.apply(outline, to: section) { done.resume() } }
        }
        return messages
    }

    @Test("An outline three levels deep shows its visible items as it expands and collapses")
    func outlineExpandsAndCollapses() async {
        let list = DiffableList()
        var outline = makeOutline()
        #expect(await apply(outline, to: list).isEmpty)
        #expect(list.visibleTexts == ["Animals", "Plants"])
        outline.expand(["Animals"])
        #expect(await apply(outline, to: list).isEmpty)
        #expect(list.visibleTexts == ["Animals", "Birds", "Fish", "Plants"])
        outline.expand(["Birds"])
        #expect(await apply(outline, to: list).isEmpty)
        #expect(list.visibleTexts == ["Animals", "Birds", "Owl", "Wren", "Fish", "Plants"])
        #expect(list.dataSource.snapshot(for: "Main").level(of: "Wren") == 2)
        #expect(list.dataSource.snapshot(for: "Main").isExpanded("Birds"))
        outline.collapse(["Animals"])
        #expect(await apply(outline, to: list).isEmpty)
        #expect(list.visibleTexts == ["Animals", "Plants"])
        #expect(list.collectionView.batchCount == 3)
    }

    @Test("A section without a section snapshot answers its items as roots")
    func flatSectionSnapshot() async {
        let list = DiffableList()
        _ = await applyAndWait(makeSnapshot([("A", ["a1", "a2"])]), to: list.dataSource)
        let section = list.dataSource.snapshot(for: "A")
        #expect(section.rootItems == ["a1", "a2"])
        #expect(section.visibleItems == ["a1", "a2"])
    }

    @Test("A reorder reaches the app: willReorder before, didReorder after the snapshot holds the new order")
    func reorderTransactionReachesTheApp() async throws {
        let list = DiffableList()
        _ = await applyAndWait(makeSnapshot([("A", ["a", "b", "c"]), ("B", ["d"])]), to: list.dataSource)
        _ = list.visibleTexts
        var events: [String] = []
        var received: NSDiffableDataSourceTransaction<String, String>?
        let dataSource = list.dataSource
        dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        dataSource.reorderingHandlers.willReorder = { _ in
            events.append("will " + dataSource.snapshot().itemIdentifiers.joined())
        }
        dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did " + dataSource.snapshot().itemIdentifiers.joined())
            received = transaction
        }
        #expect(list.collectionView.simulateMove(from: path(1, 0), to: path(0, 0)) == nil)
        let messages = raisedMessages { _ = list.collectionView.simulateMove(from: path(0, 0), to: path(0, 2)) }
        #expect(messages.isEmpty)
        #expect(events == ["will abcd", "did bcad"])
        let transaction = try #require(received)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d"])
        #expect(["a", "b", "c", "d"].applying(transaction.difference) == ["b", "c", "a", "d"])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == ["b", "c", "a"])
        #expect(list.visibleTexts == ["b", "c", "a", "d"])
    }

    @Test("Without a canReorderItem handler no item moves")
    func reorderingIsOffByDefault() async {
        let list = DiffableList()
        _ = await applyAndWait(makeSnapshot([("A", ["a", "b"])]), to: list.dataSource)
        _ = list.visibleTexts
        #expect(list.collectionView.simulateMove(from: path(0, 0), to: path(0, 1)) == nil)
        #expect(list.dataSource.snapshot().itemIdentifiers == ["a", "b"])
    }
}
#endif
