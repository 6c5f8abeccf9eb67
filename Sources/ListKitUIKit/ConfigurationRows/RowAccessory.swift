#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An accessory of a ``ConfigurationRow``, shown by a collection view list cell as its `UICellAccessory` and by a
/// table cell as the closest thing a table cell has.
///
/// | accessory | collection view list cell | table view cell |
/// |---|---|---|
/// | ``disclosureIndicator`` | `.disclosureIndicator()` | `accessoryType = .disclosureIndicator` |
/// | ``checkmark`` | `.checkmark()` | `accessoryType = .checkmark` |
/// | ``label(_:)`` | `.label(text:)` | `accessoryView`, a `UILabel` with the text |
/// | ``delete`` | `.delete(displayed: .whenEditing)` | the table's own delete control while editing, which a row with an `onDelete` handler has |
/// | ``reorder`` | `.reorder(displayed: .whenEditing)` | the table's own reorder control while editing, which a row with an `onMove` handler has |
///
/// A table cell has one `accessoryType`: the first of ``disclosureIndicator`` and ``checkmark`` is shown, and a
/// ``label(_:)`` takes the place of both (a table cell shows its `accessoryView` instead of its `accessoryType`).
public enum RowAccessory: Hashable, Sendable {
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A checkmark: the row is chosen.
    case checkmark
    /// A short text at the trailing edge, such as a count.
    case label(String)
    /// A delete control while the list is editing.
    case delete
    /// A reorder control while the list is editing.
    case reorder

    /// The accessory of a collection view list cell.
    var listAccessory: UICellAccessory {
        switch self {
        case .disclosureIndicator: .disclosureIndicator()
        case .checkmark: .checkmark()
        case .label(let text): .label(text: text)
        case .delete: .delete(displayed: .whenEditing)
        case .reorder: .reorder(displayed: .whenEditing)
        }
    }
}

extension UITableViewCell {
    /// Shows `accessories` as a table cell can (``RowAccessory``): its `accessoryType`, and a label as its
    /// `accessoryView`; `label` is the cell's label for that, kept from one configuration to the next.
    ///
    /// - Complexity: O(`accessories.count`).
    func showAccessories(_ accessories: [RowAccessory], label: UILabel) {
        accessoryType =
            accessories.lazy.compactMap { accessory -> UITableViewCell.AccessoryType? in
                switch accessory {
                case .disclosureIndicator: .disclosureIndicator
                case .checkmark: .checkmark
                case .label, .delete, .reorder: nil
                }
            }.first ?? .none
        let text = accessories.lazy.compactMap { accessory -> String? in
            if case .label(let text) = accessory { return text }
            return nil
        }.first
        if let text {
            label.text = text
            label.sizeToFit()
            accessoryView = label
        } else {
            accessoryView = nil
        }
    }
}
