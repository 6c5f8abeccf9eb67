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
///
/// In an outline, expanding or collapsing a row changes what the data source reports without a new snapshot: the rows
/// of such a section are then read from its ``OutlineTree`` (``outlines``), and ``snapshot`` is rebuilt from the trees
/// only when read in full, so that the change costs what it shows, not the size of the list.
///
/// Its stored properties are `@exclusivity(unchecked)`: a table reads a row for each of its heights, and the dynamic
/// check of exclusive access on each read of these class properties made `reloadData()` of 100,000 rows 1.16–1.20×
/// slower once the outlines added two of them (`perf`: `swift_beginAccess` and `AccessSet::insert` 10% → 15%). Every
/// access is on the main actor, and none is held across a call that could access them again.
@MainActor
final class ShownSnapshot {
    /// The snapshot as the updater last wrote it: the rows of the sections in ``outlineSections`` are out of date.
    @exclusivity(unchecked) private var stored = ListSnapshot()
    /// The outlines of the snapshot last given to the adapter, by visible section index (see
    /// `ListViewAdapter.outlined(_:)`); they describe ``snapshot`` whenever the updater is idle.
    @exclusivity(unchecked) var outlines: [Int: OutlineTree] = [:]
    /// The sections whose rows are read from ``outlines`` rather than from ``stored``.
    @exclusivity(unchecked) private var outlineSections: Set<Int> = []

    /// The snapshot.
    ///
    /// - Complexity: O(1), or O(rows of the outline sections) after an expand or collapse.
    var snapshot: ListSnapshot {
        get {
            if !outlineSections.isEmpty { rebuildFromOutlines() }
            return stored
        }
        set {
            stored = newValue
            outlineSections.removeAll()
            identityIndex = nil
        }
    }

    /// The snapshot for what it says of its sections (their number, headers, footers, index titles): the rows of an
    /// outline section may be out of date in it; read them with ``row(at:)`` and ``numberOfRows(inSection:)``.
    var sectionLevel: ListSnapshot {
        stored
    }

    /// The visible section at `index`, for what it says besides its rows (header, footer), or `nil` out of range.
    ///
    /// - Complexity: O(1).
    func section(_ index: Int) -> Section? {
        stored.sections.indices.contains(index) ? stored.sections[index] : nil
    }

    /// The snapshot's rows by identity, built when a lookup first needs it and forgotten when ``snapshot`` changes or
    /// an outline section's rows change (ListViewAdapter+Lookup.swift).
    var identityIndex: RowIdentityIndex?

    /// Creates the store of an empty snapshot.
    init() {}

    /// The row at `indexPath`, or `nil` for an index path the snapshot does not have.
    ///
    /// Reads the snapshot in place: the table asks for rows by the thousand (heights after an update), and a copy of
    /// the snapshot for each would retain and release its arrays every time.
    /// - Complexity: O(1); O(log n) in an outline section changed by an expand or collapse.
    func row(at indexPath: IndexPath) -> AnyRow? {
        if !outlineSections.isEmpty, outlineSections.contains(indexPath.section),
            let tree = outlines[indexPath.section]
        {
            return tree.node(atPosition: indexPath.row).map { tree.rows[$0] }
        }
        return stored.row(at: RowPath(section: indexPath.section, row: indexPath.row))
    }

    /// The number of rows of a visible section, or 0 when `section` is out of range.
    ///
    /// - Complexity: O(1).
    func numberOfRows(inSection section: Int) -> Int {
        if !outlineSections.isEmpty, outlineSections.contains(section), let tree = outlines[section] {
            return tree.shownCount
        }
        return stored.numberOfRows(inSection: section)
    }

    /// From now on, the rows of `section` are read from its outline, which an expand or collapse changes.
    func readsRowsFromOutline(inSection section: Int) {
        outlineSections.insert(section)
        identityIndex = nil
    }

    /// The rows a visible section shows now, or none when `section` is out of range.
    ///
    /// - Complexity: O(1), or O(rows of the section) for an outline section changed by an expand or collapse.
    func rows(inSection section: Int) -> [AnyRow] {
        if !outlineSections.isEmpty, outlineSections.contains(section), let tree = outlines[section] {
            return tree.shownRows()
        }
        return stored.sections.indices.contains(section) ? stored.sections[section].rows : []
    }

    /// Puts the rows the outlines show into ``stored``.
    private func rebuildFromOutlines() {
        var sections = stored.sections
        for section in outlineSections {
            if let tree = outlines[section], sections.indices.contains(section) {
                sections[section].rows = tree.shownRows()
            }
        }
        outlineSections.removeAll()
        stored = ListSnapshot(sections: sections, hidesEmptySections: stored.hidesEmptySections)
    }
}
