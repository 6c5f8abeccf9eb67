#if !canImport(UIKit)
import Foundation

/// A row a table shows in place of content that is not in its data source yet, as UIKit's `UITableViewPlaceholder`
/// (https://developer.apple.com/documentation/uikit/uitableviewplaceholder).
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    /// Creates a placeholder for the row at the index path, whose cell is dequeued with the reuse identifier.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }

    /// Where the placeholder goes, in the table's index paths.
    let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell.
    let reuseIdentifier: String
    /// The height of the placeholder's row. (HeadlessUIKit keeps it but lays the row out at the table's row height:
    /// the delegate's or `rowHeight`.)
    let rowHeight: CGFloat

    /// Configures the placeholder's cell each time the table makes or updates it.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?
}

/// A placeholder for a dropped item, as UIKit's `UITableViewDropPlaceholder`
/// (https://developer.apple.com/documentation/uikit/uitableviewdropplaceholder).
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// Gives the parameters of the dropped item's preview as it lands in the placeholder's cell; `nil` for the
    /// default ones.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}

/// What manages a placeholder that a drop put in a table, as UIKit's `UITableViewDropPlaceholderContext`
/// (https://developer.apple.com/documentation/uikit/uitableviewdropplaceholdercontext): commit it once the data has
/// come, or delete it.
@available(iOS 11.0, *)
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The dropped item.
    var dragItem: UIDragItem { get }

    /// "Exchanges the placeholder cell for a cell with the final content": `dataSourceUpdates` inserts the data into
    /// the data source at the index path it is given, and the table asks the data source for the row's cell. `false`
    /// when the placeholder is no longer in the table.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool

    /// Takes the placeholder's row away; `false` when it is no longer in the table.
    @discardableResult
    func deletePlaceholder() -> Bool
}

/// HeadlessUIKit's placeholder context for tables.
@MainActor
final class HeadlessTablePlaceholderContext: NSObject, UITableViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UITableViewPlaceholder
    private weak var tableView: UITableView?
    private let animator: HeadlessDropAnimator

    init(
        dragItem: UIDragItem, placeholder: UITableViewPlaceholder, tableView: UITableView,
        animator: HeadlessDropAnimator
    ) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.tableView = tableView
        self.animator = animator
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }

    /// The placeholder's row leaves the placeholders without moving, the data source gains the data in the same
    /// batch, and the row is reloaded from it: the counts check that the data source gained exactly one row there
    /// (UIKit's "Invalid update: invalid number of rows in section …" otherwise).
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let tableView, tableView.dropPlaceholders.indexPath(of: self) != nil else { return false }
        tableView.performBatchUpdates {
            guard let indexPath = tableView.dropPlaceholders.remove(self, closingGap: false) else { return }
            dataSourceUpdates(indexPath)
            tableView.reloadRows(at: [indexPath], with: .automatic)
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let tableView, tableView.dropPlaceholders.indexPath(of: self) != nil else { return false }
        tableView.performBatchUpdates {
            guard let indexPath = tableView.dropPlaceholders.remove(self, closingGap: true) else { return }
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        return true
    }
}

extension UITableView {
    /// Inserts the placeholder's row (see `UITableViewDropCoordinator.drop(_:to:)`): the data source is not asked
    /// about it, the table adds it to the section's count.
    func insertDropPlaceholder(_ context: HeadlessTablePlaceholderContext) {
        let indexPath = context.placeholder.insertionIndexPath
        performBatchUpdates {
            dropPlaceholders.insert(context, at: indexPath)
            insertRows(at: [indexPath], with: .automatic)
        }
    }

    /// The section's row count: the data source's, plus the placeholders the section shows.
    func presentedRowCount(inSection section: Int, dataSource: any UITableViewDataSource) -> Int {
        max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            + dropPlaceholders.count(inSection: section)
    }

    /// The cell of a placeholder's row, dequeued with its reuse identifier and given to its update handler; `nil`
    /// when no placeholder is at the index path.
    func placeholderCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let context = dropPlaceholders.context(at: indexPath) as? HeadlessTablePlaceholderContext else {
            return nil
        }
        let cell = dequeueReusableCell(withIdentifier: context.placeholder.reuseIdentifier, for: indexPath)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// The parameters of the dropped item's preview in a placeholder's cell, from its provider.
    func placeholderPreviewParameters(for context: HeadlessTablePlaceholderContext) -> UIDragPreviewParameters? {
        guard let placeholder = context.placeholder as? UITableViewDropPlaceholder,
            let provider = placeholder.previewParametersProvider,
            let indexPath = dropPlaceholders.indexPath(of: context), let cell = cellForRow(at: indexPath)
        else { return nil }
        return provider(cell)
    }
}
#endif
