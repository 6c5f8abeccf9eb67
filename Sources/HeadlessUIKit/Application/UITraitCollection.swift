#if !canImport(UIKit)
import Foundation

/// The traits of the environment a view or view controller is in, as UIKit's `UITraitCollection`: HeadlessUIKit
/// models the one ListKit needs, ``preferredContentSizeCategory`` (Dynamic Type).
///
/// Every view and view controller reads the app's traits in its ``UITraitEnvironment/traitCollection`` (HeadlessUIKit
/// has one screen and no trait overrides). When they change, the views and controllers of the app's windows hear
/// ``UITraitEnvironment/traitCollectionDidChange(_:)``, top down (see
/// ``UIApplication/simulateContentSizeCategoryChange(to:)``).
///
/// A trait collection is an immutable value object, safe to share across actors, as UIKit's.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The preferred size of text; ``UIContentSizeCategory/unspecified`` in a collection that does not say.
    @available(iOS 10.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { contentSizeCategory }

    private let contentSizeCategory: UIContentSizeCategory

    /// A collection that specifies no trait.
    public override init() {
        contentSizeCategory = .unspecified
        super.init()
    }

    /// A collection that specifies only the preferred content size category.
    @available(iOS 10.0, *)
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        contentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// A collection of the traits of `traitCollections`: where several specify a trait, the last one's.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        contentSizeCategory =
            traitCollections.last { $0.preferredContentSizeCategory != .unspecified }?.preferredContentSizeCategory
            ?? .unspecified
        super.init()
    }

    /// Two collections are equal when their traits are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        preferredContentSizeCategory.hashValue
    }

    /// The traits, as UIKit describes them: `<UITraitCollection: 0x…; PreferredContentSizeCategory = L>`.
    open override var description: String {
        let name = preferredContentSizeCategory.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
        return "<UITraitCollection: \(ObjectIdentifier(self)); PreferredContentSizeCategory = \(name)>"
    }
}

/// An object in the trait environment: views and view controllers, as UIKit's `UITraitEnvironment`.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    @available(iOS 8.0, *)
    var traitCollection: UITraitCollection { get }
    /// Called when the traits of the object's environment changed, with the traits before the change.
    @available(iOS 8.0, *)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIApplication {
    /// The app's traits, which every view and view controller reports (HeadlessUIKit has no trait overrides): one
    /// collection for as long as they do not change.
    static var currentTraits = UITraitCollection(preferredContentSizeCategory: .large)

    /// The size of text the user prefers (Settings › Accessibility › Display & Text Size), as UIKit's
    /// `preferredContentSizeCategory`: ``UIContentSizeCategory/large`` unless changed with
    /// ``simulateContentSizeCategoryChange(to:)``.
    @available(iOS 7.0, *)
    public var preferredContentSizeCategory: UIContentSizeCategory {
        Headless.preferredContentSizeCategory
    }

    /// Changes the preferred content size category as the user does in Settings, for a test: the app's
    /// ``preferredContentSizeCategory`` and every trait collection report the new category, fonts of a text style
    /// made from now on have its size, and then, as UIKit does when the setting changes:
    /// - the views and view controllers of the app's windows hear
    ///   ``UITraitEnvironment/traitCollectionDidChange(_:)`` with the traits before the change, top down (each
    ///   window, then each view after the view controller whose root view it is, before its subviews), so that a
    ///   label with ``UILabel/adjustsFontForContentSizeCategory`` takes the new size of its font (Apple's
    ///   documentation of `traitCollectionDidChange(_:)`: "The system calls this method when the iOS interface
    ///   environment changes"; call `super` first, so that elements higher in the hierarchy adjust first);
    /// - ``UIContentSizeCategory/didChangeNotification`` is posted, by the app, with the new category's name under
    ///   ``UIContentSizeCategory/newValueUserInfoKey`` (Apple's documentation of `didChangeNotification`).
    ///
    /// UIKit does not document which of the two comes first; HeadlessUIKit tells the views first. Views outside a
    /// window, and view controllers whose view is not in one, are not told (they read the new traits when they ask).
    /// Setting the category the app has already changes nothing and posts nothing.
    ///
    /// Tests that change the category set it back (to ``UIContentSizeCategory/large``) when they end.
    ///
    /// - Complexity: O(v) for the v views of the app's windows, plus what the observers do.
    public func simulateContentSizeCategoryChange(to category: UIContentSizeCategory) {
        let previous = Self.currentTraits
        guard category != previous.preferredContentSizeCategory else { return }
        Headless.preferredContentSizeCategory = category
        Self.currentTraits = UITraitCollection(preferredContentSizeCategory: category)
        for window in windows {
            window.traitsDidChange(from: previous)
        }
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: self,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    }
}

extension UIView {
    /// Tells the view, the view controller whose root view it is (first) and its subviews, top down, that the
    /// traits changed from `previous`.
    func traitsDidChange(from previous: UITraitCollection) {
        layoutState.viewController?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
        for subview in subviews {
            subview.traitsDidChange(from: previous)
        }
    }
}
#endif
