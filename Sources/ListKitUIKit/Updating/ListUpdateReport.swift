#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What one apply did to the view: how it was shown, how many sections and rows each kind of change touched, how many
/// batch updates it took, how long it took to reach the view, and where the rows it touched are now.
///
/// An adapter hands one to its `onUpdate` handler for each apply that reaches the view, in the order the applies were
/// made (a burst of waiting applies collapses to the latest, which is reported once). Applies that were superseded or
/// abandoned are not reported.
///
/// ```swift
/// adapter.onUpdate = { report in
///     status.text = "\(report.rowInserts) in, \(report.rowDeletes) out, \(report.stageCount) stages"
/// }
/// ```
public struct ListUpdateReport: Sendable, Equatable {
    /// How an apply reached the view.
    public enum Kind: Sendable, Equatable {
        /// `reloadData()`: the first apply, a `reload`, an apply with `animated: false`, or one above the reload
        /// threshold. The counts are zero and no rows are named.
        case reloadData
        /// Batch updates, one per stage of the diff.
        case batchUpdates
        /// Nothing the view shows changed; the data source took the new rows (their handlers may be new).
        case unchanged
    }

    /// How the apply reached the view.
    public package(set) var kind: Kind
    /// The number of batch updates performed (the stages of the diff); 0 for a reload or no change.
    public package(set) var stageCount = 0
    /// The time from the `apply` (or `reload`) call to the view's update being performed, measured with
    /// `ContinuousClock`; it includes any wait for an apply under way and, for a large snapshot, the diff in the
    /// background.
    public package(set) var duration: Duration = .zero

    /// Sections inserted.
    public package(set) var sectionInserts = 0
    /// Sections deleted.
    public package(set) var sectionDeletes = 0
    /// Sections moved.
    public package(set) var sectionMoves = 0
    /// Sections reloaded (their header or footer changed).
    public package(set) var sectionReloads = 0
    /// Rows inserted (not counting the rows of inserted sections).
    public package(set) var rowInserts = 0
    /// Rows deleted (not counting the rows of deleted sections).
    public package(set) var rowDeletes = 0
    /// Rows moved, within a section or across sections.
    public package(set) var rowMoves = 0
    /// Rows whose content changed, reconfigured in place, after the inserts, deletes and moves (in a batch update of
    /// their own).
    public package(set) var rowReconfigures = 0

    /// Where the inserted rows are in the new snapshot, the rows of inserted sections included; ascending.
    public package(set) var insertedRows: [IndexPath] = []
    /// Where the moved rows are in the new snapshot; ascending.
    public package(set) var movedRows: [IndexPath] = []
    /// Where the reconfigured rows are in the new snapshot; ascending.
    public package(set) var reconfiguredRows: [IndexPath] = []

    /// Creates a report of `kind` with no changes; the adapters fill in the rest.
    package init(kind: Kind) {
        self.kind = kind
    }

    /// Whether the apply was animated by batch updates (rather than a reload or no change).
    public var isAnimated: Bool {
        kind == .batchUpdates
    }

    /// The number of section and row changes of every kind.
    public var changeCount: Int {
        sectionInserts + sectionDeletes + sectionMoves + sectionReloads + rowInserts + rowDeletes + rowMoves
            + rowReconfigures
    }

    /// Every row the apply touched (inserted, moved or reconfigured), in the new snapshot; ascending, each once.
    public var touchedRows: [IndexPath] {
        Array(Set(insertedRows + movedRows + reconfiguredRows)).sorted()
    }
}
