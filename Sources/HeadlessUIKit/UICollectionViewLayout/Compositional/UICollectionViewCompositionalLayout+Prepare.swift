#if !canImport(UIKit)
import Foundation

extension UICollectionViewCompositionalLayout {
    /// Makes every section again if the layout was invalidated, the collection view's size or its counts changed;
    /// otherwise lays out again only the groups whose items were measured, and moves what follows them.
    ///
    /// - Complexity: O(sections + items) when the sections are made again (O(sections + measured groups) when no
    ///   group has an estimated dimension); otherwise O(groups of the sections with measured items + sections).
    func prepareSections() {
        guard let collectionView else {
            sections = []
            globalBoundaries = []
            contentHeight = 0
            return
        }
        let size = collectionView.bounds.size
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if needsSections || size != preparedSize || counts != preparedCounts {
            needsSections = false
            preparedSize = size
            preparedCounts = counts
            remeasuredGroups.removeAll()
            makeSections(in: collectionView, counts: counts)
        } else if !remeasuredGroups.isEmpty {
            for (section, groups) in remeasuredGroups where sections.indices.contains(section) {
                let geometry = sections[section]
                for group in groups where geometry.extents.indices.contains(group) {
                    geometry.extents[group] = extent(ofGroup: group, in: geometry)
                }
                geometry.recomputeOffsets()
            }
            remeasuredGroups.removeAll()
        }
        stackSections()
    }

    /// The insets the content insets reference adds at the left and right (HeadlessUIKit has no safe area).
    func referenceInsets(_ reference: UIContentInsetsReference) -> (left: CGFloat, right: CGFloat) {
        guard let collectionView else { return (0, 0) }
        switch reference {
        case .layoutMargins, .readableContent:
            let margins = collectionView.layoutMargins
            return (finite(max(0, margins.left)), finite(max(0, margins.right)))
        case .automatic, .none, .safeArea:
            return (0, 0)
        }
    }

    /// Asks the provider for each section and lays out its template group.
    private func makeSections(in collectionView: UICollectionView, counts: [Int]) {
        if configuration.scrollDirection == .horizontal, !hasRefusedScrollDirection {
            // On iOS a horizontal layout puts its sections side by side and swaps every section's axes
            // (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection).
            // HeadlessUIKit lays it out vertically: frames a test would read here are not iOS's, so it says so once.
            hasRefusedScrollDirection = true
            Headless.raise(
                "HeadlessUIKit does not lay out a compositional layout whose configuration's scrollDirection is "
                    + ".horizontal: it lays its sections out vertically, where iOS puts them side by side.")
        }
        let size = preparedSize
        let container = CompositionalContainer(
            contentSize: size, insets: .zero, effectiveInsets: .zero)
        let environment = CompositionalEnvironment(
            container: container, traitCollection: collectionView.traitCollection)
        self.environment = environment
        sections = counts.enumerated().map { index, count in
            let definition = section(at: index, itemCount: count, environment: environment)
            let geometry = CompositionalSectionGeometry(definition: definition, index: index, itemCount: count)
            geometry.orthogonalOffset = orthogonalOffsets[index] ?? 0
            layOutTemplate(of: geometry, environment: environment)
            return geometry
        }
    }

    /// The provider's section, or an empty one where it gave none; for a section with items, UIKit's message first.
    private func section(
        at index: Int, itemCount: Int, environment: CompositionalEnvironment
    ) -> NSCollectionLayoutSection {
        if let section = sectionProvider(index, environment) { return section }
        // UIKit's compositional layout solver (_UICollectionCompositionalLayoutSolver.m, as decompiled UIKitCore
        // shows it) fails with these words through NSAssertionHandler when the provider returns nil for a section
        // whose data source count is not zero, and uses an empty section in its place either way; an empty section
        // may be nil. Crash reports quote the same words (mozilla-mobile/firefox-ios#22203 and its fix, #22512).
        if itemCount > 0 {
            Headless.raise(
                "Invalid section definition. Please specify a valid section definition when content is to be "
                    + "rendered for a section. This is a client error.")
        }
        let empty = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(_width: .fractionalWidth(1), height: .absolute(0)),
            subitems: [])
        return NSCollectionLayoutSection(_group: empty)
    }

    /// Lays out one group of the section, the section's boundaries' sizes, and each group's length.
    private func layOutTemplate(of geometry: CompositionalSectionGeometry, environment: CompositionalEnvironment) {
        let definition = geometry.definition
        let size = preparedSize
        let reference =
            definition.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : definition.contentInsetsReference
        let (left, right) = referenceInsets(reference)
        let insets = definition.contentInsets
        let leading = max(0, finite(insets.leading))
        let trailing = max(0, finite(insets.trailing))
        geometry.contentWidth = max(0, size.width - left - right - leading - trailing)
        geometry.visibleLeft = left
        geometry.visibleWidth = max(0, size.width - left - right)
        let containerSize = CGSize(
            width: geometry.contentWidth,
            height: max(0, size.height - max(0, finite(insets.top)) - max(0, finite(insets.bottom))))
        geometry.groupSize = definition.group.layoutSize.resolved(in: containerSize)
        geometry.groupSize.width = max(0, geometry.groupSize.width)
        geometry.groupSize.height = max(0, geometry.groupSize.height)
        let layout = CompositionalGroupLayout(environment: environment) { _ in nil }
        var leaves: [CompositionalLeaf] = []
        geometry.templateSize = layout.layOut(definition.group, size: geometry.groupSize, origin: .zero, into: &leaves)
        geometry.template = leaves
        let perGroup = leaves.count
        if perGroup == 0 && geometry.itemCount > 0 {
            Headless.reportLayout(
                "UICollectionViewCompositionalLayout: the group of section \(geometry.index) holds no items; its "
                    + "\(geometry.itemCount) items are not shown.")
        }
        geometry.groupCount = perGroup == 0 ? 0 : (geometry.itemCount + perGroup - 1) / perGroup
        geometry.isEstimated = CompositionalGroupLayout.hasEstimates(definition.group)
        if geometry.isEstimated {
            geometry.extents = Array(repeating: geometry.templateExtent, count: geometry.groupCount)
            var measuredGroups = Set<Int>()
            for indexPath in measuredSizes.keys where indexPath.section == geometry.index && perGroup > 0 {
                measuredGroups.insert(indexPath.item / perGroup)
            }
            for group in measuredGroups where group < geometry.groupCount {
                geometry.extents[group] = extent(ofGroup: group, in: geometry)
            }
            geometry.recomputeOffsets()
        }
    }

    /// The leaves of one group of a section, at the group's origin in the collection view's content, measured sizes
    /// in place of estimates; only leaves of items that exist.
    ///
    /// - Complexity: O(leaves per group).
    func leaves(ofGroup group: Int, in geometry: CompositionalSectionGeometry) -> [CompositionalLeaf] {
        let origin = geometry.origin(ofGroup: group)
        let first = group * geometry.leavesPerGroup
        let count = min(geometry.leavesPerGroup, geometry.itemCount - first)
        guard count > 0 else { return [] }
        if !geometry.isEstimated {
            return geometry.template[0..<count].map {
                CompositionalLeaf(
                    frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), item: $0.item, zIndex: $0.zIndex)
            }
        }
        var leaves: [CompositionalLeaf] = []
        _ = measuredLayout(ofGroup: group, in: geometry).layOut(
            geometry.definition.group, size: geometry.groupSize, origin: origin, into: &leaves)
        return Array(leaves.prefix(count))
    }

    /// A group layout that reads the section's measured sizes for the group's items.
    private func measuredLayout(
        ofGroup group: Int, in geometry: CompositionalSectionGeometry
    ) -> CompositionalGroupLayout {
        let first = group * geometry.leavesPerGroup
        let section = geometry.index
        let sizes = measuredSizes
        let environment: any NSCollectionLayoutEnvironment =
            self.environment
            ?? CompositionalEnvironment(
                container: CompositionalContainer(contentSize: preparedSize, insets: .zero, effectiveInsets: .zero),
                traitCollection: UITraitCollection())
        return CompositionalGroupLayout(environment: environment) {
            sizes[IndexPath(item: first + $0, section: section)]
        }
    }

    /// A group's length along its section's axis, its measured items in place. O(leaves per group).
    private func extent(ofGroup group: Int, in geometry: CompositionalSectionGeometry) -> CGFloat {
        var leaves: [CompositionalLeaf] = []
        let size = measuredLayout(ofGroup: group, in: geometry).layOut(
            geometry.definition.group, size: geometry.groupSize, origin: .zero, into: &leaves)
        return geometry.isOrthogonal ? size.width : size.height
    }

    /// Places the layout's headers, the sections one under another with their headers and footers, and the layout's
    /// footers. O(sections).
    private func stackSections() {
        let width = preparedSize.width
        var y: CGFloat = 0
        globalBoundaries = []
        let global = configuration.boundarySupplementaryItems
        for item in global where item.isLeadingBoundary {
            let frame = boundaryFrame(item, x: 0, width: width, y: y)
            globalBoundaries.append((item, frame))
            if item.extendsBoundary { y = max(y, frame.maxY - item.offset.y) }
        }
        let spacing = max(0, finite(configuration.interSectionSpacing))
        for (index, geometry) in sections.enumerated() {
            if index > 0 { y += spacing }
            stack(geometry, at: y)
            y = geometry.bottom
        }
        for item in global where !item.isLeadingBoundary {
            let frame = boundaryFrame(item, x: 0, width: width, y: y)
            globalBoundaries.append((item, frame))
            if item.extendsBoundary { y = max(y, frame.maxY - item.offset.y) }
        }
        contentHeight = y
    }

    /// Places one section's headers, groups and footers from `top`. O(boundary items).
    private func stack(_ geometry: CompositionalSectionGeometry, at top: CGFloat) {
        let definition = geometry.definition
        let insets = definition.contentInsets
        let leading = max(0, finite(insets.leading))
        let insetTop = max(0, finite(insets.top))
        let insetBottom = max(0, finite(insets.bottom))
        let follows = definition.supplementariesFollowContentInsets
        let boundaryX = follows ? geometry.visibleLeft + leading : geometry.visibleLeft
        let boundaryWidth = follows ? geometry.contentWidth : geometry.visibleWidth
        geometry.top = top
        geometry.boundaries = []
        var headerHeight: CGFloat = 0
        for item in definition.boundarySupplementaryItems where item.isLeadingBoundary {
            let frame = boundaryFrame(
                item, x: boundaryX, width: boundaryWidth, y: top,
                measured: measuredSupplementarySizes[item.elementKind]?[geometry.index])
            geometry.boundaries.append((item, frame))
            // An extending header takes the space down to its bottom, its offset included.
            if item.extendsBoundary { headerHeight = max(headerHeight, frame.maxY - top) }
        }
        let groupsTop = top + headerHeight + insetTop
        geometry.groupsOrigin = CGPoint(x: geometry.visibleLeft + leading, y: groupsTop)
        let groupsHeight: CGFloat
        if geometry.isOrthogonal {
            geometry.thickness = geometry.groupCount > 0 ? geometry.templateSize.height : 0
            groupsHeight = geometry.thickness
        } else {
            groupsHeight = geometry.groupsExtent
        }
        geometry.backgroundFrame = CGRect(
            x: geometry.visibleLeft, y: groupsTop - insetTop, width: geometry.visibleWidth,
            height: insetTop + groupsHeight + insetBottom)
        var footerTop = groupsTop + groupsHeight + insetBottom
        var footerHeight: CGFloat = 0
        for item in definition.boundarySupplementaryItems where !item.isLeadingBoundary {
            let frame = boundaryFrame(
                item, x: boundaryX, width: boundaryWidth, y: footerTop,
                measured: measuredSupplementarySizes[item.elementKind]?[geometry.index])
            geometry.boundaries.append((item, frame))
            if item.extendsBoundary { footerHeight = max(footerHeight, frame.maxY - footerTop) }
        }
        if !definition.boundarySupplementaryItems.contains(where: { !$0.isLeadingBoundary && $0.extendsBoundary }) {
            footerTop = groupsTop + groupsHeight + insetBottom
        }
        geometry.bottom = footerTop + footerHeight
    }

    /// A boundary item's frame across `width` from `x`, its top at `y`: aligned leading, trailing or centred, and
    /// moved by its offset; its estimated dimensions the size its view gave (`measured`), once it gave one, as a
    /// self-sizing cell's (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)).
    /// O(1).
    private func boundaryFrame(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, x: CGFloat, width: CGFloat, y: CGFloat,
        measured: CGSize? = nil
    ) -> CGRect {
        var size = item.layoutSize.resolved(in: CGSize(width: width, height: preparedSize.height))
        if let measured {
            if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        size.width = max(0, size.width)
        size.height = max(0, size.height)
        let edges = item.alignment.edges
        let left: CGFloat
        if edges.contains(.leading) {
            left = x
        } else if edges.contains(.trailing) {
            left = x + width - size.width
        } else {
            left = x + (width - size.width) / 2
        }
        return CGRect(
            x: left + finite(item.offset.x), y: y + finite(item.offset.y), width: size.width, height: size.height)
    }
}
#endif
