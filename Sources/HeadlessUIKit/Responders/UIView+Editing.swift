#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Makes the first responder among the view and its subviews (a text field or search bar being edited) resign, as
    /// UIKit's `endEditing(_:)` does. With `force` it resigns without being asked: a text field's
    /// `textFieldShouldEndEditing(_:)` (a search bar's `searchBarShouldEndEditing(_:)`) is not called and cannot
    /// refuse. Returns whether no view inside is first responder afterwards (`true` when none was).
    ///
    /// - Complexity: O(*f* · *d*), where *f* is the number of first responders (one per window) and *d* the depth of
    ///   the view tree.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var ended = true
        for responder in UIResponder.currentFirstResponders() {
            guard let view = responder as? UIView, view.isInside(self) else { continue }
            ended = view.resignFirstResponder(force: force) && ended
        }
        return ended
    }

    /// Whether the view is `ancestor` or one of its subviews, at any depth.
    ///
    /// - Complexity: O(*d*), where *d* is the depth of the view in its tree.
    func isInside(_ ancestor: UIView) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }
}
#endif
