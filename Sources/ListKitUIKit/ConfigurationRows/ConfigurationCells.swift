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
    /// Shows `accessories` as the cell's kind can (``RowAccessory``).
    func showAccessories(_ accessories: [RowAccessory])
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
final class ConfigurationTableCell: UITableViewCell, ConfigurationShowing {
    var shown: ShownConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var standardBackground: UIBackgroundConfiguration??
    /// The label that shows a ``RowAccessory/label(_:)``, made once.
    private lazy var accessoryLabel = UILabel()

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        showRow(for: state)
    }

    func showAccessories(_ accessories: [RowAccessory]) {
        showAccessories(accessories, label: accessoryLabel)
    }
}

/// The cell that shows a ``ConfigurationRow`` in a collection view: a list cell, so that it shows accessories and
/// takes the look of a list section.
final class ConfigurationListCell: UICollectionViewListCell, ConfigurationShowing {
    var shown: ShownConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var standardBackground: UIBackgroundConfiguration??

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        showRow(for: state)
    }

    /// The outline disclosure the adapter gives the cell of a row with children, kept after the row's accessories
    /// whenever a change of state shows them anew.
    var outlineDisclosure: UICellAccessory? {
        didSet { setNeedsUpdateConfiguration() }
    }

    func showAccessories(_ accessories: [RowAccessory]) {
        self.accessories = accessories.map(\.listAccessory) + (outlineDisclosure.map { [$0] } ?? [])
    }
}
