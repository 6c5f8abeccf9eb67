#if !canImport(UIKit)
import Foundation

/// A control that shows one line of editable text, as UIKit's `UITextField`.
///
/// Text set in code (``text``) sends nothing, as in UIKit. The user's edits go through the delegate and the control's
/// events as on iOS: simulate them with ``simulateTap()`` (editing begins), ``simulateTyping(_:)`` (character by
/// character), ``simulateDeleteBackward()``, ``simulateReturnKey()`` and ``simulateClearButtonTap()``.
///
/// Editing is being the first responder, as in UIKit: ``becomeFirstResponder()`` begins editing (the delegate's
/// `textFieldShouldBeginEditing(_:)` may refuse, and the window's current first responder is asked to resign first),
/// ``resignFirstResponder()`` ends it (`textFieldShouldEndEditing(_:)` may refuse), and so does `endEditing(_:)` on
/// the field or a view that contains it (with `true`, without asking).
///
/// Its ``intrinsicContentSize`` has the height of its font's line (``font``, or the 12-point system font UIKit's header
/// names for a field without one) plus its border's padding; it has no intrinsic width here, as HeadlessUIKit does not
/// measure text (UIKit's is the text's width).
@preconcurrency @MainActor
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    /// The border of a text field, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezeled rectangle.
        case bezel = 2
        /// A rounded rectangle, the look of most fields.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left and right views) shows, as UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field is being edited.
        case whileEditing = 1
        /// While the field is not being edited.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
    @available(iOS 10.0, *)
    public enum DidEndEditingReason: Int, Sendable {
        /// The user or the app ended editing.
        case committed = 0
    }

    /// Posted after editing began.
    public static let textDidBeginEditingNotification: NSNotification.Name = .init(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after editing ended.
    public static let textDidEndEditingNotification: NSNotification.Name = .init(
        "UITextFieldTextDidEndEditingNotification")
    /// Posted after the user changed the text.
    public static let textDidChangeNotification: NSNotification.Name = .init("UITextFieldTextDidChangeNotification")

    /// The font of a field whose ``font`` is `nil`: the 12-point system font ("default is nil. use system font 12 pt",
    /// UIKit's `UITextField.h`).
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// The text; `nil` by default. Setting it sends no event and asks the delegate nothing.
    open var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The text shown, dimmed, while ``text`` is empty; `nil` by default.
    open var placeholder: String?

    /// The font of the text; `nil` by default (drawn in the 12-point system font).
    open var font: UIFont? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether a font of a text style takes the new content size category's size when it changes, as
    /// ``UILabel/adjustsFontForContentSizeCategory`` does for a label. `false` by default, as in UIKit.
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false

    /// Takes the new size of a text style's font when the content size category changed and
    /// ``adjustsFontForContentSizeCategory`` is on.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        guard adjustsFontForContentSizeCategory, let style = font?.textStyle,
            category != previousTraitCollection?.preferredContentSizeCategory
        else { return }
        font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    /// The color of the text (`nil`: black).
    open var textColor: UIColor?

    /// The field's border.
    open var borderStyle: BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the text is cleared when editing begins (if the delegate's `textFieldShouldClear(_:)` agrees).
    open var clearsOnBeginEditing = false

    /// Whether the text is cleared when the user types after editing began (secure fields).
    @available(iOS 6.0, *)
    open var clearsOnInsertion = false

    /// Whether the font shrinks to fit the text in the field's width.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest font size ``adjustsFontSizeToFitWidth`` goes down to.
    open var minimumFontSize: CGFloat = 0

    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never

    /// A view at the leading edge of the field.
    open var leftView: UIView?

    /// When ``leftView`` shows.
    open var leftViewMode: ViewMode = .never

    /// A view at the trailing edge of the field.
    open var rightView: UIView?

    /// When ``rightView`` shows.
    open var rightViewMode: ViewMode = .never

    /// The object asked before edits and told after.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited: it is the first responder (it has the keyboard).
    open var isEditing: Bool { isFirstResponder }

    /// Creates an empty text field with the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text as an attributed string (no attributes; HeadlessUIKit keeps none); setting it sets ``text``.
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// The height of the font's line (rounded up to a whole point) plus the border's padding (none for `.none`, one
    /// point on each side for `.line` and `.bezel`, seven for `.roundedRect`: HeadlessUIKit's figures, as Apple
    /// publishes none), and no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        let lineHeight = (font ?? Self.defaultFont).lineHeight.rounded(.up)
        let padding: CGFloat =
            switch borderStyle {
            case .none: 0
            case .line, .bezel: 2
            case .roundedRect: 14
            }
        return CGSize(width: UIView.noIntrinsicMetric, height: lineHeight + padding)
    }

    /// Whether the field can become first responder: while it is enabled, as in UIKit.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, as UIKit's text field does when it is made first responder (by a tap, or in code): the
    /// delegate's `textFieldShouldBeginEditing(_:)` may refuse; then the window's current first responder is asked to
    /// resign (another field's `textFieldShouldEndEditing(_:)` may refuse); then, with ``clearsOnBeginEditing``, the
    /// text is cleared if `textFieldShouldClear(_:)` allows; then ``isEditing`` is `true`,
    /// `textFieldDidBeginEditing(_:)`, `.editingDidBegin` and `textDidBeginEditingNotification`. Returns whether the
    /// field is first responder afterwards (a disabled field is not). A field that already is stays it, and hears
    /// nothing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        if clearsOnBeginEditing, !(text ?? "").isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            text = ""
        }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, as UIKit's text field does when it resigns first responder: the delegate's
    /// `textFieldShouldEndEditing(_:)` may refuse (it is not asked when `endEditing(true)` forces the end); then
    /// ``isEditing`` is `false`, `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and
    /// `textDidEndEditingNotification`. Returns whether the field is not first responder afterwards (`true`, asking
    /// nothing, when it was not).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard isResigningByForce || delegate?.textFieldShouldEndEditing(self) ?? true,
            super.resignFirstResponder()
        else { return false }
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Taps the field as a person does: editing begins through ``becomeFirstResponder()`` (see there for what the
    /// delegate hears). Returns whether the field is being edited afterwards (a disabled or hidden field, or one that
    /// does not take touches, is not, and hears nothing).
    @discardableResult
    public func simulateTap() -> Bool {
        if isFirstResponder { return true }
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return false }
        return becomeFirstResponder()
    }

    /// Types the characters one by one at the end of the text, as a person does, beginning editing first (as
    /// ``simulateTap()``; nothing is typed if editing cannot begin). For each character the delegate is asked
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the range at the end of the text (UTF-16 code
    /// units); if it allows, the character is added, `.editingChanged` is sent, `textDidChangeNotification` posted and
    /// `textFieldDidChangeSelection(_:)` called. A refused character is skipped and typing goes on. Returns the number
    /// of characters added.
    @discardableResult
    public func simulateTyping(_ characters: String) -> Int {
        guard simulateTap() else { return 0 }
        var added = 0
        for character in characters {
            let current = text ?? ""
            let edit = TextEditing.typing(character, into: current)
            if userEdit(edit.range, with: edit.replacement) { added += 1 }
        }
        return added
    }

    /// Deletes the last character as the delete key does, asking the delegate with an empty replacement string.
    /// Returns whether a character was deleted (not when the field cannot be edited, is empty, or the delegate
    /// refused).
    @discardableResult
    public func simulateDeleteBackward() -> Bool {
        guard simulateTap(), let edit = TextEditing.deletingBackward(in: text ?? "") else { return false }
        return userEdit(edit.range, with: edit.replacement)
    }

    /// Presses the Return key while editing: the delegate's `textFieldShouldReturn(_:)`; if it returns `true`,
    /// `.editingDidEndOnExit` is sent and, as UIKit does when an action is added for that event, the field resigns
    /// first responder (``resignFirstResponder()``: the delegate may still refuse to end editing).
    /// Returns whether the key was processed.
    @discardableResult
    public func simulateReturnKey() -> Bool {
        guard isEditing, delegate?.textFieldShouldReturn(self) ?? true else { return false }
        let endsEditing = !allControlEvents.isDisjoint(with: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsEditing { resignFirstResponder() }
        return true
    }

    /// Taps the clear button (when ``clearButtonMode`` shows it): if `textFieldShouldClear(_:)` allows, the text is
    /// emptied, `.editingChanged` sent and `textDidChangeNotification` posted. Editing begins first if the button shows
    /// while not editing. Returns whether the text was cleared.
    @discardableResult
    public func simulateClearButtonTap() -> Bool {
        let shows: Bool =
            switch clearButtonMode {
            case .never: false
            case .always: true
            case .whileEditing: isEditing
            case .unlessEditing: !isEditing
            }
        guard shows, !(text ?? "").isEmpty, simulateTap() else { return false }
        guard delegate?.textFieldShouldClear(self) ?? true else { return false }
        text = ""
        textDidChangeByUser()
        return true
    }

    /// Applies one edit of the user's if the delegate allows it.
    private func userEdit(_ range: NSRange, with replacement: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        else { return false }
        text = TextEditing.replacing(range, in: text ?? "", with: replacement)
        textDidChangeByUser()
        return true
    }

    /// What follows a change of the text by the user.
    private func textDidChangeByUser() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }
}
#endif
