#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Sections that scroll on their own axis
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior and
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior): their groups
/// side by side, the section as high as its group, each scrolled by a finger on its own.
@Suite("Orthogonal sections", .timeLimit(.minutes(10)))
@MainActor
struct OrthogonalSectionTests {
    /// A carousel of ten 150 × 100 groups 10 points apart, then a vertical section of rows, in a 320 × 480 view.
    private func carousel(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
        handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
    ) -> (UICollectionView, CompositionalSource) {
        let item = NSCollectionLayoutItem(
            layoutSize: Compositional.size(.fractionalWidth(1), .fractionalHeight(1)))
        let layout = UICollectionViewCompositionalLayout { index, _ in
            if index == 1 {
                let row = NSCollectionLayoutGroup.vertical(
                    layoutSize: Compositional.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
                return NSCollectionLayoutSection(group: row)
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: Compositional.size(.absolute(150), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.visibleItemsInvalidationHandler = handler
            return section
        }
        return Compositional.collectionView(layout, counts: [10, 3])
    }

    @Test("A carousel shows the groups in its width side by side, as high as one group")
    func carouselBeforeScrolling() {
        let (collectionView, source) = carousel(.continuous)
        defer { withExtendedLifetime(source) {} }
        let frames = Compositional.cellFrames(collectionView)
        #expect(
            frames == [
                0: CGRect(x: 0, y: 0, width: 150, height: 100), 1: CGRect(x: 160, y: 0, width: 150, height: 100),
            ])
        #expect(Compositional.cellFrames(collectionView, section: 1)[0] == CGRect(x: 0, y: 100, width: 320, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 250))
    }

    @Test("A finger scrolling a carousel shows the items that come into view and calls its handler")
    func carouselAfterScrolling() {
        var calls: [(items: [IndexPath], offset: CGPoint)] = []
        let (collectionView, source) = carousel(.continuous) { items, offset, _ in
            calls.append((items.filter { $0.representedElementCategory == .cell }.map(\.indexPath), offset))
        }
        defer { withExtendedLifetime(source) {} }
        #expect(calls.last?.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        source.cellRequests.removeAll()
        #expect(collectionView.simulateOrthogonalScroll(inSection: 0, by: 400))
        #expect(
            Compositional.cellFrames(collectionView) == [
                2: CGRect(x: -80, y: 0, width: 150, height: 100), 3: CGRect(x: 80, y: 0, width: 150, height: 100),
                4: CGRect(x: 240, y: 0, width: 150, height: 100),
            ])
        #expect(source.cellRequests == [2, 3, 4].map { IndexPath(item: $0, section: 0) })
        #expect(calls.last?.offset == CGPoint(x: 400, y: 0))
        #expect(calls.last?.items == [2, 3, 4].map { IndexPath(item: $0, section: 0) })
        // The rows below do not move, and the carousel stops at its end: 10 × 150 + 9 × 10 - 320 = 1270.
        #expect(Compositional.cellFrames(collectionView, section: 1)[0] == CGRect(x: 0, y: 100, width: 320, height: 50))
        collectionView.simulateOrthogonalScroll(inSection: 0, by: 5000)
        #expect(
            Compositional.cellFrames(collectionView) == [
                8: CGRect(x: 10, y: 0, width: 150, height: 100), 9: CGRect(x: 170, y: 0, width: 150, height: 100),
            ])
        #expect(!collectionView.simulateOrthogonalScroll(inSection: 1, by: 100))
    }

    @Test("Paging behaviours bring a carousel to rest at a page, a group's edge, or a centred group")
    func pagingBehaviours() {
        let cases: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, CGFloat, [Int: CGFloat])] = [
            // 100 points is most of a 160-point group: the next group's leading edge.
            (.groupPaging, 100, [1: 0, 2: 160]),
            (.continuousGroupLeadingBoundary, 60, [0: 0, 1: 160]),
            // 200 points is most of a 320-point page.
            (.paging, 200, [2: 0, 3: 160]),
            // Group 1 centred: it starts (320 - 150) / 2 = 85 points in.
            (.groupPagingCentered, 100, [0: -75, 1: 85, 2: 245]),
        ]
        for (behavior, distance, expected) in cases {
            let (collectionView, source) = carousel(behavior)
            defer { withExtendedLifetime(source) {} }
            collectionView.simulateOrthogonalScroll(inSection: 0, by: distance)
            #expect(Compositional.cellFrames(collectionView).mapValues(\.minX) == expected, "\(behavior)")
        }
    }
}
#endif
