#if !canImport(UIKit)
import Foundation

/// The object a search bar asks before it edits and tells after, as UIKit's `UISearchBarDelegate`.
///
/// UIKit's optional methods are requirements here with default implementations that behave as when the method is not
/// implemented: everything is allowed and the notifications do nothing.
///
/// The protocol refines `NSObjectProtocol`, so the objects that conform are `NSObject`s, as for UIKit's, which refines
/// `UIBarPositioningDelegate` (an `NSObjectProtocol` whose one optional method, `position(for:)`, places a bar at the
/// top or bottom of the screen; HeadlessUIKit places no bars and does not have it).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Whether editing may begin. Default: `true`.
    @available(iOS 2.0, *)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Called after editing began.
    @available(iOS 2.0, *)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end. Default: `true`.
    @available(iOS 2.0, *)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Called after editing ended.
    @available(iOS 2.0, *)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Called after the user changed the text (also when the user cleared it).
    @available(iOS 2.0, *)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's edit may replace the range (in UTF-16 code units) of the text with the string (empty for a
    /// deletion). Default: `true`.
    @available(iOS 3.0, *)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Called when the user tapped the Search key.
    @available(iOS 2.0, *)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user tapped the bookmark button.
    @available(iOS 2.0, *)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user tapped the Cancel button.
    @available(iOS 2.0, *)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user tapped the search results button.
    @available(iOS 3.2, *)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user chose another scope button.
    @available(iOS 3.0, *)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Editing may begin.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Editing may end.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// The edit is allowed.
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
        true
    }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
#endif
