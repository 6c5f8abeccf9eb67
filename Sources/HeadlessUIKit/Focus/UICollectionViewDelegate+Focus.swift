#if !canImport(UIKit)
import Foundation

// UIKit's behaviour when a collection view delegate does not implement the focus and spring-loading methods
// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate): items can be focused and spring-loaded.
// HeadlessUIKit never calls them (see `UIFocusUpdateContext` and `UISpringLoadedInteractionContext`).
extension UICollectionViewDelegate {
    /// `true`: every item can get focus.
    @available(iOS 9.0, *)
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// `true`: every focus update may happen.
    @available(iOS 9.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        true
    }

    /// Does nothing.
    @available(iOS 9.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}

    /// `nil`: no preferred item.
    @available(iOS 9.0, *)
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    /// `true`: every item spring-loads.
    @available(iOS 11.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        true
    }
}
#endif
