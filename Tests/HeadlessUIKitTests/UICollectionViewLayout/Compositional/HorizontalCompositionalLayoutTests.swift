#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

private typealias C = Compositional

/// Compositional layouts whose configuration scrolls horizontally: "the axis that the content in the collection view
/// layout scrolls along" (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection)
/// is x, so sections follow each other along x, each as high as the collection view, `interSectionSpacing` apart.
@Suite("Horizontal compositional layouts", .timeLimit(.minutes(10)))
@MainActor
struct HorizontalCompositionalLayoutTests {
    /// A column group 100 points wide and as high as its section, holding two half-height items.
    private func columnSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// A horizontal layout of the section provider's sections.
    private func horizontalLayout(
        spacing: CGFloat = 0, boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [],
        _ provider: @escaping UICollectionViewCompositionalLayoutSectionProvider
    ) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = spacing
        configuration.boundarySupplementaryItems = boundaryItems
        return UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
    }

    /// Two sections of column groups 10 points apart, 20 points apart, of three and four items, on screen.
    private func sideBySide() -> (UICollectionView, CompositionalSource) {
        let layout = horizontalLayout(spacing: 20) { _, _ in
            let section = self.columnSection()
            section.interGroupSpacing = 10
            return section
        }
        return C.collectionView(layout, counts: [3, 4])
    }

    @Test("Two sections sit side by side, their column groups along x, interSectionSpacing apart; the content is wide")
    func sectionsSideBySide() {
        let (collectionView, source) = sideBySide()
        defer { withExtendedLifetime(source) {} }
        // Section 0: groups at x 0 and 110 (100 wide, 10 apart), ending at 210; section 1 from 230 to 440.
        #expect(collectionView.contentSize == CGSize(width: 440, height: 480))
        #expect(
            C.cellFrames(collectionView) == [
                0: CGRect(x: 0, y: 0, width: 100, height: 240), 1: CGRect(x: 0, y: 240, width: 100, height: 240),
                2: CGRect(x: 110, y: 0, width: 100, height: 240),
            ])
        // Of section 1 only the first group, 230 to 330, meets the 320-point width.
        #expect(
            C.cellFrames(collectionView, section: 1) == [
                0: CGRect(x: 230, y: 0, width: 100, height: 240), 1: CGRect(x: 230, y: 240, width: 100, height: 240),
            ])
        #expect(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
                == CGRect(x: 340, y: 240, width: 100, height: 240))
    }

    @Test("Scrolling along x shows the items that come into view and lets go of those that leave")
    func scrollingAlongX() {
        let (collectionView, source) = sideBySide()
        defer { withExtendedLifetime(source) {} }
        collectionView.contentOffset = CGPoint(x: 120, y: 0)
        collectionView.layoutIfNeeded()
        // The visible area is x 120..<440: section 0's first group (0..<100) has left, its second is still there.
        #expect(Set(C.cellFrames(collectionView).keys) == [2])
        #expect(Set(C.cellFrames(collectionView, section: 1).keys) == [0, 1, 2, 3])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 1))?.frame.minX == 340)
    }

    @Test("scrollToItem(at:at:animated:) scrolls a horizontal layout along x: to an edge, centred, or just enough")
    func scrollToItemAlongX() {
        let (collectionView, source) = sideBySide()
        defer { withExtendedLifetime(source) {} }
        collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .left, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 110, y: 0))
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        #expect(collectionView.contentOffset == .zero)
        // Section 1's first column ends at 330: ten points past the 320-point width.
        collectionView.scrollToItem(at: IndexPath(item: 1, section: 1), at: [], animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 10, y: 0))
        // Centred would put its centre, 390, at 160, past the content's end: the offset stops at 440 - 320.
        collectionView.scrollToItem(at: IndexPath(item: 3, section: 1), at: .centeredHorizontally, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 120, y: 0))
        #expect(Set(C.cellFrames(collectionView, section: 1).keys) == [0, 1, 2, 3])
    }

    @Test("The prefetch data source hears about the items within one screen to the right of the visible area")
    func prefetchingAlongX() {
        final class PrefetchLog: NSObject, UICollectionViewDataSourcePrefetching {
            var prefetched: [[IndexPath]] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                prefetched.append(indexPaths)
            }
            func collectionView(
                _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
            ) {}
        }
        let layout = horizontalLayout { _, _ in self.columnSection() }
        let (collectionView, source) = C.collectionView(layout, counts: [40])
        defer { withExtendedLifetime(source) {} }
        let log = PrefetchLog()
        collectionView.prefetchDataSource = log
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        // Columns of two items 100 points wide: 0 to 320 shows columns 0 to 3, 320 to 640 meets columns 3 to 6.
        #expect(log.prefetched == [(8...13).map { IndexPath(item: $0, section: 0) }])
        withExtendedLifetime(log) {}
    }

    @Test("Leading headers and trailing footers take space along x, as high as the section less its insets")
    func headersAndFootersAlongX() {
        let layout = horizontalLayout { _, _ in
            let section = self.columnSection()
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: C.size(.absolute(40), .fractionalHeight(1)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: C.size(.absolute(30), .fractionalHeight(1)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .trailing),
            ]
            return section
        }
        let (collectionView, source) = C.collectionView(layout, counts: [2, 2])
        defer { withExtendedLifetime(source) {} }
        let attributes = collectionView.collectionViewLayout
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            attributes.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?
                .frame
        }
        // Section 0: header 0..<40, leading inset 5, the group 45..<145 (items 464 / 2 high from y 8), trailing
        // inset 5, footer 150..<180; section 1 the same from 180.
        #expect(frame(UICollectionView.elementKindSectionHeader, 0) == CGRect(x: 0, y: 8, width: 40, height: 464))
        #expect(
            C.cellFrames(collectionView) == [
                0: CGRect(x: 45, y: 8, width: 100, height: 232), 1: CGRect(x: 45, y: 240, width: 100, height: 232),
            ])
        #expect(frame(UICollectionView.elementKindSectionFooter, 0) == CGRect(x: 150, y: 8, width: 30, height: 464))
        #expect(frame(UICollectionView.elementKindSectionHeader, 1) == CGRect(x: 180, y: 8, width: 40, height: 464))
        #expect(frame(UICollectionView.elementKindSectionFooter, 1) == CGRect(x: 330, y: 8, width: 30, height: 464))
        #expect(collectionView.contentSize == CGSize(width: 360, height: 480))
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test("A pinned leading header stays at the visible area's left while its section is on screen, then leaves")
    func pinnedHeaderAlongX() {
        let layout = horizontalLayout { _, _ in
            let section = self.columnSection()
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: C.size(.absolute(40), .fractionalHeight(1)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        // Each section: header 0..<40, then two groups of two items (100 wide each): 240 long.
        let (collectionView, source) = C.collectionView(layout, counts: [4, 4])
        defer { withExtendedLifetime(source) {} }
        func headerX(_ section: Int) -> CGFloat? {
            collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
                .minX
        }
        collectionView.contentOffset = CGPoint(x: 100, y: 0)
        collectionView.layoutIfNeeded()
        #expect(headerX(0) == 100)
        #expect(headerX(1) == 240)
        // Near its section's end the header is pushed out by it: it never passes 240 - 40.
        collectionView.contentOffset = CGPoint(x: 220, y: 0)
        collectionView.layoutIfNeeded()
        #expect(headerX(0) == 200)
        #expect(headerX(1) == 240)
        collectionView.contentOffset = CGPoint(x: 300, y: 0)
        collectionView.layoutIfNeeded()
        #expect(headerX(1) == 300)
    }

    @Test("The layout's own leading header comes before the first section, its trailing footer after the last")
    func layoutHeaderAndFooterAlongX() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.absolute(50), .fractionalHeight(1)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.absolute(60), .absolute(100)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .trailing)
        let layout = horizontalLayout(boundaryItems: [header, footer]) { _, _ in self.columnSection() }
        let (collectionView, source) = C.collectionView(layout, counts: [2])
        defer { withExtendedLifetime(source) {} }
        #expect(C.cellFrames(collectionView)[0] == CGRect(x: 50, y: 0, width: 100, height: 240))
        let elements =
            collectionView.collectionViewLayout.layoutAttributesForElements(
                in: CGRect(x: 0, y: 0, width: 1000, height: 480)) ?? []
        let supplementaries = elements.filter { $0.representedElementCategory == .supplementaryView }.map(\.frame)
        // A footer less high than the layout is centred across it, as a narrower header is in a vertical layout.
        #expect(
            supplementaries == [
                CGRect(x: 0, y: 0, width: 50, height: 480), CGRect(x: 150, y: 190, width: 60, height: 100),
            ])
        #expect(collectionView.contentSize == CGSize(width: 210, height: 480))
    }

    @Test(
        "An orthogonal section inside a horizontal layout scrolls vertically, by itself, showing what comes into view")
    func orthogonalSectionScrollsVertically() {
        let layout = horizontalLayout { index, _ in
            guard index == 0 else { return self.columnSection() }
            let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: C.size(.absolute(200), .absolute(150)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            return section
        }
        let (collectionView, source) = C.collectionView(layout, counts: [10, 6])
        defer { withExtendedLifetime(source) {} }
        // The section is as wide as its group; its groups go down 160 points apart; section 1 starts at x 200.
        #expect(
            C.cellFrames(collectionView) == [
                0: CGRect(x: 0, y: 0, width: 200, height: 150), 1: CGRect(x: 0, y: 160, width: 200, height: 150),
                2: CGRect(x: 0, y: 320, width: 200, height: 150),
            ])
        #expect(C.cellFrames(collectionView, section: 1)[0] == CGRect(x: 200, y: 0, width: 100, height: 240))
        #expect(collectionView.simulateOrthogonalScroll(inSection: 0, by: 100))
        #expect(
            C.cellFrames(collectionView) == [
                0: CGRect(x: 0, y: -100, width: 200, height: 150), 1: CGRect(x: 0, y: 60, width: 200, height: 150),
                2: CGRect(x: 0, y: 220, width: 200, height: 150), 3: CGRect(x: 0, y: 380, width: 200, height: 150),
            ])
        // Section 1 did not move, nor did the collection view.
        #expect(C.cellFrames(collectionView, section: 1)[0] == CGRect(x: 200, y: 0, width: 100, height: 240))
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("Scrolling 10,000 items along x makes no more cells than are visible plus two")
    func scrollingMakesFewCells() {
        let layout = horizontalLayout { _, _ in self.columnSection() }
        let before = TextCell.made
        let (collectionView, source) = C.collectionView(layout, counts: [10_000])
        defer { withExtendedLifetime(source) {} }
        var mostVisible = collectionView.indexPathsForVisibleItems.count
        var x: CGFloat = 0
        while x < 20_000 {
            x += 37
            collectionView.contentOffset = CGPoint(x: x, y: 0)
            collectionView.layoutIfNeeded()
            mostVisible = max(mostVisible, collectionView.indexPathsForVisibleItems.count)
        }
        // 320 points meet four or five columns of two items.
        #expect(mostVisible == 10)
        #expect(TextCell.made - before <= mostVisible + 2)
        #expect(collectionView.contentSize == CGSize(width: 500_000, height: 480))
    }

    @Test("A top-aligned boundary item in a horizontal layout, which the documentation does not place, is refused once")
    func topAlignmentRefused() {
        let layout = horizontalLayout { _, _ in
            let section = self.columnSection()
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: C.size(.fractionalWidth(1), .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }
        var collectionView: UICollectionView?
        var source: CompositionalSource?
        let messages = raisedMessages {
            (collectionView, source) = C.collectionView(layout, counts: [3, 3])
            collectionView?.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            collectionView?.layoutIfNeeded()
        }
        defer { withExtendedLifetime(source) {} }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("aligned top") == true)
    }
}
#endif
