#if !canImport(UIKit)
import Foundation

/// A rectangle on screen and the views inside it, as UIKit's `UIView` (the subset that cells use), with UIKit's
/// geometry, Auto Layout and layout passes (see "Layout" in the HeadlessUIKit documentation). It is a
/// ``UIResponder``, whose ``next`` responder is the view controller whose root view it is, otherwise its superview.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
    /// The view's rectangle in its superview's coordinates (its superview's bounds: a scroll view's subviews are
    /// placed in its content). Changing the size lays the view out again at the next pass, resizes the subviews
    /// as their ``autoresizingMask`` says, and, for a view whose frame is constraints
    /// (``translatesAutoresizingMaskIntoConstraints``), changes those constraints.
    open var frame: CGRect {
        didSet {
            geometryDidChange(from: oldValue)
            frameDidChange(from: oldValue)
        }
    }

    /// The view's rectangle in its own coordinates: the frame's size, at an origin that is zero unless set (a
    /// scroll view's origin is its `contentOffset`). Setting the size keeps the ``center``, as in UIKit.
    open var bounds: CGRect {
        get { CGRect(origin: layoutState.boundsOrigin, size: frame.size) }
        set {
            let oldOrigin = layoutState.boundsOrigin
            layoutState.boundsOrigin = newValue.origin
            if newValue.size != frame.size {
                let center = self.center
                frame = CGRect(
                    x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                    height: newValue.height)
            }
            if newValue.origin != oldOrigin { boundsOriginDidChange(from: oldOrigin) }
        }
    }

    /// The centre of the frame, in the superview's coordinates. Setting it moves the frame, keeping its size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []

    /// The view this one is inside, if any.
    open private(set) weak var superview: UIView?

    /// Whether the view is hidden: a hidden view and its subviews are not drawn and never hit by a touch. An
    /// arranged subview of a stack view that is hidden takes no room in it.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue { hiddenDidChange() }
        }
    }

    /// How opaque the view is, from 0 (transparent) to 1 (the default). A view whose alpha is below 0.01 is never
    /// hit by a touch, as in UIKit.
    open var alpha: CGFloat = 1

    /// Whether subviews are cut to the view's bounds when drawn. Default: `false` (a subview outside the bounds is
    /// still drawn).
    open var clipsToBounds = false

    /// How the view's frame follows its superview's bounds when they change size (see ``AutoresizingMask``).
    /// Default: none: the view keeps its frame.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if autoresizingMask != oldValue { autoresizingDidChange() }
        }
    }

    /// Whether the view resizes its subviews by their ``autoresizingMask`` when its size changes. Default: `true`.
    open var autoresizesSubviews = true

    /// The label assistive technologies read for the view.
    open var accessibilityLabel: String?

    /// A string that identifies the view to UI tests and automation (never read aloud), as UIKit's
    /// `UIAccessibilityIdentification`. Default: `nil`.
    open var accessibilityIdentifier: String?

    /// The window the view is in (its nearest ancestor that is a window, or itself), or `nil` when it is in none.
    /// Test doubles override it, as on iOS, to act as if shown in a window.
    ///
    /// - Complexity: O(*d*), where *d* is the depth of the view in its tree.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

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

    /// The view's intrinsic size for a width Auto Layout gave it: ``intrinsicContentSize`` unless the height depends
    /// on the width (a multi-line label's).
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        intrinsicContentSize
    }

    /// Whether the intrinsic height depends on the width Auto Layout gives the view (a multi-line label without a
    /// ``UILabel/preferredMaxLayoutWidth``): the engine then solves again with the height for the solved width.
    var intrinsicHeightDependsOnWidth: Bool { false }

    /// How far the first baseline is below the top and the last baseline above the bottom, for a view that shows
    /// text; `nil` for the others, whose baselines are their bottom edges.
    var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }

    /// The value of ``intrinsicContentSize`` on an axis where a view has no intrinsic size: -1, as in UIKit.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Layout's bookkeeping for the view: bounds origin, flags of the layout passes, margins, constraints.
    let layoutState: ViewLayoutState
    /// The view's index among its superview's subviews when it was added (or when the superview last called
    /// ``refreshSubviewIndexHints()``): where ``removeFromSuperview()`` starts looking for it.
    private(set) var indexHint = 0

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        layoutState = ViewLayoutState(needsUpdateConstraints: Self.requiresConstraintBasedLayout)
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The traits of the view's environment: the app's (HeadlessUIKit has one screen and no trait overrides).
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        UIApplication.currentTraits
    }

    /// Called when the traits of the view's environment changed (the content size category), with the traits before
    /// the change; a view in a window hears it after its superview. Does nothing; subclasses override it, calling
    /// `super` first (Apple's documentation of `traitCollectionDidChange(_:)`).
    @available(iOS 8.0, *)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view controller whose root view this is, otherwise the superview (Apple's documentation of `next`).
    open override var next: UIResponder? {
        layoutState.viewController ?? superview
    }

    /// Adds a view at the front of the subviews, removing it first from its old superview. Its constraints come
    /// with it; it is laid out at the next layout pass.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.indexHint = subviews.count
        subviews.append(view)
        view.superview = self
        view.didMoveIntoTree()
    }

    /// Inserts a view among the subviews at the index (clamped to the subviews' range; 0 is the back), removing it
    /// first from its old superview.
    ///
    /// - Complexity: O(n) for n subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        refreshSubviewIndexHints()
        view.superview = self
        view.didMoveIntoTree()
    }

    /// Removes the view from its superview, and the constraints that relate it or its subviews to views outside
    /// it (those inside stay), as in UIKit.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let moving = willLeaveTree()
        if let index = parent.indexOfSubview(self) {
            parent.subviews.remove(at: index)
        }
        superview = nil
        didLeaveTree(parent, moving: moving)
    }

    /// Sets every subview's ``indexHint`` to its index: before removing many subviews, last first, each of which is
    /// then found at once.
    ///
    /// - Complexity: O(n) for n subviews.
    func refreshSubviewIndexHints() {
        for (index, view) in subviews.enumerated() { view.indexHint = index }
    }

    /// Where `view` is among the subviews, found from its ``indexHint`` down: views are only appended, so a subview
    /// is at its hint or below it, by as many places as earlier siblings have left since.
    ///
    /// - Complexity: O(1) when no earlier sibling left since the view was added (a table removing its departing
    ///   cells last first); O(k) when k did; O(n) for a view that is not a subview.
    private func indexOfSubview(_ view: UIView) -> Int? {
        var index = min(view.indexHint, subviews.count - 1)
        while index >= 0 {
            if subviews[index] === view { return index }
            index -= 1
        }
        return nil
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

    /// Lays out the subviews; the layout pass calls it, top-down, for each view that needs layout. The default
    /// places the subviews whose frames Auto Layout decides (``translatesAutoresizingMaskIntoConstraints`` off) where
    /// the constraints say, solving them first if they changed. Override it to place subviews by hand, calling
    /// `super` first when constraints place some of them.
    open func layoutSubviews() {
        applyConstraintFramesToSubviews()
    }

    /// Marks the view as needing layout: the next layout pass (``layoutIfNeeded()`` on it or an ancestor) calls its
    /// ``layoutSubviews()``. HeadlessUIKit has no run loop: layout happens when asked.
    open func setNeedsLayout() {
        markNeedsLayout()
    }

    /// Lays out at once whatever is pending, as UIKit does: first the constraints of the view's tree are updated
    /// (``updateConstraints()``, bottom-up), then the outermost ancestor that needs layout and everything below it
    /// that does are laid out, top-down (see ``layoutSubviews()``).
    open func layoutIfNeeded() {
        runLayoutPass()
    }

    /// Called after the frame changed; subclasses that depend on their size mark layout as pending here.
    func frameDidChange(from oldFrame: CGRect) {}

    /// Called after the bounds origin changed (a scroll view's content offset), before the frame's hooks.
    func boundsOriginDidChange(from oldOrigin: CGPoint) {}

    // Geometry, Auto Layout and the layout passes. The overridable entry points live here: Swift cannot override
    // members declared in extensions. Each forwards to its implementation in the file of its concern
    // (Geometry/UIView+Geometry.swift, Layout/UIView+AutoLayout.swift, Layout/UIView+LayoutPass.swift and so on).

    /// The size that best fits the given size. The default returns the view's current size; labels, buttons and
    /// image views return the size of their content.
    @discardableResult
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The farthest descendant (or the view itself) that contains the point, in the view's coordinates, and takes
    /// touches; `nil` when the view is hidden, nearly transparent (alpha below 0.01), does not take touches
    /// (``isUserInteractionEnabled``), or the point is not inside it (``point(inside:with:)``). Subviews are asked
    /// front to back.
    ///
    /// - Complexity: O(v), v the views of the subtree.
    @discardableResult
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether the point, in the view's coordinates, is inside its bounds. A view of zero width or height contains
    /// no point.
    @discardableResult
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The default margins for the view's content, edge by edge: 8 points on each edge unless set. What the view
    /// returns also reflects the superview's margins (``preservesSuperviewLayoutMargins``), a view controller's
    /// system minimum margins for its root view, and the safe area (``insetsLayoutMarginsFromSafeArea``).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setSpecifiedLayoutMargins(newValue) }
    }

    /// ``layoutMargins`` with leading and trailing edges (left and right: HeadlessUIKit lays out left to right).
    @available(iOS 11.0, *)
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins.directional }
        set { setSpecifiedLayoutMargins(newValue.leftToRight) }
    }

    /// Whether the view's margins are at least the superview's where its edges are within the superview's margins.
    /// Default: `false`.
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set {
            layoutState.preservesSuperviewLayoutMargins = newValue
            marginInputsDidChange()
        }
    }

    /// Whether the margins are measured from the edges of the safe area rather than of the bounds. Default: `true`.
    @available(iOS 11.0, *)
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            marginInputsDidChange()
        }
    }

    /// Called when the view's margins were set. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The insets of the part of the view not covered by bars or the screen's edges: zero unless the view's window
    /// (the root of its tree) says otherwise, each edge the part of the superview's insets that overlaps the view.
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets {
        computedSafeAreaInsets
    }

    /// Called when the view's safe area insets changed. The default does nothing.
    @available(iOS 11.0, *)
    open func safeAreaInsetsDidChange() {}

    /// Whether the view's frame (``frame`` and ``autoresizingMask``) becomes constraints when Auto Layout places the
    /// view, as UIKit's `NSAutoresizingMaskLayoutConstraint`s: `true` (the default) for views made in code. Set it to
    /// `false` for a view placed by constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            autoresizingDidChange()
        }
    }

    /// Whether the view relies on constraints: when `true`, its ``updateConstraints()`` is called at the first layout
    /// pass even if nothing asked for it. Default: `false`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints; the layout pass calls it, bottom-up (subviews first), for each view that
    /// asked (``setNeedsUpdateConstraints()``), before the constraints are solved. The default does nothing.
    /// Overrides change constraints here and call `super` last.
    open func updateConstraints() {}

    /// Runs the update pass now for the view and its subviews that asked (``updateConstraints()``, bottom-up).
    open func updateConstraintsIfNeeded() {
        runUpdateConstraintsPass()
    }

    /// Asks for the view's ``updateConstraints()`` at the next layout pass.
    open func setNeedsUpdateConstraints() {
        markNeedsUpdateConstraints()
    }

    /// Whether the view asked for its ``updateConstraints()`` and has not had it yet.
    @discardableResult
    open func needsUpdateConstraints() -> Bool {
        layoutState.needsUpdateConstraints
    }

    /// How strongly the view resists growing beyond its ``intrinsicContentSize`` on the axis. Default: 250.
    @discardableResult
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on the axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: true)
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` on the axis. Default: 750.
    @discardableResult
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compression.horizontal : layoutState.compression.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on the axis.
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        setContentPriority(priority, for: axis, hugging: false)
    }

    /// The size the view's constraints give it that is nearest to the target size at the lowest priority
    /// (``UILayoutPriority/fittingSizeLevel``): pass ``layoutFittingCompressedSize`` for the smallest size,
    /// ``layoutFittingExpandedSize`` for the largest.
    ///
    /// - Complexity: One solve of the view's constraints (see
    ///   ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    @discardableResult
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, with its width held at the target width at the horizontal priority
    /// and its height at the target height at the vertical priority: what a table asks of a cell's content view
    /// (`CGSize(width: tableWidth, height: 0)`, `.required`, `.fittingSizeLevel`) to learn its height. Only the
    /// constraints among the view and its subviews count, not those that place the view in its superview. The
    /// result is what a layout of the view at that size gives it: a view that hosts its own constraints (a cell's
    /// content view) is solved in place, incrementally; any other view in a copy of its constraints.
    ///
    /// - Complexity: One incremental solve of the view's constraints when the view hosts them (cells and their
    ///   content views do), else O(c) to copy its c constraints into a new solver, and the solve.
    @discardableResult
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The view whose first line of text constraints on the ``firstBaselineAnchor`` use: the view itself (a label's
    /// baseline is its text's; another view's is its bottom edge).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last line of text constraints on the ``lastBaselineAnchor`` use: the view itself.
    open var forLastBaselineLayout: UIView { self }

    /// The transform applied to the view around its center, relative to its bounds. `.identity` by default, as in
    /// UIKit. HeadlessUIKit draws nothing and lays out with the untransformed frame, so the transform is kept for code
    /// to read back (https://developer.apple.com/documentation/uikit/uiview/transform).
    open var transform: CGAffineTransform = .identity

    /// The class of the view's layer: `CALayer`, as in UIKit. Subclasses override it to use another layer class.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer behind the view, made on first use from ``layerClass``.
    open var layer: CALayer { viewLayer }

    private lazy var viewLayer: CALayer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()

    /// Turns animations on or off for the animation blocks that follow (``animate(withDuration:animations:)``).
    open class func setAnimationsEnabled(_ enabled: Bool) { Animation.isEnabled = enabled }

    /// Whether animations are on. `true` unless ``setAnimationsEnabled(_:)`` turned them off or the code runs in
    /// ``performWithoutAnimation(_:)``.
    open class var areAnimationsEnabled: Bool { Animation.isEnabled }

    /// Runs the block with animations off, then turns them back on as they were (Apple's documentation of
    /// `performWithoutAnimation(_:)`: "Disables a view transition animation").
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        Animation.withoutAnimation(actionsWithoutAnimation)
    }

    /// The duration of the animation block the code runs in, in seconds; 0 outside one.
    @available(iOS 9.0, *)
    open class var inheritedAnimationDuration: TimeInterval { Animation.duration }

    /// Animates the changes the block makes, after the delay, with the options; calls the completion with `true`
    /// when done. HeadlessUIKit has no animation: the block runs at once, then the completion (see
    /// ``animate(withDuration:animations:completion:)``).
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Animation.run(duration: duration, animations: animations, completion: completion)
    }

    /// Animates the changes the block makes over the duration, then calls the completion.
    ///
    /// HeadlessUIKit has no animation: the changes are applied at once (what the screen shows when UIKit's animation
    /// ends), then the completion runs with `true`, the value UIKit passes when "the animations actually finished
    /// before the completion handler was called"
    /// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)). UIKit
    /// runs the completion later, on the main queue, when the animation ends; here it runs before this method
    /// returns, so that a test sees its effects without waiting.
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Animation.run(duration: duration, animations: animations, completion: completion)
    }

    /// Animates the changes the block makes over the duration: applied at once in HeadlessUIKit.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        Animation.run(duration: duration, animations: animations, completion: nil)
    }

    /// Animates the changes the block makes with a spring: applied at once in HeadlessUIKit, then the completion
    /// runs with `true`.
    @available(iOS 7.0, *)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Animation.run(duration: duration, animations: animations, completion: completion)
    }

    /// Runs a transition of the view: the block's changes are applied at once, then the completion runs with `true`.
    @available(iOS 4.0, *)
    open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        Animation.run(duration: duration, animations: animations ?? {}, completion: completion)
    }
}
#endif
