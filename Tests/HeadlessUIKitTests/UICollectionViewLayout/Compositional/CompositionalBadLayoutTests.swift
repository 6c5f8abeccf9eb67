#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Layouts that are wrong, as iOS treats them: never a hang or a crash of HeadlessUIKit's own; UIKit's message where
/// UIKit raises.
@Suite("Compositional layouts that are wrong", .timeLimit(.minutes(10)))
@MainActor
struct CompositionalBadLayoutTests {
    private func rows(_ item: NSCollectionLayoutItem, height: CGFloat = 50) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.horizontal(
                layoutSize: Compositional.size(.fractionalWidth(1), .absolute(height)), subitems: [item]))
    }

    @Test("A section provider that returns nil raises UIKit's message; the other sections are still laid out")
    func sectionProviderReturnsNil() {
        let item = NSCollectionLayoutItem(layoutSize: Compositional.size(.fractionalWidth(1), .fractionalHeight(1)))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? nil : self.rows(item) }
        var collectionView: UICollectionView?
        var source: CompositionalSource?
        let messages = raisedMessages {
            (collectionView, source) = Compositional.collectionView(layout, counts: [2, 2])
        }
        defer { withExtendedLifetime(source) {} }
        #expect(messages.first?.hasPrefix("Invalid section definition.") == true)
        #expect(
            collectionView.map { Compositional.cellFrames($0, section: 1) } == [
                0: CGRect(x: 0, y: 0, width: 320, height: 50), 1: CGRect(x: 0, y: 50, width: 320, height: 50),
            ])
    }

    @Test("Zero, negative and non-finite sizes and insets lay out as empty space, without a hang")
    func degenerateSizes() {
        let dimensions: [NSCollectionLayoutDimension] = [
            .absolute(0), .absolute(-20), .fractionalWidth(.nan), .fractionalWidth(.infinity), .estimated(-5),
        ]
        for dimension in dimensions {
            let item = NSCollectionLayoutItem(layoutSize: Compositional.size(dimension, dimension))
            item.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: -4, bottom: .infinity, trailing: 3)
            let section = rows(item)
            section.contentInsets = NSDirectionalEdgeInsets(top: .infinity, leading: .nan, bottom: -1, trailing: 0)
            section.interGroupSpacing = .nan
            let (collectionView, source) = Compositional.collectionView(
                UICollectionViewCompositionalLayout(section: section), counts: [4])
            defer { withExtendedLifetime(source) {} }
            // One zero-width item a group: four 50-point rows.
            #expect(collectionView.contentSize == CGSize(width: 320, height: 200), "\(dimension.dimension)")
            for frame in Compositional.cellFrames(collectionView).values {
                #expect(frame.width >= 0 && frame.height >= 0 && frame.minX.isFinite && frame.minY.isFinite)
            }
        }
    }

    @Test("An item wider than its group still takes one group, overflowing it")
    func itemLargerThanGroup() {
        let item = NSCollectionLayoutItem(layoutSize: Compositional.size(.absolute(500), .absolute(40)))
        let (collectionView, source) = Compositional.collectionView(
            UICollectionViewCompositionalLayout(section: rows(item)), counts: [2])
        defer { withExtendedLifetime(source) {} }
        #expect(
            Compositional.cellFrames(collectionView) == [
                0: CGRect(x: 0, y: 0, width: 500, height: 40), 1: CGRect(x: 0, y: 50, width: 500, height: 40),
            ])
    }

    @Test("A badge of a kind the collection view never registered raises UIKit's dequeue message")
    func unregisteredSupplementaryKind() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Compositional.size(.absolute(10), .absolute(10)), elementKind: "unregistered",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        let item = NSCollectionLayoutItem(
            layoutSize: Compositional.size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        var source: CompositionalSource?
        let messages = raisedMessages {
            source =
                Compositional.collectionView(
                    UICollectionViewCompositionalLayout(section: rows(item)), counts: [1]
                ).1
        }
        defer { withExtendedLifetime(source) {} }
        #expect(
            messages == [
                "could not dequeue a view of kind: unregistered with identifier Title - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard"
            ])
    }

    @Test("A background of a kind the layout never registered raises UIKit's dequeue message and shows nothing")
    func unregisteredDecorationKind() {
        let item = NSCollectionLayoutItem(layoutSize: Compositional.size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = rows(item)
        section.decorationItems = [.background(elementKind: "card")]
        var collectionView: UICollectionView?
        var source: CompositionalSource?
        let messages = raisedMessages {
            (collectionView, source) = Compositional.collectionView(
                UICollectionViewCompositionalLayout(section: section), counts: [1])
        }
        defer { withExtendedLifetime(source) {} }
        #expect(messages.first?.hasPrefix("could not dequeue a view of kind: card with identifier card") == true)
        #expect(collectionView?.visibleCells.count == 1)
    }

    @Test("A group that holds no items logs that the section's items are not shown")
    func emptyGroup() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: Compositional.size(.fractionalWidth(1), .absolute(50))) {
            _ in []
        }
        var source: CompositionalSource?
        let messages = layoutMessages {
            source =
                Compositional.collectionView(
                    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3]
                ).1
        }
        defer { withExtendedLifetime(source) {} }
        #expect(messages.contains { $0.contains("holds no items") })
    }
}
#endif
