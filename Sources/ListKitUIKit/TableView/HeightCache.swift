#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Heights measured on screen, by row identity and table width, fed back as estimates.
///
/// A cell that sizes itself is measured when it is displayed; the next time the table estimates that row — after it
/// moved, or scrolled out and back — the estimate is the real height, so the content does not jump. A row whose
/// content changes (reconfigured or reloaded) loses its measurement; other widths keep theirs (rotation back and
/// forth). TableKit's cache never invalidates (its issue #48); this one does.
@MainActor
final class HeightCache {
    /// A row's identity: cell type and id, hashed as the row hashed them when it was made. The id is kept, not the
    /// row, so that a measurement keeps no model or handler alive; and the hash is the row's own, so that an id whose
    /// `Hashable` conformance is broken (a hash that changes, or `==` between values that hash differently) is at worst
    /// not found again, where a dictionary keyed by the id itself would stop the program ("Duplicate keys").
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

    private var heights: [Key: [CGFloat: CGFloat]] = [:]

    /// The number of rows with a measurement.
    var count: Int { heights.count }

    /// Records `height` for `row` at `width`; a height equal to `estimate`, what the row is estimated at without a
    /// measurement, is not kept (any earlier measurement at that width is forgotten), so rows that look as estimated
    /// cost nothing.
    func record(_ height: CGFloat, for row: AnyRow, width: CGFloat, estimate: CGFloat) {
        if height == estimate {
            guard !heights.isEmpty else { return }
            let key = Key(row)
            heights[key]?[width] = nil
            if heights[key]?.isEmpty == true { heights[key] = nil }
            return
        }
        heights[Key(row), default: [:]][width] = height
    }

    /// The height measured for `row` at `width`, if any.
    /// - Complexity: O(1); nothing is hashed while no row has a measurement.
    func height(for row: AnyRow, width: CGFloat) -> CGFloat? {
        guard !heights.isEmpty else { return nil }
        return heights[Key(row)]?[width]
    }

    /// Forgets every measurement.
    func removeAll() {
        heights.removeAll()
    }

    /// Forgets the measurements of `row`.
    func invalidate(_ row: AnyRow) {
        heights[Key(row)] = nil
    }

    /// Forgets the measurements of every row whose content `stage` changes: reconfigured rows and the rows of
    /// reloaded sections, found in `current`, the snapshot on screen before the stage.
    ///
    /// - Complexity: O(reconfigured rows + rows of reloaded sections).
    func invalidate(for stage: BatchUpdate, in current: ListSnapshot) {
        guard !heights.isEmpty else { return }
        for path in stage.reconfiguredRows {
            if let row = current.row(at: path) { invalidate(row) }
        }
        for section in stage.reloadedSections where current.sections.indices.contains(section) {
            for row in current.sections[section].rows { invalidate(row) }
        }
    }
}
