import Foundation

/// How tall a row is: a fixed number of points, or a function of the width the row is laid out at.
///
/// A row's height is part of what the diff compares, apart from its content: when a row's height changes and its
/// model does not, the adapter updates the height in an animated batch update without reconfiguring the cell (see
/// ``ListDiff``). Give a height only to rows that do not size themselves; a row without one takes the adapter's
/// default (self-sizing, on a table view adapter).
///
/// ```swift
/// Row<BannerCell>(banner).height(120)
/// Row<PhotoCell>(photo).height { width in width * photo.aspectRatio }
/// ```
public enum RowHeight: Sendable {
    /// A height of `points`, whatever the width.
    case fixed(CGFloat)

    /// A height that `height` computes from the width the row is laid out at: the table's width, or in a collection
    /// view sized by its adapter (`CollectionViewAdapter.itemSizing`), the item's width.
    ///
    /// The function runs when the view asks for the row's height, and when a diff compares the row's height before
    /// and after an apply, which may be off the main actor: it must be a pure function of the width and of what it
    /// captures (the model, typically), and cheap. Capture values, not a reference to state that changes: the diff
    /// compares the function of the row on screen with the new row's at the view's width, and two functions that
    /// read one shared, changed value give the same answer.
    case computed(@Sendable (_ width: CGFloat) -> CGFloat)

    /// The height at `width`, in points.
    ///
    /// - Complexity: O(1) for a fixed height; that of the function for a computed one.
    public func points(atWidth width: CGFloat) -> CGFloat {
        switch self {
        case .fixed(let points): points
        case .computed(let height): height(width)
        }
    }

    /// The height when it does not depend on the width, otherwise `nil`.
    public var fixedPoints: CGFloat? {
        if case .fixed(let points) = self { return points }
        return nil
    }

    /// Whether two rows' heights differ: `old` and `new` are the heights before and after an apply (`nil` for the
    /// adapter's default).
    ///
    /// Fixed heights compare as numbers; a computed height is evaluated at `width` and compared with the other height
    /// there; without a width, a computed height is taken to be unchanged (a function cannot be compared).
    ///
    /// - Complexity: O(1), plus the computed heights' functions.
    static func differ(_ old: RowHeight?, _ new: RowHeight?, atWidth width: CGFloat?) -> Bool {
        switch (old, new) {
        case (nil, nil): return false
        case (nil, _), (_, nil): return true
        case (.fixed(let old)?, .fixed(let new)?): return old != new
        default:
            guard let width, let old, let new else { return false }
            return old.points(atWidth: width) != new.points(atWidth: width)
        }
    }
}
