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

    /// The item on the left of the bar (the first of ``leftBarButtonItems``), or `nil`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The item on the right of the bar (the first of ``rightBarButtonItems``), or `nil`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The items on the left of the bar, from the left edge inwards.
    @available(iOS 5.0, *)
    open var leftBarButtonItems: [UIBarButtonItem]?

    /// The items on the right of the bar, from the right edge inwards.
    @available(iOS 5.0, *)
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// Sets ``leftBarButtonItem`` (no animation in HeadlessUIKit).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets ``rightBarButtonItem`` (no animation in HeadlessUIKit).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets ``leftBarButtonItems`` (no animation in HeadlessUIKit).
    @available(iOS 5.0, *)
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Sets ``rightBarButtonItems`` (no animation in HeadlessUIKit).
    @available(iOS 5.0, *)
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

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
