#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The self-sizing scenarios' names of what is timed.
extension Library {
    static let selfSizing = "self-sizing rows"
    static let fixedHeight = "fixed-height rows"
}

/// Adds `label` to `contentView`, wrapping onto as many lines as its text needs and pinned to the content view's
/// margins, as an app's self-sizing cell does: the cell's height follows the text.
@MainActor
func pinWrappingLabel(_ label: UILabel, in contentView: UIView) {
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
}

/// A self-sizing cell as an app writes it: a label of one to three lines pinned to the content view's margins, so the
/// row's height follows its text.
final class SelfSizingBenchCell: UITableViewCell, ConfigurableCell {
    /// Cells made since the count was last reset.
    nonisolated(unsafe) static var made = 0

    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
        pinWrappingLabel(label, in: contentView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: Item) {
        label.text = Self.text(for: model)
    }

    /// One, two or three lines at an iPhone's width, by the item's content.
    static func text(for item: Item) -> String {
        let words = "Row \(item.content) says something"
        switch item.content % 3 {
        case 0: return words
        case 1: return words + ", and then a little more about itself on a second line"
        default:
            return words
                + ", and then a good deal more about itself, enough to fill a second line and run on to a third"
        }
    }
}

/// The screen of the self-sizing scenarios: an iPhone's.
private let selfSizingScreen = CGRect(x: 0, y: 0, width: 390, height: 844)

/// The self-sizing scenarios: `selfsizing/scroll-100k` and `selfsizing/apply1%-100k`.
func selfSizingScenarios(quick: Bool) -> [Scenario] {
    let (sections, rowsPerSection) = quick ? (10, 100) : (100, 1_000)
    let rows = sections * rowsPerSection
    return [
        Scenario(name: "selfsizing/scroll-\(sizeName(rows))") { name, runs in
            await selfSizingScroll(name: name, runs: runs, sections: sections, rowsPerSection: rowsPerSection)
        },
        Scenario(name: "selfsizing/apply1%-\(sizeName(rows))") { name, runs in
            await selfSizingApply(name: name, runs: runs, sections: sections, rowsPerSection: rowsPerSection)
        },
    ]
}

/// A table on the adapter with the bench cell: self-sizing (`automaticDimension`, estimated at 44 points) or fixed at
/// 44 points.
@MainActor
private func benchTable(selfSizing: Bool) -> (UITableView, TableViewAdapter) {
    let table = UITableView(frame: selfSizingScreen, style: .plain)
    let adapter = TableViewAdapter(tableView: table)
    adapter.rowHeight = selfSizing ? UITableView.automaticDimension : 44
    adapter.estimatedRowHeight = 44
    return (table, adapter)
}

/// `selfsizing/scroll-100k`: 100,000 rows of one to three lines scrolled from the first to the last, a quarter of a
/// screen per frame, on a self-sizing table (each row measured with `systemLayoutSizeFitting` as its cell comes on
/// screen) and on the same table with fixed 44-point rows, interleaved in one run.
///
/// The cells made are counted over the first scroll of a fresh table; the time per screen is the median scroll over
/// the screens of its content.
@MainActor
func selfSizingScroll(name: String, runs: Int, sections: Int, rowsPerSection: Int) async -> [Measurement] {
    var maker = InputMaker(seed: 21)
    let items = maker.sections(sections, rowsPerSection: rowsPerSection)
    let snapshot = ListSnapshot(
        sections: items.enumerated().map { index, items in
            Section(index, rows: items.map { AnyRow(Row<SelfSizingBenchCell>($0)) })
        })
    var tables: [(table: UITableView, adapter: TableViewAdapter, made: Int, mostVisible: Int)] = []
    for selfSizing in [true, false] {
        let (table, adapter) = benchTable(selfSizing: selfSizing)
        await adapter.apply(snapshot)
        SelfSizingBenchCell.made = 0
        var mostVisible = 0
        _ = scrollThrough(table) { mostVisible = max(mostVisible, $0.indexPathsForVisibleRows?.count ?? 0) }
        tables.append((table, adapter, SelfSizingBenchCell.made, mostVisible))
    }
    let clock = ContinuousClock()
    var measured = await measureInterleaved(
        scenario: name, runs: runs,
        [Library.selfSizing, Library.fixedHeight].enumerated().map { index, library in
            TimedBody(library: library, note: nil) {
                let start = clock.now
                let frames = scrollThrough(tables[index].table) { _ in }
                return (clock.now - start, frames)
            }
        })
    for index in measured.indices {
        let table = tables[index].table
        let screens = table.contentSize.height / selfSizingScreen.height
        measured[index].cellsMade = tables[index].made
        measured[index].maxVisibleCells = tables[index].mostVisible
        measured[index].secondsPerScreen = measured[index].medianSeconds.map { $0 / screens }
    }
    let perScreen = relativeTime(measured[0].secondsPerScreen ?? 0, measured[1].secondsPerScreen ?? 0)
    for index in measured.indices {
        measured[index].note = String(
            format: "%.0f screens, %.2f us/screen; cells made %d, most visible %d%@",
            tables[index].table.contentSize.height / selfSizingScreen.height,
            (measured[index].secondsPerScreen ?? 0) * 1e6, tables[index].made, tables[index].mostVisible,
            index == 0 ? String(format: "; %.2fx the fixed-height table per screen", perScreen) : "")
    }
    withExtendedLifetime(tables.map(\.adapter)) {}
    return measured
}

/// The ratio of two times, 0 when the second is 0.
private func relativeTime(_ value: Double, _ base: Double) -> Double {
    base > 0 ? value / base : 0
}

/// Scrolls `table` from its top to its bottom a quarter of a screen at a time, laying it out after each step as a
/// frame does (the bottom moves as rows are measured); calls `each` after each layout. Returns the frames.
@MainActor
private func scrollThrough(_ table: UITableView, each: (UITableView) -> Void) -> Int {
    table.contentOffset = .zero
    table.layoutIfNeeded()
    let step = table.bounds.height / 4
    var frames = 0
    var y: CGFloat = 0
    while y < max(0, table.contentSize.height - table.bounds.height) {
        y = min(y + step, max(0, table.contentSize.height - table.bounds.height))
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
        y = table.contentOffset.y
        each(table)
        frames += 1
    }
    return frames
}

/// `selfsizing/apply1%-100k`: `TableViewAdapter.apply` of a 1% change (deletes, inserts, moves and updates) to
/// 100,000 self-sizing rows scrolled to their middle, against the same apply to fixed-height rows, interleaved in one
/// run. Only the rows on screen and the changed ones are measured: the others keep their heights or estimates.
@MainActor
func selfSizingApply(name: String, runs: Int, sections: Int, rowsPerSection: Int) async -> [Measurement] {
    let inputs = SnapshotInputs.make(
        seed: 22, sections: sections, rowsPerSection: rowsPerSection,
        plan: .everything(0.01, of: sections * rowsPerSection), cell: SelfSizingBenchCell.self)
    let pair = [inputs.old, inputs.new]
    let changes = ListDiff(from: inputs.old, to: inputs.new).changeCount
    var tables: [(table: UITableView, adapter: TableViewAdapter)] = []
    for selfSizing in [true, false] {
        let (table, adapter) = benchTable(selfSizing: selfSizing)
        await adapter.apply(inputs.old)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: max(0, table.contentSize.height / 2 - selfSizingScreen.height / 2))
        table.layoutIfNeeded()
        tables.append((table, adapter))
    }
    var shown = [0, 0]
    let clock = ContinuousClock()
    var measured = await measureInterleaved(
        scenario: name, runs: runs,
        [Library.selfSizing, Library.fixedHeight].enumerated().map { index, library in
            TimedBody(library: library, note: "diff + batch updates + layout") {
                shown[index] = 1 - shown[index]
                let start = clock.now
                var elapsed = Duration.zero
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    tables[index].adapter.apply(pair[shown[index]]) {
                        elapsed = clock.now - start
                        done.resume()
                    }
                }
                return (elapsed, changes)
            }
        })
    let relative = ratio(measured[0], measured[1])
    measured[0].note = String(
        format: "%@; %@x the fixed-height apply", measured[0].note ?? "", ratioText(relative))
    return measured
}
#endif
