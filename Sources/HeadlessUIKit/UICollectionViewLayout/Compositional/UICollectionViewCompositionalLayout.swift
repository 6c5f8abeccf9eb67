#if !canImport(UIKit)
import Foundation

/// Makes the section at an index in its layout environment, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout of sections of groups of items, as UIKit's `UICollectionViewCompositionalLayout`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout).
///
/// Sections follow each other along the configuration's
/// ``UICollectionViewCompositionalLayoutConfiguration/scrollDirection`` (down, or side by side for `.horizontal`),
/// ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart, after the layout's own headers and
/// before its footers. Each section repeats its group until its items are placed
/// (see ``NSCollectionLayoutSection``, ``NSCollectionLayoutGroup`` and ``NSCollectionLayoutDimension`` for the
/// arithmetic). Items with estimated dimensions start at the estimate and take the size their cell's
/// `preferredLayoutAttributesFitting(_:)` returns once the cell is on screen; sizes are kept until the items change.
///
/// Orthogonal sections (``NSCollectionLayoutSection/orthogonalScrollingBehavior``) scroll on their own: their
/// items' frames, here as in what the collection view shows, are where the section's scrolling puts them.
///
/// The layout asks its section provider once per section each time it is prepared after an invalidation (a reload,
/// a batch update, a change of the collection view's size, ``invalidateLayout()``); a measured cell only moves the
/// groups after it.
///
/// In a horizontal layout each section spans the collection view's height, its groups follow each other along x, its
/// `.leading` boundary items are headers before them and its `.trailing` ones footers after them (pinned ones stay at
/// the visible area's left or right edge), and an orthogonal section scrolls vertically on its own. Apple's
/// documentation does not say where other alignments, or insets measured from the layout margins, go in a
/// horizontal layout: HeadlessUIKit refuses them through `Headless.inconsistencyHandler`, once each.
///
/// Headers, footers and badges with estimated dimensions self-size as cells do (`preferredLayoutAttributesFitting(_:)`
/// once they are on screen); a badge's size moves only the badge.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The sections' maker.
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's configuration. Setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The sections' geometry, from ``prepare()``.
    var sections: [CompositionalSectionGeometry] = []
    /// The layout's own headers and footers, at their places.
    var globalBoundaries: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
    /// The size the layout was prepared for.
    var preparedSize: CGSize = .zero
    /// The item counts the layout was prepared for.
    var preparedCounts: [Int] = []
    /// Whether the sections must be made again at the next ``prepare()``.
    var needsSections = true
    /// The content's length along the layout's axis (its height for a vertical layout).
    var contentLength: CGFloat = 0
    /// The axis the sections were stacked along.
    var axis = CompositionalAxis(isHorizontal: false)
    /// The sizes cells gave, by index path, until the items change.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// The sizes self-sizing headers and footers gave, by kind and section, until the items change.
    var measuredSupplementarySizes: [String: [Int: CGSize]] = [:]
    /// The sizes self-sizing badges gave, by kind and item, until the items change.
    var measuredBadgeSizes: [String: [IndexPath: CGSize]] = [:]
    /// Groups with newly measured items, by section, to lay out again at the next ``prepare()``.
    var remeasuredGroups: [Int: Set<Int>] = [:]
    /// Orthogonal sections' offsets, kept across preparations (by section index).
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The environment the sections were made in.
    var environment: CompositionalEnvironment?
    /// The refusals the layout said, each said once.
    var refusals = Set<String>()

    /// A layout of one kind of section, repeated for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout of one kind of section, repeated for every section, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout whose provider makes each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose provider makes each section, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Creates a layout from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Marks the sections to be made again at the next layout pass.
    open override func invalidateLayout() {
        needsSections = true
        super.invalidateLayout()
    }

    /// The collection view's width by the bottom of the last section (and the layout's footers); for a horizontal
    /// layout, the end of the last section by the collection view's height.
    open override var collectionViewContentSize: CGSize {
        axis.size(along: contentLength, across: axis.thickness(preparedSize))
    }

    /// Whether the new bounds have another size: fractional dimensions change with it (rotation).
    @discardableResult
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// Whether an item of the section carries supplementary items of `kind` (they are laid out on their item, so they
    /// move with it).
    ///
    /// - Complexity: O(the items and groups of the section's group).
    override func supplementaryViewsFollowItems(ofKind kind: String, inSection section: Int) -> Bool {
        guard sections.indices.contains(section) else { return false }
        var pending: [NSCollectionLayoutItem] = [sections[section].definition.group]
        while let item = pending.popLast() {
            if item.supplementaryItems.contains(where: { $0.elementKind == kind }) { return true }
            if let group = item as? NSCollectionLayoutGroup { pending.append(contentsOf: group.subitems) }
        }
        return false
    }

    override func itemsDidChange() {
        measuredSizes.removeAll()
        measuredSupplementarySizes.removeAll()
        measuredBadgeSizes.removeAll()
        remeasuredGroups.removeAll()
        needsSections = true
    }

    /// Makes the sections if the layout was invalidated, or lays out again the groups whose items were measured.
    ///
    /// - Complexity: See `prepareSections()`: O(sections + items) after an invalidation, less after a measurement.
    open override func prepare() {
        super.prepare()
        prepareSections()
    }

    /// The cells, supplementary views and decoration views that intersect the rectangle: the layout's headers and
    /// footers, then section by section its background, headers, items with their badges, and footers. Pinned
    /// headers and footers are where the collection view's scroll position puts them.
    ///
    /// - Complexity: O(log sections + log groups + the elements found).
    @discardableResult
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, boundary) in globalBoundaries.enumerated() {
            // The layout's own pinned header stays at the start of the visible area, its pinned footer at the end
            // ("pinned to the top or bottom visible boundary of the section or layout it's attached to",
            // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds).
            let frame = pinnedFrame(boundary, from: 0, to: contentLength)
            guard frame.intersects(rect) else { continue }
            result.append(
                supplementaryAttributes(boundary.item, frame: frame, indexPath: IndexPath(item: index, section: 0)))
        }
        var index = firstSection(endingAfter: axis.minAlong(rect))
        while index < sections.count, sections[index].start < axis.maxAlong(rect) {
            appendAttributes(of: sections[index], in: rect, to: &result)
            index += 1
        }
        // The sections' visible-items handlers are called for what the collection view is about to show.
        if let collectionView, rect == CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size) {
            invalidateVisibleItems(result)
        }
        return result
    }

    /// The attributes of the item's cell, or `nil` if the layout has no such item. O(leaves per group).
    @discardableResult
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard (0..<geometry.itemCount).contains(indexPath.item), geometry.leavesPerGroup > 0 else { return nil }
        let group = indexPath.item / geometry.leavesPerGroup
        let leaves = leaves(ofGroup: group, in: geometry)
        let position = indexPath.item - group * geometry.leavesPerGroup
        guard leaves.indices.contains(position) else { return nil }
        return cellAttributes(leaves[position], indexPath: indexPath)
    }

    /// The attributes of a header, footer or badge of the kind at the index path, or `nil` if there is none.
    ///
    /// - Complexity: O(boundary items), O(leaves per group) for a badge.
    @discardableResult
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        if indexPath.item == 0,
            let boundary = geometry.boundaries.first(where: { $0.item.elementKind == elementKind })
        {
            return supplementaryAttributes(
                boundary.item, frame: pinnedFrame(boundary, in: geometry), indexPath: indexPath)
        }
        guard let cell = layoutAttributesForItem(at: indexPath), let supplementary = badge(elementKind, at: indexPath)
        else { return nil }
        let frame = supplementary.frame(on: cell.frame, measured: measuredBadgeSizes[elementKind]?[indexPath])
        return supplementaryAttributes(supplementary, frame: frame, indexPath: indexPath)
    }

    /// The item's supplementary item (badge) of the kind, if it has one. O(supplementary items of the item).
    func badge(_ elementKind: String, at indexPath: IndexPath) -> NSCollectionLayoutSupplementaryItem? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard geometry.leavesPerGroup > 0, (0..<geometry.itemCount).contains(indexPath.item) else { return nil }
        let item = geometry.template[indexPath.item % geometry.leavesPerGroup].item
        return item.supplementaryItems.first { $0.elementKind == elementKind }
    }

    /// Whether the index path names a header or footer of its section (rather than a badge of its item).
    func isBoundary(_ elementKind: String, at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item == 0 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].definition.boundarySupplementaryItems.contains {
                $0.elementKind == elementKind
            }
    }

    /// The attributes of a section's decoration view of the kind (its background), or `nil`. O(decoration items).
    @discardableResult
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard let item = geometry.definition.decorationItems.first(where: { $0.elementKind == elementKind }) else {
            return nil
        }
        return decorationAttributes(item, in: geometry)
    }

    override func wantsPreferredAttributes(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> Bool {
        if !isBoundary(kind, at: indexPath) {
            // A badge with an estimated dimension self-sizes as a cell does, once.
            guard measuredBadgeSizes[kind]?[indexPath] == nil, let badge = badge(kind, at: indexPath) else {
                return false
            }
            return badge.layoutSize.widthDimension.isEstimated || badge.layoutSize.heightDimension.isEstimated
        }
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
            measuredSupplementarySizes[kind]?[indexPath.section] == nil,
            let boundary = sections[indexPath.section].definition.boundarySupplementaryItems.first(where: {
                $0.elementKind == kind
            })
        else { return false }
        return boundary.layoutSize.widthDimension.isEstimated || boundary.layoutSize.heightDimension.isEstimated
    }

    override func prepareDequeued(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        prepareListCell(cell, at: indexPath)
    }

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].isEstimated
            && measuredSizes[indexPath] == nil
    }

    /// Whether the item's cell prefers another size than its estimate, on an estimated dimension.
    @discardableResult
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.representedElementCategory != .decorationView else { return false }
        return (!originalAttributes.fixesWidth && preferredAttributes.frame.width != originalAttributes.frame.width)
            || (!originalAttributes.fixesHeight && preferredAttributes.frame.height != originalAttributes.frame.height)
    }

    override func acceptPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) {
        let indexPath = original.indexPath
        if preferred.representedElementCategory == .supplementaryView, let kind = original.representedElementKind,
            !isBoundary(kind, at: indexPath)
        {
            // A self-sizing badge: only its own frame changes.
            measuredBadgeSizes[kind, default: [:]][indexPath] = CGSize(
                width: max(0, finite(preferred.frame.width)), height: max(0, finite(preferred.frame.height)))
            return
        }
        if preferred.representedElementCategory == .supplementaryView, let kind = original.representedElementKind,
            sections.indices.contains(indexPath.section)
        {
            // A self-sizing header or footer: the section is stacked again with the size it gave.
            measuredSupplementarySizes[kind, default: [:]][indexPath.section] = CGSize(
                width: max(0, finite(preferred.frame.width)), height: max(0, finite(preferred.frame.height)))
            return
        }
        guard preferred.representedElementCategory == .cell, sections.indices.contains(indexPath.section) else {
            return
        }
        let geometry = sections[indexPath.section]
        guard geometry.isEstimated, geometry.leavesPerGroup > 0 else { return }
        let size = CGSize(width: max(0, finite(preferred.frame.width)), height: max(0, finite(preferred.frame.height)))
        let changed = measuredSizes[indexPath] != size
        measuredSizes[indexPath] = size
        if changed { remeasuredGroups[indexPath.section, default: []].insert(indexPath.item / geometry.leavesPerGroup) }
    }
}
#endif
