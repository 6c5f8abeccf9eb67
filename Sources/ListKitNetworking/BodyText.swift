import Foundation

/// The start of a body, as text that a message can hold: bounded, on one line, printable.
///
/// A body is read only as far as ``prefixByteCount``: whatever its size, a snippet costs the same. The prefix is
/// decoded as UTF-8 leniently (an invalid byte shows as `�`, a character cut at the end of the prefix is dropped),
/// runs of white space become one space, and other control and format characters show as `\u{1B}`; a prefix that is
/// mostly not text (more than one byte in ten invalid or a control character) shows as hexadecimal bytes instead.
/// `…` marks a snippet that was cut.
enum BodyText {
    /// The most bytes of a body a snippet reads.
    static let prefixByteCount = 512

    /// The most characters of a snippet, `…` not counted.
    static let characterLimit = 200

    /// The most bytes a snippet of binary data shows.
    static let hexByteCount = 32

    /// The start of `bytes`, for a message; empty for an empty body.
    ///
    /// - Parameters:
    ///   - bytes: The body, or its start.
    ///   - isCut: Whether `bytes` is only the start of the body (so that the snippet ends in `…` either way).
    /// - Returns: The snippet: text on one line, or the first bytes in hexadecimal.
    /// - Complexity: O(``prefixByteCount``): it reads at most that many elements of `bytes`, whatever its length
    ///   (for a collection that is not random-access, it also walks as many indices).
    static func snippet<Bytes: Collection<UInt8>>(of bytes: Bytes, isCut: Bool = false) -> String {
        let end = bytes.index(bytes.startIndex, offsetBy: prefixByteCount, limitedBy: bytes.endIndex) ?? bytes.endIndex
        var prefix = Array(bytes[bytes.startIndex..<end])
        let moreFollows = isCut || end != bytes.endIndex
        if moreFollows { dropCutCharacter(from: &prefix) }

        var scalars: [Unicode.Scalar] = []
        var oddities = 0
        var decoder = UTF8()
        var iterator = prefix.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if isControl(scalar), !scalar.properties.isWhitespace { oddities += 1 }
                scalars.append(scalar)
            case .error:
                oddities += 1
                scalars.append("\u{FFFD}")
            case .emptyInput:
                break decoding
            }
        }
        if oddities * 10 > scalars.count {
            return hex(prefix, moreFollows: moreFollows)
        }
        let text = printable(scalars)
        if text.count > characterLimit {
            return text.prefix(characterLimit) + "…"
        }
        return moreFollows ? text + "…" : text
    }

    /// `text` on one line and printable: control and format characters escaped as `\u{A}`, and runs of white
    /// space as one space unless `collapsingWhitespace` is `false` (then spaces stay as they are).
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func printable(_ text: some StringProtocol, collapsingWhitespace: Bool = true) -> String {
        printable(Array(text.unicodeScalars), collapsingWhitespace: collapsingWhitespace)
    }

    private static func printable(_ scalars: [Unicode.Scalar], collapsingWhitespace: Bool = true) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in scalars {
            if collapsingWhitespace, scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            if isControl(scalar) || scalar.properties.generalCategory == .format {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `89 50 4E 47 …`: the first ``hexByteCount`` bytes.
    private static func hex(_ bytes: [UInt8], moreFollows: Bool) -> String {
        let shown = bytes.prefix(hexByteCount).map { byte in
            (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        let cut = moreFollows || bytes.count > hexByteCount
        return "bytes " + shown.joined(separator: " ") + (cut ? " …" : "") + " (not text)"
    }

    /// Drops the bytes of a UTF-8 sequence that the end of the prefix cut short.
    private static func dropCutCharacter(from bytes: inout [UInt8]) {
        // Walk back over at most three continuation bytes to the sequence's lead byte.
        var index = bytes.count - 1
        while index >= 0, bytes.count - index <= 3, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        guard index >= 0 else { return }
        let lead = bytes[index]
        let length =
            switch lead {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF7: 4
            default: 1
            }
        if bytes.count - index < length {
            bytes.removeSubrange(index...)
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// `55,000,000`: a count with thousands separators, the same in every locale.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `1`, `0.5`, `2.25`: seconds as a message shows them, without trailing zeros.
    static func seconds(_ value: TimeInterval) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
