#if !canImport(UIKit)
import Foundation

/// The edits a person's keyboard makes to a text, as UIKit describes them to delegates: a replacement of a range
/// counted in UTF-16 code units (`NSRange`), the insertion point always at the end of the text (a simulated person
/// types at the end and deletes from it).
enum TextEditing {
    /// The range and replacement that typing `character` at the end of `text` is.
    static func typing(_ character: Character, into text: String) -> (range: NSRange, replacement: String) {
        (NSRange(location: text.utf16.count, length: 0), String(character))
    }

    /// The range and replacement that the delete key is at the end of `text` (its last character), or `nil` for an
    /// empty text (UIKit asks nothing then).
    static func deletingBackward(in text: String) -> (range: NSRange, replacement: String)? {
        guard let last = text.last else { return nil }
        let length = String(last).utf16.count
        return (NSRange(location: text.utf16.count - length, length: length), "")
    }

    /// `text` with the range replaced.
    static func replacing(_ range: NSRange, in text: String, with replacement: String) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        var result = text
        result.replaceSubrange(start..<end, with: replacement)
        return result
    }
}
#endif
