#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A text field delegate that logs what the field asks and tells, and may refuse.
@MainActor
final class FieldDelegateLog: NSObject, UITextFieldDelegate {
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
#endif
