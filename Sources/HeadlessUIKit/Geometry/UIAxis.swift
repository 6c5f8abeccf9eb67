#if !canImport(UIKit)
import Foundation

/// The axes of a layout, as UIKit's `UIAxis`: what a list content configuration's
/// `axesPreservingSuperviewLayoutMargins` names.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a set of axes from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static var horizontal: UIAxis { UIAxis(rawValue: 1 << 0) }

    /// The vertical axis.
    public static var vertical: UIAxis { UIAxis(rawValue: 1 << 1) }

    /// Both axes.
    public static var both: UIAxis { [.horizontal, .vertical] }
}

/// The edges of a rectangle, named by the direction of the text, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a set of edges from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static var top: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 0) }

    /// The leading edge.
    public static var leading: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 1) }

    /// The bottom edge.
    public static var bottom: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 2) }

    /// The trailing edge.
    public static var trailing: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 3) }

    /// Every edge.
    public static var all: NSDirectionalRectEdge { [.top, .leading, .bottom, .trailing] }
}
#endif
