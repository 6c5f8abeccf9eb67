#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// A flow layout delegate that gives each item the size `sizes` says and logs the items it was asked for.
@MainActor
final class ItemSizeDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizes: (IndexPath) -> CGSize
    private(set) var requests: [IndexPath] = []

    init(_ sizes: @escaping (IndexPath) -> CGSize) {
        self.sizes = sizes
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        requests.append(indexPath)
        return sizes(indexPath)
    }
}

/// An ``ItemSizeDelegate`` that says, as a UIKit delegate answering `responds(to:)`, whether it gives item sizes.
@MainActor
final class RespondingItemSizeDelegate: NSObject, FlowLayoutItemSizeResponding {
    var respondsToSizeForItem = false
    private(set) var requests: [IndexPath] = []

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        requests.append(indexPath)
        return CGSize(width: 10 + CGFloat(indexPath.item), height: 10)
    }
}

/// A collection view of `width` by `height` whose flow layout has `lineSpacing` and `interitemSpacing`, showing
/// `counts` items of ``TextCell``, its delegate `delegate`; laid out.
@MainActor
func makeSizedGrid(
    counts: [Int], width: CGFloat, height: CGFloat, lineSpacing: CGFloat = 10, interitemSpacing: CGFloat = 5,
    delegate: any UICollectionViewDelegateFlowLayout
) -> TestCollectionView {
    let (collectionView, _) = makeGrid(counts: counts, width: width, height: height)
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return collectionView }
    layout.minimumLineSpacing = lineSpacing
    layout.minimumInteritemSpacing = interitemSpacing
    collectionView.keepAlive.append(delegate)
    collectionView.delegate = delegate
    collectionView.layoutIfNeeded()
    return collectionView
}
#endif
