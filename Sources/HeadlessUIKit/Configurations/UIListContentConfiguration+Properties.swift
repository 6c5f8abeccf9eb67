#if !canImport(UIKit)
import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration's text or secondary text looks, as UIKit's
    /// `UIListContentConfiguration.TextProperties`
    /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct).
    public struct TextProperties: Hashable {
        /// How the text is changed before it shows.
        public enum TextTransform: Hashable, Sendable {
            /// Shown as given.
            case none
            /// In capitals.
            case uppercase
            /// In small letters.
            case lowercase
            /// Each word with a capital.
            case capitalized
        }

        /// The alignment of the text.
        public enum TextAlignment: Hashable, Sendable {
            /// The script's natural alignment (leading).
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// The font.
        public var font: UIFont
        /// The colour, before `colorTransformer`.
        public var color: UIColor
        /// A transformation of `color`, or `nil`.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment. Default: natural.
        public var alignment = TextAlignment.natural
        /// How lines break. Default: by truncating the tail.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines shown; 0, the default, for as many as the text needs (it wraps).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may tighten before the text is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the Dynamic Type size. Default: `true`.
        public var adjustsFontForContentSizeCategory = true
        /// How the text is changed before it shows. Default: none.
        public var transform = TextTransform.none
        /// Whether the full text shows in a pop-up when truncated (tvOS and Mac Catalyst; no effect here).
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text shows in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// The text as it shows, after `transform`.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }

    /// How a list content configuration's image looks, as UIKit's `UIListContentConfiguration.ImageProperties`
    /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct).
    public struct ImageProperties: Hashable {
        /// A value for `reservedLayoutSize` that asks for the system's standard dimension for the image (a
        /// sentinel, as UIKit's).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint colour, or `nil` for the view's tint.
        public var tintColor: UIColor?
        /// A transformation of the tint colour, or `nil`.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image shows at; zero on an axis for no limit. An image larger than this is scaled
        /// down, keeping its aspect ratio.
        public var maximumSize = CGSize.zero
        /// The size the image's place takes even when the image is smaller (so that the texts of cells with
        /// different images align); zero on an axis for the image's own size. The image is centred in it.
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image keeps its colours when Smart Invert is on.
        public var accessibilityIgnoresInvertColors = false

        /// What `standardDimension` reserves: UIKit does not document it; HeadlessUIKit reserves 29 points, the width
        /// of a list's SF Symbol column on an iPhone.
        static let standardReservedDimension: CGFloat = 29

        /// Creates the default properties.
        init() {}

        /// The tint colour the image shows in: `tintColor` (or the given one) through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(base) } ?? base
        }

        /// The size the image shows at: its own, scaled down to `maximumSize`.
        func displayedSize(of image: UIImage) -> CGSize {
            var size = image.size
            var scale: CGFloat = 1
            if maximumSize.width > 0, size.width > maximumSize.width { scale = maximumSize.width / size.width }
            if maximumSize.height > 0, size.height * scale > maximumSize.height {
                scale = maximumSize.height / size.height
            }
            size = CGSize(width: size.width * scale, height: size.height * scale)
            return size
        }

        /// The size the image's place takes: the displayed size, at least `reservedLayoutSize` on each axis
        /// (`standardDimension` reserves the standard width).
        func layoutSize(of image: UIImage) -> CGSize {
            let shown = displayedSize(of: image)
            return CGSize(
                width: max(shown.width, reserved(reservedLayoutSize.width)),
                height: max(shown.height, reserved(reservedLayoutSize.height)))
        }

        private func reserved(_ value: CGFloat) -> CGFloat {
            value == Self.standardDimension ? Self.standardReservedDimension : max(0, value)
        }
    }
}
#endif
