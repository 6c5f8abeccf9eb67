#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension CollectionViewAdapter {
    /// How a ``CollectionViewAdapter`` sizes the items of a `UICollectionViewFlowLayout`.
    public enum ItemSizing: Equatable, Sendable {
        /// The layout sizes the items: every item is its `itemSize`, or sizes itself when the layout has an
        /// `estimatedItemSize`. The adapter does not take part (on iOS it does not respond to
        /// `collectionView(_:layout:sizeForItemAt:)`), so UIKit's own self-sizing is untouched; rows' own heights
        /// (``Row/height(_:)-(CGFloat)``) are not used.
        case layout

        /// The adapter sizes the items: each is `width` wide and as tall as its cell's constraints make it at that
        /// width, or as its row's own height (``Row/height(_:)-(CGFloat)``) says.
        ///
        /// The adapter measures a sizing cell of the row's cell type — one per type, made as the collection view would
        /// make it (from its class or its ``NibLoadable`` nib) and never shown — configured with the row's model:
        /// `systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        /// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`. Sizes are kept by
        /// row identity, content and width, so a row is measured once for as long as its content is the same: again
        /// when its model changes, or at a new width (the sizes at the old one are kept for when it comes back).
        /// Leave the layout's `estimatedItemSize` at `.zero` in this mode.
        case fitting(width: ItemWidth)
    }

    /// The width of the items of ``ItemSizing/fitting(width:)``.
    public enum ItemWidth: Equatable, Sendable {
        /// The collection view's content width (its bounds less its adjusted content insets) less the section's
        /// insets: one item per line, as in a list.
        case full

        /// As many items per line, the layout's `minimumInteritemSpacing` between them, filling the width of
        /// ``full`` (each width rounded down to the screen's pixels); at least one.
        case columns(Int)

        /// A width in points, whatever the collection view's.
        case fixed(CGFloat)
    }

    /// The item's size, in ``ItemSizing/fitting(width:)`` mode: its row's own height (``Row/height(_:)-(CGFloat)``;
    /// a computed height is given the item's width) or the size its cell's constraints give it at the item's width,
    /// measured with a sizing cell once per row identity, content and width. In ``ItemSizing/layout`` mode, the
    /// layout's `itemSize`; on iOS the adapter then does not respond to this method, so the layout sizes the items on
    /// its own.
    ///
    /// - Complexity: O(1) for a row measured at this width before, or with its own height; otherwise one
    ///   configuration and one constraint fitting of the sizing cell.
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let flow = collectionViewLayout as? UICollectionViewFlowLayout
        let layoutSize = flow?.itemSize ?? .zero
        guard case .fitting(let rule) = itemSizing, let row = row(at: indexPath) else { return layoutSize }
        return answering {
            fittedSize(of: row, width: itemWidth(rule, in: collectionView, layout: flow)) ?? layoutSize
        }
    }

    /// The size of `row` at `width`: its own height (``Row/height(_:)-(CGFloat)``), or its cell's, measured with a
    /// sizing cell once per row identity, content and width; `nil` if no sizing cell can be made for its type.
    ///
    /// - Complexity: O(1) for a row measured at this width before, or with its own height; otherwise one
    ///   configuration and one constraint fitting of the sizing cell.
    func fittedSize(of row: AnyRow, width: CGFloat) -> CGSize? {
        checkContentSizeCategory()
        if let height = row.height?.points(atWidth: width) { return CGSize(width: width, height: height) }
        if let size = measurements.measurement(for: row, width: width) { return size }
        guard let size = measuredSize(of: row, width: width) else { return nil }
        measurements.record(size, for: row, width: width)
        return size
    }

    /// The width `rule` gives items in `collectionView`.
    ///
    /// - Complexity: O(1).
    func itemWidth(
        _ rule: ItemWidth, in collectionView: UICollectionView, layout: UICollectionViewFlowLayout?
    ) -> CGFloat {
        if case .fixed(let points) = rule { return max(0, points) }
        let contentWidth = collectionView.bounds.inset(by: collectionView.adjustedContentInset).width
        let inset = layout?.sectionInset ?? .zero
        let available = max(0, contentWidth - inset.left - inset.right)
        guard case .columns(let count) = rule, count > 1 else { return available }
        let spacing = layout?.minimumInteritemSpacing ?? 0
        let width = max(0, (available - spacing * CGFloat(count - 1)) / CGFloat(count))
        // Rounded down to the pixel, so that the columns fit the line whatever the rounding of their sum.
        let scale = max(1, UIScreen.main.scale)
        return (width * scale).rounded(.down) / scale
    }

    /// The size of `row`'s cell at `width`: its sizing cell configured with the row's model and fitted, at exactly
    /// `width`; `nil` if no sizing cell can be made for its type.
    ///
    /// - Complexity: One configuration and one constraint fitting.
    private func measuredSize(of row: AnyRow, width: CGFloat) -> CGSize? {
        guard let cell = sizingCell(for: row) else { return nil }
        row.show(in: cell)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        guard fitted.height.isFinite, fitted.height >= 0 else { return nil }
        return CGSize(width: width, height: fitted.height)
    }

    /// The sizing cell of `row`'s cell type, made the first time from the type's registration (its class, or its
    /// nib's first cell); `nil` if the type is not a `UICollectionViewCell`.
    ///
    /// - Complexity: O(1), plus making the cell the first time.
    private func sizingCell(for row: AnyRow) -> UICollectionViewCell? {
        let type = ObjectIdentifier(row.cellType)
        if let cell = sizingCells[type] as? UICollectionViewCell { return cell }
        let cell: UICollectionViewCell?
        switch CellRegistry.registration(for: row) {
        case .class(let cellClass):
            #if canImport(UIKit) && canImport(ObjectiveC)
            // Objective-C initializers may be called on a class value, as UIKit makes registered cells.
            cell = (cellClass as? UICollectionViewCell.Type)?.init(frame: .zero)
            #elseif canImport(UIKit)
            // UIKit without the Objective-C runtime: only the iOS build simulated on Linux, which is compiled, not run.
            cell = nil
            #else
            cell = Headless.makeView(ofRegisteredClass: cellClass) as? UICollectionViewCell
            #endif
        case .nib(let nib):
            cell = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UICollectionViewCell }.first
        case .standIn(let standIn):
            cell = standIn.makeCollectionCell()
        }
        sizingCells[type] = cell
        return cell
    }

    /// Lays the items out again after ``itemSizing`` changed.
    func itemSizingDidChange() {
        guard let collectionView else { return }
        #if canImport(UIKit)
        // UIKit reads which optional methods its delegate responds to when the delegate is set.
        collectionView.delegate = nil
        collectionView.delegate = self
        #endif
        collectionView.collectionViewLayout.invalidateLayout()
    }
}

// On iOS the adapter answers `responds(to:)`; on HeadlessUIKit, its stand-in. UIKit without the Objective-C runtime
// (only the iOS build simulated on Linux) has neither.
#if canImport(UIKit) && canImport(ObjectiveC)
extension CollectionViewAdapter {
    /// Whether the adapter implements `selector`: as `NSObject` says, except that it does not respond to
    /// `collectionView(_:layout:sizeForItemAt:)` in ``ItemSizing/layout`` mode, so that the flow layout sizes the items
    /// on its own (its `itemSize`, or its self-sizing with `estimatedItemSize`).
    ///
    /// UIKit asks on the main thread, where the adapter lives; other selectors are answered by `NSObject` on any thread.
    nonisolated public override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)) {
            return MainActor.assumeIsolated { itemSizing != .layout }
        }
        return super.responds(to: aSelector)
    }
}
#elseif !canImport(UIKit)
extension CollectionViewAdapter: FlowLayoutItemSizeResponding {
    /// Whether the adapter gives item sizes: in ``ItemSizing/fitting(width:)`` mode only, as it answers
    /// `responds(to:)` on iOS, so that HeadlessUIKit's flow layout keeps its O(sections) grid in ``ItemSizing/layout``
    /// mode.
    package var respondsToSizeForItem: Bool { itemSizing != .layout }
}
#endif
