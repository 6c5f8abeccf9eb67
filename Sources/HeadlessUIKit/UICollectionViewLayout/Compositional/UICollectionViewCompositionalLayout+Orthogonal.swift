#if !canImport(UIKit)
import Foundation

extension UICollectionViewCompositionalLayout {
    /// Scrolls an orthogonal section by `distance` and brings it to rest as its behavior says; whether the section
    /// scrolls on its own. The offset is kept for the section across preparations.
    ///
    /// - Complexity: O(1).
    func scrollOrthogonalSection(_ section: Int, by distance: CGFloat) -> Bool {
        guard sections.indices.contains(section), sections[section].isOrthogonal, distance.isFinite else {
            return false
        }
        let geometry = sections[section]
        let offset = restingOffset(of: geometry, near: geometry.orthogonalOffset + distance)
        geometry.orthogonalOffset = offset
        orthogonalOffsets[section] = offset
        return true
    }

    /// Where a section comes to rest near an offset: a whole page (`.paging`), a group's leading edge
    /// (`.groupPaging`, `.continuousGroupLeadingBoundary`), a group centred (`.groupPagingCentered`), or the offset
    /// itself (`.continuous`), never past the ends of its content. O(1).
    private func restingOffset(of geometry: CompositionalSectionGeometry, near offset: CGFloat) -> CGFloat {
        // The section scrolls across the layout's axis: along x in a vertical layout, along y in a horizontal one.
        let insets = axis.insets(geometry.definition.contentInsets)
        let leading = insets.acrossBefore
        let scrollLength = leading + geometry.groupsExtent + insets.acrossAfter
        let maximum = max(0, scrollLength - geometry.acrossLength)
        let pitch = geometry.pitch
        let groupWidth = geometry.templateExtent
        var resting = offset
        switch geometry.definition.orthogonalScrollingBehavior {
        case .none, .continuous:
            break
        case .paging:
            let page = geometry.acrossLength
            if page > 0 { resting = (offset / page).rounded() * page }
        case .groupPaging, .continuousGroupLeadingBoundary:
            if pitch > 0 { resting = (offset / pitch).rounded() * pitch }
        case .groupPagingCentered:
            // Group g is centred when it starts (visible width - group width) / 2 after the visible area's start.
            let centring = (geometry.acrossLength - groupWidth) / 2 - leading
            if pitch > 0 {
                let group = ((offset + centring) / pitch).rounded()
                let last = CGFloat(max(0, geometry.groupCount - 1))
                return min(max(0, group), last) * pitch - centring
            }
        }
        return min(max(0, resting), maximum)
    }

    /// Calls the `visibleItemsInvalidationHandler` of each section among the attributes for the collection view's
    /// visible area, with the section's items on screen, its offset and the environment, and takes back what the
    /// handler changed: `isHidden`, `zIndex`, `alpha`, `transform` and `center` (a centre that is not finite is
    /// ignored, the element staying where the layout put it).
    ///
    /// - Complexity: O(attributes), plus the handlers.
    func invalidateVisibleItems(_ attributes: [UICollectionViewLayoutAttributes]) {
        guard let environment else { return }
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for element in attributes where element.indexPath.count == 2 {
            bySection[element.indexPath.section, default: []].append(element)
        }
        for (section, elements) in bySection.sorted(by: { $0.key < $1.key })
        where sections.indices.contains(section) {
            guard let handler = sections[section].definition.visibleItemsInvalidationHandler else { continue }
            let items = elements.map(CompositionalVisibleItem.init)
            let offset = sections[section].orthogonalOffset
            handler(items, axis.isHorizontal ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0), environment)
            for (element, item) in zip(elements, items) {
                element.isHidden = item.isHidden
                element.zIndex = item.zIndex
                element.alpha = item.alpha
                element.transform = item.transform
                if item.center.x.isFinite, item.center.y.isFinite { element.center = item.center }
            }
        }
    }
}
#endif
