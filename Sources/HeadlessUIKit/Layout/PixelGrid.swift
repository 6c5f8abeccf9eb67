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

    /// The rectangle with each edge on the nearest grid line (counted in whole pixels, so that a size is the same
    /// number wherever the rectangle is).
    static func round(_ rect: CGRect) -> CGRect {
        let minX = (rect.origin.x * scale).rounded()
        let minY = (rect.origin.y * scale).rounded()
        let maxX = ((rect.origin.x + rect.size.width) * scale).rounded()
        let maxY = ((rect.origin.y + rect.size.height) * scale).rounded()
        return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }
}
#endif
