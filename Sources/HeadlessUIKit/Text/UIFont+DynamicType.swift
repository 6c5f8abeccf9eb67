#if !canImport(UIKit)
import Foundation

extension UIFont.TextStyle {
    /// The point size of the style at `category`, from the table "Dynamic Type sizes" (iOS, iPadOS) of Apple's Human
    /// Interface Guidelines, Typography: for the seven standard sizes, extra small to extra extra extra large, then
    /// the five accessibility sizes. Body text, for example, is 14, 15, 16, **17** (Large, the default), 19, 21, 23
    /// points, then 28, 33, 40, 47 and 53. ``UIContentSizeCategory/unspecified`` (or an unknown category) is Large;
    /// an unknown style is body text.
    ///
    /// - Complexity: O(1).
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let sizes: [CGFloat]
        switch self {
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        default: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        }
        return sizes[category.index ?? 3]
    }
}
#endif
