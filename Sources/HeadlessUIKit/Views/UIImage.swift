#if !canImport(UIKit)
import Foundation

/// An image, as UIKit's `UIImage`.
///
/// Linux has no asset catalogs: `UIImage(named:)` succeeds for every name and keeps it in ``name``, so a test can
/// tell which image a cell shows. ``name`` is HeadlessUIKit's own addition; UIKit keeps the name private.
///
/// As in UIKit, an image is an immutable `NSObject` that any actor may use (it is not tied to the main actor) and
/// that can be sent between actors.
open class UIImage: NSObject, @unchecked Sendable {
    /// The name the image was loaded with (HeadlessUIKit only: UIKit has no such property).
    public let name: String?

    /// The image's size in points. Images loaded by name have a zero size: there are no pixels on Linux.
    public let size: CGSize

    /// Pixels per point: 1, except for images read from a file or data (``init(contentsOfFile:)``, whose `@2x` or `@3x`
    /// name gives it, and ``init(data:scale:)``), whose ``size`` is their pixels' size divided by it.
    open var scale: CGFloat { pixelsPerPoint }

    /// The value of ``scale``.
    private var pixelsPerPoint: CGFloat = 1

    /// Creates an image of the size and scale (the initializers that read an image's header).
    init(name: String?, size: CGSize, scale: CGFloat) {
        self.name = name
        self.size = size
        self.pixelsPerPoint = scale
    }

    /// Loads the image with the name from the main bundle's assets. On Linux every name loads.
    public init?(named name: String) {
        self.name = name
        self.size = .zero
    }

    /// Creates a system symbol image. On Linux every name loads; the name is kept in ``name``.
    public init?(systemName name: String) {
        self.name = name
        self.size = .zero
    }

    /// Creates an empty image without a name.
    public override init() {
        self.name = nil
        self.size = .zero
    }
}
#endif
