import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The folders screen: a sidebar list of a folder tree, its rows `ConfigurationRow`s with children (no cell subclass,
/// no flattening by hand). A folder's image follows its cell's state (`isExpanded`); Return on a folder opens or
/// closes it and on any row puts its path in the status line. Expansion is kept by identity, here a path, across
/// refreshes of the data.
final class FoldersViewController: UIViewController {
    let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let status = StatusLine()
    private lazy var adapter = CollectionViewAdapter(collectionView: collectionView)

    /// The tree shown, top level first.
    private(set) var items: [FolderItem]
    /// How many times the data was refreshed (each refresh adds a file to Documents › Projects).
    private(set) var refreshes = 0

    /// The status line's text before anything is selected.
    static let hint = "Return opens a folder"

    init(items: [FolderItem] = FolderItem.sample) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
        title = "Folders"
        status.text = Self.hint
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addPinnedSubview(collectionView)
        adapter.defaultSectionLayout = .list(.sidebar)
        adapter.apply(snapshot, animated: false)
    }

    /// Waits until the list shows the newest snapshot and expansion.
    func settled() async {
        await adapter.settled()
    }

    /// Whether the folder at `path` is open.
    func isOpen(_ path: String) -> Bool {
        adapter.isExpanded(path)
    }

    /// The item the list shows at `indexPath`, if any.
    func item(at indexPath: IndexPath) -> FolderItem? {
        adapter.row(at: indexPath)?.model(as: FolderItem.self)
    }

    /// Opens (`true`) or closes the folder at `path`; returns whether it changed.
    @discardableResult
    func setOpen(_ opens: Bool, _ path: String) -> Bool {
        opens ? adapter.expand(path) : adapter.collapse(path)
    }

    /// Reads the data again: the same tree with one more file in Documents › Projects. Open folders stay open.
    func refresh() {
        refreshes += 1
        items = FolderItem.adding(
            "draft-\(refreshes).md", kilobytes: refreshes, to: "Documents/Projects", in: items)
        status.text = "Refreshed: Documents › Projects has draft-\(refreshes).md"
        adapter.apply(snapshot)
    }

    /// The user chose `item`: its path goes to the status line, and a folder opens or closes.
    private func choose(_ item: FolderItem) {
        status.text = item.path
        if item.isFolder { adapter.toggle(item.id) }
    }

    private var snapshot: ListSnapshot {
        ListSnapshot {
            Section("library", header: "Library") {
                for item in items { row(for: item) }
            }
        }
    }

    /// The row of `item`, with its contents as children.
    private func row(for item: FolderItem) -> ConfigurationRow<FolderItem> {
        let row = ConfigurationRow(item, content: Self.content)
            .accessories { item, _ in item.kilobytes.map { [.label(Self.size($0))] } ?? [] }
            .onSelect { [weak self] item in self?.choose(item) }
        guard item.isFolder else { return row }
        return row.children { for child in item.contents { self.row(for: child) } }
    }

    /// A row's content: the name and an image, a folder's open (`folder.fill`) while its cell is expanded.
    static func content(_ item: FolderItem, _ state: UICellConfigurationState) -> any UIContentConfiguration {
        var content = UIListContentConfiguration.sidebarCell()
        content.text = item.name
        let image = item.isFolder ? (state.isExpanded ? "folder.fill" : "folder") : "doc"
        content.image = UIImage(systemName: image)
        return content
    }

    /// A size as the Files app writes it: `12 KB`, `2.4 MB`.
    static func size(_ kilobytes: Int) -> String {
        guard kilobytes >= 1_000 else { return "\(kilobytes) KB" }
        let tenths = (kilobytes + 50) / 100
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
