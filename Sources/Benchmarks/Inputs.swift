#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitTestSupport

/// A model with an identity and a content value, as a view model holds: `Identifiable` by a UUID, `Hashable` over
/// both fields (so `CollectionDifference.inferringMoves()` applies to it).
struct Item: Identifiable, Hashable, Sendable {
    /// The identity.
    var id: UUID
    /// The content; a changed value with the same id is an update.
    var content: Int
}

/// The cell the benchmark's rows name; never instantiated.
@MainActor
final class ItemCell: ConfigurableCell {
    func configure(with model: Item) {}
}

/// How many rows an edit deletes, inserts, moves and updates, and how many sections it moves.
struct EditPlan {
    var deleted = 0
    var inserted = 0
    /// Rows moved to another place in their own section.
    var movedWithin = 0
    /// Rows moved into another section (within their own section when there is only one).
    var movedAcross = 0
    var updated = 0
    var sectionsMoved = 0

    /// `fraction` of `rows` each deleted, inserted, moved (half within, half across sections) and updated.
    static func everything(_ fraction: Double, of rows: Int) -> EditPlan {
        let each = Int((Double(rows) * fraction).rounded())
        return EditPlan(
            deleted: each, inserted: each, movedWithin: each - each / 2, movedAcross: each / 2, updated: each)
    }

    /// The changes in rows the plan makes (a move and an update count once each).
    var rowChanges: Int { deleted + inserted + movedWithin + movedAcross + updated }
}

/// Seeded inputs: UUIDs and items from a ``SplitMix64``, and edits of them.
struct InputMaker {
    var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// A UUID made of 128 random bits of the generator (version bits as random as the rest; only identity matters).
    mutating func uuid() -> UUID {
        let words = (generator.next(), generator.next())
        return withUnsafeBytes(of: words) { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
    }

    /// `count` items with fresh UUIDs and content 0.
    mutating func items(_ count: Int) -> [Item] {
        (0..<count).map { _ in Item(id: uuid(), content: 0) }
    }

    /// `sections` sections of `rowsPerSection` fresh items each.
    mutating func sections(_ sections: Int, rowsPerSection: Int) -> [[Item]] {
        (0..<sections).map { _ in items(rowsPerSection) }
    }

    /// `count` distinct numbers of `0..<total` drawn at random, avoiding those already marked in `taken` (and marking
    /// the drawn ones).
    private mutating func draw(_ count: Int, from total: Int, taken: inout [Bool]) -> [Int] {
        precondition(count <= taken.lazy.filter { !$0 }.count, "Cannot draw \(count) of \(total) places")
        var drawn: [Int] = []
        drawn.reserveCapacity(count)
        while drawn.count < count {
            let index = Int.random(in: 0..<total, using: &generator)
            if !taken[index] {
                taken[index] = true
                drawn.append(index)
            }
        }
        return drawn
    }

    /// Applies `plan` to `sections`: deletes, moves and updates distinct random rows, inserts fresh items at random
    /// places, moves rows within and across sections, then moves whole sections.
    ///
    /// Linear in the number of rows plus O(k log k) in the number of rows placed, so a million rows take moments.
    ///
    /// - Returns: The new sections, and for each the index of the old section it is.
    mutating func edit(_ sections: [[Item]], _ plan: EditPlan) -> (sections: [[Item]], origins: [Int]) {
        let starts = sections.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        let total = starts[starts.count - 1]
        func locate(_ flat: Int) -> (section: Int, row: Int) {
            var low = 0
            var high = sections.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= flat { low = middle } else { high = middle - 1 }
            }
            return (low, flat - starts[low])
        }
        var taken = [Bool](repeating: false, count: total)
        let deleted = draw(plan.deleted, from: total, taken: &taken)
        let movedWithin = draw(plan.movedWithin, from: total, taken: &taken)
        let movedAcross = draw(plan.movedAcross, from: total, taken: &taken)
        let updated = draw(plan.updated, from: total, taken: &taken)

        var leaves = [Bool](repeating: false, count: total)
        for index in deleted + movedWithin + movedAcross { leaves[index] = true }
        var rows = sections
        for index in updated {
            let (section, row) = locate(index)
            rows[section][row].content &+= 1
        }
        var base: [[Item]] = []
        base.reserveCapacity(rows.count)
        for (section, items) in rows.enumerated() {
            base.append(items.indices.filter { !leaves[starts[section] + $0] }.map { items[$0] })
        }
        // Rows to place: (section, place among the base rows, a tie-breaker, the item).
        var placed: [(section: Int, place: Int, order: UInt64, item: Item)] = []
        func place(_ item: Item, in section: Int) {
            let place = Int.random(in: 0...base[section].count, using: &generator)
            placed.append((section, place, generator.next(), item))
        }
        for _ in 0..<plan.inserted {
            place(Item(id: uuid(), content: 0), in: Int.random(in: 0..<base.count, using: &generator))
        }
        for index in movedWithin {
            let (section, row) = locate(index)
            place(rows[section][row], in: section)
        }
        for index in movedAcross {
            let (section, row) = locate(index)
            var target = section
            if base.count > 1 {
                target = Int.random(in: 0..<(base.count - 1), using: &generator)
                if target >= section { target += 1 }
            }
            place(rows[section][row], in: target)
        }
        placed.sort { ($0.section, $0.place, $0.order) < ($1.section, $1.place, $1.order) }
        var result: [[Item]] = []
        result.reserveCapacity(base.count)
        var next = 0
        for (section, items) in base.enumerated() {
            var merged: [Item] = []
            merged.reserveCapacity(items.count + 16)
            for (place, item) in items.enumerated() {
                while next < placed.count, placed[next].section == section, placed[next].place <= place {
                    merged.append(placed[next].item)
                    next += 1
                }
                merged.append(item)
            }
            while next < placed.count, placed[next].section == section {
                merged.append(placed[next].item)
                next += 1
            }
            result.append(merged)
        }
        var origins = Array(result.indices)
        for _ in 0..<plan.sectionsMoved where result.count > 1 {
            let from = Int.random(in: result.indices, using: &generator)
            let section = result.remove(at: from)
            let origin = origins.remove(at: from)
            let to = Int.random(in: 0...result.count, using: &generator)
            result.insert(section, at: to)
            origins.insert(origin, at: to)
        }
        return (result, origins)
    }
}

/// The inputs of a snapshot scenario: the snapshots and, for the peers, the same rows as flat arrays.
struct SnapshotInputs {
    var old: ListSnapshot
    var new: ListSnapshot
    var oldItems: [Item]
    var newItems: [Item]

    /// Builds both snapshots from sections of items; the new snapshot's rows are made afresh, as a view model does
    /// when its data changes (so no row is shared between the two snapshots). Each section's rows are written as users
    /// write them, a `for` loop whose body is one row, so both snapshots hold runs of rows, as an app's do.
    init<Cell: ConfigurableCell>(
        old oldSections: [[Item]], new newSections: [[Item]], sectionIDs: (old: [Int], new: [Int]), cell: Cell.Type
    ) where Cell.Model == Item {
        func snapshot(_ sections: [[Item]], _ ids: [Int]) -> ListSnapshot {
            ListSnapshot {
                for (id, items) in zip(ids, sections) {
                    Section(id) { for item in items { Row<Cell>(item) } }
                }
            }
        }
        old = snapshot(oldSections, sectionIDs.old)
        new = snapshot(newSections, sectionIDs.new)
        oldItems = oldSections.flatMap { $0 }
        newItems = newSections.flatMap { $0 }
    }

    /// Old sections numbered `0..<count`, edited by `plan` (section moves carry their ids along); the rows are of
    /// `cell`.
    static func make<Cell: ConfigurableCell>(
        seed: UInt64, sections: Int, rowsPerSection: Int, plan: EditPlan, cell: Cell.Type = ItemCell.self
    ) -> SnapshotInputs where Cell.Model == Item {
        var maker = InputMaker(seed: seed)
        let oldSections = maker.sections(sections, rowsPerSection: rowsPerSection)
        let edited = maker.edit(oldSections, plan)
        return SnapshotInputs(
            old: oldSections, new: edited.sections, sectionIDs: (Array(0..<sections), edited.origins), cell: cell)
    }
}
#endif
