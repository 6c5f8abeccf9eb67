import ListKit
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A badge that shows a text.
private final class TextBadge: UICollectionReusableView, ConfigurableHeaderFooter {
    private(set) var text: String?
    func configure(with model: String) { text = model }
}

@MainActor
@Suite("Grids of estimated item heights: each line as tall as its own tallest item", .timeLimit(.minutes(10)))
struct GridLineHeightTests {
    /// A collection view 320 points wide showing `texts` as cards in a grid of three columns 10 points apart
    /// (items of (320 - 20) / 3 = 100 points), a badge on each item.
    private func grid(_ texts: [String]) async -> (UICollectionView, CollectionViewAdapter) {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 1_000), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.defaultSectionLayout = .list()
        let log = SizingLog()
        let cards = texts.enumerated().map { Card(id: $0.offset, text: $0.element, log: log) }
        await adapter.apply(
            ListSnapshot {
                Section(0) { for card in cards { Row<CardCell>(card) } }
                    .layout(
                        .grid(columns: 3, spacing: 10, itemHeight: .estimated(20))
                            .badge(TextBadge.self) { row in row.model(as: Card.self).map { Row<TextBadge>("\($0.id)") }
                            }
                    )
            })
        view.layoutIfNeeded()
        return (view, adapter)
    }

    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("Lines of a grid with estimated heights take their own tallest item's height, spacing apart")
    func linesTakeTheirOwnHeight() async throws {
        // A word a line at 100 points: the first line's tallest card has four lines, the second's one, the last's two.
        let (view, _) = await grid([words(1), words(4), words(2), words(1), words(1), words(1), words(2)])
        let tall = cardHeight(lines: 4)
        let short = cardHeight(lines: 1)
        for item in 0..<3 {
            #expect(frame(view, item) == CGRect(x: CGFloat(item) * 110, y: 0, width: 100, height: tall))
        }
        for item in 3..<6 {
            #expect(frame(view, item) == CGRect(x: CGFloat(item - 3) * 110, y: tall + 10, width: 100, height: short))
        }
        #expect(frame(view, 6) == CGRect(x: 0, y: tall + short + 20, width: 100, height: cardHeight(lines: 2)))
        #expect(view.contentSize.height == tall + short + cardHeight(lines: 2) + 20)
    }

    @Test("A grid whose lines differ in height keeps a badge on the corner of each of its items")
    func badgesFollowTheirItems() async throws {
        let (view, _) = await grid([words(3), words(1), words(1), words(1)])
        let badges = view.subviews.compactMap { $0 as? TextBadge }.filter { !$0.isHidden }
        #expect(badges.count == 4)
        for item in 0..<4 {
            let itemFrame = try #require(frame(view, item))
            let badge = try #require(badges.first { $0.text == "\(item)" })
            // The default badge is 20 points square, its centre on the item's top trailing corner.
            #expect(badge.frame == CGRect(x: itemFrame.maxX - 10, y: itemFrame.minY - 10, width: 20, height: 20))
        }
        #expect(try #require(frame(view, 3)).height == cardHeight(lines: 1))
        #expect(try #require(frame(view, 0)).height == cardHeight(lines: 3))
    }

    @Test("A grid whose lines are all alike is laid out as before: one line repeated")
    func equalLinesStayOneRepeatedLine() async throws {
        let (view, _) = await grid([words(2), words(1), words(2), words(2), words(2), words(1)])
        let line = cardHeight(lines: 2)
        #expect(frame(view, 4) == CGRect(x: 110, y: line + 10, width: 100, height: line))
        #expect(view.contentSize.height == 2 * line + 10)
    }
}
