#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension CollectionViewAdapter: UICollectionViewDelegate {
    /// Lets an item light up under a finger only if it can be selected (it has an `onSelect` handler,
    /// or says ``Row/selectable(_:)``).
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        canSelectRow(at: indexPath)
    }

    /// Lets an item be selected only if the snapshot has it and it can be selected.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        canSelectRow(at: indexPath)
    }

    /// Calls the item's `onSelect` with its model. The item is then deselected, unless
    /// ``ListViewAdapter/keepsSelection`` is on or the view keeps a selection of several items (`allowsMultipleSelection`,
    /// or editing mode), where ``ListViewAdapter/selectedRows`` reads it; ``ListViewAdapter/onSelectionChange`` is told.
    /// An item picked in editing mode is only picked (``ListViewAdapter/setEditing(_:animated:)``).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        answering { userSelectedRow(at: indexPath, in: collectionView) }
    }

    /// The item's context menu (``RowModifiers/contextMenu(_:)``) when the press acts on one item; none for a press between
    /// items or on a multiple selection (a row's menu acts on its own row).
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return answering { contextMenuConfiguration(at: indexPath) }
    }

    /// What lifts out of the item as its context menu appears (``RowModifiers/contextMenu(highlight:preview:menu:)``);
    /// `nil`, the whole cell, for other items.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        answering { highlightPreview(for: configuration) }
    }

    /// The same as the highlight preview, so that the menu goes back into what lifted.
    @available(iOS 13.0, *)
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        answering { highlightPreview(for: configuration) }
    }

    /// Tells ``ListViewAdapter/onSelectionChange`` that the user deselected an item.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        answering { userDeselectedRow() }
    }

    /// An item near the end calls the near-end triggers (the next page).
    public func collectionView(
        _ collectionView: UICollectionView,
        willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        answering { willDisplayRow(at: indexPath) }
    }
}

extension CollectionViewAdapter: UICollectionViewDelegateFlowLayout {
    /// The layout's header size for a section with header text or a header view; none for the others, so that
    /// empty headers take no room.
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        referenceSize(in: collectionViewLayout, section: section, header: true)
    }

    /// The layout's footer size for a section with footer text or a footer view; none for the others.
    public func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        referenceSize(in: collectionViewLayout, section: section, header: false)
    }

    private func referenceSize(in layout: UICollectionViewLayout, section: Int, header: Bool) -> CGSize {
        guard let content = shown.section(section), let flow = layout as? UICollectionViewFlowLayout else {
            return .zero
        }
        let hasView =
            header
            ? content.header != nil || content.headerView != nil : content.footer != nil || content.footerView != nil
        guard hasView else { return .zero }
        return header ? flow.headerReferenceSize : flow.footerReferenceSize
    }
}

extension CollectionViewAdapter: UICollectionViewDataSourcePrefetching {
    /// Tells the rows that they are about to appear; items near the end call the near-end triggers (the next page).
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        answering { prefetchRows(at: indexPaths) }
    }

    /// Tells the rows that they are no longer about to appear.
    public func collectionView(
        _ collectionView: UICollectionView,
        cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        answering { cancelPrefetchingRows(at: indexPaths) }
    }
}
