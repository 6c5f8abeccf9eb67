import HeadlessUIKit
import ListKitTerminal
import Testing

@MainActor
@Suite("Scripted sessions", .timeLimit(.minutes(10)))
struct ScriptedSessionTests {
    @Test("A script parses into keys; an unknown word is reported")
    func parsing() throws {
        let steps = try ScriptedSession.steps(from: "down, down enter tab q").get()
        #expect(steps.map(\.key) == [.down, .down, .enter, .tab, .quit])
        #expect(steps.map(\.name) == ["down", "down", "enter", "tab", "q"])
        let error = #expect(throws: UnknownKeyName.self) { try ScriptedSession.steps(from: "down jump").get() }
        #expect(error?.name == "jump")
    }

    @Test("Each step prints a separator naming it and the frame after it; a quit ends the run")
    func eachStepPrintsASeparatorAndTheFrame() async throws {
        let fixture = FixtureTable(texts: ["One", "Two"])
        let session = TerminalSession(screens: [TerminalScreen(title: "S", tableView: { fixture.tableView })])
        var output: [String] = []
        let steps = try ScriptedSession.steps(from: "down q down").get()
        await ScriptedSession(session: session, width: 30, height: 5).run(steps) { output.append($0) }
        #expect(output.count == 5)
        #expect(output[0] == "=== start ===")
        #expect(output[1].contains("> One"))
        #expect(output[2] == "=== 1/3: down ===")
        #expect(output[3].contains("> Two"))
        #expect(output[4] == "=== 2/3: q (quit) ===")
        #expect(output.allSatisfy { !$0.contains("\u{1B}") && !$0.contains(" \n") })
    }
}
