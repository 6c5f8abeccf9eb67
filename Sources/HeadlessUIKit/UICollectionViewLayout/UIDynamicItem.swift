#if !canImport(UIKit)
import Foundation

/// Something with a centre, bounds and a transform, as UIKit's `UIDynamicItem`: views, collection view layout
/// attributes, and the items a compositional section's `visibleItemsInvalidationHandler` sees
/// (https://developer.apple.com/documentation/uikit/uidynamicitem). HeadlessUIKit has no dynamic animator; the
/// protocol is here for the members its conformers share.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, in its container's coordinates.
    var center: CGPoint { get set }
    /// The item's bounds: its size at the origin.
    var bounds: CGRect { get }
    /// The item's affine transform, about its centre.
    @available(iOS 9.0, *)
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
#endif
