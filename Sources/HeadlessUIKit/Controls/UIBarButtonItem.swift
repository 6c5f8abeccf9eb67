#if !canImport(UIKit)
import Foundation

/// An item on a navigation bar or toolbar, as UIKit's `UIBarItem`: the superclass of ``UIBarButtonItem``.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Creates an item.
    public override init() {
        super.init()
    }

    /// Items are not archived on Linux: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the item responds to taps. `true` by default; a disabled item ignores ``UIBarButtonItem/simulateTap()``.
    open var isEnabled = true

    /// The title shown on the item.
    open var title: String?

    /// The image shown on the item.
    open var image: UIImage?

    /// A number that code uses to tell items apart. 0 by default.
    open var tag = 0
}

/// A button on a navigation bar or toolbar, as UIKit's `UIBarButtonItem`
/// (https://developer.apple.com/documentation/uikit/uibarbuttonitem).
///
/// What a tap does comes from ``primaryAction`` (iOS 14) or ``menu``: UIKit's target–action initializers take a
/// `Selector`, which needs the Objective-C runtime (`#selector` does not compile on Linux), so HeadlessUIKit offers the
/// action and menu initializers, which compile on both. ``simulateTap()`` taps the item as a finger does.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The look of a bar button item, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain item, the default.
        case plain = 0
        /// An item for a done button, drawn bolder.
        case done = 2
    }

    /// The system's bar button items, as UIKit's `UIBarButtonItem.SystemItem` (raw values as in UIKit).
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add (a plus sign).
        case add = 4
        /// Flexible space between items.
        case flexibleSpace = 5
        /// Fixed space between items.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Action (share).
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Close.
        @available(iOS 13.0, *)
        case close = 24
    }

    /// Creates a plain item with no title, image or action. (`required` here so that ``fixedSpace(_:)`` and
    /// ``flexibleSpace()`` can make an item of the class they are called on, as UIKit's do through the Objective-C
    /// runtime.)
    public required override init() {
        super.init()
    }

    /// Items are not archived on Linux: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an item that shows the view instead of a title or image.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item of the system's kind, with an action run by a tap, or a menu shown by it. "The system item
    /// doesn't use the action to configure its title and image"
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)).
    @available(iOS 14.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done { style = .done }
    }

    /// Creates a plain item whose title and image are the action's, run by a tap.
    @available(iOS 14.0, *)
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        takeTitleAndImage(of: primaryAction)
    }

    /// Creates a plain item with a title, an image, an action run by a tap and a menu. An action gives the item its
    /// title and image: "If you specify `primaryAction`, it takes precedence"
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)).
    @available(iOS 14.0, *)
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        takeTitleAndImage(of: primaryAction)
    }

    /// A fixed space of the width between items.
    @available(iOS 14.0, *)
    @discardableResult
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = Self()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    /// A flexible space between items, which takes what the bar has left.
    @available(iOS 14.0, *)
    @discardableResult
    open class func flexibleSpace() -> Self {
        let item = Self()
        item.systemItem = .flexibleSpace
        return item
    }

    /// The system item the item was made as, if any.
    var systemItem: SystemItem?

    /// The item's style. `.plain` by default.
    open var style: UIBarButtonItem.Style = .plain

    /// The item's width; 0 (fit its content) by default.
    open var width: CGFloat = 0

    /// The view shown instead of a title or image.
    open var customView: UIView?

    /// The action a tap runs. Setting one gives the item the action's title and image.
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
        didSet { takeTitleAndImage(of: primaryAction) }
    }

    /// Gives the item the action's title and image, unless it is a system item (whose look is the system's).
    private func takeTitleAndImage(of action: UIAction?) {
        guard let action, systemItem == nil else { return }
        title = action.title
        image = action.image
    }

    /// The menu a tap shows when the item has no ``primaryAction`` (with one, a long press shows it).
    @available(iOS 14.0, *)
    open var menu: UIMenu?

    /// The controller whose ``UIViewController/editButtonItem`` this is.
    weak var editingController: UIViewController?

    /// Shows Edit (a plain item) or Done (a done-style item), as the edit button does for its controller's state.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
        systemItem = editing ? .done : .edit
    }

    /// Taps the item as a finger does: runs the ``primaryAction`` if there is one; otherwise shows the ``menu`` and
    /// returns it. A disabled item does nothing and returns `nil`. A controller's ``UIViewController/editButtonItem``
    /// calls the controller's `setEditing(_:animated:)` with the opposite of its `isEditing`, animated.
    @discardableResult
    public func simulateTap() -> UIMenu? {
        guard isEnabled else { return nil }
        if let editingController {
            editingController.setEditing(!editingController.isEditing, animated: true)
            return nil
        }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return nil
        }
        return menu
    }
}
#endif
