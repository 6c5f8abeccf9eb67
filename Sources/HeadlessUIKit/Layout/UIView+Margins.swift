#if !canImport(UIKit)
import Foundation

// Layout margins and the safe area.
//
// A view's margins are the ones set on it (8 points on each edge unless set: UIKit's default), then, edge by edge:
// - at least its view controller's `systemMinimumLayoutMargins` for a controller's root view, when the controller's
//   `viewRespectsSystemMinimumLayoutMargins` (HeadlessUIKit has no size classes: the minimum is UIKit's compact-width
//   one, 16 points leading and trailing, 0 top and bottom, so a root view's margins are 8, 16, 8, 16);
// - at least the part of the superview's margins that reaches into the view, with `preservesSuperviewLayoutMargins`;
// - measured from the safe area rather than the bounds, with `insetsLayoutMarginsFromSafeArea` (the safe area's
//   insets are added).
// The safe area is zero unless the root of the tree has insets (a window's, through `setSafeAreaInsetsFromWindow`);
// each view's is the part of its superview's that overlaps it, plus a root view's controller's
// `additionalSafeAreaInsets`. Constraints read margins and the safe area again at every solve.
extension UIView {
    /// The margins as they are now (see ``layoutMargins``).
    ///
    /// - Complexity: O(d) for d the depth of the view when superviews' margins are preserved; O(1) otherwise.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutState.specifiedMargins
        if let controller = layoutState.viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            margins = margins.edgewiseMax(controller.systemMinimumLayoutMargins.leftToRight)
        }
        if layoutState.preservesSuperviewLayoutMargins, let superview {
            let outer = superview.layoutMargins
            let bounds = superview.bounds
            let reach = UIEdgeInsets(
                top: outer.top - (frame.minY - bounds.minY), left: outer.left - (frame.minX - bounds.minX),
                bottom: outer.bottom - (bounds.maxY - frame.maxY), right: outer.right - (bounds.maxX - frame.maxX))
            margins = margins.edgewiseMax(reach)
        }
        if layoutState.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            if safe != .zero { margins = margins.adding(safe) }
        }
        return margins
    }

    /// Sets the margins and tells the view and its layout.
    func setSpecifiedLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != layoutState.specifiedMargins else { return }
        layoutState.specifiedMargins = margins
        marginInputsDidChange()
    }

    /// After something that margins depend on changed: `layoutMarginsDidChange()`, layout, and the engines whose
    /// constraints may read them solve again.
    func marginInputsDidChange() {
        layoutMarginsDidChange()
        layoutState.viewController?.viewLayoutMarginsDidChange()
        markNeedsLayout()
        markEnginesNeedSolve()
    }

    /// Marks the engines that may read this view's margins or safe area as needing a solve: the one of its island
    /// and the one it hosts.
    func markEnginesNeedSolve() {
        guard LayoutEngine.activeConstraintCount > 0 else { return }
        layoutState.engine?.markContextChanged()
        superview?.layoutHost.layoutState.engine?.markContextChanged()
    }

    /// The safe area insets (see ``safeAreaInsets``).
    ///
    /// - Complexity: O(d) for d the depth of the view.
    var computedSafeAreaInsets: UIEdgeInsets {
        var insets: UIEdgeInsets
        if let superview {
            let outer = superview.safeAreaInsets
            if outer == .zero {
                insets = .zero
            } else {
                let bounds = superview.bounds
                insets = UIEdgeInsets(
                    top: max(0, outer.top - (frame.minY - bounds.minY)),
                    left: max(0, outer.left - (frame.minX - bounds.minX)),
                    bottom: max(0, outer.bottom - (bounds.maxY - frame.maxY)),
                    right: max(0, outer.right - (bounds.maxX - frame.maxX)))
            }
        } else {
            insets = layoutState.providedSafeAreaInsets
        }
        if let controller = layoutState.viewController {
            insets = insets.adding(controller.additionalSafeAreaInsets)
        }
        return insets
    }

    /// The hook a window uses to give the root of its tree the safe area insets of the screen and its bars. The
    /// views below take their parts; `safeAreaInsetsDidChange()` is called on the root.
    func setSafeAreaInsetsFromWindow(_ insets: UIEdgeInsets) {
        guard insets != layoutState.providedSafeAreaInsets else { return }
        layoutState.providedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        layoutState.viewController?.viewSafeAreaInsetsDidChange()
        markNeedsLayout()
        markEnginesNeedSolve()
    }
}
#endif
