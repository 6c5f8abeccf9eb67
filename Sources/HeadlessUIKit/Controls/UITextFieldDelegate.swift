#if !canImport(UIKit)
import Foundation

/// The object a text field asks before it edits and tells after, as UIKit's `UITextFieldDelegate`.
///
/// UIKit's optional methods are requirements here with default implementations that behave as when the method is not
/// implemented: everything is allowed, the notifications do nothing, and `textFieldDidEndEditing(_:reason:)` calls
/// `textFieldDidEndEditing(_:)` (UIKit calls the latter when the former is not implemented).
///
/// As UIKit's, the protocol refines `NSObjectProtocol`: the objects that conform are `NSObject`s.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin. Default: `true`.
    @available(iOS 2.0, *)
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Called after editing began.
    @available(iOS 2.0, *)
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end. Default: `true`.
    @available(iOS 2.0, *)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Called after editing ended (when ``textFieldDidEndEditing(_:reason:)`` is not implemented).
    @available(iOS 2.0, *)
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Called after editing ended, with the reason. Default: calls ``textFieldDidEndEditing(_:)``.
    @available(iOS 10.0, *)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's edit may replace the range (in UTF-16 code units) of the text with the string (empty for a
    /// deletion). Default: `true`.
    @available(iOS 2.0, *)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Called after the selection (the insertion point) moved, as after each edit.
    @available(iOS 13.0, *)
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the text may be cleared (the clear button, or `clearsOnBeginEditing`). Default: `true`.
    @available(iOS 2.0, *)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the Return key is processed. Default: `true`.
    @available(iOS 2.0, *)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does when this method is not implemented.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// The edit is allowed.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        true
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// The text may be cleared.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// The Return key is processed.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
#endif
