// The project's fill-in: launches article 002's app as UIApplicationMain would (the article's `@UIApplicationMain`
// asks the compiler for an Objective-C entry point, which Linux's Swift cannot make, so the check starts the app
// itself), and checks what the article shows: a tab bar of two navigation controllers, the people's list in basic
// cells and the films' in subtitle cells; a tap selects a row (the select handler prints it, which the check's script
// reads) and the row is deselected again.
import UIKit

MainActor.assumeIsolated {
    let delegate = AppDelegate()
    Checks.expect(UIApplication.shared.simulateLaunch(delegate: delegate), "the launch returned true")
    let window = delegate.window
    Checks.expect(window?.isKeyWindow == true && window?.isHidden == false, "the window is key and visible")
    Checks.expect(window?.frame == UIScreen.main.bounds, "the window fills the screen")
    let tabs = window?.rootViewController as? UITabBarController
    Checks.expect(tabs?.viewControllers?.count == 2, "the root is a tab bar controller of two tabs")
    let people = (tabs?.viewControllers?.first as? UINavigationController)?.topViewController
        as? GenericTableViewController<Person, UITableViewCell>
    let films = (tabs?.viewControllers?.last as? UINavigationController)?.topViewController
        as? GenericTableViewController<Film, SubtitleTableViewCell>
    Checks.expect(people != nil && films != nil, "each tab is a navigation controller of a generic list")
    if let people, let films, let tabs {
        let table = people.tableView!
        table.layoutIfNeeded()
        Checks.expect(table.numberOfRows(inSection: 0) == 7, "seven people")
        let names = table.visibleCells.map { $0.textLabel?.text ?? "" }
        Checks.expect(names.first == "Mark Hamill" && names.count == 7, "the people's names: \(names)")
        Checks.expect(table.visibleCells.allSatisfy { $0.detailTextLabel == nil }, "in basic cells")
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        Checks.expect(table.indexPathForSelectedRow == nil, "the tapped row is deselected again")

        tabs.selectedIndex = 1
        let filmTable = films.tableView!
        filmTable.layoutIfNeeded()
        Checks.expect(filmTable.numberOfRows(inSection: 0) == 6, "six films")
        let first = filmTable.cellForRow(at: IndexPath(row: 0, section: 0))
        Checks.expect(first is SubtitleTableViewCell, "in subtitle cells")
        Checks.expect(
            first?.textLabel?.text == "Star Wars: A New Hope" && first?.detailTextLabel?.text == "1978",
            "the first film with its year")
        filmTable.simulateTap(at: IndexPath(row: 0, section: 0))
    }
    Checks.finish()
}
