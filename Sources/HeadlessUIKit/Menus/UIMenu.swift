#if !canImport(UIKit)
import Foundation

/// A titled group of menu elements (actions and submenus), as UIKit's `UIMenu`.
///
/// A menu is a value once made: ``replacingChildren(_:)`` returns a new menu with the same title, image, identifier
/// and options.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The identity of a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String

        /// Creates an identifier from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options` (the raw values are UIKit's).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits of the options.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children are shown inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// The menu's identity; UIKit makes a unique one when none is given.
    public let identifier: Identifier

    /// How the menu shows its children.
    public let options: Options

    /// The menu's actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu. Without an identifier it gets a unique one, as in UIKit.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init(
            resolvedIdentifier: identifier ?? Identifier("com.apple.menu.dynamic.\(UUID())"), title: title,
            image: image, options: options, children: children)
    }

    /// The designated initializer behind the public one, with the identifier made.
    init(
        resolvedIdentifier identifier: Identifier, title: String, image: UIImage?, options: Options,
        children: [UIMenuElement]
    ) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A menu like this one with other children.
    @discardableResult
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            resolvedIdentifier: identifier, title: title, image: image, options: options, children: newChildren)
    }

    /// The first action with the title that a person can choose: depth first through the submenus, skipping hidden
    /// elements and hidden or disabled actions.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements in the menu and its submenus.
    func firstChoosableAction(titled title: String) -> UIAction? {
        for child in children where !child.isHiddenElement {
            if let action = child as? UIAction {
                if action.title == title && !action.attributes.contains(.disabled) { return action }
            } else if let menu = child as? UIMenu, let found = menu.firstChoosableAction(titled: title) {
                return found
            }
        }
        return nil
    }
}

extension UIMenuElement {
    /// Whether the element is an action with the `.hidden` attribute.
    var isHiddenElement: Bool {
        (self as? UIAction)?.attributes.contains(.hidden) ?? false
    }
}
#endif
