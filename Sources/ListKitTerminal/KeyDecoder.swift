#if !canImport(UIKit)
/// Turns the bytes a terminal in raw mode sends into ``Key``s: a pure function, so it is tested without a terminal.
///
/// Recognised sequences (xterm and VT220, as tmux and most terminals send them): `ESC [ A`/`ESC O A` (↑),
/// `ESC [ B`/`ESC O B` (↓), `ESC [ 5 ~` (PageUp), `ESC [ 6 ~` (PageDown), `ESC [ H`, `ESC [ 1 ~`, `ESC [ 7 ~` (Home),
/// `ESC [ F`, `ESC [ 4 ~`, `ESC [ 8 ~` (End), `ESC [ Z` (Shift-Tab); CR or LF (Return), TAB, space, Ctrl-C and Ctrl-D
/// (quit). Unknown escape sequences are skipped whole; an escape sequence cut off at the end of the bytes is kept
/// for the next read.
public enum KeyDecoder {
    /// The keys in `bytes`, and the bytes of an unfinished escape sequence at the end, to be prefixed to the next
    /// read.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The decoded keys in order, and the unconsumed tail (empty unless a sequence was cut off).
    /// - Complexity: O(n), n the number of bytes.
    public static func decode(_ bytes: [UInt8]) -> (keys: [Key], remainder: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                guard let (key, length) = escapeSequence(bytes, at: index) else {
                    return (keys, Array(bytes[index...]))
                }
                if let key { keys.append(key) }
                index += length
                continue
            }
            if byte < 0x20 || byte == 0x7F {
                if let key = controlKey(byte) { keys.append(key) }
                index += 1
                continue
            }
            let length = utf8Length(byte)
            guard index + length <= bytes.count else { return (keys, Array(bytes[index...])) }
            if let character = String(decoding: bytes[index..<index + length], as: UTF8.self).first {
                keys.append(key(forCharacter: character))
            }
            index += length
        }
        return (keys, [])
    }

    /// The key of a printable character: `j`/`k` move, `g`/`G` go to the ends, `q` quits, space presses a button.
    ///
    /// - Parameter character: A typed character.
    /// - Returns: Its key; ``Key/character(_:)`` when it has no function.
    public static func key(forCharacter character: Character) -> Key {
        switch character {
        case "j": .down
        case "k": .up
        case "g": .home
        case "G": .end
        case "q", "Q": .quit
        case " ": .space
        case "\t": .tab
        case "\r", "\n": .enter
        default: .character(character)
        }
    }

    private static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x03, 0x04: .quit
        case 0x7F, 0x08: .backspace
        default: nil  // other control bytes have no function
        }
    }

    /// Decodes the escape sequence at `start`: the key (`nil` for a sequence without a function) and its length;
    /// `nil` when the bytes end before the sequence does.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return (nil, 1)  // a lone ESC (or Alt+key): the ESC has no function
        }
        // Parameters (digits and ';') then one final byte in 0x40...0x7E.
        var end = start + 2
        while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let final = bytes[end]
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let length = end - start + 1
        switch (final, parameters) {
        case (UInt8(ascii: "A"), _): return (.up, length)
        case (UInt8(ascii: "B"), _): return (.down, length)
        case (UInt8(ascii: "H"), _): return (.home, length)
        case (UInt8(ascii: "F"), _): return (.end, length)
        case (UInt8(ascii: "Z"), _): return (.backTab, length)
        case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
        case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
        default: return (nil, length)
        }
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
#endif
