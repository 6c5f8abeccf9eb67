#if !canImport(UIKit)
import Foundation

/// An object that carries a string identifying it to UI tests and automation, as UIKit's
/// `UIAccessibilityIdentification` (https://developer.apple.com/documentation/uikit/uiaccessibilityidentification).
/// `UIView` adopts it: table and collection view libraries set `accessibilityIdentifier` on the cells and headers they
/// make, for UI tests to find them.
@available(iOS 5.0, *)
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// The identifier; not read aloud by assistive technologies.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
#endif
