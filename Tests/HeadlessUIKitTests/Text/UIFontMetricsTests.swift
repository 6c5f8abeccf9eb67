#if !canImport(UIKit)
import HeadlessUIKit
import Testing

@Suite("UIFont's weights, metrics and descriptions", .timeLimit(.minutes(10)))
struct UIFontMetricsTests {
    @Test("Weights have UIKit's raw values, from -0.8 (ultra light) to 0.62 (black)")
    func weightsHaveUIKitsValues() {
        let weights: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23), (.semibold, 0.3),
            (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, value) in weights {
            #expect(weight.rawValue == value)
        }
    }

    @Test("A system font of a weight is named after the weight, as iOS names San Francisco's faces")
    func systemFontsOfAWeightAreNamedAfterIt() {
        let names: [(UIFont.Weight, String)] = [
            (.ultraLight, ".SFUI-Ultralight"), (.thin, ".SFUI-Thin"), (.light, ".SFUI-Light"),
            (.regular, ".SFUI-Regular"), (.medium, ".SFUI-Medium"), (.semibold, ".SFUI-Semibold"),
            (.bold, ".SFUI-Bold"), (.heavy, ".SFUI-Heavy"), (.black, ".SFUI-Black"),
        ]
        for (weight, name) in names {
            let font = UIFont.systemFont(ofSize: 15, weight: weight)
            #expect(font.fontName == name)
            #expect(font.pointSize == 15)
        }
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17, weight: .regular) == UIFont.systemFont(ofSize: 17))
    }

    @Test("The italic system font is the regular face's italic, and differs from the upright font")
    func italicSystemFontIsItalic() {
        let italic = UIFont.italicSystemFont(ofSize: 17)
        #expect(italic.fontName == ".SFUI-RegularItalic")
        #expect(italic.pointSize == 17)
        #expect(italic != UIFont.systemFont(ofSize: 17))
        #expect(italic.withSize(12) == UIFont.italicSystemFont(ofSize: 12))
    }

    @Test("The monospaced system font has the size and weight asked for")
    func monospacedSystemFontHasTheSizeAndWeight() {
        let regular = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
        let bold = UIFont.monospacedSystemFont(ofSize: 13, weight: .bold)
        #expect(regular.pointSize == 13)
        #expect(bold.pointSize == 13)
        #expect(regular != bold)
    }

    @Test("Cap height and x-height lie below the ascender, x-height below cap height, and scale with the size")
    func capAndXHeightsScaleWithTheSize() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.capHeight - 12) < 0.1)
        #expect(abs(font.xHeight - 9) < 0.1)
        #expect(0 < font.xHeight && font.xHeight < font.capHeight && font.capHeight < font.ascender)
        let double = font.withSize(34)
        #expect(abs(double.capHeight - 2 * font.capHeight) < 1e-9)
        #expect(abs(double.xHeight - 2 * font.xHeight) < 1e-9)
    }

    @Test("The system font has no leading: its line height is ascender minus descender alone")
    func systemFontHasNoLeading() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.leading == 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
    }

    @Test("Every system font is of one family, whatever its weight, slant and size")
    func systemFontsShareOneFamily() {
        let family = UIFont.systemFont(ofSize: 17).familyName
        #expect(!family.isEmpty)
        #expect(UIFont.boldSystemFont(ofSize: 30).familyName == family)
        #expect(UIFont.italicSystemFont(ofSize: 9).familyName == family)
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).familyName == family)
    }

    @Test("The standard sizes: system 14 points, labels 17, small system text 12, buttons 18")
    func standardFontSizes() {
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.buttonFontSize == 18)
    }

    // On the main actor, as the tests that change the content size category (which body text follows) are.
    @Test("Equal fonts hash alike, so a set keeps one of them")
    @MainActor
    func equalFontsHashAlike() {
        let fonts: Set<UIFont> = [
            UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17, weight: .regular),
            UIFont.preferredFont(forTextStyle: .body), UIFont.boldSystemFont(ofSize: 17),
        ]
        #expect(fonts.count == 2)
        #expect(UIFont.systemFont(ofSize: 17).hash == UIFont.preferredFont(forTextStyle: .body).hash)
        #expect(!UIFont.systemFont(ofSize: 17).isEqual(UIColor.red))
    }

    @Test("A font's description gives its name, weight, style and size as UIKit prints a UICTFont")
    func descriptionIsUIKits() {
        let regular = UIFont.systemFont(ofSize: 17).description
        #expect(regular.hasPrefix("<UICTFont: 0x"))
        #expect(
            regular.hasSuffix(
                "> font-family: \".SFUI-Regular\"; font-weight: normal; font-style: normal; font-size: 17.00pt"))
        #expect(
            UIFont.boldSystemFont(ofSize: 12.5).description.hasSuffix(
                "> font-family: \".SFUI-Bold\"; font-weight: bold; font-style: normal; font-size: 12.50pt"))
        #expect(
            UIFont.italicSystemFont(ofSize: 13).description.hasSuffix(
                "> font-family: \".SFUI-RegularItalic\"; font-weight: normal; font-style: italic; font-size: 13.00pt"))
    }
}
#endif
