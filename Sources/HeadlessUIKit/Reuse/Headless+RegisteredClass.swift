#if !canImport(UIKit)
import Foundation

extension Headless {
    /// A new view of `viewClass`, made as a collection view makes a view of a registered class (its `init(frame:)`),
    /// or `nil` if the class is not a `UICollectionReusableView`; the view has no reuse identifier.
    ///
    /// On iOS, code that makes a view from a class value calls `viewClass.init(frame: .zero)`: Objective-C
    /// initializers may be called on a class value. Swift on Linux allows that only for `required` initializers, which
    /// `init(frame:)` is not (see `RegisteredClassView`), so the package's adapters make their sizing cells here. Not
    /// UIKit API: `package`.
    ///
    /// - Complexity: O(1), plus the class's initializer.
    package static func makeView(ofRegisteredClass viewClass: AnyClass) -> UICollectionReusableView? {
        guard viewClass is UICollectionReusableView.Type, let type = viewClass as? any RegisteredClassView.Type,
            let view = type.init(_registeredReuseIdentifier: "") as? UICollectionReusableView
        else { return nil }
        view.reuseIdentifier = nil
        return view
    }
}
#endif
