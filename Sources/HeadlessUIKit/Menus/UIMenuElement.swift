#if !canImport(UIKit)
import Foundation

/// An item of a menu: an action (``UIAction``) or a submenu (``UIMenu``), as UIKit's `UIMenuElement`.
///
/// UIKit's `UIMenuElement` has no public initializer; make a ``UIAction`` or a ``UIMenu``.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves, as UIKit's `UIMenuElement.Attributes` (the raw values are UIKit's).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits of the attributes.
        public let rawValue: UInt

        /// Creates attributes from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The element is shown dimmed and cannot be chosen: a simulated tap on it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown in red, as an action that destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown: a simulated tap cannot find it.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an element shows a checkmark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash: some of what the element stands for is on.
        case mixed = 2
    }

    /// The title, read by ``title``; ``UIAction`` makes it settable.
    var elementTitle: String

    /// The image, read by ``image``; ``UIAction`` makes it settable.
    var elementImage: UIImage?

    /// The element's title.
    open var title: String { elementTitle }

    /// The element's image, or `nil`.
    open var image: UIImage? { elementImage }

    /// Creates an element with the title and image (for the subclasses).
    init(title: String, image: UIImage?) {
        self.elementTitle = title
        self.elementImage = image
        super.init()
    }
}
#endif
