import Foundation
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
    /// Scrolls to the fraction `position` (0...1) of the content and lays out; returns the offset it scrolled to.
    @discardableResult
    func scroll(to position: Double) -> CGFloat
    /// Scrolls to the vertical offset `y` and lays out.
    func scroll(toOffset y: CGFloat)
    /// The vertical offset now.
    var offset: CGFloat { get }
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
    case let cell as FuzzLabelCell: cell.item
    case let cell as ItemCollectionCell: cell.item
    case let cell as TileCollectionCell: cell.item
    case let cell as NoteCollectionCell: cell.item
    case let cell as FuzzLabelCollectionCell: cell.item
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

    /// A table of 300 points without section headers (``makeTable(height:)``).
    convenience init(backgroundDiffs: Bool) {
        self.init(table: makeTable(height: 300), backgroundDiffs: backgroundDiffs)
    }

    /// Fuzzes `table` through a new adapter.
    init(table: UITableView, backgroundDiffs: Bool) {
        self.table = table
        adapter = TableViewAdapter(tableView: table)
        if backgroundDiffs { adapter.backgroundDiffThreshold = 0 }
    }

    func apply(_ snapshot: ListSnapshot) { adapter.apply(snapshot, completion: nil) }
    func settled() async { await adapter.settled() }

    @discardableResult
    func scroll(to position: Double) -> CGFloat {
        table.layoutIfNeeded()
        let range = max(0, table.contentSize.height - table.bounds.height)
        let y = (range * position).rounded()
        scroll(toOffset: y)
        return y
    }

    func scroll(toOffset y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    var offset: CGFloat { table.contentOffset.y }

    func mismatch(_ snapshot: ListSnapshot) -> String? {
        table.layoutIfNeeded()
        guard table.numberOfSections == snapshot.numberOfSections else {
            return "\(table.numberOfSections) sections, expected \(snapshot.numberOfSections)"
        }
        var inBounds: [IndexPath] = []
        let top = table.contentOffset.y
        let bottom = top + table.bounds.height
        for section in 0..<snapshot.numberOfSections {
            let count = table.numberOfRows(inSection: section)
            guard count == snapshot.numberOfRows(inSection: section) else {
                return "\(count) rows in section \(section), expected \(snapshot.numberOfRows(inSection: section))"
            }
            for row in 0..<count {
                let frame = table.rectForRow(at: IndexPath(row: row, section: section))
                if frame.height > 0 && frame.minY < bottom && frame.maxY > top {
                    inBounds.append(IndexPath(row: row, section: section))
                }
            }
        }
        // UIKit shows a cell for exactly the rows whose frames intersect the bounds (HeadlessUIKit's invariant checks
        // stop a debug build before this; a release build gets here).
        let visible = table.indexPathsForVisibleRows ?? []
        guard visible == inBounds else {
            return "visible rows \(visible) at offset \(top), but the rows in the bounds are \(inBounds)"
        }
        for indexPath in visible {
            let row = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.row))
            let cell = table.cellForRow(at: indexPath)
            if let problem = cellMismatch(cell, row: row, at: "\(indexPath)") { return problem }
            if let frame = cell?.frame, frame != table.rectForRow(at: indexPath) {
                return "the cell at \(indexPath) is at \(frame), its row at \(table.rectForRow(at: indexPath))"
            }
        }
        return nil
    }
}

/// A table as an app makes one, 320 × 400 points, plain, with the standard self-sizing section headers (the sections'
/// titles), fuzzed with the four label cells of TableFuzzNotation.swift at fixed or automatic heights.
@MainActor
final class FuzzedHeaderTable: FuzzedView {
    let base: FuzzedTable

    init(backgroundDiffs: Bool) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        base = FuzzedTable(table: table, backgroundDiffs: backgroundDiffs)
    }

    func apply(_ snapshot: ListSnapshot) { base.apply(snapshot) }
    func settled() async { await base.settled() }
    @discardableResult
    func scroll(to position: Double) -> CGFloat { base.scroll(to: position) }
    func scroll(toOffset y: CGFloat) { base.scroll(toOffset: y) }
    var offset: CGFloat { base.offset }
    func mismatch(_ snapshot: ListSnapshot) -> String? { base.mismatch(snapshot) }
}

@MainActor
final class FuzzedCollection: FuzzedView {
    let view: UICollectionView
    let adapter: CollectionViewAdapter

    /// A view of 300 points with a flow layout of 100 × 60 items.
    convenience init(backgroundDiffs: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        self.init(view: view, backgroundDiffs: backgroundDiffs)
    }

    /// Fuzzes `view` through a new adapter.
    init(view: UICollectionView, backgroundDiffs: Bool) {
        self.view = view
        adapter = CollectionViewAdapter(collectionView: view)
        if backgroundDiffs { adapter.backgroundDiffThreshold = 0 }
    }

    func apply(_ snapshot: ListSnapshot) { adapter.apply(snapshot, completion: nil) }
    func settled() async { await adapter.settled() }

    @discardableResult
    func scroll(to position: Double) -> CGFloat {
        view.layoutIfNeeded()
        let range = max(0, view.contentSize.height - view.bounds.height)
        let y = (range * position).rounded()
        scroll(toOffset: y)
        return y
    }

    func scroll(toOffset y: CGFloat) {
        view.contentOffset = CGPoint(x: 0, y: y)
        view.layoutIfNeeded()
    }

    var offset: CGFloat { view.contentOffset.y }

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
        // A cell for exactly the items whose frames intersect the bounds: share more than an edge with them, as
        // CoreGraphics' CGRectIntersectsRect has it (swift-corelibs-foundation's `intersects` also takes rectangles
        // that only touch).
        let bounds = CGRect(origin: view.contentOffset, size: view.bounds.size)
        var inBounds: [IndexPath] = []
        for section in 0..<snapshot.numberOfSections {
            for item in 0..<snapshot.numberOfRows(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                if let frame = view.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame,
                    frame.minY < bounds.maxY, frame.maxY > bounds.minY,
                    frame.minX < bounds.maxX, frame.maxX > bounds.minX
                {
                    inBounds.append(indexPath)
                }
            }
        }
        let visible = view.indexPathsForVisibleItems.sorted()
        guard visible == inBounds else {
            let frames = Set(visible).symmetricDifference(inBounds).sorted().map {
                "\($0): \(view.collectionViewLayout.layoutAttributesForItem(at: $0)?.frame ?? .zero)"
            }
            return "visible items \(visible) in \(bounds), but the items in the bounds are \(inBounds) (\(frames))"
        }
        for indexPath in visible {
            let row = snapshot.row(at: RowPath(section: indexPath.section, row: indexPath.item))
            if let problem = cellMismatch(view.cellForItem(at: indexPath), row: row, at: "\(indexPath)") {
                return problem
            }
        }
        return nil
    }
}

/// A self-sizing collection cell: a wrapping label 280 points wide whose text takes one to four lines, by the model.
final class FuzzLabelCollectionCell: UICollectionViewCell, ConfigurableCell {
    private(set) var item: TestItem?
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.widthAnchor.constraint(equalToConstant: 280),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: TestItem) {
        item = model
        label.text = "\(model.id).\(model.content)" + String(repeating: " abcde", count: 6 * (model.content % 4))
    }
}

/// A collection view of 320 × 400 points with a flow layout of self-sizing items (estimated 300 × 50, measured from
/// their labels) and 28-point section headers: what the table fuzz with headers and automatic heights does, for the
/// flow layout.
@MainActor
final class FuzzedSelfSizingCollection: FuzzedView {
    let base: FuzzedCollection

    init(backgroundDiffs: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 50)
        layout.headerReferenceSize = CGSize(width: 320, height: 28)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        base = FuzzedCollection(view: view, backgroundDiffs: backgroundDiffs)
    }

    func apply(_ snapshot: ListSnapshot) { base.apply(snapshot) }
    func settled() async { await base.settled() }
    @discardableResult
    func scroll(to position: Double) -> CGFloat { base.scroll(to: position) }
    func scroll(toOffset y: CGFloat) { base.scroll(toOffset: y) }
    var offset: CGFloat { base.offset }
    func mismatch(_ snapshot: ListSnapshot) -> String? { base.mismatch(snapshot) }
}

/// Seeded random transitions through an adapter: single applies, bursts of applies not awaited, scrolls between
/// them, and now and then every diff off the main actor. After each transition the view must show the last
/// snapshot exactly (counts per section, every visible cell's type and model, and for a table a cell for exactly the
/// rows in its bounds) and UIKit must have raised nothing.
///
/// A failure is reported with its seed and step, shrunk to the smallest pair of snapshots that still fails on a fresh
/// view scrolled to the same offset, in the notation of TableFuzzNotation.swift. A broken invariant of HeadlessUIKit
/// stops a debug build inside the table (`_checkInvariants()`) before the fuzz can shrink it: run the test again with
/// `LISTKIT_FUZZ_TRACE=1` to print each transition before it is applied; the last one printed is the culprit.
@MainActor
struct AdapterFuzz<View: FuzzedView> {
    /// The row of an item in one of three cell types: `makeRow(item, kind)`.
    let makeRow: (TestItem, Int) -> AnyRow
    /// Changes rows of a snapshot that an edit made, beyond what ``RandomSnapshots`` changes (such as their heights),
    /// drawing from the generator; `nil` changes nothing and draws nothing, so that seeds replay as before it existed.
    var restyle: ((ListSnapshot, inout SplitMix64) -> ListSnapshot)? = nil

    /// A failure: where it happened, and the smallest pair of snapshots found that still shows it.
    struct Failure: CustomStringConvertible {
        var seed: UInt64
        var step: Int
        var problem: String
        var from: ListSnapshot
        var to: ListSnapshot
        var offset: CGFloat
        var reproducedAlone: Bool

        var description: String {
            let how =
                reproducedAlone
                ? "minimal pair, applied to a fresh adapter (scrolled to y = \(offset) before the second):"
                : "not reproduced by the pair alone; the pair before the failure (replay the seed to see it again):"
            return """
                seed \(seed), step \(step): \(problem)
                \(how)
                  from: \(fuzzNotation(from))
                  to:   \(fuzzNotation(to))
                Keep it as a named regression test (CONTRIBUTING.md), in TableViewAdapterFuzzRegressionTests for a table:
                    @Test("Seed \(seed) step \(step): <what was wrong>")
                    func seed\(seed)Step\(step)() async {
                        await expectTransitionShowsTarget(
                            from: #"\(fuzzNotation(from))"#, scrolledTo: \(offset), to: #"\(fuzzNotation(to))"#)
                    }
                """
        }
    }

    /// Whether each transition is printed before it is applied (`LISTKIT_FUZZ_TRACE` set).
    private static var traces: Bool { ProcessInfo.processInfo.environment["LISTKIT_FUZZ_TRACE"] != nil }

    /// Runs `steps` transitions from `seed`; returns the first failure, shrunk.
    func run(seed: UInt64, steps: Int) async -> Failure? {
        let log = MessageLog()
        defer { failOnInconsistency() }
        var random = RandomSnapshots(seed: seed, rowIDPool: 50, allowsDuplicates: true) { item, second in
            makeRow(item, second ? 1 : Int(item.id % 7 == 0 ? 2 : 0))
        }
        var choices = SplitMix64(seed: seed ^ 0x5EED)
        let view = View(backgroundDiffs: seed % 4 == 3)
        let traces = Self.traces
        var shown = ListSnapshot()
        var step = 0
        while step < steps {
            // The offset the transition starts from: the shrinking scrolls a fresh view to it.
            let offset = view.offset
            let burst = Int.random(in: 0..<10, using: &choices) == 0 ? Int.random(in: 2...5, using: &choices) : 1
            var next = shown
            for _ in 0..<burst {
                next =
                    Int.random(in: 0..<25, using: &choices) == 0
                    ? random.snapshot(maxSections: 5, maxRows: 10) : random.edit(next)
                if let restyle { next = restyle(next, &choices) }
                if traces {
                    print("fuzz seed \(seed) step \(step) at y = \(offset)\n  from: \(fuzzNotation(shown))")
                    print("  to:   \(fuzzNotation(next))")
                }
                view.apply(next)
            }
            await view.settled()
            if let problem = log.messages.isEmpty ? view.mismatch(next) : log.messages.first {
                return await shrink(
                    Failure(
                        seed: seed, step: step, problem: problem, from: shown, to: next, offset: offset,
                        reproducedAlone: false))
            }
            if Int.random(in: 0..<3, using: &choices) == 0 {
                let position = Double.random(in: 0...1, using: &choices)
                if traces { print("fuzz seed \(seed) step \(step): scroll to \(position) of the content") }
                let scrolled = view.scroll(to: position)
                if let problem = log.messages.isEmpty ? view.mismatch(next) : log.messages.first {
                    return Failure(
                        seed: seed, step: step, problem: "after a scroll to y = \(scrolled): \(problem)", from: shown,
                        to: next, offset: offset, reproducedAlone: false)
                }
            }
            shown = next
            step += burst
        }
        return nil
    }

    /// Whether applying `from` then `to` to a fresh adapter, scrolled to `offset` in between, goes wrong.
    private func fails(_ from: ListSnapshot, _ to: ListSnapshot, offset: CGFloat) async -> String? {
        let log = MessageLog()
        let view = View(backgroundDiffs: false)
        view.apply(from)
        await view.settled()
        view.scroll(toOffset: offset)
        view.apply(to)
        await view.settled()
        return log.messages.isEmpty ? view.mismatch(to) : log.messages.first
    }

    /// Makes the failing pair smaller while it still fails on a fresh adapter: whole sections first, then rows, of
    /// either snapshot.
    private func shrink(_ failure: Failure) async -> Failure {
        var failure = failure
        guard let problem = await fails(failure.from, failure.to, offset: failure.offset) else { return failure }
        failure.problem = problem
        failure.reproducedAlone = true
        var progress = true
        while progress {
            progress = false
            for candidate in smaller(failure.from, failure.to) {
                if let problem = await fails(candidate.0, candidate.1, offset: failure.offset) {
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

    /// The transitions a fuzz below runs: `LISTKIT_FUZZ_ITERATIONS` if set, else `standard`. A large run is opt-in,
    /// one fuzz at a time: `LISTKIT_FUZZ_ITERATIONS=100000 swift test --filter tableWithHeadersFuzz` (0.5 to 0.8 ms a
    /// transition in a debug build, by the machine's load: 150,000 took 81 to 118 seconds), or 10,000 for
    /// `selfSizingCollectionFuzz` (each of its transitions solves the items' constraints: about 5 ms). The suite's
    /// two-minute time limit still applies, so a larger run is split across `swift test` runs, each from its own first
    /// seed: `LISTKIT_FUZZ_SEED` (the seeds run are that one and the next, one for each 250 transitions).
    static func transitions(standard: Int) -> Int {
        ProcessInfo.processInfo.environment["LISTKIT_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? standard
    }

    /// The first seed a fuzz below runs: `LISTKIT_FUZZ_SEED` if set, else `standard`.
    static func firstSeed(standard: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["LISTKIT_FUZZ_SEED"].flatMap { UInt64($0) } ?? standard
    }

    /// Runs `transitions` transitions of `fuzz`, 250 (or fewer) from each seed from `firstSeed` on; records the first
    /// failure.
    static func run<View: FuzzedView>(_ fuzz: AdapterFuzz<View>, transitions: Int, firstSeed: UInt64) async {
        let steps = 250
        var left = transitions
        var seed = firstSeed
        while left > 0 {
            if let failure = await fuzz.run(seed: seed, steps: min(steps, left)) {
                Issue.record("\(failure)")
                return
            }
            left -= steps
            seed += 1
        }
    }

    /// Fixed and automatic heights mixed, section headers, random scrolls and laying out between applies: the
    /// transitions that found issue 27 (TableViewAdapterFuzzRegressionTests). Rows are the four label cells of
    /// TableFuzzNotation.swift; a row's height follows from its model, and edits give rows new heights with the same
    /// model now and then (an automatic row that was fixed keeps its old height until measured).
    @Test("3,000 seeded transitions through TableViewAdapter on a table with headers, fixed and automatic heights")
    func tableWithHeadersFuzz() async {
        let heights: [CGFloat?] = [nil, nil, nil, 30, 44, 60, 90]
        func height(of item: TestItem) -> CGFloat? {
            heights[(item.id * 5 + item.content * 3) % heights.count]
        }
        var fuzz = AdapterFuzz<FuzzedHeaderTable> { item, kind in
            // Kinds 0 and 1 (most rows) each split in two by id, kind 2 (id a multiple of 7) stays S.
            let cell: FuzzCellKind =
                switch kind {
                case 1: item.id.isMultiple(of: 2) ? .b : .l
                case 2: .s
                default: item.id.isMultiple(of: 3) ? .l : .t
                }
            return cell.row(item, height: height(of: item))
        }
        fuzz.restyle = { snapshot, random in
            guard Int.random(in: 0..<3, using: &random) == 0 else { return snapshot }
            // A few rows keep their models and get another height (or lose theirs).
            let sections = snapshot.allSections.map { section in
                var section = section
                for index in section.rows.indices where Int.random(in: 0..<8, using: &random) == 0 {
                    let row = section.rows[index]
                    guard let kind = FuzzCellKind(cellType: row.cellType), let item = row.model(as: TestItem.self)
                    else { continue }
                    section.rows[index] = kind.row(item, height: heights.randomElement(using: &random) ?? nil)
                }
                return section
            }
            return ListSnapshot(sections: sections)
        }
        await Self.run(
            fuzz, transitions: Self.transitions(standard: 3_000), firstSeed: Self.firstSeed(standard: 1_001))
    }

    /// The table fuzz with headers and automatic heights, for a flow layout: self-sizing items and section headers,
    /// scrolled between applies.
    @Test("400 seeded transitions through CollectionViewAdapter on a flow layout with self-sizing items and headers")
    func selfSizingCollectionFuzz() async {
        let fuzz = AdapterFuzz<FuzzedSelfSizingCollection> { item, kind in
            switch kind {
            case 1: AnyRow(Row<TileCollectionCell>(item))
            default: AnyRow(Row<FuzzLabelCollectionCell>(item))
            }
        }
        await Self.run(
            fuzz, transitions: Self.transitions(standard: 400), firstSeed: Self.firstSeed(standard: 2_001))
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
