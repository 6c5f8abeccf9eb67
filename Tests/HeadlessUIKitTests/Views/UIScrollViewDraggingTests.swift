#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// `scroll(to:)` is one drag, the same for the table and the collection view: UIKit's drag messages, the offset kept
/// within the content, and the view laid out at the new offset.
@MainActor
@Suite("UIScrollView scroll(to:), a drag", .timeLimit(.minutes(10)))
struct UIScrollViewDraggingTests {
    @Test("Table scroll sends the drag messages and keeps the offset within the content")
    func tableScrollSendsTheDragMessagesAndKeepsTheOffsetWithinTheContent() {
        let source = TableSpecDataSource(rows: 20)  // 20 rows of 44 points: 880 points of content
        let log = ScrollEventLog()
        let table = makeTable(source, height: 440)
        table.delegate = log
        table.scroll(to: CGPoint(x: 0, y: 10_000))
        #expect(table.contentOffset == CGPoint(x: 0, y: 440))
        #expect(table.indexPathsForVisibleRows?.first == rowPath(10))
        #expect(table.indexPathsForVisibleRows?.last == rowPath(19))
        table.scroll(to: CGPoint(x: 30, y: -40))
        #expect(table.contentOffset == .zero)
        #expect(
            log.events == [
                "willBeginDragging", "didScroll 440", "didEndDragging false",
                "willBeginDragging", "didScroll 0", "didEndDragging false",
            ])
    }

    @Test("Drag to the offset already shown begins and ends without did scroll")
    func dragToTheOffsetAlreadyShownBeginsAndEndsWithoutDidScroll() {
        let source = TableSpecDataSource(rows: 20)
        let log = ScrollEventLog()
        let table = makeTable(source, height: 440)
        table.delegate = log
        table.scroll(to: CGPoint(x: 0, y: -10))
        #expect(log.events == ["willBeginDragging", "didEndDragging false"])
    }

    @Test("Table and collection view send the same messages for the same drag")
    func tableAndCollectionViewSendTheSameMessagesForTheSameDrag() {
        let source = TableSpecDataSource(rows: 10)  // 440 points of content, 100 on screen
        let tableLog = ScrollEventLog()
        let table = makeTable(source, height: 100)
        table.delegate = tableLog
        let (collectionView, _) = makeGrid(
            counts: [10], width: 100, height: 100, itemSize: CGSize(width: 100, height: 44))
        let collectionLog = ScrollEventLog()
        collectionView.keepAlive.append(collectionLog)
        collectionView.delegate = collectionLog
        for offset in [120, 10_000, -5] as [CGFloat] {
            table.scroll(to: CGPoint(x: 0, y: offset))
            collectionView.scroll(to: CGPoint(x: 0, y: offset))
            #expect(table.contentOffset == collectionView.contentOffset)
        }
        #expect(tableLog.events == collectionLog.events)
        #expect(
            tableLog.events == [
                "willBeginDragging", "didScroll 120", "didEndDragging false",
                "willBeginDragging", "didScroll 340", "didEndDragging false",
                "willBeginDragging", "didScroll 0", "didEndDragging false",
            ])
    }
}
#endif
