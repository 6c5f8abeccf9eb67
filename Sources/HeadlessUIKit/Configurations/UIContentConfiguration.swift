#if !canImport(UIKit)
import Foundation

/// What a content view shows and how, as UIKit's `UIContentConfiguration`: a value that makes its content view and
/// derives itself for a state. Set one as a cell's or header-footer view's `contentConfiguration`.
///
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
public protocol UIContentConfiguration {
    /// Makes a content view that shows this configuration.
    @MainActor
    func makeContentView() -> UIView & UIContentView

    /// This configuration with the defaults for the state applied to what the app has not customized.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made from a content configuration, as UIKit's `UIContentView`.
///
/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it updates the view.
    var configuration: UIContentConfiguration { get set }

    /// Whether the view can show the configuration (when not, a cell replaces its content view with a new one).
    /// UIKit's optional requirement; when a view does not implement it, UIKit compares the types of the two
    /// configurations, as the default here does.
    @available(iOS 16.0, *)
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the configuration is of the type of the one the view shows.
    @available(iOS 16.0, *)
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A colour transformation that configurations apply to a base colour, as UIKit's `UIConfigurationColorTransformer`.
///
/// Two transformers are equal when they are the same one: the same system transformer, or copies of one made with
/// `init(_:)` (closures cannot be compared); so the configurations that hold them stay `Hashable`.
///
/// https://developer.apple.com/documentation/uikit/uiconfigurationcolortransformer-swift.struct
public struct UIConfigurationColorTransformer: Hashable {
    /// The transformation.
    public let transform: (UIColor) -> UIColor

    /// Who the transformer is: a system transformer's name, or the token of one made with `init(_:)`.
    private let identity: AnyHashable

    /// Keeps the token alive, so that its identifier names no other transformer.
    private let token: TransformerToken?

    /// Creates a transformer from the transformation.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        let token = TransformerToken()
        self.transform = transform
        self.token = token
        self.identity = ObjectIdentifier(token)
    }

    private init(named name: String, _ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        self.token = nil
        self.identity = name
    }

    /// Whether the two are the same transformer.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes who the transformer is.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// The colour transformed.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// Turns a colour into a gray of the same brightness (its components' mean: HeadlessUIKit has no colour spaces).
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(named: "grayscale") { color in
            UIColor(white: (color.red + color.green + color.blue) / 3, alpha: color.alpha)
        }
    }

    /// Replaces the colour with the tint colour, the system blue here (HeadlessUIKit has no tint inheritance).
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(named: "preferredTint") { _ in UIColor.systemBlue }
    }

    /// The tint colour at the colour's alpha.
    public static var monochromeTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(named: "monochromeTint") { color in
            UIColor.systemBlue.withAlphaComponent(color.alpha)
        }
    }
}

/// The identity of a colour transformer made from a closure.
private final class TransformerToken {}
#endif
