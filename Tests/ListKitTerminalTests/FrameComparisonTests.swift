import ListKitTerminalTestSupport
import Testing

@Suite("Frame comparison", .timeLimit(.minutes(10)))
struct FrameComparisonTests {
    @Test("Trailing spaces and trailing empty lines do not count")
    func trailingSpacesAndEmptyLinesDoNotCount() {
        #expect(FrameComparison.normalized("a  \nb \n\n") == "a\nb")
    }

    @Test("The line diff marks lost lines with -, new ones with +, and keeps the common ones in order")
    func lineDiffMarksLostAndNewLines() {
        let diff = FrameComparison.lineDiff(expected: "one\ntwo\nthree", actual: "one\n2\nthree\nfour")
        #expect(diff == "  one\n- two\n+ 2\n  three\n+ four")
    }
}
