#if !canImport(UIKit)
import Foundation

/// A view that lays out a row or a column of views with Auto Layout, as UIKit's `UIStackView`.
///
/// As in UIKit, the stack view draws nothing and places its ``arrangedSubviews`` by making constraints, in its
/// `updateConstraints()` (identified as UIKit's are: `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-hiding`, `UISV-canvas-fit`); any change of its properties,
/// of its arranged views or of their `isHidden` makes them again at the next update pass. Its own size follows from
/// them: along the axis, the arranged views and the spacing between them fill it; across it, it is as large as the
/// largest arranged view unless constrained.
///
/// How HeadlessUIKit models what UIKit leaves to its private implementation:
/// - **Distributions.** `.fill`: the views keep their intrinsic sizes where the stack's size allows, stretched or
///   shrunk by their hugging and compression resistance priorities (views of equal priorities are ambiguous, as in
///   UIKit; the solver's choice is deterministic). `.fillEqually`: equal sizes. `.fillProportionally`: sizes in
///   proportion to the arranged views' intrinsic sizes along the axis (at priority 999), the spacing taken first;
///   views without an intrinsic size there take what is left, as with `.fill`. `.equalSpacing`: the gaps between
///   views, at least ``spacing`` each, are equal (layout guides span them, as UIKit's do). `.equalCentering`: the
///   distances between the views' centres are equal (at priority 999), the gaps at least ``spacing``.
/// - **Alignments.** `.fill` pins both cross edges; `.leading`/`.top`, `.trailing`/`.bottom` and `.center` pin one
///   edge (or the centre) and keep the view within the other; `.firstBaseline` and `.lastBaseline` (horizontal
///   stacks) align the views' baselines with the first arranged view's and keep them within the stack. For
///   alignments other than `.fill` the stack's cross size hugs the largest view (at priority 49). A vertical stack
///   treats the baseline alignments as `.fill`.
/// - **Hidden views** stay subviews and arranged views; they take no room along the axis (their size there is 0,
///   `UISV-hiding`) and no spacing, and come back when shown.
/// - ``isBaselineRelativeArrangement`` is kept but not modelled: spacing is between edges.
@available(iOS 9.0, *)
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length, as UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views keep their intrinsic sizes, stretched or shrunk by their priorities to fill the stack.
        case fill = 0
        /// The views have equal sizes.
        case fillEqually = 1
        /// The views' sizes are in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The gaps between the views are equal.
        case equalSpacing = 3
        /// The distances between the views' centres are equal.
        case equalCentering = 4
    }

    /// How the arranged views are placed across the axis, as UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// The views are at the leading (horizontal axis: top) edge.
        case leading = 1
        /// The views' first baselines are aligned (horizontal stacks).
        case firstBaseline = 2
        /// The views are centred.
        case center = 3
        /// The views are at the trailing (horizontal axis: bottom) edge.
        case trailing = 4
        /// The views' last baselines are aligned (horizontal stacks).
        case lastBaseline = 5

        /// The top edge, for a horizontal stack: ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge, for a horizontal stack: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of ``customSpacing(after:)`` for a view without custom spacing: UIKit's `FLT_MAX`.
    @available(iOS 11.0, *)
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A spacing that asks for the system spacing (8 points in HeadlessUIKit): UIKit's `FLT_MIN`.
    @available(iOS 11.0, *)
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the row or column. Default: `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { arrangementDidChange() }
    }

    /// How the views share the length. Default: `.fill`.
    open var distribution: Distribution = .fill {
        didSet { arrangementDidChange() }
    }

    /// How the views are placed across the axis. Default: `.fill`.
    open var alignment: Alignment = .fill {
        didSet { arrangementDidChange() }
    }

    /// The space between adjacent views (at least this much for the equal distributions). Default: 0.
    open var spacing: CGFloat = 0 {
        didSet { arrangementDidChange() }
    }

    /// Whether spacing is measured between baselines (vertical stacks). Kept, not modelled.
    open var isBaselineRelativeArrangement = false

    /// Whether the views are arranged within the stack's layout margins rather than its bounds. Default: `false`.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    /// The spacing set after particular views.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the stack made for the current arrangement.
    private var generatedConstraints: [NSLayoutConstraint] = []
    private var generatedGuides: [UILayoutGuide] = []

    /// Creates a stack view with the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a horizontal stack view of the views, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack view relies on the constraints it makes.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Adds the view at the end of the arranged views (and of the subviews, if it is not one yet); it is placed by
    /// constraints from now on (`translatesAutoresizingMaskIntoConstraints` becomes `false`).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts the view among the arranged views at the index (adding it as a subview if it is not one yet). An
    /// index out of range reports UIKit's message.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            Headless.raise(
                "*** -[UIStackView insertArrangedSubview:atIndex:]: index \(stackIndex) beyond bounds "
                    + "[0 .. \(arrangedSubviews.count)]")
            return
        }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: stackIndex)
        arrangementDidChange()
    }

    /// Stops arranging the view; it stays a subview (remove it from its superview to take it away), as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the spacing after the arranged view, instead of ``spacing``.
    @available(iOS 11.0, *)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing set after the arranged view, or ``spacingUseDefault`` when none is.
    @discardableResult
    @available(iOS 11.0, *)
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Makes the arrangement's constraints again when anything changed, then `super`.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    /// The first visible arranged view's first baseline view.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last visible arranged view's last baseline view.
    open override var forLastBaselineLayout: UIView {
        arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    /// An arranged view's intrinsic size changed (proportions follow it).
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// A subview left the stack: it is no longer arranged.
    func subviewWasRemoved(_ view: UIView) {
        removeArrangedSubview(view)
    }

    /// The arrangement changed: its constraints are made again at the next update pass.
    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Replaces the constraints and guides of the arrangement.
    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(generatedConstraints)
        for guide in generatedGuides { removeLayoutGuide(guide) }
        var builder = StackArrangement(stack: self)
        builder.build()
        generatedConstraints = builder.constraints
        generatedGuides = builder.guides
        NSLayoutConstraint.activate(generatedConstraints)
    }

    /// The spacing after the view, with the system spacing for ``spacingUseSystem``.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? LayoutEngine.systemSpacing : value
    }
}

/// The constraints of a stack view's arrangement (see ``UIStackView``).
@MainActor
private struct StackArrangement {
    let stack: UIStackView
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []

    /// The attributes along the axis: leading edge, trailing edge, size, centre.
    let lead: NSLayoutConstraint.Attribute
    let trail: NSLayoutConstraint.Attribute
    let length: NSLayoutConstraint.Attribute
    let middle: NSLayoutConstraint.Attribute
    /// The attributes across the axis.
    let crossLead: NSLayoutConstraint.Attribute
    let crossTrail: NSLayoutConstraint.Attribute
    let crossLength: NSLayoutConstraint.Attribute
    let crossMiddle: NSLayoutConstraint.Attribute

    init(stack: UIStackView) {
        self.stack = stack
        let horizontal = stack.axis == .horizontal
        lead = horizontal ? .leading : .top
        trail = horizontal ? .trailing : .bottom
        length = horizontal ? .width : .height
        middle = horizontal ? .centerX : .centerY
        crossLead = horizontal ? .top : .leading
        crossTrail = horizontal ? .bottom : .trailing
        crossLength = horizontal ? .height : .width
        crossMiddle = horizontal ? .centerY : .centerX
    }

    /// The canvas's version of an attribute: the stack's own, or its margin's.
    func canvas(_ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        stack.isLayoutMarginsRelativeArrangement ? (stack.layoutMarginsGuide, attribute) : (stack, attribute)
    }

    /// Adds `first.a <relation> multiplier × second.b + constant`.
    mutating func add(
        _ identifier: String, _ first: AnyObject, _ a: NSLayoutConstraint.Attribute, _ second: AnyObject?,
        _ b: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(
            first: first, attribute: a, relation: relation, second: second, attribute: b, multiplier: multiplier,
            constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        constraints.append(constraint)
    }

    /// Adds a constraint to the canvas's attribute.
    mutating func toCanvas(
        _ identifier: String, _ view: AnyObject, _ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute,
        relation: NSLayoutConstraint.Relation = .equal
    ) {
        let (item, attribute) = canvas(b)
        add(identifier, view, a, item, attribute, relation: relation)
    }

    /// A layout guide added to the stack, spanning from one attribute to another along the axis.
    mutating func gapGuide(
        _ identifier: String, from first: UIView, _ a: NSLayoutConstraint.Attribute, to second: UIView,
        _ b: NSLayoutConstraint.Attribute
    ) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        stack.addLayoutGuide(guide)
        guides.append(guide)
        add("UISV-distributing-edge", guide, lead, first, a)
        add("UISV-distributing-edge", guide, trail, second, b)
        toCanvas("UISV-distributing-edge", guide, crossLead, crossLead)
        add("UISV-distributing-edge", guide, crossLength, nil, .notAnAttribute)
        return guide
    }

    mutating func build() {
        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        alongAxis(visible)
        for view in visible { acrossAxis(view, first: visible[0]) }
        if !visible.isEmpty, stack.alignment != .fill {
            add("UISV-canvas-fit", stack, crossLength, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
        // Hidden views take no room along the axis, where the previous visible view ends.
        var previous: UIView?
        for view in arranged {
            if !view.isHidden {
                previous = view
                continue
            }
            add("UISV-hiding", view, length, nil, .notAnAttribute)
            if let previous {
                add("UISV-hiding", view, lead, previous, trail)
            } else {
                toCanvas("UISV-hiding", view, lead, lead)
            }
            acrossAxis(view, first: visible.first ?? view)
        }
    }

    /// The constraints along the axis: the ends at the canvas's edges, and the distribution between them.
    mutating func alongAxis(_ visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else { return }
        toCanvas("UISV-canvas-connection", first, lead, lead)
        toCanvas("UISV-canvas-connection", last, trail, trail)
        let distribution = stack.distribution
        var firstGap: UILayoutGuide?
        for pair in zip(visible, visible.dropFirst()) {
            let space = stack.resolvedSpacing(after: pair.0)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("UISV-spacing", pair.1, lead, pair.0, trail, constant: space)
            case .equalSpacing:
                add("UISV-spacing", pair.1, lead, pair.0, trail, relation: .greaterThanOrEqual, constant: space)
                let gap = gapGuide("UISV-distributing", from: pair.0, trail, to: pair.1, lead)
                if let firstGap {
                    add("UISV-fill-equally", gap, length, firstGap, length)
                } else {
                    firstGap = gap
                }
            case .equalCentering:
                add("UISV-spacing", pair.1, lead, pair.0, trail, relation: .greaterThanOrEqual, constant: space)
                let gap = gapGuide("UISV-distributing", from: pair.0, middle, to: pair.1, middle)
                if let firstGap {
                    add("UISV-fill-equally", gap, length, firstGap, length, priority: UILayoutPriority(999))
                } else {
                    firstGap = gap
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, length, first, length) }
        case .fillProportionally:
            proportions(visible)
        default:
            break
        }
    }

    /// `.fillProportionally`: each view with an intrinsic size along the axis gets that share of the canvas's
    /// length less the spacing.
    mutating func proportions(_ visible: [UIView]) {
        let horizontal = stack.axis == .horizontal
        let sizes = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return horizontal ? size.width : size.height
        }
        let total = sizes.filter { $0 > 0 }.reduce(0, +)
        guard total > 0 else { return }
        let spacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.resolvedSpacing(after: $1.0) }
        let (canvasItem, canvasLength) = canvas(length)
        for (view, size) in zip(visible, sizes) where size > 0 {
            let share = size / total
            add(
                "UISV-fill-proportionally", view, length, canvasItem, canvasLength, multiplier: share,
                constant: -share * spacing, priority: UILayoutPriority(999))
        }
    }

    /// The constraints across the axis for one view, as the alignment says.
    mutating func acrossAxis(_ view: UIView, first: UIView) {
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        switch alignment {
        case .fill:
            toCanvas("UISV-alignment", view, crossLead, crossLead)
            toCanvas("UISV-alignment", view, crossTrail, crossTrail)
        case .leading:
            toCanvas("UISV-alignment", view, crossLead, crossLead)
            toCanvas("UISV-spanning-boundary", view, crossTrail, crossTrail, relation: .lessThanOrEqual)
        case .trailing:
            toCanvas("UISV-alignment", view, crossTrail, crossTrail)
            toCanvas("UISV-spanning-boundary", view, crossLead, crossLead, relation: .greaterThanOrEqual)
        case .center:
            toCanvas("UISV-alignment", view, crossMiddle, crossMiddle)
            toCanvas("UISV-spanning-boundary", view, crossLead, crossLead, relation: .greaterThanOrEqual)
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first { add("UISV-alignment", view, baseline, first, baseline) }
            toCanvas("UISV-spanning-boundary", view, crossLead, crossLead, relation: .greaterThanOrEqual)
            toCanvas("UISV-spanning-boundary", view, crossTrail, crossTrail, relation: .lessThanOrEqual)
        }
    }
}
#endif
