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

extension UICollectionViewFlowLayout {
    /// The value of ``estimatedItemSize`` that asks items to size themselves with no estimate of their own (the
    /// layout estimates with ``itemSize``), as UIKit's `UICollectionViewFlowLayout.automaticSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// What a flow layout's section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum).
    @available(iOS 11.0, *)
    public enum SectionInsetReference: Int, Sendable {
        /// From the edges of the collection view's adjusted content inset (the default).
        case fromContentInset = 0
        /// From the edges of the collection view's safe area.
        case fromSafeArea = 1
        /// From the collection view's layout margins.
        case fromLayoutMargins = 2
    }
}

/// A grid layout, as UIKit's `UICollectionViewFlowLayout`: items flow left to right and wrap into rows, sections are
/// stacked vertically, each with an optional header and footer that span the width.
///
/// Sizes and spacings come from the layout's properties or from the collection view's delegate when it conforms to
/// ``UICollectionViewDelegateFlowLayout``: spacings, insets and header and footer sizes per section, and the size of
/// every item, asked item by item when the layout is prepared, as UIKit's flow layout does. Items of different sizes
/// flow one by one, left to right, each line as tall as its tallest item and its items centred in it; when every item
/// of a section has one size, the section is a grid of equal items.
///
/// Self-sizing items: with ``estimatedItemSize`` set (or ``automaticSize``, which estimates with ``itemSize``), every
/// item starts at the estimate and, when its cell is laid out on screen, takes the size the cell's
/// `preferredLayoutAttributesFitting(_:)` returns (by default what its content view's constraints give at the
/// fitting priority, at most the section's width); items then flow one by one, left to right, each line as tall as its
/// tallest item, items centred in their line, as UIKit's flow layout does. Sizes are kept until the items change (a
/// reload or a batch update), when the items on screen are measured again.
///
/// Differences from UIKit, all documented here:
/// - Swift cannot tell a delegate's own `collectionView(_:layout:sizeForItemAt:)` from the protocol's default, where
///   UIKit asks `responds(to:)`: a delegate that conforms is taken to give item sizes and is asked for every item,
///   O(items) per section, unless it says it does not (HeadlessUIKit's `package` stand-in for `responds(to:)`,
///   `FlowLayoutItemSizeResponding`). Without such a delegate every item has ``itemSize`` and a section costs O(1) to
///   prepare; with estimated sizes, O(items);
/// - with ``estimatedItemSize`` set, items start at the estimate and the delegate is not asked for item sizes (what
///   UIKit does with both is not documented);
/// - items in a row are packed from the left with ``minimumInteritemSpacing`` between them (UIKit spreads the spare
///   width of a full row between its items);
/// - ``scrollDirection`` `.horizontal` is accepted but laid out as `.vertical`.
///
/// The content is as wide as the collection view less its adjusted content inset's left and right; the section
/// insets' left and right are measured from the edge ``sectionInsetReference`` names, never closer to the content's
/// edge than the content inset ("The minimum value of this property is always the collection view's
/// `contentInset`", https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property);
/// their top and bottom are measured from the section's top and bottom, as the layout scrolls vertically. Headers and
/// footers span the content's width.
///
/// Pinned headers and footers (``sectionHeadersPinToVisibleBounds``, ``sectionFootersPinToVisibleBounds``): each time
/// the collection view asks for attributes, the header of a section that spans the top of the visible area (the
/// content offset plus the adjusted content inset's top) sits at that top, never above its own place and never below
/// the end of its section's items and bottom inset, so the next section's header pushes it up; a footer likewise sits
/// at the bottom of the visible area, never below its own place and never above its section's header.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item, unless the delegate gives one. UIKit's default is 50 by 50.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// The size items are estimated at until their cells size themselves; `.zero` (the default) turns self-sizing
    /// off. ``automaticSize`` estimates with ``itemSize``.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }

    /// The sizes items' cells gave, by index path, until the items change.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    /// Whether items size themselves.
    private var sizesItems: Bool { estimatedItemSize != .zero }

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

    /// What the section insets' left and right are measured from (see the type's discussion). Default:
    /// `.fromContentInset`.
    @available(iOS 11.0, *)
    open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference = .fromContentInset {
        didSet { invalidateLayout() }
    }

    /// Whether each section's header stays at the top of the visible area while its section is there (see the type's
    /// discussion). Default: `false`.
    @available(iOS 9.0, *)
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// Whether each section's footer stays at the bottom of the visible area while its section is there (see the
    /// type's discussion). Default: `false`.
    @available(iOS 9.0, *)
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// The scroll direction; only `.vertical` is laid out as such (see the type's discussion).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    /// The geometry of each section, computed by ``prepare()``.
    private var sections: [FlowLayoutSection] = []
    /// The width of the content the sections were computed for: the collection view's less its content inset's.
    private var preparedWidth: CGFloat = 0
    /// The collection view's width when the sections were computed.
    private var preparedBoundsWidth: CGFloat = 0

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
    /// - Complexity: O(sections), plus one delegate call per section for each size the delegate can give; O(items)
    ///   more, one delegate call each, when the delegate gives item sizes, and O(items) with estimated sizes.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            return
        }
        let contentInset = collectionView.adjustedContentInset
        preparedBoundsWidth = collectionView.bounds.width
        preparedWidth = max(0, preparedBoundsWidth - contentInset.left - contentInset.right)
        let reference = referenceInsets(of: collectionView)
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let sizingDelegate = delegate.flatMap(Self.itemSizingDelegate)
        var y: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { index in
            var section = FlowLayoutSection()
            section.itemCount = collectionView.numberOfItems(inSection: index)
            var inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
            if let reference {
                inset.left = max(0, reference.left + inset.left - contentInset.left)
                inset.right = max(0, reference.right + inset.right - contentInset.right)
            }
            section.lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index)
                ?? minimumLineSpacing
            section.interitemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
                ?? minimumInteritemSpacing
            section.itemSize = itemSize
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index)
                ?? footerReferenceSize
            let available = preparedWidth - inset.left - inset.right
            var itemSizes: [CGSize] = []
            if !sizesItems, let sizingDelegate, section.itemCount > 0 {
                itemSizes = (0..<section.itemCount).map {
                    sizingDelegate.collectionView(
                        collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: index))
                }
                // One size for all: a grid of equal items, as without the delegate.
                if itemSizes.allSatisfy({ $0 == itemSizes[0] }) {
                    section.itemSize = itemSizes[0]
                    itemSizes = []
                }
            }
            if sizesItems || !itemSizes.isEmpty {
                section.left = inset.left
                section.top = y
                section.headerHeight = max(0, header.height)
                section.itemsTop = y + section.headerHeight + inset.top
                if sizesItems {
                    let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
                    flowItems(of: &section, available: available) {
                        measuredSizes[IndexPath(item: $0, section: index)] ?? estimate
                    }
                } else {
                    flowItems(of: &section, available: available) { itemSizes[$0] }
                }
                section.footerTop = section.itemsTop + section.itemsHeight + inset.bottom
                section.footerHeight = max(0, footer.height)
                section.bottom = section.footerTop + section.footerHeight
                y = section.bottom
                return section
            }
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

    /// The collection view's insets that ``sectionInsetReference`` measures from, or `nil` for its content inset.
    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets? {
        switch sectionInsetReference {
        case .fromContentInset: nil
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
    }

    /// The delegate, if it gives item sizes (see the type's discussion).
    private static func itemSizingDelegate(
        _ delegate: any UICollectionViewDelegateFlowLayout
    ) -> (any UICollectionViewDelegateFlowLayout)? {
        (delegate as? any FlowLayoutItemSizeResponding)?.respondsToSizeForItem == false ? nil : delegate
    }

    /// Places the items of a section one by one at the sizes `sizeOfItem` gives (see the type's discussion): lines
    /// left to right, each as tall as its tallest item, the items centred in it.
    ///
    /// - Complexity: O(items), one call of `sizeOfItem` each.
    private func flowItems(
        of section: inout FlowLayoutSection, available: CGFloat, size sizeOfItem: (_ item: Int) -> CGSize
    ) {
        var frames: [CGRect] = []
        frames.reserveCapacity(section.itemCount)
        var lines: [FlowLayoutSection.Line] = []
        var x = section.left
        var lineTop = section.itemsTop
        var lineHeight: CGFloat = 0
        var lineStart = 0
        func endLine(at end: Int) {
            guard end > lineStart else { return }
            for item in lineStart..<end {
                frames[item].origin.y = lineTop + (lineHeight - frames[item].height) / 2
            }
            lines.append(FlowLayoutSection.Line(first: lineStart, top: lineTop, bottom: lineTop + lineHeight))
        }
        for item in 0..<section.itemCount {
            var size = sizeOfItem(item)
            size.width = min(max(0, size.width), max(0, available))
            size.height = max(0, size.height)
            if item > lineStart, x + size.width > section.left + available + 1e-9 {
                endLine(at: item)
                lineTop += lineHeight + section.lineSpacing
                lineHeight = 0
                lineStart = item
                x = section.left
            }
            frames.append(CGRect(x: x, y: lineTop, width: size.width, height: size.height))
            x += size.width + section.interitemSpacing
            lineHeight = max(lineHeight, size.height)
        }
        endLine(at: section.itemCount)
        section.itemFrames = frames
        section.lines = lines
    }

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        sizesItems && measuredSizes[indexPath] == nil
    }

    /// Whether the item's cell prefers another size than its estimate: with ``estimatedItemSize`` set, the layout then
    /// takes that size and lays the items out again.
    @discardableResult
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        sizesItems && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.frame.size != originalAttributes.frame.size
    }

    override func acceptPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) {
        guard sizesItems, preferred.representedElementCategory == .cell else { return }
        measuredSizes[original.indexPath] = preferred.frame.size
    }

    override func itemsDidChange() {
        measuredSizes.removeAll()
    }

    /// Whether the new bounds have another width, which changes how many items fit in a row, or headers or footers
    /// are pinned, which move with the bounds.
    @discardableResult
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != preparedBoundsWidth || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
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

    /// A section's header or footer, where pinning puts it for the collection view's current bounds (see the type's
    /// discussion). O(1).
    private func supplementaryAttributes(_ kind: String, in index: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(index) else { return nil }
        let section = sections[index]
        let frame: CGRect
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            var y = section.top
            if sectionHeadersPinToVisibleBounds, let visible = visibleContentRect {
                y = max(section.top, min(visible.minY, section.footerTop - section.headerHeight))
            }
            frame = CGRect(x: 0, y: y, width: preparedWidth, height: section.headerHeight)
        case UICollectionView.elementKindSectionFooter:
            var y = section.footerTop
            if sectionFootersPinToVisibleBounds, let visible = visibleContentRect {
                y = min(section.footerTop, max(visible.maxY - section.footerHeight, section.top + section.headerHeight))
            }
            frame = CGRect(x: 0, y: y, width: preparedWidth, height: section.footerHeight)
        default:
            return nil
        }
        guard frame.height > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
        attributes.frame = frame
        return attributes
    }

    /// The part of the content the collection view shows inside its adjusted content inset, where pinned headers and
    /// footers go.
    private var visibleContentRect: CGRect? {
        guard let collectionView else { return nil }
        let inset = collectionView.adjustedContentInset
        let offset = collectionView.contentOffset
        let size = collectionView.bounds.size
        return CGRect(
            x: offset.x + inset.left, y: offset.y + inset.top,
            width: max(0, size.width - inset.left - inset.right), height: max(0, size.height - inset.top - inset.bottom)
        )
    }

    /// The first section whose bottom is below `y`. O(log sections).
    private func firstSection(endingAfter y: CGFloat) -> Int {
        firstIndex(endingAfter: y, count: sections.count) { sections[$0].bottom }
    }
}
#endif
