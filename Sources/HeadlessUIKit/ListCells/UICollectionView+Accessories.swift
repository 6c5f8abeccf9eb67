#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Taps the outline disclosure accessory of the item's list cell, as a finger would: its action handler runs,
    /// or, without one, a diffable data source toggles the item's expansion in its section snapshot, as UIKit's does
    /// (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:));
    /// another data source has nothing to toggle and the tap does nothing. Lays the
    /// view out first. Returns `false`, doing nothing, when the item has no list cell on screen showing an outline
    /// disclosure (hidden or not displayed in the current editing state).
    @discardableResult
    public func simulateTapOnOutlineDisclosure(at indexPath: IndexPath) -> Bool {
        guard
            let accessory = shownAccessory(
                at: indexPath, where: { if case .outlineDisclosure = $0 { true } else { false } })
        else { return false }
        if case .outlineDisclosure(_, let handler) = accessory.kind, let handler {
            handler()
        } else {
            (dataSource as? OutlineExpansionToggling)?.toggleExpansion(ofItemAt: indexPath)
        }
        return true
    }

    /// Taps the delete accessory of the item's list cell: its action handler runs. Returns `false`, doing nothing,
    /// when the item has no list cell on screen showing a delete accessory.
    @discardableResult
    public func simulateTapOnDeleteAccessory(at indexPath: IndexPath) -> Bool {
        guard let accessory = shownAccessory(at: indexPath, where: { if case .delete = $0 { true } else { false } })
        else { return false }
        if case .delete(let handler) = accessory.kind { handler?() }
        return true
    }

    /// Taps the insert accessory of the item's list cell: its action handler runs. Returns `false`, doing nothing,
    /// when the item has no list cell on screen showing an insert accessory.
    @discardableResult
    public func simulateTapOnInsertAccessory(at indexPath: IndexPath) -> Bool {
        guard let accessory = shownAccessory(at: indexPath, where: { if case .insert = $0 { true } else { false } })
        else { return false }
        if case .insert(let handler) = accessory.kind { handler?() }
        return true
    }

    /// Taps the detail (info) button of the item's list cell: its action handler runs. Returns `false`, doing nothing,
    /// when the item has no list cell on screen showing a detail accessory.
    @discardableResult
    public func simulateTapOnDetailAccessory(at indexPath: IndexPath) -> Bool {
        guard let accessory = shownAccessory(at: indexPath, where: { if case .detail = $0 { true } else { false } })
        else { return false }
        if case .detail(let handler) = accessory.kind { handler?() }
        return true
    }

    /// The first accessory of the kind that the item's list cell shows now (displayed and not hidden).
    private func shownAccessory(
        at indexPath: IndexPath, where matches: (UICellAccessory.Kind) -> Bool
    ) -> UICellAccessory? {
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return nil }
        cell.layoutIfNeeded()
        let editing = cell.configurationState.isEditing
        return cell.accessories.first {
            matches($0.kind) && !$0.isHidden && cell.isShown($0, editing: editing)
        }
    }
}

extension UICollectionViewCell {
    /// Tells the cell whether its item is expanded in an outline (for its configuration state's `isExpanded`); a
    /// diffable data source calls it as it applies section snapshots and toggles items.
    func setItemExpandedForConfiguration(_ expanded: Bool) {
        setConfigurationFlag(\.isExpanded, to: expanded)
    }

    /// Tells the cell whether its collection view is editing (for its configuration state's `isEditing`, and the
    /// accessories shown `whenEditing`); the collection view calls it as its editing changes.
    func setEditingForConfiguration(_ editing: Bool) {
        setConfigurationFlag(\.isEditing, to: editing)
    }
}
#endif
