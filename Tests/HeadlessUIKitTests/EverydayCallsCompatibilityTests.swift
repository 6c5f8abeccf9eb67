#if canImport(UIKit)
import UIKit
#else
import Foundation
import HeadlessUIKit
#endif

// The program: a to-do screen and a photo grid written against UIKit's API as an iOS developer writes them today,
// using the everyday calls that issue 31 found missing (editing, bar button items, toolbars, insets, dragging state,
// keyboard dismissal, transforms, animations, layers, Dynamic Type, the indexed collation, section index colors,
// scrolling to the selection, safe-area content views, drag interaction), and the test doubles a peer's test suite
// writes by overriding the table's and collection view's queries and batch methods. Nothing in it is HeadlessUIKit's
// own: it compiles unchanged against UIKit and against HeadlessUIKit.

/// The to-do list: a table view controller with an Edit button, a toolbar and an index.
final class TodoListViewController: UITableViewController {
    private(set) var todos = ["Buy milk", "Call Ada", "Write tests", "Ship it"]
    private(set) var editingChanges: [Bool] = []
    private(set) var animationsFinished = 0
    private(set) var transactionsCompleted = 0
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
        tableView.rowHeight = 44
        tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.keyboardDismissMode = .onDrag
        tableView.sectionIndexColor = .systemBlue
        tableView.insetsContentViewsToSafeArea = false
        tableView.dragInteractionEnabled = true
        tableView.allowsMultipleSelectionDuringEditing = true
        navigationItem.rightBarButtonItem = editButtonItem
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addTodo() })
        setToolbarItems([.flexibleSpace(), add], animated: false)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        titleLabel.layer.cornerRadius = 4
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
        UIView.animate(withDuration: 0.3) {
            self.titleLabel.transform = editing ? .identity : CGAffineTransform(scaleX: 0.5, y: 0.5)
        } completion: { _ in
            self.animationsFinished += 1
        }
    }

    func addTodo() {
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.transactionsCompleted += 1 }
        todos.append("New to-do \(todos.count)")
        UIView.performWithoutAnimation {
            tableView.insertRows(at: [IndexPath(row: todos.count - 1, section: 0)], with: .automatic)
        }
        CATransaction.commit()
    }

    var isUserScrolling: Bool { tableView.isDragging || tableView.isTracking || tableView.isDecelerating }

    var indexTitles: [String] { UILocalizedIndexedCollation.current().sectionIndexTitles }

    func revealSelection() {
        tableView.scrollToNearestSelectedRow(at: .middle, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
        cell.textLabel?.text = todos[indexPath.row]
        return cell
    }
}

/// The photo grid: a collection view controller whose editing mode selects several photos.
final class PhotoGridViewController: UICollectionViewController {
    var photos = (0..<12).map { "Photo \($0)" }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.allowsMultipleSelectionDuringEditing = true
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

/// A test double of a table, as a peer library's tests write one: it overrides the queries and batch methods.
final class StubTableView: UITableView {
    var stubbedSections = 3
    var stubbedVisibleRows: [IndexPath] = [IndexPath(row: 0, section: 0)]
    let stubbedCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let stubbedHeader = UITableViewHeaderFooterView(reuseIdentifier: nil)
    private(set) var calls: [String] = []

    override var numberOfSections: Int { stubbedSections }
    override var indexPathsForVisibleRows: [IndexPath]? { stubbedVisibleRows }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { stubbedCell }
    override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { stubbedHeader }
    override func rect(forSection section: Int) -> CGRect { CGRect(x: 0, y: 0, width: 10, height: 10) }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("insertRows \(indexPaths.count)")
    }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        calls.append("performBatchUpdates")
        updates?()
        completion?(true)
    }
}

/// A test double of a collection view, overriding its visible-item and supplementary queries and batch methods.
final class StubCollectionView: UICollectionView {
    let stubbedCell = UICollectionViewCell(frame: .zero)
    let stubbedHeader = UICollectionReusableView(frame: .zero)
    private(set) var calls: [String] = []

    override var indexPathsForVisibleItems: [IndexPath] { [IndexPath(item: 2, section: 0)] }
    override var visibleCells: [UICollectionViewCell] { [stubbedCell] }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { stubbedCell }
    override func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        [stubbedHeader]
    }
    override func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        [IndexPath(item: 0, section: 0)]
    }
    override func insertItems(at indexPaths: [IndexPath]) { calls.append("insertItems \(indexPaths.count)") }
    override func deleteItems(at indexPaths: [IndexPath]) { calls.append("deleteItems \(indexPaths.count)") }
    override func reloadSections(_ sections: IndexSet) { calls.append("reloadSections \(sections.count)") }
}

// The test: HeadlessUIKit only (it taps with `simulateTap()` and drags with `simulateDrag(to:velocity:)`).
#if !canImport(UIKit)
import Testing

@MainActor
@Suite("Everyday UIKit calls compile and work as an app uses them", .timeLimit(.minutes(10)))
struct EverydayCallsCompatibilityTests {
    @Test("The Edit button toggles editing through the controller's override to its table, and the toolbar adds rows")
    func editButtonAndToolbarWorkThroughTheOverride() throws {
        let controller = TodoListViewController(style: .plain)
        controller.loadViewIfNeeded()
        let table = controller.tableView!
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.layoutIfNeeded()
        let edit = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(edit === controller.editButtonItem)
        #expect(edit.title == "Edit")

        edit.simulateTap()
        #expect(controller.isEditing && table.isEditing)
        #expect(controller.editingChanges == [true])
        #expect(edit.title == "Done" && edit.style == .done)
        #expect(controller.titleLabel.transform == .identity)
        #expect(controller.animationsFinished == 1)

        controller.isEditing = false
        #expect(!table.isEditing && controller.editingChanges == [true, false])
        #expect(controller.titleLabel.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))

        let add = try #require(controller.toolbarItems?.last)
        add.simulateTap()
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(controller.transactionsCompleted == 1)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("The table keeps the everyday settings and reports its insets and dragging state as UIKit does")
    func everydaySettingsAndScrollState() {
        let controller = TodoListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        #expect(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden)
        controller.loadViewIfNeeded()
        let table = controller.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(table.keyboardDismissMode == .onDrag)
        #expect(table.sectionIndexColor == .systemBlue)
        #expect(!table.insetsContentViewsToSafeArea && table.dragInteractionEnabled)
        #expect(!controller.isUserScrolling)
        #expect(controller.indexTitles.first == "A" && controller.indexTitles.last == "#")
        #expect(controller.indexTitles.count == 27)
        #expect(controller.titleLabel.adjustsFontForContentSizeCategory)
        #expect(controller.titleLabel.layer.cornerRadius == 4)
    }

    @Test("The collection view controller's Edit button puts the collection view in editing mode")
    func collectionViewControllerEditing() throws {
        let controller = PhotoGridViewController()
        controller.loadViewIfNeeded()
        let grid = controller.collectionView!
        grid.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        grid.layoutIfNeeded()
        try #require(controller.navigationItem.rightBarButtonItem).simulateTap()
        #expect(grid.isEditing)
        grid.simulateTap(at: IndexPath(item: 0, section: 0))
        grid.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        grid.allowsSelection = false
        controller.setEditing(false, animated: false)
        #expect(!grid.isEditing && !controller.isEditing)
        #expect(grid.indexPathsForSelectedItems == [])
    }

    @Test("Test doubles override the table's queries and batch methods, and callers get the overrides")
    func tableTestDoubleOverrides() {
        let table = StubTableView(frame: .zero, style: .plain)
        let base: UITableView = table
        #expect(base.numberOfSections == 3)
        #expect(base.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0)])
        #expect(base.cellForRow(at: IndexPath(row: 5, section: 5)) === table.stubbedCell)
        #expect(base.headerView(forSection: 9) === table.stubbedHeader)
        #expect(base.rect(forSection: 2).width == 10)
        base.performBatchUpdates({ base.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) })
        #expect(table.calls == ["performBatchUpdates", "insertRows 1"])
    }

    @Test("Test doubles override the collection view's visible-item and supplementary queries and batch methods")
    func collectionTestDoubleOverrides() {
        let grid = StubCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let base: UICollectionView = grid
        #expect(base.indexPathsForVisibleItems == [IndexPath(item: 2, section: 0)])
        #expect(base.visibleCells.first === grid.stubbedCell)
        #expect(base.cellForItem(at: IndexPath(item: 7, section: 3)) === grid.stubbedCell)
        #expect(base.visibleSupplementaryViews(ofKind: "header").first === grid.stubbedHeader)
        #expect(base.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [IndexPath(item: 0, section: 0)])
        base.insertItems(at: [IndexPath(item: 0, section: 0)])
        base.deleteItems(at: [])
        base.reloadSections(IndexSet([0, 1]))
        #expect(grid.calls == ["insertItems 1", "deleteItems 0", "reloadSections 2"])
    }
}
#endif
