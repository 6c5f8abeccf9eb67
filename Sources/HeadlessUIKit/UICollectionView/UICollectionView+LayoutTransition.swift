#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// What an interactive layout transition calls when it ends, as UIKit's
    /// `UICollectionView.LayoutInteractiveTransitionCompletion`: whether the animations ran to completion, and whether
    /// the transition finished (the new layout is installed) rather than was cancelled (the old one is)
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/layoutinteractivetransitioncompletion).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// An interactive layout transition under way: its layout and the completion to call when it ends.
    struct LayoutTransition {
        let layout: UICollectionViewTransitionLayout
        let completion: LayoutInteractiveTransitionCompletion?
    }

    /// UIKit's message when a transition starts while another is under way (reported from iOS apps:
    /// https://github.com/SwiftKickMobile/TLLayoutTransitioning/issues/14).
    static let transitionUnderWayMessage = "the collection is already in the middle of an interactive transition"

    /// UIKit's message when a transition is finished or cancelled that was never started (reported from iOS apps:
    /// https://github.com/SwiftKickMobile/TLLayoutTransitioning/issues/17).
    static let noTransitionMessage =
        "the collection was not prepared for an interactive transition. see "
        + "startInteractiveTransitionToCollectionViewLayout:completion:"

    func setCollectionViewLayoutNow(_ layout: UICollectionViewLayout, completion: ((Bool) -> Void)?) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }

    func startInteractiveTransitionNow(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion?
    ) -> UICollectionViewTransitionLayout {
        if let layoutTransition {
            Headless.raise(Self.transitionUnderWayMessage)
            return layoutTransition.layout
        }
        let current = collectionViewLayout
        let transition =
            delegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        layoutTransition = LayoutTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        return transition
    }

    /// Installs the transition's next layout (finishing) or its current one (cancelling), then calls its completion.
    func endInteractiveTransitionNow(finishing: Bool) {
        guard let transition = layoutTransition else {
            Headless.raise(Self.noTransitionMessage)
            return
        }
        layoutTransition = nil
        let installed = finishing ? transition.layout.nextLayout : transition.layout.currentLayout
        let other = finishing ? transition.layout.currentLayout : transition.layout.nextLayout
        if other !== installed { other.collectionView = nil }
        collectionViewLayout = installed
        layoutIfNeeded()
        transition.completion?(true, finishing)
    }
}

extension UICollectionViewDelegate {
    /// A plain `UICollectionViewTransitionLayout` from the old layout to the new one, as UIKit makes when the delegate
    /// does not implement the method.
    @available(iOS 7.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
#endif
