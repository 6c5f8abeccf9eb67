#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UICollectionView layout and the visible area", .timeLimit(.minutes(10)))
struct UICollectionViewLayoutTests {
    @Test("Only items that intersect the visible area get cells")
    func onlyItemsThatIntersectTheVisibleAreaGetCells() {
        let (collectionView, dataSource) = makeGrid(counts: [10])
        #expect(dataSource.cellRequests == [path(0, 0), path(0, 1), path(0, 2), path(0, 3)])
        #expect(visibleItemTexts(collectionView) == ["0.0", "0.1", "0.2", "0.3"])
        #expect(collectionView.cellForItem(at: path(0, 4)) == nil)
    }

    @Test("Scrolling a large grid makes cells only for visible items plus a margin")
    func scrollingALargeGridMakesCellsOnlyForVisibleItemsPlusAMargin() {
        let (collectionView, dataSource) = makeGrid(
            counts: [100_000], width: 320, height: 480, itemSize: CGSize(width: 80, height: 80))
        TextCell.made = 0
        // 4 columns; 480 points show 6 rows, 7 when rows are cut at both edges: at most 28 cells.
        var offset: CGFloat = 0
        var steps = 0
        while offset + 2_973 < 2_000_000 - 480 {
            offset += 2_973
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
            #expect(collectionView.visibleCells.count <= 28)
            steps += 1
        }
        #expect(steps > 600)
        #expect(TextCell.made <= 4)
        #expect(dataSource.cellRequests.count <= 28 * (steps + 1))
        #expect(collectionView.contentSize.height == 2_000_000)
        let lastRow = Int(((offset + 480) / 80).rounded(.up)) - 1
        #expect(collectionView.indexPathsForVisibleItems.last == path(0, lastRow * 4 + 3))
        #expect(collectionView.indexPathsForVisibleItems.first == path(0, Int(offset / 80) * 4))
    }

    @Test("Layout is pending until asked")
    func layoutIsPendingUntilAsked() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        let dataSource = GridDataSource(counts: [30])
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        #expect(dataSource.countRequests == 0)
        #expect(dataSource.cellRequests.isEmpty)
        collectionView.layoutIfNeeded()
        #expect(dataSource.countRequests == 1)
        let requested = dataSource.cellRequests.count
        #expect(requested > 0)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(dataSource.cellRequests.count == requested)
        _ = collectionView.visibleCells
        #expect(dataSource.cellRequests.count > requested)
        collectionView.reloadData()
        #expect(dataSource.countRequests == 1)
        collectionView.layoutIfNeeded()
        #expect(dataSource.countRequests == 2)
    }

    @Test("Setting the frame marks layout as pending")
    func settingTheFrameMarksLayoutAsPending() {
        let (collectionView, _) = makeGrid(counts: [20])
        #expect(collectionView.visibleCells.count == 4)
        collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 8)
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(collectionView.indexPathsForVisibleItems.count == 16)
    }

    @Test("Counts are kept until reload data")
    func countsAreKeptUntilReloadData() {
        let (collectionView, dataSource) = makeGrid(counts: [3])
        dataSource.sections = [["a", "b", "c", "d", "e"], ["f"]]
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        collectionView.reloadData()
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
    }

    @Test("reloadData gives visible cells back and asks again")
    func reloadDataGivesVisibleCellsBackAndAsksAgain() {
        let (collectionView, dataSource) = makeGrid(counts: [4])
        let delegate = DelegateLog()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        let before = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        dataSource.sections = [["w", "x", "y", "z"]]
        collectionView.reloadData()
        #expect(delegate.events.filter { $0.hasPrefix("didEndDisplaying") }.count == 4)
        #expect(visibleItemTexts(collectionView) == ["w", "x", "y", "z"])
        #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)) == before)
    }

    @Test("willDisplay and didEndDisplaying follow scrolling")
    func willDisplayAndDidEndDisplayingFollowScrolling() {
        let (collectionView, _) = makeGrid(counts: [8])
        let delegate = DelegateLog()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        delegate.events.removeAll()
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        collectionView.layoutIfNeeded()
        #expect(
            delegate.events == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.1", "willDisplay 0.4", "willDisplay 0.5",
            ])
    }

    @Test("A flow layout places items in rows with insets and spacing")
    func flowLayoutPlacesItemsInRowsWithInsetsAndSpacing() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 30)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        layout.sectionInset = UIEdgeInsets(top: 8, left: 4, bottom: 6, right: 4)
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 150, height: 400), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        let dataSource = GridDataSource(counts: [4, 1])
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        // 142 points inside the insets hold 3 items of 40 with 10 between them.
        let frames = collectionView.indexPathsForVisibleItems.compactMap { collectionView.cellForItem(at: $0)?.frame }
        #expect(
            frames == [
                CGRect(x: 4, y: 8, width: 40, height: 30), CGRect(x: 54, y: 8, width: 40, height: 30),
                CGRect(x: 104, y: 8, width: 40, height: 30), CGRect(x: 4, y: 43, width: 40, height: 30),
                CGRect(x: 4, y: 87, width: 40, height: 30),
            ])
        #expect(collectionView.contentSize == CGSize(width: 150, height: 123))
    }

    @Test("A delegate flow layout gives sizes per section")
    func delegateFlowLayoutGivesSizesPerSection() throws {
        final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                indexPath.section == 0 ? CGSize(width: 100, height: 10) : CGSize(width: 25, height: 20)
            }
        }
        let (collectionView, _) = makeGrid(counts: [2, 8])
        let delegate = SizingDelegate()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(0, 1))?.frame == CGRect(x: 0, y: 10, width: 100, height: 10))
        #expect(collectionView.cellForItem(at: path(1, 3))?.frame == CGRect(x: 75, y: 20, width: 25, height: 20))
        #expect(collectionView.cellForItem(at: path(1, 4))?.frame == CGRect(x: 0, y: 40, width: 25, height: 20))
    }

    @Test("Headers and footers are dequeued for visible sections only")
    func headersAndFootersAreDequeuedForVisibleSectionsOnly() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        let collectionView = TestCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Title")
        let dataSource = HeaderGridDataSource(counts: [1, 1, 1, 1])
        collectionView.keepAlive.append(dataSource)
        collectionView.dataSource = dataSource
        let delegate = DelegateLog()
        collectionView.keepAlive.append(delegate)
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        // Each section is 70 points: header 0-20, item 20-60, footer 60-70; the next header starts at 70.
        #expect(dataSource.supplementaryRequests == ["header 0", "footer 0", "header 1"])
        let header = try #require(
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(1, 0))
                as? TitleView)
        #expect(header.title == "Header 1")
        #expect(header.frame == CGRect(x: 0, y: 70, width: 100, height: 20))
        #expect(delegate.events.contains("willDisplaySupplementary 1"))
        collectionView.contentOffset = CGPoint(x: 0, y: 140)
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [path(2, 0), path(3, 0)])
    }

    @Test("Supplementary views are not shown when the data source does not provide them")
    func supplementaryViewsAreNotShownWhenTheDataSourceDoesNotProvideThem() {
        let (collectionView, _) = makeGrid(counts: [2])
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let messages = raisedMessages {
            collectionView.collectionViewLayout = layout
            collectionView.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
        #expect(collectionView.cellForItem(at: path(0, 0))?.frame.minY == 30)
    }

    @Test("numberOfItems in a section that does not exist raises UIKit's message")
    func numberOfItemsInASectionThatDoesNotExistRaisesUIKitsMessage() {
        let (collectionView, _) = makeGrid(counts: [2])
        var count = -1
        let messages = raisedMessages { count = collectionView.numberOfItems(inSection: 3) }
        #expect(
            messages == [
                "request for number of items in section 3 when there are only 1 sections in the collection view"
            ])
        #expect(count == 0)
    }

    @Test("scrollToItem puts the item where asked")
    func scrollToItemPutsTheItemWhereAsked() {
        let (collectionView, _) = makeGrid(counts: [40])
        collectionView.scrollToItem(at: path(0, 10), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 250)
        collectionView.scrollToItem(at: path(0, 10), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 200)
        collectionView.scrollToItem(at: path(0, 39), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 900)
        collectionView.scrollToItem(at: path(0, 0), at: [], animated: false)
        #expect(collectionView.contentOffset.y == 0)
        #expect(collectionView.indexPathsForVisibleItems.first == path(0, 0))
    }

    @Test("scrollToItem that does not exist raises UIKit's message")
    func scrollToItemThatDoesNotExistRaisesUIKitsMessage() {
        let (collectionView, _) = makeGrid(counts: [4])
        let messages = raisedMessages {
            collectionView.scrollToItem(at: path(0, 9), at: .top, animated: false)
        }
        #expect(messages == ["attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 9}"])
    }

    @Test("Scroll keeps the offset within the content")
    func scrollKeepsTheOffsetWithinTheContent() {
        let (collectionView, _) = makeGrid(counts: [10])
        collectionView.scroll(to: CGPoint(x: 0, y: 10_000))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 150))
        #expect(collectionView.indexPathsForVisibleItems == [path(0, 6), path(0, 7), path(0, 8), path(0, 9)])
        collectionView.scroll(to: CGPoint(x: 0, y: -40))
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("Scrolling tells the delegate as a scroll view delegate")
    func scrollingTellsTheDelegateAsAScrollViewDelegate() {
        final class ScrollLog: NSObject, UICollectionViewDelegate {
            var events: [String] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                events.append("didScroll \(Int(scrollView.contentOffset.y))")
            }
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
                events.append("willBeginDragging")
            }
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                events.append("didEndDragging \(decelerate)")
            }
        }
        let (collectionView, _) = makeGrid(counts: [40])
        let log = ScrollEventLog()
        collectionView.keepAlive.append(log)
        collectionView.delegate = log
        collectionView.scroll(to: CGPoint(x: 0, y: 120))
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        #expect(log.events == ["willBeginDragging", "didScroll 120", "didEndDragging false", "didScroll 60"])
    }

    @Test("prefetchDataSource hears about items near the visible area and cancellations")
    func prefetchDataSourceHearsAboutItemsNearTheVisibleAreaAndCancellations() {
        final class PrefetchLog: NSObject, UICollectionViewDataSourcePrefetching {
            var prefetched: [[IndexPath]] = []
            var cancelled: [[IndexPath]] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                prefetched.append(indexPaths)
            }
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
            {
                cancelled.append(indexPaths)
            }
        }
        let (collectionView, _) = makeGrid(counts: [40])
        let log = PrefetchLog()
        collectionView.keepAlive.append(log)
        collectionView.prefetchDataSource = log
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(log.prefetched == [[path(0, 4), path(0, 5), path(0, 6), path(0, 7)]])
        collectionView.contentOffset = CGPoint(x: 0, y: 800)
        collectionView.layoutIfNeeded()
        #expect(log.cancelled == [[path(0, 4), path(0, 5), path(0, 6), path(0, 7)]])
        #expect(log.prefetched.last == [28, 29, 30, 31, 36, 37, 38, 39].map { path(0, $0) })
    }
}
#endif
