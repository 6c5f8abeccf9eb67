#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITableView batch updates, fuzzed", .timeLimit(.minutes(10)))
struct UITableViewBatchUpdateFuzzTests {
    @Test("Random valid batches leave every row's cell showing the row's data", arguments: [1, 2, 3, 42] as [UInt64])
    func randomBatchesReplay(seed: UInt64) {
        var rng = TableFuzzGenerator(seed: seed)
        var nextName = 0
        var sections: [[String]] = (0..<3).map { _ in
            (0..<Int.random(in: 0...8, using: &rng)).map { _ in
                defer { nextName += 1 }
                return "r\(nextName)"
            }
        }
        let source = TableSpecDataSource(sections)
        let table = makeTable(source, height: 100_000)
        table.layoutIfNeeded()
        for round in 0..<60 {
            let batch = RandomRowBatch(from: sections, nextName: &nextName, using: &rng)
            sections = batch.result.map {
                $0.map { $0.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "+", with: "") }
            }
            source.sections = batch.result
            let messages = raisedMessages { batch.apply(to: table) }
            #expect(messages.isEmpty, "seed \(seed) round \(round)")
            #expect(visibleTexts(table) == batch.result.flatMap { $0 }, "seed \(seed) round \(round)")
            source.sections = sections
            table.reloadData()
            table.layoutIfNeeded()
        }
    }

    @Test("Delegate heights on 100,000 rows are read once per load, not per scroll step")
    func delegateHeightsAreReadOncePerLoad() {
        let source = CountingTableDataSource(rows: 100_000)
        let delegate = TableSpecDelegate()
        var heightCalls = 0
        delegate.heights = { indexPath in
            heightCalls += 1
            return indexPath.row % 2 == 0 ? 30 : 60
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(heightCalls == 100_000)
        #expect(table.contentSize.height == 4_500_000)
        for step in 1...400 {
            table.scroll(to: CGPoint(x: 0, y: CGFloat(step) * 10_000))
        }
        #expect(heightCalls == 100_000)
        // 44,444 pairs of rows (30 + 60 points) end at 3,999,960; row 88,888 ends at 3,999,990.
        #expect(table.indexPathsForVisibleRows?.first == rowPath(88_889))
    }
}
#endif

#if !canImport(UIKit)
@MainActor
@Suite("UITableView section updates, fuzzed", .timeLimit(.minutes(10)))
struct UITableViewSectionUpdateFuzzTests {
    @Test("Random valid section batches keep every section's cells with its rows", arguments: [7, 8, 9] as [UInt64])
    func randomSectionBatchesReplay(seed: UInt64) {
        var rng = TableFuzzGenerator(seed: seed)
        var nextName = 0
        var sections: [[String]] = (0..<5).map { _ in
            defer { nextName += 1 }
            return ["s\(nextName)a", "s\(nextName)b"]
        }
        let source = TableSpecDataSource(sections)
        let table = makeTable(source, height: 100_000)
        table.layoutIfNeeded()
        for round in 0..<60 {
            let batch = RandomSectionBatch(from: sections, nextName: &nextName, using: &rng)
            source.sections = batch.result
            let messages = raisedMessages { batch.apply(to: table) }
            #expect(messages.isEmpty, "seed \(seed) round \(round)")
            #expect(visibleTexts(table) == batch.result.flatMap { $0 }, "seed \(seed) round \(round)")
            sections = batch.result.map { $0.map { $0.replacingOccurrences(of: "*", with: "") } }
            if sections.isEmpty {
                sections = [["s\(nextName)a", "s\(nextName)b"]]
                nextName += 1
            }
            source.sections = sections
            table.reloadData()
            table.layoutIfNeeded()
        }
    }
}
#endif

#if !canImport(UIKit)
/// A random batch mixing section and row changes, placed by UIKit's rule, and its result.
@MainActor
struct RandomMixedBatch {
    var record:
        (
            deletedSections: [Int], insertedSections: [Int], reloadedSections: [Int], movedSections: [(Int, Int)],
            deletedRows: [IndexPath], insertedRows: [IndexPath], reloadedRows: [IndexPath],
            reconfiguredRows: [IndexPath],
            movedRows: [(IndexPath, IndexPath)]
        ) = ([], [], [], [], [], [], [], [], [])
    /// The reconfigured rows at their index paths after the update, where they are reconfigured, in a batch of their
    /// own.
    var reconfiguredAfter: [IndexPath] = []
    var result: [[String]] = []
    /// The new index of each section before the update, `nil` when deleted.
    var sectionMap: [Int?] = []

    init(from old: [[String]], nextName: inout Int, using rng: inout TableFuzzGenerator) {
        enum Fate { case stay, delete, move, reload }
        let fates: [Fate] = old.indices.map { _ in
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: .delete
            case 1: .move
            case 2: .reload
            default: .stay
            }
        }
        // Place the sections: moved and inserted ones at random positions, the others in order in the rest.
        let stayingSections = old.indices.filter { fates[$0] == .stay || fates[$0] == .reload }
        var incomingSections: [Int?] = old.indices.filter { fates[$0] == .move }
        for _ in 0..<Int.random(in: 0...1, using: &rng) { incomingSections.append(nil) }
        let newCount = stayingSections.count + incomingSections.count
        var positions = Array(0..<newCount)
        positions.shuffle(using: &rng)
        var source = [Int?](repeating: nil, count: newCount)  // old section of each new section, nil if inserted
        var isInserted = [Bool](repeating: false, count: newCount)
        for (position, entry) in zip(positions, incomingSections) {
            if let from = entry {
                source[position] = from
                record.movedSections.append((from, position))
            } else {
                isInserted[position] = true
                record.insertedSections.append(position)
            }
        }
        var remaining = stayingSections.makeIterator()
        for index in 0..<newCount where source[index] == nil && !isInserted[index] { source[index] = remaining.next() }
        var newIndex = [Int?](repeating: nil, count: old.count)
        for (index, from) in source.enumerated() { if let from { newIndex[from] = index } }
        sectionMap = newIndex
        for section in old.indices where fates[section] == .delete { record.deletedSections.append(section) }
        for section in old.indices where fates[section] == .reload { record.reloadedSections.append(section) }

        // Rows: only in sections that stay or move; moves only between such sections.
        let eligible = (0..<newCount).filter { index in
            guard let from = source[index] else { return false }
            return fates[from] == .stay || fates[from] == .move
        }
        var stayers: [Int: [(name: String, reconfigured: Bool)]] = [:]
        var incoming: [Int: [(from: IndexPath?, name: String)]] = [:]
        for from in old.indices where fates[from] == .stay || fates[from] == .move {
            for (row, name) in old[from].enumerated() {
                let indexPath = IndexPath(row: row, section: from)
                switch Int.random(in: 0..<20, using: &rng) {
                case 0: record.deletedRows.append(indexPath)
                case 1, 2:
                    let target = eligible[Int.random(in: 0..<eligible.count, using: &rng)]
                    incoming[target, default: []].append((indexPath, name))
                case 3:
                    record.reloadedRows.append(indexPath)
                    stayers[from, default: []].append((name + "*", false))
                case 4:
                    record.reconfiguredRows.append(indexPath)
                    stayers[from, default: []].append((name + "+", true))
                default: stayers[from, default: []].append((name, false))
                }
            }
        }
        for index in 0..<newCount {
            if isInserted[index] {
                result.append(["i\(nextName)"])
                nextName += 1
                continue
            }
            guard let from = source[index] else { continue }
            if fates[from] == .reload {
                result.append(old[from].map { $0 + "*" })
                continue
            }
            var entries = incoming[index] ?? []
            for _ in 0..<Int.random(in: 0...1, using: &rng) {
                entries.append((nil, "n\(nextName)"))
                nextName += 1
            }
            let own = stayers[from] ?? []
            let count = own.count + entries.count
            var rowPositions = Array(0..<count)
            rowPositions.shuffle(using: &rng)
            var rows = [String?](repeating: nil, count: count)
            for (position, entry) in zip(rowPositions, entries) {
                rows[position] = entry.name
                let destination = IndexPath(row: position, section: index)
                if let from = entry.from {
                    record.movedRows.append((from, destination))
                } else {
                    record.insertedRows.append(destination)
                }
            }
            var ownIterator = own.makeIterator()
            for row in rows.indices where rows[row] == nil {
                guard let stayer = ownIterator.next() else { break }
                rows[row] = stayer.name
                if stayer.reconfigured { reconfiguredAfter.append(IndexPath(row: row, section: index)) }
            }
            result.append(rows.compactMap { $0 })
        }
    }

    /// The new index of a section before the update, or `nil` when it is deleted.
    func mappedSection(_ old: Int) -> Int? {
        sectionMap[old]
    }

    /// Performs everything but the reconfigures as one batch update, then the reconfigures in a batch of their own at
    /// their index paths after it (HeadlessUIKit refuses a reconfigure of a row that its batch shifts).
    func apply(to table: UITableView) {
        table.performBatchUpdates({
            for (from, to) in record.movedRows { table.moveRow(at: from, to: to) }
            table.deleteSections(IndexSet(record.deletedSections), with: .fade)
            table.insertRows(at: record.insertedRows, with: .fade)
            for (from, to) in record.movedSections { table.moveSection(from, toSection: to) }
            table.reloadRows(at: record.reloadedRows, with: .fade)
            table.insertSections(IndexSet(record.insertedSections), with: .fade)
            table.deleteRows(at: record.deletedRows, with: .fade)
            table.reloadSections(IndexSet(record.reloadedSections), with: .fade)
        })
        if !reconfiguredAfter.isEmpty {
            table.performBatchUpdates({ table.reconfigureRows(at: reconfiguredAfter) })
        }
    }
}

@MainActor
@Suite("UITableView mixed section and row updates, fuzzed", .timeLimit(.minutes(10)))
struct UITableViewMixedUpdateFuzzTests {
    @Test(
        "Random valid batches of section and row changes keep every cell with its row",
        arguments: [11, 12, 13, 14] as [UInt64])
    func randomMixedBatchesReplay(seed: UInt64) {
        var rng = TableFuzzGenerator(seed: seed)
        var nextName = 0
        var sections: [[String]] = (0..<4).map { _ in
            (0..<Int.random(in: 1...5, using: &rng)).map { _ in
                defer { nextName += 1 }
                return "r\(nextName)"
            }
        }
        let source = TableSpecDataSource(sections)
        let table = makeTable(source, height: 100_000)
        table.layoutIfNeeded()
        for round in 0..<80 {
            var batch = RandomMixedBatch(from: sections, nextName: &nextName, using: &rng)
            // Every fifth round the data source reports one row too many in a section the batch counts rows of.
            let counted = batch.result.indices.filter { section in
                !batch.record.insertedSections.contains(section)
                    && !batch.record.reloadedSections.contains { batch.mappedSection($0) == section }
            }
            let broken = round % 5 == 4 ? counted.randomElement(using: &rng) : nil
            if let broken { batch.result[broken].append("extra") }
            source.sections = batch.result
            let messages = raisedMessages { batch.apply(to: table) }
            if let broken {
                #expect(messages.count == 1, "seed \(seed) round \(round)")
                #expect(
                    messages.first?.hasPrefix("Invalid update: invalid number of rows in section \(broken).") == true,
                    "seed \(seed) round \(round): \(messages)")
            } else {
                #expect(messages.isEmpty, "seed \(seed) round \(round)")
            }
            #expect(visibleTexts(table) == batch.result.flatMap { $0 }, "seed \(seed) round \(round)")
            sections = batch.result.map { rows in
                rows.map { $0.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "+", with: "") }
            }
            if sections.count < 2 {
                sections.append(["r\(nextName)"])
                nextName += 1
            }
            source.sections = sections
            table.reloadData()
            table.layoutIfNeeded()
        }
    }
}
#endif
