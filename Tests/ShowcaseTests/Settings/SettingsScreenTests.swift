import ListKit
import ListKitTerminalTestSupport
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Showcase: the settings screen", .timeLimit(.minutes(10)))
struct SettingsScreenTests {
    @Test("Toggling a switch sends its typed event to the row; the view model and the cell show the new state")
    func switchEvent() async throws {
        let settings = makeSettingsScreen()
        await settings.settled()
        let path = IndexPath(row: 1, section: 0)
        let cell = try #require(settings.tableView.cellForRow(at: path) as? SwitchCell)
        #expect(cell.textLabel?.text == "Bluetooth")
        #expect(!cell.toggle.isOn)
        #expect(cell.events.isBound)

        #expect(cell.toggle.simulateToggle())
        #expect(settings.settings[1].isOn)
        #expect(settings.status.text == "Bluetooth: on")
        await settings.settled()
        settings.tableView.layoutIfNeeded()
        let shown = try #require(settings.tableView.cellForRow(at: path) as? SwitchCell)
        #expect(shown.toggle.isOn)
        #expect(settings.settings.filter(\.isOn).map(\.id) == ["wifi", "bluetooth", "notifications"])
    }

    @Test("Return on the signature cycles its text; the self-sizing row grows and shrinks back")
    func signatureHeight() async throws {
        let settings = makeSettingsScreen()
        await settings.settled()
        let path = IndexPath(row: 0, section: 1)
        let short = try #require(settings.tableView.cellForRow(at: path)).frame.height

        settings.tableView.simulateTap(at: path)
        await settings.settled()
        settings.tableView.layoutIfNeeded()
        #expect(settings.signature.text == SettingsViewController.signatures[1])
        let cell = try #require(settings.tableView.cellForRow(at: path) as? NoteCell)
        #expect(cell.bodyLabel.text == SettingsViewController.signatures[1])
        let long = cell.frame.height
        #expect(long > short + 20)
        #expect(settings.tableView.rectForRow(at: path).height == long)

        settings.tableView.simulateTap(at: path)
        await settings.settled()
        settings.tableView.layoutIfNeeded()
        #expect(try #require(settings.tableView.cellForRow(at: path)).frame.height == short)
    }
}

@MainActor
@Suite("Showcase: the settings screen in the terminal", .timeLimit(.minutes(10)))
struct SettingsFrameTests {
    @Test("Settings: Space toggles the highlighted switch; Return on the signature shows the long text")
    func settingsKeys() async throws {
        let run = try await ShowcaseRun.play(
            "tab tab tab tab tab tab space " + String(repeating: "down ", count: 4) + "enter", width: 50, height: 16)
        #expect(try #require(run.frame("6/12: tab")).contains("Wi-Fi                                   [on ]"))
        let toggled = try #require(run.frame("7/12: space"))
        #expect(toggled.contains("> Wi-Fi                                   [off]"))
        #expect(toggled.contains("Wi-Fi: off"))
        expectSnapshot(run.last, named: "settings-signature")
        #expect(run.last.contains("so the row grows when its text does."))
    }
}
