#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Supplementary views laid out on items (a compositional layout's badges) through batch updates: they go where their
/// items go and leave with them, while headers stay with their section.
@Suite("Collection view: item badges follow their items through batch updates", .timeLimit(.minutes(10)))
@MainActor
struct UICollectionViewItemBadgeUpdateTests {
    private typealias C = Compositional

    /// A list of 50-point items under a header, a badge on each item's top trailing corner.
    private func badged(count: Int) -> (UICollectionView, CompositionalSource) {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: C.size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: C.size(.fractionalWidth(1), .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return C.collectionView(UICollectionViewCompositionalLayout(section: section), counts: [count])
    }

    /// The view of `kind` shown for `item`: the one at the frame the layout gives it.
    private func view(_ collectionView: UICollectionView, _ kind: String, _ item: Int) -> UICollectionReusableView? {
        collectionView.layoutIfNeeded()
        guard
            let frame = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: kind, at: IndexPath(item: item, section: 0))?.frame
        else { return nil }
        return collectionView.visibleSupplementaryViews(ofKind: kind).first { $0.frame == frame }
    }

    @Test("Deleting the first item removes its badge; the next item's badge moves up with it; the header stays")
    func badgeFollowsItsItem() throws {
        let (collectionView, source) = badged(count: 3)
        let first = try #require(view(collectionView, "badge", 0))
        let second = try #require(view(collectionView, "badge", 1))
        let header = try #require(view(collectionView, UICollectionView.elementKindSectionHeader, 0))
        source.counts = [2]
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        collectionView.layoutIfNeeded()
        #expect(view(collectionView, "badge", 0) === second)
        #expect(view(collectionView, "badge", 0)?.frame == CGRect(x: 300, y: 30, width: 20, height: 20))
        #expect(!collectionView.visibleSupplementaryViews(ofKind: "badge").contains { $0 === first })
        #expect(view(collectionView, UICollectionView.elementKindSectionHeader, 0) === header)
        #expect(collectionView.visibleSupplementaryViews(ofKind: "badge").count == 2)
    }

    @Test("Inserting an item before the others asks for its badge and moves theirs down")
    func insertedItemGetsABadge() throws {
        let (collectionView, source) = badged(count: 2)
        let first = try #require(view(collectionView, "badge", 0))
        source.supplementaryRequests = []
        source.counts = [3]
        collectionView.performBatchUpdates {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        collectionView.layoutIfNeeded()
        #expect(view(collectionView, "badge", 1) === first)
        #expect(source.supplementaryRequests == ["badge 0.0"])
        #expect(collectionView.visibleSupplementaryViews(ofKind: "badge").count == 3)
    }
}
#endif
