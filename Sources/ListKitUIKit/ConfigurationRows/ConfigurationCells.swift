#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A cell that shows a configuration row: it keeps the row's closures bound to its model and asks them again at each
/// configuration update, that is whenever its state changes (selected, highlighted, editing, expanded, …) and when it
/// is configured for a row.
@MainActor
protocol ConfigurationShowing: UIView {
    /// The closures of the row shown, bound to its model.
    var shown: ShownConfiguration? { get set }
    /// The background the cell had before it first showed a row, put back for a row without a background of its own;
    /// `nil` until then.
    var standardBackground: UIBackgroundConfiguration?? { get set }
    /// The cell's content configuration.
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    /// The cell's background configuration.
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    /// Whether the row shown is expanded in its outline, as the adapter says: the cell's configuration state reports
    /// it (`UICellConfigurationState.isExpanded`), and a change updates the cell's configuration.
    var isExpandedInOutline: Bool { get set }
    /// What a tap on one of the cell's accessories asks of the row the cell shows: set by the adapter, which finds
    /// the newest row where the cell is when the tap comes.
    var accessoryAction: ((RowAccessoryAction) -> Void)? { get set }
    /// The views the cell made for custom accessories, by identity.
    var customAccessoryViews: [String: UIView] { get set }
    /// Shows `accessories` as the cell's kind can (``RowAccessory``).
    func showAccessories(_ accessories: [RowAccessory])
}

extension ConfigurationShowing {
    /// The view of a custom accessory: the one the cell made for its identity, else a new one, kept.
    func customAccessoryView(_ custom: RowAccessory.CustomView) -> UIView {
        if let view = customAccessoryViews[custom.id] { return view }
        let view = custom.make()
        customAccessoryViews[custom.id] = view
        return view
    }
}

extension ConfigurationShowing {
    /// Shows the row's content, accessories and background for `state`: the content configuration that the row gives,
    /// `updated(for:)` the state, so that a list configuration takes the system's look for it where the row set none.
    func showRow(for state: UICellConfigurationState) {
        guard let shown else { return }
        if standardBackground == nil { standardBackground = .some(backgroundConfiguration) }
        contentConfiguration = shown.content(state).updated(for: state)
        showAccessories(shown.accessories?(state) ?? [])
        backgroundConfiguration = shown.background?(state) ?? standardBackground ?? nil
    }
}

/// The cell that shows a ``ConfigurationRow`` in a table.
///
/// UIKit never sets `isExpanded` in a table cell's configuration state (a table has no outlines); this cell reports
/// the adapter's expansion of the row it shows, as the collection view's does, so that a row reads it alike in both.
final class ConfigurationTableCell: UITableViewCell, ConfigurationShowing {
    var shown: ShownConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var standardBackground: UIBackgroundConfiguration??
    var isExpandedInOutline = false {
        didSet { if isExpandedInOutline != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The state UIKit gives, with the row's expansion in its outline.
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isExpandedInOutline
        return state
    }
    var accessoryAction: ((RowAccessoryAction) -> Void)?
    var customAccessoryViews: [String: UIView] = [:]
    /// The label that shows a ``RowAccessory/label(_:)``, made once.
    private lazy var accessoryLabel = UILabel()

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        showRow(for: state)
    }

    func showAccessories(_ accessories: [RowAccessory]) {
        showAccessories(accessories, label: accessoryLabel) { customAccessoryView($0) }
    }
}

/// The cell that shows a ``ConfigurationRow`` in a collection view: a list cell, so that it shows accessories and
/// takes the look of a list section.
///
/// On iOS a list cell's configuration state reports `isExpanded` only when a diffable data source's section snapshot
/// expands its item; the adapter is a data source of its own, so this cell reports the adapter's expansion of the row
/// it shows, overriding `configurationState` as Apple documents for custom states
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationstate).
final class ConfigurationListCell: UICollectionViewListCell, ConfigurationShowing {
    var shown: ShownConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var standardBackground: UIBackgroundConfiguration??
    var isExpandedInOutline = false {
        didSet { if isExpandedInOutline != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The state UIKit gives, with the row's expansion in its outline.
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isExpandedInOutline
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        showRow(for: state)
    }

    /// The outline disclosure the adapter gives the cell of a row with children, kept after the row's accessories
    /// whenever a change of state shows them anew.
    var outlineDisclosure: UICellAccessory? {
        didSet { setNeedsUpdateConfiguration() }
    }

    var accessoryAction: ((RowAccessoryAction) -> Void)?
    var customAccessoryViews: [String: UIView] = [:]

    func showAccessories(_ accessories: [RowAccessory]) {
        let act: (RowAccessoryAction) -> Void = { [weak self] in self?.accessoryAction?($0) }
        self.accessories =
            accessories.map { $0.listAccessory(act: act) { customAccessoryView($0) } }
            + (outlineDisclosure.map { [$0] } ?? [])
    }
}
