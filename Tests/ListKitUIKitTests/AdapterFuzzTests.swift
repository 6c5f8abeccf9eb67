import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A third table cell type, so that the fuzz mixes three.
final class NoteCell: UITableViewCell, ConfigurableCell {
    private(set) var item: TestItem?
    func configure(with model: TestItem) { item = model }
}

/// A third collection cell type.
final class NoteCollectionCell: UICollectionViewCell, ConfigurableCell {
    private(set) var item: TestItem?
    func configure(with model: TestItem) { item = model }
}

/// One view under fuzzing, with its adapter: how to apply, settle, scroll, and check what it shows.
@MainActor
protocol FuzzedView {
    /// A fresh view and adapter.
    init(backgroundDiffs: Bool)
    /// Applies without waiting.
    func apply(_ snapshot: ListSnapshot)
    /// Returns once everything applied is on screen.
    func settled() async
    /// Scrolls to the fraction `position` (0...1) of the content.
    func scroll(to position: Double)
    /// What is wrong with what the view shows, against `snapshot`; `nil` when it shows it exactly.
    func mismatch(_ snapshot: ListSnapshot) -> String?
}

/// The model a visible cell of any fuzzed type shows.
@MainActor
private func shownModel(_ cell: AnyObject?) -> TestItem? {
    switch cell {
    case let cell as ItemCell: cell.item
    case let cell as BadgeCell: cell.item
    case let cell as NoteCell: cell.item
    case let cell as ItemCollectionCell: cell.item
    case let cell as TileCollectionCell: cell.item
    case let cell as NoteCollectionCell: cell.item
    default: nil
    }
}

/// What is wrong with a cell that shows `shown` in a `cell` for `row`; `nil` when right.
@MainActor
private func cellMismatch(_ cell: AnyObject?, row: AnyRow?, at path: String) -> String? {
    guard let row else { return "a cell at \(path), which the snapshot does not have" }
    guard let cell else { return "no cell at visible \(path)" }
    guard ObjectIdentifier(type(of: cell)) == ObjectIdentifier(row.cellType) else {
        return "a \(type(of: cell)) at \(path) for a row of \(row.cellType)"
    }
    let shown = shownModel(cell)
    guard shown == row.model(as: TestItem.self) else {
        return "\(shown.map { "\($0)" } ?? "nothing") at \(path), expected \(row.model)"
    }
    return nil
}

@MainActor
final class FuzzedTable: FuzzedView {
    let table: UITableView
    let adapter: TableViewAdapter

    init(backgroundDiffs: Bool) {
        table = makeTable(height: 300)
        adapter = TableViewAdapter(tableView: table)
        if backgroundDiffs { adapter.backgroundDiffThreshold = 0 }
    }

    func apply(_ snapshot: ListSnapshot) { adapter.apply(snapshot, completion: nil) }
    func settled() async { await adapter.settled() }

    func scroll(to position: Double) {
        table.layoutIfNeeded()
        let range = max(0, table.contentSize.height - table.bounds.height)
        table.contentOffset = CGPoint(x: 0, y: (range * position).rounded())
        table.layoutIfNeeded()
    }

    func mismatch(_ snapshot: ListSnapshot) -> String? {
        table.layoutIfNeeded()
        guard table.numberOfSections == snapshot.numberOfSections else {
            return "\(table.numberOfSections) sections, expected \(snapshot.numberOfSections)"
        }
        for section in 0..<snapshot.numberOfSections
        where table.numberOfRows(inSection: section) != snapshot.numberOfRows(inSection: section) {
            return "\(table.numberOfRows(inSection: section)) rows in section \(section), "
                + "expected \(snapshot.numberOfRows(inSection: section))"
        }
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let row = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))
            if let problem = cellMismatch(table.cellForRow(at: indexPath), row: row, at: "\(indexPath)") {
                return problem
            }
        }
        return nil
    }
}

@MainActor
final class FuzzedCollection: FuzzedView {
    let view: UICollectionView
    let adapter: CollectionViewAdapter

    init(backgroundDiffs: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        adapter = CollectionViewAdapter(collectionView: view)
        if backgroundDiffs { adapter.backgroundDiffThreshold = 0 }
    }

    func apply(_ snapshot: ListSnapshot) { adapter.apply(snapshot, completion: nil) }
    func settled() async { await adapter.settled() }

    func scroll(to position: Double) {
        view.layoutIfNeeded()
        let range = max(0, view.contentSize.height - view.bounds.height)
        view.contentOffset = CGPoint(x: 0, y: (range * position).rounded())
        view.layoutIfNeeded()
    }

    func mismatch(_ snapshot: ListSnapshot) -> String? {
        view.layoutIfNeeded()
        guard view.numberOfSections == snapshot.numberOfSections else {
            return "\(view.numberOfSections) sections, expected \(snapshot.numberOfSections)"
        }
        for section in 0..<snapshot.numberOfSections
        where view.numberOfItems(inSection: section) != snapshot.numberOfRows(inSection: section) {
            return "\(view.numberOfItems(inSection: section)) items in section \(section), "
                + "expected \(snapshot.numberOfRows(inSection: section))"
        }
        for indexPath in view.indexPathsForVisibleItems {
            let row = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.item))
            if let problem = cellMismatch(view.cellForItem(at: indexPath), row: row, at: "\(indexPath)") {
                return problem
            }
        }
        return nil
    }
}

/// Seeded random transitions through an adapter: single applies, bursts of applies not awaited, scrolls between
/// them, and now and then every diff off the main actor. After each transition the view must show the last
/// snapshot exactly (counts per section, every visible cell's type and model) and UIKit must have raised nothing.
@MainActor
struct AdapterFuzz<View: FuzzedView> {
    /// The row of an item in one of three cell types: `makeRow(item, kind)`.
    let makeRow: (TestItem, Int) -> AnyRow

    /// A failure: where it happened, and the smallest pair of snapshots found that still shows it.
    struct Failure: CustomStringConvertible {
        var seed: UInt64
        var step: Int
        var problem: String
        var from: ListSnapshot
        var to: ListSnapshot
        var position: Double
        var reproducedAlone: Bool

        var description: String {
            let how =
                reproducedAlone
                ? "minimal pair, applied to a fresh adapter (scrolled to \(position) of the content before the second):"
                : "not reproduced by the pair alone; the pair before the failure (replay the seed to see it again):"
            return """
                seed \(seed), step \(step): \(problem)
                \(how)
                  from: \(describe(from))
                  to:   \(describe(to))
                """
        }
    }

    /// Runs `steps` transitions from `seed`; returns the first failure, shrunk.
    func run(seed: UInt64, steps: Int) async -> Failure? {
        let log = MessageLog()
        defer { failOnInconsistency() }
        var random = RandomSnapshots(seed: seed, rowIDPool: 50, allowsDuplicates: true) { item, second in
            makeRow(item, second ? 1 : Int(item.id % 7 == 0 ? 2 : 0))
        }
        var choices = SplitMix64(seed: seed ^ 0x5EED)
        let view = View(backgroundDiffs: seed % 4 == 3)
        var shown = ListSnapshot()
        var position = 0.0
        var step = 0
        while step < steps {
            let burst = Int.random(in: 0..<10, using: &choices) == 0 ? Int.random(in: 2...5, using: &choices) : 1
            var next = shown
            for _ in 0..<burst {
                next =
                    Int.random(in: 0..<25, using: &choices) == 0
                    ? random.snapshot(maxSections: 5, maxRows: 10) : random.edit(next)
                view.apply(next)
            }
            await view.settled()
            if let problem = log.messages.isEmpty ? view.mismatch(next) : log.messages.first {
                return await shrink(
                    Failure(
                        seed: seed, step: step, problem: problem, from: shown, to: next, position: position,
                        reproducedAlone: false))
            }
            if Int.random(in: 0..<3, using: &choices) == 0 {
                position = Double.random(in: 0...1, using: &choices)
                view.scroll(to: position)
                if let problem = log.messages.isEmpty ? view.mismatch(next) : log.messages.first {
                    return Failure(
                        seed: seed, step: step, problem: "after a scroll: \(problem)", from: shown, to: next,
                        position: position, reproducedAlone: false)
                }
            }
            shown = next
            step += burst
        }
        return nil
    }

    /// Whether applying `from` then `to` to a fresh adapter, scrolled to `position` in between, goes wrong.
    private func fails(_ from: ListSnapshot, _ to: ListSnapshot, position: Double) async -> String? {
        let log = MessageLog()
        let view = View(backgroundDiffs: false)
        view.apply(from)
        await view.settled()
        view.scroll(to: position)
        view.apply(to)
        await view.settled()
        return log.messages.isEmpty ? view.mismatch(to) : log.messages.first
    }

    /// Makes the failing pair smaller while it still fails on a fresh adapter: whole sections first, then rows, of
    /// either snapshot.
    private func shrink(_ failure: Failure) async -> Failure {
        var failure = failure
        guard let problem = await fails(failure.from, failure.to, position: failure.position) else { return failure }
        failure.problem = problem
        failure.reproducedAlone = true
        var progress = true
        while progress {
            progress = false
            for candidate in smaller(failure.from, failure.to) {
                if let problem = await fails(candidate.0, candidate.1, position: failure.position) {
                    (failure.from, failure.to, failure.problem) = (candidate.0, candidate.1, problem)
                    progress = true
                    break
                }
            }
        }
        return failure
    }

    /// Every pair with one section or one row fewer in one of the two snapshots.
    private func smaller(_ from: ListSnapshot, _ to: ListSnapshot) -> [(ListSnapshot, ListSnapshot)] {
        func reductions(_ snapshot: ListSnapshot) -> [ListSnapshot] {
            let sections = snapshot.allSections
            var result: [ListSnapshot] = []
            for index in sections.indices {
                var fewer = sections
                fewer.remove(at: index)
                result.append(ListSnapshot(sections: fewer))
            }
            for index in sections.indices {
                for row in sections[index].rows.indices {
                    var fewer = sections
                    fewer[index].rows.remove(at: row)
                    result.append(ListSnapshot(sections: fewer))
                }
            }
            return result
        }
        return reductions(from).map { ($0, to) } + reductions(to).map { (from, $0) }
    }
}

/// Keeps the messages UIKit would raise while the running test drives a view, so that the fuzz can report and shrink
/// them; messages raised by other tests running meanwhile still fail those tests.
@MainActor
final class MessageLog {
    private(set) var messages: [String] = []

    init() {
        #if !canImport(UIKit)
        let owner = Test.current?.id
        Headless.inconsistencyHandler = { [weak self] message in
            if let self, Test.current?.id == owner {
                self.messages.append(message)
            } else {
                Issue.record("UIKit would raise: \(message)")
            }
        }
        #endif
    }
}

/// A snapshot on one line: `[section id: id:content/Cell ...]`.
private func describe(_ snapshot: ListSnapshot) -> String {
    snapshot.allSections.map { section in
        let rows = section.rows.map { row in
            "\(row.model(as: TestItem.self).map { "\($0)" } ?? "?")/\(row.cellType)"
        }
        return "[\(section.id): \(rows.joined(separator: " "))]"
    }.joined(separator: " ")
}

@MainActor
@Suite("Adapter fuzz", .timeLimit(.minutes(10)))
struct AdapterFuzzTests {
    init() { failOnInconsistency() }

    @Test("5,000 seeded transitions through TableViewAdapter: the table always shows the last snapshot")
    func tableViewAdapterFuzz() async {
        let fuzz = AdapterFuzz<FuzzedTable> { item, kind in
            switch kind {
            case 1: AnyRow(Row<BadgeCell>(item))
            case 2: AnyRow(Row<NoteCell>(item))
            default: AnyRow(Row<ItemCell>(item))
            }
        }
        for seed in UInt64(1)...20 {
            if let failure = await fuzz.run(seed: seed, steps: 250) {
                Issue.record("\(failure)")
                return
            }
        }
    }

    @Test("2,000 seeded transitions through CollectionViewAdapter: the view always shows the last snapshot")
    func collectionViewAdapterFuzz() async {
        let fuzz = AdapterFuzz<FuzzedCollection> { item, kind in
            switch kind {
            case 1: AnyRow(Row<TileCollectionCell>(item))
            case 2: AnyRow(Row<NoteCollectionCell>(item))
            default: AnyRow(Row<ItemCollectionCell>(item))
            }
        }
        for seed in UInt64(101)...108 {
            if let failure = await fuzz.run(seed: seed, steps: 250) {
                Issue.record("\(failure)")
                return
            }
        }
    }
}
