#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// The direction a flow layout fills and scrolls, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Rows of items fill left to right; the content scrolls vertically.
        case vertical = 0
        /// Columns of items fill top to bottom; the content scrolls horizontally.
        case horizontal = 1
    }
}

/// A grid layout, as UIKit's `UICollectionViewFlowLayout`: items flow left to right and wrap into rows, sections are
/// stacked vertically, each with an optional header and footer that span the width.
///
/// Sizes and spacings come from the layout's properties or, per section, from the collection view's delegate when it
/// conforms to ``UICollectionViewDelegateFlowLayout``.
///
/// Differences from UIKit, all documented here:
/// - every item of a section has one size, the one the delegate gives for the section's first item (or
///   ``itemSize``), so that layout costs O(sections) and not O(items);
/// - items in a row are packed from the left with ``minimumInteritemSpacing`` between them (UIKit spreads the spare
///   width of a full row between its items);
/// - ``scrollDirection`` `.horizontal` is accepted but laid out as `.vertical`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item, unless the delegate gives one. UIKit's default is 50 by 50.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// The least space between rows. UIKit's default is 10.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The least space between items in a row. UIKit's default is 10.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// The size of each section's header; a zero height means no header.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// The size of each section's footer; a zero height means no footer.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// The scroll direction; only `.vertical` is laid out as such (see the type's discussion).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    /// The geometry of each section, computed by ``prepare()``.
    private var sections: [FlowLayoutSection] = []
    /// The width the sections were computed for.
    private var preparedWidth: CGFloat = 0

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size of all sections: the collection view's width by the bottom of the last section.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: preparedWidth, height: sections.last?.bottom ?? 0)
    }

    /// Computes the geometry of every section from the collection view's counts, its width and the sizes.
    ///
    /// - Complexity: O(sections), plus one delegate call per section for each size the delegate can give.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            return
        }
        preparedWidth = collectionView.bounds.width
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var y: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { index in
            var section = FlowLayoutSection()
            section.itemCount = collectionView.numberOfItems(inSection: index)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
            section.lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index)
                ?? minimumLineSpacing
            section.interitemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
                ?? minimumInteritemSpacing
            section.itemSize =
                section.itemCount > 0
                ? delegate?.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: index)) ?? itemSize
                : itemSize
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index)
                ?? footerReferenceSize
            let available = preparedWidth - inset.left - inset.right
            let pitch = section.itemSize.width + section.interitemSpacing
            section.columns =
                pitch > 0 ? max(1, Int(((available + section.interitemSpacing) / pitch).rounded(.down))) : 1
            section.left = inset.left
            section.top = y
            section.headerHeight = max(0, header.height)
            section.itemsTop = y + section.headerHeight + inset.top
            section.footerTop = section.itemsTop + section.itemsHeight + inset.bottom
            section.footerHeight = max(0, footer.height)
            section.bottom = section.footerTop + section.footerHeight
            y = section.bottom
            return section
        }
    }

    /// Whether the new bounds have another width, which changes how many items fit in a row.
    @discardableResult
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != preparedWidth
    }

    /// The headers, items and footers that intersect the rectangle, section by section.
    ///
    /// - Complexity: O(log sections + the sections and elements found).
    @discardableResult
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: rect.minY)
        while index < sections.count, sections[index].top < rect.maxY {
            let section = sections[index]
            if let header = supplementaryAttributes(UICollectionView.elementKindSectionHeader, in: index),
                header.frame.intersects(rect)
            {
                result.append(header)
            }
            for item in section.items(intersecting: rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = section.frame(ofItem: item)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            if let footer = supplementaryAttributes(UICollectionView.elementKindSectionFooter, in: index),
                footer.frame.intersects(rect)
            {
                result.append(footer)
            }
            index += 1
        }
        return result
    }

    /// The attributes of the item, or `nil` if the layout has no such item. O(1).
    @discardableResult
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].frame(ofItem: indexPath.item)
        return attributes
    }

    /// The attributes of a section's header or footer, or `nil` if it has none. O(1).
    @discardableResult
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return supplementaryAttributes(elementKind, in: indexPath.section)
    }

    private func supplementaryAttributes(_ kind: String, in index: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(index) else { return nil }
        let section = sections[index]
        let frame: CGRect
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            frame = CGRect(x: 0, y: section.top, width: preparedWidth, height: section.headerHeight)
        case UICollectionView.elementKindSectionFooter:
            frame = CGRect(x: 0, y: section.footerTop, width: preparedWidth, height: section.footerHeight)
        default:
            return nil
        }
        guard frame.height > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
        attributes.frame = frame
        return attributes
    }

    /// The first section whose bottom is below `y`. O(log sections).
    private func firstSection(endingAfter y: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].bottom <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
#endif
