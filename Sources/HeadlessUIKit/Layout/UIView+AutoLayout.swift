#if !canImport(UIKit)
import Foundation

extension UIView {
    /// The view's leading edge (left: HeadlessUIKit lays out left to right).
    @available(iOS 9.0, *)
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge.
    @available(iOS 9.0, *)
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    @available(iOS 9.0, *)
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    @available(iOS 9.0, *)
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's top edge.
    @available(iOS 9.0, *)
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    @available(iOS 9.0, *)
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's width.
    @available(iOS 9.0, *)
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    @available(iOS 9.0, *)
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The view's horizontal centre.
    @available(iOS 9.0, *)
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical centre.
    @available(iOS 9.0, *)
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (``forFirstBaselineLayout``); a view without text: its bottom.
    /// A label's first baseline is its top plus its font's ascender (the label's height fits its text; UIKit
    /// centres the text of a taller label, which HeadlessUIKit does not model).
    @available(iOS 9.0, *)
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (``forLastBaselineLayout``): a label's bottom less its font's
    /// descent; a view without text: its bottom.
    @available(iOS 9.0, *)
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The active constraints installed on the view: those whose items' nearest common ancestor it is. (UIKit lists
    /// the constraints it makes for intrinsic sizes and autoresizing masks here too; HeadlessUIKit keeps those in
    /// its engine and lists only `NSLayoutConstraint`s made by the app and by stack views.)
    @available(iOS 6.0, *)
    public var constraints: [NSLayoutConstraint] { layoutState.installedConstraints }

    /// Activates the constraint (UIKit's older way; `isActive = true` installs it on the right view).
    @available(iOS 6.0, *)
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates the constraints.
    @available(iOS 6.0, *)
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates the constraint if it is installed on this view; any other constraint is left alone, as in UIKit.
    @available(iOS 6.0, *)
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    /// Deactivates those of the constraints that are installed on this view.
    @available(iOS 6.0, *)
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The layout guides added to the view, in order.
    @available(iOS 9.0, *)
    public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

    /// Adds a layout guide to the view (removing it from its old view first); its anchors can then be constrained.
    @available(iOS 9.0, *)
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .custom else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        layoutState.layoutGuides.append(layoutGuide)
    }

    /// Removes a layout guide from the view, deactivating the constraints that use it.
    @available(iOS 9.0, *)
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        for constraint in layoutGuide.node.referencingConstraints { constraint.isActive = false }
        layoutState.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The guide of the view's bounds inset by its ``layoutMargins``.
    @available(iOS 9.0, *)
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, owningView: self)
        layoutState.marginsGuide = guide
        return guide
    }

    /// The guide of the view's bounds inset by its ``safeAreaInsets`` (zero unless a window gives insets).
    @available(iOS 11.0, *)
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self)
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The guide of the part of the view that is comfortable to read: within the layout margins, centred between
    /// them, as wide as they are up to 672 points (UIKit's readable width for body text at the default Dynamic Type
    /// size), and as tall as they are. On an iPhone in portrait it is the layout margins guide.
    @available(iOS 9.0, *)
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self)
        layoutState.readableGuide = guide
        return guide
    }

    /// Whether the constraints leave the view's frame open (too few of them, or optional ones of one priority that
    /// pull opposite ways); `false` for a view that no constraint uses.
    @available(iOS 6.0, *)
    public var hasAmbiguousLayout: Bool {
        guard let node = layoutState.existingNode else { return false }
        return LayoutEngine.isAmbiguous(node)
    }

    /// The active constraints that use the view on the axis (the app's and stack views'; see ``constraints``).
    @discardableResult
    @available(iOS 6.0, *)
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let node = layoutState.existingNode else { return [] }
        return node.referencingConstraints.filter { $0.firstAttribute.axis == axis }
    }

    /// UIKit moves an ambiguous view to another of its possible frames; HeadlessUIKit's solution is deterministic,
    /// so this does nothing.
    @available(iOS 6.0, *)
    public func exerciseAmbiguityInLayout() {}

    /// The smallest size: ask ``systemLayoutSizeFitting(_:)`` for it.
    @available(iOS 6.0, *)
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// A very large size, 10,000,000 points each way: ask ``systemLayoutSizeFitting(_:)`` for the largest size.
    @available(iOS 6.0, *)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The intrinsic size layout uses (``intrinsicContentSize``).
    var layoutIntrinsicSize: CGSize { intrinsicContentSize }

    /// Called by ``invalidateIntrinsicContentSize()``: the engine reads the size again.
    func intrinsicContentSizeDidChange() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        if isLayoutHost, let engine = layoutState.engine { engine.hostIntrinsicSizeChanged() }
        guard let node = layoutState.existingNode, node.useCount > 0, let engine = node.engine else { return }
        engine.intrinsicSizeChanged(of: self)
    }

    /// Sets a hugging or compression resistance priority; the engine makes the view's content constraints again.
    func setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        if hugging {
            guard layoutState.hugging[axis] != priority else { return }
            layoutState.hugging[axis] = priority
        } else {
            guard layoutState.compression[axis] != priority else { return }
            layoutState.compression[axis] = priority
        }
        if isLayoutHost, let engine = layoutState.engine { engine.hostIntrinsicSizeChanged() }
        guard let node = layoutState.existingNode, node.useCount > 0, let engine = node.engine else { return }
        engine.refreshOwnConstraints(of: self)
    }
}
#endif
