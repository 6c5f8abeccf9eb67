import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
import HeadlessUIKitTestSupport
#endif

#if !canImport(UIKit)
/// Both adapters take their view's delegate slot and forward every scroll view event to `scrollViewDelegate`, in the
/// order the view sends them, with the target of a drag the app's delegate may move and its answers honoured.
@MainActor
@Suite("Adapters forward every scroll view event to scrollViewDelegate", .timeLimit(.minutes(10)))
struct ScrollEventForwardingTests {
    init() { failOnInconsistency() }

    /// 40 rows of 44 points (1,760 points of content) in a 220-point table.
    private let rows = ListSnapshot { Section(0) { for id in 0..<40 { item(id).height(44) } } }

    /// 60 items of 100 points, two to a line, 10 points between lines (3,290 points of content), in 600 points.
    private let items = ListSnapshot {
        Section(0) { for id in 0..<60 { Row<ItemCollectionCell>(TestItem(id: id, content: 0)) } }
    }

    /// Drags, flicks, animated scrolls and taps on the status bar, the same on any scroll view.
    private func exercise(_ view: UIScrollView, _ delegate: ScrollDelegateRecorder) {
        view.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: .zero)
        view.simulateDrag(to: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 0.5))
        delegate.newTarget = CGPoint(x: 0, y: 300)
        view.simulateDrag(to: CGPoint(x: 0, y: 250), velocity: CGPoint(x: 0, y: 2))
        delegate.newTarget = nil
        view.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        delegate.allowsScrollToTop = false
        view.simulateTapOnStatusBar()
        delegate.allowsScrollToTop = true
        view.simulateTapOnStatusBar()
    }

    /// What ``exercise(_:_:)`` makes any scroll view send (its content being long enough). A flick of 0.5 points a
    /// millisecond at the normal deceleration rate carries the content 249.5 points; one of 2 points, 998.
    private let expectedEvents = [
        "willBeginDragging dragging 0", "didScroll 100", "willEndDragging v0.0 target 100 100",
        "didEndDragging false 100",
        "willBeginDragging dragging 100", "didScroll 200", "willEndDragging v0.5 target 449 200",
        "didEndDragging true 200", "willBeginDecelerating decelerating 200", "didScroll 449", "didEndDecelerating 449",
        "willBeginDragging dragging 449", "didScroll 250", "willEndDragging v2.0 target 1247 250",
        "didEndDragging true 250", "willBeginDecelerating decelerating 250", "didScroll 300", "didEndDecelerating 300",
        "didScroll 400", "didEndScrollingAnimation 400",
        "shouldScrollToTop 400",
        "shouldScrollToTop 400", "didScroll 0", "didScrollToTop 0",
    ]

    @Test("A table adapter forwards every event in UIKit's order, and the target the app sets is where a drag ends")
    func tableAdapterForwardsEveryEvent() {
        let table = makeTable(height: 220)
        let adapter = TableViewAdapter(tableView: table)
        let delegate = ScrollDelegateRecorder()
        adapter.scrollViewDelegate = delegate
        adapter.apply(rows)
        exercise(table, delegate)
        #expect(delegate.events == expectedEvents)
        // The same table with the app's delegate as its own sees the same events: the adapter adds and drops none.
        let direct = ScrollDelegateRecorder()
        table.rowHeight = 44
        table.delegate = direct
        table.contentOffset = .zero
        direct.events = []
        exercise(table, direct)
        #expect(direct.events == expectedEvents)
    }

    @Test("A collection view adapter forwards every event in UIKit's order, and honours the app's target and answers")
    func collectionViewAdapterForwardsEveryEvent() {
        let view = makeGridView(height: 600)
        let adapter = CollectionViewAdapter(collectionView: view)
        let delegate = ScrollDelegateRecorder()
        adapter.scrollViewDelegate = delegate
        adapter.apply(items)
        view.layoutIfNeeded()
        exercise(view, delegate)
        #expect(delegate.events == expectedEvents)
        // Two items a line (100 points and 10 between them do not fit three in 300): item 30 starts line 15.
        view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: true)
        #expect(delegate.events.suffix(2) == ["didScroll 1650", "didEndScrollingAnimation 1650"])
    }

    @Test("Zoom and inset events reach the app's delegate, and its answers come back; without one, UIKit's defaults")
    func answersAndDefaults() {
        let table = makeTable(height: 220)
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(rows)
        // No app delegate: a scroll to the top is allowed, nothing zooms, and the events go nowhere.
        #expect(adapter.scrollViewShouldScrollToTop(table))
        #expect(adapter.viewForZooming(in: table) == nil)
        table.contentOffset = CGPoint(x: 0, y: 500)
        #expect(table.simulateTapOnStatusBar())
        let delegate = ScrollDelegateRecorder()
        adapter.scrollViewDelegate = delegate
        adapter.scrollViewWillBeginZooming(table, with: nil)
        adapter.scrollViewDidZoom(table)
        adapter.scrollViewDidEndZooming(table, with: nil, atScale: 2)
        adapter.scrollViewDidChangeAdjustedContentInset(table)
        #expect(adapter.viewForZooming(in: table) === table.subviews.first)
        delegate.allowsScrollToTop = false
        #expect(!adapter.scrollViewShouldScrollToTop(table))
        #expect(
            delegate.events == [
                "willBeginZooming 0", "didZoom 0", "didEndZooming 2.0 0", "didChangeAdjustedContentInset 0",
                "viewForZooming 0", "shouldScrollToTop 0",
            ])
    }

    @Test("A drag still tells a bound paging view model that the user scrolls, before the app's delegate hears it")
    func dragStillReachesTheAdaptersOwnWork() {
        let table = makeTable(height: 220)
        let adapter = TableViewAdapter(tableView: table)
        var nearEnd = 0
        adapter.onNearEnd(within: 3) { nearEnd += 1 }
        adapter.apply(rows)
        let delegate = ScrollDelegateRecorder()
        adapter.scrollViewDelegate = delegate
        table.simulateDrag(to: CGPoint(x: 0, y: 1_000), velocity: CGPoint(x: 0, y: 5))
        #expect(nearEnd > 0)
        #expect(delegate.events.last == "didEndDecelerating 1540")
    }
}
#endif
