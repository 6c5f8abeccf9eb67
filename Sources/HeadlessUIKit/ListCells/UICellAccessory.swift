#if !canImport(UIKit)
import Foundation

/// An accessory of a list cell, as UIKit's `UICellAccessory`: a system accessory (disclosure indicator, outline
/// disclosure, checkmark, delete, insert, reorder, multiselect, label, detail) or a custom view, shown in some editing states
/// (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct). Set a cell's
/// `UICollectionViewListCell/accessories`.
public struct UICellAccessory {
    /// The editing states an accessory shows in.
    public enum DisplayedState: Hashable, Sendable {
        /// In and out of editing.
        case always
        /// Only while editing.
        case whenEditing
        /// Only while not editing.
        case whenNotEditing
    }

    /// A width an accessory's place takes.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The standard width of its kind.
        case standard
        /// The given width.
        case custom(CGFloat)
    }

    /// What a system accessory calls when tapped.
    public typealias ActionHandler = () -> Void

    /// Where a custom accessory goes.
    public enum Placement {
        /// Where among the accessories of its edge the custom one goes: an index into them.
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int

        /// At the leading edge.
        case leading(displayed: UICellAccessory.DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge.
        case trailing(displayed: UICellAccessory.DisplayedState = .always, at: Position = { $0.count })
    }

    /// The kind of an accessory and what it carries.
    enum Kind {
        case disclosureIndicator
        case outlineDisclosure(OutlineDisclosureOptions.Style, ActionHandler?)
        case checkmark
        case delete(ActionHandler?)
        case insert(ActionHandler?)
        case reorder
        case multiselect
        case label(String, UIFont?)
        case detail(ActionHandler?)
        case customView(CustomViewConfiguration)
    }

    /// What the accessory is.
    let kind: Kind
    /// The editing states it shows in.
    let displayed: DisplayedState
    /// Whether it is hidden (its place is kept).
    let isHidden: Bool
    /// The width its place takes.
    let reservedLayoutWidth: LayoutDimension
    /// Its tint colour, or `nil` for the cell's.
    let tintColor: UIColor?
}

extension UICellAccessory {
    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a delete control.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the standard one.
        public var tintColor: UIColor?
        /// Its background colour, or `nil` for the system red.
        public var backgroundColor: UIColor?

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a detail (info) button (iOS 15.4).
    @available(iOS 15.4, *)
    public struct DetailOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of an insert control.
    public struct InsertOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the standard one.
        public var tintColor: UIColor?
        /// Its background colour, or `nil` for the system green.
        public var backgroundColor: UIColor?

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder control.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the cell's.
        public var tintColor: UIColor?
        /// Whether a vertical separator shows before it.
        public var showsVerticalSeparator: Bool

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a multiselect control.
    public struct MultiselectOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the cell's.
        public var tintColor: UIColor?
        /// Its background colour, or `nil`.
        public var backgroundColor: UIColor?

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// What a tap on the cell does besides the disclosure.
        public enum Style: Hashable, Sendable {
            /// A header style when the cell's configuration is a header's, else the cell style.
            case automatic
            /// A tap anywhere on the cell toggles the expansion.
            case header
            /// A tap on the disclosure toggles the expansion; a tap on the cell selects the item.
            case cell
        }

        /// What a tap on the cell does besides the disclosure. Default: automatic.
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the cell's.
        public var tintColor: UIColor?

        /// Creates options; `nil` takes the default.
        public init(
            style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
            reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Whether the accessory is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its text colour, or `nil` for the secondary label colour.
        public var tintColor: UIColor?
        /// Its font, or `nil` for the body style.
        public var font: UIFont?
        /// Whether its font follows the Dynamic Type size.
        public var adjustsFontForContentSizeCategory: Bool

        /// Creates options; `nil` takes the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// A custom accessory: the view and where it goes.
    public struct CustomViewConfiguration {
        /// The view shown.
        public let customView: UIView
        /// Where it goes and in which editing states.
        public var placement: UICellAccessory.Placement
        /// Whether it is hidden (its place is kept).
        public var isHidden: Bool
        /// The width its place takes.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour, or `nil` for the cell's.
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size (else the cell sizes it: its own width, the cell's height).
        public var maintainsFixedSize: Bool

        /// Creates a custom accessory's configuration; `nil` takes the default.
        public init(
            customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}

extension UICellAccessory {
    /// A chevron at the trailing edge: the item leads somewhere.
    public static func disclosureIndicator(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A rotating chevron at the trailing edge that expands and collapses the item in an outline; without an action
    /// handler, a tap toggles the item's expansion in its section snapshot (a diffable data source's).
    public static func outlineDisclosure(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outlineDisclosure(options.style, actionHandler), displayed: displayed,
            isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    /// A checkmark at the trailing edge.
    public static func checkmark(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .checkmark, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A delete control at the leading edge, while editing by default.
    public static func delete(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.DeleteOptions = DeleteOptions(), actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .delete(actionHandler), displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An insert control at the leading edge, while editing by default.
    public static func insert(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.InsertOptions = InsertOptions(), actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .insert(actionHandler), displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A reorder control at the trailing edge, while editing by default.
    public static func reorder(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .reorder, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A selection circle at the leading edge, while editing by default.
    public static func multiselect(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .multiselect, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The system information button at the trailing edge, shown always by default; a tap calls the action handler
    /// (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:)).
    @available(iOS 15.4, *)
    public static func detail(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.DetailOptions = DetailOptions(), actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .detail(actionHandler), displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A text at the trailing edge.
    public static func label(
        text: String, displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A view of the app's, where its configuration places it.
    public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(
            kind: .customView(configuration), displayed: displayed,
            isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
            tintColor: configuration.tintColor)
    }
}
#endif
