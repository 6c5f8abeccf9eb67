#if !canImport(UIKit)
import Foundation

/// A compiled interface file that makes views, as UIKit's `UINib`.
///
/// Linux has no nib files. A program says how a nib name is instantiated with
/// ``Headless/registerNib(named:_:)``; ``instantiate(withOwner:options:)`` then returns the view that closure makes.
/// An unknown name fails as UIKit does, with "Could not load NIB in bundle".
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options of ``instantiate(withOwner:options:)``, as UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's text.
        public let rawValue: String

        /// Creates a key from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The key of the proxy objects the nib refers to (ignored by HeadlessUIKit).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, as passed to ``init(nibName:bundle:)``.
    let nibName: String

    /// The bundle the nib is looked up in.
    let bundle: Bundle

    /// Creates a nib object for the name in the bundle (`nil`: the main bundle). Nothing is loaded until
    /// ``instantiate(withOwner:options:)``.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.nibName = name
        self.bundle = bundleOrNil ?? Bundle.main
    }

    /// Makes the nib's top-level objects: the view registered for the name. Once it is made, every view of its tree
    /// gets `awakeFromNib()`, subviews before their superview, as UIKit sends it to each object a nib made after the
    /// whole nib is loaded (Apple's documentation of `awakeFromNib()`; it leaves the order open).
    ///
    /// With no registration for the name this reports UIKit's message,
    /// `Could not load NIB in bundle: '<bundle path>' with name '<name>'`, through `Headless.inconsistencyHandler`
    /// and returns no objects.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let make = Headless.nibFactories[nibName] else {
            Headless.raise("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(nibName)'")
            return []
        }
        let view = make()
        awakeFromNib(view)
        return [view]
    }

    /// Sends `awakeFromNib()` to the view's subviews, depth first, then to the view.
    /// - Complexity: O(views in the tree).
    private func awakeFromNib(_ view: UIView) {
        for subview in view.subviews { awakeFromNib(subview) }
        view.awakeFromNib()
    }
}

extension Headless {
    /// How each nib name is instantiated, set by ``registerNib(named:_:)``.
    static var nibFactories: [String: @MainActor () -> UIView] = [:]

    /// Says how the nib with the name is instantiated on platforms without nib files: `make` returns a new view
    /// (for a cell nib, a new cell) each time ``UINib/instantiate(withOwner:options:)`` is called.
    ///
    /// Registering a name again replaces its closure.
    public static func registerNib(named name: String, _ make: @escaping @MainActor () -> UIView) {
        nibFactories[name] = make
    }

    /// Forgets how the nib with the name is instantiated.
    public static func unregisterNib(named name: String) {
        nibFactories[name] = nil
    }
}
#endif
