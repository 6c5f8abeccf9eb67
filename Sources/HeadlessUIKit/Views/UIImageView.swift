#if !canImport(UIKit)
import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image the view shows, or `nil`. Its size is the view's intrinsic size.
    open var image: UIImage? {
        didSet {
            if image !== oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while the view is highlighted, or `nil`.
    open var highlightedImage: UIImage?

    /// Whether the view shows its highlighted image.
    open var isHighlighted = false

    /// Creates an image view showing the image, sized to it (as UIKit does).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Creates an image view with the frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The image's size; without an image, no intrinsic size on either axis.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size (the view's current size without an image).
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// Creates an image view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
#endif
