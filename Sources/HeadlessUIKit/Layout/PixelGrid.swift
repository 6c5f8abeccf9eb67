#if !canImport(UIKit)
import Foundation

/// The pixel grid layout rounds to: a third of a point, the 3× display of the 390 × 844 point iPhone that
/// `UIViewController.defaultViewFrame` stands for. UIKit rounds the frames Auto Layout gives views, and the
/// intrinsic sizes of text, to its screen's pixels in the same way.
enum PixelGrid {
    /// Pixels per point.
    static let scale: CGFloat = 3

    /// The nearest grid value.
    static func round(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }

    /// The smallest grid value at least `value` (a tolerance of a millionth of a pixel absorbs rounding residue).
    static func ceil(_ value: CGFloat) -> CGFloat {
        (value * scale - 1e-6).rounded(.up) / scale
    }

    /// The rectangle with each edge on the nearest grid line.
    static func round(_ rect: CGRect) -> CGRect {
        let minX = round(rect.origin.x)
        let minY = round(rect.origin.y)
        return CGRect(
            x: minX, y: minY, width: round(rect.origin.x + rect.size.width) - minX,
            height: round(rect.origin.y + rect.size.height) - minY)
    }
}
#endif
