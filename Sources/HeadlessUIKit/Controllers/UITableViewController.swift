#if !canImport(UIKit)
import Foundation

/// A controller whose view is a table view, and which is the table's data source and delegate, as UIKit's
/// `UITableViewController`.
///
/// It implements every method of `UITableViewDataSource`, `UITableViewDelegate` and `UIScrollViewDelegate` as an
/// `open` method with UIKit's default behaviour (no rows; the table's own heights; everything allowed), so that a
/// subclass overrides them with `override`, as on iOS, and the table calls the overrides. (A subclass method that its
/// superclass's conformance does not declare is not seen through that conformance in Swift; UIKit finds methods at
/// run time.)
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table the controller makes (UIKit keeps it private).
    let style: UITableView.Style

    /// The table view, made with the view; setting it replaces the view.
    private var managedTableView: UITableView?

    /// Whether the selection is cleared when the view is about to appear. The default is `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has the style.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The table view (the controller's view), loaded with the view.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return managedTableView
        }
        set {
            managedTableView = newValue
            view = newValue
        }
    }

    /// The table's refresh control (`tableView.refreshControl`), or `nil`.
    @available(iOS 6.0, *)
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes a table of the controller's style, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: Self.defaultViewFrame, style: style)
        table.dataSource = self
        table.delegate = self
        managedTableView = table
        view = table
    }

    /// Sets the controller's editing state and its table's, as UIKit's table view controller does: it "implements
    /// `setEditing(_:animated:)` so that it toggles the editing mode of its table view if the user taps an Edit|Done
    /// button in the navigation bar" (https://developer.apple.com/documentation/uikit/uitableviewcontroller).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Clears the selection if ``clearsSelectionOnViewWillAppear`` is `true`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = managedTableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: UITableViewDataSource

    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        0
    }

    /// A plain cell; never asked for while ``tableView(_:numberOfRowsInSection:)`` says there are no rows.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int {
        UnimplementedDefaults.numberOfSections
    }

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// Every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.canEditRow
    }

    /// Every row can be moved, when a subclass overrides ``tableView(_:moveRowAt:to:)``.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.canMoveRow
    }

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing, and the table moves no row: as UIKit's controller does not implement the method, a row moves
    /// only when a subclass overrides it (without calling `super`, which UIKit's controller does not have).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        UnimplementedDefaults.moveNotImplemented()
    }

    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        nil
    }

    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    // MARK: UITableViewDelegate

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UnimplementedDefaults.heightForRow(in: tableView)
    }

    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UnimplementedDefaults.estimatedHeightForRow(in: tableView)
    }

    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UnimplementedDefaults.heightForHeader(in: tableView)
    }

    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UnimplementedDefaults.heightForFooter(in: tableView)
    }

    /// No header view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        nil
    }

    /// No footer view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        nil
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// The standard title.
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        nil
    }

    /// Rows indent while editing.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }

    /// Every row can be highlighted.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        UnimplementedDefaults.allowed
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// Selects the row asked for.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Deselects the row asked for.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Delete.
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        UnimplementedDefaults.editingStyle
    }

    /// No trailing swipe actions.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        nil
    }

    /// No leading swipe actions.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        nil
    }

    /// The proposed destination.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }

    /// No context menu.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }

    /// No preview of its own: the pressed row's cell lifts.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        nil
    }

    /// No preview of its own: the highlight preview goes back.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        nil
    }

    /// Does nothing: the menu goes as the animator's style says.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {}

    /// Does nothing.
    @available(iOS 14.0, *)
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}

    /// Does nothing.
    @available(iOS 14.0, *)
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}

    /// No row actions.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        nil
    }

    /// No multiple selection interaction.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        false
    }

    /// Does nothing.
    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}

    /// Does nothing.
    @available(iOS 13.0, *)
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing.
    @available(iOS 3.2, *)
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    /// Leaves the target where the scroll view proposes it.
    @available(iOS 5.0, *)
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
    @available(iOS 3.2, *)
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
