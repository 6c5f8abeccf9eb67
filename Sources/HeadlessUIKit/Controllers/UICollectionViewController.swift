#if !canImport(UIKit)
import Foundation

/// A controller whose view is a collection view, and which is its data source and delegate, as UIKit's
/// `UICollectionViewController`.
///
/// It implements every method of `UICollectionViewDataSource`, `UICollectionViewDelegate` and `UIScrollViewDelegate`
/// as an `open` method with UIKit's default behaviour (no items, no supplementary views, everything allowed), so that
/// a subclass overrides them with `override`, as on iOS, and the collection view calls the overrides. A subclass
/// that also adopts `UICollectionViewDelegateFlowLayout` gives the flow layout its sizes, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout of the collection view the controller makes.
    public let collectionViewLayout: UICollectionViewLayout

    /// The collection view, made with the view.
    private var managedCollectionView: UICollectionView?

    /// Whether the selection is cleared when the view is about to appear. The default is `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller was made without a layout (``init(nibName:bundle:)``).
    private let madeWithoutLayout: Bool

    /// Creates a controller whose collection view uses the layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        madeWithoutLayout = false
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller without a layout. As in UIKit, where only a nib or storyboard gives such a controller its
    /// layout, loading its view raises UIKit's message (an `NSInvalidArgumentException` there); HeadlessUIKit, which
    /// has no nibs, goes on with a flow layout if the inconsistency handler returns.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        madeWithoutLayout = true
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view (the controller's view), loaded with the view; setting it replaces the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return managedCollectionView
        }
        set {
            managedCollectionView = newValue
            view = newValue
        }
    }

    /// Sets the controller's editing state and its collection view's (`isEditing`, iOS 14), as UIKit's collection
    /// view controller does from iOS 14, when collection views gained an editing mode
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/isediting). Acting as iOS 13
    /// (``Headless/systemVersion``), the collection view has no editing mode and only the controller's state changes.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if #available(iOS 14.0, *), Headless.isSystemVersion(atLeast: 14) { collectionView.isEditing = editing }
    }

    /// Makes a collection view with the controller's layout, and the controller as its data source and delegate.
    open override func loadView() {
        if madeWithoutLayout { Headless.raise("UICollectionView must be initialized with a non-nil layout parameter") }
        let collectionView = UICollectionView(frame: Self.defaultViewFrame, collectionViewLayout: collectionViewLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        managedCollectionView = collectionView
        view = collectionView
    }

    /// Clears the selection if ``clearsSelectionOnViewWillAppear`` is `true`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = managedCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }

    /// A plain cell; never asked for while ``collectionView(_:numberOfItemsInSection:)`` says there are no items.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        UnimplementedDefaults.numberOfSections
    }

    /// No supplementary view: the collection view shows none, as when UIKit's data source does not implement it.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UnimplementedDefaults.supplementaryView()
    }

    /// Every item can be moved, when a subclass overrides ``collectionView(_:moveItemAt:to:)``.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.canMoveItem
    }

    /// Does nothing, and the collection view moves no item: as UIKit's controller does not implement the method,
    /// an item moves only when a subclass overrides it (without calling `super`).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        UnimplementedDefaults.moveNotImplemented()
    }

    /// No index; a subclass that shows one overrides it and ``collectionView(_:indexPathForIndexTitle:at:)``.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        nil
    }

    /// Reports that a subclass gives index titles without overriding this method.
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        UnimplementedDefaults.indexPathForIndexTitle(title)
    }

    // MARK: UICollectionViewDelegate

    /// Every item can be highlighted.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }

    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// Every item can be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }

    /// Every item can be deselected.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }

    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// The proposed index path.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }

    /// No context menu.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }

    /// The iOS 13 method's menu for a single item, as UIKit asks a delegate that implements only that method;
    /// `nil` for no item or several.
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    /// No preview of its own: the pressed item's cell lifts.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        nil
    }

    /// No preview of its own: the highlight preview goes back.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        nil
    }

    /// Does nothing: the menu goes as the animator's style says.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {}

    /// Does nothing.
    @available(iOS 13.2, *)
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}

    /// Does nothing.
    @available(iOS 13.2, *)
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}

    /// No multiple selection interaction.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        false
    }

    /// Does nothing.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    @available(iOS 13.0, *)
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    /// Leaves the target where the scroll view proposes it.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// No view: the scroll view does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        nil
    }

    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}

    /// `true`: a tap on the status bar scrolls the content to its top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        true
    }

    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    /// Does nothing.
    @available(iOS 11.0, *)
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
#endif
