#if !canImport(UIKit)
import Foundation

/// A rule of Auto Layout, as UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute <relation> multiplier ×
/// secondItem.secondAttribute + constant`, held exactly when ``priority`` is ``UILayoutPriority/required`` and as far
/// as it can be otherwise.
///
/// An active constraint is installed on its items' nearest common ancestor (``UIView/constraints``) and solved in
/// that ancestor's layout engine (see "Layout" in the HeadlessUIKit documentation): activating, deactivating, changing ``constant`` or a
/// non-required ``priority`` changes the engine incrementally, and the next layout pass solves it once. Items are
/// views and layout guides; UIKit's rules for what may be related to what are checked, with UIKit's messages
/// (through ``Headless/inconsistencyHandler``, as UIKit raises an exception). A constraint that cannot hold with the
/// required ones already active is reported with UIKit's "Unable to simultaneously satisfy constraints." (through
/// ``Headless/layoutMessageHandler``) and broken: it stays active but is not solved.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// How the two sides compare, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A part of an item's rectangle, as UIKit's `NSLayoutConstraint.Attribute` (the raw values are UIKit's).
    ///
    /// HeadlessUIKit lays out left to right: leading is left and trailing is right.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge.
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The centre along the x-axis.
        case centerX = 9
        /// The centre along the y-axis.
        case centerY = 10
        /// The baseline of the last line of text (a view without text: its bottom edge).
        case lastBaseline = 11
        /// The baseline of the first line of text (a view without text: its bottom edge).
        @available(iOS 8.0, *)
        case firstBaseline = 12
        /// The left margin.
        @available(iOS 8.0, *)
        case leftMargin = 13
        /// The right margin.
        @available(iOS 8.0, *)
        case rightMargin = 14
        /// The top margin.
        @available(iOS 8.0, *)
        case topMargin = 15
        /// The bottom margin.
        @available(iOS 8.0, *)
        case bottomMargin = 16
        /// The leading margin.
        @available(iOS 8.0, *)
        case leadingMargin = 17
        /// The trailing margin.
        @available(iOS 8.0, *)
        case trailingMargin = 18
        /// The centre along the x-axis between the left and right margins.
        @available(iOS 8.0, *)
        case centerXWithinMargins = 19
        /// The centre along the y-axis between the top and bottom margins.
        @available(iOS 8.0, *)
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint without a second item.
        case notAnAttribute = 0
    }

    /// The two directions of layout, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The first item (a view or a layout guide), held weakly as UIKit does.
    private weak var storedFirstItem: AnyObject?
    /// The second item, if any.
    private weak var storedSecondItem: AnyObject?
    /// The constant, as last accepted.
    private var storedConstant: CGFloat
    /// The priority.
    private var storedPriority: UILayoutPriority = .required

    /// The first item of the constraint: a view or a layout guide.
    open var firstItem: AnyObject? { storedFirstItem }

    /// The second item, or `nil` when the constraint compares the first item with a constant.
    open var secondItem: AnyObject? { storedSecondItem }

    /// The first item's attribute.
    public let firstAttribute: Attribute

    /// How the first side compares with the second.
    public let relation: Relation

    /// The second item's attribute; ``Attribute/notAnAttribute`` without a second item.
    public let secondAttribute: Attribute

    /// The factor of the second item's attribute. Fixed at creation, as in UIKit.
    public let multiplier: CGFloat

    /// The amount added to the second side. Changing it on an active constraint re-solves incrementally (the next
    /// layout pass moves the views). A NaN or infinite constant is refused with a message (through
    /// ``Headless/layoutMessageHandler``) and the constant stays as it was.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                Headless.reportLayout(nonFiniteConstantMessage(newValue) + " The constant stays \(storedConstant).")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            if isActiveState { LayoutEngine.constantDidChange(of: self) }
        }
    }

    /// The constraint's priority: ``UILayoutPriority/required`` (the default), or lower for a constraint that gives
    /// way. An installed constraint cannot change from required to optional or back (UIKit's message); between
    /// optional priorities the engine re-solves.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            var priority = newValue
            if !(priority.rawValue > 0 && priority.rawValue <= 1000) {
                let clamped = UILayoutPriority(priority.rawValue.isNaN ? 1000 : min(max(priority.rawValue, 1), 1000))
                Headless.reportLayout(
                    "A priority of \(priority.rawValue) for \(layoutDescription) is out of range: priorities are from 1 "
                        + "to 1000. HeadlessUIKit uses \(clamped.rawValue).")
                priority = clamped
            }
            guard priority != storedPriority else { return }
            if isActiveState, (priority == .required) != (storedPriority == .required) {
                Headless.raise(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(priority.rawValue) and the existing priority was "
                        + "\(storedPriority.rawValue).")
                return
            }
            storedPriority = priority
            if isActiveState { LayoutEngine.priorityDidChange(of: self) }
        }
    }

    /// A name for the constraint, shown in its description and UIKit's messages.
    @available(iOS 7.0, *)
    open var identifier: String?

    /// Whether the constraint is archived with the view (HeadlessUIKit has no archives).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it activates or deactivates the constraint (see
    /// ``activate(_:)``).
    @available(iOS 8.0, *)
    open var isActive: Bool {
        get { isActiveState }
        set {
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// Whether the constraint is active.
    var isActiveState = false
    /// Whether UIKit's rules accept the constraint; one they refuse never becomes active.
    var isWellFormed = true
    /// The view the active constraint is installed on: its items' nearest common ancestor.
    weak var installedView: UIView?
    /// The constraint's form in its engine, while active.
    var record: EngineRecord?

    /// Creates a constraint `view1.attr1 <relation> multiplier × view2.attr2 + c`, as UIKit's initializer: the items
    /// are views or layout guides; without a second item, the first attribute must be a width or a height.
    ///
    /// UIKit raises an exception for a constraint its rules refuse (a location compared with a constant, a
    /// horizontal attribute with a vertical one, leading with left); HeadlessUIKit reports UIKit's message through
    /// ``Headless/inconsistencyHandler`` and the constraint never becomes active. A NaN or infinite constant or
    /// multiplier is reported through ``Headless/layoutMessageHandler``; such a constraint is not activated either.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = NSLayoutConstraint.layoutItem(view1)
        let second = view2.flatMap(NSLayoutConstraint.layoutItem)
        self.init(
            first: first, attribute: attr1, relation: relation, second: second, attribute: attr2,
            multiplier: multiplier, constant: c, itemsAreLayoutItems: first != nil && (view2 == nil || second != nil))
    }

    /// Creates a constraint between two items (or an item and a constant), checking UIKit's rules.
    init(
        first: AnyObject?, attribute firstAttribute: Attribute, relation: Relation, second: AnyObject?,
        attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, itemsAreLayoutItems: Bool = true
    ) {
        storedFirstItem = first
        storedSecondItem = second
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        storedConstant = constant
        super.init()
        if !itemsAreLayoutItems {
            isWellFormed = false
            Headless.raise(
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]:"
                    + " Constraint items must each be a view or layout guide.")
        } else if let problem = pairingProblem() {
            isWellFormed = false
            Headless.raise(problem)
        } else if !constant.isFinite {
            Headless.reportLayout(nonFiniteConstantMessage(constant) + " The constraint cannot be activated.")
        } else if !multiplier.isFinite {
            Headless.reportLayout(
                "NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:\(multiplier) "
                    + "firstAnchor:<\(anchorDescription(first: true))> "
                    + "secondAnchor:<\(anchorDescription(first: false))> The constraint cannot be activated.")
        }
    }

    /// The item as a layout item: a view or a layout guide, else `nil`.
    static func layoutItem(_ item: Any) -> AnyObject? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        return nil
    }

    /// UIKit's message for a constraint whose attributes cannot be related, or `nil` when they can.
    private func pairingProblem() -> String? {
        let selector =
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        if firstAttribute == .notAnAttribute {
            return selector + "Invalid parameter not satisfying: firstAttribute != NSLayoutAttributeNotAnAttribute"
        }
        let locationAlone =
            !firstAttribute.isDimension && (storedSecondItem == nil || secondAttribute == .notAnAttribute)
        if locationAlone || (!firstAttribute.isDimension && multiplier == 0) {
            return selector
                + "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                + "an illegal constraint of a location equal to a constant. Location attributes must be specified in "
                + "pairs."
        }
        guard storedSecondItem != nil else { return nil }
        if secondAttribute == .notAnAttribute {
            return selector + "Invalid pairing of layout attributes"
        }
        if firstAttribute.isDimension != secondAttribute.isDimension
            || (!firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis)
        {
            return selector + "Invalid pairing of layout attributes"
        }
        if firstAttribute.isLeftOrRight && secondAttribute.isLeadingOrTrailing
            || firstAttribute.isLeadingOrTrailing && secondAttribute.isLeftOrRight
        {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:"
                + "constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither."
        }
        return nil
    }

    /// UIKit's message for a constant that is NaN or infinite.
    func nonFiniteConstantMessage(_ value: CGFloat) -> String {
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(value) "
            + "firstAnchor:<\(anchorDescription(first: true))> secondAnchor:<\(anchorDescription(first: false))>"
    }

    /// Activates each constraint (see ``isActive``). UIKit's documentation: this is more efficient than activating
    /// them one by one; HeadlessUIKit's engine solves once, at the next layout pass, either way.
    ///
    /// - Complexity: O(n · (d + k)) for n constraints, d the depth of their items in the view tree and k the cost of
    ///   one incremental addition to the engine.
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { LayoutEngine.activate(constraint) }
    }

    /// Deactivates each constraint.
    ///
    /// - Complexity: O(n · k) for n constraints and k the cost of one incremental removal.
    @available(iOS 8.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { LayoutEngine.deactivate(constraint) }
    }

    /// The constraint as UIKit prints it: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leadingMargin
    /// + 8   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute measures along.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .notAnAttribute:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is measured from the margins.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Whether the attribute is a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute is left or right (absolute), as opposed to leading or trailing.
    var isLeftOrRight: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }

    /// Whether the attribute is leading or trailing.
    var isLeadingOrTrailing: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The attribute's name, as UIKit prints it.
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
#endif
