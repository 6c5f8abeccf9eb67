#if !canImport(UIKit)
import Foundation

/// How lines of text are aligned horizontally, as UIKit's `NSTextAlignment` (the raw values are iOS's).
public enum NSTextAlignment: Int, Sendable {
    /// Aligned to the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Both edges aligned; the last line is natural.
    case justified = 3
    /// The script's natural alignment: left for left-to-right text, which is all HeadlessUIKit lays out.
    case natural = 4
}

/// What happens to text that does not fit on its line, as UIKit's `NSLineBreakMode` (the raw values are iOS's).
///
/// HeadlessUIKit's text model (``Headless/TextModel``) wraps every line but the last at word boundaries (at
/// characters for ``byCharWrapping``); the mode decides what the last line does with text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries; text beyond the last line is not shown.
    case byWordWrapping = 0
    /// Wraps at characters; text beyond the last line is not shown.
    case byCharWrapping = 1
    /// The last line is cut at the edge, without an ellipsis.
    case byClipping = 2
    /// The last line shows its end, its start replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The last line shows its start, its end replaced by an ellipsis (UILabel's default).
    case byTruncatingTail = 4
    /// The last line shows its start and end, its middle replaced by an ellipsis.
    case byTruncatingMiddle = 5
}
#endif
