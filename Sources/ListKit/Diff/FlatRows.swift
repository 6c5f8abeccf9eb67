import Foundation
import ListDiffing

/// The rows of a snapshot's visible sections numbered top to bottom (flat indices), read in place.
///
/// Nothing is copied per row: a flat index's section is found from the sections' starts, and a row's hash and box
/// are read from its section's own array. Copying each row's hash, box and section into arrays of their own took a
/// tenth of a million-row diff, and the pages of those arrays, fresh from the system for every diff, as long again.
struct FlatRows: SectionedRows {
    /// The visible sections.
    let sections: [Section]
    /// `starts[s]` is the flat index of section `s`'s first row; `starts.last` is the number of rows.
    private let starts: [Int]

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
    }

    /// The number of rows.
    var count: Int { starts[starts.count - 1] }

    /// The number of sections.
    var sectionCount: Int { sections.count }

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
        for index in sections.indices { sections[index].rows.forEachKeyHash(body) }
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

    /// The box of the row at a flat index, unretained, and the row's index in it: the snapshot holds every row, so
    /// every box outlives the diff.
    ///
    /// Reaching a box through `sections[s].rows[r]` retains and releases the rows array and the box; the diff reaches
    /// two boxes per matched row, and those retains and releases were a third of its instructions (callgrind, 10,000
    /// rows). An unretained reference read in place costs nothing.
    ///
    /// - Complexity: O(1) within the current section or the next, otherwise O(log s) for s sections.
    mutating func box(at flat: Int) -> (box: Unmanaged<AnyRowBox>, index: Int) {
        if !range.contains(flat) {
            section = rows.section(of: flat, hint: section + 1)
            range = rows.start(ofSection: section)..<rows.start(ofSection: section + 1)
            current = rows.sections[section].rows
        }
        return current.unretainedBox(at: flat &- range.lowerBound)
    }
}

/// What differs between two rows of one identity, as the diff sees them.
struct RowChanges: OptionSet, Sendable {
    let rawValue: UInt8

    /// The models are not `==` (or not `Equatable`): the cell is reconfigured.
    static let content = RowChanges(rawValue: 1)
    /// The heights differ (``RowHeight``): the table is asked for the row's height again.
    static let height = RowChanges(rawValue: 2)
}
