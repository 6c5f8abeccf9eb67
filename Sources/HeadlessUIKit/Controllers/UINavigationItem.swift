#if !canImport(UIKit)
import Foundation

/// What a navigation bar shows for a view controller, as UIKit's `UINavigationItem` (its title).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the navigation bar.
    open var title: String?

    /// The search controller whose search bar the navigation bar shows, or `nil`.
    @available(iOS 11.0, *)
    open var searchController: UISearchController?

    /// Whether the search bar hides as the content scrolls up. The default is `true`.
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling = true

    /// Creates an item with the title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an item without a title (what a view controller starts with).
    public override init() {}
}
#endif
