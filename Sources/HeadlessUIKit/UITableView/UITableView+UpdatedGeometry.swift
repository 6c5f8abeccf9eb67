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
    /// A section that continues an old one starts from the old one's heights and is edited where the update changes
    /// it (``RowHeightBlocks/update(removing:inserting:)``): its rows that stay are not visited.
    ///
    /// - Complexity: O(s + c · (B + log r)) for s the sections, c the changed rows, r the rows of a section and B the
    ///   rows of one of its blocks (at most 128), plus O(r / B) for each section with changes whose rows have
    ///   heights of their own, and O(r / B) once for a section whose one height a change breaks; delegate calls for
    ///   the rows asked and for every header and footer.
    func updatedGeometry(after plan: BatchValidation.Plan, from old: TableGeometry, newCounts: [Int]) -> TableGeometry {
        guard let delegate, !plan.isEmpty, old.sectionCount == plan.oldSectionCount else {
            return makeGeometry(rowCounts: newCounts)
        }
        let origins = Self.origins(plan, newSectionCount: newCounts.count)
        // The moves into each new section, by destination row: destinations keep their source's height.
        var movesInto: [Int: [(row: Int, source: IndexPath)]] = [:]
        for (source, destination) in plan.itemMoves {
            movesInto[destination.section, default: []].append((destination.row, source))
        }
        let reconfigured = reconfiguredRows(plan)
        return makeGeometry(rowCounts: newCounts) { section in
            guard let origin = origins[section] else {
                return self.rowHeights(inSection: section, count: newCounts[section])
            }
            if old.sectionHasSelfSizingRows[origin] { self.sawSelfSizingRow = true }
            let changes = CarriedRows(
                fixed: plan.fixedItems[section] ?? [], removed: plan.removedItems[origin] ?? [],
                movesInto: (movesInto[section] ?? []).sorted { $0.row < $1.row },
                reconfigured: reconfigured[section] ?? [])
            return self.carriedRowHeights(
                section: section, count: newCounts[section], origin: origin, old: old, changes: changes,
                delegate: delegate)
        }
    }

    /// For each section after the update, the old section it continues (`nil` for inserted and reloaded sections).
    ///
    /// Sections that stay fill, in order, the places no insert or move takes (``BatchValidation/Placement``, asked in
    /// increasing order); moved sections go where they are moved.
    ///
    /// - Complexity: O(old sections + new sections + section changes).
    private static func origins(_ plan: BatchValidation.Plan, newSectionCount: Int) -> [Int?] {
        var origins = [Int?](repeating: nil, count: newSectionCount)
        var placement = BatchValidation.Placement(leaving: plan.removedSections, taken: plan.fixedSections)
        for section in 0..<plan.oldSectionCount where !plan.goneSections.contains(section) {
            let new = plan.sectionMoves[section] ?? placement.newIndex(ofStaying: section)
            if new < newSectionCount { origins[new] = section }
        }
        return origins
    }

    /// Where the reconfigured rows are after the update, as rows of each new section, in increasing order.
    ///
    /// A reconfigured row is neither deleted nor moved (the validator rejects both), so it keeps its rank among the
    /// rows that stay; the rows of each old section are placed together, in order, in one pass over the section's
    /// changes rather than one look-up each.
    ///
    /// - Complexity: O(r log r + the changes of the sections with reconfigured rows), r the reconfigured rows.
    private func reconfiguredRows(_ plan: BatchValidation.Plan) -> [Int: [Int]] {
        var byOldSection: [Int: [Int]] = [:]
        for indexPath in plan.reconfiguredItems { byOldSection[indexPath.section, default: []].append(indexPath.row) }
        var result: [Int: [Int]] = [:]
        for (oldSection, rows) in byOldSection {
            guard let newSection = plan.newSection(forOld: oldSection) else { continue }
            var placement = BatchValidation.Placement(
                leaving: plan.removedItems[oldSection] ?? [], taken: plan.fixedItems[newSection] ?? [])
            var previous = -1
            var places: [Int] = []
            places.reserveCapacity(rows.count)
            // Repeated reconfigures of a row are one.
            for row in rows.sorted() where row != previous {
                previous = row
                places.append(placement.newIndex(ofStaying: row))
            }
            result[newSection] = places
        }
        return result
    }

    /// The changes a batch update makes to the rows of a section that continues an old one.
    private struct CarriedRows {
        /// The rows taken by inserts, reload inserts and move destinations, after the update, in increasing order.
        var fixed: [Int]
        /// The old section's rows that leave their place (gone or moved), before the update, in increasing order.
        var removed: [Int]
        /// The moves into the section: the destination row and the source, in increasing order of row.
        var movesInto: [(row: Int, source: IndexPath)]
        /// The reconfigured rows, after the update, in increasing order.
        var reconfigured: [Int]
    }

    /// The heights of a new section's rows, from the old section `origin` it continues: the old heights less the rows
    /// that leave, with the taken places' heights put in (asked, or the moved row's own), and reconfigured rows asked
    /// again, so that the rows that stay fill the places that no insert or move takes, in their order (as
    /// ``BatchValidation/Plan`` places them). Rows are asked in increasing order, inserts before reconfigures.
    ///
    /// - Complexity: O(c · (B + log r)) for c the changes, r the rows and B the rows of a block, plus O(r / B) when
    ///   there are changes and the rows do not share one height (or stop sharing it).
    private func carriedRowHeights(
        section: Int, count: Int, origin: Int, old: TableGeometry, changes: CarriedRows,
        delegate: any UITableViewDelegate
    ) -> TableGeometry.RowHeights {
        let oldHeights = old.rowHeights[origin]
        // The heights of the places taken by inserts and moves: asked, or the moved row's own.
        var inserted: [(row: Int, height: CGFloat)] = []
        inserted.reserveCapacity(changes.fixed.count)
        var move = 0
        for row in changes.fixed {
            while move < changes.movesInto.count && changes.movesInto[move].row < row { move += 1 }
            if move < changes.movesInto.count, changes.movesInto[move].row == row,
                old.contains(changes.movesInto[move].source)
            {
                inserted.append((row, old.rowExtent(changes.movesInto[move].source).height))
            } else {
                inserted.append((row, askedRowHeight(at: IndexPath(row: row, section: section), delegate: delegate)))
            }
        }
        var replaced: [(row: Int, height: CGFloat)] = []
        for row in changes.reconfigured where row < count {
            // A self-sizing row keeps its height until its cell, configured again, is measured.
            let indexPath = IndexPath(row: row, section: section)
            if let height = askedRowHeight(at: indexPath, delegate: delegate, keepingSelfSizing: true) {
                replaced.append((row, height))
            }
        }
        if case .uniform(let height) = oldHeights, inserted.allSatisfy({ $0.height == height }),
            replaced.allSatisfy({ $0.height == height })
        {
            return .uniform(height)
        }
        var blocks: RowHeightBlocks
        switch oldHeights {
        case .uniform(let height): blocks = RowHeightBlocks(repeating: height, count: old.rowCounts[origin])
        case .varying(let existing): blocks = existing
        }
        let kept = blocks.count - changes.removed.count
        guard kept >= 0, kept + changes.fixed.count == count, changes.fixed.allSatisfy({ $0 < count }) else {
            // Counts that do not add up (the validator lets none through): every row is asked.
            return rowHeights(inSection: section, count: count)
        }
        blocks.update(removing: changes.removed, inserting: inserted)
        for (row, height) in replaced { blocks.setHeight(height, of: row) }
        return .varying(blocks)
    }
}
#endif
