#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The snapshot a view's data source reports: written by the view's ``SnapshotUpdater``, read by the adapter's data
/// source and delegate methods.
///
/// An object of its own, held only by the adapter and its updater. The updater is held weakly by the work it starts (a
/// diff in the background, a stage's completion), and the runtime keeps the reference count of an object held weakly
/// in a side table, where every retain and release takes the slow path: reaching the rows through the updater cost
/// about a third of the adapter's time answering the heights a table asks after a batch update (measured with `perf`).
/// The adapter reads this object from a constant instead.
@MainActor
final class ShownSnapshot {
    /// The snapshot.
    var snapshot = ListSnapshot() {
        didSet { identityIndex = nil }
    }

    /// The snapshot's rows by identity, built when a lookup first needs it and forgotten when ``snapshot`` changes
    /// (ListViewAdapter+Lookup.swift).
    var identityIndex: RowIdentityIndex?

    /// Creates the store of an empty snapshot.
    init() {}

    /// The row at `indexPath`, or `nil` for an index path the snapshot does not have.
    ///
    /// Reads the snapshot in place: the table asks for rows by the thousand (heights after an update), and a copy of
    /// the snapshot for each would retain and release its arrays every time.
    /// - Complexity: O(1).
    func row(at indexPath: IndexPath) -> AnyRow? {
        snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))
    }
}
