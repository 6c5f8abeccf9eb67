import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A chat of self-sizing messages `ids` (``WrappingNoteCell``s) for a table.
private func chat(_ ids: some Sequence<Int>) -> ListSnapshot {
    ListSnapshot { Section(0) { for id in ids { Row<WrappingNoteCell>(WrappedNote(id: id, text: messageText(id))) } } }
}

/// A chat of self-sizing cards `ids` (``CardCell``s) for a collection view.
private func cards(_ ids: some Sequence<Int>, log: SizingLog) -> ListSnapshot {
    ListSnapshot { Section(0) { for id in ids { Row<CardCell>(Card(id: id, text: messageText(id), log: log)) } } }
}

/// A 320 × 600 table of self-sizing rows, as a chat has, and its adapter.
@MainActor
private func makeChatTable() -> (UITableView, TableViewAdapter) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    return (table, TableViewAdapter(tableView: table))
}

/// The rows on screen and the top of each in the bounds, by id.
@MainActor
private func placesOnScreen(
    _ ids: some Sequence<Int>, adapter: ListViewAdapter, view: UIScrollView
) -> [Int: CGFloat] {
    var places: [Int: CGFloat] = [:]
    for id in ids { if let frame = frameInBounds(of: id, in: adapter, view: view) { places[id] = frame.minY } }
    return places
}

/// Whether the same rows are on screen at the same tops, to the rounding of the offsets' subtractions (a billionth of a
/// point).
private func sameTops(_ after: [Int: CGFloat], _ before: [Int: CGFloat]) -> Bool {
    after.keys.sorted() == before.keys.sorted()
        && before.allSatisfy { id, top in after[id].map { abs($0 - top) < 1e-9 } ?? false }
}

@MainActor
@Suite(
    "Lists that grow at the top: rows kept in place, exact scrolls to the end, the near-start trigger",
    .timeLimit(.minutes(10)))
struct ListsThatGrowAtTheTopTests {
    init() { failOnInconsistency() }

    @Test("Twenty older self-sizing messages loaded above leave every message on screen at its y in a table")
    func tableKeepsMessagesInPlace() async throws {
        let (table, adapter) = makeChatTable()
        await adapter.apply(chat(100..<140))
        adapter.scrollToRow(withID: 139, at: .bottom, animated: false)
        // The user drags up to where a message is cut by the top, as in the story.
        table.scroll(to: CGPoint(x: 0, y: 203.3))
        let before = placesOnScreen(100..<140, adapter: adapter, view: table)
        let first = try #require(before.min { $0.value < $1.value })
        #expect(first.value < 0)

        await adapter.apply(chat(80..<140))
        table.layoutIfNeeded()
        #expect(adapter.indexPath(forRowWithID: first.key) == IndexPath(row: first.key - 80, section: 0))
        let kept = try #require(frameInBounds(of: first.key, in: adapter, view: table))
        #expect(abs(kept.minY - first.value) < 1e-9)
        #expect(sameTops(placesOnScreen(100..<140, adapter: adapter, view: table), before))
        // None of the older messages is on screen.
        #expect(placesOnScreen(80..<100, adapter: adapter, view: table).isEmpty)
    }

    @Test("With keepsVisibleRowsInPlace off, rows loaded above push the rows on screen down as UIKit does")
    func tableWithoutKeepingInPlace() async throws {
        let (table, adapter) = makeChatTable()
        adapter.keepsVisibleRowsInPlace = false
        await adapter.apply(chat(100..<140))
        table.layoutIfNeeded()
        table.scroll(to: CGPoint(x: 0, y: 200))
        let before = placesOnScreen(100..<140, adapter: adapter, view: table)
        await adapter.apply(chat(80..<140))
        table.layoutIfNeeded()
        #expect(!sameTops(placesOnScreen(100..<140, adapter: adapter, view: table), before))
        #expect(!placesOnScreen(80..<100, adapter: adapter, view: table).isEmpty)
    }

    @Test("At the very top of a list without a near-start trigger, rows inserted above are shown, as in UIKit")
    func topOfAFeedShowsNewRows() async throws {
        let (table, adapter) = makeChatTable()
        await adapter.apply(chat(100..<140))
        table.layoutIfNeeded()
        await adapter.apply(chat(98..<140))
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == 0)
        #expect(frameInBounds(of: 98, in: adapter, view: table)?.minY == 0)
    }

    @Test("When the first row on screen is deleted as older rows arrive, the next row on screen keeps its place")
    func deletedAnchorGivesWayToTheNext() async throws {
        let (table, adapter) = makeChatTable()
        await adapter.apply(chat(100..<140))
        table.layoutIfNeeded()
        table.scroll(to: CGPoint(x: 0, y: 130))
        let before = placesOnScreen(100..<140, adapter: adapter, view: table)
        let onScreen = before.keys.sorted()
        let deleted = try #require(onScreen.first)
        let next = onScreen[1]

        await adapter.apply(chat(Array(80..<100) + Array(100..<140).filter { $0 != deleted }))
        table.layoutIfNeeded()
        #expect(adapter.indexPath(forRowWithID: deleted) == nil)
        let kept = try #require(frameInBounds(of: next, in: adapter, view: table))
        #expect(abs(kept.minY - (before[next] ?? .infinity)) < 1e-9)
    }

    @Test("A row on screen moved far away leaves its place to the next one, and a section inserted above keeps it")
    func movedAnchorAndInsertedSection() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.rowHeight = 44
        await adapter.apply(ListSnapshot { Section("b") { for id in 0..<60 { item(id) } } })
        table.scroll(to: CGPoint(x: 0, y: 10 * 44 + 20))
        // Rows 10 (cut by the top), 11, ... on screen; row 10 moves to the end.
        await adapter.apply(
            ListSnapshot { Section("b") { for id in Array(0..<10) + Array(11..<60) + [10] { item(id) } } })
        table.layoutIfNeeded()
        let next = try #require(frameInBounds(of: 11, in: adapter, view: table))
        #expect(next.minY == 24)
        #expect(adapter.indexPath(forRowWithID: 10) == IndexPath(row: 59, section: 0))

        // A section of five rows inserted above: row 11 stays where it is, one section down.
        await adapter.apply(
            ListSnapshot {
                Section("a") { for id in 100..<105 { item(id) } }
                Section("b") { for id in Array(0..<10) + Array(11..<60) + [10] { item(id) } }
            })
        table.layoutIfNeeded()
        #expect(adapter.indexPath(forRowWithID: 11) == IndexPath(row: 10, section: 1))
        #expect(frameInBounds(of: 11, in: adapter, view: table)?.minY == 24)
    }

    @Test("Twenty older self-sizing cards loaded above leave every card on screen at its y in a collection view")
    func collectionKeepsCardsInPlace() async throws {
        let (view, adapter) = makeSelfSizingCollection()
        let log = SizingLog()
        await adapter.apply(cards(100..<140, log: log))
        adapter.scrollToRow(withID: 139, at: .bottom, animated: false)
        view.scroll(to: CGPoint(x: 0, y: 203.3))
        let before = placesOnScreen(100..<140, adapter: adapter, view: view)
        let first = try #require(before.min { $0.value < $1.value })
        #expect(first.value < 0)

        await adapter.apply(cards(80..<140, log: log))
        view.layoutIfNeeded()
        let kept = try #require(frameInBounds(of: first.key, in: adapter, view: view))
        #expect(abs(kept.minY - first.value) < 1e-9)
        #expect(sameTops(placesOnScreen(100..<140, adapter: adapter, view: view), before))
        #expect(placesOnScreen(80..<100, adapter: adapter, view: view).isEmpty)
    }

    @Test("Scrolling to the last of 200 self-sizing rows at the bottom lands it exactly above the adjusted inset")
    func tableScrollToLastLandsExactly() async throws {
        let (table, adapter) = makeChatTable()
        table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        await adapter.apply(chat(0..<200))
        #expect(adapter.scrollToRow(withID: 199, at: .bottom, animated: false))
        let last = table.rectForRow(at: IndexPath(row: 199, section: 0))
        #expect(last.maxY == table.bounds.maxY - table.adjustedContentInset.bottom)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 199, section: 0)) as? WrappingNoteCell)
        #expect(cell.note?.id == 199)
        #expect(cell.frame.maxY == last.maxY)
        // Measured, not estimated: the last message has its own height.
        #expect(last.height != 44)
    }

    @Test("Scrolling to the last of 200 self-sizing items at the bottom lands it exactly in a collection view")
    func collectionScrollToLastLandsExactly() async throws {
        let (view, adapter) = makeSelfSizingCollection()
        view.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        await adapter.apply(cards(0..<200, log: SizingLog()))
        #expect(adapter.scrollToRow(withID: 199, at: .bottom, animated: false))
        let last = try #require(view.layoutAttributesForItem(at: IndexPath(item: 199, section: 0))?.frame)
        #expect(last.maxY == view.bounds.maxY - view.adjustedContentInset.bottom)
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 199, section: 0)))
    }

    @Test("An animated scroll to the last of 200 self-sizing rows lands it exactly, and so does one back to the first")
    func tableAnimatedScrollLandsExactly() async throws {
        let (table, adapter) = makeChatTable()
        table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        await adapter.apply(chat(0..<200))
        #expect(adapter.scrollToRow(withID: 199, at: .bottom, animated: true))
        table.layoutIfNeeded()
        let last = table.rectForRow(at: IndexPath(row: 199, section: 0))
        #expect(last.maxY == table.bounds.maxY - table.adjustedContentInset.bottom)
        #expect(last.height != 44)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 199, section: 0)))
        #expect(cell.frame.maxY == last.maxY)

        #expect(adapter.scrollToRow(withID: 0, at: .top, animated: true))
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == table.bounds.minY)
        #expect(adapter.scrollToRow(withID: 120, at: .middle, animated: true))
        table.layoutIfNeeded()
        let middle = table.rectForRow(at: IndexPath(row: 120, section: 0))
        #expect(abs(middle.midY - (table.bounds.minY + (table.bounds.height - 34) / 2)) < 1e-9)
    }

    @Test("An animated scroll to the last of 200 self-sizing items lands it exactly in a collection view")
    func collectionAnimatedScrollLandsExactly() async throws {
        let (view, adapter) = makeSelfSizingCollection()
        view.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        await adapter.apply(cards(0..<200, log: SizingLog()))
        #expect(adapter.scrollToRow(withID: 199, at: .bottom, animated: true))
        view.layoutIfNeeded()
        let last = try #require(view.layoutAttributesForItem(at: IndexPath(item: 199, section: 0))?.frame)
        #expect(last.maxY == view.bounds.maxY - view.adjustedContentInset.bottom)
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 199, section: 0)))
    }

    @Test("The near-start trigger waits for the user, fires once per approach, and not again while the load runs")
    func nearStartFiresOncePerApproach() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.rowHeight = 44
        var calls = 0
        adapter.onNearStart(within: 3) { calls += 1 }
        await adapter.apply(ListSnapshot { Section(0) { for id in 100..<140 { item(id) } } })
        table.layoutIfNeeded()
        // Open at the start, the list loads nothing until the user acts; the code scrolls to the end.
        #expect(calls == 0)
        adapter.scrollToRow(withID: 139, at: .bottom, animated: false)
        // More than a screen from the start: neither the rows on screen nor those prefetched above are near it.
        table.scroll(to: CGPoint(x: 0, y: 1000))
        #expect(calls == 0)

        // The user reaches the start: one call.
        table.scroll(to: CGPoint(x: 0, y: 0))
        #expect(calls == 1)
        // Back and forth near the start while the older rows load: no second call.
        table.scroll(to: CGPoint(x: 0, y: 100))
        table.scroll(to: CGPoint(x: 0, y: 0))
        #expect(calls == 1)

        // The older rows arrive above; the rows on screen stay, far from the new start: no call.
        await adapter.apply(ListSnapshot { Section(0) { for id in 80..<140 { item(id) } } })
        #expect(calls == 1)
        #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).minY == table.contentOffset.y)
        // The next approach calls again.
        table.scroll(to: CGPoint(x: 0, y: 0))
        #expect(calls == 2)

        // Away and back, with the start unchanged (the load found nothing): a new approach.
        table.scroll(to: CGPoint(x: 0, y: 800))
        table.scroll(to: CGPoint(x: 0, y: 0))
        #expect(calls == 3)

        adapter.onNearStart(perform: nil)
        table.scroll(to: CGPoint(x: 0, y: 800))
        table.scroll(to: CGPoint(x: 0, y: 0))
        #expect(calls == 3)
    }

    @Test(
        "A collection view's near-start trigger fires once per approach, and again for a page shorter than the screen")
    func collectionNearStart() async {
        let (view, adapter) = makeListCollection()
        var calls = 0
        adapter.onNearStart(within: 2) { calls += 1 }
        await adapter.apply(items(100..<140))
        adapter.scrollToRow(withID: 139, at: .bottom, animated: false)
        // Prefetching a screen ahead reaches the start before the rows do: that is the approach, and one call.
        view.scroll(to: CGPoint(x: 0, y: 500))
        view.scroll(to: CGPoint(x: 0, y: 0))
        #expect(calls == 1)
        view.scroll(to: CGPoint(x: 0, y: 10))
        #expect(calls == 1)
        // A page of one row arrives: the start moved and one of the first rows is still on screen, so it asks again.
        await adapter.apply(items(99..<140))
        #expect(calls == 2)
    }
}

/// Items `ids` as `ItemCollectionCell` rows in one section.
private func items(_ ids: Range<Int>) -> ListSnapshot {
    ListSnapshot { Section(0) { for id in ids { Row<ItemCollectionCell>(TestItem(id: id)) } } }
}
