import Foundation
import ListDiffing

/// Two snapshots as the staged diff reads them: sections by id, rows by identity (cell type and id) read in place,
/// content and heights compared as each pair is found, and the snapshot in between built for the structure stage.
struct SnapshotDiffInput: StagedDiffInput {
    let old: ListSnapshot
    let new: ListSnapshot
    /// The width at which computed heights are compared (``RowHeight``); `nil` compares fixed heights only.
    let width: CGFloat?
    let oldRows: FlatRows
    let newRows: FlatRows

    init(from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat?) {
        self.old = old
        self.new = new
        self.width = width
        oldRows = FlatRows(old.sections)
        newRows = FlatRows(new.sections)
    }

    var newSnapshot: ListSnapshot { new }

    func oldSectionHash(_ section: Int) -> Int { old.sections[section].key.hash }
    func newSectionHash(_ section: Int) -> Int { new.sections[section].key.hash }
    func oldSectionsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool {
        old.sections[first].key == old.sections[second].key
    }
    func sectionsHaveSameIdentity(old: Int, new: Int) -> Bool {
        self.old.sections[old].key == self.new.sections[new].key
    }
    func sectionNeedsReload(old: Int, new: Int) -> Bool {
        !self.new.sections[new].hasSameSupplementaryContent(as: self.old.sections[old])
    }

    /// Rows by identity across the whole snapshot, and what differs between each pair.
    ///
    /// Rows hash nothing: each row's hash of (cell type, id) was computed when the row was made, and the matching
    /// reads it in place, from the rows' own arrays. Boxes are reached through cursors that keep the section they are
    /// in, since the matching asks for rows nearly in order. The content and height of a pair are compared when the
    /// pair is found, while both boxes are in the cache, rather than by reading both rows again later: past the
    /// caches, reading the boxes is most of the diff's time.
    func matchRows(changes: inout [RowDifference]) -> OccurrenceMatching {
        let width = self.width
        var oldCursor = RowCursor(oldRows)
        var newCursor = RowCursor(newRows)
        var firstCursor = RowCursor(oldRows)
        var secondCursor = RowCursor(oldRows)
        return OccurrenceMatching(
            oldHashes: oldRows,
            newHashes: newRows,
            oldEqualsOld: { first, second in
                Self.sameIdentity(firstCursor.box(at: first), secondCursor.box(at: second))
            },
            oldEqualsNew: { old, new in
                guard let change = Self.difference(oldCursor.box(at: old), newCursor.box(at: new), atWidth: width)
                else { return false }
                // Most pairs are unchanged, and the array starts empty: a write is a call that checks the array is
                // not shared (2% of a diff of a million rows, measured with `perf`).
                if !change.isEmpty { changes[new] = change }
                return true
            }
        )
    }

    /// Whether two rows, given by their unretained boxes and indices in them, have the same identity.
    @inline(__always)
    private static func sameIdentity(
        _ first: (box: Unmanaged<AnyRowBox>, index: Int), _ second: (box: Unmanaged<AnyRowBox>, index: Int)
    ) -> Bool {
        withGuaranteedBoxes(first.box, second.box) { $0.hasSameIdentity(at: first.index, as: $1, at: second.index) }
    }

    /// `nil` when two rows have different identities, otherwise what differs between them.
    @inline(__always)
    private static func difference(
        _ old: (box: Unmanaged<AnyRowBox>, index: Int), _ new: (box: Unmanaged<AnyRowBox>, index: Int),
        atWidth width: CGFloat?
    ) -> RowDifference? {
        withGuaranteedBoxes(old.box, new.box) { oldBox, newBox in
            let comparison = newBox.comparison(at: new.index, with: oldBox, at: old.index)
            guard comparison.contains(.identity) else { return nil }
            // One identity: the pair is found (unless the old row is already taken).
            var change: RowChanges = comparison.contains(.content) ? [] : .content
            // Most rows have no behaviour, hence no height: two loads decide.
            if newBox.mayHaveBehaviour || oldBox.mayHaveBehaviour,
                RowHeight.differ(
                    oldBox.behaviour(at: old.index)?.height, newBox.behaviour(at: new.index)?.height, atWidth: width)
            {
                change.insert(.height)
            }
            return RowDifference(rawValue: change.rawValue)
        }
    }

    /// Builds the new snapshot as it stands after the structure stage: deferred rows keep their old content, and
    /// sections to be reloaded keep their old header and footer.
    ///
    /// The builder holds the two snapshots and the paths only (not the rows read in place), and runs when the
    /// structure stage's snapshot is first read: it copies the row array of every section with a deferred row, O(n)
    /// for the n rows of those sections.
    func intermediateSnapshot(
        keepingOldRows rows: [Move<RowPath>], keepingOldSupplementariesOf sections: [Move<Int>]
    )
        -> () -> ListSnapshot
    {
        let (old, new) = (self.old, self.new)
        return {
            Self.intermediateSnapshot(from: old, to: new, keepingOldRows: rows, keepingOldSupplementariesOf: sections)
        }
    }

    /// `new` as it stands after the structure stage (see ``intermediateSnapshot(keepingOldRows:keepingOldSupplementariesOf:)``).
    private static func intermediateSnapshot(
        from old: ListSnapshot, to new: ListSnapshot, keepingOldRows rows: [Move<RowPath>],
        keepingOldSupplementariesOf sections: [Move<Int>]
    ) -> ListSnapshot {
        var result = new.sections
        for row in rows {
            result[row.to.section].rows[row.to.row] = old.sections[row.from.section].rows[row.from.row]
        }
        for section in sections {
            let oldSection = old.sections[section.from]
            result[section.to].header = oldSection.header
            result[section.to].footer = oldSection.footer
            result[section.to].headerView = oldSection.headerView
            result[section.to].footerView = oldSection.footerView
        }
        return ListSnapshot(sections: result, hidesEmptySections: new.hidesEmptySections)
    }
}
