#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The table scenarios' names of what is timed.
extension Library {
    static let apply = "ListKit apply"
    static let diffAlone = "ListDiff alone"
    static let reloadData = "reloadData()"
    static let adapterScroll = "ListKit adapter"
    static let handWritten = "hand-written source"
}

/// A table cell that shows an ``Item``, as an app's cell would: a label set from the model.
final class ItemTableCell: UITableViewCell, ConfigurableCell {
    /// Cells made since the count was last reset.
    nonisolated(unsafe) static var made = 0
    /// Configurations (one per `cellForRowAt` and per reconfigure) since the count was last reset.
    nonisolated(unsafe) static var configurations = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: Item) {
        Self.configurations += 1
        textLabel?.text = String(model.content)
    }
}

/// The screen of the table scenarios: an iPhone's, rows of 44 points.
private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

/// `table/apply1%-100k`: `TableViewAdapter.apply` of the 1% change to a table of 100 sections of 1,000 rows, scrolled
/// to its middle; against the same diff alone and `reloadData()` with the same snapshot.
///
/// Each run applies the other snapshot of the pair (old, new, old, ...), so every run is a 1% change; the time runs
/// from the call to the completion, when the table shows the new snapshot: the diff (off the main actor for a
/// snapshot this large), the batch updates with their validation, the layout and the reconfigured visible cells, and
/// the turn in which HeadlessUIKit calls the completion.
@MainActor
func tableApply(name: String, runs: Int, sections: Int, rowsPerSection: Int) async -> [Measurement] {
    let inputs = SnapshotInputs.make(
        seed: 11, sections: sections, rowsPerSection: rowsPerSection,
        plan: .everything(0.01, of: sections * rowsPerSection), cell: ItemTableCell.self)
    let pair = [inputs.old, inputs.new]
    // What each run animates: the changes of the diff (the same number both ways).
    let changes = ListDiff(from: inputs.old, to: inputs.new).changeCount
    let table = UITableView(frame: screen, style: .plain)
    let adapter = TableViewAdapter(tableView: table)
    await adapter.apply(inputs.old)
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: max(0, table.contentSize.height / 2 - screen.height / 2))
    table.layoutIfNeeded()
    // Which snapshot of the pair the table shows, and which one the diff alone starts from.
    var shown = 0
    var diffFrom = 0
    var applied = 0
    var applyConfigurations = 0
    let clock = ContinuousClock()
    let measured = await measureInterleaved(
        scenario: name, runs: runs,
        [
            TimedBody(library: Library.apply, note: "diff + batch updates + layout") {
                shown = 1 - shown
                let configurations = ItemTableCell.configurations
                let start = clock.now
                var elapsed = Duration.zero
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    adapter.apply(pair[shown]) {
                        elapsed = clock.now - start
                        done.resume()
                    }
                }
                applied += 1
                applyConfigurations += ItemTableCell.configurations - configurations
                return (elapsed, changes)
            },
            TimedBody(library: Library.diffAlone, note: "the stages of ListDiff") {
                let start = clock.now
                let stages = ListDiff(from: pair[diffFrom], to: pair[1 - diffFrom]).stages.count
                let elapsed = clock.now - start
                diffFrom = 1 - diffFrom
                return (elapsed, stages)
            },
            TimedBody(library: Library.reloadData, note: "adapter.reload + the layout it needs") {
                shown = 1 - shown
                let start = clock.now
                adapter.reload(pair[shown])
                table.layoutIfNeeded()
                return (clock.now - start, table.numberOfSections)
            },
        ])
    var apply = measured[0]
    let diff = measured[1]
    let reload = measured[2]
    let configurationsPerApply = Double(applyConfigurations) / Double(max(applied, 1))

    apply.ratioToDiffAlone = ratio(apply, diff)
    apply.ratioToReload = ratio(apply, reload)
    apply.note = String(
        format: "%@; %.1f configurations of visible cells per apply; %@x the diff alone",
        apply.note ?? "", configurationsPerApply, ratioText(apply.ratioToDiffAlone))
    return [apply, diff, reload]
}

/// A data source as the reference articles write one by hand: an array of sections, one cell type, one identifier.
final class HandWrittenSource: NSObject, UITableViewDataSource {
    /// What the table shows.
    let sections: [[Item]]
    /// The calls of `tableView(_:cellForRowAt:)`.
    var cellRequests = 0

    init(sections: [[Item]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        (cell as? ItemTableCell)?.configure(with: sections[indexPath.section][indexPath.row])
        return cell
    }
}

/// `table/scroll-100k`: a 100,000-row table scrolled from its first row to its last, a quarter of a screen per frame
/// (about a fast flick at 60 frames a second), by the adapter and by a hand-written data source with a fixed row
/// height.
///
/// Each run starts at the top of the same table. The cells made are counted on a fresh table over all the runs, the
/// most cells on screen at once in a pass after them.
@MainActor
func tableScroll(name: String, runs: Int, sections: Int, rowsPerSection: Int) async -> [Measurement] {
    var maker = InputMaker(seed: 12)
    let items = maker.sections(sections, rowsPerSection: rowsPerSection)
    let snapshot = ListSnapshot(
        sections: items.enumerated().map { index, items in
            Section(index, rows: items.map { AnyRow(Row<ItemTableCell>($0)) })
        })

    ItemTableCell.made = 0
    ItemTableCell.configurations = 0
    let adapterTable = UITableView(frame: screen, style: .plain)
    let adapter = TableViewAdapter(tableView: adapterTable)
    await adapter.apply(snapshot)
    let adapterMeasurement = await measureScroll(
        adapterTable, scenario: name, library: Library.adapterScroll, runs: runs,
        cellRequests: { ItemTableCell.configurations })

    ItemTableCell.made = 0
    let source = HandWrittenSource(sections: items)
    let handTable = UITableView(frame: screen, style: .plain)
    handTable.rowHeight = 44
    handTable.register(ItemTableCell.self, forCellReuseIdentifier: "item")
    handTable.dataSource = source
    var handMeasurement = await measureScroll(
        handTable, scenario: name, library: Library.handWritten, runs: runs, cellRequests: { source.cellRequests })
    handMeasurement.note = "rowHeight 44, no delegate; " + (handMeasurement.note ?? "")
    withExtendedLifetime(adapter) {}
    return [adapterMeasurement, handMeasurement]
}

/// Times scrolls of `table` from top to bottom, then counts what one more scroll shows.
@MainActor
private func measureScroll(
    _ table: UITableView, scenario: String, library: String, runs: Int, cellRequests: () -> Int
) async -> Measurement {
    table.layoutIfNeeded()
    let screens = table.contentSize.height / screen.height
    let requestsBefore = cellRequests()
    var scrolls = 0
    var measurement = await measure(scenario: scenario, library: library, runs: runs) {
        scrolls += 1
        return scrollToBottom(table, each: { _ in })
    }
    let requests = (cellRequests() - requestsBefore) / max(scrolls, 1)
    var mostVisible = 0
    _ = scrollToBottom(table) { mostVisible = max(mostVisible, $0.indexPathsForVisibleRows?.count ?? 0) }
    measurement.cellsMade = ItemTableCell.made
    measurement.maxVisibleCells = mostVisible
    measurement.cellRequests = requests
    measurement.secondsPerScreen = measurement.medianSeconds.map { $0 / screens }
    measurement.note = String(
        format: "%.0f screens, %.2f us/screen; cells made %d, most visible %d; cellForRowAt %d per scroll",
        screens, (measurement.secondsPerScreen ?? 0) * 1e6, ItemTableCell.made, mostVisible, requests)
    return measurement
}

/// Scrolls `table` (a table or a collection view) from its top to its bottom a quarter of a screen at a time, laying it
/// out after each step as a frame does; calls `each` after each layout. Returns the frames.
@MainActor
func scrollToBottom<View: UIScrollView>(_ table: View, each: (View) -> Void) -> Int {
    table.contentOffset = .zero
    table.layoutIfNeeded()
    let bottom = max(0, table.contentSize.height - table.bounds.height)
    let step = table.bounds.height / 4
    var frames = 0
    var y: CGFloat = 0
    while y < bottom {
        y = min(y + step, bottom)
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
        each(table)
        frames += 1
    }
    return frames
}
#endif
