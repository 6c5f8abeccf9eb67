import Foundation

/// The engine of ``ListDiff``: matches sections and rows, classifies every row, and fills the stages.
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

    func stages() -> [BatchUpdate] {
        let oldSections = old.sections
        let newSections = new.sections
        let oldRows = FlatRows(oldSections)
        let newRows = FlatRows(newSections)

        let sectionMatch = OccurrenceMatching(
            oldCount: oldSections.count,
            newCount: newSections.count,
            oldHash: { oldSections[$0].key.hash },
            newHash: { newSections[$0].key.hash },
            oldEqualsOld: { oldSections[$0].key == oldSections[$1].key },
            oldEqualsNew: { oldSections[$0].key == newSections[$1].key }
        )
        // Rows hash nothing: each row's hash of (cell type, id) was computed when the row was made, and the matching
        // reads it in place, from the rows' own arrays. Boxes are reached through cursors that keep the section they
        // are in, since the matching asks for rows nearly in order.
        // For each new row paired with an old one, whether its content and its height differ; filled by the key
        // comparison.
        var rowChanges = [RowChanges](repeating: [], count: newRows.count)
        let width = self.width
        var oldCursor = RowCursor(oldRows)
        var newCursor = RowCursor(newRows)
        var firstCursor = RowCursor(oldRows)
        var secondCursor = RowCursor(oldRows)
        let rowMatch = OccurrenceMatching(
            oldHashes: oldRows,
            newHashes: newRows,
            oldEqualsOld: { first, second in
                firstCursor.box(at: first)._withUnsafeGuaranteedRef { first in
                    secondCursor.box(at: second)._withUnsafeGuaranteedRef { first.hasSameIdentity(as: $0) }
                }
            },
            oldEqualsNew: { old, new in
                oldCursor.box(at: old)._withUnsafeGuaranteedRef { old in
                    newCursor.box(at: new)._withUnsafeGuaranteedRef { newBox in
                        guard old.hasSameIdentity(as: newBox) else { return false }
                        // Rows of one identity pair (unless the old one is already taken): compare their content and
                        // heights now, while both are in the cache, rather than reading both rows again later.
                        var changes: RowChanges = newBox.isContentEqual(to: old) ? [] : .content
                        // Most rows have no behaviour, hence no height: two loads decide.
                        if newBox.behaviourObject != nil || old.behaviourObject != nil,
                            newBox.heightDiffers(from: old, atWidth: width)
                        {
                            changes.insert(.height)
                        }
                        rowChanges[new] = changes
                        return true
                    }
                }
            }
        )

        var structure = BatchUpdate(snapshot: new)
        var refresh = BatchUpdate(snapshot: new)
        var heights = BatchUpdate(snapshot: new)

        // Sections: deletes, inserts, the fewest moves, and reloads of changed headers and footers.
        var sectionMoved = [Bool](repeating: false, count: newSections.count)
        var sectionReloaded = [Bool](repeating: false, count: newSections.count)
        var survivingOld: [Int32] = []
        var survivingNew: [Int] = []
        for newSection in newSections.indices {
            let oldSection = Int(sectionMatch.newToOld[newSection])
            if oldSection < 0 {
                structure.insertedSections.insert(newSection)
                continue
            }
            survivingOld.append(Int32(truncatingIfNeeded: oldSection))
            survivingNew.append(newSection)
            if !newSections[newSection].hasSameSupplementaryContent(as: oldSections[oldSection]) {
                sectionReloaded[newSection] = true
                refresh.reloadedSections.insert(newSection)
            }
        }
        for oldSection in oldSections.indices where sectionMatch.oldToNew[oldSection] < 0 {
            structure.deletedSections.insert(oldSection)
        }
        for (index, stays) in longestIncreasingSubsequenceMask(survivingOld).enumerated() where !stays {
            sectionMoved[survivingNew[index]] = true
            structure.movedSections.append(Move(from: Int(survivingOld[index]), to: survivingNew[index]))
        }

        // Rows, section by section of the new snapshot.
        var deferred: [DeferredRow] = []
        var stayingOld: [Int32] = []
        var stayingNew: [Int] = []
        var stayingChanged: [RowChanges] = []
        for newSection in newSections.indices {
            let oldSection = Int(sectionMatch.newToOld[newSection])
            // An inserted section brings its rows; rows that came from surviving sections are deleted there below.
            guard oldSection >= 0 else { continue }
            stayingOld.removeAll(keepingCapacity: true)
            stayingNew.removeAll(keepingCapacity: true)
            stayingChanged.removeAll(keepingCapacity: true)
            let newBase = newRows.start(ofSection: newSection)
            for newRow in 0..<(newRows.start(ofSection: newSection + 1) - newBase) {
                let newPath = RowPath(section: newSection, row: newRow)
                let oldFlat = Int(rowMatch.newToOld[newBase + newRow])
                // Most rows come from the old section of this one, which is looked at first.
                let oldPath = oldFlat >= 0 ? oldRows.path(of: oldFlat, hint: oldSection) : nil
                guard let oldPath, sectionMatch.oldToNew[oldPath.section] >= 0 else {
                    // New, or out of a deleted section (UIKit cannot move a row out of a deleted section).
                    structure.insertedRows.append(newPath)
                    continue
                }
                let changed = rowChanges[newBase + newRow]
                if changed == .height && !sectionReloaded[newSection] { heights.resizedRows.append(newPath) }
                if oldPath.section == oldSection {
                    stayingOld.append(Int32(truncatingIfNeeded: oldPath.row))
                    stayingNew.append(newRow)
                    stayingChanged.append(changed)
                } else {
                    structure.movedRows.append(Move(from: oldPath, to: newPath))
                    if changed.contains(.content) {
                        deferred.append(
                            DeferredRow(path: newPath, oldRow: oldSections[oldPath.section].rows[oldPath.row]))
                    }
                }
            }
            let stays = longestIncreasingSubsequenceMask(stayingOld)
            for index in stays.indices {
                let oldPath = RowPath(section: oldSection, row: Int(stayingOld[index]))
                let newPath = RowPath(section: newSection, row: stayingNew[index])
                if !stays[index] {
                    structure.movedRows.append(Move(from: oldPath, to: newPath))
                }
                guard stayingChanged[index].contains(.content) else { continue }
                if stays[index] && !sectionMoved[newSection] && !sectionReloaded[newSection] {
                    structure.reconfiguredRows.append(oldPath)
                } else {
                    deferred.append(
                        DeferredRow(path: newPath, oldRow: oldSections[oldSection].rows[Int(stayingOld[index])]))
                }
            }
        }

        // Deletes: rows of surviving sections that are gone, or that went into an inserted section.
        for oldSection in oldSections.indices {
            let newSection = Int(sectionMatch.oldToNew[oldSection])
            guard newSection >= 0 else { continue }
            let oldBase = oldRows.start(ofSection: oldSection)
            for oldRow in 0..<(oldRows.start(ofSection: oldSection + 1) - oldBase) {
                let newFlat = Int(rowMatch.oldToNew[oldBase + oldRow])
                if newFlat < 0 || sectionMatch.newToOld[newRows.section(of: newFlat, hint: newSection)] < 0 {
                    structure.deletedRows.append(RowPath(section: oldSection, row: oldRow))
                }
            }
        }
        structure.insertedRows.sort()
        structure.reconfiguredRows.sort()

        // The refresh stage: deferred reconfigures outside reloaded sections, and the section reloads.
        for row in deferred where !sectionReloaded[row.path.section] {
            refresh.reconfiguredRows.append(row.path)
        }
        refresh.reconfiguredRows.sort()
        if !refresh.isEmpty {
            structure.snapshot = intermediateSnapshot(
                deferred: deferred, sectionReloaded: sectionReloaded, sectionMatch: sectionMatch
            )
        }
        return [structure, refresh, heights].filter { !$0.isEmpty }
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

/// The rows of a snapshot's visible sections numbered top to bottom (flat indices), read in place.
///
/// Nothing is copied per row: a flat index's section is found from the sections' starts, and a row's hash and box
/// are read from its section's own array. Copying each row's hash, box and section into arrays of their own took a
/// tenth of a million-row diff, and the pages of those arrays, fresh from the system for every diff, as long again.
struct FlatRows: HashesInIndexOrder {
    /// The visible sections.
    let sections: [Section]
    /// `starts[s]` is the flat index of section `s`'s first row; `starts.last` is the number of rows.
    private let starts: [Int]
    /// Where an `AnyRow`'s box reference lies within it, to read arrays of rows in place.
    let boxOffset: Int
    /// Where an `AnyRow`'s hash lies within it.
    private let hashOffset: Int

    init(_ sections: [Section]) {
        self.sections = sections
        var starts: [Int] = []
        starts.reserveCapacity(sections.count + 1)
        var total = 0
        for section in sections {
            starts.append(total)
            total += section.rows.count
        }
        starts.append(total)
        self.starts = starts
        guard let boxOffset = MemoryLayout<AnyRow>.offset(of: \AnyRow.box),
            let hashOffset = MemoryLayout<AnyRow>.offset(of: \AnyRow.keyHash)
        else { preconditionFailure("AnyRow's stored properties have no fixed offsets") }
        self.boxOffset = boxOffset
        self.hashOffset = hashOffset
    }

    /// The number of rows.
    var count: Int { starts[starts.count - 1] }

    /// The flat index of a section's first row; `start(ofSection: sections.count)` is ``count``.
    func start(ofSection section: Int) -> Int { starts[section] }

    /// The section that holds the row at a flat index.
    ///
    /// - Parameters:
    ///   - flat: A flat index, less than ``count``.
    ///   - hint: The section to try first.
    /// - Returns: The index of the section.
    /// - Complexity: O(1) when `hint` holds the row, otherwise O(log s) for s sections.
    func section(of flat: Int, hint: Int) -> Int {
        if hint >= 0, hint < sections.count, starts[hint] <= flat, flat < starts[hint + 1] { return hint }
        // The last section that starts at or before `flat` (after any empty sections that start there too).
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The section and row of a flat index.
    ///
    /// - Complexity: that of ``section(of:hint:)``.
    func path(of flat: Int, hint: Int) -> RowPath {
        let section = section(of: flat, hint: hint)
        return RowPath(section: section, row: flat - starts[section])
    }

    /// Calls `body` with each row's ``AnyRow/keyHash``, top to bottom, read in place.
    func forEachHash(_ body: (UInt64) -> Void) {
        for index in sections.indices {
            sections[index].rows.withUnsafeBufferPointer { rows in
                let raw = UnsafeRawBufferPointer(rows)
                var offset = hashOffset
                for _ in 0..<rows.count {
                    body(raw.load(fromByteOffset: offset, as: UInt64.self))
                    offset &+= MemoryLayout<AnyRow>.stride
                }
            }
        }
    }
}

/// Reads the boxes of ``FlatRows`` by flat index, keeping the array of the section it read last: asked for rows
/// nearly in order, it finds most in that section or the next.
struct RowCursor {
    private let rows: FlatRows
    private var section = -1
    /// The flat indices of `section`'s rows.
    private var range = 0..<0
    private var current: [AnyRow] = []

    init(_ rows: FlatRows) {
        self.rows = rows
    }

    /// The box of the row at a flat index, unretained: the snapshot holds every row, so every box outlives the diff.
    ///
    /// Reaching a box through `sections[s].rows[r]` retains and releases the rows array and the box; the diff reaches
    /// two boxes per matched row, and those retains and releases were a third of its instructions (callgrind, 10,000
    /// rows). An unretained reference read in place costs nothing.
    ///
    /// - Complexity: O(1) within the current section or the next, otherwise O(log s) for s sections.
    mutating func box(at flat: Int) -> Unmanaged<AnyRowBox> {
        if !range.contains(flat) {
            section = rows.section(of: flat, hint: section + 1)
            range = rows.start(ofSection: section)..<rows.start(ofSection: section + 1)
            current = rows.sections[section].rows
        }
        return current.withUnsafeBufferPointer { current in
            UnsafeRawBufferPointer(current).load(
                fromByteOffset: (flat &- range.lowerBound) &* MemoryLayout<AnyRow>.stride &+ rows.boxOffset,
                as: Unmanaged<AnyRowBox>.self)
        }
    }
}
