#if !canImport(UIKit)
import Foundation

/// An image, as UIKit's `UIImage`.
///
/// Linux has no asset catalogs: `UIImage(named:)` and `UIImage(systemName:)` succeed for every name and keep it in
/// ``name``, so a test can tell which image a cell shows. ``name`` is HeadlessUIKit's own addition; UIKit keeps the
/// name private. There are no pixels either: an image loaded by name has the ``size`` registered for its name with
/// ``Headless/registerImage(named:size:)``, else ``Headless/defaultImageSize`` (24 by 24 points, an icon's size);
/// an image read from a file or data has the size its header gives (``init(contentsOfFile:)``).
///
/// As in UIKit, an image is an immutable `NSObject` that any actor may use (it is not tied to the main actor) and
/// that can be sent between actors.
open class UIImage: NSObject, @unchecked Sendable {
    /// The name the image was loaded with (HeadlessUIKit only: UIKit has no such property).
    public let name: String?

    /// The image's size in points: read from its header, or registered for its name, else
    /// ``Headless/defaultImageSize``; zero for an empty image.
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
        self.size = ImageSizes.shared.size(named: name)
    }

    /// Creates a system symbol image. On Linux every name loads; the name is kept in ``name``.
    public init?(systemName name: String) {
        self.name = name
        self.size = ImageSizes.shared.size(named: name)
    }

    /// Creates an empty image without a name, of zero size.
    public override init() {
        self.name = nil
        self.size = .zero
    }
}

/// The sizes registered for image names, and the size of the others: read by images made on any actor, so kept
/// under a lock rather than on the main actor.
final class ImageSizes: @unchecked Sendable {
    /// The one registry.
    static let shared = ImageSizes()

    private let lock = NSLock()
    private var sizes: [String: CGSize] = [:]
    private var fallback = CGSize(width: 24, height: 24)

    /// The size registered for the name, else the default size.
    func size(named name: String) -> CGSize {
        lock.lock()
        defer { lock.unlock() }
        return sizes[name] ?? fallback
    }

    /// Registers (or, with `nil`, forgets) the size for the name.
    func setSize(_ size: CGSize?, named name: String) {
        lock.lock()
        sizes[name] = size
        lock.unlock()
    }

    /// The size of images whose name has no registered size.
    var defaultSize: CGSize {
        get {
            lock.lock()
            defer { lock.unlock() }
            return fallback
        }
        set {
            lock.lock()
            fallback = newValue
            lock.unlock()
        }
    }
}

extension Headless {
    /// The size of an image loaded by a name that has no registered size: 24 by 24 points unless set.
    nonisolated public static var defaultImageSize: CGSize {
        get { ImageSizes.shared.defaultSize }
        set { ImageSizes.shared.defaultSize = newValue }
    }

    /// Gives the images loaded with the name (by `UIImage(named:)` or `UIImage(systemName:)`) the size, in points.
    /// Images already loaded keep theirs.
    nonisolated public static func registerImage(named name: String, size: CGSize) {
        ImageSizes.shared.setSize(size, named: name)
    }

    /// Forgets the size registered for the name.
    nonisolated public static func unregisterImage(named name: String) {
        ImageSizes.shared.setSize(nil, named: name)
    }
}
#endif
