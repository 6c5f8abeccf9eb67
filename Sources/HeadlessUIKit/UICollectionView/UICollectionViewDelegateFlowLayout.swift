#if !canImport(UIKit)
import Foundation

/// The sizes and spacings a flow layout asks its collection view's delegate for, per item or section, as UIKit's
/// `UICollectionViewDelegateFlowLayout`.
///
/// The default implementations return the flow layout's own properties (what UIKit uses when the delegate does not
/// implement a method). HeadlessUIKit's flow layout asks `sizeForItemAt` for every item, as UIKit's does, unless the
/// delegate says it does not give item sizes (see ``UICollectionViewFlowLayout``).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The margins around the section's items.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The least space between the section's rows.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least space between items in the section's rows.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of the section's header; a zero height means none.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of the section's footer; a zero height means none.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

/// HeadlessUIKit's stand-in for UIKit's `responds(to:)`, for the one optional method of a flow layout's delegate
/// whose absence changes the work of the layout: `collectionView(_:layout:sizeForItemAt:)`.
///
/// In UIKit, a flow layout whose delegate does not respond to that selector gives every item its `itemSize` without
/// asking, and a delegate may answer `responds(to:)` as its state says. Swift cannot tell a conforming type's own
/// method from the protocol's default, so HeadlessUIKit's flow layout asks every item of a delegate that conforms to
/// ``UICollectionViewDelegateFlowLayout``, unless the delegate also adopts this protocol and says no. Not UIKit API:
/// `package`, for the package's adapters, which answer `responds(to:)` on iOS the same way.
@MainActor
package protocol FlowLayoutItemSizeResponding: UICollectionViewDelegateFlowLayout {
    /// Whether the delegate gives item sizes now, as `responds(to:)` would say of `sizeForItemAt` in UIKit.
    var respondsToSizeForItem: Bool { get }
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    /// The flow layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    /// The flow layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The flow layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
#endif
