#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Heights measured on screen, by row identity, content and table width, fed back as estimates.
///
/// A cell that sizes itself is measured when it is displayed; the next time the table estimates that row — after it
/// moved, or scrolled out and back — the estimate is the real height, so the content does not jump. A measurement is
/// found again only for a row of the same identity *and* the same content (its model `==` the measured one's), at the
/// same width: a row whose content changed, a row deleted and inserted again with other content, or one of several
/// rows that share an identity but not their content, is estimated afresh, never at another content's height. Other
/// widths keep theirs (rotation back and forth). TableKit's cache never invalidates (its issue #48); this one cannot
/// return a height for other content.
///
/// Each entry keeps the row it measured (its model, to compare content), so entries are dropped as their rows leave:
/// the rows a stage deletes or reconfigures, and every row at a reload. The cache holds at most one entry per row on
/// screen.
@MainActor
final class HeightCache {
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

    /// The measurements of one identity: the row measured last, whose content they are of, and a height per width.
    private struct Entry {
        var row: AnyRow
        var heights: [CGFloat: CGFloat]

        /// Whether the measurements are of `row`'s content: the very row, or one whose model is `==` to it.
        func measures(_ row: AnyRow) -> Bool {
            self.row.isIdentical(to: row) || self.row.isContentEqual(to: row)
        }
    }

    private var entries: [Key: Entry] = [:]

    /// Records `height` for `row` at `width`; a height equal to `estimate`, what the row is estimated at without a
    /// measurement, is not kept (any earlier measurement at that width is forgotten), so rows that look as estimated
    /// cost nothing. A measurement of other content replaces the identity's entry.
    ///
    /// - Complexity: O(1), plus the model's `==` when the identity has an entry.
    func record(_ height: CGFloat, for row: AnyRow, width: CGFloat, estimate: CGFloat) {
        if height == estimate {
            guard !entries.isEmpty else { return }
            let key = Key(row)
            guard var entry = entries[key], entry.measures(row) else { return }
            entry.heights[width] = nil
            entries[key] = entry.heights.isEmpty ? nil : entry
            return
        }
        let key = Key(row)
        if var entry = entries[key], entry.measures(row) {
            entry.row = row
            entry.heights[width] = height
            entries[key] = entry
        } else {
            entries[key] = Entry(row: row, heights: [width: height])
        }
    }

    /// The height measured for `row`'s content at `width`, if any.
    /// - Complexity: O(1) plus the model's `==`; nothing is hashed while no row has a measurement.
    func height(for row: AnyRow, width: CGFloat) -> CGFloat? {
        guard !entries.isEmpty, let entry = entries[Key(row)], entry.measures(row) else { return nil }
        return entry.heights[width]
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
