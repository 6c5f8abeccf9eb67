#if !canImport(UIKit)
import Foundation

/// A time interval in seconds, as Core Foundation's `CFTimeInterval` (which Foundation on Linux does not export).
public typealias CFTimeInterval = Double

/// The layer behind a view, as Core Animation's `CALayer`, which UIKit re-exports (`UIView.layer`).
///
/// HeadlessUIKit draws nothing: a layer keeps the values code sets on it (corner radius, border, shadow, opacity) so
/// that code written for UIKit compiles and reads them back, and its sublayers. A view's geometry stays the view's:
/// the layer of a view does not follow its frame (https://developer.apple.com/documentation/quartzcore/calayer).
open class CALayer: NSObject {
    /// Creates a layer. (`required` here so that a view can make a layer of its ``UIView/layerClass``, as UIKit does
    /// through the Objective-C runtime.)
    public required override init() {
        super.init()
    }

    /// Creates a copy of the layer's values, as Core Animation does for its presentation layers.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        cornerRadius = other.cornerRadius
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        opacity = other.opacity
        isHidden = other.isHidden
        shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius
        shadowOffset = other.shadowOffset
        zPosition = other.zPosition
        name = other.name
    }

    /// The layer's bounds.
    open var bounds: CGRect = .zero

    /// The position of the layer's center in its superlayer.
    open var position: CGPoint = .zero

    /// The layer's frame: its bounds' size around its position.
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The radius of the rounded corners. 0 by default.
    open var cornerRadius: CGFloat = 0

    /// Whether sublayers are clipped to the layer's bounds. `false` by default.
    open var masksToBounds = false

    /// The width of the border. 0 by default.
    open var borderWidth: CGFloat = 0

    /// The opacity, 0 to 1. 1 by default.
    open var opacity: Float = 1

    /// Whether the layer is hidden. `false` by default.
    open var isHidden = false

    /// The opacity of the shadow, 0 to 1. 0 by default.
    open var shadowOpacity: Float = 0

    /// The blur radius of the shadow. 3 by default, as Core Animation's.
    open var shadowRadius: CGFloat = 3

    /// The offset of the shadow. (0, -3) by default, as Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3)

    /// The layer's position on the z axis. 0 by default.
    open var zPosition: CGFloat = 0

    /// The layer's name, for code that finds layers by name.
    open var name: String?

    /// The sublayers, back to front; `nil` when there are none.
    open var sublayers: [CALayer]?

    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// Adds the layer as the frontmost sublayer, removing it from its former superlayer.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        self.superlayer = nil
    }
}
#endif
