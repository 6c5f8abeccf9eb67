#if !canImport(UIKit)
import Foundation

/// The closure an action runs, as UIKit's `UIActionHandler` (Apple's documentation declares it
/// `(UIAction) -> Void`, neither `@Sendable` nor actor-annotated; a closure written on the main actor stays there).
public typealias UIActionHandler = (UIAction) -> Void

/// A title, an optional image and a closure to run, as UIKit's `UIAction` (here not a menu element).
@preconcurrency @MainActor
open class UIAction {
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
    open var title: String

    /// The action's image, or `nil`.
    open var image: UIImage?

    /// The action's identity; UIKit makes a unique one when none is given.
    public let identifier: Identifier

    /// The closure the action runs.
    let handler: UIActionHandler

    /// The control running the action, while its handler runs; `nil` otherwise.
    @available(iOS 14.0, *)
    open internal(set) var sender: Any?

    /// Creates an action. Without an identifier it gets a unique one, as in UIKit.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}
#endif
