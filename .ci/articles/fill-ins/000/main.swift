// The project's fill-in: runs article 000's screen as its storyboard would (a view controller whose view holds a table
// connected to the `tableView` outlet) in a window, and checks what the article describes: three kinds of cells, the
// expandable one collapsed, and a tap on it expands it (and a second tap collapses it).
import UIKit

MainActor.assumeIsolated {
    ArticleNibs.register()
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = TableViewExampleViewController()
    // The storyboard: the controller's view holds the table, connected to the outlet (whose didSet sets it up).
    controller.loadViewIfNeeded()
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    controller.view.addSubview(table)
    controller.tableView = table
    // What the article's controller does once it is loaded (it does not show where): it binds the view model and
    // tells it that it loaded.
    controller.bindViewModel()
    controller.viewModel.viewModelDidLoad()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    table.layoutIfNeeded()

    let expandable = IndexPath(row: 1, section: 0)
    Checks.expect(table.dataSource === controller && table.delegate === controller, "setupTableView() ran")
    Checks.expect(table.numberOfRows(inSection: 0) == 3, "three rows")
    let cells = table.visibleCells
    Checks.expect(cells.count == 3, "three cells on screen")
    if cells.count == 3 {
        Checks.expect(
            (cells[0] as? TableViewCellWithLabel)?.titleLabel.text == "I am a simple title label cell",
            "row 0 is a label cell")
        let expandableCell = cells[1] as? TableViewExpandableCell
        Checks.expect(expandableCell?.titleLabel.text == "I am a simple expandable cell", "row 1 is the expandable cell")
        Checks.expect(expandableCell?.descriptionLabel.isHidden == true, "row 1 starts collapsed")
        let imageCell = cells[2] as? TableViewCellWithImageAndLabel
        Checks.expect(
            imageCell?.titleLabelView.text == "I am a simple Image Title cell"
                && imageCell?.leadingImageView.image?.name == "sampleImage",
            "row 2 is the image and label cell, showing sampleImage")
    }
    table.simulateTap(at: expandable)
    Checks.runMainQueue()
    table.layoutIfNeeded()
    let expanded = table.cellForRow(at: expandable) as? TableViewExpandableCell
    Checks.expect(expanded?.descriptionLabel.isHidden == false, "a tap on row 1 expands it (reloadRows)")
    Checks.expect(
        expanded?.descriptionLabel.text?.hasPrefix("Lorem Ipsum") == true, "the expanded cell shows its description")
    table.simulateTap(at: expandable)
    Checks.runMainQueue()
    table.layoutIfNeeded()
    Checks.expect(
        (table.cellForRow(at: expandable) as? TableViewExpandableCell)?.descriptionLabel.isHidden == true,
        "a second tap collapses it")
    Checks.finish()
}
