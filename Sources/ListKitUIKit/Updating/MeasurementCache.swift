#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Measurements of rows (heights a table measured on screen, sizes a collection adapter measured) by row identity,
/// content and width, shared by both adapters: `MeasurementCache<CGFloat>` for heights, `MeasurementCache<CGSize>`
/// for item sizes.
///
/// The table adapter records a self-sizing cell's height when it is displayed and gives it back as the row's
/// estimate, after it moved or scrolled out and back, so the content does not jump; the collection adapter records
/// the size it measured with a sizing cell and answers the flow layout with it, so each row is measured once. A measurement is
/// found again only for a row of the same identity *and* the same content (its model `==` the measured one's), at the
/// same width: a row whose content changed, a row deleted and inserted again with other content, or one of several
/// rows that share an identity but not their content, is measured afresh, never given another content's value.
/// Other widths keep theirs (rotation back and forth). TableKit's cache never invalidates (its issue #48); this one
/// cannot return a value for other content.
///
/// Each entry keeps the row it measured (its model, to compare content), so entries are dropped as their rows leave:
/// the rows a stage deletes or reconfigures, and every row at a reload. The cache holds at most one entry per row on
/// screen (per row shown, for the collection adapter, which measures every row the layout asks for).
@MainActor
final class MeasurementCache<Value: Equatable> {
    /// The measurements of each identity that has some, a value per width, keyed by the row measured last: the
    /// measurements are of its content. The key's hash is the row's own (``RowKey``), so that an id whose `Hashable`
    /// conformance is broken (a hash that changes, or `==` between values that hash differently) is at worst not
    /// found again, where a dictionary keyed by the id itself would stop the program ("Duplicate keys").
    private var entries: [RowKey: [CGFloat: Value]] = [:]

    /// Whether the measurements made of `measured` are of `row`'s content: the very row, or one whose model is `==`.
    private func measures(_ measured: AnyRow, _ row: AnyRow) -> Bool {
        measured.isIdentical(to: row) || measured.isContentEqual(to: row)
    }

    /// Records `value` for `row` at `width`. A value equal to `estimate`, what the row is given without a measurement,
    /// is not kept, and any earlier measurement at that width is forgotten, so rows that look as estimated cost
    /// nothing; without an estimate (`nil`, the default) every value is kept. A measurement of other content replaces
    /// the identity's entry.
    ///
    /// - Complexity: O(1), plus the model's `==` when the identity has an entry.
    func record(_ value: Value, for row: AnyRow, width: CGFloat, estimate: Value? = nil) {
        let isEstimate = value == estimate
        if isEstimate, entries.isEmpty { return }
        let key = RowKey(row)
        var values: [CGFloat: Value] = [:]
        if let index = entries.index(forKey: key) {
            if measures(entries[index].key.row, row) {
                values = entries[index].value
            } else if isEstimate {
                return
            }
            // Removed and inserted again, so that the key is the newest row and holds no older snapshot's rows.
            entries.remove(at: index)
        } else if isEstimate {
            return
        }
        values[width] = isEstimate ? nil : value
        if !values.isEmpty { entries[key] = values }
    }

    /// The value measured for `row`'s content at `width`, if any.
    /// - Complexity: O(1) plus the model's `==`; nothing is hashed while no row has a measurement.
    func measurement(for row: AnyRow, width: CGFloat) -> Value? {
        guard !entries.isEmpty, let index = entries.index(forKey: RowKey(row)), measures(entries[index].key.row, row)
        else { return nil }
        return entries[index].value[width]
    }

    /// Forgets every measurement.
    func removeAll() {
        entries.removeAll()
    }

    /// Forgets the measurements of `row`'s identity.
    func invalidate(_ row: AnyRow) {
        entries[RowKey(row)] = nil
    }

    /// Forgets the measurements of every row that `stage` deletes or whose content it changes: deleted and
    /// reconfigured rows, and the rows of deleted and reloaded sections, found in `current`, the snapshot on screen
    /// before the stage.
    ///
    /// - Complexity: O(deleted and reconfigured rows + rows of deleted and reloaded sections).
    func invalidate(for stage: BatchUpdate, in current: ListSnapshot) {
        guard !entries.isEmpty else { return }
        for path in stage.reconfiguredRows + stage.deletedRows {
            if let row = current.row(at: path) { invalidate(row) }
        }
        for section in stage.reloadedSections.union(stage.deletedSections)
        where current.sections.indices.contains(section) {
            for row in current.sections[section].rows { invalidate(row) }
        }
    }
}
