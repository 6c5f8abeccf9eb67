#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The section layout scenario's names of what is timed.
extension Library {
    static let sectionLayoutCache = "grid section, measured once"
    static let sectionLayoutNoCache = "custom grid section, measured each time"
}

/// The section layout scenario: `sections/grid-estimated-apply1%-1k`.
func sectionLayoutScenarios(quick: Bool) -> [Scenario] {
    let rows = quick ? 100 : 1_000
    return [
        Scenario(name: "sections/grid-estimated-apply1%-\(sizeName(rows))") { name, runs in
            await sectionGridApply(name: name, runs: runs, rows: rows)
        }
    ]
}

/// A custom two-column grid section whose lines are as tall as its tallest item, measured with a sizing cell every
/// time the layout asks for the section (what the adapter's `.estimated` grid does the first time only).
@MainActor
private func uncachedGrid(adapter: CollectionViewAdapter) -> SectionLayout {
    let cell = FittingBenchCell(frame: .zero)
    return .custom(id: "uncached") { [weak adapter] environment in
        let width = (environment.container.effectiveContentSize.width / 2).rounded(.down)
        var tallest: CGFloat = 0
        for row in adapter?.snapshot.sections.first?.rows ?? [] {
            row.configure(cell)
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            tallest = max(tallest, size.height)
        }
        let size = NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(tallest))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(tallest)),
            subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: group)
    }
}

/// `sections/grid-estimated-apply1%-1k`: `CollectionViewAdapter.apply` of a 1% change to 1,000 items in a two-column
/// grid section of estimated height (`SectionLayout.grid(columns: 2, itemHeight: .estimated(44))`), then the layout
/// pass that shows it, against the same grid built by a custom section that measures every item each time the layout
/// asks for it, interleaved in one run. The adapter measures the changed items only.
@MainActor
func sectionGridApply(name: String, runs: Int, rows: Int) async -> [Measurement] {
    let inputs = SnapshotInputs.make(
        seed: 32, sections: 1, rowsPerSection: rows, plan: .everything(0.01, of: rows), cell: FittingBenchCell.self)
    let pair = [inputs.old, inputs.new]
    let changes = ListDiff(from: inputs.old, to: inputs.new).changeCount
    var views: [(view: UICollectionView, adapter: CollectionViewAdapter)] = []
    for cached in [true, false] {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.defaultSectionLayout =
            cached ? .grid(columns: 2, itemHeight: .estimated(44)) : uncachedGrid(adapter: adapter)
        await adapter.apply(inputs.old)
        view.layoutIfNeeded()
        views.append((view, adapter))
    }
    return await measureFittingApplies(
        scenario: name, runs: runs, libraries: [Library.sectionLayoutCache, Library.sectionLayoutNoCache],
        views: views, pair: pair, changes: changes)
}

/// Times, interleaved, each of `views` showing the two snapshots of `pair` in turn (the apply and the layout pass
/// after it), each timed body one library's; notes the ``FittingBenchCell`` measurements per apply, and the first
/// library's time as a ratio of the second's.
@MainActor
func measureFittingApplies(
    scenario name: String, runs: Int, libraries: [String],
    views: [(view: UICollectionView, adapter: CollectionViewAdapter)], pair: [ListSnapshot], changes: Int
) async -> [Measurement] {
    var shown = [0, 0]
    var measurements = [0, 0]
    var applies = [0, 0]
    let clock = ContinuousClock()
    var measured = await measureInterleaved(
        scenario: name, runs: runs,
        libraries.enumerated().map { index, library in
            TimedBody(library: library, note: "diff + batch updates + layout") {
                shown[index] = 1 - shown[index]
                let measuredBefore = FittingBenchCell.measurements
                let start = clock.now
                await views[index].adapter.apply(pair[shown[index]])
                views[index].view.layoutIfNeeded()
                let elapsed = clock.now - start
                measurements[index] += FittingBenchCell.measurements - measuredBefore
                applies[index] += 1
                return (elapsed, changes)
            }
        })
    for index in measured.indices {
        measured[index].note = String(
            format: "%@; %.1f measurements per apply", measured[index].note ?? "",
            Double(measurements[index]) / Double(max(1, applies[index])))
    }
    measured[0].note = String(
        format: "%@; %@x the uncached measuring", measured[0].note ?? "", ratioText(ratio(measured[0], measured[1])))
    return measured
}
#endif
