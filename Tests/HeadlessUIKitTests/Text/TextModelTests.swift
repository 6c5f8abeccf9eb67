#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("The text model: advances, wrapping, line limits and truncation", .timeLimit(.minutes(10)))
struct TextModelTests {
    let font = UIFont.systemFont(ofSize: 10)

    @Test("A character is one column of half the point size; wide East Asian characters and emoji are two")
    func advances() {
        #expect(Headless.TextModel.columns(of: "a") == 1)
        #expect(Headless.TextModel.columns(of: " ") == 1)
        #expect(Headless.TextModel.columns(of: "漢") == 2)
        #expect(Headless.TextModel.columns(of: "👍🏽") == 2)
        #expect(Headless.TextModel.columns(of: "e\u{301}") == 1)
        #expect(Headless.TextModel.width(of: "Hello", font: font) == 25)
        #expect(Headless.TextModel.width(of: "日本", font: font) == 20)
    }

    @Test("Without a width each paragraph is one line; the size is the widest line by the lines' height")
    func unbounded() {
        let layout = Headless.TextModel.layout("one\nthree", font: font, width: nil)
        #expect(layout.lines == ["one", "three"])
        #expect(layout.size == CGSize(width: 25, height: 2 * font.lineHeight))
        #expect(!layout.isTruncated)
    }

    @Test("Words wrap at the width; spaces at a break are not measured; a word wider than a line breaks")
    func wrapping() {
        // 10 columns of 5 points.
        let layout = Headless.TextModel.layout("the quick brown fox", font: font, width: 50)
        #expect(layout.lines == ["the quick", "brown fox"])
        #expect(layout.lineColumns == [9, 9])
        let long = Headless.TextModel.layout("a supercalifragilistic word", font: font, width: 50)
        #expect(long.lines == ["a", "supercalif", "ragilistic", "word"])
        let chars = Headless.TextModel.layout("ab cd ef", font: font, width: 20, lineBreakMode: .byCharWrapping)
        #expect(chars.lines == ["ab c", "d ef"])
    }

    @Test(
        "A line limit drops the rest; the last line ends with an ellipsis (tail), starts with one (head), has one in the middle, or is clipped"
    )
    func truncation() {
        let text = "the quick brown fox jumps"
        let tail = Headless.TextModel.layout(
            text, font: font, width: 50, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(tail.lines == ["the quick", "brown fox…"])
        #expect(tail.isTruncated)
        let wrap = Headless.TextModel.layout(
            text, font: font, width: 50, numberOfLines: 2, lineBreakMode: .byWordWrapping)
        #expect(wrap.lines == ["the quick", "brown fox"])
        let head = Headless.TextModel.layout(
            text, font: font, width: 50, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        #expect(head.lines == ["…fox jumps"])
        let middle = Headless.TextModel.layout(
            text, font: font, width: 50, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        #expect(middle.lines == ["the q…umps"])
        let clip = Headless.TextModel.layout(text, font: font, width: 50, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(clip.lines == ["the quick "])
        let fits = Headless.TextModel.layout("short", font: font, width: 50, numberOfLines: 1)
        #expect(fits.lines == ["short"] && !fits.isTruncated)
    }

    @Test("Empty text has no lines and no size")
    func empty() {
        let layout = Headless.TextModel.layout("", font: font, width: 100)
        #expect(layout.lines.isEmpty && layout.size == .zero)
    }
}

@MainActor
@Suite("Intrinsic sizes: labels, buttons, image views", .timeLimit(.minutes(10)))
struct IntrinsicSizeTests {
    @Test("A label is as wide as its text and one 17-point line tall (20⅓ points); without text it is zero")
    func labelOneLine() {
        let label = UILabel()
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: textWidth(columns: 5), height: textHeight(lines: 1)))
        label.font = .systemFont(ofSize: 10)
        #expect(label.intrinsicContentSize.width == 25)
    }

    @Test("A label of several lines wraps at preferredMaxLayoutWidth; sizeThatFits wraps at the given width")
    func labelLines() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "the quick brown fox"
        label.numberOfLines = 0
        #expect(
            label.sizeThatFits(CGSize(width: 50, height: 1000))
                == CGSize(width: 45, height: textHeight(lines: 2, pointSize: 10)))
        label.preferredMaxLayoutWidth = 50
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: textHeight(lines: 2, pointSize: 10)))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize.width == 95)
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test("attributedText is shown as its plain string")
    func attributedText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hi")
        #expect(label.text == "Hi")
        #expect(label.intrinsicContentSize.width == textWidth(columns: 2))
        label.text = "Bye"
        #expect(label.attributedText?.string == "Bye")
    }

    @Test("A button is its 15-point title plus 6 points above and below, or plus its content insets")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        let title = CGSize(width: textWidth(columns: 4, pointSize: 15), height: textHeight(lines: 1, pointSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 16, height: title.height + 4))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.superview === button)
        #expect(button.titleLabel?.frame.size == title)
    }

    @Test("An image view is its image's size (registered by name, or the default); without an image it has none")
    func imageView() {
        Headless.registerImage(named: "avatar", size: CGSize(width: 60, height: 40))
        defer { Headless.unregisterImage(named: "avatar") }
        let view = UIImageView(image: UIImage(named: "avatar"))
        #expect(view.intrinsicContentSize == CGSize(width: 60, height: 40))
        #expect(view.frame.size == CGSize(width: 60, height: 40))
        view.image = UIImage(named: "other")
        #expect(view.intrinsicContentSize == Headless.defaultImageSize)
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
#endif
