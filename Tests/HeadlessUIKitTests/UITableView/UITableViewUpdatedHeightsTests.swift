#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A height that depends on the row's name only, so a row keeps it wherever it moves: 20 to 79 points.
private func height(of name: String) -> CGFloat {
    CGFloat(20 + name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 60 })
}

/// A table whose delegate gives each row the height of its name and counts the rows it was asked about.
@MainActor
private final class NamedHeightsTable {
    let source: TableSpecDataSource
    let delegate = TableSpecDelegate()
    let table: UITableView
    var asked = 0

    init(_ sections: [[String]]) {
        source = TableSpecDataSource(sections)
        table = makeTable(source, height: 300)
        delegate.heights = { [unowned self] indexPath in
            asked += 1
            return height(of: source.sections[indexPath.section][indexPath.row])
        }
        table.delegate = delegate
        table.layoutIfNeeded()
    }

    /// Every row's rectangle, section by section.
    var rowRects: [[CGRect]] {
        (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map { table.rectForRow(at: rowPath($0, section)) }
        }
    }

    /// The rectangles a table freshly loaded with the same data lays out.
    var freshRowRects: [[CGRect]] {
        NamedHeightsTable(source.sections).rowRects
    }
}

@MainActor
@Suite("UITableView heights across batch updates", .timeLimit(.minutes(10)))
struct UITableViewUpdatedHeightsTests {
    @Test(
        "Kept and moved rows keep their heights; only inserted, reloaded and reconfigured rows are asked",
        arguments: [1, 5, 9] as [UInt64])
    func rowBatchesAskOnlyNewRows(seed: UInt64) {
        var rng = TableFuzzGenerator(seed: seed)
        var nextName = 0
        let sections: [[String]] = (0..<3).map { _ in
            (0..<Int.random(in: 4...30, using: &rng)).map { _ in
                defer { nextName += 1 }
                return "r\(nextName)"
            }
        }
        let subject = NamedHeightsTable(sections)
        for round in 0..<40 {
            let batch = RandomRowBatch(from: subject.source.sections, nextName: &nextName, using: &rng)
            subject.source.sections = batch.result
            subject.asked = 0
            let messages = raisedMessages { batch.apply(to: subject.table) }
            #expect(messages.isEmpty, "seed \(seed) round \(round)")
            #expect(
                subject.asked == batch.inserts.count + batch.reloads.count + batch.reconfigures.count,
                "seed \(seed) round \(round)")
            #expect(subject.rowRects == subject.freshRowRects, "seed \(seed) round \(round)")
        }
    }

    @Test(
        "Rows of inserted and reloaded sections are asked; moved sections keep their rows' heights",
        arguments: [2, 6] as [UInt64])
    func sectionBatchesKeepMovedSections(seed: UInt64) {
        var rng = TableFuzzGenerator(seed: seed)
        var nextName = 0
        let sections: [[String]] = (0..<6).map { section in
            (0..<(section + 2)).map { _ in
                defer { nextName += 1 }
                return "r\(nextName)"
            }
        }
        let subject = NamedHeightsTable(sections)
        for round in 0..<30 {
            let oldCount = subject.source.sections.count
            let batch = RandomSectionBatch(from: subject.source.sections, nextName: &nextName, using: &rng)
            subject.source.sections = batch.result
            subject.asked = 0
            let messages = raisedMessages { batch.apply(to: subject.table) }
            #expect(messages.isEmpty, "seed \(seed) round \(round)")
            // Sections that stay fill the places no insert or move takes, in order; reloaded ones are among them.
            let taken = Set(batch.inserts + batch.moves.map(\.1))
            let leaving = Set(batch.deletes + batch.moves.map(\.0))
            let stayed = (0..<oldCount).filter { !leaving.contains($0) }
            let places = batch.result.indices.filter { !taken.contains($0) }
            let reloadedPlaces = zip(stayed, places).filter { batch.reloads.contains($0.0) }.map(\.1)
            let newRows = (batch.inserts + reloadedPlaces).reduce(0) { $0 + batch.result[$1].count }
            #expect(subject.asked == newRows, "seed \(seed) round \(round)")
            #expect(subject.rowRects == subject.freshRowRects, "seed \(seed) round \(round)")
        }
    }

    @Test(
        "Large sections: after random batches every row, the content and the look-ups are those of a fresh table",
        arguments: [(3, "r"), (8, "r"), (4, "u")] as [(UInt64, String)])
    func largeSectionsMatchFreshTable(seed: UInt64, prefix: String) {
        var rng = TableFuzzGenerator(seed: seed)
        var nextName = 0
        // "u" rows all have one name, so their sections start with one height and lose it to the first changes.
        let sections: [[String]] = (0..<3).map { _ in
            (0..<Int.random(in: 150...600, using: &rng)).map { _ in
                defer { nextName += 1 }
                return prefix == "u" ? "u" : "r\(nextName)"
            }
        }
        let subject = NamedHeightsTable(sections)
        for round in 0..<12 {
            let batch = RandomRowBatch(from: subject.source.sections, nextName: &nextName, using: &rng)
            subject.source.sections = batch.result
            subject.asked = 0
            let messages = raisedMessages { batch.apply(to: subject.table) }
            #expect(messages.isEmpty, "seed \(seed) round \(round)")
            #expect(
                subject.asked == batch.inserts.count + batch.reloads.count + batch.reconfigures.count,
                "seed \(seed) round \(round)")
            let fresh = NamedHeightsTable(subject.source.sections)
            #expect(subject.rowRects == fresh.rowRects, "seed \(seed) round \(round)")
            #expect(subject.table.contentSize == fresh.table.contentSize, "seed \(seed) round \(round)")
            let height = fresh.table.contentSize.height
            for _ in 0..<20 {
                let y = CGFloat(Int.random(in: -10...Int(height) + 10, using: &rng))
                let rect = CGRect(x: 0, y: y, width: 320, height: CGFloat(Int.random(in: 1...400, using: &rng)))
                #expect(
                    subject.table.indexPathsForRows(in: rect) == fresh.table.indexPathsForRows(in: rect),
                    "seed \(seed) round \(round) rect \(rect)")
                #expect(
                    subject.table.indexPathForRow(at: CGPoint(x: 10, y: y))
                        == fresh.table.indexPathForRow(at: CGPoint(x: 10, y: y)),
                    "seed \(seed) round \(round) y \(y)")
            }
            #expect(subject.table.indexPathsForVisibleRows == fresh.table.indexPathsForVisibleRows)
        }
    }

    @Test("An empty update reads every height again, the idiom for animating new heights")
    func emptyUpdateRereadsHeights() {
        let subject = NamedHeightsTable([(0..<10).map { "r\($0)" }])
        #expect(subject.table.rectForRow(at: rowPath(9)).maxY == subject.freshRowRects[0][9].maxY)
        subject.delegate.heights = { _ in 50 }
        subject.table.beginUpdates()
        subject.table.endUpdates()
        #expect(subject.table.contentSize.height == 500)
        #expect(subject.table.rectForRow(at: rowPath(3)) == CGRect(x: 0, y: 150, width: 320, height: 50))
    }

    @Test("An insert into a table of uniform heights asks for the new row alone and keeps one height per section")
    func insertIntoUniformTableAsksOnce() {
        let subject = NamedHeightsTable([(0..<1_000).map { _ in "same" }])
        subject.asked = 0
        subject.source.sections[0].insert("other", at: 500)
        subject.table.insertRows(at: [rowPath(500)], with: .automatic)
        #expect(subject.asked == 1)
        let other = height(of: "other")
        let same = height(of: "same")
        #expect(subject.table.rectForRow(at: rowPath(500)) == CGRect(x: 0, y: 500 * same, width: 320, height: other))
        #expect(subject.table.contentSize.height == 1_000 * same + other)
    }
}
#endif
