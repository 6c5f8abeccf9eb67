#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Frames from the arithmetic Apple's documentation defines for compositional layouts:
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension (fractions of the container: for an
/// item, its group; for a section's group, the section's content area),
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup (`subitem:count:` and `subitems:`),
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem (content insets inside the item),
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor (a badge at a corner, moved by a
/// fraction of its size), and Apple's sample "Implementing Modern Collection Views"
/// (https://developer.apple.com/documentation/uikit/views_and_controls/collection_views/implementing_modern_collection_views).
@Suite("Compositional layout frames", .timeLimit(.minutes(10)))
@MainActor
struct CompositionalLayoutTests {
    typealias C = Compositional

    /// A grid of `columns` items a row, each `fractionalWidth(1 / columns)` of a group `height` points high.
    private func grid(
        columns: Int, height: CGFloat, insets: NSDirectionalEdgeInsets = .zero
    )
        -> UICollectionViewCompositionalLayout
    {
        let item = NSCollectionLayoutItem(
            layoutSize: C.size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
        item.contentInsets = insets
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(height)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("A grid of quarter-width items puts four in a row, each a quarter of the width")
    func fractionalGrid() {
        let (collectionView, source) = C.collectionView(grid(columns: 4, height: 80), counts: [10])
        defer { withExtendedLifetime(source) {} }
        let frames = C.cellFrames(collectionView)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(frames[3] == CGRect(x: 240, y: 0, width: 80, height: 80))
        #expect(frames[5] == CGRect(x: 80, y: 80, width: 80, height: 80))
        #expect(frames[9] == CGRect(x: 80, y: 160, width: 80, height: 80))
        // Three rows; the last is partly filled but as high as the others.
        #expect(collectionView.contentSize == CGSize(width: 320, height: 240))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
                == CGRect(x: 160, y: 80, width: 80, height: 80))
    }

    @Test("An item's content insets shrink its cell inside the space its size gives it")
    func insetItems() {
        let insets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let (collectionView, source) = C.collectionView(grid(columns: 4, height: 80, insets: insets), counts: [8])
        defer { withExtendedLifetime(source) {} }
        let frames = C.cellFrames(collectionView)
        #expect(frames[0] == CGRect(x: 5, y: 5, width: 70, height: 70))
        #expect(frames[5] == CGRect(x: 85, y: 85, width: 70, height: 70))
        #expect(collectionView.contentSize.height == 160)
    }

    @Test("A nested group puts a large item beside a column of two, and repeats")
    func nestedGroups() {
        let leading = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let trailingItem = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, trailing])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
        let (collectionView, source) = C.collectionView(
            layout, counts: [5], frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        defer { withExtendedLifetime(source) {} }
        let frames = C.cellFrames(collectionView)
        // The group is 0.4 of the collection view's height: 200 points.
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 210, height: 200))
        #expect(frames[1] == CGRect(x: 210, y: 0, width: 90, height: 100))
        #expect(frames[2] == CGRect(x: 210, y: 100, width: 90, height: 100))
        #expect(frames[3] == CGRect(x: 0, y: 200, width: 210, height: 200))
        #expect(frames[4] == CGRect(x: 210, y: 200, width: 90, height: 100))
        #expect(collectionView.contentSize.height == 400)
    }

    @Test("A count-based group splits its width less the spacing into equal items, in an inset section")
    func countGroupsWithSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collectionView, source) = C.collectionView(
            layout, counts: [6, 2], frame: CGRect(x: 0, y: 0, width: 340, height: 480))
        defer { withExtendedLifetime(source) {} }
        let frames = C.cellFrames(collectionView)
        // 320 points of content, less two gaps of 10: three items of 100, whatever the item's own width.
        #expect(frames[0] == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(frames[1] == CGRect(x: 120, y: 10, width: 100, height: 50))
        #expect(frames[4] == CGRect(x: 120, y: 70, width: 100, height: 50))
        // Section 0 ends at 10 + 50 + 10 + 50 + 10 = 130; section 1 starts there.
        #expect(C.cellFrames(collectionView, section: 1)[1] == CGRect(x: 120, y: 140, width: 100, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 340, height: 200))
    }

    @Test("Flexible spacing shares the space a group has to spare between its items")
    func flexibleSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.absolute(100), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, source) = C.collectionView(layout, counts: [4])
        defer { withExtendedLifetime(source) {} }
        let frames = C.cellFrames(collectionView)
        // Three items of 100 fit in 320; the 20 points left are two gaps of 10.
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames[1] == CGRect(x: 110, y: 0, width: 100, height: 40))
        #expect(frames[2] == CGRect(x: 220, y: 0, width: 100, height: 40))
        #expect(frames[3] == CGRect(x: 0, y: 40, width: 100, height: 40))
    }

    @Test("Edge spacing moves an item inside its group: flexible on both sides centres it")
    func edgeSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.absolute(100), .absolute(20)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(8), top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(60)), subitem: item, count: 1)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, source) = C.collectionView(layout, counts: [1])
        defer { withExtendedLifetime(source) {} }
        // count: 1 makes the item the group's width (less its 8-point leading spacing), centred in 60 points.
        #expect(C.cellFrames(collectionView)[0] == CGRect(x: 8, y: 20, width: 312, height: 20))
    }

    /// Sections of 20 full-width rows of 50 points under a pinned 40-point header, in a 320 × 200 view.
    private func pinnedHeaderList(pinned: Bool = true) -> (UICollectionView, CompositionalSource) {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems = [header]
        return C.collectionView(
            UICollectionViewCompositionalLayout(section: section), counts: [20, 20],
            frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    }

    @Test("A pinned header stays at the top of the visible area as its section scrolls, then leaves with it")
    func pinnedHeadersAfterScrolling() {
        let (collectionView, source) = pinnedHeaderList()
        defer { withExtendedLifetime(source) {} }
        let kind = UICollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0)
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: first)?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(C.cellFrames(collectionView)[0] == CGRect(x: 0, y: 40, width: 320, height: 50))
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: first)?.frame
                == CGRect(x: 0, y: 300, width: 320, height: 40))
        // Section 0 ends at 40 + 20 × 50 = 1040: its header is pushed up by the end of its section.
        collectionView.contentOffset = CGPoint(x: 0, y: 1020)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: first)?.frame
                == CGRect(x: 0, y: 1000, width: 320, height: 40))
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 1040, width: 320, height: 40))
        collectionView.contentOffset = CGPoint(x: 0, y: 1100)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: first) == nil)
        #expect(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 1100, width: 320, height: 40))
    }

    @Test("A header that is not pinned scrolls away with its section")
    func unpinnedHeaderScrolls() {
        let (collectionView, source) = pinnedHeaderList(pinned: false)
        defer { withExtendedLifetime(source) {} }
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collectionView.contentSize.height == 2080)
    }

    @Test("A badge anchored at an item's top trailing corner sits out past it by a fraction of its own size")
    func badgesAnchoredToItems() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: C.size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, source) = C.collectionView(layout, counts: [5])
        defer { withExtendedLifetime(source) {} }
        // Item 1's cell is (85, 5, 70, 70): the badge's right edge at 155 + 6, its top at 5 - 6.
        #expect(
            collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 141, y: -1, width: 20, height: 20))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 5, y: 85, width: 70, height: 70))
        #expect(
            collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 61, y: 79, width: 20, height: 20))
        #expect(source.supplementaryRequests.filter { $0.hasPrefix("badge") }.count == 5)
    }

    @Test("A section background covers the section less its own content insets, behind the cells")
    func sectionBackgrounds() {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
        let (collectionView, source) = C.collectionView(layout, counts: [4, 1])
        defer { withExtendedLifetime(source) {} }
        let backgrounds = collectionView.subviews.compactMap { $0 as? BackgroundView }
        // Section 0: 10 + 2 × 60 + 10 = 140 points high, from 0; section 1 from 140, 80 high.
        #expect(
            backgrounds.map(\.frame).sorted { $0.minY < $1.minY }
                == [CGRect(x: 5, y: 5, width: 310, height: 130), CGRect(x: 5, y: 145, width: 310, height: 70)])
        #expect(C.cellFrames(collectionView)[3] == CGRect(x: 160, y: 70, width: 150, height: 60))
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?
                .zIndex == -1)
        // The data source is never asked for decoration views.
        #expect(source.supplementaryRequests.isEmpty)
    }

    @Test("Estimated rows grow with their text: each takes the height its cell gives at the row's width")
    func estimatedItemsGrowWithText() {
        let size = C.size(.fractionalWidth(1), .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = CompositionalSource(counts: [3])
        let long = String(repeating: "A line of text that wraps. ", count: 12)
        source.texts[IndexPath(item: 1, section: 0)] = long
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(WrappingTextCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let short = WrappingTextCell.height(of: "Row 0", width: 320)
        let tall = WrappingTextCell.height(of: long, width: 320)
        #expect(tall > short)
        let frames = C.cellFrames(collectionView)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 320, height: short))
        #expect(frames[1] == CGRect(x: 0, y: short, width: 320, height: tall))
        #expect(frames[2] == CGRect(x: 0, y: short + tall, width: 320, height: short))
        #expect(collectionView.contentSize.height == short + tall + short)
    }

    @Test("Rotation lays fractional items out again at the new width")
    func rotation() {
        let (collectionView, source) = C.collectionView(grid(columns: 4, height: 80), counts: [12])
        defer { withExtendedLifetime(source) {} }
        #expect(C.cellFrames(collectionView)[5] == CGRect(x: 80, y: 80, width: 80, height: 80))
        source.cellRequests.removeAll()
        collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        collectionView.layoutIfNeeded()
        #expect(C.cellFrames(collectionView)[5] == CGRect(x: 120, y: 80, width: 120, height: 80))
        #expect(collectionView.contentSize == CGSize(width: 480, height: 240))
        // The cells already on screen stay; none is asked for again.
        #expect(source.cellRequests.isEmpty)
    }

    @Test("Only the items that intersect the bounds get cells, and scrolling reuses them")
    func onlyVisibleItemsAndReuse() {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        TextCell.made = 0
        let (collectionView, source) = C.collectionView(
            layout, counts: [100_000], frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        defer { withExtendedLifetime(source) {} }
        #expect(source.cellRequests.count == 10)
        #expect(collectionView.contentSize.height == 4_000_000)
        for step in 1...50 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 200)
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 250, section: 0))
        #expect(collectionView.indexPathsForVisibleItems.count == 10)
        #expect(TextCell.made <= 11)
        collectionView.contentOffset = CGPoint(x: 0, y: 3_999_600)
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99_999, section: 0))
    }

    @Test("layoutAttributesForElements(in:) gives the cells, headers and backgrounds in a rectangle")
    func attributesInRect() {
        let (collectionView, source) = pinnedHeaderList(pinned: false)
        defer { withExtendedLifetime(source) {} }
        let layout = collectionView.collectionViewLayout
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1000, width: 320, height: 100)) ?? []
        let described = attributes.map {
            "\($0.representedElementKind ?? "cell") \($0.indexPath.section).\($0.indexPath.item) \($0.frame.minY)"
        }
        #expect(
            described == [
                "cell 0.19 990.0", "\(UICollectionView.elementKindSectionHeader) 1.0 1040.0", "cell 1.0 1080.0",
            ])
    }
}
#endif
