#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// What kind of element a set of layout attributes places, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view, such as a section header or footer.
        case supplementaryView = 1
        /// A decoration view, such as a compositional section's background.
        case decorationView = 2
    }
}

/// Where a layout places one element of a collection view, as UIKit's `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero

    /// The element's size: the frame's; setting it resizes the frame about its centre, as UIKit does.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = CGPoint(x: frame.midX, y: frame.midY)
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The element's bounds: its frame's size at the origin; setting it resizes the frame about its centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// The centre of the element's frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The element's index path: an item's, or the section's (item 0) for a header or footer.
    open var indexPath: IndexPath

    /// Whether the element is hidden.
    open var isHidden = false

    /// The element's stacking order: higher is in front. The collection view gives it to the element's view as its
    /// layer's `zPosition`, so views are drawn in this order whatever their order among the collection view's
    /// subviews (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex).
    open var zIndex = 0

    /// The element's opacity, applied to its view's `alpha`; 1 by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha).
    open var alpha: CGFloat = 1

    /// The element's affine transform, applied to its view's `transform` (about its centre); `.identity` by default
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform).
    open var transform: CGAffineTransform = .identity

    /// Whether the layout fixes the element's width when the element's view is asked for its preferred attributes
    /// (a compositional layout's dimension that is not estimated). HeadlessUIKit's own.
    var fixesWidth = false
    /// Whether the layout fixes the element's height when its view is asked for its preferred attributes.
    var fixesHeight = false

    /// The element's kind: cell, supplementary view or decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory

    /// The supplementary element's kind (such as ``UICollectionView/elementKindSectionHeader``), `nil` for a cell.
    public let representedElementKind: String?

    /// Creates attributes for the cell of the item at the index path.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Creates attributes for a supplementary view of the kind at the index path.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of the kind at the index path.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the attributes (UIKit's attributes are `NSCopying`; Foundation on Linux cannot copy an `NSObject`).
    func copiedAttributes() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes
        switch (representedElementCategory, representedElementKind) {
        case (.supplementaryView, let kind?):
            copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        case (.decorationView, let kind?):
            copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        default:
            copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        copy.frame = frame
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.transform = transform
        copy.fixesWidth = fixesWidth
        copy.fixesHeight = fixesHeight
        return copy
    }
}
#endif
