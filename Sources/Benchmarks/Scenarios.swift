#if !canImport(UIKit)
import Foundation
import ListKit

/// A named workload that measures ListKit and its peers on one seeded input.
struct Scenario {
    /// `group/case-size`, as printed and as `--filter` matches.
    var name: String
    /// Makes the inputs (untimed), then measures every library on them.
    var run: @MainActor (_ name: String, _ runs: Int) async -> [Measurement]
}

/// The libraries as they appear in the table.
enum Library {
    static let listKit = "ListKit"
    static let collectionDifference = "CollectionDifference"
    static let inferringMoves = "CD.inferringMoves()"
    static let floorSet = "floor: Set"
    static let floorDictionary = "floor: Dictionary"
    static let hashingOnly = "hashing alone"
    static let memory = "ListKit (memory)"
    static let snapshotMemory = "ListKit (snapshot memory)"
    static let buildFloor = "floor: copy + hash"
}

/// Above this many elementary steps (old + new count, times the changes that Myers' algorithm walks),
/// CollectionDifference is not run: it would take minutes.
nonisolated(unsafe) var collectionDifferenceBudget = 1e10

/// The scenarios, sized for a full run or for `--quick`.
func allScenarios(quick: Bool) -> [Scenario] {
    // In quick mode every size is divided by 100: the run takes seconds and only proves the scenarios still work.
    let scale = quick ? 100 : 1
    var scenarios: [Scenario] = []

    // DifferenceKit's cases, on arrays of UUIDs.
    for (rows, deleted, inserted, moved) in [(5_000, 1_000, 1_000, 200), (100_000, 10_000, 10_000, 2_000)] {
        let divisor = scale
        let plan = EditPlan(
            deleted: deleted / divisor, inserted: inserted / divisor, movedWithin: moved / divisor)
        scenarios.append(
            Scenario(name: "flat/dk-\(sizeName(rows / divisor))") { name, runs in
                await flatUUIDs(name: name, runs: runs, seed: UInt64(rows), rows: rows / divisor, plan: plan)
            })
    }
    // Updates only.
    for rows in [10_000, 100_000].map({ $0 / scale }) {
        scenarios.append(
            Scenario(name: "flat/updated1%-\(sizeName(rows))") { name, runs in
                await flatItems(
                    name: name, runs: runs, seed: UInt64(rows) &+ 1, rows: rows, plan: EditPlan(updated: rows / 100))
            })
    }
    // 1% of everything, at three sizes (the largest is the million-row case; the scaling scenarios use the same
    // inputs).
    for rows in [10_000, 100_000, 1_000_000].map({ $0 / scale }) {
        scenarios.append(
            Scenario(name: "flat/all1%-\(sizeName(rows))") { name, runs in
                await flatItems(
                    name: name, runs: runs, seed: UInt64(rows) &+ 2, rows: rows, plan: .everything(0.01, of: rows))
            })
    }
    // Sections: 100 x 1,000 rows, 10% of rows changed, 5 sections moved.
    let (sections, rowsPerSection) = quick ? (10, 100) : (100, 1_000)
    scenarios.append(
        Scenario(name: "snapshot/sectioned-\(sections)x\(sectionSize(rowsPerSection))") { name, runs in
            var plan = EditPlan.everything(0.025, of: sections * rowsPerSection)
            plan.sectionsMoved = 5
            return await snapshots(
                name: name, runs: runs, seed: 100, sections: sections, rowsPerSection: rowsPerSection, plan: plan)
        })
    for rows in [10_000, 100_000, 1_000_000].map({ $0 / scale }) {
        scenarios.append(
            Scenario(name: "snapshot/all1%-\(sizeName(rows))") { name, runs in
                await snapshots(
                    name: name, runs: runs, seed: UInt64(rows) &+ 3, sections: max(rows / 1_000, 1),
                    rowsPerSection: min(rows, 1_000), plan: .everything(0.01, of: rows))
            })
    }
    // A table of 100 x 1,000 rows on HeadlessUIKit: an apply of the 1% change, and a scroll from top to bottom.
    let tableRows = sections * rowsPerSection
    scenarios.append(
        Scenario(name: "table/apply1%-\(sizeName(tableRows))") { name, runs in
            await tableApply(name: name, runs: runs, sections: sections, rowsPerSection: rowsPerSection)
        })
    scenarios.append(
        Scenario(name: "table/diffable-apply1%-\(sizeName(tableRows))") { name, runs in
            await tableDiffableApply(name: name, runs: runs, sections: sections, rowsPerSection: rowsPerSection)
        })
    scenarios.append(
        Scenario(name: "table/scroll-\(sizeName(tableRows))") { name, runs in
            await tableScroll(name: name, runs: runs, sections: sections, rowsPerSection: rowsPerSection)
        })
    // Scaling: the 1% case at three sizes, the runs of all sizes interleaved in one process.
    let scalingSizes = [10_000, 100_000, 1_000_000].map { $0 / scale }
    scenarios.append(
        Scenario(name: "scaling/flat-1%") { name, runs in
            await scaling(name: name, runs: runs, kind: .flat, sizes: scalingSizes)
        })
    scenarios.append(
        Scenario(name: "scaling/snapshot-1%") { name, runs in
            await scaling(name: name, runs: runs, kind: .snapshot, sizes: scalingSizes)
        })
    // ListKit's own time on the main actor for an apply of 100 changed rows, at three sizes interleaved.
    scenarios.append(
        Scenario(name: "table/main-actor-100") { name, runs in
            await tableMainActor(name: name, runs: runs, sizes: scalingSizes)
        })
    let buildRows = 100_000 / scale
    for (label, kind) in [
        ("", BuildKind.plain), ("onSelect-", .handlers), ("sectioned-", .sectioned),
        ("sectioned-loops-", .sectionedLoops), ("rows-", .collection), ("rows-onSelect-", .collectionHandler),
    ] {
        scenarios.append(
            Scenario(name: "build/\(label)\(sizeName(buildRows))") { name, runs in
                await buildScenario(name: name, runs: runs, rows: buildRows, kind: kind)
            })
    }
    // End to end: the new snapshot built from the models and diffed against the one on screen, at four sizes (the
    // chart of `--svg`).
    for rows in endToEndSizes(quick: quick) {
        scenarios.append(
            Scenario(name: "e2e/1%-\(sizeName(rows))") { name, runs in
                await endToEndScenario(name: name, runs: runs, rows: rows)
            })
    }
    let memoryRows = 1_000_000 / scale
    scenarios.append(
        Scenario(name: "memory/snapshot-\(sizeName(memoryRows))") { name, _ in
            [snapshotMemory(name: name, rows: memoryRows)]
        })
    scenarios.append(
        Scenario(name: "memory/build-\(sizeName(memoryRows))") { name, _ in
            [snapshotBuildMemory(name: name, rows: memoryRows)]
        })
    scenarios += solverScenarios()
    scenarios += layoutScenarios()
    scenarios += selfSizingScenarios(quick: quick)
    scenarios += collectionSizingScenarios(quick: quick)
    scenarios += outlineExpandScenarios(quick: quick)
    let collectionItems = 100_000 / scale
    scenarios.append(
        Scenario(name: "collection/scroll-\(sizeName(collectionItems))") { name, runs in
            await compositionalScroll(name: name, runs: runs, items: collectionItems)
        })
    return scenarios
}

/// `5k`, `100k`, `1M`.
func sizeName(_ rows: Int) -> String {
    if rows >= 1_000_000 && rows % 1_000_000 == 0 { return "\(rows / 1_000_000)M" }
    if rows >= 1_000 && rows % 1_000 == 0 { return "\(rows / 1_000)k" }
    return "\(rows)"
}

private func sectionSize(_ rows: Int) -> String {
    String(rows)
}

/// FlatDiff on arrays of UUIDs (identity is the element), against CollectionDifference and the floor.
@MainActor
private func flatUUIDs(name: String, runs: Int, seed: UInt64, rows: Int, plan: EditPlan) async -> [Measurement] {
    var maker = InputMaker(seed: seed)
    let oldItems = maker.items(rows)
    let newItems = maker.edit([oldItems], plan).sections[0]
    let old = oldItems.map(\.id)
    let new = newItems.map(\.id)
    let listKit = await measure(scenario: name, library: Library.listKit, runs: runs, note: "FlatDiff, Hashable") {
        changeCount(FlatDiff(from: old, to: new))
    }
    return await peers(name: name, runs: runs, old: old, new: new, oldIDs: old, newIDs: new, listKit: listKit)
}

/// FlatDiff on arrays of `Identifiable & Hashable` items (identity by id, updates by `==`).
@MainActor
private func flatItems(name: String, runs: Int, seed: UInt64, rows: Int, plan: EditPlan) async -> [Measurement] {
    var maker = InputMaker(seed: seed)
    let old = maker.items(rows)
    let new = maker.edit([old], plan).sections[0]
    let listKit = await measure(scenario: name, library: Library.listKit, runs: runs, note: "FlatDiff, Identifiable") {
        changeCount(FlatDiff(from: old, to: new))
    }
    return await peers(
        name: name, runs: runs, old: old, new: new, oldIDs: old.map(\.id), newIDs: new.map(\.id),
        listKit: listKit)
}

/// ListDiff on snapshots of `AnyRow`s; the peers run on the same rows as flat arrays of items.
@MainActor
private func snapshots(
    name: String, runs: Int, seed: UInt64, sections: Int, rowsPerSection: Int, plan: EditPlan
) async -> [Measurement] {
    let inputs = SnapshotInputs.make(seed: seed, sections: sections, rowsPerSection: rowsPerSection, plan: plan)
    let (old, new) = (inputs.old, inputs.new)
    let listKit = await measure(scenario: name, library: Library.listKit, runs: runs, note: "ListDiff, AnyRow") {
        ListDiff(from: old, to: new).changeCount
    }
    return await peers(
        name: name, runs: runs, old: inputs.oldItems, new: inputs.newItems,
        oldIDs: inputs.oldItems.map(\.id), newIDs: inputs.newItems.map(\.id), listKit: listKit,
        peerNote: "on the rows as one array")
}

/// The changes a flat diff reports: what a table would animate.
private func changeCount(_ diff: FlatDiff) -> Int {
    diff.deletions.count + diff.insertions.count + diff.moves.count + diff.updates.count
}

/// ListKit's measurement with its ratios filled in, then CollectionDifference (plain and with moves inferred, unless it
/// would take minutes) and the two floors.
@MainActor
private func peers<Element: Hashable>(
    name: String, runs: Int, old: [Element], new: [Element], oldIDs: [UUID], newIDs: [UUID],
    listKit: Measurement, peerNote: String? = nil
) async -> [Measurement] {
    var listKit = listKit
    var results: [Measurement] = []
    // Myers' algorithm walks O((n + m) * D) steps, D the edit distance; a move is a remove and an insert, an update
    // too. ListKit's own count of changes stands in for D.
    let distance = Double(listKit.operations ?? 0) * 2
    let steps = Double(old.count + new.count) * distance
    if steps <= collectionDifferenceBudget {
        let plain = await measure(scenario: name, library: Library.collectionDifference, runs: runs, note: peerNote) {
            new.difference(from: old).count
        }
        let inferring = await measure(scenario: name, library: Library.inferringMoves, runs: runs, note: peerNote) {
            new.difference(from: old).inferringMoves().count
        }
        results += [plain, inferring]
        listKit.ratioToCollectionDifference = ratio(listKit, plain)
        listKit.ratioToInferringMoves = ratio(listKit, inferring)
    } else {
        let note = String(
            format: "skipped: about %.0e Myers steps ((n + m) x D), minutes; %@", steps,
            "see the smaller sizes")
        for library in [Library.collectionDifference, Library.inferringMoves] {
            results.append(Measurement(scenario: name, library: library, runs: 0, note: note))
        }
    }
    let set = await measure(
        scenario: name, library: Library.floorSet, runs: runs, note: "identities: insert old, look up new"
    ) {
        var table = Set<UUID>(minimumCapacity: oldIDs.count)
        for id in oldIDs { table.insert(id) }
        var hits = 0
        for id in newIDs where table.contains(id) { hits += 1 }
        return hits
    }
    let dictionary = await measure(
        scenario: name, library: Library.floorDictionary, runs: runs, note: "identity -> old index, look up new"
    ) {
        var table = [UUID: Int](minimumCapacity: oldIDs.count)
        for (index, id) in oldIDs.enumerated() { table[id] = index }
        var hits = 0
        for id in newIDs where table[id] != nil { hits += 1 }
        return hits
    }
    let hashing = await measureInterleaved(
        scenario: name, runs: runs, [hashingBody(library: Library.hashingOnly, ids: oldIDs + newIDs)])[0]
    results += [set, dictionary, hashing]
    // The floor is the faster of the two hash tables.
    let floor = [set, dictionary].min { ($0.medianSeconds ?? .infinity) < ($1.medianSeconds ?? .infinity) }
    if let floor { listKit.ratioToFloor = ratio(listKit, floor) }
    return [listKit] + results
}

func ratio(_ measurement: Measurement, _ base: Measurement) -> Double? {
    guard let value = measurement.medianSeconds, let base = base.medianSeconds, base > 0 else { return nil }
    return value / base
}

/// The peak memory of one ListDiff of two `rows`-row snapshots, beyond the snapshots themselves: the snapshots are
/// built first, the peak is reset, and the growth of the peak during the diff is divided by the rows of one snapshot.
private func snapshotMemory(name: String, rows: Int) -> Measurement {
    let inputs = SnapshotInputs.make(
        seed: 7, sections: max(rows / 1_000, 1), rowsPerSection: min(rows, 1_000), plan: .everything(0.01, of: rows))
    let (old, new) = (inputs.old, inputs.new)
    // Making the inputs freed far more than the diff needs; pages still resident from it would serve the diff's
    // arrays without raising the peak, so they go back to the system first.
    let trimmed = PeakMemory.returnFreePages()
    let reset = PeakMemory.reset()
    let before = PeakMemory.currentBytes() ?? 0
    let clock = ContinuousClock()
    var changes = 0
    let elapsed = clock.measure {
        let diff = ListDiff(from: old, to: new)
        changes = diff.changeCount
    }
    let peak = PeakMemory.peakBytes() ?? 0
    let perRow = Double(peak - before) / Double(rows)
    withExtendedLifetime(inputs) {}
    return Measurement(
        scenario: name, library: Library.memory, medianSeconds: elapsed.seconds, minSeconds: elapsed.seconds,
        maxSeconds: elapsed.seconds, runs: 1, operations: changes, peakRSSBytes: peak, bytesPerRow: perRow,
        note: String(
            format: "%.0f bytes/row above the snapshots (VmHWM %@; free pages %@)", perRow,
            reset ? "reset" : "not reset",
            trimmed ? "returned first" : "kept"))
}
#endif
