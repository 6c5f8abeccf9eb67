import Foundation

/// The engine of ``ListDiff``: matches sections and rows, classifies every row, and fills the stages.
struct StagedDiff {
    let old: ListSnapshot
    let new: ListSnapshot

    init(from old: ListSnapshot, to new: ListSnapshot) {
        self.old = old
        self.new = new
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
            oldHash: { oldSections[$0].identity.hashValue },
            newHash: { newSections[$0].identity.hashValue },
            oldEqualsOld: { oldSections[$0].identity == oldSections[$1].identity },
            oldEqualsNew: { oldSections[$0].identity == newSections[$1].identity }
        )
        // Rows hash nothing: each row's hash of (cell type, id) was computed when the row was made. The closures
        // capture the arrays, not the `FlatRows` (capturing a struct of five arrays copies it: five retains a call).
        let oldHashes = oldRows.keyHashes
        let newHashes = newRows.keyHashes
        let oldBoxes = oldRows.boxes
        let newBoxes = newRows.boxes
        // For each new row paired with an old one, whether its content differs; filled by the key comparison.
        var contentChanged = [Bool](repeating: false, count: newRows.count)
        let rowMatch = OccurrenceMatching(
            oldHashes: oldHashes,
            newHashes: newHashes,
            oldEqualsOld: { old, other in
                oldBoxes[old]._withUnsafeGuaranteedRef { old in
                    oldBoxes[other]._withUnsafeGuaranteedRef { old.hasSameIdentity(as: $0) }
                }
            },
            oldEqualsNew: { old, new in
                oldBoxes[old]._withUnsafeGuaranteedRef { old in
                    newBoxes[new]._withUnsafeGuaranteedRef { newBox in
                        guard old.hasSameIdentity(as: newBox) else { return false }
                        // Rows of one identity pair (unless the old one is already taken): compare their content now,
                        // while both are in the cache, rather than reading both rows again later.
                        contentChanged[new] = !newBox.isContentEqual(to: old)
                        return true
                    }
                }
            }
        )

        var structure = BatchUpdate(snapshot: new)
        var refresh = BatchUpdate(snapshot: new)

        // Sections: deletes, inserts, the fewest moves, and reloads of changed headers and footers.
        var sectionMoved = [Bool](repeating: false, count: newSections.count)
        var sectionReloaded = [Bool](repeating: false, count: newSections.count)
        var survivingOld: [Int] = []
        var survivingNew: [Int] = []
        for newSection in newSections.indices {
            let oldSection = sectionMatch.newToOld[newSection]
            if oldSection < 0 {
                structure.insertedSections.insert(newSection)
                continue
            }
            survivingOld.append(oldSection)
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
            structure.movedSections.append(Move(from: survivingOld[index], to: survivingNew[index]))
        }

        // Rows, section by section of the new snapshot.
        var deferred: [DeferredRow] = []
        var stayingOld: [Int] = []
        var stayingNew: [Int] = []
        var stayingChanged: [Bool] = []
        for newSection in newSections.indices {
            let oldSection = sectionMatch.newToOld[newSection]
            // An inserted section brings its rows; rows that came from surviving sections are deleted there below.
            guard oldSection >= 0 else { continue }
            stayingOld.removeAll(keepingCapacity: true)
            stayingNew.removeAll(keepingCapacity: true)
            stayingChanged.removeAll(keepingCapacity: true)
            let newBase = newRows.start(ofSection: newSection)
            for newRow in 0..<(newRows.start(ofSection: newSection + 1) - newBase) {
                let newPath = RowPath(section: newSection, row: newRow)
                let oldFlat = rowMatch.newToOld[newBase + newRow]
                guard oldFlat >= 0, sectionMatch.oldToNew[oldRows.section(of: oldFlat)] >= 0 else {
                    // New, or out of a deleted section (UIKit cannot move a row out of a deleted section).
                    structure.insertedRows.append(newPath)
                    continue
                }
                let oldPath = oldRows.path(of: oldFlat)
                let changed = contentChanged[newBase + newRow]
                if oldPath.section == oldSection {
                    stayingOld.append(oldPath.row)
                    stayingNew.append(newRow)
                    stayingChanged.append(changed)
                } else {
                    structure.movedRows.append(Move(from: oldPath, to: newPath))
                    if changed { deferred.append(DeferredRow(path: newPath, oldRow: oldRows.row(at: oldFlat))) }
                }
            }
            let stays = longestIncreasingSubsequenceMask(stayingOld)
            for index in stays.indices {
                let oldPath = RowPath(section: oldSection, row: stayingOld[index])
                let newPath = RowPath(section: newSection, row: stayingNew[index])
                if !stays[index] {
                    structure.movedRows.append(Move(from: oldPath, to: newPath))
                }
                guard stayingChanged[index] else { continue }
                if stays[index] && !sectionMoved[newSection] && !sectionReloaded[newSection] {
                    structure.reconfiguredRows.append(oldPath)
                } else {
                    deferred.append(
                        DeferredRow(
                            path: newPath,
                            oldRow: oldRows.row(at: oldRows.start(ofSection: oldSection) + stayingOld[index])))
                }
            }
        }

        // Deletes: rows of surviving sections that are gone, or that went into an inserted section.
        for oldFlat in 0..<oldRows.count {
            let oldSection = oldRows.section(of: oldFlat)
            guard sectionMatch.oldToNew[oldSection] >= 0 else { continue }
            let newFlat = rowMatch.oldToNew[oldFlat]
            if newFlat < 0 || sectionMatch.newToOld[newRows.section(of: newFlat)] < 0 {
                structure.deletedRows.append(oldRows.path(of: oldFlat))
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
        return [structure, refresh].filter { !$0.isEmpty }
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
            let oldSection = old.sections[sectionMatch.newToOld[index]]
            sections[index].header = oldSection.header
            sections[index].footer = oldSection.footer
            sections[index].headerView = oldSection.headerView
            sections[index].footerView = oldSection.footerView
        }
        return ListSnapshot(sections: sections, hidesEmptySections: new.hidesEmptySections)
    }
}

/// The rows of a snapshot's visible sections numbered top to bottom, with each number's section and row, each row's
/// box, and each row's hash of its identity in one contiguous array (read in order, instead of through each box).
struct FlatRows {
    private let sections: [Section]
    /// `starts[s]` is the flat index of section `s`'s first row; `starts.last` is the number of rows.
    private let starts: [Int]
    /// The section of each flat index.
    private let sectionOfRow: [Int32]
    /// The ``AnyRowBox/keyHash`` of each flat index.
    let keyHashes: [UInt64]
    /// The box of each flat index, unretained: `sections` holds every row, so every box outlives this value.
    ///
    /// Reaching a box through `sections[s].rows[r]` retains and releases the rows array and the box; the diff reaches
    /// two boxes per matched row twice (identity, then content), and those retains and releases were a third of its
    /// instructions (callgrind, 10,000 rows). Unretained references cost nothing and are read in place.
    let boxes: [Unmanaged<AnyRowBox>]

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
        precondition(sections.count < Int(Int32.max), "A snapshot takes at most \(Int32.max - 1) sections")
        // Where an `AnyRow`'s box reference and hash lie within it, to read arrays of rows in place.
        guard let boxOffset = MemoryLayout<AnyRow>.offset(of: \AnyRow.box),
            let hashOffset = MemoryLayout<AnyRow>.offset(of: \AnyRow.keyHash)
        else { preconditionFailure("AnyRow's stored properties have no fixed offsets") }
        var sectionOfRow: [Int32] = []
        var keyHashes: [UInt64] = []
        var boxes: [Unmanaged<AnyRowBox>] = []
        sectionOfRow.reserveCapacity(total)
        keyHashes.reserveCapacity(total)
        boxes.reserveCapacity(total)
        for (index, section) in sections.enumerated() {
            let section32 = Int32(truncatingIfNeeded: index)
            // The rows' storage is read in place: the box as an unretained reference, the hash beside it. Reading
            // `row.box` instead retains and releases every box: 400,000 retains and releases, a tenth of the diff's
            // instructions, for two snapshots of 100,000 rows (callgrind); reading the hash in the box reaches into
            // every box once more.
            section.rows.withUnsafeBufferPointer { rows in
                let raw = UnsafeRawBufferPointer(rows)
                for offset in 0..<rows.count {
                    let row = offset * MemoryLayout<AnyRow>.stride
                    sectionOfRow.append(section32)
                    keyHashes.append(raw.load(fromByteOffset: row + hashOffset, as: UInt64.self))
                    boxes.append(raw.load(fromByteOffset: row + boxOffset, as: Unmanaged<AnyRowBox>.self))
                }
            }
        }
        self.starts = starts
        self.sectionOfRow = sectionOfRow
        self.keyHashes = keyHashes
        self.boxes = boxes
    }

    var count: Int { sectionOfRow.count }

    func start(ofSection section: Int) -> Int { starts[section] }

    func section(of flat: Int) -> Int { Int(sectionOfRow[flat]) }

    func path(of flat: Int) -> RowPath {
        let section = section(of: flat)
        return RowPath(section: section, row: flat - starts[section])
    }

    func row(at flat: Int) -> AnyRow {
        let path = path(of: flat)
        return sections[path.section].rows[path.row]
    }

}
