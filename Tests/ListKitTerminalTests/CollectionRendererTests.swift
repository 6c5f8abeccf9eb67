import Foundation
import HeadlessUIKit
import ListKitTerminal
import ListKitTerminalTestSupport
import Testing

// Collection views drawn at their frames: a column is 8.5 points and a line 20⅓ (TerminalGrid), so the fixtures'
// sizes are whole columns and lines: 61 points is three lines, 40⅔ two, a 39-column view 331.5 points wide.
@MainActor
@Suite("Collection renderer", .timeLimit(.minutes(10)))
struct CollectionRendererTests {
    private typealias L = Layouts
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    @Test("A grid draws its items side by side at their frames, under its section's header rule")
    func grid() {
        let section = L.grid(columns: 3, height: 61)
        section.boundarySupplementaryItems = [L.boundary(header, height: 61)]
        let fixture = FixtureCollection(
            UICollectionViewCompositionalLayout(section: section),
            texts: [["Apple", "Pear", "Fig", "Plum", "Kiwi"]], lines: 9)
        expectFrame(
            CollectionRenderer(collectionView: fixture.collectionView).rendered(width: 40, height: 9),
            equals: """

                 Section 0 ────────────────────────────


                 Apple        Pear         Fig


                 Plum         Kiwi
                """)
    }

    @Test("A carousel draws the items in its width at its own offset, and the items that come into view after a scroll")
    func carousel() {
        let item = NSCollectionLayoutItem(layoutSize: L.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: L.size(.absolute(127.5), .absolute(61)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 17
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? carousel : L.grid(columns: 1, height: 61)
        }
        let fixture = FixtureCollection(
            layout, texts: [["One", "Two", "Three", "Four"], ["Below"]], lines: 6)
        let renderer = CollectionRenderer(collectionView: fixture.collectionView)
        expectFrame(
            renderer.rendered(width: 40, height: 6),
            equals: """

                 One              Two              Thre


                 Below
                """)
        #expect(fixture.collectionView.simulateOrthogonalScroll(inSection: 0, by: 144.5))
        expectFrame(
            renderer.rendered(width: 40, height: 6),
            equals: """

                 Two              Three            Four


                 Below
                """)
    }

    @Test("A section background is a box behind the cells; a badge is drawn over its cell; a footer under the items")
    func backgroundBadgeAndFooter() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: L.size(.absolute(25.5), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: L.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: L.size(.fractionalWidth(1), .absolute(61)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 17, bottom: 20, trailing: 17)
        section.decorationItems = [.background(elementKind: "background")]
        section.boundarySupplementaryItems = [L.boundary(footer, height: 20)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(PlainBackground.self, forDecorationViewOfKind: "background")
        let fixture = FixtureCollection(layout, texts: [["Left", "Right"]], lines: 7)
        expectFrame(
            CollectionRenderer(collectionView: fixture.collectionView).rendered(width: 40, height: 7),
            equals: """
                ┌─────────────────────────────────────┐
                │                 1                2  │
                │  Left              Right            │
                │                                     │
                └─────────────────────────────────────┘
                   End of 0
                """)
    }

    @Test("The highlighted item has > on each of its lines; with colour its columns are in reverse video")
    func highlight() {
        let fixture = FixtureCollection(
            UICollectionViewCompositionalLayout(section: L.grid(columns: 2, height: 40 + 2 / 3)),
            texts: [["A", "B", "C", "D"]], lines: 4)
        let path = IndexPath(item: 1, section: 0)
        expectFrame(
            CollectionRenderer(collectionView: fixture.collectionView, highlightedItem: path).rendered(
                width: 40, height: 4),
            equals: """
                                    >
                 A                  >B

                 C                   D
                """)
        let colored = CollectionRenderer(collectionView: fixture.collectionView, highlightedItem: path, usesColor: true)
            .rendered(width: 40, height: 4)
        let first = colored.split(separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(first.hasPrefix(String(repeating: " ", count: 20) + "\u{1B}[7m>"))
    }

    @Test("With colour, a header's lines are bold and a footer's dim; the text is the same as without")
    func colours() {
        let section = L.grid(columns: 2, height: 40 + 2 / 3)
        section.boundarySupplementaryItems = [
            L.boundary(UICollectionView.elementKindSectionHeader, height: 20),
            L.boundary(footer, height: 20),
        ]
        let fixture = FixtureCollection(
            UICollectionViewCompositionalLayout(section: section), texts: [["A", "B"]], lines: 4)
        let plain = CollectionRenderer(collectionView: fixture.collectionView).rendered(width: 40, height: 4)
        let colored = CollectionRenderer(collectionView: fixture.collectionView, usesColor: true)
            .rendered(width: 40, height: 4)
        let lines = colored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("\u{1B}[1m Section 0 ─"))
        #expect(lines[3].hasPrefix("\u{1B}[2m End of 0"))
        let stripped = ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[0m"].reduce(colored) {
            $0.replacingOccurrences(of: $1, with: "")
        }
        #expect(stripped == plain)
    }

    @Test("A flow layout's grid draws too")
    func flowLayout() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 110.5, height: 40 + 2 / 3)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let fixture = FixtureCollection(flow, texts: [["x1", "x2", "x3", "x4"]], lines: 4)
        expectFrame(
            CollectionRenderer(collectionView: fixture.collectionView).rendered(width: 40, height: 4),
            equals: """

                 x1           x2           x3

                 x4
                """)
    }

    @Test(
        "A horizontal layout draws its sections side by side, and the ones that come into view after a scroll along x")
    func horizontalLayout() {
        let item = NSCollectionLayoutItem(layoutSize: L.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: L.size(.absolute(127.5), .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 17
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: column), configuration: configuration)
        let fixture = FixtureCollection(
            layout, texts: [["One", "Two"], ["Three", "Four"], ["Five", "Six"], ["Seven", "Eight"]], lines: 6)
        let renderer = CollectionRenderer(collectionView: fixture.collectionView)
        // Sections 144.5 points (17 columns) apart, each a column of two items three lines high.
        expectFrame(
            renderer.rendered(width: 40, height: 6),
            equals: """

                 One              Three            Five


                 Two              Four             Six
                """)
        fixture.collectionView.contentOffset = CGPoint(x: 289, y: 0)
        expectFrame(
            renderer.rendered(width: 40, height: 6),
            equals: """

                 Five             Seven


                 Six              Eight
                """)
    }
}
