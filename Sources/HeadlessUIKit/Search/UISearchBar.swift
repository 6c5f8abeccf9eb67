#if !canImport(UIKit)
import Foundation

/// A field for search text, with Cancel and scope buttons, as UIKit's `UISearchBar`.
///
/// Text set in code (``text``) tells nobody, as in UIKit. The user's edits go through the delegate as on iOS: simulate
/// them with ``simulateTap()`` (editing begins), ``simulateTyping(_:)`` (character by character),
/// ``simulateDeleteBackward()``, ``simulateSearchButtonTap()``, ``simulateCancelButtonTap()`` and
/// ``simulateScopeButtonTap(at:)``. The search bar of a `UISearchController` also tells its controller, which activates
/// and calls its `searchResultsUpdater` as UIKit's does.
///
/// Editing is being the first responder, as in UIKit: ``becomeFirstResponder()`` begins editing, and
/// ``resignFirstResponder()`` or `endEditing(_:)` on a view that contains the bar ends it. (UIKit's first responder is
/// the bar's `searchTextField`, which HeadlessUIKit does not have: here it is the bar itself, so `isFirstResponder`
/// tells whether the bar is being edited.)
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The look of a search bar, as UIKit's `UISearchBar.Style`.
    @available(iOS 7.0, *)
    public enum Style: UInt, Sendable {
        /// The default look (`.prominent`).
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background and a translucent field.
        case minimal = 2
    }

    /// The height UIKit gives a search bar without a scope bar: 56 points.
    static let height: CGFloat = 56

    /// The search text; `nil` by default. Setting it tells nobody.
    open var text: String?

    /// The text shown, dimmed, while the field is empty.
    open var placeholder: String?

    /// A line of text shown above the bar.
    open var prompt: String?

    /// The object asked before edits and told after.
    open weak var delegate: UISearchBarDelegate?

    /// Whether the Cancel button shows.
    open var showsCancelButton = false

    /// Whether the bookmark button shows.
    open var showsBookmarkButton = false

    /// The titles of the scope buttons, or `nil` for none.
    @available(iOS 3.0, *)
    open var scopeButtonTitles: [String]?

    /// The index of the selected scope button.
    @available(iOS 3.0, *)
    open var selectedScopeButtonIndex = 0

    /// Whether the scope bar shows.
    @available(iOS 3.0, *)
    open var showsScopeBar = false

    /// The bar's look.
    @available(iOS 7.0, *)
    open var searchBarStyle: Style = .default

    /// The color of the bar's background (`nil`: the system's).
    @available(iOS 7.0, *)
    open var barTintColor: UIColor?

    /// Whether the bar is translucent.
    @available(iOS 3.0, *)
    open var isTranslucent = true

    /// The search controller that owns the bar, told of the user's edits.
    weak var searchController: UISearchController?

    /// Creates a search bar with the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a search bar from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows or hides the Cancel button.
    @available(iOS 3.0, *)
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar.
    @available(iOS 13.0, *)
    open func setShowsScope(_ show: Bool, animated animate: Bool) {
        showsScopeBar = show
    }

    /// A search bar's height, 56 points, and no intrinsic width (it takes the width it is given).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    /// Whether the bar can become first responder: `true`, as UIKit's (its text field takes the keyboard).
    open override var canBecomeFirstResponder: Bool { true }

    /// Begins editing, as UIKit's search bar does when it is made first responder (by a tap in its field, or in
    /// code): the delegate's `searchBarShouldBeginEditing(_:)` may refuse; then the window's current first responder
    /// is asked to resign (a text field's `textFieldShouldEndEditing(_:)` may refuse); then
    /// `searchBarTextDidBeginEditing(_:)`, and a search controller's bar activates its controller (which calls its
    /// `searchResultsUpdater`). Returns whether the bar is first responder afterwards. A bar that already is stays
    /// it, and hears nothing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.searchBarShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
        return true
    }

    /// Ends editing, as UIKit's search bar does when it resigns first responder: the delegate's
    /// `searchBarShouldEndEditing(_:)` may refuse (it is not asked when `endEditing(true)` forces the end, or when the
    /// Cancel button of a search controller's bar ends it); then `searchBarTextDidEndEditing(_:)`. Returns whether the
    /// bar is not first responder afterwards (`true`, asking nothing, when it was not).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard isResigningByForce || delegate?.searchBarShouldEndEditing(self) ?? true,
            super.resignFirstResponder()
        else { return false }
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    /// Taps the bar's field as a person does: editing begins through ``becomeFirstResponder()`` (see there for what
    /// the delegate and a search controller hear). Returns whether the bar is being edited afterwards (a hidden bar,
    /// or one that does not take touches, is not, and hears nothing).
    @discardableResult
    public func simulateTap() -> Bool {
        if isFirstResponder { return true }
        guard isUserInteractionEnabled, !isHidden else { return false }
        return becomeFirstResponder()
    }

    /// Types the characters one by one at the end of the text, as a person does, beginning editing first (as
    /// ``simulateTap()``; nothing is typed if editing cannot begin). For each character the delegate is asked
    /// `searchBar(_:shouldChangeTextIn:replacementText:)` with the range at the end of the text (UTF-16 code units); if
    /// it allows, the character is added and `searchBar(_:textDidChange:)` is called, then a search controller's
    /// `searchResultsUpdater` is asked to `updateSearchResults(for:)`. A refused character is skipped and typing goes
    /// on. Returns the number of characters added.
    @discardableResult
    public func simulateTyping(_ characters: String) -> Int {
        guard simulateTap() else { return 0 }
        var added = 0
        for character in characters {
            let edit = TextEditing.typing(character, into: text ?? "")
            if userEdit(edit.range, with: edit.replacement) { added += 1 }
        }
        return added
    }

    /// Deletes the last character as the delete key does, asking the delegate with an empty replacement text.
    /// Returns whether a character was deleted.
    @discardableResult
    public func simulateDeleteBackward() -> Bool {
        guard simulateTap(), let edit = TextEditing.deletingBackward(in: text ?? "") else { return false }
        return userEdit(edit.range, with: edit.replacement)
    }

    /// Taps the keyboard's Search key while editing: `searchBarSearchButtonClicked(_:)`. Returns whether the bar was
    /// being edited.
    @discardableResult
    public func simulateSearchButtonTap() -> Bool {
        guard isFirstResponder else { return false }
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }

    /// Taps the Cancel button, when it shows (``showsCancelButton``, or a search controller's bar while its controller
    /// is active): `searchBarCancelButtonClicked(_:)`. A search controller's bar then clears its text, ends editing and
    /// deactivates its controller, which calls its `searchResultsUpdater` once more, as UIKit's does. Returns whether
    /// the button showed.
    @discardableResult
    public func simulateCancelButtonTap() -> Bool {
        let controllerShowsCancel = searchController.map { $0.isActive && $0.automaticallyShowsCancelButton } ?? false
        guard showsCancelButton || controllerShowsCancel else { return false }
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonTapped()
        return true
    }

    /// Taps the scope button at the index, when the scope bar shows: selects it and calls
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)` if the selection changed; a search controller's updater is
    /// asked again. Returns whether the selection changed.
    @discardableResult
    public func simulateScopeButtonTap(at index: Int) -> Bool {
        guard showsScopeBar, let titles = scopeButtonTitles, titles.indices.contains(index),
            index != selectedScopeButtonIndex
        else { return false }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarTextDidChange()
        return true
    }

    /// Sets the text as the user's clearing does: `searchBar(_:textDidChange:)` with the empty text ("also invoked
    /// when text is cleared", Apple's documentation), when there was text.
    func clearTextAsUser() {
        guard !(text ?? "").isEmpty else { return }
        text = ""
        delegate?.searchBar(self, textDidChange: "")
    }

    /// Applies one edit of the user's if the delegate allows it.
    private func userEdit(_ range: NSRange, with replacement: String) -> Bool {
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else {
            return false
        }
        let newText = TextEditing.replacing(range, in: text ?? "", with: replacement)
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        searchController?.searchBarTextDidChange()
        return true
    }
}
#endif
