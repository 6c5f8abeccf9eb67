#if !canImport(UIKit)
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`: add it to a view
/// (``UIView/addLayoutGuide(_:)``), constrain its anchors, and read its ``layoutFrame`` after layout.
///
/// Every view also has three guides of its own, whose rectangles follow the view rather than constraints:
/// ``UIView/layoutMarginsGuide`` (the bounds inset by the layout margins), ``UIView/safeAreaLayoutGuide`` (the bounds
/// inset by the safe area insets) and ``UIView/readableContentGuide`` (see there for its width rule).
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What decides the guide's rectangle.
    enum Kind {
        /// Constraints (a guide made by the app).
        case custom
        /// The owning view's layout margins.
        case layoutMargins
        /// The owning view's safe area.
        case safeArea
        /// The owning view's readable content area: constraints the guide brings with it.
        case readableContent
    }

    /// What decides the guide's rectangle.
    let kind: Kind

    /// The guide's variables in the engine of its owning view, once made.
    private(set) lazy var node = LayoutNode(item: self)

    /// The view the guide belongs to (``UIView/addLayoutGuide(_:)`` sets it), held weakly as in UIKit.
    open weak var owningView: UIView?

    /// A name for the guide, shown in UIKit's messages.
    open var identifier: String

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)`` before constraining it.
    public override init() {
        kind = .custom
        identifier = ""
        super.init()
    }

    /// Creates one of a view's own guides.
    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        switch kind {
        case .custom: identifier = ""
        case .layoutMargins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .readableContent: identifier = "UIViewReadableContentGuide"
        }
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout (`.zero` without an owning
    /// view, or for a guide that no active constraint uses).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        let size = owningView.bounds.size
        switch kind {
        case .layoutMargins:
            return CGRect(origin: .zero, size: size).inset(by: owningView.layoutMargins)
        case .safeArea:
            return CGRect(origin: .zero, size: size).inset(by: owningView.safeAreaInsets)
        case .custom, .readableContent:
            return LayoutEngine.solvedFrame(of: self) ?? .zero
        }
    }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the constraints leave the guide's rectangle open (only a guide made by the app can be ambiguous).
    @available(iOS 10.0, *)
    open var hasAmbiguousLayout: Bool {
        guard kind == .custom || kind == .readableContent else { return false }
        return LayoutEngine.isAmbiguous(node)
    }

    /// The active constraints that use the guide on the axis.
    @discardableResult
    @available(iOS 10.0, *)
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        node.referencingConstraints.filter { $0.firstAttribute.axis == axis }
    }

    /// The guide as UIKit prints it: `<UILayoutGuide: 0x…; frame = (0 0; 0 0), identifier = 'UIViewLayoutMarginsGuide'>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let frame = layoutFrame
            return "<UILayoutGuide: \(LayoutDescription.address(of: self)); frame = "
                + "(\(LayoutDescription.number(frame.minX)) \(LayoutDescription.number(frame.minY)); "
                + "\(LayoutDescription.number(frame.width)) \(LayoutDescription.number(frame.height))), "
                + "identifier = '\(identifier)'>"
        }
    }
}
#endif
