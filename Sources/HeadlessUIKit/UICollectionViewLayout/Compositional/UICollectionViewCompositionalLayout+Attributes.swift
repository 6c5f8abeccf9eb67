#if !canImport(UIKit)
import Foundation

extension UICollectionViewCompositionalLayout {
    /// Appends the section's elements that intersect the rectangle: its backgrounds, headers, cells with their
    /// badges, and footers.
    ///
    /// - Complexity: O(log groups + the groups and elements found).
    func appendAttributes(
        of geometry: CompositionalSectionGeometry, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]
    ) {
        for item in geometry.definition.decorationItems {
            let attributes = decorationAttributes(item, in: geometry)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        let section = geometry.index
        for boundary in geometry.boundaries where boundary.item.isHeader(along: axis) {
            let frame = pinnedFrame(boundary, in: geometry)
            if frame.intersects(rect) {
                result.append(
                    supplementaryAttributes(
                        boundary.item, frame: frame, indexPath: IndexPath(item: 0, section: section)))
            }
        }
        if geometry.isOrthogonal {
            // The band the section's groups scroll in, along the layout's axis.
            let band = axis.along(geometry.groupsOrigin)
            guard axis.maxAlong(rect) > band, axis.minAlong(rect) < band + geometry.thickness else {
                appendFooters(of: geometry, in: rect, to: &result)
                return
            }
        }
        let alongX = geometry.groupsAlongX
        let start = (alongX ? geometry.groupsOrigin.x : geometry.groupsOrigin.y) - geometry.orthogonalOffset
        let groups = geometry.groups(
            between: (alongX ? rect.minX : rect.minY) - start, and: (alongX ? rect.maxX : rect.maxY) - start)
        for group in groups {
            let first = group * geometry.leavesPerGroup
            for (position, leaf) in leaves(ofGroup: group, in: geometry).enumerated() {
                let indexPath = IndexPath(item: first + position, section: section)
                let cell = cellAttributes(leaf, indexPath: indexPath)
                if cell.frame.intersects(rect) { result.append(cell) }
                for supplementary in leaf.item.supplementaryItems {
                    let frame = supplementary.frame(
                        on: cell.frame, measured: measuredBadgeSizes[supplementary.elementKind]?[indexPath])
                    if frame.intersects(rect) {
                        result.append(supplementaryAttributes(supplementary, frame: frame, indexPath: indexPath))
                    }
                }
            }
        }
        appendFooters(of: geometry, in: rect, to: &result)
    }

    private func appendFooters(
        of geometry: CompositionalSectionGeometry, in rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]
    ) {
        for boundary in geometry.boundaries where !boundary.item.isHeader(along: axis) {
            let frame = pinnedFrame(boundary, in: geometry)
            if frame.intersects(rect) {
                result.append(
                    supplementaryAttributes(
                        boundary.item, frame: frame, indexPath: IndexPath(item: 0, section: geometry.index)))
            }
        }
    }

    /// A cell's attributes for a leaf: the item's space less its content insets, stacked at a custom group item's
    /// zIndex; the dimensions that are not estimated are fixed when the cell is asked for its preferred size.
    func cellAttributes(_ leaf: CompositionalLeaf, indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = leaf.cellFrame
        // A custom group's item stacks its cell at the item's zIndex
        // (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem/zindex).
        if let zIndex = leaf.zIndex { attributes.zIndex = zIndex }
        attributes.fixesWidth = !leaf.item.layoutSize.widthDimension.isEstimated
        attributes.fixesHeight = !leaf.item.layoutSize.heightDimension.isEstimated
        return attributes
    }

    /// A supplementary view's attributes at a frame.
    func supplementaryAttributes(
        _ item: NSCollectionLayoutSupplementaryItem, frame: CGRect, indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        attributes.fixesWidth = !item.layoutSize.widthDimension.isEstimated
        attributes.fixesHeight = !item.layoutSize.heightDimension.isEstimated
        if let boundary = item as? NSCollectionLayoutBoundarySupplementaryItem, boundary.pinToVisibleBounds {
            // A pinned header stays in front of the cells that scroll under it.
            attributes.zIndex = max(item.zIndex, 2)
        }
        return attributes
    }

    /// A section's decoration view's attributes: the section without its headers and footers, across the width,
    /// less the decoration item's content insets (Apple's "Implementing Modern Collection Views" sample: a
    /// background inset by its own content insets inside a section inset by the section's).
    func decorationAttributes(
        _ item: NSCollectionLayoutDecorationItem, in geometry: CompositionalSectionGeometry
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: geometry.index))
        let insets = item.contentInsets
        let frame = geometry.backgroundFrame
        attributes.frame = CGRect(
            x: frame.minX + finite(insets.leading), y: frame.minY + finite(insets.top),
            width: max(0, frame.width - finite(insets.leading) - finite(insets.trailing)),
            height: max(0, frame.height - finite(insets.top) - finite(insets.bottom)))
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// A header's or footer's frame where the scroll position puts it: a pinned header at the start of the visible
    /// area (its top, or its left in a horizontal layout) while its section is on screen, but never before its place
    /// nor past the section's end; a pinned footer at the end of the visible area, never after its place nor before
    /// the section's start. O(1).
    func pinnedFrame(
        _ boundary: (item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect),
        in geometry: CompositionalSectionGeometry
    ) -> CGRect {
        pinnedFrame(boundary, from: geometry.start, to: geometry.end)
    }

    /// A header's or footer's frame where the scroll position puts it, pinned within `start..<end` along the
    /// layout's axis (its section's extent, or the whole content for the layout's own headers and footers). O(1).
    func pinnedFrame(
        _ boundary: (item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect), from start: CGFloat,
        to end: CGFloat
    ) -> CGRect {
        guard boundary.item.pinToVisibleBounds, let collectionView else { return boundary.frame }
        let frame = boundary.frame
        let length = axis.length(frame.size)
        let visibleStart = axis.along(collectionView.contentOffset)
        let visibleEnd = visibleStart + axis.length(collectionView.bounds.size)
        let place = axis.minAlong(frame)
        if boundary.item.isHeader(along: axis) {
            return axis.moved(frame, toAlong: max(place, min(visibleStart, end - length)))
        }
        return axis.moved(frame, toAlong: min(place, max(visibleEnd - length, start)))
    }

    /// The first section that ends after `position` along the layout's axis. O(log sections).
    func firstSection(endingAfter position: CGFloat) -> Int {
        firstIndex(endingAfter: position, count: sections.count) { sections[$0].end }
    }
}
#endif
