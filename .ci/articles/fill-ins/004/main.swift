// The project's fill-in: runs article 004's feed in a window and checks what the article shows: one row per
// configurator, each in the cell its configurator names, configured with its item, without a cast in the controller;
// and the WarningCell configurator the article adds at the end configures a warning cell. The app's `beach@2x.jpg`
// (the project's stand-in, a JPEG header of 600 by 400 pixels) is beside the program, in the main bundle.
import UIKit

MainActor.assumeIsolated {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = ViewController(style: .plain)
    ArticleNibs.register(in: controller.tableView)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let table = controller.tableView!
    table.layoutIfNeeded()

    Checks.expect(table.numberOfRows(inSection: 0) == 5, "five rows, one per configurator")
    let cells = table.visibleCells
    let kinds = cells.map { String(describing: type(of: $0)) }
    Checks.expect(
        kinds == ["UserCell", "MessageCell", "ImageCell", "UserCell", "MessageCell"], "the rows' cells: \(kinds)")
    if cells.count == 5 {
        let john = cells[0] as? UserCell
        Checks.expect(
            john?.userNameLabel.text == "John Smith" && john?.avatarView.image?.name == "user3", "John Smith's row")
        Checks.expect(
            (cells[1] as? MessageCell)?.messageLabel.text == "Hi, this is a message text. Tra la la. Tra la la.",
            "the first message")
        let picture = (cells[2] as? ImageCell)?.pictureView.image
        Checks.expect(
            picture?.size == CGSize(width: 300, height: 200) && picture?.scale == 2,
            "the beach picture, 300 by 200 points at scale 2")
        Checks.expect((cells[3] as? UserCell)?.userNameLabel.text == "Jessica Wood", "Jessica Wood's row")
        Checks.expect(
            (cells[4] as? MessageCell)?.messageLabel.text?.hasPrefix("Lorem ipsum dolor sit amet") == true,
            "the long message")
    }

    let warning: CellConfigurator =
//@block warningConfigurator
    Checks.expect(type(of: warning).reuseId == "WarningCell", "the warning configurator's reuse identifier")
    if let cell = table.dequeueReusableCell(withIdentifier: type(of: warning).reuseId) as? WarningCell {
        warning.configure(cell: cell)
        Checks.expect(cell.messageLabel.text == "This is a serious warning!", "the warning cell is configured")
    } else {
        Checks.expect(false, "a WarningCell is dequeued for the warning configurator")
    }
    Checks.finish()
}
