#if !canImport(UIKit)
import Foundation

/// How much a constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`. A constraint of priority 1000
/// (``required``) always holds; one of a lower priority holds as far as the required ones and those of higher
/// priorities allow.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public let rawValue: Float

    /// Creates a priority with the value.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority with the value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint: 1000.
    @available(iOS 6.0, *)
    public static let required = UILayoutPriority(1000)
    /// The priority at which a button resists shrinking its content: 750.
    @available(iOS 6.0, *)
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a drag that may resize a scene's window: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene's window keeps its size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that may not resize a scene's window: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority at which a button hugs its content: 250.
    @available(iOS 6.0, *)
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which ``UIView/systemLayoutSizeFitting(_:)`` holds the target size: 50.
    @available(iOS 6.0, *)
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is lower than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The priority raised by the amount (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority lowered by the amount (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
#endif
