import Foundation
import HeadlessUIKit
import ListKitTerminal
import ListKitTerminalTestSupport
import Testing

@MainActor
@Suite("Terminal session: a screen's own keys, switches", .timeLimit(.minutes(10)))
struct TerminalScreenKeysTests {
    @Test("A screen's onKey sees keys first with the highlighted row; true keeps the session from acting on them")
    func onKeyFirst() throws {
        let fixture = FixtureTable(texts: ["a", "b", "c"])
        var seen: [Key] = []
        var rows: [IndexPath?] = []
        var screen: TerminalScreen?
        screen = TerminalScreen(
            title: "Keys", tableView: { fixture.tableView },
            onKey: { key in
                seen.append(key)
                rows.append(screen?.highlightedRow)
                return key == .character("/") || key == .up
            })
        let other = TerminalScreen(title: "Other", tableView: { fixture.tableView })
        let session = TerminalSession(screens: [try #require(screen), other])
        session.handle(.down)
        session.handle(.up)  // handled by the screen: the highlight stays on the second row
        session.handle(.character("/"))
        session.handle(.backspace)
        #expect(seen == [.down, .up, .character("/"), .backspace])
        #expect(
            rows == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0),
                IndexPath(row: 1, section: 0),
            ])
        #expect(session.highlightedRow == IndexPath(row: 1, section: 0))
        session.handle(.tab)  // never offered
        #expect(seen.count == 4)
        #expect(session.currentIndex == 1)
    }

    @Test("The hints line starts with the screen's own keys")
    func hintsStartWithTheScreensOwnKeys() {
        let fixture = FixtureTable(texts: ["a"])
        let session = TerminalSession(screens: [
            TerminalScreen(title: "S", tableView: { fixture.tableView }, keyHints: "/ search  d delete")
        ])
        let lines = session.frame(width: 60, height: 6).split(separator: "\n").map(String.init)
        #expect(lines.last == "/ search  d delete  ↑↓ move  PgUp/PgDn page  ⏎ tap  space bu")
    }

    @Test("A switch draws as [on ] or [off], and Space toggles the highlighted row's switch")
    func spaceTogglesTheHighlightedSwitch() {
        let toggle = UISwitch()
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        let fixture = FixtureTable([
            .init(
                header: nil,
                rows: [
                    { cell in
                        cell.textLabel?.text = "Wi-Fi"
                        cell.accessoryView = toggle
                    }
                ])
        ])
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        #expect(session.frame(width: 40, height: 6).contains("> Wi-Fi                         [off]"))
        session.handle(.space)
        #expect(toggle.isOn)
        #expect(changes == [true])
        #expect(session.frame(width: 40, height: 6).contains("> Wi-Fi                         [on ]"))
    }

    @Test("Backspace and Delete decode as backspace; scripts name backspace and escape")
    func backspaceAndEscape() {
        #expect(KeyDecoder.decode([0x7F, 0x08]).keys == [.backspace, .backspace])
        #expect(Key(scriptName: "backspace") == .backspace)
        #expect(Key(scriptName: "bs") == .backspace)
        #expect(Key(scriptName: "escape") == .escape)
        #expect(Key(scriptName: "esc") == .escape)
    }
}
