import ListKit
import ListKitTestSupport

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The texts of a table's rows, section by section, top to bottom: the rows on screen (the fixtures' tables are tall
/// enough to show all of them unless a test scrolls).
@MainActor
func shownTexts(_ table: UITableView) -> [String] {
    table.layoutIfNeeded()
    var texts: [String] = []
    for section in 0..<table.numberOfSections {
        for row in 0..<table.numberOfRows(inSection: section) {
            let cell = table.cellForRow(at: IndexPath(row: row, section: section))
            texts.append(cell?.textLabel?.text ?? "<off screen>")
        }
    }
    return texts
}

/// The contacts screen in a view of `height` points, its pages served by hand through a stub loader.
@MainActor
final class ContactsScreen {
    let stub = StubLoader<ListPage<Contact, Int>>()
    let controller: ContactsViewController

    init(height: CGFloat = 3_000) {
        let stub = stub
        controller = ContactsViewController(loadPage: { cursor in
            try await stub.load(recording: cursor.map(String.init))
        })
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
    }

    var table: UITableView { controller.tableView }

    /// Answers the loader's call number `call` with the page after `cursor`, and waits until the table shows it.
    func serve(_ call: Int, after cursor: Int?) async {
        await stub.waitForCalls(call + 1)
        _ = await stub.succeed(call, with: ContactBook.page(after: cursor))
        // The screen loads one thing at a time (a refresh cancels the page under way first): the served load has ended
        // once nothing loads, or once the loader's next call has been made, as a next page the served one brought near.
        while controller.isBusy, await stub.callCount == call + 1 { await Task.yield() }
        await settle()
    }

    /// Waits until the table shows the view model's snapshot as it is now (and a pull under way has ended); a load
    /// that the snapshot starts (the next page, when the end is near) is not waited for.
    func settle() async {
        await controller.settled()
        table.layoutIfNeeded()
    }
}

/// The settings screen in a view 320 points wide.
@MainActor
func makeSettingsScreen(height: CGFloat = 2_000) -> SettingsViewController {
    let controller = SettingsViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    controller.loadViewIfNeeded()
    controller.view.layoutIfNeeded()
    return controller
}

/// The live screen in a view 320 points wide and tall enough to show every row.
@MainActor
func makeLiveScreen(
    seed: UInt64 = LiveViewController.defaultSeed, showsTimes: Bool = false, markSeconds: Double? = nil
) -> LiveViewController {
    let controller = LiveViewController(seed: seed, showsTimes: showsTimes, markSeconds: markSeconds)
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 2_000)
    controller.loadViewIfNeeded()
    controller.view.layoutIfNeeded()
    return controller
}

/// The live screen's cells on screen, section by section, top to bottom.
@MainActor
func quoteCells(_ live: LiveViewController) -> [[QuoteCell?]] {
    let table = live.tableView
    table.layoutIfNeeded()
    return (0..<table.numberOfSections).map { section in
        (0..<table.numberOfRows(inSection: section)).map { row in
            table.cellForRow(at: IndexPath(row: row, section: section)) as? QuoteCell
        }
    }
}

/// `controller`'s view, 320 points wide and `height` points tall, loaded and laid out.
@MainActor
func laidOut<Controller: UIViewController>(_ controller: Controller, height: CGFloat = 2_000) -> Controller {
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
    controller.loadViewIfNeeded()
    controller.view.layoutIfNeeded()
    return controller
}

/// The photos screen in a view 320 points wide and `height` points tall.
@MainActor
func makePhotosScreen(height: CGFloat = 2_000) -> PhotosViewController {
    laidOut(PhotosViewController(), height: height)
}

/// The home screen in a view 320 points wide and `height` points tall.
@MainActor
func makeHomeScreen(height: CGFloat = 2_000) -> HomeViewController {
    laidOut(HomeViewController(), height: height)
}
