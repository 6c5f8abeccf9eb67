#if !canImport(UIKit)
import HeadlessUIKit
import Testing

@Suite("UIFont and UIColor", .timeLimit(.minutes(10)))
struct UIFontAndUIColorTests {
    // On the main actor, as the tests that change the content size category (which these sizes follow) are.
    @Test("Text styles have UIKit's default sizes at the Large content size category")
    @MainActor
    func preferredFontsHaveUIKitsDefaultSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline) != UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    }

    @Test("A font's line height is its ascender minus its descender, in proportion to its size")
    func lineHeightFollowsThePointSize() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(abs(body.lineHeight - 20.281) < 0.01)
        #expect(abs(body.withSize(34).lineHeight - 2 * body.lineHeight) < 1e-9)
        #expect(body.withSize(34) == UIFont.systemFont(ofSize: 34))
        #expect(UIFont.boldSystemFont(ofSize: 17).withSize(12) == UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.boldSystemFont(ofSize: 17) != body)
    }

    @Test("A font of a size that is not positive and finite has the system font size")
    func badSizesFallBackToTheSystemSize() {
        #expect(UIFont.systemFont(ofSize: -3).pointSize == UIFont.systemFontSize)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == UIFont.systemFontSize)
        #expect(UIFont.systemFont(ofSize: .infinity).lineHeight.isFinite)
    }

    @Test("Colors keep their components, clamped to 0...1, and compare by them")
    func colorsKeepTheirComponents() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(
            UIColor(red: 2, green: -1, blue: 0.25, alpha: .nan).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0, 0.25, 0])
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor.red.withAlphaComponent(0.5) != UIColor.red)
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.clear.hash == UIColor(white: 0, alpha: 0).hash)
    }

    @Test("Hue, saturation and brightness convert to the RGB components")
    func hueSaturationBrightnessConvert() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        #expect(UIColor(hue: 0.7, saturation: 0, brightness: 0.5, alpha: 1) == .gray)
        var white: CGFloat = 0
        #expect(UIColor.lightGray.getWhite(&white, alpha: nil))
        #expect(abs(white - 2.0 / 3) < 1e-12)
    }

    @Test("A view has no background color and no intrinsic size unless it says so")
    @MainActor
    func viewsHaveNoIntrinsicSize() {
        let view = UIView()
        #expect(view.backgroundColor == nil)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.backgroundColor = .systemBackground
        #expect(view.backgroundColor == .white)
    }
}
#endif
