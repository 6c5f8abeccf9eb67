#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// `outline/expand1k-10k`, `-100k`, `-1M` (one scenario, `outline/expand1k`, as their runs interleave): expanding a row of 1,000 children in the middle of an outline of about
/// 10,000, 100,000 and 1,000,000 rows, on a HeadlessUIKit table through ``TableViewAdapter`` (`expand(_:)`: the
/// adapter finds the row, inserts its 1,000 rows as one batch update, and the table lays out its visible cells).
///
/// The outline: rows of 1,000 children each, all expanded but the one in the middle, which each run expands (timed)
/// and collapses again (not timed). The sizes run interleaved, one run of each per round, so that their ratio compares
/// runs made at the same moments; each size's note says its median over the smallest size's. The goal: within 1.5x
/// across the sizes, as the cost follows the change, not the tree.
func outlineExpandScenarios(quick: Bool) -> [Scenario] {
    let sizes = [10_000, 100_000, 1_000_000].map { quick ? $0 / 100 : $0 }
    let children = quick ? 10 : 1_000
    return [
        // One run for the three sizes, so that they interleave; each size is reported as a scenario of its own.
        Scenario(name: "outline/expand\(sizeName(children))") { name, runs in
            await outlineExpand(name: name, runs: runs, sizes: sizes, children: children)
        }
    ]
}

/// The adapter, table and the identity of the row to expand, for one size.
@MainActor
private struct OutlineBench {
    let table: UITableView
    let adapter: TableViewAdapter
    let middle: UUID

    init(rows: Int, children: Int) async {
        let parents = max(rows / children, 1)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 800), style: .plain)
        table.rowHeight = 44
        adapter = TableViewAdapter(tableView: table)
        let ids = (0..<parents).map { _ in UUID() }
        middle = ids[parents / 2]
        var expansion = ExpansionState()
        for id in ids where id != middle { expansion.expand(id) }
        adapter.expansion = expansion
        var rowsOfSection: [AnyRow] = []
        rowsOfSection.reserveCapacity(parents)
        for id in ids {
            let leaves = (0..<children).map { AnyRow(Row<ItemTableCell>(Item(id: UUID(), content: $0))) }
            rowsOfSection.append(AnyRow(Row<ItemTableCell>(Item(id: id, content: 0)).children(leaves)))
        }
        await adapter.apply(ListSnapshot(sections: [Section("outline", rows: rowsOfSection)]))
        // The table looks at the middle, where the rows are inserted.
        let position = (parents / 2) * (children + 1)
        table.contentOffset = CGPoint(x: 0, y: CGFloat(position) * 44 - 200)
        table.layoutIfNeeded()
        // The first expand indexes the outline's identities (once per snapshot): not what is measured.
        adapter.expand(middle)
        adapter.collapse(middle)
    }
}

@MainActor
private func outlineExpand(name: String, runs: Int, sizes: [Int], children: Int) async -> [Measurement] {
    var bodies: [TimedBody] = []
    for rows in sizes {
        let bench = await OutlineBench(rows: rows, children: children)
        bodies.append(
            TimedBody(library: Library.listKit, note: "expand(_:) of \(children) children, \(sizeName(rows)) rows") {
                let id = bench.middle
                let result = timed {
                    bench.adapter.expand(id) ? bench.table.numberOfRows(inSection: 0) : 0
                }
                bench.adapter.collapse(id)
                return result
            })
    }
    var measurements = await measureInterleaved(scenario: name, runs: runs, bodies)
    let smallest = measurements.first?.medianSeconds
    for (index, rows) in sizes.enumerated() where measurements.indices.contains(index) {
        measurements[index].scenario = "\(name)-\(sizeName(rows))"
        guard let smallest, let median = measurements[index].medianSeconds else { continue }
        let ratio = String(format: "%.2fx the median at %@", median / smallest, sizeName(sizes[0]))
        measurements[index].note = [measurements[index].note, ratio].compactMap { $0 }.joined(separator: "; ")
    }
    return measurements
}
#endif
