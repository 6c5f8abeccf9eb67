#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Counts of calls, safe to bump from any thread.
final class IdentifierCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (hashes: 0, equalities: 0)

    /// Changes the counts under the lock and returns them.
    @discardableResult
    func withLock(_ body: (inout (hashes: Int, equalities: Int)) -> Void = { _ in }) -> (hashes: Int, equalities: Int) {
        lock.lock()
        defer { lock.unlock() }
        body(&counts)
        return counts
    }
}

/// An item identifier that counts how often any identifier of its type is hashed and compared.
struct CountedIdentifier: Hashable, Sendable {
    /// The hashes and the `==` calls so far.
    static let calls = IdentifierCalls()

    let value: Int

    static func == (first: Self, second: Self) -> Bool {
        calls.withLock { $0.equalities += 1 }
        return first.value == second.value
    }

    func hash(into hasher: inout Hasher) {
        Self.calls.withLock { $0.hashes += 1 }
        hasher.combine(value)
    }
}

// The work of an apply, counted in calls of the identifiers' hash and `==` (STYLE.md: bound the work by counting):
// the data source keeps the hashed items of the snapshot it shows, so an apply hashes the items it is given once
// each, plus the items it marks, and compares about one pair per item that stays.
@MainActor
@Suite("Diffable apply cost", .timeLimit(.minutes(10)))
struct DiffableApplyCostTests {
    /// A snapshot of 10 sections of 100 items each, from `first` on.
    func snapshot(from first: Int) -> NSDiffableDataSourceSnapshot<Int, CountedIdentifier> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, CountedIdentifier>()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 {
            let start = first + section * 100
            snapshot.appendItems((start..<start + 100).map(CountedIdentifier.init(value:)), toSection: section)
        }
        return snapshot
    }

    @Test("An apply hashes each item it is given once, plus its marks, and compares about one pair per item kept")
    func applyHashesEachNewItemOnce() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<Int, CountedIdentifier>(tableView: table) { table, path, _ in
            table.dequeueReusableCell(withIdentifier: "Cell", for: path)
        }
        #expect(await applyAndWait(snapshot(from: 0), to: dataSource).isEmpty)
        // Ten items out, ten in (shifting every item by ten), ten marked.
        #expect(await applyAndWait(snapshot(from: 10), to: dataSource).isEmpty)
        var next = snapshot(from: 20)
        next.reconfigureItems((100..<110).map(CountedIdentifier.init(value:)))
        CountedIdentifier.calls.withLock { $0 = (0, 0) }
        #expect(await applyAndWait(next, to: dataSource).isEmpty)
        let calls = CountedIdentifier.calls.withLock()
        #expect(calls.hashes == 1_000 + 10)
        // 990 items stay; the marks are looked up in the snapshot (10 more), and a rare collision of hash bits costs one.
        #expect(calls.equalities >= 990 && calls.equalities <= 1_050)
        #expect(dataSource.snapshot().itemIdentifiers.map(\.value) == Array(20..<1_020))
    }
}
#endif
