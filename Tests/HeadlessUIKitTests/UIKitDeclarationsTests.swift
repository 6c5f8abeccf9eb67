#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Declarations as Swift imports UIKit's: what code written for iOS relies on compiles and behaves the same here.

/// A table subclass that updates itself inside its batch-update block, using `self` implicitly: UIKit's block is
/// `NS_NOESCAPE`, so this compiles against UIKit, and so it must here.
final class SelfUpdatingTable: UITableView {
    var overriddenCalls = 0

    func appendRow(to source: TableSpecDataSource) {
        performBatchUpdates({
            source.sections[0].append("new")
            insertRows(at: [IndexPath(row: source.sections[0].count - 1, section: 0)], with: .automatic)
        })
    }

    /// Runs a non-escaping closure as the update block.
    func update(_ body: () -> Void) {
        performBatchUpdates(body)
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        overriddenCalls += 1
        super.performBatchUpdates(updates, completion: completion)
    }
}

/// A collection view subclass that does the same.
final class SelfUpdatingCollection: UICollectionView {
    func appendItem(to source: GridDataSource) {
        performBatchUpdates {
            source.sections[0].append("new")
            insertItems(at: [IndexPath(item: source.sections[0].count - 1, section: 0)])
        }
    }
}

/// A cell subclass with stored properties and no initializer of its own: it inherits UIKit's, and a table makes it
/// with its properties set.
final class InheritingCell: UITableViewCell {
    var badge = "badge"
    let marks: [Int] = [1, 2, 3]
}

/// A cell subclass with a designated initializer of its own besides the overrides UIKit asks for.
final class ModelCell: UITableViewCell {
    let model: String

    init(model: String) {
        self.model = model
        super.init(style: .default, reuseIdentifier: nil)
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        model = "registered"
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A header view and a collection cell with stored properties, made from their registered classes.
final class InheritingHeader: UITableViewHeaderFooterView {
    var caption = "caption"
}

final class InheritingCollectionCell: UICollectionViewCell {
    var caption = "caption"
}

/// One object that is every delegate and data source, as UIKit code often makes a view controller.
@MainActor
final class EveryDelegate: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching,
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching, UITextFieldDelegate,
    UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate, UIApplicationDelegate
{
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
    func updateSearchResults(for searchController: UISearchController) {}
}

@MainActor
@Suite("UIKit's declarations as Swift imports them", .timeLimit(.minutes(10)))
struct UIKitDeclarationsTests {
    @Test("The delegate and data source protocols refine NSObjectProtocol, as UIKit's: NSObject's methods work on them")
    func delegatesAreNSObjectProtocols() {
        let object = EveryDelegate()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = object
        table.delegate = object
        table.prefetchDataSource = object
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = object
        collection.delegate = object
        collection.prefetchDataSource = object
        let field = UITextField()
        field.delegate = object
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.delegate = object
        search.searchResultsUpdater = object
        search.delegate = object
        let scrollDelegate: any UIScrollViewDelegate = object
        let appDelegate: any UIApplicationDelegate = object
        // Each is read back through its protocol type and used as an NSObjectProtocol, as UIKit code does
        // (`delegate?.isEqual(self)`, `delegate?.hash`, `delegate?.description`).
        let delegates: [(any NSObjectProtocol)?] = [
            table.dataSource, table.delegate, table.prefetchDataSource, collection.dataSource, collection.delegate,
            collection.prefetchDataSource, field.delegate, search.searchBar.delegate, search.searchResultsUpdater,
            search.delegate, scrollDelegate, appDelegate,
        ]
        #expect(delegates.allSatisfy { $0?.isEqual(object) == true })
        #expect(delegates.allSatisfy { $0?.isEqual(EveryDelegate()) == false })
        #expect(delegates.allSatisfy { $0?.description == object.description && $0 is EveryDelegate })
        #expect(delegates.allSatisfy { $0?.hash == object.hash })
    }

    @Test("A batch-update block may use self implicitly and be a non-escaping closure; overrides still see the call")
    func nonEscapingBatchUpdates() {
        let source = TableSpecDataSource(rows: 2)
        let table = SelfUpdatingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        table.appendRow(to: source)
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.update {
            source.sections[0].removeFirst()
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(visibleTexts(table) == ["1", "new"])
        #expect(table.overriddenCalls == 2)

        let grid = GridDataSource(counts: [1])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = SelfUpdatingCollection(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        collection.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        collection.dataSource = grid
        collection.layoutIfNeeded()
        collection.appendItem(to: grid)
        #expect(collection.numberOfItems(inSection: 0) == 2)
    }

    @Test("Registered classes are made through UIKit's initializers, with the subclasses' stored properties set")
    func registeredClassesAreMadeWithTheirProperties() throws {
        let source = TableSpecDataSource(rows: 1)
        let table = makeTable(source)
        table.register(InheritingCell.self, forCellReuseIdentifier: "Inheriting")
        table.register(ModelCell.self, forCellReuseIdentifier: "Model")
        table.register(InheritingHeader.self, forHeaderFooterViewReuseIdentifier: "Header")

        let made = try #require(table.dequeueReusableCell(withIdentifier: "Inheriting") as? InheritingCell)
        #expect(made.badge == "badge" && made.marks == [1, 2, 3])
        #expect(made.reuseIdentifier == "Inheriting")
        let model = try #require(table.dequeueReusableCell(withIdentifier: "Model") as? ModelCell)
        #expect(model.model == "registered")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? InheritingHeader)
        #expect(header.caption == "caption" && header.reuseIdentifier == "Header")

        let grid = GridDataSource(counts: [1])
        grid.identifier = "Inheriting"
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(InheritingCollectionCell.self, forCellWithReuseIdentifier: "Inheriting")
        collection.dataSource = grid
        collection.layoutIfNeeded()
        let cell = try #require(
            collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? InheritingCollectionCell)
        #expect(cell.caption == "caption" && cell.reuseIdentifier == "Inheriting")
    }

    @Test("A class that is not a cell counts as unregistered, as UIKit could make no cell of it")
    func aClassThatIsNoCellIsNotRegistered() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UILabel.self, forCellReuseIdentifier: "Label")
        #expect(table.dequeueReusableCell(withIdentifier: "Label") == nil)
    }
}

@MainActor
@Suite("Headless.systemVersion: HeadlessUIKit acting as an older iOS", .timeLimit(.minutes(10)))
struct SystemVersionTests {
    /// Runs `body` acting as iOS `major`.0, with the inconsistency handler recording, and returns the messages.
    private func actingAs(iOS major: Int, _ body: () -> Void) -> [String] {
        let saved = Headless.systemVersion
        Headless.systemVersion = OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0)
        defer { Headless.systemVersion = saved }
        return raisedMessages(body)
    }

    @Test("The version answers as #available does on an iPhone of that version")
    func versionComparison() {
        let saved = Headless.systemVersion
        defer { Headless.systemVersion = saved }
        #expect(Headless.isSystemVersion(atLeast: 15))
        Headless.systemVersion = OperatingSystemVersion(majorVersion: 14, minorVersion: 5, patchVersion: 0)
        #expect(Headless.isSystemVersion(atLeast: 14))
        #expect(Headless.isSystemVersion(atLeast: 14, 5))
        #expect(!Headless.isSystemVersion(atLeast: 14, 6))
        #expect(!Headless.isSystemVersion(atLeast: 15))
        #expect(Headless.isSystemVersion(atLeast: 13, 9))
    }

    @Test("Acting as iOS 14, reconfigureRows(at:) is an unrecognized selector, and the batch goes on without it")
    func reconfigureRowsBeforeIOS15() {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: rowPath(1))
        let messages = actingAs(iOS: 14) {
            source.sections[0][1] = "changed"
            table.performBatchUpdates { table.reconfigureRows(at: [rowPath(1)]) }
        }
        #expect(messages == ["-[UITableView reconfigureRowsAtIndexPaths:]: unrecognized selector sent to instance"])
        // Nothing was reconfigured: the cell still shows the old text.
        #expect(table.cellForRow(at: rowPath(1)) === cell)
        #expect(cell?.textLabel?.text == "1")
        // As iOS 15, the same call reconfigures.
        let later = actingAs(iOS: 15) { table.performBatchUpdates { table.reconfigureRows(at: [rowPath(1)]) } }
        #expect(later.isEmpty)
        #expect(cell?.textLabel?.text == "changed")
    }

    @Test("Acting as iOS 14, reconfigureItems(at:) is an unrecognized selector")
    func reconfigureItemsBeforeIOS15() {
        let grid = GridDataSource(counts: [2])
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        collection.dataSource = grid
        collection.layoutIfNeeded()
        let messages = actingAs(iOS: 14) {
            collection.performBatchUpdates { collection.reconfigureItems(at: [IndexPath(item: 0, section: 0)]) }
        }
        #expect(
            messages == ["-[UICollectionView reconfigureItemsAtIndexPaths:]: unrecognized selector sent to instance"])
    }

}
#endif
