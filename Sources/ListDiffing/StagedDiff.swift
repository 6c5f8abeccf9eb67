import Foundation

/// What the staged diff reads of two states of a sectioned list: the sections and rows of an old state and of a new
/// one, each with an identity (a hash and an equality), and whether a row's content (or height) changed.
///
/// Overview: a client (ListKit's `ListSnapshot`, a diffable data source's section and item identifiers) conforms a
/// value holding both states. The diff matches sections by identity, then rows by identity across all sections (the
/// k-th occurrence of an identity in the old state pairs with the k-th in the new), asking ``matchRows(changes:)``
/// to report, for each new row paired with an old one, whether its content or its height differs. It then fills up
/// to three ``BatchUpdate`` stages: the structure (deletes, inserts, moves), the refresh (reconfigures of changed
/// rows and reloads of changed sections, in their own batch after the structure), and the heights. The state each
/// stage ends in is ``newSnapshot``, except that a structure stage followed by a refresh stage ends in the state
/// ``intermediateSnapshot(keepingOldRows:keepingOldSupplementariesOf:)`` builds, when the stage's snapshot is first
/// read.
///
/// Rows are numbered top to bottom over all sections ("flat indices"); ``Rows`` says where each section starts.
@usableFromInline
package protocol StagedDiffInput {
    /// The state a stage ends in.
    associatedtype Snapshot
    /// The rows of one state, numbered top to bottom, with their identities' hashes.
    associatedtype Rows: SectionedRows

    /// The rows of the old state.
    var oldRows: Rows { get }
    /// The rows of the new state.
    var newRows: Rows { get }

    /// The hash of the identity of the old section at an index.
    func oldSectionHash(_ section: Int) -> Int
    /// The hash of the identity of the new section at an index, computed as ``oldSectionHash(_:)`` is.
    func newSectionHash(_ section: Int) -> Int
    /// Whether two old sections have the same identity.
    func oldSectionsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool
    /// Whether an old section and a new one have the same identity.
    func sectionsHaveSameIdentity(old: Int, new: Int) -> Bool
    /// Whether a section kept from the old state to the new one must be reloaded (its header or footer changed).
    func sectionNeedsReload(old: Int, new: Int) -> Bool

    /// Pairs old rows with new ones by identity (flat indices), and sets `changes[new]` for each new row paired
    /// with an old one whose content or height differs (`changes` starts empty, one element per new row).
    ///
    /// ``RowComparingDiffInput`` implements it from two comparisons of rows by index.
    func matchRows(changes: inout [RowDifference]) -> OccurrenceMatching

    /// The new state.
    var newSnapshot: Snapshot { get }
    /// Builds the new state as it stands after the structure stage, when a refresh stage follows it: the rows that
    /// are reconfigured keep their old content, and the sections that are reloaded their old headers and footers.
    ///
    /// The diff calls it, and returns the stage, without calling the builder: the stage calls it the first time its
    /// snapshot is read (at most once, on whichever thread reads it), so the builder captures the two states and the
    /// paths, not the input.
    ///
    /// - Parameters:
    ///   - rows: For each row to keep, its old path and its new path.
    ///   - sections: For each section to keep, its old index and its new index.
    /// - Returns: A function that returns the state the structure stage ends in.
    func intermediateSnapshot(
        keepingOldRows rows: [Move<RowPath>], keepingOldSupplementariesOf sections: [Move<Int>]
    )
        -> () -> Snapshot
}

/// A ``StagedDiffInput`` whose rows are compared by flat index: the row matching is written for it.
@usableFromInline
package protocol RowComparingDiffInput: StagedDiffInput {
    /// Whether two old rows (flat indices) have the same identity.
    func oldRowsHaveSameIdentity(_ first: Int, _ second: Int) -> Bool
    /// `nil` when an old row and a new one (flat indices) have different identities, otherwise what differs.
    func compareRows(old: Int, new: Int) -> RowDifference?
}

extension RowComparingDiffInput {
    /// Matches rows through ``oldRowsHaveSameIdentity(_:_:)`` and ``compareRows(old:new:)``.
    ///
    /// - Complexity: O(n + m) expected, for n old and m new rows.
    @inlinable
    package func matchRows(changes: inout [RowDifference]) -> OccurrenceMatching {
        // Moved out and back, so that writing through the closure does not copy the array.
        var found: [RowDifference] = []
        swap(&found, &changes)
        defer { swap(&found, &changes) }
        return OccurrenceMatching(
            oldHashes: oldRows,
            newHashes: newRows,
            oldEqualsOld: { oldRowsHaveSameIdentity($0, $1) },
            oldEqualsNew: { old, new in
                guard let difference = compareRows(old: old, new: new) else { return false }
                if !difference.isEmpty { found[new] = difference }
                return true
            }
        )
    }
}

/// The rows of one state, numbered top to bottom over its sections (flat indices), with their identities' hashes in
/// that order.
@usableFromInline
package protocol SectionedRows: HashesInIndexOrder {
    /// The number of sections.
    var sectionCount: Int { get }
    /// The flat index of a section's first row; `start(ofSection: sectionCount)` is ``HashesInIndexOrder/count``.
    func start(ofSection section: Int) -> Int
    /// The section that holds the row at a flat index, trying `hint` first.
    func section(of flat: Int, hint: Int) -> Int
}

extension SectionedRows {
    /// The section and row of a flat index, trying the section `hint` first.
    ///
    /// - Complexity: that of ``section(of:hint:)``.
    @inlinable
    package func path(of flat: Int, hint: Int) -> RowPath {
        let section = section(of: flat, hint: hint)
        return RowPath(section: section, row: flat - start(ofSection: section))
    }
}

/// The section starts of a state whose rows are counted per section: a ready ``SectionedRows`` for a client that
/// gathers its rows' hashes into an array.
@usableFromInline
package struct RowCounts: SectionedRows {
    /// The hash of each row's identity, top to bottom.
    @usableFromInline let hashes: [UInt64]
    /// `starts[s]` is the flat index of section `s`'s first row; the last element is the number of rows.
    @usableFromInline let starts: [Int]

    /// Rows given by their hashes, section by section.
    ///
    /// - Complexity: O(s + n) for s sections and n rows.
    @inlinable
    package init(hashesBySection: [[UInt64]]) {
        var starts: [Int] = [0]
        starts.reserveCapacity(hashesBySection.count + 1)
        for section in hashesBySection { starts.append(starts[starts.count - 1] + section.count) }
        self.starts = starts
        hashes = hashesBySection.flatMap { $0 }
    }

    /// The number of rows.
    @inlinable package var count: Int { hashes.count }
    /// The number of sections.
    @inlinable package var sectionCount: Int { starts.count - 1 }
    /// The flat index of a section's first row.
    @inlinable package func start(ofSection section: Int) -> Int { starts[section] }

    /// The section that holds the row at a flat index.
    ///
    /// - Complexity: O(1) when `hint` holds the row, otherwise O(log s) for s sections.
    @inlinable
    package func section(of flat: Int, hint: Int) -> Int {
        if hint >= 0, hint < sectionCount, starts[hint] <= flat, flat < starts[hint + 1] { return hint }
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Calls `body` with each row's hash, top to bottom.
    @inlinable
    package func forEachHash(_ body: (UInt64) -> Void) {
        hashes.forEachHash(body)
    }
}

/// What differs between two rows with the same identity.
@usableFromInline
package struct RowDifference: OptionSet, Sendable {
    /// The bits.
    @usableFromInline
    package let rawValue: UInt8
    /// Creates a set from its bits.
    @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The content differs: the row is reconfigured.
    @usableFromInline
    package static let content = RowDifference(rawValue: 1)
    /// The height differs: the row is resized.
    @usableFromInline
    package static let height = RowDifference(rawValue: 2)
}

/// The staged diff: matches sections and rows, classifies every row, and fills the stages (see ``StagedDiffInput``
/// and ListKit's `ListDiff` for the rules each stage follows).
///
/// ``stages()`` runs the steps in order, each a function of its own: match the sections, match the rows, the section
/// stage, the rows of each surviving section (with the fewest moves), the deletes, then the refresh and heights
/// stages. It is `@inlinable` so that it is specialized for each input type.
@usableFromInline
package struct StagedDiff<Input: StagedDiffInput> {
    /// The two states.
    @usableFromInline let input: Input

    /// A diff of the two states `input` holds.
    @inlinable
    package init(_ input: Input) {
        self.input = input
    }

    /// The rows of both states matched by identity, and what differs between each pair.
    @usableFromInline
    struct RowMatch {
        @usableFromInline var matching: OccurrenceMatching
        /// For each new row paired with an old one, whether its content and its height differ.
        @usableFromInline var changes: [RowDifference]

        @inlinable
        init(matching: OccurrenceMatching, changes: [RowDifference]) {
            self.matching = matching
            self.changes = changes
        }
    }

    /// The three stages as they are filled, and what the steps pass on to one another.
    @usableFromInline
    struct Stages {
        @usableFromInline var structure = StageChanges()
        @usableFromInline var refresh = StageChanges()
        @usableFromInline var heights = StageChanges()
        /// Builds the state the structure stage ends in, when it is not the new state.
        @usableFromInline var intermediate: (() -> Input.Snapshot)?
        /// Per new section: whether it is reloaded (its header or footer changed).
        @usableFromInline var sectionReloaded: [Bool]
        /// Rows whose content changed (old path to new path): they keep their old content through the structure
        /// stage and are reconfigured in the refresh stage, at their index paths after the structure stage.
        @usableFromInline var deferred: [Move<RowPath>] = []
        /// The rows that stay in the section being classified (old index, new index, changes): buffers kept from one
        /// section to the next.
        @usableFromInline var stayingOld: [Int32] = []
        @usableFromInline var stayingNew: [Int] = []
        @usableFromInline var stayingChanged: [RowDifference] = []

        @inlinable
        init(sectionCount: Int) {
            sectionReloaded = [Bool](repeating: false, count: sectionCount)
        }
    }

    /// The stages that turn the old state into the new one, empty ones left out.
    ///
    /// - Complexity: O(n + m) expected hash and identity comparisons and O(n + m) content comparisons, for n old and
    ///   m new rows, plus O(k log k) integer comparisons for the fewest moves among the k rows that stay in their
    ///   section.
    @inlinable
    package func stages() -> [BatchUpdate<Input.Snapshot>] {
        let oldRows = input.oldRows
        let newRows = input.newRows
        let sectionMatch = matchSections(oldRows.sectionCount, newRows.sectionCount)
        var changes = [RowDifference](repeating: [], count: newRows.count)
        let matching = input.matchRows(changes: &changes)
        let rowMatch = RowMatch(matching: matching, changes: changes)
        var stages = Stages(sectionCount: newRows.sectionCount)
        fillSectionStage(&stages, sectionMatch, oldRows.sectionCount, newRows.sectionCount)
        for newSection in 0..<newRows.sectionCount {
            classifyRows(of: newSection, &stages, sectionMatch, rowMatch, oldRows, newRows)
        }
        fillDeletes(&stages, sectionMatch, rowMatch, oldRows, newRows)
        fillRefreshStage(&stages, sectionMatch)
        let new = input.newSnapshot
        var result: [BatchUpdate<Input.Snapshot>] = []
        if !stages.structure.isEmpty {
            if let intermediate = stages.intermediate {
                result.append(BatchUpdate(stages.structure, makeSnapshot: intermediate))
            } else {
                result.append(BatchUpdate(stages.structure, snapshot: new))
            }
        }
        if !stages.refresh.isEmpty { result.append(BatchUpdate(stages.refresh, snapshot: new)) }
        if !stages.heights.isEmpty { result.append(BatchUpdate(stages.heights, snapshot: new)) }
        return result
    }

    /// Step 1: sections by identity.
    @inlinable
    func matchSections(_ oldCount: Int, _ newCount: Int) -> OccurrenceMatching {
        let input = self.input
        return OccurrenceMatching(
            oldCount: oldCount,
            newCount: newCount,
            oldHash: { input.oldSectionHash($0) },
            newHash: { input.newSectionHash($0) },
            oldEqualsOld: { input.oldSectionsHaveSameIdentity($0, $1) },
            oldEqualsNew: { input.sectionsHaveSameIdentity(old: $0, new: $1) }
        )
    }

    /// Step 3: section deletes, inserts, the fewest moves, and reloads of changed headers and footers.
    @inlinable
    func fillSectionStage(_ stages: inout Stages, _ sectionMatch: OccurrenceMatching, _ oldCount: Int, _ newCount: Int)
    {
        var survivingOld: [Int32] = []
        var survivingNew: [Int] = []
        for newSection in 0..<newCount {
            let oldSection = Int(sectionMatch.newToOld[newSection])
            if oldSection < 0 {
                stages.structure.insertedSections.insert(newSection)
                continue
            }
            survivingOld.append(Int32(truncatingIfNeeded: oldSection))
            survivingNew.append(newSection)
            if input.sectionNeedsReload(old: oldSection, new: newSection) {
                stages.sectionReloaded[newSection] = true
                stages.refresh.reloadedSections.insert(newSection)
            }
        }
        for oldSection in 0..<oldCount where sectionMatch.oldToNew[oldSection] < 0 {
            stages.structure.deletedSections.insert(oldSection)
        }
        for (index, stays) in longestIncreasingSubsequenceMask(survivingOld).enumerated() where !stays {
            stages.structure.movedSections.append(Move(from: Int(survivingOld[index]), to: survivingNew[index]))
        }
    }

    /// Step 4: the rows of one new section: inserted, moved in from another section, or staying in the section it
    /// continues, where only the rows outside one longest increasing run move (the fewest moves); changed rows are
    /// deferred to the refresh stage, moved or not (no reconfigure in a batch that shifts rows); rows whose height
    /// alone changed go to the heights stage.
    @inlinable
    func classifyRows(
        of newSection: Int, _ stages: inout Stages, _ sectionMatch: OccurrenceMatching, _ rowMatch: RowMatch,
        _ oldRows: Input.Rows, _ newRows: Input.Rows
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
                if changed.contains(.content) { stages.deferred.append(Move(from: oldPath, to: newPath)) }
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
            stages.deferred.append(Move(from: oldPath, to: newPath))
        }
    }

    /// Step 5: deletes: rows of surviving sections that are gone, or that went into an inserted section.
    @inlinable
    func fillDeletes(
        _ stages: inout Stages, _ sectionMatch: OccurrenceMatching, _ rowMatch: RowMatch, _ oldRows: Input.Rows,
        _ newRows: Input.Rows
    ) {
        for oldSection in 0..<oldRows.sectionCount {
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
    /// after the structure stage, and the section reloads; when there is a structure stage, it ends in the state in
    /// between, built when first read (without one, the refresh stage is the first and the old state is that state
    /// already).
    @inlinable
    func fillRefreshStage(_ stages: inout Stages, _ sectionMatch: OccurrenceMatching) {
        for row in stages.deferred where !stages.sectionReloaded[row.to.section] {
            stages.refresh.reconfiguredRows.append(row.to)
        }
        stages.refresh.reconfiguredRows.sort()
        if !stages.refresh.isEmpty && !stages.structure.isEmpty {
            var reloaded: [Move<Int>] = []
            for section in stages.sectionReloaded.indices where stages.sectionReloaded[section] {
                reloaded.append(Move(from: Int(sectionMatch.newToOld[section]), to: section))
            }
            stages.intermediate = input.intermediateSnapshot(
                keepingOldRows: stages.deferred, keepingOldSupplementariesOf: reloaded)
        }
    }
}
