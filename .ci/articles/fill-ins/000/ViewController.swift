// Article 000: the view controller, put together from the article's steps 1 and 5 (the outlet whose didSet sets the
// table up, `setupTableView()`, `viewDidLoad()`), its binding to the view model, and its data source and delegate.
// Every `//@block` line is replaced by the article's code; the rest is the project's fill-in for what the article uses
// and never shows.
import UIKit

class TableViewExampleViewController: UIViewController {
//@block outlet
//@block setupTableView
//@block viewDidLoad

    // Fill-in: the view model that the article's methods use (the article does not show its declaration).
    var viewModel = TableViewExampleViewModel()
}

//@block bindViewModel
//@block dataSourceAndDelegate

// Fill-in: the article's helper that registers a cell's nib under the nib's name (used, not shown).
extension UITableView {
    func register(nibName: String) {
        register(UINib(nibName: nibName, bundle: nil), forCellReuseIdentifier: nibName)
    }
}
