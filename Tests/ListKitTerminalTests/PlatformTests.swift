import ListKitTerminal
import Testing

@Suite("Platform", .timeLimit(.minutes(10)))
struct PlatformTests {
    @Test("COLUMNS and LINES set the size when they are positive numbers")
    func environmentWins() {
        let size = Platform.terminalSize(environment: ["COLUMNS": "123", "LINES": "45"])
        #expect(size.width == 123)
        #expect(size.height == 45)
    }

    @Test("Without usable COLUMNS and LINES the size comes from the terminal, or is 80 × 24 without one")
    func fallback() {
        let size = Platform.terminalSize(environment: ["COLUMNS": "wide", "LINES": "0"])
        #expect(size.width > 0)
        #expect(size.height > 0)
        #expect(Platform.terminalSize(environment: ["COLUMNS": "70"]).width == 70)
    }
}
