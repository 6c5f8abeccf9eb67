import Foundation

/// The engine of ``ListDiff``: matches sections and rows, classifies every row, and fills the stages.
///
/// ``stages()`` runs the steps in order, each a function of its own: match the sections, match the rows (comparing
/// the content and height of each pair as it is found), the section stage, the rows of each surviving section (with the
/// fewest moves), the deletes, then the refresh and heights stages.
struct StagedDiff {
    let old: ListSnapshot
    let new: ListSnapshot
    /// The width at which computed heights are compared (``RowHeight``); `nil` compares fixed heights only.
    let width: CGFloat?

    init(from old: ListSnapshot, to new: ListSnapshot, heightsAtWidth width: CGFloat? = nil) {
        self.old = old
        self.new = new
        self.width = width
    }

    /// A row of the new snapshot that keeps its old content in the structure stage and is refreshed in the next.
    private struct DeferredRow {
        var path: RowPath
        var oldRow: AnyRow
    }

    /// The rows of both snapshots matched by identity, and what differs between each pair.
    private struct RowMatch {
        var matching: OccurrenceMatching
        /// For each new row paired with an old one, whether its content and its height differ.
        var changes: [RowChanges]
    }

    /// The three stages as they are filled, and what the steps pass on to one another.
    private struct Stages {
        var structure: BatchUpdate
        var refresh: BatchUpdate
        var heights: BatchUpdate
        /// Per new section: whether it is reloaded (its header or footer changed).
        var sectionReloaded: [Bool]
        /// Rows whose content changed: they keep their old content through the structure stage and are reconfigured
        /// in the refresh stage, at their index paths after the structure stage.
        var deferred: [DeferredRow] = []
        /// The rows that stay in the section being classified (old index, new index, changes): buffers kept from one
        /// section to the next.
        var stayingOld: [Int32] = []
        var stayingNew: [Int] = []
        var stayingChanged: [RowChanges] = []

        init(new: ListSnapshot) {
            structure = BatchUpdate(snapshot: new)
            refresh = BatchUpdate(snapshot: new)
            heights = BatchUpdate(snapshot: new)
            sectionReloaded = [Bool](repeating: false, count: new.sections.count)
        }
    }

    /// The stages that turn ``old`` into ``new``, empty ones left out.
    ///
    /// - Complexity: O(n + m) expected, plus O(k log k) for the fewest moves (see ``ListDiff``).
    func stages() -> [BatchUpdate] {
        let oldRows = FlatRows(old.sections)
        let newRows = FlatRows(new.sections)
        let sectionMatch = matchSections()
        let rowMatch = matchRows(oldRows, newRows)
        var stages = Stages(new: new)
        fillSectionStage(&stages, sectionMatch)
        for newSection in new.sections.indices {
            classifyRows(of: newSection, &stages, sectionMatch, rowMatch, oldRows, newRows)
        }
        fillDeletes(&stages, sectionMatch, rowMatch, oldRows, newRows)
        fillRefreshStage(&stages, sectionMatch)
        return [stages.structure, stages.refresh, stages.heights].filter { !$0.isEmpty }
    }

    /// Step 1: sections by identity.
    private func matchSections() -> OccurrenceMatching {
        let oldSections = old.sections
        let newSections = new.sections
        return OccurrenceMatching(
            oldCount: oldSections.count,
            newCount: newSections.count,
            oldHash: { oldSections[$0].key.hash },
            newHash: { newSections[$0].key.hash },
            oldEqualsOld: { oldSections[$0].key == oldSections[$1].key },
            oldEqualsNew: { oldSections[$0].key == newSections[$1].key }
        )
    }

    /// Step 2: rows by identity across the whole snapshot, and what differs between each pair.
    ///
    /// Rows hash nothing: each row's hash of (cell type, id) was computed when the row was made, and the matching
    /// reads it in place, from the rows' own arrays. Boxes are reached through cursors that keep the section they are
    /// in, since the matching asks for rows nearly in order. The content and height of a pair are compared when the
    /// pair is found, while both boxes are in the cache, rather than by reading both rows again later: past the
    /// caches, reading the boxes is most of the diff's time.
    private func matchRows(_ oldRows: FlatRows, _ newRows: FlatRows) -> RowMatch {
        var changes = [RowChanges](repeating: [], count: newRows.count)
        let width = self.width
        var oldCursor = RowCursor(oldRows)
        var newCursor = RowCursor(newRows)
        var firstCursor = RowCursor(oldRows)
        var secondCursor = RowCursor(oldRows)
        let matching = OccurrenceMatching(
            oldHashes: oldRows,
            newHashes: newRows,
            oldEqualsOld: { first, second in
                let (firstBox, firstIndex) = firstCursor.box(at: first)
                let (secondBox, secondIndex) = secondCursor.box(at: second)
                return withGuaranteedBoxes(firstBox, secondBox) {
                    $0.hasSameIdentity(at: firstIndex, as: $1, at: secondIndex)
                }
            },
            oldEqualsNew: { old, new in
                let (oldBox, oldIndex) = oldCursor.box(at: old)
                let (newBox, newIndex) = newCursor.box(at: new)
                return withGuaranteedBoxes(oldBox, newBox) { old, newBox in
                    let comparison = newBox.comparison(at: newIndex, with: old, at: oldIndex)
                    guard comparison.contains(.identity) else { return false }
                    // One identity: the pair is found (unless the old row is already taken).
                    var change: RowChanges = comparison.contains(.content) ? [] : .content
                    // Most rows have no behaviour, hence no height: two loads decide.
                    if newBox.mayHaveBehaviour || old.mayHaveBehaviour,
                        RowHeight.differ(old.height(at: oldIndex), newBox.height(at: newIndex), atWidth: width)
                    {
                        change.insert(.height)
                    }
                    // Most pairs are unchanged, and the array starts empty: a write is a call that checks
                    // the array is not shared (2% of a diff of a million rows, measured with `perf`).
                    if !change.isEmpty { changes[new] = change }
                    return true
                }
            }
        )
        return RowMatch(matching: matching, changes: changes)
    }

    /// Step 3: section deletes, inserts, the fewest moves, and reloads of changed headers and footers.
    private func fillSectionStage(_ stages: inout Stages, _ sectionMatch: OccurrenceMatching) {
        var survivingOld: [Int32] = []
        var survivingNew: [Int] = []
        for newSection in new.sections.indices {
            let oldSection = Int(sectionMatch.newToOld[newSection])
            if oldSection < 0 {
                stages.structure.insertedSections.insert(newSection)
                continue
            }
            survivingOld.append(Int32(truncatingIfNeeded: oldSection))
            survivingNew.append(newSection)
            if !new.sections[newSection].hasSameSupplementaryContent(as: old.sections[oldSection]) {
                stages.sectionReloaded[newSection] = true
                stages.refresh.reloadedSections.insert(newSection)
            }
        }
        for oldSection in old.sections.indices where sectionMatch.oldToNew[oldSection] < 0 {
            stages.structure.deletedSections.insert(oldSection)
        }
        for (index, stays) in longestIncreasingSubsequenceMask(survivingOld).enumerated() where !stays {
            stages.structure.movedSections.append(Move(from: Int(survivingOld[index]), to: survivingNew[index]))
        }
    }

    /// Step 4: the rows of one new section: inserted, moved in from another section, or staying in the section it
    /// continues, where only the rows outside one longest increasing run move (the fewest moves); changed rows are
    /// deferred to the refresh stage, moved or not (no reconfigure in a batch that shifts rows: see ``ListDiff``); rows
    /// whose height alone changed go to the heights stage.
    private func classifyRows(
        of newSection: Int, _ stages: inout Stages, _ sectionMatch: OccurrenceMatching, _ rowMatch: RowMatch,
        _ oldRows: FlatRows, _ newRows: FlatRows
    ) {
        let oldSection = Int(sectionMatch.newToOld[newSection])
        // An inserted section brings its rows; rows that came from surviving sections are deleted there (step 5).
        guard oldSection >= 0 else { return }
        stages.stayingOld.removeAll(keepingCapacity: true)
        stages.stayingNew.removeAll(keepingCapacity: true)
        stages.stayingChanged.removeAll(keepingCapacity: true)
        let newBase = newRows.start(ofSection: newSection)
        for newRow in 0..<(newRows.start(ofSection: newSection + 1) - newBase) {
            let newPath = RowPath(section: newSection, row: newRow)
            let oldFlat = Int(rowMatch.matching.newToOld[newBase + newRow])
            // Most rows come from the old section of this one, which is looked at first.
            let oldPath = oldFlat >= 0 ? oldRows.path(of: oldFlat, hint: oldSection) : nil
            guard let oldPath, sectionMatch.oldToNew[oldPath.section] >= 0 else {
                // New, or out of a deleted section (UIKit cannot move a row out of a deleted section).
                stages.structure.insertedRows.append(newPath)
                continue
            }
            let changed = rowMatch.changes[newBase + newRow]
            if changed == .height && !stages.sectionReloaded[newSection] { stages.heights.resizedRows.append(newPath) }
            if oldPath.section == oldSection {
                stages.stayingOld.append(Int32(truncatingIfNeeded: oldPath.row))
                stages.stayingNew.append(newRow)
                stages.stayingChanged.append(changed)
            } else {
                stages.structure.movedRows.append(Move(from: oldPath, to: newPath))
                if changed.contains(.content) {
                    stages.deferred.append(
                        DeferredRow(path: newPath, oldRow: old.sections[oldPath.section].rows[oldPath.row]))
                }
            }
        }
        let stays = longestIncreasingSubsequenceMask(stages.stayingOld)
        for index in stays.indices {
            let oldPath = RowPath(section: oldSection, row: Int(stages.stayingOld[index]))
            let newPath = RowPath(section: newSection, row: stages.stayingNew[index])
            if !stays[index] {
                stages.structure.movedRows.append(Move(from: oldPath, to: newPath))
            }
            // A changed row is reconfigured in the refresh stage at its new place, whether or not it moves.
            guard stages.stayingChanged[index].contains(.content) else { continue }
            stages.deferred.append(
                DeferredRow(path: newPath, oldRow: old.sections[oldSection].rows[Int(stages.stayingOld[index])]))
        }
    }

    /// Step 5: deletes: rows of surviving sections that are gone, or that went into an inserted section.
    private func fillDeletes(
        _ stages: inout Stages, _ sectionMatch: OccurrenceMatching, _ rowMatch: RowMatch, _ oldRows: FlatRows,
        _ newRows: FlatRows
    ) {
        for oldSection in old.sections.indices {
            let newSection = Int(sectionMatch.oldToNew[oldSection])
            guard newSection >= 0 else { continue }
            let oldBase = oldRows.start(ofSection: oldSection)
            for oldRow in 0..<(oldRows.start(ofSection: oldSection + 1) - oldBase) {
                let newFlat = Int(rowMatch.matching.oldToNew[oldBase + oldRow])
                if newFlat < 0 || sectionMatch.newToOld[newRows.section(of: newFlat, hint: newSection)] < 0 {
                    stages.structure.deletedRows.append(RowPath(section: oldSection, row: oldRow))
                }
            }
        }
        stages.structure.insertedRows.sort()
    }

    /// Step 6: the refresh stage: the reconfigures of every changed row outside reloaded sections, at its index path
    /// after the structure stage, and the section reloads; when there is a structure stage, it ends in the snapshot
    /// in between (without one, the refresh stage is the first and the old snapshot is that state already).
    private func fillRefreshStage(_ stages: inout Stages, _ sectionMatch: OccurrenceMatching) {
        for row in stages.deferred where !stages.sectionReloaded[row.path.section] {
            stages.refresh.reconfiguredRows.append(row.path)
        }
        stages.refresh.reconfiguredRows.sort()
        if !stages.refresh.isEmpty && !stages.structure.isEmpty {
            stages.structure.snapshot = intermediateSnapshot(
                deferred: stages.deferred, sectionReloaded: stages.sectionReloaded, sectionMatch: sectionMatch)
        }
    }

    /// The new snapshot as it stands after the structure stage: deferred rows keep their old content, and sections
    /// to be reloaded keep their old header and footer.
    private func intermediateSnapshot(
        deferred: [DeferredRow],
        sectionReloaded: [Bool],
        sectionMatch: OccurrenceMatching
    ) -> ListSnapshot {
        var sections = new.sections
        for row in deferred {
            sections[row.path.section].rows[row.path.row] = row.oldRow
        }
        for index in sections.indices where sectionReloaded[index] {
            let oldSection = old.sections[Int(sectionMatch.newToOld[index])]
            sections[index].header = oldSection.header
            sections[index].footer = oldSection.footer
            sections[index].headerView = oldSection.headerView
            sections[index].footerView = oldSection.footerView
        }
        return ListSnapshot(sections: sections, hidesEmptySections: new.hidesEmptySections)
    }
}
