// The project's fill-in: runs article 001's screen as the article's storyboard would (a view controller whose view
// holds an `AdaptedTableView` connected to its `tableView` outlet) in a window, and checks what the article shows:
// one section of two text cells, "Hello!" and "It's UITableView with using MVVM".
import UIKit

MainActor.assumeIsolated {
    ArticleNibs.register()
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = ViewController()
    // The storyboard: the controller's view holds the table, connected to the outlet (whose didSet sets it up).
    controller.loadViewIfNeeded()
    let table = AdaptedTableView(frame: controller.view.bounds, style: .plain)
    controller.view.addSubview(table)
    controller.tableView = table
    window.rootViewController = controller
    window.makeKeyAndVisible()
    table.layoutIfNeeded()

    Checks.expect(table.dataSource === table, "the table is its own data source (setup())")
    Checks.expect(table.numberOfSections == 1, "one section")
    Checks.expect(table.numberOfRows(inSection: 0) == 2, "two rows")
    let cells = table.visibleCells
    Checks.expect(cells.allSatisfy { $0 is TextTableViewCell }, "the rows are TextTableViewCells from the nib")
    let texts = cells.flatMap { Checks.labelTexts(in: $0) }
    Checks.expect(texts == ["Hello!", "It's UITableView with using MVVM"], "the cells say \(texts)")
    Checks.expect(table.window === window, "the table is in the window")
    Checks.finish()
}
