import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A badge that shows a count.
private final class CountBadge: UICollectionReusableView, ConfigurableHeaderFooter {
    private(set) var count: Int?
    func configure(with model: Int) { count = model }
}

/// A section background.
private final class CardBackground: UICollectionReusableView {}

/// A collection view that counts its batch updates (`performBatchUpdates(_:completion:)` is `open` in UIKit and in
/// HeadlessUIKit).
private final class BatchCountingCollectionView: UICollectionView {
    private(set) var batchUpdates = 0

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchUpdates += 1
        super.performBatchUpdates(updates, completion: completion)
    }
}

/// What a swipe action's handler was called with.
@MainActor
private final class SwipeLog {
    var events: [String] = []
}

@MainActor
@Suite("Section layouts of a collection view adapter: lists, grids, carousels, custom", .timeLimit(.minutes(10)))
struct SectionLayoutTests {
    init() { failOnInconsistency() }

    /// A collection view of `width` by `height` with a flow layout, its adapter laying sections out as `default`.
    private func makeView(
        width: CGFloat = 340, height: CGFloat = 600, default layout: SectionLayout = .list()
    ) -> (UICollectionView, CollectionViewAdapter) {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.defaultSectionLayout = layout
        return (view, adapter)
    }

    private func items(_ ids: Range<Int>) -> [TestItem] {
        ids.map { TestItem(id: $0) }
    }

    /// The frame of the item at `item` of `section`, once the view is laid out.
    private func frame(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        view.layoutIfNeeded()
        return view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Whether `frame` is `expected`, but for the last bits of sums of thirds of a point.
    private func isNear(_ frame: CGRect?, _ expected: CGRect) -> Bool {
        guard let frame else { return false }
        return [
            frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
            frame.height - expected.height,
        ].allSatisfy { abs($0) < 1e-9 }
    }

    @Test("Setting a default section layout installs a compositional layout, and clearing it puts the old one back")
    func defaultLayoutInstallsCompositionalLayout() {
        let (view, adapter) = makeView()
        #expect(view.collectionViewLayout is UICollectionViewCompositionalLayout)
        adapter.defaultSectionLayout = nil
        #expect(view.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("A grid places its columns and lines at exact frames, inset and spaced")
    func gridFrames() async {
        let (view, adapter) = makeView()
        let layout = SectionLayout.grid(
            columns: 3, spacing: 10, insets: NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        await adapter.apply(
            ListSnapshot { Section(0) { for item in items(0..<5) { Row<ItemCollectionCell>(item) } }.layout(layout) })
        // (340 - 20 - 2 × 10) / 3 = 100 points a column, squares.
        #expect(frame(view, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(frame(view, 1) == CGRect(x: 120, y: 10, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 230, y: 10, width: 100, height: 100))
        #expect(frame(view, 3) == CGRect(x: 10, y: 120, width: 100, height: 100))
        #expect(frame(view, 4) == CGRect(x: 120, y: 120, width: 100, height: 100))
        #expect(view.collectionViewLayout.collectionViewContentSize.height == 230)
        #expect(view.visibleCells.count == 5)
    }

    @Test("A grid's item height may be points or a ratio of its width")
    func gridItemHeights() async {
        let (view, adapter) = makeView(width: 300)
        await adapter.apply(
            ListSnapshot {
                Section(0) { for item in items(0..<2) { Row<ItemCollectionCell>(item) } }
                    .layout(.grid(columns: 2, itemHeight: .points(40)))
                Section(1) { for item in items(2..<4) { Row<ItemCollectionCell>(item) } }
                    .layout(.grid(columns: 2, itemHeight: .aspectRatio(0.5)))
            })
        #expect(frame(view, 1) == CGRect(x: 150, y: 0, width: 150, height: 40))
        #expect(frame(view, 1, section: 1) == CGRect(x: 150, y: 40, width: 150, height: 75))
    }

    @Test("A list section's rows span the width and size themselves, with the section's header")
    func listRowsSelfSized() async {
        let log = SizingLog()
        let (view, adapter) = makeView(width: 320)
        let cards = [1, 8, 13].enumerated().map { Card(id: $0.offset, text: words($0.element), log: log) }
        await adapter.apply(
            ListSnapshot { Section(0, header: "Cards") { for card in cards { Row<CardCell>(card) } }.layout(.list()) })
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        // The header takes UIKit's 44-point estimate; rows are one, two and three lines at 304 points of label.
        let heights = [cardHeight(lines: 1), cardHeight(lines: 2), cardHeight(lines: 3)]
        #expect(frame(view, 0) == CGRect(x: 0, y: 44, width: 320, height: heights[0]))
        #expect(isNear(frame(view, 1), CGRect(x: 0, y: 44 + heights[0], width: 320, height: heights[1])))
        #expect(isNear(frame(view, 2), CGRect(x: 0, y: 44 + heights[0] + heights[1], width: 320, height: heights[2])))
        let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("A carousel scrolls sideways on its own, and the items it brings into view are shown")
    func carouselScrolls() async {
        let (view, adapter) = makeView(width: 320)
        await adapter.apply(
            ListSnapshot {
                Section("carousel") { for item in items(0..<10) { Row<ItemCollectionCell>(item) } }
                    .layout(.carousel(itemWidth: .points(100), itemHeight: .points(50), spacing: 10))
                Section("grid") { for item in items(10..<12) { Row<ItemCollectionCell>(item) } }
                    .layout(.grid(columns: 2, itemHeight: .points(30)))
            })
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(view, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
        // The section below starts under the carousel's one line.
        #expect(frame(view, 0, section: 1) == CGRect(x: 0, y: 50, width: 160, height: 30))
        #expect(!view.indexPathsForVisibleItems.contains(IndexPath(item: 4, section: 0)))
        #expect(view.simulateOrthogonalScroll(inSection: 0, by: 300))
        #expect(frame(view, 4) == CGRect(x: 140, y: 0, width: 100, height: 50))
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 4, section: 0)))
        #expect(!view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
        // The grid below does not move.
        #expect(frame(view, 0, section: 1) == CGRect(x: 0, y: 50, width: 160, height: 30))
    }

    @Test("A carousel pages as its scrolling says")
    func carouselPages() async {
        let (view, adapter) = makeView(width: 320)
        await adapter.apply(
            ListSnapshot {
                Section(0) { for item in items(0..<10) { Row<ItemCollectionCell>(item) } }
                    .layout(.carousel(itemWidth: .points(100), itemHeight: .points(50), scrolling: .groupPaging))
            })
        #expect(view.simulateOrthogonalScroll(inSection: 0, by: 140))
        // Comes to rest at an item's leading edge.
        let x = frame(view, 1)?.minX ?? -1
        #expect(x == 0 || frame(view, 2)?.minX == 0)
    }

    @Test("A snapshot that changes a section's layout lays it out anew in its animated update, with its other changes")
    func layoutChangesWithSnapshot() async {
        let view = BatchCountingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.defaultSectionLayout = .list()
        await adapter.apply(
            ListSnapshot {
                Section(0) { for item in items(0..<4) { Row<ItemCollectionCell>(item) } }
                    .layout(.grid(columns: 2, itemHeight: .points(50)))
            })
        #expect(frame(view, 1) == CGRect(x: 150, y: 0, width: 150, height: 50))
        #expect(frame(view, 2) == CGRect(x: 0, y: 50, width: 150, height: 50))
        #expect(view.batchUpdates == 0)
        // Only the layout changes: the diff has nothing to do, the layout is made again.
        var updates: [ListUpdateReport] = []
        adapter.onUpdate = { updates.append($0) }
        await adapter.apply(
            ListSnapshot {
                Section(0) { for item in items(0..<4) { Row<ItemCollectionCell>(item) } }
                    .layout(.grid(columns: 4, itemHeight: .points(50)))
            })
        #expect(frame(view, 1) == CGRect(x: 75, y: 0, width: 75, height: 50))
        #expect(frame(view, 3) == CGRect(x: 225, y: 0, width: 75, height: 50))
        #expect(view.batchUpdates == 1)
        // The layout and the rows change together, in one update.
        await adapter.apply(
            ListSnapshot {
                Section(0) { for item in items(0..<5) { Row<ItemCollectionCell>(item) } }
                    .layout(.list())
            })
        #expect(frame(view, 4) == CGRect(x: 0, y: 4 * 44, width: 300, height: 44))
        #expect(updates.count == 2)
        #expect(view.batchUpdates == 2)
        #expect(view.numberOfItems(inSection: 0) == 5)
    }

    @Test("Changing the default layout lays out anew the sections that declare none")
    func defaultLayoutChange() async {
        let (view, adapter) = makeView(width: 300, default: .grid(columns: 3, itemHeight: .points(20)))
        await adapter.apply(ListSnapshot { Section(0) { for item in items(0..<3) { Row<ItemCollectionCell>(item) } } })
        #expect(frame(view, 2) == CGRect(x: 200, y: 0, width: 100, height: 20))
        adapter.defaultSectionLayout = .grid(columns: 1, itemHeight: .points(20))
        #expect(frame(view, 2) == CGRect(x: 0, y: 40, width: 300, height: 20))
    }

    @Test("A swipe on a list row reaches the row's trailing and leading actions and its delete with the model")
    func swipeReachesHandlers() async {
        let log = SwipeLog()
        let (view, adapter) = makeView()
        await adapter.apply(
            ListSnapshot {
                Section(0) {
                    Row<ItemCollectionCell>(TestItem(id: 0))
                        .trailingActions([SwipeAction("Archive") { item in log.events.append("archive \(item.id)") }])
                        .leadingActions([SwipeAction("Pin") { item in log.events.append("pin \(item.id)") }])
                    Row<ItemCollectionCell>(TestItem(id: 1)).onDelete { item in log.events.append("delete \(item.id)") }
                    Row<ItemCollectionCell>(TestItem(id: 2))
                }
                .layout(.list(.insetGrouped))
            })
        #expect(view.simulateSwipe(at: IndexPath(item: 0, section: 0), edge: .trailing))
        #expect(view.simulateSwipe(at: IndexPath(item: 0, section: 0), edge: .leading))
        #expect(view.simulateSwipe(at: IndexPath(item: 1, section: 0), edge: .trailing))
        #expect(!view.simulateSwipe(at: IndexPath(item: 1, section: 0), edge: .leading))
        #expect(!view.simulateSwipe(at: IndexPath(item: 2, section: 0), edge: .trailing))
        #expect(log.events == ["archive 0", "pin 0", "delete 1"])
    }

    @Test("A swipe reaches the handler of the row on screen after the rows moved")
    func swipeAfterUpdate() async {
        let log = SwipeLog()
        let (view, adapter) = makeView()
        func snapshot(_ ids: [Int]) -> ListSnapshot {
            ListSnapshot {
                Section(0) {
                    for id in ids {
                        Row<ItemCollectionCell>(TestItem(id: id)).onDelete { log.events.append("delete \($0.id)") }
                    }
                }
            }
        }
        await adapter.apply(snapshot([0, 1, 2]))
        await adapter.apply(snapshot([2, 0]))
        #expect(view.simulateSwipe(at: IndexPath(item: 0, section: 0), edge: .trailing))
        #expect(log.events == ["delete 2"])
    }

    @Test("A grid's badges sit on their items' corners with the badge rows' models, and its background behind it")
    func badgeAndBackground() async {
        let (view, adapter) = makeView()
        let insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = SectionLayout.grid(columns: 3, spacing: 10, insets: insets)
            .badge(CountBadge.self) { row in
                row.model(as: TestItem.self).flatMap { $0.id.isMultiple(of: 2) ? Row<CountBadge>($0.id + 100) : nil }
            }
            .background(
                CardBackground.self, insets: NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        await adapter.apply(
            ListSnapshot {
                Section("header") { Row<ItemCollectionCell>(TestItem(id: 99)) }.layout(
                    .grid(columns: 1, itemHeight: .points(40)))
                Section(0) { for item in items(0..<3) { Row<ItemCollectionCell>(item) } }.layout(layout)
            })
        view.layoutIfNeeded()
        let kind = "ListKit.badge." + String(reflecting: CountBadge.self)
        let badge = view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: 0, section: 1))
        // Item 0 is at (10, 50, 100, 100): the 20-point badge is centred on its top trailing corner.
        #expect(frame(view, 0, section: 1) == CGRect(x: 10, y: 50, width: 100, height: 100))
        #expect(badge?.frame == CGRect(x: 100, y: 40, width: 20, height: 20))
        let badges = view.subviews.compactMap { $0 as? CountBadge }
        #expect(Set(badges.compactMap(\.count)) == [100, 102])
        #expect(badges.first { $0.count == 102 }?.frame == CGRect(x: 320, y: 40, width: 20, height: 20))
        // Item 1 has no badge: its view is there, hidden.
        #expect(badges.filter(\.isHidden).count == 1)
        #expect(badges.filter { !$0.isHidden }.count == 2)
        let backgroundKind = "ListKit.background." + String(reflecting: CardBackground.self)
        let background = view.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: backgroundKind, at: IndexPath(item: 0, section: 1))
        // The section is 340 by 120 from y = 40, its background 5 points inside.
        #expect(background?.frame == CGRect(x: 5, y: 45, width: 330, height: 110))
        #expect(view.subviews.contains { $0 is CardBackground })
        #expect(
            view.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: backgroundKind, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A badge follows its row's model: a changed row's badge changes, appears or hides with it")
    func badgeFollowsModel() async {
        let (view, adapter) = makeView()
        let layout = SectionLayout.grid(columns: 3).badge(CountBadge.self, corner: .bottomLeading) { row in
            row.model(as: TestItem.self).flatMap { $0.content > 0 ? Row<CountBadge>($0.content) : nil }
        }
        func snapshot(_ contents: [Int]) -> ListSnapshot {
            ListSnapshot {
                Section(0) {
                    for (id, content) in contents.enumerated() {
                        Row<ItemCollectionCell>(TestItem(id: id, content: content))
                    }
                }
                .layout(layout)
            }
        }
        let kind = "ListKit.badge." + String(reflecting: CountBadge.self)
        func badge(_ item: Int) -> CountBadge? {
            view.layoutIfNeeded()
            return view.supplementaryView(forElementKind: kind, at: IndexPath(item: item, section: 0)) as? CountBadge
        }
        await adapter.apply(snapshot([1, 0, 3]))
        #expect(badge(0)?.count == 1)
        #expect(badge(0)?.isHidden == false)
        #expect(badge(1)?.isHidden == true)
        // 340 / 3 rounded down to the pixel: the badge's centre is on item 0's bottom leading corner.
        #expect(badge(0)?.frame.midX == 0)
        #expect(badge(0)?.frame.midY == frame(view, 0)?.maxY)
        await adapter.apply(snapshot([2, 5, 0]))
        #expect(badge(0)?.count == 2)
        #expect(badge(1)?.isHidden == false)
        #expect(badge(1)?.count == 5)
        #expect(badge(2)?.isHidden == true)
    }

    @Test("Items of estimated height are measured once per row, content and width, across updates")
    func measuredOnce() async {
        let log = SizingLog()
        let (view, adapter) = makeView(width: 320)
        func snapshot(_ cards: [Card]) -> ListSnapshot {
            ListSnapshot {
                Section(0) { for card in cards { Row<CardCell>(card) } }
                    .layout(.grid(columns: 2, spacing: 10, itemHeight: .estimated(20)))
            }
        }
        var cards = [2, 5, 1].enumerated().map { Card(id: $0.offset, text: words($0.element), log: log) }
        await adapter.apply(snapshot(cards))
        // (320 - 10) / 2 = 155 points an item; each line as tall as its own tallest item: three lines of text, then one.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 155, height: cardHeight(lines: 3)))
        #expect(frame(view, 2) == CGRect(x: 0, y: cardHeight(lines: 3) + 10, width: 155, height: cardHeight(lines: 1)))
        #expect(log.measurements.map(\.id).sorted() == [0, 1, 2])
        // Another row comes, one changes: only they are measured.
        cards.append(Card(id: 3, text: words(1), log: log))
        cards[0].text = words(3)
        await adapter.apply(snapshot(cards))
        view.layoutIfNeeded()
        await adapter.apply(snapshot(cards))
        view.layoutIfNeeded()
        #expect(log.measurements.map(\.id).sorted() == [0, 0, 1, 2, 3])
        #expect(log.measurements.allSatisfy { $0.width == 155 })
    }

    @Test("Acting as iOS 13, a list section is one column of self-sizing rows without swipe actions")
    func listFallsBackBeforeIOS14() throws {
        #if !canImport(UIKit)
        let log = SwipeLog()
        let (view, adapter) = makeView(width: 320)
        let saved = Headless.systemVersion
        Headless.systemVersion = OperatingSystemVersion(majorVersion: 13, minorVersion: 0, patchVersion: 0)
        defer { Headless.systemVersion = saved }
        adapter.apply(
            ListSnapshot {
                Section(0, header: "Header") {
                    Row<ItemCollectionCell>(TestItem(id: 0)).onDelete { log.events.append("delete \($0.id)") }
                    Row<ItemCollectionCell>(TestItem(id: 1))
                }
                .layout(.list(.insetGrouped))
            }, animated: false)
        view.layoutIfNeeded()
        // The header's estimated 44 points stand in until it is measured, as UIKit self-sizes estimated boundary items.
        let header = try #require(
            view.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.height > 0 && header.frame.height != 44)
        #expect(frame(view, 0) == CGRect(x: 0, y: header.frame.maxY, width: 320, height: 44))
        #expect(frame(view, 1) == CGRect(x: 0, y: header.frame.maxY + 44, width: 320, height: 44))
        #expect(!view.simulateSwipe(at: IndexPath(item: 0, section: 0), edge: .trailing))
        #expect(log.events.isEmpty)
        #endif
    }

    @Test("A grid of no columns is reported and laid out as one column")
    func gridOfNoColumns() async {
        let recorder = DiagnosticsRecorder.shared
        let mark = recorder.count
        let (view, adapter) = makeView(width: 300)
        await adapter.apply(
            ListSnapshot {
                Section("no columns") { for item in items(0..<2) { Row<ItemCollectionCell>(item) } }
                    .layout(.grid(columns: 0, itemHeight: .points(30)))
            })
        #expect(frame(view, 1) == CGRect(x: 0, y: 30, width: 300, height: 30))
        let messages = recorder.messages(since: mark).filter { $0.contains("no columns") }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("grid of 0 columns") == true)
    }

    @Test("A custom layout is built by the app's closure in the layout environment, and changes with its id")
    func customLayout() async {
        let (view, adapter) = makeView(width: 300)
        func snapshot(id: String, height: CGFloat) -> ListSnapshot {
            ListSnapshot {
                Section(0) { for item in items(0..<2) { Row<ItemCollectionCell>(item) } }
                    .layout(
                        .custom(id: id) { environment in
                            let width = environment.container.effectiveContentSize.width / 2
                            let size = NSCollectionLayoutSize(
                                widthDimension: .absolute(width), heightDimension: .absolute(height))
                            let group = NSCollectionLayoutGroup.horizontal(
                                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                            return NSCollectionLayoutSection(group: group)
                        })
            }
        }
        await adapter.apply(snapshot(id: "short", height: 30))
        #expect(frame(view, 1) == CGRect(x: 0, y: 30, width: 150, height: 30))
        await adapter.apply(snapshot(id: "tall", height: 60))
        #expect(frame(view, 1) == CGRect(x: 0, y: 60, width: 150, height: 60))
    }

    @Test("Layouts are equal when they lay out alike, closures aside")
    func layoutEquality() {
        #expect(SectionLayout.grid(columns: 2) == .grid(columns: 2))
        #expect(SectionLayout.grid(columns: 2) != .grid(columns: 3))
        #expect(SectionLayout.list() != .list(.grouped))
        #expect(SectionLayout.custom(id: "a") { _ in fatalError() } == .custom(id: "a") { _ in fatalError() })
        #expect(SectionLayout.custom(id: "a") { _ in fatalError() } != .custom(id: "b") { _ in fatalError() })
        #expect(SectionLayout.grid(columns: 2).badge(CountBadge.self) { _ in nil } != .grid(columns: 2))
        #expect(SectionLayout.grid(columns: 2).background(CardBackground.self) != .grid(columns: 2))
    }
}
