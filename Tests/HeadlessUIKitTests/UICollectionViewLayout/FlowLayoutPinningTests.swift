#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A collection view 100 by 100 with a flow layout of 50-point items, no spacing, and sections of four items (two
/// rows) each with headers and footers of the heights given, laid out at the top.
@MainActor
private func makePinnedGrid(
    sections: Int, headerHeight: CGFloat, footerHeight: CGFloat, configure: (UICollectionViewFlowLayout) -> Void
) -> (TestCollectionView, UICollectionViewFlowLayout) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: headerHeight)
    layout.footerReferenceSize = CGSize(width: 0, height: footerHeight)
    configure(layout)
    let collectionView = TestCollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Title")
    }
    let dataSource = HeaderGridDataSource(counts: Array(repeating: 4, count: sections))
    collectionView.keepAlive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, layout)
}

/// The frames of the views of `kind` on screen, by section.
@MainActor
private func shownFrames(_ collectionView: UICollectionView, _ kind: String) -> [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        frames[indexPath.section] = collectionView.supplementaryView(forElementKind: kind, at: indexPath)?.frame
    }
    return frames
}

@MainActor
private func scroll(_ collectionView: UICollectionView, to y: CGFloat) {
    collectionView.contentOffset = CGPoint(x: 0, y: y)
    collectionView.layoutIfNeeded()
}

@MainActor private let header = UICollectionView.elementKindSectionHeader
@MainActor private let footer = UICollectionView.elementKindSectionFooter

// Apple's documentation of `sectionHeadersPinToVisibleBounds`: headers "pin to the top of the collection view bounds
// during scrolling" (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds).
@MainActor
@Suite("UICollectionViewFlowLayout's pinned headers and footers", .timeLimit(.minutes(10)))
struct FlowLayoutPinningTests {
    @Test("Without pinning a header scrolls away with its section; with it, it stays at the top of the visible area")
    func pinnedHeaderStaysAtTheTop() {
        // Sections of 20 + 100 points: 0-120, 120-240, 240-360.
        let (unpinned, _) = makePinnedGrid(sections: 3, headerHeight: 20, footerHeight: 0) { _ in }
        scroll(unpinned, to: 50)
        #expect(shownFrames(unpinned, header) == [1: CGRect(x: 0, y: 120, width: 100, height: 20)])

        let (pinned, layout) = makePinnedGrid(sections: 3, headerHeight: 20, footerHeight: 0) {
            $0.sectionHeadersPinToVisibleBounds = true
        }
        #expect(layout.shouldInvalidateLayout(forBoundsChange: pinned.bounds))
        scroll(pinned, to: 50)
        #expect(
            shownFrames(pinned, header) == [
                0: CGRect(x: 0, y: 50, width: 100, height: 20), 1: CGRect(x: 0, y: 120, width: 100, height: 20),
            ])
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: header, at: path(0, 0))?.frame
                == CGRect(x: 0, y: 50, width: 100, height: 20))
    }

    @Test("The next section's header pushes a pinned header up: it never goes below the end of its section's items")
    func nextSectionPushesThePinnedHeaderUp() {
        let (collectionView, _) = makePinnedGrid(sections: 3, headerHeight: 20, footerHeight: 0) {
            $0.sectionHeadersPinToVisibleBounds = true
        }
        scroll(collectionView, to: 110)
        // Section 0's items end at 120: its header sits at 100-120 rather than at 110.
        #expect(
            shownFrames(collectionView, header) == [
                0: CGRect(x: 0, y: 100, width: 100, height: 20), 1: CGRect(x: 0, y: 120, width: 100, height: 20),
            ])
        scroll(collectionView, to: 130)
        #expect(shownFrames(collectionView, header) == [1: CGRect(x: 0, y: 130, width: 100, height: 20)])
        // Back at the top, every header is at its own place.
        scroll(collectionView, to: 0)
        #expect(
            shownFrames(collectionView, header) == [
                0: CGRect(x: 0, y: 0, width: 100, height: 20)
            ])
    }

    @Test("A pinned header sits below the adjusted content inset's top")
    func pinnedHeaderSitsBelowTheContentInset() {
        let (collectionView, _) = makePinnedGrid(sections: 2, headerHeight: 20, footerHeight: 0) {
            $0.sectionHeadersPinToVisibleBounds = true
        }
        collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll(collectionView, to: 40)
        #expect(shownFrames(collectionView, header)[0] == CGRect(x: 0, y: 50, width: 100, height: 20))
    }

    @Test("A pinned footer stays at the bottom of the visible area, never below its own place")
    func pinnedFooterStaysAtTheBottom() {
        // Sections of 100 + 10 points: 0-110 (footer 100-110), 110-220 (footer 210-220).
        let (collectionView, _) = makePinnedGrid(sections: 2, headerHeight: 0, footerHeight: 10) {
            $0.sectionFootersPinToVisibleBounds = true
        }
        #expect(shownFrames(collectionView, footer) == [0: CGRect(x: 0, y: 90, width: 100, height: 10)])
        scroll(collectionView, to: 60)
        #expect(
            shownFrames(collectionView, footer) == [
                0: CGRect(x: 0, y: 100, width: 100, height: 10), 1: CGRect(x: 0, y: 150, width: 100, height: 10),
            ])
    }

    @Test("A pinned footer never goes above its section's header")
    func pinnedFooterStopsAtItsHeader() {
        // One section: header 0-20, items 20-120, footer 120-130; a 30-point-tall view shows 0-30.
        let (collectionView, _) = makePinnedGrid(sections: 1, headerHeight: 20, footerHeight: 10) {
            $0.sectionFootersPinToVisibleBounds = true
        }
        collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 25)
        collectionView.layoutIfNeeded()
        #expect(shownFrames(collectionView, footer) == [0: CGRect(x: 0, y: 20, width: 100, height: 10)])
    }
}
#endif
