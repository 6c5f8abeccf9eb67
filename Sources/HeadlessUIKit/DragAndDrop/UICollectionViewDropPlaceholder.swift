#if !canImport(UIKit)
import Foundation

/// An item a collection view shows in place of content that is not in its data source yet, as UIKit's
/// `UICollectionViewPlaceholder` (https://developer.apple.com/documentation/uikit/uicollectionviewplaceholder).
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    /// Creates a placeholder for the item at the index path, whose cell is dequeued with the reuse identifier.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Where the placeholder goes, in the collection view's index paths.
    let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell.
    let reuseIdentifier: String

    /// Configures the placeholder's cell each time the collection view makes or updates it.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?
}

/// A placeholder for a dropped item, as UIKit's `UICollectionViewDropPlaceholder`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdropplaceholder).
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// Gives the parameters of the dropped item's preview as it lands in the placeholder's cell; `nil` for the
    /// default ones.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}

/// What manages a placeholder that a drop put in a collection view, as UIKit's
/// `UICollectionViewDropPlaceholderContext`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdropplaceholdercontext).
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The dropped item.
    var dragItem: UIDragItem { get }

    /// "Exchanges the placeholder cell for a cell with the final content": `dataSourceUpdates` inserts the data into
    /// the data source at the index path it is given, and the collection view asks the data source for the item's
    /// cell. `false` when the placeholder is no longer in the collection view.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool

    /// Takes the placeholder's item away; `false` when it is no longer in the collection view.
    @discardableResult
    func deletePlaceholder() -> Bool

    /// Runs the placeholder's `cellUpdateHandler` again on its cell (when it has one on screen).
    func setNeedsCellUpdate()
}

/// HeadlessUIKit's placeholder context for collection views.
@MainActor
final class HeadlessCollectionPlaceholderContext: NSObject, UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UICollectionViewPlaceholder
    private weak var collectionView: UICollectionView?
    private let animator: HeadlessDropAnimator

    init(
        dragItem: UIDragItem, placeholder: UICollectionViewPlaceholder, collectionView: UICollectionView,
        animator: HeadlessDropAnimator
    ) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
        self.animator = animator
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }

    /// As the table's: the item stays, the data source gains the data in the same batch, and the item is reloaded
    /// from it; the counts check that the data source gained exactly one item there.
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let collectionView, collectionView.dropPlaceholders.indexPath(of: self) != nil else { return false }
        collectionView.performBatchUpdates {
            guard let indexPath = collectionView.dropPlaceholders.remove(self, closingGap: false) else { return }
            dataSourceUpdates(indexPath)
            collectionView.reloadItems(at: [indexPath])
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let collectionView, collectionView.dropPlaceholders.indexPath(of: self) != nil else { return false }
        collectionView.performBatchUpdates {
            guard let indexPath = collectionView.dropPlaceholders.remove(self, closingGap: true) else { return }
            collectionView.deleteItems(at: [indexPath])
        }
        return true
    }

    func setNeedsCellUpdate() {
        guard let collectionView, let indexPath = collectionView.dropPlaceholders.indexPath(of: self),
            let cell = collectionView.cellForItem(at: indexPath)
        else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}

extension UICollectionView {
    /// Inserts the placeholder's item: the data source is not asked about it, the collection view adds it to the
    /// section's count.
    func insertDropPlaceholder(_ context: HeadlessCollectionPlaceholderContext) {
        let indexPath = context.placeholder.insertionIndexPath
        performBatchUpdates {
            dropPlaceholders.insert(context, at: indexPath)
            insertItems(at: [indexPath])
        }
    }

    /// The cell of a placeholder's item, dequeued with its reuse identifier and given to its update handler; `nil`
    /// when no placeholder is at the index path.
    func placeholderCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let context = dropPlaceholders.context(at: indexPath) as? HeadlessCollectionPlaceholderContext else {
            return nil
        }
        let cell = dequeueReusableCell(withReuseIdentifier: context.placeholder.reuseIdentifier, for: indexPath)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// The parameters of the dropped item's preview in a placeholder's cell, from its provider.
    func placeholderPreviewParameters(for context: HeadlessCollectionPlaceholderContext) -> UIDragPreviewParameters? {
        guard let placeholder = context.placeholder as? UICollectionViewDropPlaceholder,
            let provider = placeholder.previewParametersProvider,
            let indexPath = dropPlaceholders.indexPath(of: context), let cell = cellForItem(at: indexPath)
        else { return nil }
        return provider(cell)
    }
}
#endif
