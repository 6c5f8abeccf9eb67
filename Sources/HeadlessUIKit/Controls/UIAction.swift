#if !canImport(UIKit)
import Foundation

/// The closure an action runs, as UIKit's `UIActionHandler` (Apple's documentation declares it
/// `(UIAction) -> Void`, neither `@Sendable` nor actor-annotated; a closure written on the main actor stays there).
public typealias UIActionHandler = (UIAction) -> Void

/// A title, an optional image and a closure to run, as UIKit's `UIAction`: added to a control for its events
/// (`UIControl.addAction(_:for:)`), or shown in a menu (it is a ``UIMenuElement``).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The identity of an action: a control keeps at most one action per identifier.
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

    /// The action's title.
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }

    /// The action's image, or `nil`.
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }

    /// A longer title for the action, for assistive technologies and keyboard shortcuts.
    open var discoverabilityTitle: String?

    /// How the action looks and behaves in a menu: a `.disabled` or `.hidden` action cannot be chosen.
    open var attributes: UIMenuElement.Attributes

    /// Whether the action shows a checkmark in a menu.
    open var state: UIMenuElement.State

    /// The action's identity; UIKit makes a unique one when none is given.
    public let identifier: Identifier

    /// The closure the action runs.
    let handler: UIActionHandler

    /// The control running the action, while its handler runs; `nil` otherwise (and for an action chosen in a menu).
    @available(iOS 14.0, *)
    open internal(set) var sender: Any?

    /// Creates an action. Without an identifier it gets a unique one, as in UIKit.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            resolvedIdentifier: identifier ?? Identifier(UUID().uuidString), title: title, image: image,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    /// The designated initializer behind the public one, with the identifier made.
    init(
        resolvedIdentifier identifier: Identifier, title: String, image: UIImage?, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with the sender set while it runs.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
#endif
