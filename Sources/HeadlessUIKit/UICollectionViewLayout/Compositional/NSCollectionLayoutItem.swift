#if !canImport(UIKit)
import Foundation

/// The smallest element of a compositional layout, one cell, as UIKit's `NSCollectionLayoutItem`.
///
/// The item's ``layoutSize`` is resolved in its group; its ``contentInsets`` shrink the cell inside that space (a
/// 78-point item with 5-point insets shows a 68-point cell), on every axis whose dimension is not estimated (UIKit
/// ignores them along an estimated axis); its ``edgeSpacing`` is space outside it, in its group
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// Space inside the item around its cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item, in its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The item's size in its container.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary views attached to the item (badges).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of the size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(_layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of the size with supplementary views attached to it.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(_layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    init(_layoutSize layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A frame in a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame in its group.
    public let frame: CGRect
    /// The item's stacking order.
    public let zIndex: Int

    /// An item at the frame.
    public convenience init(frame: CGRect) {
        self.init(_frame: frame, zIndex: 0)
    }

    /// An item at the frame with a stacking order.
    public convenience init(frame: CGRect, zIndex: Int) {
        self.init(_frame: frame, zIndex: zIndex)
    }

    init(_frame frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Makes a custom group's frames in its layout environment, as UIKit's `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items laid out together, as UIKit's `NSCollectionLayoutGroup`: in a row (`horizontal`), a column (`vertical`), or
/// at the frames a provider gives (`custom`). Groups nest: a group is an item of its parent group.
///
/// `horizontal(layoutSize:subitems:)` repeats the subitems, in order, while the next one fits the group's width;
/// `horizontal(layoutSize:subitem:count:)` makes `count` equal items that fill the width less the spacing between
/// them, whatever the item's own width (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group places its subitems.
    enum Arrangement {
        case horizontal, vertical, custom
    }

    /// How the group places its subitems.
    let arrangement: Arrangement
    /// For `subitem:count:`, the number of items.
    let count: Int?
    /// For `custom`, the frames.
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?

    /// The space between the group's subitems.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// The group's subitems.
    public let subitems: [NSCollectionLayoutItem]

    init(
        _layoutSize layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
        count: Int?, itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        self.itemProvider = itemProvider
        super.init(_layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `count` equal items that fill the group's width less the spacing between them.
    @discardableResult
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    {
        Self(_layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count, itemProvider: nil)
    }

    /// A row of the subitems, repeated while they fit the group's width.
    @discardableResult
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(_layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil, itemProvider: nil)
    }

    /// A column of `count` equal items that fill the group's height less the spacing between them.
    @discardableResult
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    {
        Self(_layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count, itemProvider: nil)
    }

    /// A column of the subitems, repeated while they fit the group's height.
    @discardableResult
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(_layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil, itemProvider: nil)
    }

    /// A group whose items are at the frames the provider gives, in the group's coordinates.
    @discardableResult
    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(_layoutSize: layoutSize, arrangement: .custom, subitems: [], count: nil, itemProvider: itemProvider)
    }

    /// A text picture of the group for debugging: its arrangement, size and subitems, one a line.
    @discardableResult
    public func visualDescription() -> String {
        var lines = ["\(arrangement) group \(layoutSize.layoutDescription)"]
        for subitem in subitems {
            if let group = subitem as? NSCollectionLayoutGroup {
                lines += group.visualDescription().split(separator: "\n").map { "  " + $0 }
            } else {
                lines.append("  item \(subitem.layoutSize.layoutDescription)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// A view attached to an item or a group, such as a badge, as UIKit's `NSCollectionLayoutSupplementaryItem`.
///
/// Its size is resolved in the item it is attached to (a fractional width is a fraction of the item's width), and
/// ``NSCollectionLayoutAnchor`` places it on the item
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The stacking order; UIKit's default puts it above the item.
    open var zIndex = 1
    /// The supplementary view's kind, as the data source sees it.
    public let elementKind: String
    /// Where the supplementary sits on its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary sits at the anchor, if not the one the container anchor implies.
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// A supplementary of the kind anchored to its container.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(_layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary of the kind anchored to its container at one of its own points.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            _layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: itemAnchor)
    }

    init(
        _layoutSize layoutSize: NSCollectionLayoutSize, elementKind: String,
        containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(_layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame of the supplementary on a container frame, its estimated dimensions the size its view gave
    /// (`measured`) once it gave one. O(1).
    func frame(on container: CGRect, measured: CGSize? = nil) -> CGRect {
        var size = layoutSize.resolved(in: container.size)
        if let measured {
            if layoutSize.widthDimension.isEstimated { size.width = max(0, measured.width) }
            if layoutSize.heightDimension.isEstimated { size.height = max(0, measured.height) }
        }
        var frame = containerAnchor.frame(of: size, in: container)
        if let itemAnchor {
            // The item anchor names the supplementary's own point that sits at the container anchor's point: an
            // item anchor at the supplementary's top leading with the container's bottom trailing puts the
            // supplementary outside the corner.
            let point = containerAnchor.frame(of: .zero, in: container).origin
            let own = itemAnchor.frame(of: .zero, in: CGRect(origin: .zero, size: size)).origin
            frame.origin = CGPoint(x: point.x - own.x, y: point.y - own.y)
        }
        return frame
    }
}

/// A header or footer of a section or of the whole layout, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// `.top` aligned items are headers and `.bottom` aligned ones footers (`.leading` and `.trailing` in a horizontal
/// layout). While ``extendsBoundary`` (the default) the
/// item takes space in its section, above or below its content; ``pinToVisibleBounds`` keeps a header at the top
/// of the visible area while its section is on screen
/// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item takes space in its section (the default) rather than lying over its content.
    public var extendsBoundary = true
    /// Whether the item stays on screen while its section is (a pinned header).
    public var pinToVisibleBounds = false
    /// Where the item sits on its section.
    public let alignment: NSRectAlignment
    /// The item's offset from its aligned position, in points.
    public let offset: CGPoint

    /// A boundary item of the kind aligned on its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(_layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item of the kind aligned on its section and moved by points.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(_layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    init(
        _layoutSize layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        offset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = offset
        super.init(
            _layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(_edges: alignment.edges, offset: offset, absolute: true),
            itemAnchor: nil)
    }

    /// Whether the item sits above its section's content (a header) rather than below it, in a vertical layout.
    var isLeadingBoundary: Bool {
        switch alignment {
        case .top, .topLeading, .topTrailing, .leading, .none: return true
        case .bottom, .bottomLeading, .bottomTrailing, .trailing: return false
        }
    }

    /// Whether the item comes before its section's content along the layout's axis (a header): above it in a
    /// vertical layout; in a horizontal one, at its leading side for `.leading` (the alignments other than `.leading`
    /// and `.trailing`, which HeadlessUIKit refuses there, are taken as headers unless they name the bottom or the
    /// trailing edge).
    func isHeader(along axis: CompositionalAxis) -> Bool {
        guard axis.isHorizontal else { return isLeadingBoundary }
        let edges = alignment.edges
        return edges.contains(.leading) || !(edges.contains(.trailing) || edges.contains(.bottom))
    }
}

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`: made by the layout from the class
/// registered with `register(_:forDecorationViewOfKind:)`, never asked of the data source.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The stacking order; UIKit's default puts a background behind the cells.
    public var zIndex = -1
    /// The decoration view's kind, registered on the layout.
    public let elementKind: String

    init(_elementKind elementKind: String) {
        self.elementKind = elementKind
        super.init(
            _layoutSize: NSCollectionLayoutSize(_width: .fractionalWidth(1), height: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background for a section: the size of the section, less the item's ``contentInsets``.
    @discardableResult
    public class func background(elementKind: String) -> Self {
        Self(_elementKind: elementKind)
    }
}
#endif
