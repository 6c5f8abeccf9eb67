import Testing

@testable import ListKitTerminal

@Suite("Scroll indicator", .timeLimit(.minutes(10)))
struct ScrollIndicatorTests {
    @Test("No thumb when the whole content is shown")
    func noThumbWhenAllShown() {
        let indicator = ScrollIndicator(top: 0, bottom: 100, contentHeight: 100, lines: 10)
        #expect(indicator.thumb == nil)
        #expect(indicator.character(at: 0) == " ")
    }

    @Test("The thumb's length is the shown fraction; it sits at the top, in the middle, at the bottom")
    func thumbPosition() {
        #expect(ScrollIndicator(top: 0, bottom: 50, contentHeight: 200, lines: 8).thumb == 0..<2)
        #expect(ScrollIndicator(top: 100, bottom: 150, contentHeight: 200, lines: 8).thumb == 4..<6)
        #expect(ScrollIndicator(top: 150, bottom: 200, contentHeight: 200, lines: 8).thumb == 6..<8)
        #expect(ScrollIndicator(top: 140, bottom: 200, contentHeight: 200, lines: 8).thumb?.upperBound == 8)
    }

    @Test("The thumb is at least one line")
    func minimumLength() {
        #expect(ScrollIndicator(top: 0, bottom: 1, contentHeight: 10_000, lines: 8).thumb == 0..<1)
    }
}
