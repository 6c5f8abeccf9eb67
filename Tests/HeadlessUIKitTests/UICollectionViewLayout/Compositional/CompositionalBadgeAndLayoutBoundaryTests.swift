#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A badge whose constraints make it 30 × 16 points, whatever its estimate.
private final class FixedBadge: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel()
        label.text = "12"
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        // Just below required, as an app sizes a self-sizing view: the frame the layout gives it before it is
        // measured does not conflict with them.
        let width = widthAnchor.constraint(equalToConstant: 30)
        let height = heightAnchor.constraint(equalToConstant: 16)
        width.priority = UILayoutPriority(999)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor), label.topAnchor.constraint(equalTo: topAnchor),
            width, height,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Badges with estimated sizes, which self-size as cells do
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:): "the final size is
/// determined when the content is rendered"), and the layout's own headers and footers
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/boundarysupplementaryitems),
/// pinned to the visible bounds of the layout
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds).
@Suite("Compositional self-sizing badges and layout boundary items", .timeLimit(.minutes(10)))
@MainActor
struct CompositionalBadgeAndLayoutBoundaryTests {
    private typealias C = Compositional

    /// A 320 × 480 collection view of `count` items in rows of the height, their badges `FixedBadge`s, laid out.
    private func withFixedBadges(
        _ item: NSCollectionLayoutItem, rowHeight: CGFloat, count: Int
    ) -> (UICollectionView, CompositionalSource) {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(rowHeight)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, source) = C.collectionView(layout, counts: [count], frame: .zero)
        collectionView.register(FixedBadge.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Title")
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    @Test("A badge estimated at 20 × 20 takes the 30 × 16 its view gives, anchored as before; its item does not move")
    func badgeSelfSizes() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: C.size(.estimated(20), .estimated(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(
            layoutSize: C.size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let (collectionView, source) = withFixedBadges(item, rowHeight: 80, count: 5)
        defer { withExtendedLifetime(source) {} }
        // Item 1's cell is (85, 5, 70, 70): the badge's centre on its top trailing corner (155, 5).
        #expect(
            collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 140, y: -3, width: 30, height: 16))
        #expect(
            collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: "badge", at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 60, y: 77, width: 30, height: 16))
        #expect(C.cellFrames(collectionView)[1] == CGRect(x: 85, y: 5, width: 70, height: 70))
    }

    @Test("A badge of absolute size keeps it: its view is not asked to size itself")
    func absoluteBadgeKeepsItsSize() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let (collectionView, source) = withFixedBadges(item, rowHeight: 100, count: 2)
        defer { withExtendedLifetime(source) {} }
        #expect(
            collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 300, y: 0, width: 20, height: 20))
    }

    @Test("The layout's pinned header stays at the top of the visible area, its pinned footer at the bottom")
    func pinnedLayoutHeaderAndFooter() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = true
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [header, footer]
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: row), configuration: configuration)
        // The header 0..<40, twenty rows 40..<1040, the footer 1040..<1070.
        let (collectionView, source) = C.collectionView(layout, counts: [20])
        defer { withExtendedLifetime(source) {} }
        func frames(_ kind: String) -> [CGRect] {
            collectionView.visibleSupplementaryViews(ofKind: kind).map(\.frame)
        }
        #expect(collectionView.contentSize == CGSize(width: 320, height: 1070))
        #expect(frames(UICollectionView.elementKindSectionHeader) == [CGRect(x: 0, y: 0, width: 320, height: 40)])
        #expect(frames(UICollectionView.elementKindSectionFooter) == [CGRect(x: 0, y: 450, width: 320, height: 30)])
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(frames(UICollectionView.elementKindSectionHeader) == [CGRect(x: 0, y: 300, width: 320, height: 40)])
        #expect(frames(UICollectionView.elementKindSectionFooter) == [CGRect(x: 0, y: 750, width: 320, height: 30)])
        #expect(C.cellFrames(collectionView)[6] == CGRect(x: 0, y: 340, width: 320, height: 50))
        collectionView.contentOffset = CGPoint(x: 0, y: 590)
        collectionView.layoutIfNeeded()
        #expect(frames(UICollectionView.elementKindSectionFooter) == [CGRect(x: 0, y: 1040, width: 320, height: 30)])
    }
}
#endif
