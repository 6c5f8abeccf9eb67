#if !canImport(UIKit)
import Foundation

/// One attribute of a view or layout guide, from which constraints are made, as UIKit's `NSLayoutAnchor`. The type
/// parameter keeps the kinds apart, as in UIKit: x-axis anchors relate to x-axis anchors, y-axis to y-axis, and
/// dimensions to dimensions.
///
/// The constraints an anchor makes are inactive until activated (``NSLayoutConstraint/isActive``).
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    let item: AnyObject
    /// The attribute of the item.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A constraint that makes this anchor equal to the other: `self == anchor`.
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// A constraint that keeps this anchor at or after the other: `self >= anchor`.
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// A constraint that keeps this anchor at or before the other: `self <= anchor`.
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// A constraint that makes this anchor equal to the other plus the constant: `self == anchor + c`.
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: c)
    }

    /// A constraint that keeps this anchor at least the other plus the constant: `self >= anchor + c`.
    @discardableResult
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// A constraint that keeps this anchor at most the other plus the constant: `self <= anchor + c`.
    @discardableResult
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// The constraint `self <relation> multiplier × anchor + constant`.
    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item, attribute: attribute, relation: relation, second: anchor.item, attribute: anchor.attribute,
            multiplier: multiplier, constant: constant)
    }

    /// The anchor as UIKit prints it: `<NSLayoutXAxisAnchor:0x… "UILabel:0x….leading">`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)):\(LayoutDescription.address(of: self)) "
                + "\"\(LayoutDescription.item(item)).\(attribute.name)\">"
        }
    }
}

/// An anchor on the x-axis (leading, trailing, left, right, centre x), as UIKit's `NSLayoutXAxisAnchor`.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint that puts this anchor the system spacing after the other, times the multiplier: HeadlessUIKit's
    /// system spacing between siblings is 8 points (UIKit's standard spacing).
    @discardableResult
    @available(iOS 11.0, *)
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at least the system spacing (× the multiplier) after the other.
    @discardableResult
    @available(iOS 11.0, *)
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at most the system spacing (× the multiplier) after the other.
    @discardableResult
    @available(iOS 11.0, *)
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutEngine.systemSpacing * multiplier)
    }
}

/// An anchor on the y-axis (top, bottom, centre y, baselines), as UIKit's `NSLayoutYAxisAnchor`.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint that puts this anchor the system spacing (8 points) below the other, times the multiplier.
    @discardableResult
    @available(iOS 11.0, *)
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at least the system spacing (× the multiplier) below the other.
    @discardableResult
    @available(iOS 11.0, *)
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at most the system spacing (× the multiplier) below the other.
    @discardableResult
    @available(iOS 11.0, *)
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutEngine.systemSpacing * multiplier)
    }
}

/// A width or a height, as UIKit's `NSLayoutDimension`: it can also be compared with a constant, and with another
/// dimension times a multiplier.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that makes the dimension equal to the constant.
    @discardableResult
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.equal, c)
    }

    /// A constraint that keeps the dimension at least the constant.
    @discardableResult
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.greaterThanOrEqual, c)
    }

    /// A constraint that keeps the dimension at most the constant.
    @discardableResult
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.lessThanOrEqual, c)
    }

    /// A constraint that makes the dimension equal to the other times the multiplier.
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that keeps the dimension at least the other times the multiplier.
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that keeps the dimension at most the other times the multiplier.
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint that makes the dimension equal to the other times the multiplier plus the constant.
    @discardableResult
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint that keeps the dimension at least the other times the multiplier plus the constant.
    @discardableResult
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint that keeps the dimension at most the other times the multiplier plus the constant.
    @discardableResult
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// The constraint `self <relation> c`.
    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: item, attribute: attribute, relation: relation, second: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: c)
    }
}
#endif
