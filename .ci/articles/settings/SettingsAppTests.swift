// The settings screen's tests: the app is launched as UIApplicationMain would launch it, and a simulated person
// toggles, taps, types, pulls and long-presses; each test checks what the app's code did, as on an iPhone.
import Foundation
import Testing
import UIKit

@testable import SettingsApp

@MainActor
@Suite("The settings screen, driven by simulated input")
struct SettingsAppTests {
    /// Launches the app and returns its delegate and the laid-out settings screen.
    private func launch() throws -> (AppDelegate, SettingsViewController) {
        let delegate = AppDelegate()
        #expect(UIApplication.shared.simulateLaunch(delegate: delegate))
        let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
        let settings = try #require(navigation.topViewController as? SettingsViewController)
        settings.tableView.layoutIfNeeded()
        return (delegate, settings)
    }

    private func titles(_ settings: SettingsViewController) -> [String] {
        settings.tableView.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    @Test("The window shows the settings, each control in its row, showing the stored values")
    func launchShowsTheSettings() throws {
        let (delegate, settings) = try launch()
        #expect(delegate.window?.isKeyWindow == true)
        #expect(settings.view.window === delegate.window)
        #expect(titles(settings) == ["Notifications", "Download over Cellular", "Appearance", "Sync", "About"])
        let cells = settings.tableView.visibleCells
        #expect(cells[0].accessoryView === settings.notificationsSwitch && settings.notificationsSwitch.isOn)
        #expect(!settings.cellularSwitch.isOn)
        #expect(settings.appearanceControl.selectedSegmentIndex == Appearance.automatic.rawValue)
        #expect(cells[4].accessoryType == .disclosureIndicator)
        #expect(settings.spinner.isHidden)
    }

    @Test("The footer's stack view shows the version above the last sync, centred under the rows")
    func footerIsLaidOut() async throws {
        // The app keeps its delegate (UIApplicationMain does on iOS; UIApplication's `delegate` is weak), so the test
        // holds it across the await, while other tests launch their own.
        let (delegate, settings) = try launch()
        defer { withExtendedLifetime(delegate) {} }
        let footer = try #require(settings.tableView.tableFooterView)
        let version = settings.versionLabel.convert(settings.versionLabel.bounds, to: footer)
        let synced = settings.syncedLabel.convert(settings.syncedLabel.bounds, to: footer)
        #expect(footer.frame.width == settings.tableView.bounds.width)
        #expect(version.width > 0 && version.height > 0 && synced.width > 0 && synced.height > 0)
        #expect(abs(version.maxY + 4 - synced.minY) < 0.01)
        #expect(abs(version.midX - footer.bounds.midX) < 0.5 && abs(synced.midX - footer.bounds.midX) < 0.5)
        #expect(footer.bounds.contains(version) && footer.bounds.contains(synced))
        #expect(footer.frame.minY >= settings.tableView.rect(forSection: 0).maxY)
        let narrow = synced.width
        #expect(settings.tableView.simulatePullToRefresh())
        await settings.refreshTask?.value
        settings.tableView.layoutIfNeeded()
        #expect(settings.syncedLabel.text == "Synced 1×")
        #expect(settings.syncedLabel.bounds.width != narrow)
    }

    @Test("Toggling a switch and tapping a segment change the stored settings")
    func controlsChangeTheSettings() throws {
        let (delegate, settings) = try launch()
        #expect(settings.notificationsSwitch.simulateToggle())
        #expect(settings.cellularSwitch.simulateToggle())
        #expect(settings.appearanceControl.simulateTap(segmentAt: Appearance.dark.rawValue))
        #expect(delegate.store.settings == Settings(notifications: false, cellularDownloads: true, appearance: .dark))
    }

    @Test("Typing in the search bar filters the rows; Cancel brings them all back")
    func searchFiltersTheRows() throws {
        let (_, settings) = try launch()
        let searchBar = try #require(settings.navigationItem.searchController?.searchBar)
        #expect(searchBar.placeholder == "Search Settings")
        searchBar.simulateTyping("cell")
        #expect(titles(settings) == ["Download over Cellular"])
        searchBar.simulateDeleteBackward()
        searchBar.simulateDeleteBackward()
        #expect(titles(settings) == ["Download over Cellular", "Appearance"])
        searchBar.simulateCancelButtonTap()
        #expect(titles(settings).count == 5)
    }

    @Test("Pulling to refresh syncs, with the spinner, and ends refreshing when done")
    func pullToRefreshSyncs() async throws {
        let (delegate, settings) = try launch()
        #expect(settings.tableView.simulatePullToRefresh())
        #expect(settings.refreshControl?.isRefreshing == true)
        #expect(settings.spinner.isAnimating && !settings.spinner.isHidden)
        await settings.refreshTask?.value
        #expect(delegate.store.syncCount == 1)
        #expect(settings.refreshControl?.isRefreshing == false)
        #expect(settings.spinner.isHidden)
        #expect(titles(settings)[3] == "Synced 1×")
    }

    @Test("A long press on a setting offers Reset to Default, which resets it without sending the control's action")
    func contextMenuResets() throws {
        let (delegate, settings) = try launch()
        settings.notificationsSwitch.simulateToggle()
        #expect(!delegate.store.settings.notifications)
        let menu = try #require(settings.tableView.simulateLongPress(at: IndexPath(row: 0, section: 0)))
        #expect(menu.title == "Notifications" && menu.children.map(\.title) == ["Reset to Default"])
        #expect(settings.tableView.simulateTapContextMenuAction(titled: "Reset to Default"))
        #expect(delegate.store.settings.notifications && settings.notificationsSwitch.isOn)
        #expect(settings.tableView.simulateLongPress(at: IndexPath(row: 4, section: 0)) == nil)
    }

    @Test("Tapping About pushes the About screen")
    func aboutPushes() throws {
        let (_, settings) = try launch()
        settings.tableView.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(settings.navigationController?.topViewController?.title == "About")
    }
}
