import Testing

@testable import ListKitTerminal

@Suite("Word wrapping", .timeLimit(.minutes(10)))
struct TextWrappingTests {
    @Test("Words wrap at the width; a word longer than the width is broken")
    func wrapsWords() {
        #expect(TextWrapping.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
        #expect(TextWrapping.wrap("abcdefghijkl", width: 5) == ["abcde", "fghij", "kl"])
    }

    @Test("Explicit newlines start new lines; an empty text is one empty line")
    func explicitNewlinesStartNewLines() {
        #expect(TextWrapping.wrap("one\ntwo", width: 10) == ["one", "two"])
        #expect(TextWrapping.wrap("", width: 10) == [""])
    }

    @Test("A line limit cuts the text and ends it with an ellipsis, as UIKit truncates a label")
    func lineLimit() {
        #expect(TextWrapping.wrap("the quick brown fox jumps", width: 10, maxLines: 1) == ["the quick…"])
        #expect(TextWrapping.wrap("the quick brown fox jumps", width: 9, maxLines: 2) == ["the quick", "brown fo…"])
        #expect(TextWrapping.wrap("short", width: 10, maxLines: 1) == ["short"])
    }

    @Test("Fitting pads or cuts to the width")
    func fittingPadsOrCutsToTheWidth() {
        #expect(TextWrapping.fit("ab", width: 4) == "ab  ")
        #expect(TextWrapping.fit("abcdef", width: 4) == "abcd")
    }
}
