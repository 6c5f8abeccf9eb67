#if !canImport(UIKit)
import Foundation

// The layout passes, as UIKit orders them (Apple's "Auto Layout Guide: Changing Constraints" and the documentation of
// `updateConstraints()`, `layoutSubviews()` and `layoutIfNeeded()`):
// 1. the update pass: `updateConstraints()` of each view that asked, bottom-up (subviews before their superview; a
//    view controller's root view asks its controller, `updateViewConstraints()`);
// 2. the layout pass: from the outermost ancestor that needs layout, top-down, each view that needs layout gets
//    `layoutSubviews()` (between its controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`); the
//    constraints of a view's engine are solved before the host's `layoutSubviews()` runs, and the default
//    `layoutSubviews()` gives the subviews placed by constraints their frames. A view whose size changes needs layout.
extension UIView {
    /// Marks the view as needing layout, and each ancestor as having a descendant that does.
    func markNeedsLayout() {
        layoutState.needsLayout = true
        superview?.markSubtreeNeedsLayout()
    }

    /// Marks the view and its ancestors as having a descendant that needs layout.
    func markSubtreeNeedsLayout() {
        var current: UIView? = self
        while let view = current, !view.layoutState.subtreeNeedsLayout {
            view.layoutState.subtreeNeedsLayout = true
            current = view.superview
        }
    }

    /// Asks for the view's `updateConstraints()`, and marks its ancestors.
    func markNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        superview?.markSubtreeNeedsUpdateConstraints()
    }

    /// Marks the view and its ancestors as having a descendant whose `updateConstraints()` is due.
    func markSubtreeNeedsUpdateConstraints() {
        var current: UIView? = self
        while let view = current, !view.layoutState.subtreeNeedsUpdateConstraints {
            view.layoutState.subtreeNeedsUpdateConstraints = true
            current = view.superview
        }
    }

    /// The root of the view's tree.
    var treeRoot: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// `layoutIfNeeded()`: the update pass for the whole tree, then the layout pass from the outermost ancestor
    /// that needs layout.
    ///
    /// - Complexity: O(n) for the n views that need layout or have descendants that do, plus their
    ///   `layoutSubviews()` and the solves of their engines.
    func runLayoutPass() {
        let root = treeRoot
        if root.layoutState.needsUpdateConstraints || root.layoutState.subtreeNeedsUpdateConstraints {
            root.runUpdateConstraintsPass()
        }
        solvePendingEnginesAbove()
        var start = self
        while let superview = start.superview, superview.layoutState.needsLayout { start = superview }
        start.layOutTree()
    }

    /// Solves the engines that place the view and its ancestors, if their constraints changed: as UIKit's engine
    /// updates the views whose frames change (marking their superviews as needing layout) before the layout pass, so
    /// `layoutIfNeeded()` of any view above a changed view lays it out, not only the engine's host.
    ///
    /// - Complexity: O(d) for the view's d ancestors, plus the pending solves.
    private func solvePendingEnginesAbove() {
        guard LayoutEngine.activeConstraintCount > 0 else { return }
        var current: UIView? = self
        while let view = current {
            let host = view.layoutHost
            host.layoutState.engine?.solveIfNeeded()
            current = host.superview
        }
    }

    /// The update pass over the view's subtree: `updateConstraints()` bottom-up for each view that asked, again
    /// while views ask during the pass (at most ten rounds).
    ///
    /// - Complexity: O(n) for the n views that asked or have descendants that did, plus their `updateConstraints()`.
    func runUpdateConstraintsPass() {
        var rounds = 0
        while layoutState.needsUpdateConstraints || layoutState.subtreeNeedsUpdateConstraints, rounds < 10 {
            updateConstraintsBottomUp()
            rounds += 1
        }
    }

    /// Subviews first, then the view itself.
    private func updateConstraintsBottomUp() {
        if layoutState.subtreeNeedsUpdateConstraints {
            layoutState.subtreeNeedsUpdateConstraints = false
            for subview in subviews
            where subview.layoutState.needsUpdateConstraints || subview.layoutState.subtreeNeedsUpdateConstraints {
                subview.updateConstraintsBottomUp()
            }
        }
        if layoutState.needsUpdateConstraints {
            layoutState.needsUpdateConstraints = false
            if let controller = layoutState.viewController {
                controller.updateViewConstraints()
            } else {
                updateConstraints()
            }
        }
    }

    /// Lays out the view if it needs it, then, top-down, the subviews that need it (again while layout marks views
    /// below, at most sixteen rounds).
    private func layOutTree() {
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            performLayoutStep()
        }
        var rounds = 0
        while layoutState.subtreeNeedsLayout, rounds < 16 {
            layoutState.subtreeNeedsLayout = false
            for subview in subviews where subview.layoutState.needsLayout || subview.layoutState.subtreeNeedsLayout {
                subview.layOutTree()
            }
            rounds += 1
        }
    }

    /// One view's layout: its controller's `viewWillLayoutSubviews()`, the solve of the engine it hosts, its
    /// `layoutSubviews()`, and `viewDidLayoutSubviews()`.
    private func performLayoutStep() {
        let controller = layoutState.viewController
        controller?.layOutContentUnavailableView()
        controller?.viewWillLayoutSubviews()
        let outer = LayoutEngine.viewInLayoutSubviews
        LayoutEngine.viewInLayoutSubviews = self
        if isLayoutHost { layoutState.engine?.solveIfNeeded() }
        layoutSubviews()
        LayoutEngine.viewInLayoutSubviews = outer
        controller?.viewDidLayoutSubviews()
    }

    /// The default `layoutSubviews()`: solves the engine of the view's island if it changed, and gives each subview
    /// that constraints place (``translatesAutoresizingMaskIntoConstraints`` off) the frame the solve gives it.
    ///
    /// - Complexity: O(s) for the s subviews, plus a pending solve.
    func applyConstraintFramesToSubviews() {
        guard LayoutEngine.activeConstraintCount > 0, let engine = layoutHost.layoutState.engine else { return }
        engine.solveIfNeeded()
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let node = subview.layoutState.existingNode, node.useCount > 0, node.engine === engine else {
                continue
            }
            let frame = engine.frame(of: node)
            if subview.frame != frame { subview.frame = frame }
        }
    }
}
#endif
