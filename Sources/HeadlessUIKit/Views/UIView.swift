#if !canImport(UIKit)
import Foundation

/// A rectangle on screen and the views inside it, as UIKit's `UIView` (the subset that cells use): a ``UIResponder``,
/// whose ``next`` responder is the view controller whose root view it is, otherwise its superview.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        didSet { frameDidChange(from: oldValue) }
    }

    /// The view's rectangle in its own coordinates: origin zero, the frame's size.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: frame.size)
    }

    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []

    /// The view this one is inside, if any.
    open private(set) weak var superview: UIView?

    /// Whether the view is hidden (a hidden view and its subviews are not drawn).
    open var isHidden = false

    /// The label assistive technologies read for the view.
    open var accessibilityLabel: String?

    /// A number that identifies the view in its tree (`viewWithTag(_:)`).
    open var tag = 0

    /// Whether the view responds to touches.
    open var isUserInteractionEnabled = true

    /// The color that fills the view's bounds; `nil` (the default) is transparent.
    open var backgroundColor: UIColor?

    /// The size the view's content needs, or ``noIntrinsicMetric`` on an axis where it has none (the default on
    /// both). Subclasses with content (labels, buttons, images, switches) override it; Auto Layout sizes a view
    /// from it through its content hugging and compression resistance.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that ``intrinsicContentSize`` changed (a label's text or font, a button's title), so that the
    /// next layout pass reads it again.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
    }

    /// The value of ``intrinsicContentSize`` on an axis where a view has no intrinsic size: -1, as in UIKit.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view controller whose root view this is, if any (set by the controller).
    weak var owningViewController: UIViewController?

    /// The view controller whose root view this is, otherwise the superview (Apple's documentation of `next`).
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// Adds a view at the front of the subviews, removing it first from its old superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        if let index = parent.subviews.lastIndex(where: { $0 === self }) {
            parent.subviews.remove(at: index)
        }
        superview = nil
    }

    /// Returns the view itself or the first subview in its tree with the tag, depth first.
    @discardableResult
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Lays out subviews; UIKit calls it during layout. The default does nothing.
    open func layoutSubviews() {}

    /// Marks the view as needing layout. HeadlessUIKit lays out when asked (`layoutIfNeeded()`).
    open func setNeedsLayout() {}

    /// Lays out the view at once if layout is pending.
    open func layoutIfNeeded() {
        layoutSubviews()
    }

    /// Called after the frame changed; subclasses that depend on their size mark layout as pending here.
    func frameDidChange(from oldFrame: CGRect) {}

    /// Called by ``invalidateIntrinsicContentSize()``; the layout engine re-reads the size at its next pass.
    func intrinsicContentSizeDidChange() {}
}
#endif
