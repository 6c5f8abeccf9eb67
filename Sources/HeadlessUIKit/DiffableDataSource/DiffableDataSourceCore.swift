#if !canImport(UIKit)
import Foundation

/// What a diffable data source needs from the view it feeds: a reload, and one batch applied as UIKit applies it.
@MainActor
protocol DiffableDataSourceView: AnyObject {
    /// Reloads everything from the data source.
    func reloadDiffableData()
    /// Performs the batch's stages, one batch update each (one empty update when there are none), and calls
    /// `completion` when the last one completes.
    /// `commit` makes the data source report the new state: it runs first inside the first batch's block, after the
    /// view has read the counts before the update (UIKit reads them when the batch begins, asking the data source if
    /// it has not yet). A table animates its rows with `rowAnimation`.
    func performDiffableBatch(
        _ batch: DiffableBatch, rowAnimation: UITableView.RowAnimation, commit: () -> Void,
        completion: @escaping @MainActor () -> Void)
}

/// The state and the apply logic that the collection and table diffable data sources share: the snapshot on screen,
/// the section snapshots applied to sections, and the rule that one apply runs at a time.
@MainActor
final class DiffableDataSourceCore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// What the view shows now (without reload or reconfigure marks).
    private(set) var current = NSDiffableDataSourceSnapshot<Section, Item>()
    /// The items of ``current`` read for a diff (flat, hashed), when an animated apply showed it: the next apply's
    /// diff reads them from here rather than hashing every item again; `nil` when `current` came another way.
    private var currentFlat: DiffableItems<Item>?
    /// The section snapshots applied to sections, while the sections still show their visible items.
    var sectionSnapshots: [Section: NSDiffableDataSourceSectionSnapshot<Item>] = [:]
    /// The view fed.
    weak var view: (any DiffableDataSourceView)?
    /// The animation of the rows a table's apply changes.
    var rowAnimation: UITableView.RowAnimation = .automatic
    /// Whether an apply is under way.
    private var isApplying = false
    /// Applies asked for during an apply, run after it.
    private var pending: [() -> Void] = []

    /// Creates the core for a view.
    init(view: any DiffableDataSourceView) {
        self.view = view
    }

    /// Applies a snapshot: the first one (or one that does not animate, acting as iOS 14 or earlier) reloads; others
    /// go through one batch update (iOS 15: "false" diffs too, without animation).
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    /// - Complexity: O(sections + items) expected for the diff (``DiffableBatch``, the project's staged diff), plus
    ///   the view's updates.
    func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool,
        completion: (() -> Void)?
    ) {
        let reloads = current.numberOfSections == 0 || (!animatingDifferences && !Headless.isSystemVersion(atLeast: 15))
        run(snapshot, reloading: reloads, completion: completion)
    }

    /// Applies a snapshot by reloading the view, without a diff.
    func applyUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>, completion: (() -> Void)?) {
        run(snapshot, reloading: true, completion: completion)
    }

    /// Replaces what shows without telling the view (the view already moved the item itself).
    func replaceCurrent(with snapshot: NSDiffableDataSourceSnapshot<Section, Item>) {
        current = snapshot.withoutMarks
        currentFlat = nil
        forgetStaleSectionSnapshots()
    }

    /// Applies now, or after the apply under way (reporting UIKit's rule: one apply at a time).
    private func run(
        _ snapshot: NSDiffableDataSourceSnapshot<Section, Item>, reloading: Bool, completion: (() -> Void)?
    ) {
        guard !isApplying else {
            Headless.raise(
                "HeadlessUIKit: a snapshot was applied while another apply was under way (from a cell provider or a "
                    + "data source call during the update); UIKit stops at "
                    + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_"
                    + "THREADS. HeadlessUIKit applies it after the one under way.")
            pending.append { [weak self] in self?.run(snapshot, reloading: reloading, completion: completion) }
            return
        }
        isApplying = true
        let old = current
        let newFlat = reloading || view == nil ? nil : DiffableItems(snapshot)
        let commit = {
            self.current = snapshot.withoutMarks
            self.currentFlat = newFlat
            self.forgetStaleSectionSnapshots()
        }
        let done: @MainActor () -> Void = { completion?() }
        if let view, let newFlat {
            let batch = DiffableBatch(from: old, currentFlat ?? DiffableItems(old), to: snapshot, newFlat)
            view.performDiffableBatch(batch, rowAnimation: rowAnimation, commit: commit, completion: done)
        } else {
            commit()
            view?.reloadDiffableData()
            BatchValidation.CompletionQueue.schedule([{ _ in done() }], finished: true)
        }
        isApplying = false
        let next = pending
        pending = []
        for apply in next { apply() }
    }

    /// Forgets the section snapshots of sections that no longer show their visible items.
    private func forgetStaleSectionSnapshots() {
        for (section, sectionSnapshot) in sectionSnapshots
        where current.indexOfSection(section) == nil
            || current.itemsBySection[current.sectionIndexes[section] ?? 0] != sectionSnapshot.visibleItems
        {
            sectionSnapshots[section] = nil
        }
    }

    /// The section's snapshot: the one applied to it, or its items as roots.
    func sectionSnapshot(for section: Section) -> NSDiffableDataSourceSectionSnapshot<Item> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<Item>()
        if let index = current.sectionIndexes[section] { flat.append(current.itemsBySection[index]) }
        return flat
    }

    /// Applies a section snapshot: the section (appended when the snapshot has no such section) shows its visible
    /// items.
    func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<Item>, to section: Section, animatingDifferences: Bool,
        completion: (() -> Void)?
    ) {
        var snapshot = current
        if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
        snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
        snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = sectionSnapshot
    }
}
#endif
