#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UILabel, UIImageView and UIImage: colours, wrapping modes, text rectangles, sizes", .timeLimit(.minutes(10)))
struct LabelAndImageCoverageTests {
    @Test("A label's text colour is .label by default, and setting nil restores it")
    func textColor() {
        let label = UILabel()
        #expect(label.textColor == .label)
        label.textColor = .red
        #expect(label.textColor == .red)
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test("Character wrapping fills each line to the width; word wrapping breaks between words")
    func characterWrapping() {
        // 100 points hold 11 columns: "aaaa bbbb" / "cccc" by words, "aaaa bbbb c" / "ccc" by characters.
        let label = UILabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        label.lineBreakMode = .byWordWrapping
        label.text = "aaaa bbbb cccc"
        #expect(label.intrinsicContentSize == CGSize(width: textWidth(columns: 9), height: textHeight(lines: 2)))
        label.lineBreakMode = .byCharWrapping
        #expect(label.intrinsicContentSize == CGSize(width: textWidth(columns: 11), height: textHeight(lines: 2)))
    }

    @Test("textRect(forBounds:limitedToNumberOfLines:) is the text's rectangle at the bounds' origin")
    func textRect() {
        let label = UILabel()
        label.text = "aaaa bbbb cccc"
        let bounds = CGRect(x: 5, y: 6, width: 100, height: 200)
        #expect(
            label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
                == CGRect(x: 5, y: 6, width: textWidth(columns: 9), height: textHeight(lines: 2)))
        let one = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        #expect(one.height == textHeight(lines: 1) && one.width <= 100)
    }

    @Test("Spaces that start a label's text take room")
    func leadingSpaces() {
        let label = UILabel()
        label.text = "  ab"
        #expect(label.intrinsicContentSize.width == textWidth(columns: 4))
    }

    @Test("An image view's size that fits is its image's, so sizeToFit sizes it to the image")
    func imageViewSizeToFit() {
        Headless.registerImage(named: "label-image-icon", size: CGSize(width: 32, height: 16))
        defer { Headless.unregisterImage(named: "label-image-icon") }
        let imageView = UIImageView(frame: CGRect(x: 2, y: 3, width: 100, height: 100))
        imageView.image = UIImage(named: "label-image-icon")
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 32, height: 16))
        imageView.sizeToFit()
        #expect(imageView.frame == CGRect(x: 2, y: 3, width: 32, height: 16))
    }

    @Test("An image view is not highlighted and has no highlighted image until they are set")
    func imageViewHighlight() {
        let imageView = UIImageView(image: nil)
        #expect(!imageView.isHighlighted && imageView.highlightedImage == nil && imageView.frame == .zero)
        let highlighted = UIImage(named: "label-image-highlighted")
        imageView.highlightedImage = highlighted
        imageView.isHighlighted = true
        #expect(imageView.isHighlighted && imageView.highlightedImage === highlighted)
    }

    @Test("An empty image has no name and a zero size")
    func emptyImage() {
        let image = UIImage()
        #expect(image.size == .zero && image.name == nil && image.scale == 1)
    }

    @Test("The default image size applies to names without a registered size")
    func defaultImageSize() {
        let saved = Headless.defaultImageSize
        defer { Headless.defaultImageSize = saved }
        Headless.defaultImageSize = CGSize(width: 10, height: 12)
        #expect(UIImage(named: "label-image-unregistered")?.size == CGSize(width: 10, height: 12))
        Headless.defaultImageSize = saved
        #expect(UIImage(named: "label-image-unregistered")?.size == saved)
    }
}
#endif
