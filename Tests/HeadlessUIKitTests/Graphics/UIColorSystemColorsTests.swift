#if !canImport(UIKit)
import HeadlessUIKit
import Testing

/// The red, green, blue and alpha components of a color.
private func components(_ color: UIColor) -> [CGFloat] {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
}

/// Whether a color has exactly the components.
private func hasComponents(_ color: UIColor, _ expected: [CGFloat]) -> Bool {
    components(color) == expected
}

/// Whether a color has the 8-bit sRGB components and the alpha, within rounding.
private func has(_ color: UIColor, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> Bool {
    let expected = [CGFloat(red) / 255, CGFloat(green) / 255, CGFloat(blue) / 255, alpha]
    return zip(components(color), expected).allSatisfy { abs($0 - $1) < 1e-9 }
}

@Suite("UIColor's named and system colors", .timeLimit(.minutes(10)))
struct UIColorSystemColorsTests {
    @Test("The classic named colors have UIKit's components: grays are fractions of white, orange is 1 0.5 0")
    func classicColorsHaveUIKitsComponents() {
        #expect(hasComponents(.black, [0, 0, 0, 1]))
        #expect(hasComponents(.white, [1, 1, 1, 1]))
        #expect(hasComponents(.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]))
        #expect(hasComponents(.blue, [0, 0, 1, 1]))
        #expect(hasComponents(.yellow, [1, 1, 0, 1]))
        #expect(hasComponents(.magenta, [1, 0, 1, 1]))
        #expect(hasComponents(.orange, [1, 0.5, 0, 1]))
        #expect(hasComponents(.purple, [0.5, 0, 0.5, 1]))
        #expect(hasComponents(.brown, [0.6, 0.4, 0.2, 1]))
        #expect(hasComponents(.lightText, [1, 1, 1, 0.6]))
        #expect(hasComponents(.darkText, [0, 0, 0, 1]))
    }

    @Test("The system tint colors have their light-appearance values from Apple's Human Interface Guidelines")
    func systemTintColorsMatchTheGuidelines() {
        #expect(has(.systemRed, 255, 59, 48))
        #expect(has(.systemGreen, 52, 199, 89))
        #expect(has(.systemBlue, 0, 122, 255))
        #expect(has(.systemOrange, 255, 149, 0))
        #expect(has(.systemYellow, 255, 204, 0))
        #expect(has(.systemPink, 255, 45, 85))
        #expect(has(.systemPurple, 175, 82, 222))
        #expect(has(.systemTeal, 90, 200, 250))
        #expect(has(.systemIndigo, 88, 86, 214))
        #expect(has(.link, 0, 122, 255))
    }

    @Test("The six system grays darken from systemGray6 to systemGray, with the guidelines' values")
    func systemGraysMatchTheGuidelines() {
        #expect(has(.systemGray, 142, 142, 147))
        #expect(has(.systemGray2, 174, 174, 178))
        #expect(has(.systemGray3, 199, 199, 204))
        #expect(has(.systemGray4, 209, 209, 214))
        #expect(has(.systemGray5, 229, 229, 234))
        #expect(has(.systemGray6, 242, 242, 247))
    }

    @Test("Label colors are one gray at falling opacities: 100%, 60%, 30% and 18%; placeholders match tertiary")
    func labelColorsFadeByOpacity() {
        #expect(has(.label, 0, 0, 0))
        #expect(has(.secondaryLabel, 60, 60, 67, alpha: 0.6))
        #expect(has(.tertiaryLabel, 60, 60, 67, alpha: 0.3))
        #expect(has(.quaternaryLabel, 60, 60, 67, alpha: 0.18))
        #expect(UIColor.placeholderText == UIColor.tertiaryLabel)
    }

    @Test("Separators: the standard one lets the background through at 29%, the opaque one does not")
    func separatorColors() {
        #expect(has(.separator, 60, 60, 67, alpha: 0.29))
        #expect(has(.opaqueSeparator, 198, 198, 200))
    }

    @Test("Backgrounds alternate white and the light gray, and grouped ones start with the gray")
    func backgroundColorsMatchTheGuidelines() {
        #expect(has(.systemBackground, 255, 255, 255))
        #expect(has(.secondarySystemBackground, 242, 242, 247))
        #expect(has(.tertiarySystemBackground, 255, 255, 255))
        #expect(has(.systemGroupedBackground, 242, 242, 247))
        #expect(has(.secondarySystemGroupedBackground, 255, 255, 255))
        #expect(has(.tertiarySystemGroupedBackground, 242, 242, 247))
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }

    @Test("Fill colors are translucent grays at 20%, 16%, 12% and 8%")
    func fillColorsMatchTheGuidelines() {
        #expect(has(.systemFill, 120, 120, 128, alpha: 0.2))
        #expect(has(.secondarySystemFill, 120, 120, 128, alpha: 0.16))
        #expect(has(.tertiarySystemFill, 118, 118, 128, alpha: 0.12))
        #expect(has(.quaternarySystemFill, 116, 116, 128, alpha: 0.08))
    }

    @Test("A color's description names its color space and components as UIKit prints them")
    func descriptionIsUIKits() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.systemBlue.description == "UIExtendedSRGBColorSpace 0 0.478431 1 1")
        #expect(
            UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).description
                == "UIExtendedSRGBColorSpace 0.25 0.5 0.75 0.5")
    }

    @Test("A color is not equal to an object that is not a color")
    func colorIsNotEqualToOtherObjects() {
        #expect(!UIColor.red.isEqual("red"))
        #expect(!UIColor.red.isEqual(nil))
    }
}
#endif
