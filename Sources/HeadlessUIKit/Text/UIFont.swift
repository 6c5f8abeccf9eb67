#if !canImport(UIKit)
import Foundation

/// A font: a family, a weight and a point size, with the vertical metrics text layout needs, as UIKit's `UIFont`.
///
/// HeadlessUIKit draws no glyphs. A font is the numbers its text model reads: ``pointSize``, ``lineHeight``,
/// ``ascender`` and ``descender``. Every font is the system font (San Francisco) at a weight; the metrics are San
/// Francisco's as UIKit reports them, in proportion to the point size (at 17 points: ascender 16.2, descender -4.1,
/// line height 20.3).
///
/// A font is an immutable value object, safe to share across actors, as UIKit's fonts are.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's weight, as UIKit's `UIFont.Weight`: the raw value runs from -1 (lightest) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value, from -1 to 1; regular is 0.
        public var rawValue: CGFloat

        /// Creates a weight with the value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The lightest weight, -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight, -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight, -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight, 0.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight, 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight, 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// A bold weight, 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// A heavy weight, 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight, 0.62.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A semantic style of text, as UIKit's `UIFont.TextStyle`, for ``preferredFont(forTextStyle:)``.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit's (`UICTFontTextStyleBody`).
        public let rawValue: String

        /// Creates a text style with the name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A large title: 34 points.
        @available(iOS 11.0, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A standard caption: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// An alternate caption: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight of the style at the default content size category (Large), from Apple's
        /// Human Interface Guidelines ("Dynamic Type sizes"); an unknown style is body text.
        var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The font's size in points.
    public let pointSize: CGFloat

    /// The font's weight (UIKit keeps it in the font descriptor's traits).
    let weight: Weight

    /// Whether the font is italic (UIKit keeps it in the font descriptor's symbolic traits).
    let isItalic: Bool

    /// The text style the font was made for by ``preferredFont(forTextStyle:)``, if any (UIKit keeps it in the font
    /// descriptor): what a label that adjusts its font for the content size category sizes again.
    let textStyle: TextStyle?

    /// The name of the font family: `.SF UI Text` for every system font, as iOS reports it.
    open var familyName: String { ".SF UI Text" }

    /// The font's full name, which names the weight and the slant (`.SFUI-Semibold`).
    open var fontName: String {
        let weightName: String
        switch weight.rawValue {
        case ..<(-0.7): weightName = "Ultralight"
        case ..<(-0.5): weightName = "Thin"
        case ..<(-0.2): weightName = "Light"
        case ..<0.1: weightName = "Regular"
        case ..<0.26: weightName = "Medium"
        case ..<0.35: weightName = "Semibold"
        case ..<0.5: weightName = "Bold"
        case ..<0.6: weightName = "Heavy"
        default: weightName = "Black"
        }
        return ".SFUI-\(weightName)\(isItalic ? "Italic" : "")"
    }

    /// The distance from the baseline to the top of the tallest glyphs: 0.952 of the point size.
    open var ascender: CGFloat { pointSize * 0.952 }

    /// The distance from the baseline to the bottom of the lowest glyphs, negative: -0.241 of the point size.
    open var descender: CGFloat { pointSize * -0.241 }

    /// The height of capital letters above the baseline: 0.705 of the point size.
    open var capHeight: CGFloat { pointSize * 0.705 }

    /// The height of lowercase letters above the baseline: 0.528 of the point size.
    open var xHeight: CGFloat { pointSize * 0.528 }

    /// The height of one line of text: ``ascender`` minus ``descender`` (20.3 points at 17 points).
    open var lineHeight: CGFloat { ascender - descender }

    /// Extra space between lines: none for the system font.
    open var leading: CGFloat { 0 }

    private init(pointSize: CGFloat, weight: Weight, isItalic: Bool, textStyle: TextStyle? = nil) {
        // A negative or non-finite size is a programming error UIKit answers with the default size; so does this.
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : UIFont.systemFontSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        super.init()
    }

    /// The system font of the size, at the regular weight.
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, isItalic: false)
    }

    /// The system font of the size, at the weight.
    @available(iOS 8.2, *)
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: false)
    }

    /// The bold system font of the size.
    @discardableResult
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold, isItalic: false)
    }

    /// The italic system font of the size.
    @discardableResult
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, isItalic: true)
    }

    /// The monospaced system font of the size and weight (HeadlessUIKit's text model gives every font the same
    /// advance per character, so it measures as the system font does).
    @available(iOS 13.0, *)
    @discardableResult
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: false)
    }

    /// The font for a text style at the app's preferred content size category
    /// (`UIApplication.shared.preferredContentSizeCategory`, ``UIContentSizeCategory/large`` unless changed): at
    /// Large, body text is 17 points, a headline 17 points semibold, a footnote 13 points; at extra extra extra large
    /// body text is 23 points, at the largest accessibility size 53 (Apple's Human Interface Guidelines, Typography,
    /// "Dynamic Type sizes"; see ``TextStyle/pointSize(for:)``). Text measures in proportion to the point size
    /// (``Headless/TextModel``), so larger categories make taller labels and cells.
    @available(iOS 7.0, *)
    @discardableResult
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the content size category of `traitCollection`, or at the app's when it is `nil`
    /// or does not specify one (see ``preferredFont(forTextStyle:)``).
    @available(iOS 10.0, *)
    @discardableResult
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = Headless.preferredContentSizeCategory }
        let weight = style.defaultSizeAndWeight.weight
        return UIFont(pointSize: style.pointSize(for: category), weight: weight, isItalic: false, textStyle: style)
    }

    /// The same font at another size.
    @discardableResult
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: isItalic)
    }

    /// The size of the standard system font: 14 points, as `UIFont.systemFontSize` is on iOS (a label's default font
    /// is the 17-point ``labelFontSize``).
    open class var systemFontSize: CGFloat { 14 }

    /// The size of the standard label font: 17 points.
    open class var labelFontSize: CGFloat { 17 }

    /// The size of the standard small system font: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The size of the standard button font: 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    /// Two fonts are equal when their size, weight and slant are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && weight == other.weight && isItalic == other.isItalic
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        return hasher.finalize()
    }

    /// The font's class, name, weight, slant and size, as UIKit describes a system font:
    /// `<UICTFont: 0x…> font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
    open override var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let size = String(format: "%.2f", Double(pointSize))
        return "<UICTFont: 0x\(address)> font-family: \"\(fontName)\"; "
            + "font-weight: \(weight.rawValue >= Weight.bold.rawValue ? "bold" : "normal"); "
            + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(size)pt"
    }
}
#endif
