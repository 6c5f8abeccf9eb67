#if !canImport(UIKit)
import Foundation

extension UITableView {
    /// The geometry after an accepted batch update: rows the update keeps keep their heights, and the delegate is
    /// asked only for the heights of rows that are new to their place's content.
    ///
    /// UIKit keeps the heights it knows across an update and asks for those of inserted, reloaded and reconfigured
    /// rows; asking every row would make an update cost as much as a reload. The rules:
    /// - A row that stays, or moves, keeps its height. Inserted and reloaded rows, the rows of inserted and reloaded
    ///   sections, and reconfigured rows are asked for theirs (`heightForRowAt`, then the estimate if automatic),
    ///   except that a reconfigured row that sizes itself keeps its height until it is measured again.
    /// - An update with no change at all reads every height again: `beginUpdates()` then `endUpdates()` is UIKit's
    ///   idiom for animating rows to new heights.
    /// - Header and footer heights are read again for every section.
    /// - Without a delegate, every row has the table's `rowHeight`, as before.
    ///
    /// - Complexity: O(sections + changes) when the kept rows of each section share one height (the heights of a
    ///   section are one number), else O(sections + changes + rows of the changed sections whose rows have heights
    ///   of their own); delegate calls only for the rows asked.
    func updatedGeometry(after plan: BatchValidation.Plan, from old: TableGeometry, newCounts: [Int]) -> TableGeometry {
        guard let delegate, !plan.isEmpty, old.sectionCount == plan.oldSectionCount else {
            return makeGeometry(rowCounts: newCounts)
        }
        var origins = [Int?](repeating: nil, count: newCounts.count)
        for section in 0..<old.sectionCount {
            if let new = plan.newSection(forOld: section), new < origins.count { origins[new] = section }
        }
        // Rows whose content is new to their place, per new section: move destinations keep their source's height.
        var movedInto: [Int: [Int: IndexPath]] = [:]
        for (source, destination) in plan.itemMoves {
            movedInto[destination.section, default: [:]][destination.row] = source
        }
        let reconfigured = reconfiguredRows(plan)
        return makeGeometry(rowCounts: newCounts) { section in
            guard let origin = origins[section] else {
                return self.rowHeights(inSection: section, count: newCounts[section])
            }
            if old.sectionHasSelfSizingRows[origin] { self.sawSelfSizingRow = true }
            return self.carriedRowHeights(
                section: section, count: newCounts[section], origin: origin, old: old,
                fixed: plan.fixedItems[section] ?? [], removed: plan.removedItems[origin] ?? [],
                movedInto: movedInto[section] ?? [:], reconfigured: reconfigured[section] ?? [], delegate: delegate)
        }
    }

    /// Where the reconfigured rows are after the update, as rows of each new section.
    ///
    /// A reconfigured row is neither deleted nor moved (the validator rejects both), so it keeps its rank among the
    /// rows that stay; the rows of each old section are placed together, in order, in one pass over the section's
    /// changes rather than one look-up each.
    ///
    /// - Complexity: O(r log r + the changes of the sections with reconfigured rows), r the reconfigured rows.
    private func reconfiguredRows(_ plan: BatchValidation.Plan) -> [Int: Set<Int>] {
        var byOldSection: [Int: [Int]] = [:]
        for indexPath in plan.reconfiguredItems { byOldSection[indexPath.section, default: []].append(indexPath.row) }
        var result: [Int: Set<Int>] = [:]
        for (oldSection, rows) in byOldSection {
            guard let newSection = plan.newSection(forOld: oldSection) else { continue }
            var placement = BatchValidation.Placement(
                leaving: plan.removedItems[oldSection] ?? [], taken: plan.fixedItems[newSection] ?? [])
            result[newSection] = Set(rows.sorted().map { placement.newIndex(ofStaying: $0) })
        }
        return result
    }

    /// The heights of a new section's rows, from the old section `origin` it continues: the rows that stay fill the
    /// places that no insert or move takes, in their order (as ``BatchValidation/Plan`` places them).
    private func carriedRowHeights(
        section: Int, count: Int, origin: Int, old: TableGeometry, fixed: [Int], removed: [Int],
        movedInto: [Int: IndexPath], reconfigured: Set<Int>, delegate: any UITableViewDelegate
    ) -> TableGeometry.RowHeights {
        let oldHeights = old.rowHeights[origin]
        // The heights of the places taken by inserts, moves and reconfigures: asked, or the moved row's own.
        var taken: [Int: CGFloat] = [:]
        for row in fixed {
            if let source = movedInto[row], old.contains(source) {
                taken[row] = old.rowExtent(source).height
            } else {
                taken[row] = askedRowHeight(at: IndexPath(row: row, section: section), delegate: delegate)
            }
        }
        for row in reconfigured where row < count {
            // A self-sizing row keeps its height until its cell, configured again, is measured.
            let indexPath = IndexPath(row: row, section: section)
            if let height = askedRowHeight(at: indexPath, delegate: delegate, keepingSelfSizing: true) {
                taken[row] = height
            }
        }
        if case .uniform(let height) = oldHeights, taken.values.allSatisfy({ $0 == height }) {
            return .uniform(height)
        }
        // Taken places get their height; every old row that stays carries its own to its place (`Placement`).
        var heights = [CGFloat](repeating: 0, count: count)
        for (row, height) in taken where row < count { heights[row] = height }
        var placement = BatchValidation.Placement(leaving: removed, taken: fixed)
        var removedIndex = 0
        var oldRow = 0
        for _ in 0..<max(0, count - fixed.count) {
            while removedIndex < removed.count && removed[removedIndex] == oldRow {
                removedIndex += 1
                oldRow += 1
            }
            let row = placement.newIndex(ofStaying: oldRow)
            if row < count, taken[row] == nil { heights[row] = Self.height(of: oldRow, in: oldHeights) }
            oldRow += 1
        }
        var offsets: [CGFloat] = [0]
        offsets.reserveCapacity(count + 1)
        for height in heights { offsets.append(offsets[offsets.count - 1] + height) }
        return .prefixSums(offsets)
    }

    /// The height of row `row` of a section with `heights`.
    private static func height(of row: Int, in heights: TableGeometry.RowHeights) -> CGFloat {
        heights.height(of: row)
    }
}
#endif
