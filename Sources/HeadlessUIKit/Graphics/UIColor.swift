#if !canImport(UIKit)
import Foundation

/// A color, as UIKit's `UIColor`: red, green, blue and alpha components from 0 to 1 in the sRGB space.
///
/// HeadlessUIKit draws no pixels; views keep their colors so that code sets and reads them as on iOS. The system
/// colors are their light-appearance values from Apple's Human Interface Guidelines ("Color"); HeadlessUIKit has no
/// dark appearance. A color is an immutable value object, safe to share across actors, as UIKit's colors are.
open class UIColor: NSObject, @unchecked Sendable {
    /// The red component, 0 to 1.
    let red: CGFloat
    /// The green component, 0 to 1.
    let green: CGFloat
    /// The blue component, 0 to 1.
    let blue: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque).
    let alpha: CGFloat

    /// Creates a color from red, green, blue and alpha components, each clamped to 0...1 (a non-finite one is 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
        super.init()
    }

    /// Creates a gray: the same value for red, green and blue.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation and brightness (each 0 to 1) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue = Self.clamped(hue) * 6
        let saturation = Self.clamped(saturation)
        let brightness = Self.clamped(brightness)
        let sector = min(Int(hue), 5)
        let fraction = hue - CGFloat(sector)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a color from 8-bit components, for the system colors.
    convenience init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    private static func clamped(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), 1) : 0
    }

    /// The same color with another alpha.
    @discardableResult
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the color's components; `true`, since every HeadlessUIKit color is in the RGB space.
    @available(iOS 5.0, *)
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the color's gray level (the mean of its components) and alpha; `true`.
    @available(iOS 5.0, *)
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Two colors are equal when their four components are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    /// The components, as `UIExtendedSRGBColorSpace 1 0 0 1` (UIKit's description, which prints each component
    /// with `%g`: `UIColor.systemBlue` is `UIExtendedSRGBColorSpace 0 0.478431 1 1`).
    open override var description: String {
        String(
            format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// A third of white.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Two thirds of white.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Half of white.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// White at 60% opacity, for text on dark backgrounds.
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Black, for text on light backgrounds.
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    /// The system red.
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { UIColor(255, 59, 48) }
    /// The system green.
    @available(iOS 7.0, *)
    open class var systemGreen: UIColor { UIColor(52, 199, 89) }
    /// The system blue, the default tint.
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { UIColor(0, 122, 255) }
    /// The system orange.
    @available(iOS 7.0, *)
    open class var systemOrange: UIColor { UIColor(255, 149, 0) }
    /// The system yellow.
    @available(iOS 7.0, *)
    open class var systemYellow: UIColor { UIColor(255, 204, 0) }
    /// The system pink.
    @available(iOS 7.0, *)
    open class var systemPink: UIColor { UIColor(255, 45, 85) }
    /// The system purple.
    @available(iOS 9.0, *)
    open class var systemPurple: UIColor { UIColor(175, 82, 222) }
    /// The system teal.
    @available(iOS 7.0, *)
    open class var systemTeal: UIColor { UIColor(90, 200, 250) }
    /// The system indigo.
    @available(iOS 13.0, *)
    open class var systemIndigo: UIColor { UIColor(88, 86, 214) }
    /// The system gray.
    @available(iOS 7.0, *)
    open class var systemGray: UIColor { UIColor(142, 142, 147) }
    /// The second system gray.
    @available(iOS 13.0, *)
    open class var systemGray2: UIColor { UIColor(174, 174, 178) }
    /// The third system gray.
    @available(iOS 13.0, *)
    open class var systemGray3: UIColor { UIColor(199, 199, 204) }
    /// The fourth system gray.
    @available(iOS 13.0, *)
    open class var systemGray4: UIColor { UIColor(209, 209, 214) }
    /// The fifth system gray.
    @available(iOS 13.0, *)
    open class var systemGray5: UIColor { UIColor(229, 229, 234) }
    /// The sixth system gray.
    @available(iOS 13.0, *)
    open class var systemGray6: UIColor { UIColor(242, 242, 247) }
    /// The color of primary text.
    @available(iOS 13.0, *)
    open class var label: UIColor { UIColor(0, 0, 0) }
    /// The color of secondary text.
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { UIColor(60, 60, 67, 0.6) }
    /// The color of tertiary text.
    @available(iOS 13.0, *)
    open class var tertiaryLabel: UIColor { UIColor(60, 60, 67, 0.3) }
    /// The color of quaternary text.
    @available(iOS 13.0, *)
    open class var quaternaryLabel: UIColor { UIColor(60, 60, 67, 0.18) }
    /// The color of links.
    @available(iOS 13.0, *)
    open class var link: UIColor { UIColor(0, 122, 255) }
    /// The color of placeholder text.
    @available(iOS 13.0, *)
    open class var placeholderText: UIColor { UIColor(60, 60, 67, 0.3) }
    /// The color of separators, which lets what is beneath show through.
    @available(iOS 13.0, *)
    open class var separator: UIColor { UIColor(60, 60, 67, 0.29) }
    /// The color of opaque separators.
    @available(iOS 13.0, *)
    open class var opaqueSeparator: UIColor { UIColor(198, 198, 200) }
    /// The background of a plain view.
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { UIColor(255, 255, 255) }
    /// The background of content layered on a plain view.
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { UIColor(242, 242, 247) }
    /// The background of content layered on secondary backgrounds.
    @available(iOS 13.0, *)
    open class var tertiarySystemBackground: UIColor { UIColor(255, 255, 255) }
    /// The background of a grouped table.
    @available(iOS 13.0, *)
    open class var systemGroupedBackground: UIColor { UIColor(242, 242, 247) }
    /// The background of content in a grouped table.
    @available(iOS 13.0, *)
    open class var secondarySystemGroupedBackground: UIColor { UIColor(255, 255, 255) }
    /// The background of content layered on secondary grouped backgrounds.
    @available(iOS 13.0, *)
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(242, 242, 247) }
    /// The fill of thin, small shapes.
    @available(iOS 13.0, *)
    open class var systemFill: UIColor { UIColor(120, 120, 128, 0.2) }
    /// The fill of medium shapes.
    @available(iOS 13.0, *)
    open class var secondarySystemFill: UIColor { UIColor(120, 120, 128, 0.16) }
    /// The fill of large shapes.
    @available(iOS 13.0, *)
    open class var tertiarySystemFill: UIColor { UIColor(118, 118, 128, 0.12) }
    /// The fill of large areas with complex content.
    @available(iOS 13.0, *)
    open class var quaternarySystemFill: UIColor { UIColor(116, 116, 128, 0.08) }
    /// The background of a grouped table (deprecated in iOS 13: use ``systemGroupedBackground``).
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open class var groupTableViewBackground: UIColor { UIColor(242, 242, 247) }
}
#endif
