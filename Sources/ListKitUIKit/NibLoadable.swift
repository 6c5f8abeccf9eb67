#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A cell or header-footer view made from a nib: the adapters register its nib instead of its class.
///
/// ```swift
/// final class ProfileCell: UITableViewCell, ConfigurableCell, NibLoadable {
///     // ProfileCell.xib in the main bundle
///     func configure(with profile: Profile) { ... }
/// }
/// ```
///
/// The nib is `nibName` (the type's name by default) in `nibBundle` (the main bundle by default). On platforms
/// without nib files, HeadlessUIKit is told how a nib name is instantiated.
@MainActor
public protocol NibLoadable: AnyObject {
    /// The nib's name, without extension. Defaults to the type's name.
    static var nibName: String { get }
    /// The bundle that holds the nib; `nil` is the main bundle. Defaults to `nil`.
    static var nibBundle: Bundle? { get }
}

extension NibLoadable {
    /// The type's name.
    public static var nibName: String {
        String(describing: self)
    }

    /// The main bundle.
    public static var nibBundle: Bundle? {
        nil
    }
}
