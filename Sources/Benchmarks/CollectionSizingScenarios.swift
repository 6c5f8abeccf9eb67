#if !canImport(UIKit)
import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The collection sizing scenario's names of what is timed.
extension Library {
    static let sizeCache = "fitting, size cache"
    static let noSizeCache = "fitting, measured each time"
}

/// A collection view cell that sizes itself as an app's does: a label of one to three lines pinned to the content
/// view's margins.
final class FittingBenchCell: UICollectionViewCell, ConfigurableCell {
    /// Measurements (`systemLayoutSizeFitting`) since the count was last reset.
    nonisolated(unsafe) static var measurements = 0

    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pinWrappingLabel(label, in: contentView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: Item) {
        label.text = SelfSizingBenchCell.text(for: model)
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        Self.measurements += 1
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}

/// The flow layout delegate of the peer without a cache: it measures a sizing cell, configured with the row, every time
/// the layout asks for an item's size (what the adapter does the first time only).
@MainActor
private final class UncachedSizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let adapter: CollectionViewAdapter
    let cell = FittingBenchCell(frame: .zero)

    init(adapter: CollectionViewAdapter) {
        self.adapter = adapter
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let row = adapter.row(at: indexPath) else { return .zero }
        let width = collectionView.bounds.width
        row.configure(cell)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: width, height: size.height)
    }
}

/// The collection sizing scenario: `collection/fitting-apply1%-1k`.
func collectionSizingScenarios(quick: Bool) -> [Scenario] {
    let rows = quick ? 100 : 1_000
    return [
        Scenario(name: "collection/fitting-apply1%-\(sizeName(rows))") { name, runs in
            await collectionFittingApply(name: name, runs: runs, rows: rows)
        }
    ]
}

/// `collection/fitting-apply1%-1k`: `CollectionViewAdapter.apply` of a 1% change to 1,000 items sized by
/// `itemSizing = .fitting(width: .full)`, then the layout pass that shows it, against the same with a delegate that
/// measures every item each time the layout is prepared (no cache), interleaved in one run. The flow layout asks every
/// item's size when it is prepared, so the cached adapter measures the changed items only.
@MainActor
func collectionFittingApply(name: String, runs: Int, rows: Int) async -> [Measurement] {
    let inputs = SnapshotInputs.make(
        seed: 31, sections: 1, rowsPerSection: rows, plan: .everything(0.01, of: rows), cell: FittingBenchCell.self)
    let pair = [inputs.old, inputs.new]
    let changes = ListDiff(from: inputs.old, to: inputs.new).changeCount
    var views: [(view: UICollectionView, adapter: CollectionViewAdapter, delegate: AnyObject?)] = []
    for cached in [true, false] {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.itemSizing = .fitting(width: .full)
        var delegate: UncachedSizingDelegate?
        if !cached {
            delegate = UncachedSizingDelegate(adapter: adapter)
            view.delegate = delegate
        }
        await adapter.apply(inputs.old)
        view.layoutIfNeeded()
        views.append((view, adapter, delegate))
    }
    let measured = await measureFittingApplies(
        scenario: name, runs: runs, libraries: [Library.sizeCache, Library.noSizeCache],
        views: views.map { ($0.view, $0.adapter) }, pair: pair, changes: changes)
    withExtendedLifetime(views.map(\.delegate)) {}
    return measured
}
#endif
