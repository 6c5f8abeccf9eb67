#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UICollectionViewFlowLayout with item sizes from its delegate", .timeLimit(.minutes(10)))
struct UICollectionViewFlowLayoutItemSizeTests {
    /// The frame the layout gives item `item` of section `section`.
    private func frame(_ collectionView: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: path(section, item))?.frame
    }

    @Test("Every item is asked its size, and items of different sizes flow into lines as tall as their tallest item")
    func itemsOfDifferentSizesFlowIntoLines() {
        let sizes = [
            CGSize(width: 40, height: 20), CGSize(width: 50, height: 30), CGSize(width: 30, height: 10),
            CGSize(width: 100, height: 25), CGSize(width: 60, height: 40), CGSize(width: 30, height: 20),
        ]
        let delegate = ItemSizeDelegate { sizes[$0.item] }
        let collectionView = makeSizedGrid(counts: [6], width: 100, height: 300, delegate: delegate)
        #expect(Set(delegate.requests) == Set((0..<6).map { path(0, $0) }))
        // Lines: [0, 1] 30 tall at 0; [2] 10 tall at 40; [3] 25 tall at 60; [4, 5] 40 tall at 95. Items are 5 points
        // apart in a line, lines 10 apart; an item shorter than its line is centred in it.
        #expect(frame(collectionView, 0, 0) == CGRect(x: 0, y: 5, width: 40, height: 20))
        #expect(frame(collectionView, 0, 1) == CGRect(x: 45, y: 0, width: 50, height: 30))
        #expect(frame(collectionView, 0, 2) == CGRect(x: 0, y: 40, width: 30, height: 10))
        #expect(frame(collectionView, 0, 3) == CGRect(x: 0, y: 60, width: 100, height: 25))
        #expect(frame(collectionView, 0, 4) == CGRect(x: 0, y: 95, width: 60, height: 40))
        #expect(frame(collectionView, 0, 5) == CGRect(x: 65, y: 105, width: 30, height: 20))
        #expect(collectionView.contentSize == CGSize(width: 100, height: 135))
        // The cells on screen are at those frames.
        #expect(
            collectionView.visibleCells.map(\.frame) == (0..<6).compactMap { frame(collectionView, 0, $0) })
    }

    @Test("An item wider than the line is as wide as the line, on a line of its own")
    func itemWiderThanTheLineTakesALineOfItsOwn() {
        let delegate = ItemSizeDelegate {
            $0.item == 1 ? CGSize(width: 500, height: 30) : CGSize(width: 40, height: 20)
        }
        let collectionView = makeSizedGrid(counts: [3], width: 100, height: 300, delegate: delegate)
        #expect(frame(collectionView, 0, 0) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(frame(collectionView, 0, 1) == CGRect(x: 0, y: 30, width: 100, height: 30))
        #expect(frame(collectionView, 0, 2) == CGRect(x: 0, y: 70, width: 40, height: 20))
    }

    @Test("Scrolling a long section of items of different sizes shows the items of the lines in view only")
    func scrollingShowsTheLinesInView() {
        // Two 50-point items a line, 20 and 40 tall: every line is 40 tall, 10 apart.
        let delegate = ItemSizeDelegate { CGSize(width: 50, height: $0.item % 2 == 0 ? 20 : 40) }
        let collectionView = makeSizedGrid(
            counts: [1_000], width: 100, height: 100, interitemSpacing: 0, delegate: delegate)
        #expect(collectionView.contentSize.height == CGFloat(500 * 40 + 499 * 10))
        collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
        collectionView.layoutIfNeeded()
        // Lines 20 (1,000-1,040) and 21 (1,050-1,090) meet the visible 1,000-1,100; 19 ends at 990, 22 starts at 1,100.
        #expect(collectionView.indexPathsForVisibleItems == (40..<44).map { path(0, $0) })
        #expect(collectionView.cellForItem(at: path(0, 42))?.frame == CGRect(x: 0, y: 1_060, width: 50, height: 20))
    }

    @Test("Items that the delegate gives one size form the grid of equal items, each item asked")
    func itemsOfOneSizeFormAGrid() {
        let delegate = ItemSizeDelegate { _ in CGSize(width: 30, height: 30) }
        let collectionView = makeSizedGrid(counts: [2, 7], width: 100, height: 300, delegate: delegate)
        #expect(delegate.requests.count == 9)
        // Three 30-point items a line, 5 apart.
        #expect(frame(collectionView, 1, 4) == CGRect(x: 35, y: 70, width: 30, height: 30))
        #expect(collectionView.contentSize.height == CGFloat(30 + 3 * 30 + 2 * 10))
    }

    @Test("A delegate that does not respond to sizeForItemAt is not asked, and every item has the layout's itemSize")
    func delegateThatDoesNotRespondIsNotAsked() {
        let delegate = RespondingItemSizeDelegate()
        let collectionView = makeSizedGrid(counts: [5], width: 100, height: 300, delegate: delegate)
        #expect(delegate.requests.isEmpty)
        // 50-point items, 5 apart: one a line.
        #expect(frame(collectionView, 0, 1) == CGRect(x: 0, y: 60, width: 50, height: 50))
        // Once it responds, the next preparation of the layout asks every item.
        delegate.respondsToSizeForItem = true
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(delegate.requests.count == 5)
        #expect(frame(collectionView, 0, 1) == CGRect(x: 15, y: 0, width: 11, height: 10))
    }

    @Test("A change of width asks every item again, at the new width")
    func widthChangeAsksAgain() {
        let delegate = ItemSizeDelegate { _ in CGSize(width: 10, height: 10) }
        let collectionView = makeSizedGrid(counts: [4], width: 100, height: 300, delegate: delegate)
        delegate.sizes = { [weak collectionView] indexPath in
            CGSize(width: (collectionView?.bounds.width ?? 0) / 2, height: CGFloat(10 + indexPath.item))
        }
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        collectionView.layoutIfNeeded()
        #expect(delegate.requests.count == 8)
        // 100-point items, 5 apart: one a line.
        #expect(frame(collectionView, 0, 3) == CGRect(x: 0, y: 10 + 11 + 12 + 3 * 10, width: 100, height: 13))
    }
}
#endif
