#if !canImport(UIKit)
import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Activates the constraint: checks it, installs it on its items' nearest common ancestor and adds it to that
    /// ancestor's engine (see ``LayoutEngine``).
    ///
    /// - Complexity: O(d) for d the depth of the items in their tree, plus one incremental addition.
    static func activate(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActiveState, constraint.isWellFormed else { return }
        guard constraint.constant.isFinite else {
            Headless.reportLayout(
                constraint.nonFiniteConstantMessage(constraint.constant) + " The constraint is not activated.")
            return
        }
        guard constraint.multiplier.isFinite else {
            Headless.reportLayout(
                "NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:\(constraint.multiplier) "
                    + "firstAnchor:<\(constraint.anchorDescription(first: true))> "
                    + "secondAnchor:<\(constraint.anchorDescription(first: false))> The constraint is not activated.")
            return
        }
        guard let first = constraint.firstItem else { return }
        let firstView = owningView(of: first)
        let secondView = constraint.secondItem.flatMap(owningView(of:))
        guard let firstView, constraint.secondItem == nil || secondView != nil,
            let ancestor = nearestCommonAncestor(firstView, secondView)
        else {
            Headless.raise(
                "Unable to activate constraint with anchors <\(constraint.anchorDescription(first: true))> and "
                    + "<\(constraint.anchorDescription(first: false))> because they have no common ancestor.  Does "
                    + "the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        dissolveHostsCrossed(by: constraint, below: ancestor)
        constraint.isActiveState = true
        constraint.installedView = ancestor
        ancestor.layoutState.installedConstraints.append(constraint)
        node(of: first).referencingConstraints.append(constraint)
        if let second = constraint.secondItem, second !== first {
            node(of: second).referencingConstraints.append(constraint)
        }
        activeConstraintCount += 1
        ancestor.layoutHost.hostedEngine.insert(constraint)
    }

    /// Deactivates the constraint: takes it out of its engine and uninstalls it.
    ///
    /// - Complexity: O(k) for k the constraints installed on its view and referring to its items, plus one
    ///   incremental removal.
    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.isActiveState else { return }
        if let ancestor = constraint.installedView {
            ancestor.layoutHost.layoutState.engine?.extract(constraint)
            ancestor.layoutState.installedConstraints.removeAll { $0 === constraint }
        }
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            node(of: item).referencingConstraints.removeAll { $0 === constraint }
        }
        constraint.installedView = nil
        constraint.isActiveState = false
        activeConstraintCount -= 1
    }

    /// Takes the new constant of an active constraint.
    static func constantDidChange(of constraint: NSLayoutConstraint) {
        constraint.installedView?.layoutHost.layoutState.engine?.constantChanged(constraint)
    }

    /// Takes the new (optional) priority of an active constraint.
    static func priorityDidChange(of constraint: NSLayoutConstraint) {
        constraint.installedView?.layoutHost.layoutState.engine?.priorityChanged(constraint)
    }

    /// The frame the guide's engine gives it, solving first; `nil` when no active constraint uses it.
    static func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        let node = guide.node
        guard node.useCount > 0, let engine = node.engine else { return nil }
        engine.solveIfNeeded()
        return engine.frame(of: node)
    }

    /// Whether the item's frame is left open by the constraints of its engine (`false` outside any engine).
    static func isAmbiguous(_ node: LayoutNode) -> Bool {
        guard node.useCount > 0, let engine = node.engine else { return false }
        return engine.isAmbiguous(node)
    }

    /// The view whose coordinates an item lives in: a view itself, a guide's owning view.
    static func owningView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view that is (or contains) both views; `b` may be `nil`.
    ///
    /// - Complexity: O(d), d the depth of the views.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView?) -> UIView? {
        guard let b else { return a }
        var depthA = a.layoutDepth
        var depthB = b.layoutDepth
        var x: UIView? = a
        var y: UIView? = b
        while depthA > depthB, let current = x {
            x = current.superview
            depthA -= 1
        }
        while depthB > depthA, let current = y {
            y = current.superview
            depthB -= 1
        }
        while let left = x, let right = y {
            if left === right { return left }
            x = left.superview
            y = right.superview
        }
        return nil
    }

    /// Makes every cell-like host between the constraint's items and its ancestor part of the engine above it: the
    /// constraint relates a view inside the host to one outside it, so both must be solved together.
    static func dissolveHostsCrossed(by constraint: NSLayoutConstraint, below ancestor: UIView) {
        var starts: [UIView?] = []
        for (item, attribute) in [
            (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute),
        ] {
            if let view = item as? UIView {
                // The ancestor's own variables are its engine's; only views below it can be inside another host.
                if view !== ancestor { starts.append(view.superview) }
                if attribute.isBaseline {
                    let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                    if target.isDescendant(inLayoutOf: view) { starts.append(target.superview) }
                }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                if guide.kind == .custom || guide.kind == .readableContent {
                    starts.append(owner)
                } else if owner !== ancestor {
                    starts.append(owner.superview)
                }
            }
        }
        for start in starts {
            var current = start
            while let view = current, view !== ancestor {
                if view.layoutState.hostsLayoutEngine { view.dissolveLayoutHost() }
                current = view.superview
            }
        }
    }

    /// Moves every constraint of this engine to another (the host joined a tree, or stopped hosting).
    func moveConstraints(to target: LayoutEngine) {
        let moving = userConstraints.values.sorted { ($0.record?.order ?? 0) < ($1.record?.order ?? 0) }
        for constraint in moving { extract(constraint) }
        for constraint in moving { target.insert(constraint) }
    }
}

extension UIView {
    /// The view's variables in the engine that places it.
    var layoutNode: LayoutNode { layoutState.node(for: self) }

    /// Whether the view hosts a layout engine: the root of a tree does, and so do cells and their content views.
    var isLayoutHost: Bool { superview == nil || layoutState.hostsLayoutEngine }

    /// The nearest view at or above this one that hosts a layout engine.
    var layoutHost: UIView {
        var view = self
        while !view.isLayoutHost, let superview = view.superview { view = superview }
        return view
    }

    /// The engine this view hosts, made on first use.
    var hostedEngine: LayoutEngine {
        if let engine = layoutState.engine { return engine }
        let engine = LayoutEngine(host: self)
        layoutState.engine = engine
        return engine
    }

    /// The number of ancestors.
    var layoutDepth: Int {
        var depth = 0
        var current = superview
        while let view = current {
            depth += 1
            current = view.superview
        }
        return depth
    }

    /// Whether the view is strictly inside `ancestor`'s subtree.
    func isDescendant(inLayoutOf ancestor: UIView) -> Bool {
        var current = superview
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    /// Whether the view is `ancestor` or inside its subtree.
    func isInSubtree(of ancestor: UIView) -> Bool {
        self === ancestor || isDescendant(inLayoutOf: ancestor)
    }

    /// Marks the view as hosting an engine of its own (cells and their content views).
    func hostLayoutEngine() {
        layoutState.hostsLayoutEngine = true
    }

    /// Stops hosting an engine: its constraints join the engine above.
    func dissolveLayoutHost() {
        layoutState.hostsLayoutEngine = false
        guard let engine = layoutState.engine else { return }
        layoutState.engine = nil
        engine.moveConstraints(to: layoutHost.hostedEngine)
    }

    /// Before the view leaves its superview: deactivates the constraints that relate its subtree to views outside
    /// it, and takes out of the outer engine those inside it. Returns the latter, for ``didLeaveTree(_:moving:)``.
    func willLeaveTree() -> [NSLayoutConstraint] {
        guard LayoutEngine.activeConstraintCount > 0 else { return [] }
        var external: [NSLayoutConstraint] = []
        var inside: [NSLayoutConstraint] = []
        let hostsItself = layoutState.hostsLayoutEngine
        forEachViewInLayoutIsland { view in
            for item in [view as AnyObject] + view.layoutState.layoutGuides + view.ownGuides {
                let node = LayoutEngine.node(of: item)
                for constraint in node.referencingConstraints {
                    guard let installed = constraint.installedView, !installed.isInSubtree(of: self) else { continue }
                    if !external.contains(where: { $0 === constraint }) { external.append(constraint) }
                }
            }
            // Constraints installed on a view that hosts an engine are in that engine, which stays as it is.
            if !hostsItself, view === self || !view.layoutState.hostsLayoutEngine {
                inside += view.layoutState.installedConstraints
            }
        }
        for constraint in external { LayoutEngine.deactivate(constraint) }
        guard !inside.isEmpty, let engine = superview?.layoutHost.layoutState.engine else { return [] }
        let moving = inside.sorted { ($0.record?.order ?? 0) < ($1.record?.order ?? 0) }
        for constraint in moving { engine.extract(constraint) }
        return moving
    }

    /// After the view left its superview: its subtree's constraints join its own engine; the old superview needs
    /// layout.
    func didLeaveTree(_ oldSuperview: UIView, moving: [NSLayoutConstraint]) {
        if !moving.isEmpty {
            let engine = hostedEngine
            for constraint in moving { engine.insert(constraint) }
        }
        oldSuperview.markNeedsLayout()
        (oldSuperview as? UIStackView)?.subviewWasRemoved(self)
    }

    /// After the view joined a superview: its pending layout and constraint updates are known above it, and the
    /// constraints of its tree join the engine of its new island.
    func didMoveIntoTree() {
        if layoutState.needsUpdateConstraints || layoutState.subtreeNeedsUpdateConstraints {
            superview?.markSubtreeNeedsUpdateConstraints()
        }
        markNeedsLayout()
        guard !layoutState.hostsLayoutEngine, let engine = layoutState.engine, let superview else { return }
        layoutState.engine = nil
        engine.moveConstraints(to: superview.layoutHost.hostedEngine)
    }

    /// Calls `body` for the view and each view below it, except inside views that host engines of their own (their
    /// constraints stay inside them).
    func forEachViewInLayoutIsland(_ body: (UIView) -> Void) {
        body(self)
        guard !layoutState.hostsLayoutEngine else { return }
        var stack = subviews
        while let view = stack.popLast() {
            body(view)
            if !view.layoutState.hostsLayoutEngine { stack.append(contentsOf: view.subviews) }
        }
    }

    /// The view's own guides that exist (margins, safe area, readable content).
    var ownGuides: [UILayoutGuide] {
        [layoutState.marginsGuide, layoutState.safeAreaGuide, layoutState.readableGuide].compactMap { $0 }
    }
}
#endif
