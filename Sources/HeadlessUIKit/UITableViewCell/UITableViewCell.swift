#if !canImport(UIKit)
import Foundation

/// A row of a table view, as UIKit's `UITableViewCell`.
///
/// Subclasses are written as for UIKit: `override init(style:reuseIdentifier:)` and `required init?(coder:)`; a
/// subclass that leaves out `init(coder:)` gets the compiler's message about `init(coder:)`, as on iOS.
///
/// A table view makes a cell of a registered class with `init(style: .default, reuseIdentifier:)`, which reaches the
/// subclass's override, as UIKit does at run time with `-initWithStyle:reuseIdentifier:`; a subclass that does not
/// override it stops with Swift's "Use of unimplemented initializer 'init(style:reuseIdentifier:)'", as on iOS. Swift
/// calls an initializer on a class value only when the initializer is `required`: the table calls
/// `init(_registeredReuseIdentifier:)`, a required convenience initializer that is `unavailable`, so that the compiler
/// does not ask subclasses for it (see ``ReuseQueue``).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A text label and an optional image; no detail text label.
        case `default` = 0
        /// A left-aligned text label and a right-aligned detail label on the same line.
        case value1 = 1
        /// A right-aligned blue text label and a left-aligned detail label.
        case value2 = 2
        /// A text label above a smaller detail label.
        case subtitle = 3
    }

    /// The accessory at the trailing edge, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection.
        case none = 0
        /// Blue (iOS 7 and later: the default gray).
        case blue = 1
        /// Gray.
        case gray = 2
        /// The default selection look.
        case `default` = 3
    }

    /// The separator between a table view's rows, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separator.
        case none = 0
        /// A single line.
        case singleLine = 1
        /// An etched line (deprecated in UIKit).
        @available(
            iOS, introduced: 2.0, deprecated: 11.0,
            message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator."
        )
        case singleLineEtched = 2
    }

    /// The editing control of a cell, as UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    /// The cell's style, fixed at creation (UIKit keeps it private).
    let style: CellStyle

    /// The identifier the cell is reused under, or `nil` for a cell that is not reused.
    open internal(set) var reuseIdentifier: String?

    /// The view that holds the cell's content; add custom subviews here. Setting a ``contentConfiguration`` replaces
    /// it with the configuration's content view, as in UIKit.
    open internal(set) var contentView: UIView

    /// The main text label (every style has one).
    open private(set) var textLabel: UILabel?

    /// The secondary text label; `nil` for the `.default` style, as in UIKit.
    open private(set) var detailTextLabel: UILabel?

    /// The image view at the leading edge.
    open private(set) var imageView: UIImageView?

    /// The accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none

    /// A custom accessory view, shown instead of ``accessoryType`` when set.
    open var accessoryView: UIView?

    /// The accessory shown at the trailing edge while the cell is editing, in place of ``accessoryType``
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype).
    open var editingAccessoryType: AccessoryType = .none

    /// A custom accessory view shown while the cell is editing, instead of ``editingAccessoryType`` when set
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessoryview).
    open var editingAccessoryView: UIView?

    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default

    /// How many steps the content is indented by (``indentationWidth`` each): the content view starts that far from
    /// the leading edge and is that much narrower. Default: 0.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one step of ``indentationLevel``. Default: 10 points, as in UIKit.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// The height of the separator a table draws below the cell, which the content view leaves free (a pixel, a
    /// third of a point, unless the table has no separators); 0 outside a table.
    var separatorHeight: CGFloat = 0

    /// Whether the cell is selected; the table view sets it as the row's selection changes.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode; the table view sets it with its own.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Whether the cell shows its reorder control while the table is editing. The default is `false`.
    ///
    /// As Apple documents it, the control appears only when this is `true`, the data source implements
    /// `tableView(_:moveRowAt:to:)`, and `tableView(_:canMoveRowAt:)` (if implemented) allows the row
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol); without the control the
    /// user cannot move the row (`UITableView.simulateMove(from:to:)` returns `nil`).
    open var showsReorderControl = false

    private var selectedState = false
    private var highlightedState = false
    private var editingState = false

    /// The cell's configurations and whether an update is pending (see ConfigurationStorage.swift).
    let configurationStorage = ConfigurationStorage()

    /// The state the cell's configurations are updated for: its traits, selection, highlight and editing. Override
    /// it to add custom states (call `super` first), as in UIKit.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = configurationStorage.isSwiped
        return state
    }

    /// Requests an update of the cell's configurations for its current state; requests are combined and the update
    /// runs before the cell is measured or displayed, and at its next layout pass.
    open func setNeedsUpdateConfiguration() {
        requestConfigurationUpdate()
    }

    /// Updates the cell's configurations for the state; the default does nothing (the automatic updates of the
    /// content and background configurations run before it). Override it in a subclass, as in UIKit; do not call it
    /// directly (use ``setNeedsUpdateConfiguration()``).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Whether an update applies `updated(for:)` to the content configuration. Default: `true`.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContentConfiguration }
        set { configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether an update applies `updated(for:)` to the background configuration. Default: `true`.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The cell's content configuration, or `nil`. Setting one replaces the `contentView` with the configuration's
    /// content view, or applies it to the current one if that one supports it; setting `nil` after one puts an empty
    /// content view back (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox).
    open var contentConfiguration: UIContentConfiguration? {
        get { configurationStorage.contentConfiguration }
        set { setContentConfiguration(newValue) }
    }

    /// A list content configuration with the default look of the cell's style, without content: `.default` a
    /// `UIListContentConfiguration/cell()`, `.subtitle` a `UIListContentConfiguration/subtitleCell()`, `.value1`
    /// and `.value2` a `UIListContentConfiguration/valueCell()`.
    @discardableResult
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The cell's background configuration, or `nil`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { configurationStorage.backgroundConfiguration = newValue }
    }

    /// The type of a cell's configuration update handler (iOS 15).
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// A handler called at each configuration update after `updateConfiguration(using:)`, with the cell and its
    /// state (iOS 15; https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-2rdkg).
    /// Setting one requests an update.
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.updateHandler as? ConfigurationUpdateHandler }
        set { setConfigurationUpdateHandler(newValue) }
    }

    /// Creates a cell with the style and reuse identifier. Subclasses override this, as in UIKit.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // A cell and its content view solve their constraints in engines of their own, as UIKit's cells do.
        hostLayoutEngine()
        contentView.hostLayoutEngine()
        contentView.frame = bounds
        // The margins of a cell's content on an iPhone (iOS 11 and later): 11 points above and below, 16 at the
        // sides (see UITableViewCell+StandardLayout.swift).
        contentView.layoutMargins = Self.standardContentMargins
        addSubview(contentView)
        let text = UILabel()
        textLabel = text
        contentView.addSubview(text)
        if style != .default {
            let detail = UILabel()
            detailTextLabel = detail
            contentView.addSubview(detail)
        }
        let image = UIImageView(frame: .zero)
        imageView = image
        contentView.addSubview(image)
    }

    /// Creates a cell from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a `.default` cell without a reuse identifier, with the frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Not API: how a table view makes a cell of a registered class (see the type's discussion).
    @available(*, unavailable, message: "a table view makes cells with init(style:reuseIdentifier:)")
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Places the content view (inset by the indentation, the accessory and the separator), the accessory view, and
    /// the standard labels and image view of the cell's style, then, as every view, the subviews placed by
    /// constraints. Subclasses that override it call `super`.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layOutStandardViews()
    }

    /// The size the cell needs at the target: what its content view's constraints and its standard labels and image
    /// view need at the content view's width (the target's width less the accessory and the indentation, as UIKit
    /// narrows the content view), plus the separator. A table view asks this of each self-sizing row
    /// (``UITableView/automaticDimension``) with the table's width, `.required` and `.fittingSizeLevel`; override it
    /// to size a cell by hand, as on iOS.
    ///
    /// - Complexity: One fitting of the content view (an incremental solve of its constraints; none when it has
    ///   none), and the text model over the standard labels' text.
    @discardableResult
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        return fittingSizeOfContent(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Resets the cell's state before a table view returns it from a dequeue; subclasses reset their content and
    /// call `super`. Called just before the reused cell is returned, never when a row is reconfigured.
    open func prepareForReuse() {}

    /// Sets the selected state.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedState != selected { setNeedsUpdateConfiguration() }
        selectedState = selected
    }

    /// Sets the highlighted state.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedState != highlighted { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
    }

    /// Sets the editing state.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editingState != editing { setNeedsUpdateConfiguration() }
        editingState = editing
    }
}
#endif
