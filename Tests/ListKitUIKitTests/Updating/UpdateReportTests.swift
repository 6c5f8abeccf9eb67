import Foundation
import ListKit
import ListKitTestSupport
import Testing

@testable import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Collects the reports an adapter hands to `onUpdate`.
@MainActor
private final class ReportLog {
    var reports: [ListUpdateReport] = []
}

@MainActor
@Suite("Update reports", .serialized, .timeLimit(.minutes(10)))
struct UpdateReportTests {
    init() { failOnInconsistency() }

    /// Two sections: 1, 2, 3 and 4, 5.
    private var before: ListSnapshot {
        ListSnapshot {
            Section("a") {
                item(1); item(2); item(3)
            }
            Section("b") {
                item(4); item(5)
            }
        }
    }

    /// From ``before``: 1 deleted, 2 changed, 10 and 11 inserted, 3 moved to the second section.
    private var after: ListSnapshot {
        ListSnapshot {
            Section("a") {
                item(2, 1); item(10); item(11)
            }
            Section("b") {
                item(4); item(5); item(3)
            }
        }
    }

    /// From ``before``: 1 moves to the second section and changes, which takes a second stage.
    private var movedAndChanged: ListSnapshot {
        ListSnapshot {
            Section("a") {
                item(2); item(3)
            }
            Section("b") {
                item(4); item(5); item(1, 9)
            }
        }
    }

    private func expectKnownChange(_ report: ListUpdateReport?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let report else {
            Issue.record("no report", sourceLocation: sourceLocation)
            return
        }
        #expect(report.kind == .batchUpdates, sourceLocation: sourceLocation)
        #expect(report.isAnimated, sourceLocation: sourceLocation)
        // The inserts, delete and move, then the reconfigure of 2 (shifted by the delete above it) in a stage of its
        // own: the counts are those of the diff whatever the stages.
        #expect(report.stageCount == 2, sourceLocation: sourceLocation)
        #expect(report.rowInserts == 2, sourceLocation: sourceLocation)
        #expect(report.rowDeletes == 1, sourceLocation: sourceLocation)
        #expect(report.rowMoves == 1, sourceLocation: sourceLocation)
        #expect(report.rowReconfigures == 1, sourceLocation: sourceLocation)
        #expect(
            report.sectionInserts + report.sectionDeletes + report.sectionMoves == 0, sourceLocation: sourceLocation)
        #expect(report.changeCount == 5, sourceLocation: sourceLocation)
        #expect(
            report.insertedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)],
            sourceLocation: sourceLocation)
        #expect(report.movedRows == [IndexPath(row: 2, section: 1)], sourceLocation: sourceLocation)
        #expect(report.reconfiguredRows == [IndexPath(row: 0, section: 0)], sourceLocation: sourceLocation)
        #expect(report.duration >= .zero, sourceLocation: sourceLocation)
    }

    @Test("Table: insert 2, delete 1, a move across sections and an update are counted and placed")
    func whenTableAppliesKnownChangeReportCountsMatchTheDiff() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let log = ReportLog()
        adapter.onUpdate = { log.reports.append($0) }
        await adapter.apply(before)
        await adapter.apply(after)
        #expect(log.reports.count == 2)
        #expect(log.reports.first?.kind == .reloadData)
        expectKnownChange(log.reports.last)
        expectShows(table, after)
    }

    @Test("Collection view: the same change, the same report")
    func whenCollectionViewAppliesKnownChangeReportCountsMatchTheDiff() async {
        let adapter = CollectionViewAdapter(collectionView: makeGridView())
        let log = ReportLog()
        adapter.onUpdate = { log.reports.append($0) }
        let tiles = { (sections: [(String, [(Int, Int)])]) in
            ListSnapshot(
                sections: sections.map { id, items in
                    Section(id, rows: items.map { AnyRow(Row<ItemCollectionCell>(TestItem(id: $0.0, content: $0.1))) })
                })
        }
        let before = tiles([("a", [(1, 0), (2, 0), (3, 0)]), ("b", [(4, 0), (5, 0)])])
        let after = tiles([("a", [(2, 1), (10, 0), (11, 0)]), ("b", [(4, 0), (5, 0), (3, 0)])])
        await adapter.apply(before)
        await adapter.apply(after)
        #expect(log.reports.map(\.kind) == [.reloadData, .batchUpdates])
        expectKnownChange(log.reports.last)
    }

    @Test("Reloads report reloadData with no counts; an apply that changes nothing reports unchanged")
    func whenReloadingReportSaysReloadData() async {
        let adapter = TableViewAdapter(tableView: makeTable())
        let log = ReportLog()
        adapter.onUpdate = { log.reports.append($0) }
        await adapter.apply(before)
        adapter.reload(after)
        await adapter.settled()
        await adapter.apply(after)
        #expect(log.reports.map(\.kind) == [.reloadData, .reloadData, .unchanged])
        #expect(log.reports.allSatisfy { $0.changeCount == 0 && $0.touchedRows.isEmpty && $0.stageCount == 0 })
        #expect(log.reports.allSatisfy { !$0.isAnimated })
    }

    @Test("A row that moves and changes takes two stages, and is named moved and reconfigured where it ends")
    func whenMovedRowChangesReportCountsTwoStages() async {
        let adapter = TableViewAdapter(tableView: makeTable())
        let log = ReportLog()
        adapter.onUpdate = { log.reports.append($0) }
        await adapter.apply(before)
        await adapter.apply(movedAndChanged)
        let report = log.reports.last
        #expect(report?.stageCount == 2)
        #expect(report?.rowMoves == 1)
        #expect(report?.rowReconfigures == 1)
        #expect(report?.movedRows == [IndexPath(row: 2, section: 1)])
        #expect(report?.reconfiguredRows == [IndexPath(row: 2, section: 1)])
        #expect(report?.touchedRows == [IndexPath(row: 2, section: 1)])
    }

    @Test("Ids Int8(1) and 1 are two rows to the diff, and to the report: only the inserted one is named inserted")
    func idsOfDifferentTypesAreDifferentRows() async {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let log = ReportLog()
        adapter.onUpdate = { log.reports.append($0) }
        let small = Row<ItemCell>(TestItem(id: 1), id: Int8(1))
        await adapter.apply(ListSnapshot { Section("a") { small } })
        let after = ListSnapshot {
            Section("a") {
                small
                Row<ItemCell>(TestItem(id: 2), id: 1)
            }
        }
        await adapter.apply(after)
        let report = log.reports.last
        #expect(report?.rowInserts == 1)
        #expect(report?.insertedRows == [IndexPath(row: 1, section: 0)])
        #expect(report?.touchedRows == [IndexPath(row: 1, section: 0)])
        expectShows(table, after)
    }

    @Test("Without a handler no report is built")
    func whenNoHandlerNoReportIsBuilt() async {
        let adapter = TableViewAdapter(tableView: makeTable())
        let built = ListUpdateReport.reportsBuilt
        await adapter.apply(before)
        await adapter.apply(after)
        await adapter.apply(movedAndChanged)
        #expect(ListUpdateReport.reportsBuilt == built)
        let log = ReportLog()
        adapter.onUpdate = { log.reports.append($0) }
        await adapter.apply(before)
        #expect(ListUpdateReport.reportsBuilt == built + 1)
        adapter.onUpdate = nil
        await adapter.apply(after)
        #expect(ListUpdateReport.reportsBuilt == built + 1)
        #expect(log.reports.count == 1)
    }

    @Test("A burst: one report per snapshot shown, in apply order, each shown when its report comes")
    func whenApplyingABurstReportsComeInApplyOrder() async {
        let adapter = TableViewAdapter(tableView: makeTable())
        let log = ReportLog()
        var shown: [String] = []
        adapter.onUpdate = { [unowned adapter] report in
            log.reports.append(report)
            shown.append(Self.describe(adapter.snapshot))
        }
        await adapter.apply(before)
        let burst = [after, movedAndChanged, before]
        for snapshot in burst { adapter.apply(snapshot, completion: {}) }
        await adapter.settled()
        // Waiting applies may collapse to the latest: what was shown is the burst in order, or a part of it that ends
        // with its last snapshot.
        let expected = burst.map(Self.describe)
        #expect(shown.first == Self.describe(before))
        #expect(shown.last == expected.last)
        var remaining = expected[...]
        for snapshot in shown.dropFirst() {
            guard let index = remaining.firstIndex(of: snapshot) else {
                Issue.record("\(snapshot) shown out of order: \(shown)")
                break
            }
            remaining = remaining[(index + 1)...]
        }
        #expect(log.reports.first?.kind == .reloadData)
        #expect(log.reports.dropFirst().allSatisfy { $0.kind == .batchUpdates })
        expectKnownChange(log.reports[1])
    }

    /// The ids and contents of a snapshot's rows, section by section.
    private static func describe(_ snapshot: ListSnapshot) -> String {
        snapshot.sections.map { section in
            section.rows.compactMap { $0.model(as: TestItem.self) }.map { "\($0.id):\($0.content)" }
                .joined(separator: ",")
        }
        .joined(separator: " | ")
    }
}
