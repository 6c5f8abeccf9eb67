#if !canImport(UIKit)
import Foundation

/// Distances inward from the four edges of a rectangle, named by the direction of the text, as UIKit's
/// `NSDirectionalEdgeInsets`: `leading` and `trailing` rather than `left` and `right`.
///
/// HeadlessUIKit lays out left to right only, so `leading` is `left` and `trailing` is `right`.
@available(iOS 11.0, *)
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with the four distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
    /// The same insets with left for leading and right for trailing (left to right).
    var leftToRight: UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// The same insets with leading for left and trailing for right (left to right).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// Each edge the larger of the two insets'.
    func edgewiseMax(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left),
            bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    /// The sum of the two insets, edge by edge.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}

extension CGRect {
    /// The rectangle inset by the insets (negative insets grow it), as UIKit's `CGRect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
#endif
