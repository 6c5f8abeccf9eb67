import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Checks the table shows `snapshot` of `HookedCell` rows: counts, and every visible cell's model.
@MainActor
func expectShowsHooked(
    _ table: UITableView, _ snapshot: ListSnapshot, sourceLocation: SourceLocation = #_sourceLocation
) {
    table.layoutIfNeeded()
    #expect(table.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
    for section in 0..<min(table.numberOfSections, snapshot.numberOfSections) {
        #expect(
            table.numberOfRows(inSection: section) == snapshot.numberOfRows(inSection: section),
            "section \(section)", sourceLocation: sourceLocation)
    }
    for indexPath in table.indexPathsForVisibleRows ?? [] {
        let expected = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))?
            .model(as: HookedItem.self)
        let shown = (table.cellForRow(at: indexPath) as? HookedCell)?.item
        #expect(shown != nil && shown == expected, "at \(indexPath)", sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite("Re-entrant applies", .timeLimit(.minutes(10)))
struct ReentrantApplyTests {
    init() { failOnInconsistency() }

    private func rows(_ ids: some Sequence<Int>, _ hook: ConfigureHook, content: Int = 0) -> ListSnapshot {
        ListSnapshot {
            Section(0) { for id in ids { Row<HookedCell>(HookedItem(id: id, content: content, hook: hook)) } }
        }
    }

    @Test("An apply from a cell's configure during the first layout waits for the layout, then shows")
    func whenConfigureAppliesDuringFirstLayoutItWaitsItsTurn() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let hook = ConfigureHook()
        let later = rows(10..<20, hook)
        var applied = false
        hook.onConfigure = { item in
            // Row 9 is configured in the middle of the layout that shows rows 0 to 13.
            guard item.id == 9, !applied else { return }
            applied = true
            adapter.apply(later)
        }
        adapter.apply(rows(0..<20, hook), completion: nil)
        table.layoutIfNeeded()
        #expect(applied)
        await adapter.settled()
        expectShowsHooked(table, later)
    }

    @Test("An apply from a cell's configure while scrolling waits for the scroll's layout; no stale cell stays")
    func whenConfigureAppliesWhileScrollingItWaitsItsTurn() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let hook = ConfigureHook()
        let later = rows(Array(52..<100) + Array(200..<210), hook, content: 1)
        var applied = false
        hook.onConfigure = { item in
            guard item.id == 55, !applied else { return }
            applied = true
            adapter.apply(later)
        }
        adapter.apply(rows(0..<100, hook), completion: nil)
        table.layoutIfNeeded()
        table.scroll(to: CGPoint(x: 0, y: 44 * 50))
        #expect(applied)
        await adapter.settled()
        expectShowsHooked(table, later)
        table.scroll(to: CGPoint(x: 0, y: 0))
        expectShowsHooked(table, later)
    }

    @Test("An apply from a configure during a batch update's layout waits for the update, then shows")
    func whenConfigureAppliesDuringBatchUpdateItWaitsItsTurn() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let hook = ConfigureHook()
        let last = rows(5..<30, hook, content: 2)
        var applied = false
        hook.onConfigure = { item in
            guard item.content == 1, !applied else { return }
            applied = true
            adapter.apply(last)
        }
        adapter.apply(rows(0..<20, hook), completion: nil)
        table.layoutIfNeeded()
        // Reconfigures every visible cell: the first configured applies again, in the middle of the update.
        adapter.apply(rows(0..<20, hook, content: 1), completion: nil)
        #expect(applied)
        await adapter.settled()
        expectShowsHooked(table, last)
    }

    @Test("An apply from a row's prefetch handler, called during layout, waits for the layout")
    func whenPrefetchAppliesItWaitsItsTurn() async {
        let table = makeTable(height: 220)
        let adapter = TableViewAdapter(tableView: table)
        var count = 10
        func snapshot() -> ListSnapshot {
            ListSnapshot {
                Section(0) {
                    for id in 0..<count {
                        item(id).onPrefetch { model in
                            // Paging: nearing the end loads more rows.
                            guard model.id >= count - 3 else { return }
                            count += 10
                            adapter.apply(snapshot())
                        }
                    }
                }
            }
        }
        adapter.apply(snapshot(), completion: nil)
        table.layoutIfNeeded()
        await adapter.settled()
        #expect(count > 10)
        expectShows(table, snapshot())
        table.scroll(to: CGPoint(x: 0, y: 44 * 15))
        await adapter.settled()
        expectShows(table, snapshot())
    }

    @Test("An apply from the scroll view delegate, told of a scroll inside a layout, waits for the layout")
    func whenScrollDelegateAppliesDuringLayoutItWaitsItsTurn() async {
        /// Applies `next` the first time it is told of a scroll.
        final class ApplyingScrollDelegate: NSObject, UIScrollViewDelegate {
            var apply: (() -> Void)?
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                apply?()
                apply = nil
            }
        }
        let table = makeTable(height: 440)
        let adapter = TableViewAdapter(tableView: table)
        let scrolls = ApplyingScrollDelegate()
        adapter.scrollViewDelegate = scrolls
        adapter.apply(ListSnapshot { Section(0) { for id in 0..<40 { item(id) } } }, completion: nil)
        table.scroll(to: CGPoint(x: 0, y: 44 * 30))
        // A reload to fewer rows: the next layout brings the offset back within the content, which is a scroll.
        let last = ListSnapshot { Section(0) { for id in 100..<112 { item(id, 1) } } }
        scrolls.apply = { adapter.apply(last) }
        adapter.reload(ListSnapshot { Section(0) { for id in 0..<15 { item(id) } } }, completion: nil)
        table.layoutIfNeeded()
        #expect(scrolls.apply == nil)
        await adapter.settled()
        expectShows(table, last)
    }

    @Test("An apply from a row's onSelect waits until the tap is handled, then shows")
    func whenSelectAppliesItWaitsItsTurn() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        adapter.keepsSelection = true
        let last = ListSnapshot { Section(0) { for id in 3..<20 { item(id) } } }
        adapter.apply(
            ListSnapshot { Section(0) { for id in 0..<20 { item(id).onSelect { _ in adapter.apply(last) } } } },
            completion: nil)
        table.layoutIfNeeded()
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        await adapter.settled()
        expectShows(table, last)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("An apply from a row's onMove waits until the table has moved the row, then shows")
    func whenMoveAppliesItWaitsItsTurn() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        // The view model takes the move, and changes more than the move: one row goes, another changes.
        let last = ListSnapshot {
            Section(0) {
                item(1); item(0, 1); item(3); item(4)
            }
        }
        adapter.apply(
            ListSnapshot {
                Section(0) { for id in 0..<5 { item(id).onMove { _, _ in adapter.apply(last) } } }
            },
            completion: nil)
        table.layoutIfNeeded()
        // The reorder control shows only in editing mode, as on iOS.
        table.setEditing(true, animated: false)
        #expect(table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) != nil)
        await adapter.settled()
        expectShows(table, last)
    }

    @Test("An apply from a custom header's configure, during layout, waits for the layout")
    func whenHeaderConfigureAppliesItWaitsItsTurn() async {
        let table = makeTable()
        table.sectionHeaderHeight = 30
        let adapter = TableViewAdapter(tableView: table)
        // The first header's configure drops the sections whose headers the same layout shows next.
        let last = ListSnapshot { Section(1) { for id in 10..<13 { item(id) } } }
        var applied = false
        ApplyingHeader.onConfigure = { title in
            guard title == "zero", !applied else { return }
            applied = true
            adapter.apply(last)
        }
        defer { ApplyingHeader.onConfigure = nil }
        adapter.apply(
            ListSnapshot {
                Section(0) { for id in 0..<3 { item(id) } }.headerView(Row<ApplyingHeader>("zero"))
                Section(1) { for id in 10..<15 { item(id) } }.headerView(Row<ApplyingHeader>("one"))
                Section(2) { for id in 20..<23 { item(id) } }.headerView(Row<ApplyingHeader>("two"))
            },
            completion: nil)
        table.layoutIfNeeded()
        #expect(applied)
        await adapter.settled()
        expectShows(table, last)
        #expect(!(table.headerView(forSection: 0) is ApplyingHeader))
    }

    @Test("An apply from the table's layoutSubviews waits for the layout pass")
    func whenLayoutSubviewsAppliesItWaitsItsTurn() async {
        /// Rebuilds its rows for its width in each layout pass, as a screen whose rows depend on the width does.
        final class WidthTable: UITableView {
            var onLayout: (() -> Void)?
            override func layoutSubviews() {
                super.layoutSubviews()
                onLayout?()
            }
        }
        let table = WidthTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.sectionHeaderHeight = 0
        table.sectionFooterHeight = 0
        let adapter = TableViewAdapter(tableView: table)
        func snapshot() -> ListSnapshot {
            let columns = Int(table.bounds.width / 100)
            return ListSnapshot { Section(0) { for id in 0..<(columns * 5) { item(id, columns) } } }
        }
        table.onLayout = { adapter.apply(snapshot()) }
        adapter.apply(snapshot(), completion: nil)
        table.layoutSubviews()
        table.frame = CGRect(x: 0, y: 0, width: 520, height: 600)
        table.layoutSubviews()
        await adapter.settled()
        table.onLayout = nil
        expectShows(table, snapshot())
    }
}

/// The collection view counterpart of ``HookedCell``.
final class HookedCollectionCell: UICollectionViewCell, ConfigurableCell {
    private(set) var item: HookedItem?

    func configure(with model: HookedItem) {
        item = model
        model.hook.onConfigure(model)
    }
}

@MainActor
@Suite("Re-entrant applies, collection view", .timeLimit(.minutes(10)))
struct CollectionReentrantApplyTests {
    init() { failOnInconsistency() }

    private func makeView() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    }

    private func items(_ ids: some Sequence<Int>, _ hook: ConfigureHook, content: Int = 0) -> ListSnapshot {
        ListSnapshot {
            Section(0) { for id in ids { Row<HookedCollectionCell>(HookedItem(id: id, content: content, hook: hook)) } }
        }
    }

    private func expectShows(_ view: UICollectionView, _ snapshot: ListSnapshot) {
        view.layoutIfNeeded()
        #expect(view.numberOfSections == snapshot.numberOfSections)
        for section in 0..<min(view.numberOfSections, snapshot.numberOfSections) {
            #expect(view.numberOfItems(inSection: section) == snapshot.numberOfRows(inSection: section))
        }
        for indexPath in view.indexPathsForVisibleItems {
            let expected = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.item))?
                .model(as: HookedItem.self)
            let shown = (view.cellForItem(at: indexPath) as? HookedCollectionCell)?.item
            #expect(shown != nil && shown == expected, "at \(indexPath)")
        }
    }

    @Test("An apply from a cell's configure during the first layout waits for the layout, then shows")
    func whenConfigureAppliesDuringLayoutItWaitsItsTurn() async {
        let view = makeView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let hook = ConfigureHook()
        let later = items(10..<16, hook)
        var applied = false
        hook.onConfigure = { item in
            guard item.id == 4, !applied else { return }
            applied = true
            adapter.apply(later)
        }
        adapter.apply(items(0..<18, hook), completion: nil)
        view.layoutIfNeeded()
        #expect(applied)
        await adapter.settled()
        expectShows(view, later)
    }

    @Test("An apply from a cell's configure while scrolling waits for the scroll's layout")
    func whenConfigureAppliesWhileScrollingItWaitsItsTurn() async {
        let view = makeView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let hook = ConfigureHook()
        let later = items(Array(40..<90) + Array(200..<203), hook, content: 1)
        var applied = false
        hook.onConfigure = { item in
            guard item.id == 63, !applied else { return }
            applied = true
            adapter.apply(later)
        }
        adapter.apply(items(0..<90, hook), completion: nil)
        view.layoutIfNeeded()
        view.scroll(to: CGPoint(x: 0, y: 100 * 20))
        #expect(applied)
        await adapter.settled()
        expectShows(view, later)
        view.scroll(to: .zero)
        expectShows(view, later)
    }

    @Test("An apply from an item's onSelect waits until the tap is handled, then shows")
    func whenSelectAppliesItWaitsItsTurn() async {
        let view = makeView()
        let adapter = CollectionViewAdapter(collectionView: view)
        let hook = ConfigureHook()
        let last = items(5..<9, hook)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    for id in 0..<9 {
                        Row<HookedCollectionCell>(HookedItem(id: id, hook: hook)).onSelect { _ in adapter.apply(last) }
                    }
                }
            },
            completion: nil)
        view.layoutIfNeeded()
        view.simulateTap(at: IndexPath(item: 2, section: 0))
        await adapter.settled()
        expectShows(view, last)
    }
}

/// A header that runs a test's code from its `configure`.
final class ApplyingHeader: UITableViewHeaderFooterView, ConfigurableHeaderFooter {
    nonisolated(unsafe) static var onConfigure: ((String) -> Void)?
    func configure(with model: String) { Self.onConfigure?(model) }
}
