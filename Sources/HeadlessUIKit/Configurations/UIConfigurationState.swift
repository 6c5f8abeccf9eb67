#if !canImport(UIKit)
import Foundation

/// What a view's configuration depends on, as UIKit's `UIConfigurationState`: its traits and any custom states an app
/// adds. Content and background configurations take one in `updated(for:)`.
///
/// https://developer.apple.com/documentation/uikit/uiconfigurationstate
public protocol UIConfigurationState {
    /// Creates a state with the traits.
    init(traitCollection: UITraitCollection)

    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }

    /// The custom state stored under the key, or `nil`.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The name of a custom state in a configuration state, as UIKit's `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key with the name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key with the name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// The state of a view that configurations read, as UIKit's `UIViewConfigurationState`: a table header or footer
/// view's `UITableViewHeaderFooterView/configurationState`.
///
/// https://developer.apple.com/documentation/uikit/uiviewconfigurationstate
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with the traits and every flag `false`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state stored under the key, or `nil`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// The state of a cell that configurations read, as UIKit's `UICellConfigurationState`: a view's state plus editing,
/// expansion, swiping, reordering and dragging. A cell's `UICollectionViewCell/configurationState` and
/// `UITableViewCell/configurationState`.
///
/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag, as UIKit's `UICellConfigurationState.DragState`.
    public enum DragState: Hashable, Sendable {
        /// Not being dragged.
        case none
        /// Lifting at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Whether a cell is the target of a drop, as UIKit's `UICellConfigurationState.DropState`.
    public enum DropState: Hashable, Sendable {
        /// No drop is under way.
        case none
        /// A drop is under way and targets another cell.
        case notTargeted
        /// A drop is under way and targets this cell.
        case targeted
    }

    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's item is expanded in an outline.
    public var isExpanded = false
    /// Whether the cell is swiped to show its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Where the cell is in a drag.
    public var cellDragState = DragState.none
    /// Whether the cell is the target of a drop.
    public var cellDropState = DropState.none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with the traits and every flag `false`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state stored under the key, or `nil`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
#endif
