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
            contentLength = 0
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
    ///
    /// In a horizontal layout, layout margins and the readable content guide are refused once and add nothing:
    /// Apple's documentation does not say which edges they inset when sections follow each other along x.
    func referenceInsets(_ reference: UIContentInsetsReference) -> (left: CGFloat, right: CGFloat) {
        guard let collectionView else { return (0, 0) }
        switch reference {
        case .layoutMargins, .readableContent:
            if axis.isHorizontal {
                refuseOnce(
                    "HeadlessUIKit does not lay out content insets measured from the layout margins or the readable "
                        + "content guide in a compositional layout whose scrollDirection is .horizontal (Apple's "
                        + "documentation does not say which edges they inset there); it measures them from the "
                        + "collection view's edges.")
                return (0, 0)
            }
            let margins = collectionView.layoutMargins
            return (finite(max(0, margins.left)), finite(max(0, margins.right)))
        case .automatic, .none, .safeArea:
            return (0, 0)
        }
    }

    /// Says a refusal through `Headless.inconsistencyHandler` the first time the layout meets it. O(1).
    func refuseOnce(_ message: String) {
        guard refusals.insert(message).inserted else { return }
        Headless.raise(message)
    }

    /// Refuses, once, the boundary items a horizontal layout does not lay out: those aligned other than `.leading`
    /// (headers) and `.trailing` (footers). Apple's documentation gives no meaning to `.top` or `.bottom` when
    /// sections follow each other along x. O(boundary items).
    private func refuseHorizontalAlignments(of items: [NSCollectionLayoutBoundarySupplementaryItem]) {
        guard axis.isHorizontal else { return }
        for item in items where item.alignment != .leading && item.alignment != .trailing {
            refuseOnce(
                "HeadlessUIKit lays out the boundary supplementary items of a compositional layout whose "
                    + "scrollDirection is .horizontal only when aligned .leading (a header) or .trailing (a footer); "
                    + "one of kind \(item.elementKind) is aligned \(item.alignment), which Apple's documentation "
                    + "does not place there.")
        }
    }

    /// Asks the provider for each section and lays out its template group.
    private func makeSections(in collectionView: UICollectionView, counts: [Int]) {
        // The axis "the content in the collection view layout scrolls along"
        // (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection):
        // sections follow each other along it, and a section that scrolls on its own scrolls across it.
        axis = CompositionalAxis(isHorizontal: configuration.scrollDirection == .horizontal)
        refuseHorizontalAlignments(of: configuration.boundarySupplementaryItems)
        let size = preparedSize
        let container = CompositionalContainer(
            contentSize: size, insets: .zero, effectiveInsets: .zero)
        let environment = CompositionalEnvironment(
            container: container, traitCollection: collectionView.traitCollection)
        self.environment = environment
        sections = counts.enumerated().map { index, count in
            let definition = section(at: index, itemCount: count, environment: environment)
            refuseHorizontalAlignments(of: definition.boundarySupplementaryItems)
            let geometry = CompositionalSectionGeometry(
                definition: definition, index: index, itemCount: count, horizontalLayout: axis.isHorizontal)
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
        // A section's container is the collection view less the reference's and the section's insets, whichever
        // the layout's axis; the section spans the collection view across that axis.
        let containerSize = CGSize(
            width: max(0, size.width - left - right - leading - trailing),
            height: max(0, size.height - max(0, finite(insets.top)) - max(0, finite(insets.bottom))))
        geometry.contentAcross = axis.thickness(containerSize)
        geometry.acrossStart = axis.isHorizontal ? 0 : left
        geometry.acrossLength = axis.isHorizontal ? max(0, size.height) : max(0, size.width - left - right)
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
        return geometry.groupsAlongX ? size.width : size.height
    }

    /// Places the layout's headers, the sections one after another along the layout's axis with their headers and
    /// footers, and the layout's footers. O(sections).
    private func stackSections() {
        let thickness = axis.thickness(preparedSize)
        var position: CGFloat = 0
        globalBoundaries = []
        let global = configuration.boundarySupplementaryItems
        for item in global where item.isHeader(along: axis) {
            let frame = boundaryFrame(item, across: 0, thickness: thickness, along: position)
            globalBoundaries.append((item, frame))
            if item.extendsBoundary { position = max(position, axis.maxAlong(frame) - axis.along(item.offset)) }
        }
        let spacing = max(0, finite(configuration.interSectionSpacing))
        for (index, geometry) in sections.enumerated() {
            if index > 0 { position += spacing }
            stack(geometry, at: position)
            position = geometry.end
        }
        for item in global where !item.isHeader(along: axis) {
            let frame = boundaryFrame(item, across: 0, thickness: thickness, along: position)
            globalBoundaries.append((item, frame))
            if item.extendsBoundary { position = max(position, axis.maxAlong(frame) - axis.along(item.offset)) }
        }
        contentLength = position
    }

    /// Places one section's headers, groups and footers from `start` along the layout's axis. O(boundary items).
    private func stack(_ geometry: CompositionalSectionGeometry, at start: CGFloat) {
        let definition = geometry.definition
        let insets = axis.insets(definition.contentInsets)
        let follows = definition.supplementariesFollowContentInsets
        let boundaryAcross = follows ? geometry.acrossStart + insets.acrossBefore : geometry.acrossStart
        let boundaryThickness = follows ? geometry.contentAcross : geometry.acrossLength
        let sectionIndex = geometry.index
        let measured = { (item: NSCollectionLayoutBoundarySupplementaryItem) in
            self.measuredSupplementarySizes[item.elementKind]?[sectionIndex]
        }
        geometry.start = start
        geometry.boundaries = []
        var headerLength: CGFloat = 0
        for item in definition.boundarySupplementaryItems where item.isHeader(along: axis) {
            let frame = boundaryFrame(
                item, across: boundaryAcross, thickness: boundaryThickness, along: start, measured: measured(item))
            geometry.boundaries.append((item, frame))
            // An extending header takes the space up to its end, its offset included.
            if item.extendsBoundary { headerLength = max(headerLength, axis.maxAlong(frame) - start) }
        }
        let groupsStart = start + headerLength + insets.before
        geometry.groupsOrigin = axis.point(along: groupsStart, across: geometry.acrossStart + insets.acrossBefore)
        let groupsLength: CGFloat
        if geometry.isOrthogonal {
            geometry.thickness = geometry.groupCount > 0 ? axis.length(geometry.templateSize) : 0
            groupsLength = geometry.thickness
        } else {
            groupsLength = geometry.groupsExtent
        }
        geometry.backgroundFrame = axis.rect(
            along: groupsStart - insets.before, length: insets.before + groupsLength + insets.after,
            across: geometry.acrossStart, thickness: geometry.acrossLength)
        let footerStart = groupsStart + groupsLength + insets.after
        var footerLength: CGFloat = 0
        for item in definition.boundarySupplementaryItems where !item.isHeader(along: axis) {
            let frame = boundaryFrame(
                item, across: boundaryAcross, thickness: boundaryThickness, along: footerStart,
                measured: measured(item))
            geometry.boundaries.append((item, frame))
            if item.extendsBoundary { footerLength = max(footerLength, axis.maxAlong(frame) - footerStart) }
        }
        geometry.end = footerStart + footerLength
    }

    /// A boundary item's frame across `thickness` from `across`, starting at `along` on the layout's axis: aligned
    /// to the start or the end of the axis across (leading or trailing in a vertical layout, top or bottom in a
    /// horizontal one) or centred, and moved by its offset; its estimated dimensions the size its view gave
    /// (`measured`), once it gave one, as a self-sizing cell's
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)). O(1).
    private func boundaryFrame(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, across: CGFloat, thickness: CGFloat, along: CGFloat,
        measured: CGSize? = nil
    ) -> CGRect {
        var size = item.layoutSize.resolved(in: axis.size(along: axis.length(preparedSize), across: thickness))
        if let measured {
            if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        size.width = max(0, size.width)
        size.height = max(0, size.height)
        let edges = item.alignment.edges
        let itemThickness = axis.thickness(size)
        let position: CGFloat
        if edges.contains(axis.acrossStartEdge) {
            position = across
        } else if edges.contains(axis.acrossEndEdge) {
            position = across + thickness - itemThickness
        } else {
            position = across + (thickness - itemThickness) / 2
        }
        let origin = axis.point(along: along, across: position)
        return CGRect(
            x: origin.x + finite(item.offset.x), y: origin.y + finite(item.offset.y), width: size.width,
            height: size.height)
    }
}
#endif
