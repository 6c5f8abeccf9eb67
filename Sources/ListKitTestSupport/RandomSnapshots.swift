import ListKit

/// Seeded random snapshots and random edits of them, for fuzzing the diff and the adapters.
///
/// Rows are ``TestItem``s in two cell types (``TestTextCell`` and ``TestBadgeCell`` unless told otherwise); ids come
/// from a small pool, so duplicates occur; sections come and go, move, empty out and change headers. With the two test
/// cells, the rows of every other new section are made as a user's `for` loops make them, in runs of one cell type
/// that share one box; the edits then mix them with rows made one by one. (Which sections draws no random number, so
/// a seed gives the same rows as before runs existed.)
public struct RandomSnapshots {
    /// The generator; its seed fixes every snapshot made.
    public var generator: SplitMix64
    /// Row ids are drawn from `0..<rowIDPool`; a small pool makes duplicate identities likely.
    public var rowIDPool: Int
    /// Whether to allow several rows with the same identity in one snapshot.
    public var allowsDuplicates: Bool
    private var nextSectionID = 1000
    private let makeRow: (TestItem, _ secondKind: Bool) -> AnyRow
    /// Makes the same rows again in runs of one cell type, as a builder's `for` loops do; `nil` for rows made by a
    /// `makeRow` of the caller's.
    private var makeRuns: (([AnyRow]) -> [AnyRow])?
    private let firstKind: ObjectIdentifier

    /// Creates a source of random snapshots of ``TestTextCell`` and ``TestBadgeCell`` rows.
    public init(seed: UInt64, rowIDPool: Int = 40, allowsDuplicates: Bool = true) {
        self.init(seed: seed, rowIDPool: rowIDPool, allowsDuplicates: allowsDuplicates) { item, secondKind in
            secondKind ? AnyRow(Row<TestBadgeCell>(item)) : AnyRow(Row<TestTextCell>(item))
        }
        makeRuns = Self.runs
    }

    /// `rows`, made again as a builder makes the rows of `for` loops whose body is one row: each stretch of rows of
    /// one cell type in one run.
    private static func runs(_ rows: [AnyRow]) -> [AnyRow] {
        var result: [AnyRow] = []
        var start = rows.startIndex
        while start < rows.endIndex {
            let type = ObjectIdentifier(rows[start].cellType)
            var end = start + 1
            while end < rows.endIndex, ObjectIdentifier(rows[end].cellType) == type { end += 1 }
            let items = rows[start..<end].compactMap { $0.model(as: TestItem.self) }
            let badges = type == ObjectIdentifier(TestBadgeCell.self)
            result +=
                Section(0) {
                    if badges {
                        for item in items { Row<TestBadgeCell>(item) }
                    } else {
                        for item in items { Row<TestTextCell>(item) }
                    }
                }.rows
            start = end
        }
        return result
    }

    /// Creates a source of random snapshots whose rows `makeRow` makes, of a first or a second cell type.
    ///
    /// - Parameters:
    ///   - seed: Fixes every snapshot made.
    ///   - rowIDPool: Row ids are drawn from `0..<rowIDPool`.
    ///   - allowsDuplicates: Whether several rows may share an identity.
    ///   - makeRow: Makes the row of an item, in the first cell type, or the second when `secondKind` is true.
    public init(
        seed: UInt64,
        rowIDPool: Int = 40,
        allowsDuplicates: Bool = true,
        makeRow: @escaping (TestItem, _ secondKind: Bool) -> AnyRow
    ) {
        generator = SplitMix64(seed: seed)
        self.rowIDPool = rowIDPool
        self.allowsDuplicates = allowsDuplicates
        self.makeRow = makeRow
        firstKind = ObjectIdentifier(makeRow(TestItem(id: 0), false).cellType)
    }

    /// A random snapshot of up to `maxSections` sections of up to `maxRows` rows.
    public mutating func snapshot(maxSections: Int = 5, maxRows: Int = 8) -> ListSnapshot {
        var sections: [Section] = []
        var used = Set<Int>()
        for _ in 0..<Int.random(in: 0...maxSections, using: &generator) {
            let count = Int.random(in: 0...maxRows, using: &generator)
            var rows = (0..<count).compactMap { _ in randomRow(avoiding: &used) }
            let id = freshSectionID()
            if let makeRuns, id.isMultiple(of: 2) { rows = makeRuns(rows) }
            sections.append(Section(id, header: randomHeader(), rows: rows))
        }
        return ListSnapshot(sections: sections)
    }

    /// A random edit of `snapshot`: rows deleted, inserted, changed and moved within and across sections; sections
    /// deleted, inserted, moved, emptied and given new headers.
    public mutating func edit(_ snapshot: ListSnapshot) -> ListSnapshot {
        var sections = snapshot.allSections
        var used = Set(sections.flatMap(\.rows).compactMap { $0.model(as: TestItem.self)?.id })
        // Section deletes.
        sections.removeAll { _ in chance(0.15) }
        // Row deletes, content changes and new rows.
        for index in sections.indices {
            sections[index].rows.removeAll { _ in chance(0.2) }
            for row in sections[index].rows.indices where chance(0.2) {
                sections[index].rows[row] = changed(sections[index].rows[row])
            }
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                if let row = randomRow(avoiding: &used) {
                    let at = Int.random(in: 0...sections[index].rows.count, using: &generator)
                    sections[index].rows.insert(row, at: at)
                }
            }
            if chance(0.1) { sections[index].header = randomHeader() }
            if chance(0.05) { sections[index].rows.removeAll() }
        }
        // Moves within and across sections.
        if !sections.isEmpty {
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let from = Int.random(in: sections.indices, using: &generator)
                guard !sections[from].rows.isEmpty else { continue }
                let row = sections[from].rows.remove(at: Int.random(in: sections[from].rows.indices, using: &generator))
                let to = Int.random(in: sections.indices, using: &generator)
                sections[to].rows.insert(row, at: Int.random(in: 0...sections[to].rows.count, using: &generator))
            }
        }
        // New sections, some taking rows of others, and section moves.
        for _ in 0..<Int.random(in: 0...2, using: &generator) where chance(0.5) {
            var rows: [AnyRow] = (0..<Int.random(in: 0...3, using: &generator)).compactMap { _ in
                randomRow(avoiding: &used)
            }
            if let donor = sections.indices.randomElement(using: &generator), let row = sections[donor].rows.popLast() {
                rows.append(row)
            }
            // Now and then the new section reuses an existing section's id: a duplicate section identity.
            var section = Section(freshSectionID(), rows: [])
            if chance(0.05), let existing = sections.first {
                section = existing
            }
            section.rows = rows
            section.header = randomHeader()
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
        }
        if sections.count > 1, chance(0.3) {
            let section = sections.remove(at: Int.random(in: sections.indices, using: &generator))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
        }
        return ListSnapshot(sections: sections)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    private mutating func freshSectionID() -> Int {
        nextSectionID += 1
        return nextSectionID
    }

    private mutating func randomHeader() -> String? {
        chance(0.5) ? "Header \(Int.random(in: 0..<3, using: &generator))" : nil
    }

    private mutating func randomRow(avoiding used: inout Set<Int>) -> AnyRow? {
        let id = Int.random(in: 0..<rowIDPool, using: &generator)
        if !allowsDuplicates {
            guard used.insert(id).inserted else { return nil }
        }
        let item = TestItem(id: id, content: Int.random(in: 0..<3, using: &generator))
        return makeRow(item, !chance(0.7))
    }

    private mutating func changed(_ row: AnyRow) -> AnyRow {
        guard var item = row.model(as: TestItem.self) else { return row }
        item.content += 1 + Int.random(in: 0..<2, using: &generator)
        return makeRow(item, ObjectIdentifier(row.cellType) != firstKind)
    }
}

extension RandomSnapshots {
    /// A random snapshot and a random edit of it: the next pair of a fuzz that draws pairs (`snapshot()`, then
    /// `edit(_:)` of it).
    public mutating func nextPair() -> (old: ListSnapshot, new: ListSnapshot) {
        let old = snapshot()
        return (old, edit(old))
    }

    /// Pair number `pair` (from 0) of ``nextPair()`` from `seed`: what a fuzz failure at that pair saw, made again for
    /// its regression test.
    ///
    /// - Complexity: O(pair) pairs made.
    public static func pair(_ pair: Int, seed: UInt64) -> (old: ListSnapshot, new: ListSnapshot) {
        var random = RandomSnapshots(seed: seed)
        for _ in 0..<pair { _ = random.nextPair() }
        return random.nextPair()
    }
}
