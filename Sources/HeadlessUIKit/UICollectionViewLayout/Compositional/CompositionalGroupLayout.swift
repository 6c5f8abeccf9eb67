#if !canImport(UIKit)
import Foundation

/// One leaf item of a laid-out group: the space the item takes in its group and the item that takes it.
@MainActor
struct CompositionalLeaf {
    /// The item's space, before its content insets, in the coordinates of the outermost group.
    var frame: CGRect
    /// The item (for custom groups, a plain item).
    var item: NSCollectionLayoutItem
    /// The stacking order a custom group's item gives its cell (`NSCollectionLayoutGroupCustomItem.zIndex`); `nil`
    /// for the items of other groups, whose cells have the default, 0.
    var zIndex: Int?

    /// The cell's frame: the item's space less its content insets, on the axes whose dimension is not estimated
    /// (UIKit ignores content insets along an estimated axis). Never negative.
    var cellFrame: CGRect {
        let insets = item.contentInsets
        var frame = self.frame
        if !item.layoutSize.widthDimension.isEstimated {
            frame.origin.x += finite(insets.leading)
            frame.size.width = max(0, frame.width - finite(insets.leading) - finite(insets.trailing))
        }
        if !item.layoutSize.heightDimension.isEstimated {
            frame.origin.y += finite(insets.top)
            frame.size.height = max(0, frame.height - finite(insets.top) - finite(insets.bottom))
        }
        return frame
    }
}

/// A number for layout arithmetic: a value that is not finite counts as zero.
func finite(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
}

/// Lays groups out: the arithmetic of `NSCollectionLayoutGroup` (Apple's documentation of
/// `horizontal(layoutSize:subitems:)`, `horizontal(layoutSize:subitem:count:)`, `NSCollectionLayoutSpacing` and
/// `NSCollectionLayoutEdgeSpacing`).
///
/// - A subitem's size is resolved in its group's size (a fractional width is a fraction of the group's width).
/// - `subitem:count:` gives each of the `count` items the group's length less the spacing, shared equally.
/// - `subitems:` repeats the subitems in order while the next one fits; one item always goes in, even if it is
///   larger than its group (it then overflows the group, as UIKit draws it).
/// - Fixed inter-item spacing is exact; flexible spacing is at least its number and shares the space the group has
///   to spare, with flexible edge spacing, equally.
/// - An estimated dimension is the measured size when the item's view was measured, else the estimate; a group whose
///   length is estimated is as long as its items, and one whose thickness is estimated as thick as its thickest.
@MainActor
struct CompositionalGroupLayout {
    /// The environment, for custom groups' providers.
    let environment: any NSCollectionLayoutEnvironment
    /// The measured size of the leaf at an index (counted from the outermost group's first leaf), if measured.
    let measured: (Int) -> CGSize?
    /// The most leaves one group may hold: a guard against zero-length items repeated without end.
    static let leafLimit = 10_000
    /// A plain item for custom groups' frames.
    static let customLeafItem = NSCollectionLayoutItem(
        _layoutSize: NSCollectionLayoutSize(_width: .absolute(0), height: .absolute(0)), supplementaryItems: [])

    /// Lays the group out at its resolved size, appending its leaves (in its own coordinates moved by `origin`) to
    /// `leaves`; the group's size after estimated dimensions are resolved.
    ///
    /// - Complexity: O(leaves of the group).
    func layOut(
        _ group: NSCollectionLayoutGroup, size: CGSize, origin: CGPoint, into leaves: inout [CompositionalLeaf]
    ) -> CGSize {
        switch group.arrangement {
        case .custom:
            for custom in group.itemProvider?(environment) ?? [] where leaves.count < Self.leafLimit {
                leaves.append(
                    CompositionalLeaf(
                        frame: custom.frame.offsetBy(dx: origin.x, dy: origin.y), item: Self.customLeafItem,
                        zIndex: custom.zIndex))
            }
            return size
        case .horizontal:
            return layOutLine(group, size: size, origin: origin, horizontal: true, into: &leaves)
        case .vertical:
            return layOutLine(group, size: size, origin: origin, horizontal: false, into: &leaves)
        }
    }

    /// One subitem placed in a line: the item, its size, and the edge spacing before and after it on both axes.
    @MainActor
    private struct Entry {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var before: NSCollectionLayoutSpacing?
        var after: NSCollectionLayoutSpacing?
        var crossBefore: NSCollectionLayoutSpacing?
        var crossAfter: NSCollectionLayoutSpacing?
        var length: CGFloat
        var fixedBefore: CGFloat { before.map { max(0, $0.spacing) } ?? 0 }
        var fixedAfter: CGFloat { after.map { max(0, $0.spacing) } ?? 0 }
    }

    private func layOutLine(
        _ group: NSCollectionLayoutGroup, size: CGSize, origin: CGPoint, horizontal: Bool,
        into leaves: inout [CompositionalLeaf]
    ) -> CGSize {
        func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        let available = max(0, along(size))
        let spacing = group.interItemSpacing
        let gap = max(0, spacing?.spacing ?? 0)
        let firstLeaf = leaves.count
        var entries: [Entry] = []

        func entry(for item: NSCollectionLayoutItem, length forcedLength: CGFloat?) -> Entry {
            let edges = item.edgeSpacing
            var result = Entry(
                item: item, size: item.layoutSize.resolved(in: size), before: horizontal ? edges?.leading : edges?.top,
                after: horizontal ? edges?.trailing : edges?.bottom,
                crossBefore: horizontal ? edges?.top : edges?.leading,
                crossAfter: horizontal ? edges?.bottom : edges?.trailing, length: 0)
            if let forcedLength {
                // The item fills its share of the group, its own edge spacing included.
                let length = forcedLength - result.fixedBefore - result.fixedAfter
                if horizontal { result.size.width = length } else { result.size.height = length }
            }
            result.size.width = max(0, result.size.width)
            result.size.height = max(0, result.size.height)
            result.length = result.fixedBefore + along(result.size) + result.fixedAfter
            return result
        }

        if let count = group.count, let subitem = group.subitems.first {
            let n = min(max(1, count), Self.leafLimit)
            let length = max(0, (available - gap * CGFloat(n - 1)) / CGFloat(n))
            entries = (0..<n).map { _ in entry(for: subitem, length: length) }
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            while entries.count < Self.leafLimit {
                let candidate = entry(for: group.subitems[index % group.subitems.count], length: nil)
                let needed = (entries.isEmpty ? 0 : gap) + candidate.length
                if !entries.isEmpty, used + needed > available + 0.001 { break }
                entries.append(candidate)
                used += needed
                index += 1
                // Items of no length would repeat without end: one round of the subitems is all a group takes.
                if candidate.length <= 0 && gap <= 0 && index >= group.subitems.count { break }
                if entries.count == 1 && candidate.length > available + 0.001 { break }
            }
        }

        // Lay each entry out once (nested groups and measured items may change its size), then place them.
        var placed: [(entry: Entry, leaves: [CompositionalLeaf])] = []
        var leafCount = 0
        for var current in entries {
            var own: [CompositionalLeaf] = []
            let base = firstLeaf + leafCount
            if let nested = current.item as? NSCollectionLayoutGroup {
                var nestedLeaves: [CompositionalLeaf] = []
                nestedLeaves.reserveCapacity(8)
                let sub = CompositionalGroupLayout(environment: environment) { [measured] in measured($0 + base) }
                current.size = sub.layOut(nested, size: current.size, origin: .zero, into: &nestedLeaves)
                own = nestedLeaves
            } else {
                if let measuredSize = measured(base) {
                    if current.item.layoutSize.widthDimension.isEstimated { current.size.width = measuredSize.width }
                    if current.item.layoutSize.heightDimension.isEstimated {
                        current.size.height = measuredSize.height
                    }
                }
                own = [CompositionalLeaf(frame: CGRect(origin: .zero, size: current.size), item: current.item)]
            }
            current.length = current.fixedBefore + along(current.size) + current.fixedAfter
            leafCount += own.count
            placed.append((current, own))
        }

        let lengthEstimated =
            horizontal
            ? group.layoutSize.widthDimension.isEstimated
            : group.layoutSize.heightDimension.isEstimated
        let thicknessEstimated =
            horizontal
            ? group.layoutSize.heightDimension.isEstimated
            : group.layoutSize.widthDimension.isEstimated
        let total = placed.reduce(0) { $0 + $1.entry.length } + gap * CGFloat(max(0, placed.count - 1))
        var flexibleGaps = spacing?.isFlexible == true ? max(0, placed.count - 1) : 0
        flexibleGaps += placed.reduce(0) {
            $0 + ($1.entry.before?.isFlexible == true ? 1 : 0) + ($1.entry.after?.isFlexible == true ? 1 : 0)
        }
        let spare = lengthEstimated ? 0 : available - total
        let share = spare > 0 && flexibleGaps > 0 ? spare / CGFloat(flexibleGaps) : 0
        let thickness =
            thicknessEstimated
            ? placed.reduce(0) { result, element in
                let edges =
                    (element.entry.crossBefore.map { max(0, $0.spacing) } ?? 0)
                    + (element.entry.crossAfter.map { max(0, $0.spacing) } ?? 0)
                return max(result, across(element.entry.size) + edges)
            } : max(0, across(size))

        var position: CGFloat = 0
        for (index, element) in placed.enumerated() {
            if index > 0 { position += gap + (spacing?.isFlexible == true ? share : 0) }
            let current = element.entry
            position += current.fixedBefore + (current.before?.isFlexible == true ? share : 0)
            let itemThickness = across(current.size)
            let crossBefore = current.crossBefore.map { max(0, $0.spacing) } ?? 0
            let crossAfter = current.crossAfter.map { max(0, $0.spacing) } ?? 0
            var crossPosition = crossBefore
            switch (current.crossBefore?.isFlexible == true, current.crossAfter?.isFlexible == true) {
            case (true, true):
                crossPosition = crossBefore + max(0, thickness - crossBefore - crossAfter - itemThickness) / 2
            case (true, false):
                crossPosition = max(crossBefore, thickness - crossAfter - itemThickness)
            default:
                break
            }
            let offset =
                horizontal
                ? CGPoint(x: origin.x + position, y: origin.y + crossPosition)
                : CGPoint(x: origin.x + crossPosition, y: origin.y + position)
            for var leaf in element.leaves {
                leaf.frame = leaf.frame.offsetBy(dx: offset.x, dy: offset.y)
                leaves.append(leaf)
            }
            position += along(current.size) + current.fixedAfter + (current.after?.isFlexible == true ? share : 0)
        }
        let length = lengthEstimated ? position : available
        return horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    /// Whether the group or any item in it has an estimated dimension. O(items in the group's tree).
    static func hasEstimates(_ item: NSCollectionLayoutItem) -> Bool {
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated { return true }
        return (item as? NSCollectionLayoutGroup)?.subitems.contains { hasEstimates($0) } ?? false
    }
}
#endif
