#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A text field that notes when it is asked to become first responder, as a subclass on iOS can.
final class BecomingField: UITextField {
    private(set) var becomeCalls = 0

    override func becomeFirstResponder() -> Bool {
        becomeCalls += 1
        return super.becomeFirstResponder()
    }
}

/// A delegate of several fields that notes which field hears what, as `name:call`.
@MainActor
final class SharedFieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var refusesToEnd: Set<String> = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("\(textField.placeholder ?? ""):shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("\(textField.placeholder ?? ""):didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("\(textField.placeholder ?? ""):shouldEnd")
        return !refusesToEnd.contains(textField.placeholder ?? "")
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("\(textField.placeholder ?? ""):didEnd")
    }
}

@MainActor
@Suite("UITextField", .timeLimit(.minutes(10)))
struct UITextFieldTests {
    /// Two fields named by their placeholders, in one window, with one delegate.
    private func twoFields() -> (UIWindow, UITextField, UITextField, SharedFieldDelegate) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let delegate = SharedFieldDelegate()
        let fields = ["name", "email"].map { name in
            let field = UITextField()
            field.placeholder = name
            field.delegate = delegate
            window.addSubview(field)
            return field
        }
        return (window, fields[0], fields[1], delegate)
    }

    @Test("becomeFirstResponder() in code begins editing as a tap does; resignFirstResponder() ends it")
    func firstResponderIsEditing() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        let recorder = EventRecorder(field, [("began", .editingDidBegin), ("ended", .editingDidEnd)])
        #expect(field.canBecomeFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(field.becomeFirstResponder())  // already: nothing more is asked
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(field.resignFirstResponder())  // not first responder: nothing is asked
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        #expect(recorder.events == ["began", "ended"])
    }

    @Test("The delegate can refuse to begin or to end; a disabled field cannot become first responder")
    func refusals() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        delegate.allowsBegin = false
        #expect(!field.becomeFirstResponder() && !field.isFirstResponder)
        delegate.allowsBegin = true
        #expect(field.becomeFirstResponder())
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing)
        delegate.allowsEnd = true
        #expect(field.resignFirstResponder())

        delegate.log = []
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
        #expect(!field.becomeFirstResponder() && !field.simulateTap())
        #expect(delegate.log.isEmpty)
    }

    @Test("A tap goes through becomeFirstResponder(), so a subclass's override sees it")
    func tapBecomesFirstResponder() {
        let field = BecomingField()
        #expect(field.simulateTap())
        #expect(field.becomeCalls == 1 && field.isFirstResponder)
        #expect(field.simulateTyping("ab") == 2)
        #expect(field.becomeCalls == 1)  // already editing
        field.resignFirstResponder()
        field.isHidden = true
        #expect(!field.simulateTap() && field.becomeCalls == 1)
    }

    @Test("Moving to another field asks it to begin, then the first to end, as UIKit orders the calls")
    func handOverOrder() {
        let (window, name, email, delegate) = twoFields()
        name.simulateTap()
        delegate.log = []
        #expect(email.becomeFirstResponder())
        #expect(
            delegate.log == ["email:shouldBegin", "name:shouldEnd", "name:didEnd", "email:didBegin"])
        #expect(!name.isEditing && email.isEditing)
        #expect(window.endEditing(false) && !email.isEditing)
    }

    @Test("A field whose delegate refuses to end keeps editing, and the other field does not begin")
    func refusedHandOver() {
        let (window, name, email, delegate) = twoFields()
        name.simulateTap()
        delegate.refusesToEnd = ["name"]
        delegate.log = []
        #expect(!email.simulateTap())
        #expect(name.isEditing && !email.isEditing)
        #expect(delegate.log == ["email:shouldBegin", "name:shouldEnd"])
        #expect(!window.endEditing(false) && name.isEditing)
        #expect(window.endEditing(true) && !name.isEditing)
        #expect(delegate.log.suffix(2) == ["name:shouldEnd", "name:didEnd"])
    }

    @Test("endEditing(_:) ends only the first responder inside the view; fields of two windows edit at once")
    func endEditingScope() {
        let (window, name, _, _) = twoFields()
        let (otherWindow, otherName, _, _) = twoFields()
        let sibling = UIView()
        window.addSubview(sibling)
        #expect(name.simulateTap() && otherName.simulateTap())
        #expect(name.isEditing && otherName.isEditing)
        #expect(sibling.endEditing(true) && name.isEditing)
        #expect(name.endEditing(false) && !name.isEditing)
        #expect(otherName.isEditing)
        otherWindow.endEditing(true)
    }

    @Test("Typing asks shouldChangeCharactersIn for each character at the end, and sends editingChanged after each")
    func typingCharacterByCharacter() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        var changes: [String] = []
        field.addAction(
            UIAction { action in changes.append((action.sender as? UITextField)?.text ?? "") }, for: .editingChanged)
        #expect(field.simulateTyping("hé👍") == 3)
        #expect(field.text == "hé👍")
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "shouldChange(0,0,h)", "shouldChange(1,0,é)", "shouldChange(2,0,👍)",
            ])
        #expect(changes == ["h", "hé", "hé👍"])
        #expect(field.isEditing)
    }

    @Test("A refused character is skipped and sends nothing; typing goes on")
    func refusedCharacter() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        delegate.refused = ["-"]
        field.delegate = delegate
        let recorder = EventRecorder(field, [("changed", .editingChanged)])
        #expect(field.simulateTyping("1-2") == 2)
        #expect(field.text == "12")
        #expect(recorder.events.count == 2)
    }

    @Test("The delete key asks with the last character's UTF-16 range and an empty string")
    func deleteBackward() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        field.text = "a👍"
        #expect(field.simulateDeleteBackward())
        #expect(field.text == "a")
        #expect(delegate.log.last == "shouldChange(1,2,)")
        #expect(field.simulateDeleteBackward())
        #expect(!field.simulateDeleteBackward())
        #expect(field.text == "")
    }

    @Test("Text set in code sends nothing and asks nothing")
    func programmaticText() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        let recorder = EventRecorder(field, [("changed", .editingChanged), ("began", .editingDidBegin)])
        field.text = "set in code"
        #expect(delegate.log.isEmpty && recorder.events.isEmpty)
        #expect(field.placeholder == nil)
        #expect(UITextField().text == nil)
    }

    @Test("A refused begin types nothing; clearsOnBeginEditing clears once the delegate agrees")
    func beginEditing() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        delegate.allowsBegin = false
        field.delegate = delegate
        #expect(field.simulateTyping("x") == 0)
        #expect(!field.isEditing)
        delegate.allowsBegin = true
        field.text = "old"
        field.clearsOnBeginEditing = true
        let recorder = EventRecorder(field, [("began", .editingDidBegin)])
        #expect(field.simulateTap())
        #expect(field.text == "")
        #expect(delegate.log.suffix(3) == ["shouldBegin", "shouldClear", "didBegin"])
        #expect(recorder.events == ["began"])
    }

    @Test("endEditing(_:) on a superview ends the field's editing, asking the delegate unless forced")
    func endEditing() {
        let container = UIView()
        let field = UITextField()
        container.addSubview(field)
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        let recorder = EventRecorder(field, [("ended", .editingDidEnd)])
        field.simulateTap()
        delegate.allowsEnd = false
        #expect(!container.endEditing(false))
        #expect(field.isEditing)
        #expect(container.endEditing(true))
        #expect(!field.isEditing)
        #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd"])
        #expect(recorder.events == ["ended"])
    }

    @Test("Tapping a second field ends the first one's editing, as the first responder moves")
    func oneFieldEditsAtATime() {
        let container = UIView()
        let first = UITextField()
        let second = UITextField()
        container.addSubview(first)
        container.addSubview(second)
        first.simulateTyping("a")
        second.simulateTyping("b")
        #expect(!first.isEditing && second.isEditing)
    }

    @Test(
        "Return asks textFieldShouldReturn, sends editingDidEndOnExit, and ends editing when an action is added for it")
    func returnKey() {
        let field = UITextField()
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        #expect(!field.simulateReturnKey())
        field.simulateTap()
        #expect(field.simulateReturnKey())
        #expect(field.isEditing)
        let recorder = EventRecorder(field, [("exit", .editingDidEndOnExit)])
        #expect(field.simulateReturnKey())
        #expect(recorder.events == ["exit"])
        #expect(!field.isEditing)
    }

    @Test("The clear button empties the text when it shows and the delegate agrees")
    func clearButton() {
        let field = UITextField()
        field.text = "abc"
        #expect(!field.simulateClearButtonTap())
        field.clearButtonMode = .always
        let recorder = EventRecorder(field, [("changed", .editingChanged)])
        #expect(field.simulateClearButtonTap())
        #expect(field.text == "" && recorder.events == ["changed"])
    }

    @Test("The intrinsic height is the font's line height plus the border's padding; no intrinsic width")
    func intrinsicSize() {
        let field = UITextField()
        #expect(field.intrinsicContentSize.height == UIFont.systemFont(ofSize: 12).lineHeight.rounded(.up))
        field.font = UIFont.systemFont(ofSize: 17)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up) + 14)
        #expect(field.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }
}
#endif
