// Article 004: `ConfigurableCell`, the cells, `CellConfigurator` and `TableCellConfigurator`, and the view model of
// configurators. Every `//@block` line is replaced by the article's code; the rest is the project's fill-in for what
// the article uses and does not show (the `User` model, two of its four cells, the table view controller around the
// `cellForRowAt` it shows).
import UIKit

// Fill-in: the model of a user row.
struct User {
    let name: String
    let imageName: String
}

//@block configurableCell
//@block userCell
//@block cellConfigurator
//@block tableCellConfigurator
//@block userConfigurator
//@block messageConfigurator
//@block imageConfigurator
//@block viewModel
//@block warningCell

// Fill-in: the message cell (the article shows only UserCell and WarningCell), from its nib.
class MessageCell: UITableViewCell, ConfigurableCell {
    weak var messageLabel: UILabel!

    func configure(data message: String) {
        messageLabel.text = message
    }
}

// Fill-in: the image cell, showing the image at the URL.
class ImageCell: UITableViewCell, ConfigurableCell {
    weak var pictureView: UIImageView!

    func configure(data url: URL) {
        pictureView.image = UIImage(contentsOfFile: url.path)
    }
}

// Fill-in: the table view controller whose `cellForRowAt` the article shows.
class ViewController: UITableViewController {
    let viewModel = TableViewModel()

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.items.count
    }

//@block cellForRow
}
