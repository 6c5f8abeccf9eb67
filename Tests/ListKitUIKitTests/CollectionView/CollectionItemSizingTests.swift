import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Collection view items sized by the adapter, measured once per row, content and width", .timeLimit(.minutes(10)))
struct CollectionItemSizingTests {
    init() { failOnInconsistency() }

    /// A collection view of `width` by `height` with a flow layout of UIKit's defaults (10-point spacings), and its
    /// adapter sizing items by `sizing`.
    private func makeView(
        width: CGFloat = 320, height: CGFloat = 600, sizing: CollectionViewAdapter.ItemSizing
    ) -> (UICollectionView, CollectionViewAdapter) {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.itemSizing = sizing
        return (view, adapter)
    }

    private func snapshot(_ cards: [Card]) -> ListSnapshot {
        ListSnapshot { Section(0) { for card in cards { Row<CardCell>(card) } } }
    }

    /// Applies `snapshot` and lays the view out.
    private func show(_ snapshot: ListSnapshot, _ adapter: CollectionViewAdapter, _ view: UICollectionView) async {
        await adapter.apply(snapshot)
        view.layoutIfNeeded()
    }

    /// The frame of item `item` of section 0, once the view is laid out.
    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutIfNeeded()
        return view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Whether `frame` is `expected`, but for the last bits of sums of thirds of a point.
    private func isNear(_ frame: CGRect?, _ expected: CGRect) -> Bool {
        guard let frame else { return false }
        return [
            frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
            frame.height - expected.height,
        ].allSatisfy { abs($0) < 1e-9 }
    }

    @Test("Items are laid out at the sizes their cells' constraints give at the item's width")
    func itemsLaidOutAtMeasuredSizes() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .full))
        let cards = [1, 8, 13].enumerated().map { Card(id: $0.offset, text: words($0.element), log: log) }
        await show(snapshot(cards), adapter, view)
        // One, two and three lines at 304 points of label; one item a line, 10 points apart.
        let heights = [cardHeight(lines: 1), cardHeight(lines: 2), cardHeight(lines: 3)]
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 320, height: heights[0]))
        #expect(frame(view, 1) == CGRect(x: 0, y: heights[0] + 10, width: 320, height: heights[1]))
        #expect(isNear(frame(view, 2), CGRect(x: 0, y: heights[0] + heights[1] + 20, width: 320, height: heights[2])))
        #expect(abs(view.contentSize.height - (heights.reduce(0, +) + 20)) < 1e-9)
        // The cells on screen are at those frames, and their labels fill them between the margins.
        let cells = view.visibleCells.compactMap { $0 as? CardCell }
        #expect(cells.map(\.frame) == (0..<3).compactMap { frame(view, $0) })
        #expect(cells.map(\.label.frame.height) == (1...3).map { textHeight(lines: $0) })
        // Measured by a sizing cell that is not on screen, at the item's width.
        #expect(log.measurements.map(\.width) == [320, 320, 320])
        #expect(!log.measuringCells.contains { id in cells.contains { ObjectIdentifier($0) == id } })
        #expect(log.measuringCells.count == 1)
    }

    @Test("Columns share the line with the layout's spacing between them, each line as tall as its tallest item")
    func columnsShareTheLine() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .columns(2)))
        let cards = [2, 5, 1].enumerated().map { Card(id: $0.offset, text: words($0.element), log: log) }
        await show(snapshot(cards), adapter, view)
        // (320 - 10) / 2 = 155 points an item: two words a line.
        #expect(log.measurements.map(\.width) == [155, 155, 155])
        // The first line is as tall as its tallest item, the second; the first is centred in it.
        let firstY = (cardHeight(lines: 3) - cardHeight(lines: 1)) / 2
        #expect(frame(view, 0) == CGRect(x: 0, y: firstY, width: 155, height: cardHeight(lines: 1)))
        #expect(frame(view, 1) == CGRect(x: 165, y: 0, width: 155, height: cardHeight(lines: 3)))
        #expect(frame(view, 2) == CGRect(x: 0, y: cardHeight(lines: 3) + 10, width: 155, height: cardHeight(lines: 1)))
    }

    @Test("Each row is measured once across applies that move rows, scrolling and layout passes")
    func eachRowMeasuredOnce() async {
        let log = SizingLog()
        let (view, adapter) = makeView(height: 300, sizing: .fitting(width: .columns(2)))
        let cards = (0..<40).map { Card(id: $0, text: words(1 + $0 % 5), log: log) }
        await show(snapshot(cards), adapter, view)
        // The layout asks every item's size as it is prepared, as UIKit's flow layout does: each is measured once.
        #expect(log.measurements.count == 40)
        #expect(Set(log.measurements.map(\.id)) == Set(0..<40))
        await adapter.apply(snapshot(cards.reversed()))
        await adapter.apply(snapshot(Array(cards[20...] + cards[..<20])))
        view.contentOffset = CGPoint(x: 0, y: view.contentSize.height - 300)
        view.layoutIfNeeded()
        view.contentOffset = .zero
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(log.measurements.count == 40)
        // Each measurement is one configuration of the sizing cell.
        #expect(log.sizingConfigurations == 40)
        // The first item is card 20, of one word: one line.
        #expect(frame(view, 0)?.height == cardHeight(lines: 1))
    }

    @Test("A row whose content changed is measured again, alone, and takes its new size")
    func contentChangeMeasuresAgain() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .full))
        var cards = (0..<5).map { Card(id: $0, text: words(1), log: log) }
        await adapter.apply(snapshot(cards))
        #expect(frame(view, 2)?.height == cardHeight(lines: 1))
        cards[2].text = words(13)
        await adapter.apply(snapshot(cards))
        #expect(log.measurements.count == 6)
        #expect(log.measurements.last == SizingLog.Measurement(id: 2, text: words(13), width: 320))
        #expect(frame(view, 2)?.height == cardHeight(lines: 3))
        #expect(abs((frame(view, 3)?.minY ?? 0) - (2 * cardHeight(lines: 1) + cardHeight(lines: 3) + 30)) < 1e-9)
    }

    @Test("A new width is measured at, and the sizes at the old width are used again when it comes back")
    func widthChangeMeasuresAtNewWidthAndKeepsOld() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .full))
        let cards = (0..<4).map { Card(id: $0, text: words(8), log: log) }
        await show(snapshot(cards), adapter, view)
        #expect(log.measurements.count == 4)
        #expect(frame(view, 0)?.size == CGSize(width: 320, height: cardHeight(lines: 2)))
        // Rotated: 464 points of label, 54 columns, nine words a line.
        view.frame = CGRect(x: 0, y: 0, width: 480, height: 600)
        #expect(frame(view, 0)?.size == CGSize(width: 480, height: cardHeight(lines: 1)))
        #expect(log.measurements.count == 8)
        #expect(log.measurements.suffix(4).allSatisfy { $0.width == 480 })
        // And back: nothing measured.
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        #expect(frame(view, 0)?.size == CGSize(width: 320, height: cardHeight(lines: 2)))
        view.frame = CGRect(x: 0, y: 0, width: 480, height: 600)
        #expect(frame(view, 0)?.size == CGSize(width: 480, height: cardHeight(lines: 1)))
        #expect(log.measurements.count == 8)
    }

    @Test("A deleted row loses its size (measured again when it comes back), and a reload forgets every size")
    func deletedRowsAndReloadForgetSizes() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .full))
        let cards = (0..<5).map { Card(id: $0, text: words(1 + $0), log: log) }
        await show(snapshot(cards), adapter, view)
        await show(snapshot(cards.filter { $0.id != 3 }), adapter, view)
        #expect(log.measurements.count == 5)
        await show(snapshot(cards), adapter, view)
        #expect(log.measurements(of: 3).count == 2)
        #expect(log.measurements.count == 6)
        adapter.reload(snapshot(cards))
        view.layoutIfNeeded()
        #expect(log.measurements.count == 11)
        #expect(frame(view, 4)?.height == cardHeight(lines: 1))
    }

    @Test("A size is kept for the content on screen only: content that changes back is measured again")
    func contentChangedBackMeasuredAgain() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .full))
        var cards = (0..<3).map { Card(id: $0, text: words(1), log: log) }
        await show(snapshot(cards), adapter, view)
        cards[1].text = words(8)
        await show(snapshot(cards), adapter, view)
        cards[1].text = words(1)
        await show(snapshot(cards), adapter, view)
        #expect(log.measurements(of: 1).map(\.text) == [words(1), words(8), words(1)])
        #expect(frame(view, 1)?.height == cardHeight(lines: 1))
    }

    @Test("Rows with their own height take it at the item's width, without being measured")
    func explicitHeightsNotMeasured() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .columns(2)))
        let cards = (0..<3).map { Card(id: $0, text: words(5), log: log) }
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<CardCell>(cards[0]).height(77)
                    Row<CardCell>(cards[1]).height { width in width / 5 }
                    Row<CardCell>(cards[2])
                }
            })
        #expect(frame(view, 0)?.size == CGSize(width: 155, height: 77))
        #expect(frame(view, 1)?.size == CGSize(width: 155, height: 31))
        #expect(frame(view, 2)?.size == CGSize(width: 155, height: cardHeight(lines: 3)))
        #expect(log.measurements.map(\.id) == [2])
    }

    @Test("A cell type registered with its nib is measured with a sizing cell made from the nib")
    func nibCellMeasuredFromItsNib() async {
        #if !canImport(UIKit)
        Headless.registerNib(named: "NibCardCell") {
            NibCardCell.made += 1
            return NibCardCell(frame: .zero)
        }
        #endif
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .full))
        let before = NibCardCell.made
        await show(
            ListSnapshot {
                Section(0) { for id in 0..<3 { Row<NibCardCell>(Card(id: id, text: words(8), log: log)) } }
            },
            adapter, view)
        #expect(frame(view, 2)?.size == CGSize(width: 320, height: cardHeight(lines: 2)))
        #expect(log.measurements.count == 3)
        // Three cells on screen and one sizing cell, all from the nib.
        #expect(view.visibleCells.allSatisfy { $0 is NibCardCell })
        #expect(NibCardCell.made - before == 4)
        #expect(log.measuringCells.count == 1)
    }

    @Test("A fixed item width is used whatever the collection view's width")
    func fixedWidth() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .fitting(width: .fixed(100)))
        await adapter.apply(snapshot([Card(id: 0, text: words(1), log: log)]))
        #expect(frame(view, 0)?.size == CGSize(width: 100, height: cardHeight(lines: 1)))
        view.frame = CGRect(x: 0, y: 0, width: 480, height: 600)
        #expect(frame(view, 0)?.size == CGSize(width: 100, height: cardHeight(lines: 1)))
        #expect(log.measurements.count == 1)
    }

    @Test("In layout mode, the default, items have the layout's itemSize and nothing is measured")
    func layoutModeMeasuresNothing() async {
        let log = SizingLog()
        let (view, adapter) = makeView(sizing: .layout)
        #expect(adapter.itemSizing == .layout)
        let cards = (0..<3).map { Card(id: $0, text: words(8), log: log) }
        await adapter.apply(snapshot(cards))
        #expect(frame(view, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(log.measurements.isEmpty)
        #if !canImport(UIKit)
        // HeadlessUIKit's flow layout is told the adapter gives no sizes, as `responds(to:)` tells UIKit's.
        #expect(!adapter.respondsToSizeForItem)
        #endif
        // Switching modes lays the items out again.
        adapter.itemSizing = .fitting(width: .full)
        #expect(frame(view, 1) == CGRect(x: 0, y: cardHeight(lines: 2) + 10, width: 320, height: cardHeight(lines: 2)))
        adapter.itemSizing = .layout
        #expect(frame(view, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(log.measurements.count == 3)
    }
}
