#if !canImport(UIKit)
import Foundation

/// The geometry of one section of a compositional layout, computed by the layout's `prepare()` and kept until the
/// layout is invalidated.
///
/// A section whose group has no estimated dimension repeats one laid-out group (its template), so any group's frames
/// are the template's moved by arithmetic, and finding the groups in a rectangle is a division: O(1) to keep and to
/// search. A section with estimated dimensions keeps each group's length along its axis (the template's, or its own
/// once an item in it was measured) and where each starts, and finds groups by binary search.
///
/// "Along" is the layout's scroll axis (y for a vertical layout, x for a horizontal one) and "across" the other; a
/// section's groups follow each other along the layout's axis, or across it when the section scrolls on its own.
@MainActor
final class CompositionalSectionGeometry {
    /// The section as the layout's provider made it.
    let definition: NSCollectionLayoutSection
    /// The section's index.
    let index: Int
    /// The number of items.
    let itemCount: Int
    /// Whether the section scrolls on its own, across the layout's axis.
    let isOrthogonal: Bool
    /// Whether the section's groups follow each other along x (an orthogonal section of a vertical layout, or a
    /// section of a horizontal layout that does not scroll on its own).
    let groupsAlongX: Bool
    /// Where the section (its headers) starts along the layout's axis.
    var start: CGFloat = 0
    /// Where the section (its footers) ends along the layout's axis.
    var end: CGFloat = 0
    /// The origin of the first group.
    var groupsOrigin: CGPoint = .zero
    /// The length across the layout's axis of the area the groups are laid out in (the section's width, for a
    /// vertical layout, less its content insets).
    var contentAcross: CGFloat = 0
    /// The section's frame less its headers and footers: its groups and content insets, across the full width
    /// (height, for a horizontal layout).
    var backgroundFrame: CGRect = .zero
    /// The resolved size of the section's group, before estimates are replaced.
    var groupSize: CGSize = .zero
    /// The leaves of one group at the origin, with estimates.
    var template: [CompositionalLeaf] = []
    /// The template group's size.
    var templateSize: CGSize = .zero
    /// The number of groups.
    var groupCount = 0
    /// Whether groups may differ (estimated dimensions).
    var isEstimated = false
    /// For estimated sections: each group's length along the section's axis.
    var extents: [CGFloat] = []
    /// For estimated sections: where each group starts along the section's axis, from the first.
    var offsets: [CGFloat] = []
    /// For orthogonal sections: the groups' thickness along the layout's axis (the section's height without insets,
    /// in a vertical layout).
    var thickness: CGFloat = 0
    /// The section's headers and footers at their natural places.
    var boundaries: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
    /// The offset of an orthogonal section's own scrolling.
    var orthogonalOffset: CGFloat = 0
    /// The length across the layout's axis that the section spans and an orthogonal section shows (the collection
    /// view's width less its reference insets, in a vertical layout).
    var acrossLength: CGFloat = 0
    /// Where ``acrossLength`` starts.
    var acrossStart: CGFloat = 0

    init(definition: NSCollectionLayoutSection, index: Int, itemCount: Int, horizontalLayout: Bool) {
        self.definition = definition
        self.index = index
        self.itemCount = itemCount
        isOrthogonal = definition.orthogonalScrollingBehavior != .none
        groupsAlongX = isOrthogonal != horizontalLayout
    }

    /// The number of leaves in a group.
    var leavesPerGroup: Int { template.count }

    /// The length of the template group along the section's axis.
    var templateExtent: CGFloat { groupsAlongX ? templateSize.width : templateSize.height }

    /// The distance from one group's start to the next one's, for sections without estimates.
    var pitch: CGFloat { templateExtent + max(0, finite(definition.interGroupSpacing)) }

    /// The length of all groups with the spacing between them.
    var groupsExtent: CGFloat {
        guard groupCount > 0 else { return 0 }
        if isEstimated, let last = offsets.last, let lastExtent = extents.last { return last + lastExtent }
        return CGFloat(groupCount) * templateExtent + CGFloat(groupCount - 1)
            * max(0, finite(definition.interGroupSpacing))
    }

    /// Where a group starts along the section's axis. O(1).
    func offset(ofGroup group: Int) -> CGFloat {
        isEstimated ? offsets[group] : CGFloat(group) * pitch
    }

    /// Where a group is, in the collection view's content, its section's own scrolling applied. O(1).
    func origin(ofGroup group: Int) -> CGPoint {
        let offset = offset(ofGroup: group)
        return groupsAlongX
            ? CGPoint(x: groupsOrigin.x + offset - orthogonalOffset, y: groupsOrigin.y)
            : CGPoint(x: groupsOrigin.x, y: groupsOrigin.y + offset - orthogonalOffset)
    }

    /// Recomputes where each group starts from the groups' lengths. O(groups).
    func recomputeOffsets() {
        let spacing = max(0, finite(definition.interGroupSpacing))
        offsets.removeAll(keepingCapacity: true)
        offsets.reserveCapacity(extents.count)
        var position: CGFloat = 0
        for extent in extents {
            offsets.append(position)
            position += extent + spacing
        }
    }

    /// The groups whose extent along the section's axis meets `low..<high` (in the section's own coordinates, from
    /// the first group's start). O(1), or O(log groups) with estimates.
    func groups(between low: CGFloat, and high: CGFloat) -> Range<Int> {
        guard groupCount > 0, high > low else { return 0..<0 }
        if isEstimated {
            let first = firstIndex(endingAfter: low, count: groupCount) { offsets[$0] + extents[$0] }
            var last = first
            while last < groupCount, offsets[last] < high { last += 1 }
            return first..<last
        }
        let pitch = pitch
        guard pitch > 0 else { return 0..<groupCount }
        let first = max(0, Int(((low - templateExtent) / pitch).rounded(.down)) + 1)
        let last = min(groupCount, Int((high / pitch).rounded(.up)))
        return first < last ? first..<last : 0..<0
    }
}
#endif
