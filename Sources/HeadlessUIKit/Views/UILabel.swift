#if !canImport(UIKit)
import Foundation

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// HeadlessUIKit draws nothing: a label keeps its text and its attributes, and measures the text with HeadlessUIKit's
/// text model (``Headless/TextModel``) for its intrinsic size and ``sizeThatFits(_:)``, so Auto Layout sizes it as
/// UIKit sizes a label. A label of one line (the default) is as wide as its text; a label of several lines
/// (``numberOfLines`` other than 1) wraps at ``preferredMaxLayoutWidth`` when that is set, else at the width Auto
/// Layout gives it, and is as tall as its lines (solved again for that width, as UIKit does). Sizes are rounded up
/// to the pixel grid (a third of a point): a 17-point line is 20⅓ points tall.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// The text the label shows, or `nil`.
    open var text: String? {
        didSet {
            guard text != oldValue else { return }
            attributedStorage = nil
            textDidChange()
        }
    }

    /// The text with attributes, as UIKit's `attributedText`. HeadlessUIKit shows it as plain text
    /// (`NSAttributedString.string`): setting it sets ``text``; reading it without having set it gives ``text``
    /// without attributes.
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? text.map { NSAttributedString(string: $0) } }
        set {
            let copy = newValue?.copy() as? NSAttributedString
            let string = copy?.string
            if string != text {
                text = string
            }
            attributedStorage = copy
        }
    }

    /// The attributed text as set.
    private var attributedStorage: NSAttributedString?

    /// The font of the text: the system font at 17 points unless set (setting `nil` restores it), as in UIKit.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UIFont.systemFont(ofSize: 17)
            guard font != storedFont else {
                // An equal font measures the same; it is kept all the same for its text style, which
                // `adjustsFontForContentSizeCategory` reads (the 17-point body font equals the default font).
                storedFont = font
                return
            }
            storedFont = font
            textDidChange()
            // Baselines follow the font.
            markEnginesNeedSolve()
        }
    }

    private var storedFont = UIFont.systemFont(ofSize: 17)

    /// Whether the label takes the size of its font for the new content size category when it changes: when the
    /// label, in a window, hears ``traitCollectionDidChange(_:)`` with another category, a font of a text style
    /// (made by `UIFont.preferredFont(forTextStyle:)` or `preferredFont(forTextStyle:compatibleWith:)`) becomes the
    /// style's font at the new category, and the label measures again. Fonts of a fixed size stay. `false` by
    /// default, as in UIKit (Apple's documentation of `adjustsFontForContentSizeCategory`: the font "must be vended
    /// using `preferredFont(forTextStyle:)` or `preferredFont(forTextStyle:compatibleWith:)`").
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false

    /// Takes the new size of a text style's font when the content size category changed and
    /// ``adjustsFontForContentSizeCategory`` is on.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        guard adjustsFontForContentSizeCategory, let style = storedFont.textStyle,
            category != previousTraitCollection?.preferredContentSizeCategory
        else { return }
        font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    /// The colour of the text: `.label` unless set (setting `nil` restores it).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }

    private var storedTextColor: UIColor = .label

    /// How the lines are aligned in the label's width. Default: `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural

    /// What the last line does with text that does not fit. Default: `.byTruncatingTail`, as in UIKit.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            if lineBreakMode != oldValue { textDidChange() }
        }
    }

    /// The largest number of lines the text may use; `0` means as many as it needs. UIKit's default is 1.
    open var numberOfLines = 1 {
        didSet {
            if numberOfLines != oldValue { textDidChange() }
        }
    }

    /// Whether the label is enabled; a disabled label is drawn dimmed on iOS.
    open var isEnabled = true

    /// Whether the label is highlighted (drawn in ``highlightedTextColor``).
    open var isHighlighted = false

    /// The colour of highlighted text, or `nil`.
    open var highlightedTextColor: UIColor?

    /// Whether the font shrinks to fit the width. HeadlessUIKit keeps the value; its text model does not shrink fonts.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest scale of the font when it shrinks to fit. Kept, not used.
    @available(iOS 6.0, *)
    open var minimumScaleFactor: CGFloat = 0

    /// The width at which a label of several lines wraps its text for its intrinsic size; 0 (the default) wraps at
    /// the width Auto Layout gives the label.
    @available(iOS 6.0, *)
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if preferredMaxLayoutWidth != oldValue { textDidChange() }
        }
    }

    /// The size of the text: as wide as its widest line, as tall as its lines, rounded up to the pixel grid. A label
    /// of several lines wraps at ``preferredMaxLayoutWidth``, else at the width Auto Layout last gave it (unbounded
    /// before that). A label without text is zero by zero.
    open override var intrinsicContentSize: CGSize {
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 {
            return textSize(width: preferredMaxLayoutWidth)
        }
        if let width = layoutState.layoutWidthHint, intrinsicHeightDependsOnWidth {
            return intrinsicContentSize(forLayoutWidth: width)
        }
        return textSize(width: nil)
    }

    /// The size of the text wrapped at the width of `size` (a label of one line does not wrap; a width of 0 or less
    /// is unbounded), at most ``numberOfLines`` lines.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(width: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }

    /// The rectangle the text takes in the bounds, at most `numberOfLines` lines (0: no limit), as UIKit's
    /// `textRect(forBounds:limitedToNumberOfLines:)`: at the bounds' origin, no wider than them.
    @discardableResult
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let layout = textLayout(width: bounds.width, lines: numberOfLines)
        return CGRect(
            origin: bounds.origin,
            size: CGSize(
                width: min(PixelGrid.ceil(layout.size.width), bounds.width), height: PixelGrid.ceil(layout.size.height))
        )
    }

    /// The text laid out at the width (`nil`: unbounded) in at most `lines` lines. The last few layouts are kept
    /// until the text or how it is measured changes: layout asks for the same widths again and again.
    func textLayout(width: CGFloat?, lines: Int) -> Headless.TextLayout {
        if let hit = layoutCache.first(where: { $0.width == width && $0.lines == lines }) { return hit.layout }
        let layout = Headless.TextModel.layout(
            text ?? "", font: storedFont, width: width, numberOfLines: lines, lineBreakMode: lineBreakMode)
        if layoutCache.count >= 4 { layoutCache.removeFirst() }
        layoutCache.append((width, lines, layout))
        return layout
    }

    /// The last layouts of the text, by width and line limit.
    private var layoutCache: [(width: CGFloat?, lines: Int, layout: Headless.TextLayout)] = []

    /// The size of the text laid out at the width, rounded up to the pixel grid.
    func textSize(width: CGFloat?) -> CGSize {
        let size = textLayout(width: width, lines: numberOfLines).size
        return CGSize(width: PixelGrid.ceil(size.width), height: PixelGrid.ceil(size.height))
    }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        // The width stays the text's own (Auto Layout decides how much of it the label gets); the height is the
        // text's at the width the label got.
        let natural = textSize(width: nil)
        let wrapped = textSize(width: max(width, 0))
        return CGSize(width: natural.width, height: wrapped.height)
    }

    override var intrinsicHeightDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        (storedFont.ascender, -storedFont.descender)
    }

    /// The text or how it is measured changed: Auto Layout reads the intrinsic size again.
    private func textDidChange() {
        layoutCache.removeAll(keepingCapacity: true)
        invalidateIntrinsicContentSize()
    }
}
#endif
