#if !canImport(UIKit)
import Foundation

/// A path made of straight and curved lines, as UIKit's `UIBezierPath`
/// (https://developer.apple.com/documentation/uikit/uibezierpath): the part that previews use to say which part of a
/// view shows (`UIPreviewParameters.visiblePath`, `shadowPath`). Linux draws nothing, so a path here keeps the shape
/// it was made from and its bounds.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// The shape a path was made from.
    enum Shape: Equatable {
        case empty
        case rect(CGRect)
        case oval(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
    }

    /// The shape the path was made from.
    let shape: Shape

    /// Creates an empty path.
    public override init() {
        shape = .empty
        super.init()
    }

    /// Creates a rectangular path.
    public convenience init(rect: CGRect) {
        self.init(shape: .rect(rect))
    }

    /// Creates an oval path inscribed in the rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init(shape: .oval(rect))
    }

    /// Creates a rectangular path with rounded corners of the radius.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(shape: .roundedRect(rect, cornerRadius: cornerRadius))
    }

    init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The rectangle that encloses the path (`.zero` for an empty path).
    open var bounds: CGRect {
        switch shape {
        case .empty: .zero
        case .rect(let rect), .oval(let rect), .roundedRect(let rect, _): rect.standardized
        }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { shape == .empty }

    /// Whether the point is inside the path (for a rounded rectangle, its corners are cut as the radius says).
    ///
    /// - Complexity: O(1).
    @discardableResult
    open func contains(_ point: CGPoint) -> Bool {
        switch shape {
        case .empty:
            return false
        case .rect(let rect):
            return rect.standardized.contains(point)
        case .oval(let rect):
            let rect = rect.standardized
            guard rect.width > 0, rect.height > 0 else { return false }
            let x = (point.x - rect.midX) / (rect.width / 2)
            let y = (point.y - rect.midY) / (rect.height / 2)
            return x * x + y * y <= 1
        case .roundedRect(let rect, let cornerRadius):
            let rect = rect.standardized
            guard rect.contains(point) else { return false }
            let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
            let dx = max(rect.minX + radius - point.x, point.x - (rect.maxX - radius), 0)
            let dy = max(rect.minY + radius - point.y, point.y - (rect.maxY - radius), 0)
            return dx * dx + dy * dy <= radius * radius
        }
    }
}
#endif
