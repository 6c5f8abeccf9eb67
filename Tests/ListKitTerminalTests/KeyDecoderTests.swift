import ListKitTerminal
import Testing

@Suite("Key decoding", .timeLimit(.minutes(10)))
struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        KeyDecoder.decode(Array(text.utf8)).keys
    }

    @Test("Arrow keys in both the CSI and the SS3 forms")
    func arrows() {
        #expect(keys("\u{1B}[A\u{1B}[B") == [.up, .down])
        #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
    }

    @Test("PageUp ESC[5~ and PageDown ESC[6~; Home and End in their several forms")
    func pageKeys() {
        #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
        #expect(keys("\u{1B}[H\u{1B}[1~\u{1B}[7~") == [.home, .home, .home])
        #expect(keys("\u{1B}[F\u{1B}[4~\u{1B}[8~") == [.end, .end, .end])
    }

    @Test("Return (CR or LF), Tab, Shift-Tab, space, Ctrl-C and Ctrl-D")
    func controlKeys() {
        #expect(keys("\r\n\t\u{1B}[Z ") == [.enter, .enter, .tab, .backTab, .space])
        #expect(keys("\u{03}") == [.quit])
        #expect(keys("\u{04}") == [.quit])
    }

    @Test("Letters: j/k move, g/G go to the ends, q quits, others are plain characters, UTF-8 included")
    func letters() {
        #expect(keys("jkgGqx") == [.down, .up, .home, .end, .quit, .character("x")])
        #expect(keys("é") == [.character("é")])
    }

    @Test("Unknown escape sequences are skipped whole; a lone ESC is ignored")
    func unknownSequences() {
        #expect(keys("\u{1B}[15~j") == [.down])  // F5
        #expect(keys("\u{1B}[1;5Ck") == [.up])  // Ctrl-Right
        #expect(keys("\u{1B}x") == [.character("x")])
    }

    @Test("A sequence cut off at the end of a read is kept for the next one")
    func splitSequence() {
        let first = KeyDecoder.decode(Array("j\u{1B}[".utf8))
        #expect(first.keys == [.down])
        #expect(first.remainder == Array("\u{1B}[".utf8))
        let second = KeyDecoder.decode(first.remainder + Array("6~".utf8))
        #expect(second.keys == [.pageDown])
        #expect(second.remainder.isEmpty)
        #expect(KeyDecoder.decode([0x1B]).remainder == [0x1B])
    }

    @Test("Script names")
    func scriptNames() {
        let names = [
            "up", "DOWN", "pgup", "pagedown", "home", "end", "enter", "return", "space", "tab", "backtab", "q",
        ]
        #expect(
            names.map { Key(scriptName: $0) } == [
                .up, .down, .pageUp, .pageDown, .home, .end, .enter, .enter, .space, .tab, .backTab, .quit,
            ])
        #expect(Key(scriptName: "j") == .down)
        #expect(Key(scriptName: "sideways") == nil)
    }
}
