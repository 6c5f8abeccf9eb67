#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// How a compositional layout stacks and restyles its elements: the `zIndex` of each kind of element reaching the
/// views as their layers' `zPosition`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex), a custom group item's
/// own `zIndex` (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/zindex), and what a
/// `visibleItemsInvalidationHandler` sets on the visible items
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem).
@Suite("Compositional stacking and visible item changes", .timeLimit(.minutes(10)))
@MainActor
struct CompositionalStackingTests {
    private typealias C = Compositional

    @Test("A custom group item's zIndex reaches its cell's attributes and its view's layer; other cells stay at 0")
    func customItemZIndex() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: C.size(.fractionalWidth(1), .absolute(100))) { _ in
            [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 0, width: 200, height: 100), zIndex: 3),
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, source) = C.collectionView(layout, counts: [4])
        defer { withExtendedLifetime(source) {} }
        let zIndexes = (0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.zIndex }
        #expect(zIndexes == [0, 3, 0, 3])
        let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        #expect(elements.filter { $0.representedElementCategory == .cell }.map(\.zIndex) == [0, 3, 0, 3])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.zPosition == 3)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.layer.zPosition == 0)
    }

    @Test("A section background sits behind the cells, a badge in front of them and a pinned header above both")
    func zPositions() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
        let (collectionView, source) = C.collectionView(layout, counts: [2])
        defer { withExtendedLifetime(source) {} }
        let background = collectionView.subviews.first { $0 is BackgroundView }
        #expect(background?.layer.zPosition == -1)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.zPosition == 0)
        let badges = collectionView.visibleSupplementaryViews(ofKind: "badge")
        #expect(badges.count == 2 && badges.allSatisfy { $0.layer.zPosition == 1 })
        let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.map(\.layer.zPosition) == [2])
    }

    @Test("What the invalidation handler sets (alpha, transform, centre, hidden, zIndex) reaches the views")
    func invalidationHandlerChanges() {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: C.size(.absolute(150), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        var seen: [IndexPath: CGRect] = [:]
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for visible in items where visible.representedElementCategory == .cell {
                seen[visible.indexPath] = visible.frame
                switch visible.indexPath.item {
                case 0:
                    visible.alpha = 0.5
                    visible.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                case 1:
                    visible.center = CGPoint(x: visible.center.x, y: visible.center.y + 10)
                    visible.zIndex = 4
                default:
                    visible.isHidden = true
                }
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collectionView, source) = C.collectionView(layout, counts: [3])
        defer { withExtendedLifetime(source) {} }
        #expect(seen[IndexPath(item: 1, section: 0)] == CGRect(x: 160, y: 0, width: 150, height: 100))
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.alpha == 0.5)
        #expect(first?.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(second?.frame == CGRect(x: 160, y: 10, width: 150, height: 100))
        #expect(second?.layer.zPosition == 4 && second?.alpha == 1)
        // Item 2 starts at 320, past the 320-point width: scrolled into view, the handler hides it.
        #expect(collectionView.simulateOrthogonalScroll(inSection: 0, by: 100))
        #expect(seen[IndexPath(item: 2, section: 0)] != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
    }

    @Test("A nil section for a section without items is taken as empty, without UIKit's message")
    func nilSectionWithoutItems() {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? nil : NSCollectionLayoutSection(group: group)
        }
        var collectionView: UICollectionView?
        var source: CompositionalSource?
        let messages = raisedMessages { (collectionView, source) = C.collectionView(layout, counts: [0, 2]) }
        defer { withExtendedLifetime(source) {} }
        #expect(messages.isEmpty)
        #expect(collectionView.map { C.cellFrames($0, section: 1)[1] } == CGRect(x: 0, y: 40, width: 320, height: 40))
    }
}
#endif

/// A header whose label wraps at its width, pinned to its edges with constraints: it self-sizes to its text.
final class WrappingHeader: UICollectionReusableView {
    static var text = ""
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.text = WrappingHeader.text
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Headers with an estimated height, measured as cells are: the estimate stands in until the header is on screen,
/// then the header takes the height its view gives at its width
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)).
@Suite("Compositional self-sizing headers", .timeLimit(.minutes(10)))
@MainActor
struct CompositionalSelfSizingHeaderTests {
    private typealias C = Compositional

    /// A section of 50-point rows under a header estimated at 44 points, whose view shows `text`.
    private func laidOut(_ text: String) -> (UICollectionView, CompositionalSource) {
        let item = NSCollectionLayoutItem(layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: C.size(.fractionalWidth(1), .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collectionView, source) = C.collectionView(layout, counts: [3], frame: .zero)
        WrappingHeader.text = text
        collectionView.register(
            WrappingHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    /// The height a wrapping label takes for the text at 320 points.
    private func fittingHeight(_ text: String) -> CGFloat {
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = text
        return probe.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
    }

    @Test("A header estimated at 44 points grows to its wrapped text, and the rows move down under it")
    func headerGrows() {
        let text = String(repeating: "A header long enough to wrap onto several lines. ", count: 3)
        let (collectionView, source) = laidOut(text)
        defer { withExtendedLifetime(source) {} }
        let height = fittingHeight(text)
        #expect(height > 44)
        let header = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(header.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: height)])
        #expect(C.cellFrames(collectionView)[0] == CGRect(x: 0, y: height, width: 320, height: 50))
        #expect(collectionView.contentSize.height == height + 150)
    }

    @Test("A header estimated at 44 points with one short line shrinks to that line")
    func headerShrinks() {
        let (collectionView, source) = laidOut("Short")
        defer { withExtendedLifetime(source) {} }
        let height = fittingHeight("Short")
        #expect(height < 44)
        let attributes = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 0, y: 0, width: 320, height: height))
        #expect(C.cellFrames(collectionView)[0]?.minY == height)
    }
}
