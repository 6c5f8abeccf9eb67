#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Every `UIScrollViewDelegate` message, sent when UIKit sends it: a drag and its deceleration, the target a delegate
/// moves, the end of scrolling animations, a tap on the status bar; the same for tables and collection views, and for
/// overrides in subclasses of the table and collection view controllers.
@MainActor
@Suite("UIScrollViewDelegate: every event, in UIKit's order", .timeLimit(.minutes(10)))
struct UIScrollViewDelegateEventsTests {
    /// A table of 20 rows of 44 points (880 points of content) in 440 points, with a recorder as its delegate.
    private func makeRecordedTable() -> (UITableView, ScrollDelegateRecorder) {
        let source = TableSpecDataSource(rows: 20)
        let recorder = ScrollDelegateRecorder()
        recorder.keepAlive.append(source)
        let table = makeTable(source, height: 440)
        table.delegate = recorder
        return (table, recorder)
    }

    /// A collection view of the same geometry as ``makeRecordedTable()``: 20 items of 320 by 44 in 320 by 440.
    private func makeRecordedCollectionView() -> (TestCollectionView, ScrollDelegateRecorder) {
        let (collectionView, _) = makeGrid(
            counts: [20], width: 320, height: 440, itemSize: CGSize(width: 320, height: 44))
        let recorder = ScrollDelegateRecorder()
        collectionView.keepAlive.append(recorder)
        collectionView.delegate = recorder
        return (collectionView, recorder)
    }

    @Test("A drag that lifts without a flick: will begin, did scroll, will end with its own offset as target, did end")
    func dragWithoutDeceleration() {
        let (table, recorder) = makeRecordedTable()
        table.simulateDrag(to: CGPoint(x: 0, y: 120), velocity: .zero)
        table.scroll(to: CGPoint(x: 0, y: 200))
        #expect(
            recorder.events == [
                "willBeginDragging dragging 0", "didScroll 120", "willEndDragging v0.0 target 120 120",
                "didEndDragging false 120",
                "willBeginDragging dragging 120", "didScroll 200", "willEndDragging v0.0 target 200 200",
                "didEndDragging false 200",
            ])
        #expect(!table.isDragging && !table.isTracking && !table.isDecelerating)
    }

    @Test("A flick decelerates to where the velocity carries it, kept within the content")
    func dragWithDeceleration() {
        let (table, recorder) = makeRecordedTable()
        // 2 points a millisecond at the normal rate (0.998) carry the content 998 points: past the end, so 440.
        table.simulateDrag(to: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: 2))
        #expect(
            recorder.events == [
                "willBeginDragging dragging 0", "didScroll 120", "willEndDragging v2.0 target 440 120",
                "didEndDragging true 120", "willBeginDecelerating decelerating 120", "didScroll 440",
                "didEndDecelerating 440",
            ])
        #expect(table.contentOffset == CGPoint(x: 0, y: 440))
        #expect(table.indexPathsForVisibleRows?.first == rowPath(10))
        #expect(!table.isDragging && !table.isDecelerating)
        // A slower flick at the fast rate (0.99: 99 times the velocity) stops short of the end.
        recorder.events = []
        table.decelerationRate = .fast
        table.simulateDrag(to: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: -1))
        #expect(abs(table.contentOffset.y - 201) < 1e-9)
        #expect(recorder.events.last == "didEndDecelerating 201")
    }

    @Test(
        "The target the delegate sets is where the scroll ends, within the content; its own offset does not decelerate")
    func delegateMovesTheTarget() {
        let (table, recorder) = makeRecordedTable()
        recorder.newTarget = CGPoint(x: 0, y: 200)
        table.simulateDrag(to: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: 2))
        #expect(table.contentOffset == CGPoint(x: 0, y: 200))
        #expect(table.indexPathsForVisibleRows?.first == rowPath(4))
        #expect(
            recorder.events == [
                "willBeginDragging dragging 0", "didScroll 120", "willEndDragging v2.0 target 440 120",
                "didEndDragging true 120", "willBeginDecelerating decelerating 120", "didScroll 200",
                "didEndDecelerating 200",
            ])
        // Without velocity the moved target still ends the scroll; a target past the end ends at the end.
        recorder.events = []
        recorder.newTarget = CGPoint(x: 0, y: 5_000)
        table.scroll(to: CGPoint(x: 0, y: 100))
        #expect(table.contentOffset == CGPoint(x: 0, y: 440))
        #expect(
            recorder.events.suffix(3) == [
                "willBeginDecelerating decelerating 100", "didScroll 440", "didEndDecelerating 440",
            ])
        // A target where the finger lifted: no deceleration, whatever the velocity.
        recorder.events = []
        recorder.newTarget = CGPoint(x: 0, y: 50)
        table.simulateDrag(to: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 3))
        #expect(recorder.events.last == "didEndDragging false 50")
        #expect(table.contentOffset == CGPoint(x: 0, y: 50))
    }

    @Test("Table and collection view send the same events for the same drags and taps")
    func tableAndCollectionViewAgree() {
        let (table, tableRecorder) = makeRecordedTable()
        let (collectionView, collectionRecorder) = makeRecordedCollectionView()
        for view in [table, collectionView] as [UIScrollView] {
            view.simulateDrag(to: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: 0.1))
            view.scroll(to: CGPoint(x: 0, y: 300))
            view.setContentOffset(CGPoint(x: 0, y: 250), animated: true)
            view.simulateTapOnStatusBar()
        }
        #expect(tableRecorder.events == collectionRecorder.events)
        #expect(tableRecorder.events.count == 16)
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("Animated scrolls by code end with didEndScrollingAnimation; scrolls without animation do not")
    func animatedScrollsEndWithDidEndScrollingAnimation() {
        let (table, recorder) = makeRecordedTable()
        table.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        table.setContentOffset(CGPoint(x: 0, y: 100), animated: true)  // Nothing to animate: nothing sent.
        table.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        table.scrollToRow(at: rowPath(19), at: .bottom, animated: true)
        table.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        table.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: true)  // Visible.
        #expect(
            recorder.events == [
                "didScroll 100", "didEndScrollingAnimation 100", "didScroll 50", "didScroll 440",
                "didEndScrollingAnimation 440", "didScroll 0", "didEndScrollingAnimation 0",
            ])
        let (collectionView, collectionRecorder) = makeRecordedCollectionView()
        collectionView.scrollToItem(at: IndexPath(item: 15, section: 0), at: .top, animated: true)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        #expect(collectionRecorder.events == ["didScroll 440", "didEndScrollingAnimation 440", "didScroll 0"])
    }

    @Test(
        "A tap on the status bar asks the delegate, scrolls to the top and says so; refused, off or at the top, nothing"
    )
    func tapOnTheStatusBar() {
        let (table, recorder) = makeRecordedTable()
        table.contentOffset = CGPoint(x: 0, y: 300)
        recorder.events = []
        #expect(table.simulateTapOnStatusBar())
        #expect(recorder.events == ["shouldScrollToTop 300", "didScroll 0", "didScrollToTop 0"])
        #expect(table.indexPathsForVisibleRows?.first == rowPath(0))
        // At the top already: nothing happens.
        recorder.events = []
        #expect(!table.simulateTapOnStatusBar())
        #expect(!recorder.events.contains("didScrollToTop 0"))
        // Refused by the delegate.
        table.contentOffset = CGPoint(x: 0, y: 300)
        recorder.events = []
        recorder.allowsScrollToTop = false
        #expect(!table.simulateTapOnStatusBar())
        #expect(recorder.events == ["shouldScrollToTop 300"] && table.contentOffset.y == 300)
        // scrollsToTop off: the delegate is not even asked.
        recorder.allowsScrollToTop = true
        recorder.events = []
        table.scrollsToTop = false
        #expect(!table.simulateTapOnStatusBar())
        #expect(recorder.events.isEmpty && table.contentOffset.y == 300)
    }

    @Test("A delegate that implements nothing gets UIKit's defaults: scrolls to the top allowed, no view to zoom")
    func defaultsOfADelegateThatImplementsNothing() {
        final class Quiet: NSObject, UITableViewDelegate { var keepAlive: AnyObject? }
        let quiet = Quiet()
        let (table, recorder) = makeRecordedTable()
        quiet.keepAlive = recorder
        table.delegate = quiet
        #expect(quiet.scrollViewShouldScrollToTop(table))
        #expect(quiet.viewForZooming(in: table) == nil)
        table.contentOffset = CGPoint(x: 0, y: 200)
        #expect(table.simulateTapOnStatusBar())
        #expect(table.contentOffset == .zero)
        table.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.2))
        #expect(abs(table.contentOffset.y - 199.8) < 1e-6)
        #expect(table.scrollsToTop && table.decelerationRate == .normal && table.decelerationRate.rawValue == 0.998)
    }

    @Test("A pull to refresh is a drag: it ends decelerating back to the top")
    func pullToRefreshIsADrag() {
        let (table, recorder) = makeRecordedTable()
        table.refreshControl = UIRefreshControl()
        #expect(table.simulatePullToRefresh())
        #expect(
            recorder.events == [
                "willBeginDragging dragging 0", "didScroll -130", "willEndDragging v0.0 target 0 -130",
                "didEndDragging true -130", "willBeginDecelerating decelerating -130", "didScroll 0",
                "didEndDecelerating 0",
            ])
    }

    @Test("Overrides of the new scroll methods in controller subclasses are called, as on iOS")
    func controllerOverridesAreCalled() {
        final class SnappingTableController: UITableViewController {
            var events: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func scrollViewWillEndDragging(
                _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                // Snaps to whole rows.
                targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded(.down) * 44
            }
            override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("decelerated") }
            override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("animated") }
            override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
        }
        let controller = SnappingTableController(style: .plain)
        let table: UITableView = controller.tableView
        table.rowHeight = 44
        table.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.1))
        #expect(table.contentOffset.y == 132)
        table.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
        #expect(!table.simulateTapOnStatusBar())
        #expect(controller.events == ["decelerated", "animated"])

        final class CollectionController: UICollectionViewController {
            var events: [String] = []
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                40
            }
            override func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("top") }
            override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("decelerates") }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        let collectionController = CollectionController(collectionViewLayout: layout)
        let collectionView: UICollectionView = collectionController.collectionView
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.1))
        #expect(collectionView.simulateTapOnStatusBar())
        #expect(collectionController.events == ["decelerates", "top"])
        #expect(collectionView.contentOffset == .zero)
    }
}
#endif
