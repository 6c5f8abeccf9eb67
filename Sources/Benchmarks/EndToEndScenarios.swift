#if !canImport(UIKit)
import BenchmarkSupport
import Foundation
import ListKit

/// The library names of the `e2e/` scenarios.
enum EndToEndLibrary {
    /// Building the new snapshot from the models and diffing it against the old one.
    static let endToEnd = "ListKit end to end"
    /// `ListDiff` of the two snapshots, both built beforehand.
    static let diffAlone = "ListKit diff alone"
    /// As ``endToEnd``, each section's rows given whole: `Rows<ItemCell>(models)`.
    static let endToEndRows = "ListKit e2e, Rows"
}

/// The sizes of the `e2e/` scenarios: 1,000 to 1,000,000 rows, a hundredth of each for `--quick`.
func endToEndSizes(quick: Bool) -> [Int] {
    [1_000, 10_000, 100_000, 1_000_000].map { quick ? $0 / 100 : $0 }
}

/// `e2e/1%-N`: what a view model pays when its models change and the screen follows. The old snapshot is the one on
/// screen (built before the timing); the timed work builds the new snapshot from the new models,
/// `ListSnapshot { Section(id) { for model in models { Row<ItemCell>(model) } } }`, and diffs it against the old one;
/// and again with each section's rows written `Rows<ItemCell>(models)`.
///
/// The inputs are those of `snapshot/all1%-N` (sections of 1,000 rows, 1% of the rows each deleted, inserted, moved and
/// updated). Timed beside it, interleaved: the diff alone of the two snapshots, and the floor over the same models —
/// every old identity hashed once into a dictionary of the old indices, every new identity looked up in it. The ratios
/// to the floor are of medians of the same rounds. `CollectionDifference` then runs alone on the identities as two
/// arrays, unless Myers' O((n + m) · D) steps would take too long (see `collectionDifferenceBudget`).
@MainActor
func endToEndScenario(name: String, runs: Int, rows: Int) async -> [Measurement] {
    var maker = InputMaker(seed: UInt64(rows) &+ 3)
    let sections = max(rows / 1_000, 1)
    let oldSections = maker.sections(sections, rowsPerSection: min(rows, 1_000))
    let edited = maker.edit(oldSections, .everything(0.01, of: rows))
    let (newSections, newSectionIDs) = (edited.sections, edited.origins)
    let inputs = SnapshotInputs(
        old: oldSections, new: newSections, sectionIDs: (Array(oldSections.indices), newSectionIDs),
        cell: ItemCell.self)
    let (old, new) = (inputs.old, inputs.new)
    let (oldItems, newItems) = (inputs.oldItems, inputs.newItems)

    let endToEnd = TimedBody(library: EndToEndLibrary.endToEnd, note: "build the new snapshot + ListDiff") {
        timed {
            let snapshot = ListSnapshot {
                for (id, models) in zip(newSectionIDs, newSections) {
                    Section(id) {
                        for model in models { Row<ItemCell>(model) }
                    }
                }
            }
            return ListDiff(from: old, to: snapshot).changeCount
        }
    }
    let endToEndRows = TimedBody(library: EndToEndLibrary.endToEndRows, note: "the same, Rows<ItemCell>(models)") {
        timed {
            let snapshot = ListSnapshot {
                for (id, models) in zip(newSectionIDs, newSections) {
                    Section(id) { Rows<ItemCell>(models) }
                }
            }
            return ListDiff(from: old, to: snapshot).changeCount
        }
    }
    let diffAlone = TimedBody(library: EndToEndLibrary.diffAlone, note: "ListDiff of the two snapshots") {
        timed { ListDiff(from: old, to: new).changeCount }
    }
    let floor = TimedBody(library: Library.floorDictionary, note: "hash each identity once: dictionary of the old") {
        timed {
            var table = [UUID: Int](minimumCapacity: oldItems.count)
            for (index, item) in oldItems.enumerated() { table[item.id] = index }
            var hits = 0
            for item in newItems where table[item.id] != nil { hits += 1 }
            return hits
        }
    }
    var results = await measureInterleaved(scenario: name, runs: runs, [endToEnd, endToEndRows, diffAlone, floor])
    for index in 0..<3 { results[index].ratioToFloor = ratio(results[index], results[3]) }

    let (oldIDs, newIDs) = (oldItems.map(\.id), newItems.map(\.id))
    // Myers' algorithm walks O((n + m) · D) steps, D the edit distance: a move is a remove and an insert.
    let distance = Double(results[2].operations ?? 0) * 2
    let steps = Double(oldIDs.count + newIDs.count) * distance
    if steps <= collectionDifferenceBudget {
        let difference = await measure(
            scenario: name, library: Library.collectionDifference, runs: runs, note: "on the identities as arrays"
        ) {
            newIDs.difference(from: oldIDs).count
        }
        results[0].ratioToCollectionDifference = ratio(results[0], difference)
        results.append(difference)
    } else {
        results.append(
            Measurement(
                scenario: name, library: Library.collectionDifference, runs: 0,
                note: String(format: "skipped: about %.0e Myers steps ((n + m) x D), tens of seconds at least", steps)))
    }
    return results
}
#endif
