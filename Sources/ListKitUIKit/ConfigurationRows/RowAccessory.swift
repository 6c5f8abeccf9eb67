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
/// | ``insert(displayed:)`` | `.insert(displayed:)`, a tap calls the row's ``ConfigurationRow/onInsert(_:)`` | the table's own insert control while editing (editing style `.insert`), which a row with an `onInsert` handler and no `onDelete` has; its tap calls `onInsert` |
/// | ``multiselect(displayed:)`` | `.multiselect(displayed:)` | the table's own selection circles while editing with `allowsMultipleSelectionDuringEditing`: nothing of the row's |
/// | ``detail(displayed:)`` | `.detail(displayed:)`, a tap calls the row's ``ConfigurationRow/onDetail(_:)`` | `accessoryType = .detailButton` (`.detailDisclosureButton` with a ``disclosureIndicator``); a tap on it (`tableView(_:accessoryButtonTappedForRowWith:)`) calls `onDetail` |
/// | ``custom(_:)`` | `.customView(configuration:)` at its placement | `accessoryView` (`editingAccessoryView` while editing) |
///
/// A table cell has one accessory at its trailing edge when not editing (`accessoryType`, or `accessoryView`, which
/// wins) and one when editing (`editingAccessoryType`, `editingAccessoryView`): the first of ``disclosureIndicator``,
/// ``checkmark`` and ``detail(displayed:)`` is its type, a ``detail(displayed:)`` with a ``disclosureIndicator``
/// makes `.detailDisclosureButton`, and the first ``label(_:)`` or ``custom(_:)`` is its view. The display modes say
/// which of the two shows each: `.always` both, `.whenNotEditing` the first, `.whenEditing` the second; disclosure
/// indicators, checkmarks and labels show when not editing, as before display modes existed.
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
    /// An insert control (a green plus) at the leading edge, while the list is editing unless `displayed` says
    /// otherwise; a tap calls the row's ``ConfigurationRow/onInsert(_:)``.
    case insert(displayed: Display = .whenEditing)
    /// A selection circle at the leading edge, while the list is editing unless `displayed` says otherwise.
    case multiselect(displayed: Display = .whenEditing)
    /// The information button at the trailing edge, always unless `displayed` says otherwise; a tap calls the row's
    /// ``ConfigurationRow/onDetail(_:)``.
    case detail(displayed: Display = .always)
    /// A view of the app's (``CustomView``).
    case custom(CustomView)

    /// In which editing states an accessory shows, as UIKit's `UICellAccessory.DisplayedState`.
    public enum Display: Hashable, Sendable {
        /// In and out of editing.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while the list is not editing.
        case whenNotEditing
    }

    /// A view of the app's as an accessory: made once for each cell that shows it, by its closure, and kept by the cell
    /// for as long as its rows show a custom accessory with the same ``id``.
    ///
    /// ```swift
    /// .accessories([.custom(RowAccessory.CustomView(id: "star") { UIImageView(image: UIImage(systemName: "star")) })])
    /// ```
    ///
    /// Two custom accessories are the same when their identity, placement and display mode are: the closure is
    /// behaviour, never compared.
    public struct CustomView: Hashable, Sendable {
        /// Which edge of a list cell the view is at; a table cell shows it at its trailing edge.
        public enum Placement: Hashable, Sendable {
            /// Before the content.
            case leading
            /// After the content.
            case trailing
        }

        /// Names the view: a cell keeps the view it made for an identity.
        public let id: String
        /// Which edge of a list cell the view is at.
        public let placement: Placement
        /// In which editing states the view shows.
        public let displayed: Display
        /// Makes the view.
        let make: @MainActor @Sendable () -> UIView

        /// Creates a custom accessory.
        ///
        /// - Parameters:
        ///   - id: Names the view: a cell keeps the view it made for an identity.
        ///   - placement: Which edge of a list cell the view is at.
        ///   - displayed: In which editing states the view shows.
        ///   - make: Makes the view, sized (its frame's size is the size it shows at).
        public init(
            id: String, placement: Placement = .trailing, displayed: Display = .always,
            make: @escaping @MainActor @Sendable () -> UIView
        ) {
            self.id = id
            self.placement = placement
            self.displayed = displayed
            self.make = make
        }

        /// Whether the accessories are the same: identity, placement and display mode.
        public static func == (lhs: CustomView, rhs: CustomView) -> Bool {
            lhs.id == rhs.id && lhs.placement == rhs.placement && lhs.displayed == rhs.displayed
        }

        /// Hashes the identity, placement and display mode.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(placement)
            hasher.combine(displayed)
        }
    }
}

/// What a tap on an accessory asks of the row.
enum RowAccessoryAction: Sendable {
    /// The detail (information) button.
    case detail
    /// The insert control.
    case insert
}

@MainActor
extension RowAccessory {
    /// The accessory of a collection view list cell: `act` is called with what a tap on it asks, and `view` gives the
    /// view of a custom accessory.
    func listAccessory(
        act: @escaping (RowAccessoryAction) -> Void, view: (CustomView) -> UIView
    ) -> UICellAccessory {
        switch self {
        case .disclosureIndicator: .disclosureIndicator()
        case .checkmark: .checkmark()
        case .label(let text): .label(text: text)
        case .delete: .delete(displayed: .whenEditing)
        case .reorder: .reorder(displayed: .whenEditing)
        case .insert(let displayed): .insert(displayed: displayed.state, actionHandler: { act(.insert) })
        case .multiselect(let displayed): .multiselect(displayed: displayed.state)
        case .detail(let displayed): .detail(displayed: displayed.state, actionHandler: { act(.detail) })
        case .custom(let custom):
            .customView(
                configuration: UICellAccessory.CustomViewConfiguration(
                    customView: view(custom),
                    placement: custom.placement == .leading
                        ? .leading(displayed: custom.displayed.state) : .trailing(displayed: custom.displayed.state)))
        }
    }

    /// Whether a table cell shows the accessory when not editing and while editing.
    var tableStates: (normal: Bool, editing: Bool) {
        let displayed: Display
        switch self {
        case .disclosureIndicator, .checkmark, .label: displayed = .whenNotEditing
        case .delete, .reorder, .insert, .multiselect: return (false, false)
        case .detail(let mode): displayed = mode
        case .custom(let custom): displayed = custom.displayed
        }
        return (displayed != .whenEditing, displayed != .whenNotEditing)
    }
}

@MainActor
extension RowAccessory.Display {
    /// UIKit's displayed state.
    var state: UICellAccessory.DisplayedState {
        switch self {
        case .always: .always
        case .whenEditing: .whenEditing
        case .whenNotEditing: .whenNotEditing
        }
    }
}

extension UITableViewCell {
    /// Shows `accessories` as a table cell can (``RowAccessory``): its `accessoryType` and `accessoryView` when not
    /// editing, its `editingAccessoryType` and `editingAccessoryView` while editing. `label` is the cell's label for a
    /// text, and `view` gives the view of a custom accessory, both kept from one configuration to the next.
    ///
    /// - Complexity: O(`accessories.count`).
    func showAccessories(
        _ accessories: [RowAccessory], label: UILabel, view: (RowAccessory.CustomView) -> UIView
    ) {
        let normal = accessories.filter(\.tableStates.normal)
        let editing = accessories.filter(\.tableStates.editing)
        accessoryType = Self.accessoryType(of: normal)
        editingAccessoryType = Self.accessoryType(of: editing)
        accessoryView = Self.accessoryView(of: normal, label: label, view: view)
        editingAccessoryView = Self.accessoryView(of: editing, label: label, view: view)
    }

    /// The type that shows the first disclosure indicator, checkmark or detail button of `accessories`: a detail
    /// button with a disclosure indicator is a detail disclosure button.
    private static func accessoryType(of accessories: [RowAccessory]) -> UITableViewCell.AccessoryType {
        let hasDetail = accessories.contains { if case .detail = $0 { true } else { false } }
        for accessory in accessories {
            switch accessory {
            case .disclosureIndicator: return hasDetail ? .detailDisclosureButton : .disclosureIndicator
            case .checkmark: return .checkmark
            case .detail:
                return accessories.contains(.disclosureIndicator) ? .detailDisclosureButton : .detailButton
            case .label, .delete, .reorder, .insert, .multiselect, .custom: continue
            }
        }
        return .none
    }

    /// The view that shows the first label or custom accessory of `accessories`, if any.
    private static func accessoryView(
        of accessories: [RowAccessory], label: UILabel, view: (RowAccessory.CustomView) -> UIView
    ) -> UIView? {
        for accessory in accessories {
            switch accessory {
            case .label(let text):
                label.text = text
                label.sizeToFit()
                return label
            case .custom(let custom): return view(custom)
            default: continue
            }
        }
        return nil
    }
}
