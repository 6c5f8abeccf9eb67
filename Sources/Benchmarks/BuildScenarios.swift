#if !canImport(UIKit)
import Foundation
import ListKit

/// A second and a third cell type for the same model, for the sectioned build of three cell types; never
/// instantiated.
@MainActor
final class CompactItemCell: ConfigurableCell {
    func configure(with model: Item) {}
}

/// See ``CompactItemCell``.
@MainActor
final class DetailItemCell: ConfigurableCell {
    func configure(with model: Item) {}
}

/// How a build scenario makes its rows.
enum BuildKind {
    /// One section, `Row<ItemCell>(model)` for each model.
    case plain
    /// One section, each row with an `onSelect` handler.
    case handlers
    /// 100 sections of 1,000 rows (divided for `--quick`), the rows cycling through three cell types: every row of
    /// a cell type other than its neighbours'.
    case sectioned
    /// 100 sections of 1,000 rows, each section three `for` loops over a third of its models, one cell type each.
    case sectionedLoops
    /// One section, the models given whole: `Rows<ItemCell>(models)`.
    case collection
    /// One section, the models given whole with one `onSelect` handler for every row.
    case collectionHandler
}

/// `build/…`: what a user pays to make the snapshot a view model publishes, from the array of models it already
/// has (written as a `for` loop of rows, or for `build/rows-…` as `Rows<Cell>(models)`), against the floor of that work: copying the models into an array and hashing each identity once (what any
/// diff must do with the new models at least). Runs interleaved, so the ratio compares runs made at the same moments.
@MainActor
func buildScenario(name: String, runs: Int, rows: Int, kind: BuildKind) async -> [Measurement] {
    var maker = InputMaker(seed: UInt64(rows) &+ 11)
    let models = maker.items(rows)
    let sectionSize = kind == .sectioned || kind == .sectionedLoops ? max(rows / 100, 1) : rows
    // Written as a user writes them: a `for` loop whose body is a row (`Row<ItemCell>(model)`), or the models given
    // whole (`Rows<ItemCell>(models)`).
    let listKit = TimedBody(library: Library.listKit, note: note(kind)) {
        timed {
            let snapshot: ListSnapshot
            switch kind {
            case .plain:
                snapshot = ListSnapshot { Section(0) { for model in models { Row<ItemCell>(model) } } }
            case .handlers:
                snapshot = ListSnapshot {
                    Section(0) { for model in models { Row<ItemCell>(model).onSelect { blackHole &+= $0.content } } }
                }
            case .sectioned:
                snapshot = ListSnapshot {
                    for start in stride(from: 0, to: models.count, by: sectionSize) {
                        Section(start) {
                            for index in start..<min(start + sectionSize, models.count) {
                                row(models[index], cellOf: index)
                            }
                        }
                    }
                }
            case .sectionedLoops:
                snapshot = ListSnapshot {
                    for start in stride(from: 0, to: models.count, by: sectionSize) {
                        let end = min(start + sectionSize, models.count)
                        let first = start + (end - start) / 3
                        let second = start + 2 * (end - start) / 3
                        Section(start) {
                            for model in models[start..<first] { Row<ItemCell>(model) }
                            for model in models[first..<second] { Row<CompactItemCell>(model) }
                            for model in models[second..<end] { Row<DetailItemCell>(model) }
                        }
                    }
                }
            case .collection:
                snapshot = ListSnapshot { Section(0) { Rows<ItemCell>(models) } }
            case .collectionHandler:
                snapshot = ListSnapshot {
                    Section(0) { Rows<ItemCell>(models).onSelect { blackHole &+= $0.content } }
                }
            }
            return snapshot.numberOfSections
        }
    }
    let floor = TimedBody(library: Library.buildFloor, note: "copy the models, hash each identity once") {
        timed {
            var copy: [Item] = []
            copy.reserveCapacity(models.count)
            var hashes = 0
            for model in models {
                copy.append(model)
                hashes &+= model.id.hashValue
            }
            return copy.count &+ (hashes & 1)
        }
    }
    var results = await measureInterleaved(scenario: name, runs: runs, [listKit, floor])
    results[0].ratioToFloor = ratio(results[0], results[1])
    return results
}

/// The row of the sectioned build for the model at `index`: one of three cell types in turn.
private func row(_ model: Item, cellOf index: Int) -> AnyRow {
    switch index % 3 {
    case 0: AnyRow(Row<ItemCell>(model))
    case 1: AnyRow(Row<CompactItemCell>(model))
    default: AnyRow(Row<DetailItemCell>(model))
    }
}

private func note(_ kind: BuildKind) -> String {
    switch kind {
    case .plain: "ListSnapshot of Row<Cell>(model)"
    case .handlers: "each row with onSelect"
    case .sectioned: "100 sections, three cell types in turn"
    case .sectionedLoops: "100 sections, three loops of one cell type"
    case .collection: "Rows<Cell>(models), no loop"
    case .collectionHandler: "Rows<Cell>(models).onSelect, no loop"
    }
}
#endif
