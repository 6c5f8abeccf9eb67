#if !canImport(UIKit)
import Foundation

/// An image, as UIKit's `UIImage`.
///
/// Linux has no asset catalogs: `UIImage(named:)` and `UIImage(systemName:)` succeed for every name and keep it in
/// ``name``, so a test can tell which image a cell shows. ``name`` is HeadlessUIKit's own addition; UIKit keeps the
/// name private. There are no pixels either: an image's ``size`` is the one registered for its name with
/// ``Headless/registerImage(named:size:)``, else ``Headless/defaultImageSize`` (24 by 24 points, an icon's size).
@MainActor
open class UIImage {
    /// The name the image was loaded with (HeadlessUIKit only: UIKit has no such property).
    public let name: String?

    /// The image's size in points: registered for its name, else ``Headless/defaultImageSize``; zero for an empty
    /// image.
    public let size: CGSize

    /// Loads the image with the name from the main bundle's assets. On Linux every name loads.
    public init?(named name: String) {
        self.name = name
        self.size = Headless.imageSizes[name] ?? Headless.defaultImageSize
    }

    /// Creates a system symbol image. On Linux every name loads; the name is kept in ``name``.
    public init?(systemName name: String) {
        self.name = name
        self.size = Headless.imageSizes[name] ?? Headless.defaultImageSize
    }

    /// Creates an empty image without a name, of zero size.
    public init() {
        self.name = nil
        self.size = .zero
    }
}

extension Headless {
    /// The sizes registered for image names.
    static var imageSizes: [String: CGSize] = [:]

    /// The size of an image loaded by a name that has no registered size: 24 by 24 points unless set.
    public static var defaultImageSize = CGSize(width: 24, height: 24)

    /// Gives the images loaded with the name (by `UIImage(named:)` or `UIImage(systemName:)`) the size, in points.
    /// Images already loaded keep theirs.
    public static func registerImage(named name: String, size: CGSize) {
        imageSizes[name] = size
    }

    /// Forgets the size registered for the name.
    public static func unregisterImage(named name: String) {
        imageSizes[name] = nil
    }
}
#endif
