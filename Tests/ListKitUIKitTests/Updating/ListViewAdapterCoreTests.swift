import ListKit
import ListKitTestSupport
import Testing

@testable import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

#if !canImport(UIKit)
/// The adapter core (`ListViewAdapter`) as both adapters use it: one behaviour for tables and collection views, and the
/// one type through which its updater changes the view.
@MainActor
@Suite("The adapter core: one behaviour for tables and collection views", .timeLimit(.minutes(10)))
struct ListViewAdapterCoreTests {
    init() { failOnInconsistency() }

    /// The two views the core drives.
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case table, collection
        var testDescription: String { rawValue }
    }

    /// An adapter of `kind` on a view that shows a few rows at a time, seen as the core, with a tap on its view.
    private func makeAdapter(_ kind: Kind) -> (ListViewAdapter, UIScrollView, (IndexPath) -> Void) {
        switch kind {
        case .table:
            let table = makeTable(height: 220)
            table.rowHeight = 44
            return (TableViewAdapter(tableView: table), table, { table.simulateTap(at: $0) })
        case .collection:
            let view = makeGridView(height: 220)
            return (CollectionViewAdapter(collectionView: view), view, { view.simulateTap(at: $0) })
        }
    }

    /// `count` rows of `kind`'s cell type, each calling `onSelect` with its id.
    private func rows(
        _ kind: Kind, _ count: Int, onSelect: @escaping @MainActor @Sendable (Int) -> Void
    ) -> ListSnapshot {
        ListSnapshot {
            Section(0) {
                for id in 0..<count {
                    if kind == .table {
                        item(id).onSelect { onSelect($0.id) }
                    } else {
                        Row<ItemCollectionCell>(TestItem(id: id, content: 0)).onSelect { onSelect($0.id) }
                    }
                }
            }
        }
    }

    @Test(
        "Through ListViewAdapter alone, a reload, a selection kept or not, the near end and the report act alike",
        arguments: Kind.allCases)
    func sharedBehaviour(_ kind: Kind) async {
        let (adapter, view, tap) = makeAdapter(kind)
        let selections = SelectionLog()
        var reports: [ListUpdateReport.Kind] = []
        var nearEnds = 0
        adapter.onUpdate = { reports.append($0.kind) }
        adapter.onNearEnd(within: 2) { nearEnds += 1 }
        adapter.reload(rows(kind, 30) { selections.ids.append($0) })
        await adapter.settled()
        view.layoutIfNeeded()
        #expect(adapter.snapshot.numberOfRows == 30)
        #expect(adapter.row(at: IndexPath(item: 29, section: 0))?.model(as: TestItem.self)?.id == 29)
        #expect(adapter.row(at: IndexPath(item: 30, section: 0)) == nil)
        // Not kept: the handler runs and the row is deselected.
        tap(IndexPath(item: 1, section: 0))
        #expect(selections.ids == [1])
        #expect(adapter.selectedRows.isEmpty)
        // Kept: the selection is read back through the snapshot.
        adapter.keepsSelection = true
        tap(IndexPath(item: 2, section: 0))
        #expect(adapter.selectedModels(TestItem.self).map(\.id) == [2])
        // The end is far: nothing; an apply that brings it on screen calls the action.
        #expect(nearEnds == 0)
        await adapter.applyAndWait(rows(kind, 3) { selections.ids.append($0) })
        #expect(nearEnds > 0)
        #expect(reports == [.reloadData, .batchUpdates])
    }

    @Test("The updater reloads its target first, then performs each stage from the snapshot shown, switching inside")
    func updaterMeetsItsTarget() async {
        let target = RecordingTarget()
        let updater = SnapshotUpdater(shown: target.shown, target: target)
        target.updater = updater
        let first = ListSnapshot { Section(0) { for id in 0..<3 { item(id) } } }
        let second = ListSnapshot { Section(0) { for id in [2, 0, 5] { item(id) } } }
        updater.apply(first, animated: true, policy: .keep, completion: nil)
        #expect(target.calls == ["reload 3"])
        var completed = false
        updater.apply(second, animated: true, policy: .keep) { completed = true }
        #expect(!completed)
        #expect(target.calls.count > 1)
        #expect(target.calls.dropFirst().allSatisfy { $0.hasPrefix("stage from") || $0.hasPrefix("switched") })
        #expect(target.calls[1] == "stage from 3")
        target.completePending()
        await updater.settled()
        #expect(completed)
        #expect(target.calls.last == "shown after 3")
        #expect(target.shown.snapshot.numberOfRows == 3)
    }
}

/// The ids a handler was called with, in order.
@MainActor
private final class SelectionLog: Sendable {
    var ids: [Int] = []
}

extension ListViewAdapter {
    /// Shows `snapshot` animated and returns once it is on screen, whichever adapter this is.
    fileprivate func applyAndWait(_ snapshot: ListSnapshot) async {
        await showAndWait(snapshot, animated: true)
    }
}

/// A target without a view: it records what the updater asks, switches the data source at once and completes its
/// stages when told.
@MainActor
private final class RecordingTarget: SnapshotUpdaterTarget {
    let shown = ShownSnapshot()
    var updater: SnapshotUpdater?
    var calls: [String] = []
    private var pending: [() -> Void] = []

    var widthForComputedHeights: CGFloat? { 320 }

    func reloadAll() {
        calls.append("reload \(shown.snapshot.numberOfRows)")
    }

    func perform(
        _ stage: BatchUpdate, from current: ListSnapshot, animation: UITableView.RowAnimation,
        switchDataSource: @escaping () -> Void, completion: @escaping () -> Void
    ) {
        calls.append("stage from \(current.numberOfRows)")
        switchDataSource()
        calls.append("switched to \(shown.snapshot.numberOfRows)")
        pending.append(completion)
    }

    func didShowWithoutReload(after previous: ListSnapshot) {
        calls.append("shown after \(previous.numberOfRows)")
    }

    /// Completes the stages performed so far, as UIKit does once their animations end.
    func completePending() {
        let completions = pending
        pending = []
        for completion in completions { completion() }
    }
}
#endif
