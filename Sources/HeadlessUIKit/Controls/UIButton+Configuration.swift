#if !canImport(UIKit)
import Foundation

@available(iOS 15.0, *)
extension UIButton {
    /// How a button looks, as UIKit's `UIButton.Configuration` (iOS 15,
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct): its style and its title,
    /// subtitle and image. HeadlessUIKit has the styles' factories and the content; the colours, fonts, insets and
    /// the rest of UIKit's configuration are not here (Linux draws nothing), and buttons do not take a configuration
    /// yet: a ``UIContentUnavailableConfiguration`` uses one for its buttons.
    public struct Configuration: Hashable {
        /// The style a factory made.
        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The style the configuration was made with.
        let style: Style

        /// The title, or `nil`.
        public var title: String?

        /// The subtitle below the title, or `nil`.
        public var subtitle: String?

        /// The image, or `nil`.
        public var image: UIImage?

        private init(style: Style) {
            self.style = style
        }

        /// A configuration for a plain button: no background.
        public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }

        /// A configuration for a button with a tinted background.
        public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }

        /// A configuration for a button with a gray background.
        public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }

        /// A configuration for a button with a filled background.
        public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }

        /// A configuration for a button without a border.
        public static func borderless() -> UIButton.Configuration { Configuration(style: .borderless) }

        /// A configuration for a bordered button.
        public static func bordered() -> UIButton.Configuration { Configuration(style: .bordered) }

        /// A configuration for a bordered button with a tinted background.
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: .borderedTinted) }

        /// A configuration for a bordered button that stands out.
        public static func borderedProminent() -> UIButton.Configuration {
            Configuration(style: .borderedProminent)
        }

        /// Whether the configuration has a title, a subtitle or an image to show.
        var hasContent: Bool { !(title ?? "").isEmpty || !(subtitle ?? "").isEmpty || image != nil }
    }

    /// What a button does, as UIKit's `UIButton.Role` (iOS 14,
    /// https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum).
    @available(iOS 14.0, *)
    public enum Role: Int, Sendable {
        /// A button with no particular role.
        case normal = 0
        /// The button of the main action.
        case primary = 1
        /// A button that cancels.
        case cancel = 2
        /// A button that deletes or destroys.
        case destructive = 3
    }
}
#endif
