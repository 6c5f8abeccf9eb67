#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A small seeded generator (TableFuzzGenerator), so every fuzz run is reproducible.
struct TableFuzzGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random batch update over sections of unique row names, built by UIKit's placement rule, and the sections it
/// leads to.
@MainActor
struct RandomRowBatch {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var reloads: [IndexPath] = []
    /// The reconfigured rows, at their index paths before the update.
    var reconfigures: [IndexPath] = []
    /// The same rows at their index paths after it, where they are reconfigured, in a batch of their own.
    var reconfiguresAfter: [IndexPath] = []
    var result: [[String]] = []

    init(from old: [[String]], nextName: inout Int, using rng: inout TableFuzzGenerator) {
        var stayers: [[(name: String, reconfigured: Bool)]] = Array(repeating: [], count: old.count)
        var incoming: [[(from: IndexPath?, name: String)]] = Array(repeating: [], count: old.count)
        for (section, rows) in old.enumerated() {
            for (row, name) in rows.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                switch Int.random(in: 0..<20, using: &rng) {
                case 0, 1:
                    deletes.append(indexPath)
                case 2, 3:
                    let target = Int.random(in: 0..<old.count, using: &rng)
                    incoming[target].append((indexPath, name))
                case 4:
                    reloads.append(indexPath)
                    stayers[section].append((name + "*", false))
                case 5:
                    reconfigures.append(indexPath)
                    stayers[section].append((name + "+", true))
                default:
                    stayers[section].append((name, false))
                }
            }
        }
        for section in old.indices {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                incoming[section].append((nil, "n\(nextName)"))
                nextName += 1
            }
            let count = stayers[section].count + incoming[section].count
            var positions = Array(0..<count)
            positions.shuffle(using: &rng)
            var rows = [String?](repeating: nil, count: count)
            for (position, entry) in zip(positions, incoming[section]) {
                rows[position] = entry.name
                let destination = IndexPath(row: position, section: section)
                if let from = entry.from { moves.append((from, destination)) } else { inserts.append(destination) }
            }
            var remaining = stayers[section].makeIterator()
            for index in rows.indices where rows[index] == nil {
                guard let stayer = remaining.next() else { break }
                rows[index] = stayer.name
                if stayer.reconfigured { reconfiguresAfter.append(IndexPath(row: index, section: section)) }
            }
            result.append(rows.compactMap { $0 })
        }
    }

    /// Performs the inserts, deletes, moves and reloads as one batch update, then the reconfigures in a batch of their
    /// own at their index paths after it (HeadlessUIKit refuses a reconfigure of a row that its batch shifts).
    func apply(to table: UITableView) {
        if !(inserts.isEmpty && moves.isEmpty && reloads.isEmpty && deletes.isEmpty) {
            table.performBatchUpdates({
                table.insertRows(at: inserts, with: .automatic)
                for (from, to) in moves { table.moveRow(at: from, to: to) }
                table.reloadRows(at: reloads, with: .fade)
                table.deleteRows(at: deletes, with: .fade)
            })
        }
        if !reconfiguresAfter.isEmpty {
            table.performBatchUpdates({ table.reconfigureRows(at: reconfiguresAfter) })
        }
    }
}

/// A random batch of section deletes, inserts, moves and reloads, placed by UIKit's rule, and its result.
@MainActor
struct RandomSectionBatch {
    var deletes: [Int] = []
    var inserts: [Int] = []
    var moves: [(Int, Int)] = []
    var reloads: [Int] = []
    var result: [[String]] = []

    init(from old: [[String]], nextName: inout Int, using rng: inout TableFuzzGenerator) {
        var stayers: [[String]] = []
        var movers: [(from: Int, rows: [String])] = []
        for (section, rows) in old.enumerated() {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: deletes.append(section)
            case 1: movers.append((section, rows))
            case 2:
                reloads.append(section)
                stayers.append(rows.map { $0 + "*" })
            default: stayers.append(rows)
            }
        }
        var incoming: [(from: Int?, rows: [String])] = movers.map { ($0.from, $0.rows) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            incoming.append((nil, ["s\(nextName)a", "s\(nextName)b"]))
            nextName += 1
        }
        let count = stayers.count + incoming.count
        var positions = Array(0..<count)
        positions.shuffle(using: &rng)
        var sections = [[String]?](repeating: nil, count: count)
        for (position, entry) in zip(positions, incoming) {
            sections[position] = entry.rows
            if let from = entry.from { moves.append((from, position)) } else { inserts.append(position) }
        }
        var remaining = stayers.makeIterator()
        for index in sections.indices where sections[index] == nil { sections[index] = remaining.next() }
        result = sections.compactMap { $0 }
    }

    func apply(to table: UITableView) {
        table.performBatchUpdates({
            table.insertSections(IndexSet(inserts), with: .fade)
            table.reloadSections(IndexSet(reloads), with: .fade)
            for (from, to) in moves { table.moveSection(from, toSection: to) }
            table.deleteSections(IndexSet(deletes), with: .fade)
        })
    }
}
#endif
