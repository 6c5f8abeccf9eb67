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
    /// A row's identity: cell type and id, hashed as the row hashed them when it was made. The hash is the row's own,
    /// so that an id whose `Hashable` conformance is broken (a hash that changes, or `==` between values that hash
    /// differently) is at worst not found again, where a dictionary keyed by the id itself would stop the program
    /// ("Duplicate keys").
    struct Key: Hashable {
        let hash: Int
        let cellType: ObjectIdentifier
        let id: AnyHashable

        init(_ row: AnyRow) {
            hash = row.keyHash
            cellType = ObjectIdentifier(row.cellType)
            id = row.id
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.cellType == rhs.cellType && lhs.id == rhs.id
        }
    }

    /// The measurements of one identity: the row measured last, whose content they are of, and a value per width.
    private struct Entry {
        var row: AnyRow
        var values: [CGFloat: Value]

        /// Whether the measurements are of `row`'s content: the very row, or one whose model is `==` to it.
        func measures(_ row: AnyRow) -> Bool {
            self.row.isIdentical(to: row) || self.row.isContentEqual(to: row)
        }
    }

    private var entries: [Key: Entry] = [:]

    /// Records `value` for `row` at `width`. A value equal to `estimate`, what the row is given without a measurement,
    /// is not kept, and any earlier measurement at that width is forgotten, so rows that look as estimated cost
    /// nothing; without an estimate (`nil`, the default) every value is kept. A measurement of other content replaces
    /// the identity's entry.
    ///
    /// - Complexity: O(1), plus the model's `==` when the identity has an entry.
    func record(_ value: Value, for row: AnyRow, width: CGFloat, estimate: Value? = nil) {
        if value == estimate {
            guard !entries.isEmpty else { return }
            let key = Key(row)
            guard var entry = entries[key], entry.measures(row) else { return }
            entry.values[width] = nil
            entries[key] = entry.values.isEmpty ? nil : entry
            return
        }
        let key = Key(row)
        if var entry = entries[key], entry.measures(row) {
            entry.row = row
            entry.values[width] = value
            entries[key] = entry
        } else {
            entries[key] = Entry(row: row, values: [width: value])
        }
    }

    /// The value measured for `row`'s content at `width`, if any.
    /// - Complexity: O(1) plus the model's `==`; nothing is hashed while no row has a measurement.
    func measurement(for row: AnyRow, width: CGFloat) -> Value? {
        guard !entries.isEmpty, let entry = entries[Key(row)], entry.measures(row) else { return nil }
        return entry.values[width]
    }

    /// Forgets every measurement.
    func removeAll() {
        entries.removeAll()
    }

    /// Forgets the measurements of `row`'s identity.
    func invalidate(_ row: AnyRow) {
        entries[Key(row)] = nil
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
