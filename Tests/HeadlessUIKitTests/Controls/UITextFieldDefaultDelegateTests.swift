#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A text field delegate that implements none of the protocol's optional methods.
final class SilentTextFieldDelegate: NSObject, UITextFieldDelegate {}

/// A text field delegate that implements only `textFieldDidEndEditing(_:)`, not the variant with a reason.
final class EndOnlyTextFieldDelegate: NSObject, UITextFieldDelegate {
    var ended: [UITextField] = []

    func textFieldDidEndEditing(_ textField: UITextField) {
        ended.append(textField)
    }
}

@MainActor
@Suite("UITextField with a delegate that implements nothing", .timeLimit(.minutes(10)))
struct UITextFieldDefaultDelegateTests {
    @Test("A delegate that implements nothing lets the user begin, type, delete, clear, return and end")
    func everyEditIsAllowed() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = SilentTextFieldDelegate()
        field.delegate = delegate
        field.clearButtonMode = .whileEditing
        let recorder = EventRecorder(field, [("changed", .editingChanged), ("exit", .editingDidEndOnExit)])
        #expect(field.simulateTap())
        #expect(field.isEditing)
        #expect(field.simulateTyping("abc") == 3)
        #expect(field.simulateDeleteBackward())
        #expect(field.text == "ab")
        #expect(field.simulateClearButtonTap())
        #expect(field.text == "")
        #expect(field.simulateReturnKey())
        #expect(!field.isEditing)
        #expect(recorder.events == ["changed", "changed", "changed", "changed", "changed", "exit"])
    }

    @Test("A delegate with only textFieldDidEndEditing(_:) hears it when editing ends")
    func endWithoutReasonIsCalled() {
        let field = UITextField(frame: .zero)
        let delegate = EndOnlyTextFieldDelegate()
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        #expect(delegate.ended.isEmpty)
        #expect(field.resignFirstResponder())
        #expect(delegate.ended.count == 1 && delegate.ended.first === field)
    }

    @Test("Attributed text carries the text's characters both ways")
    func attributedTextMirrorsText() {
        let field = UITextField(frame: .zero)
        field.text = "plain"
        #expect(field.attributedText?.string == "plain")
        field.attributedText = NSAttributedString(string: "styled")
        #expect(field.text == "styled")
    }

    @Test("A text field cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UITextField(coder: NSCoder()) == nil)
    }
}
#endif
