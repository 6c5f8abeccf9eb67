#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A text field delegate that logs what the field asks and tells, and may refuse.
@MainActor
final class FieldDelegateLog: UITextFieldDelegate {
    var log: [String] = []
    var refused: Set<String> = []
    var allowsBegin = true
    var allowsEnd = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(string))")
        return !refused.contains(string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return true
    }
}

@MainActor
@Suite("UITextField")
struct UITextFieldTests {
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
