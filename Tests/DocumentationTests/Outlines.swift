// ListKitUIKit's article "Outlines": the snippets verbatim.
// swift-format-ignore-file
// The article's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit

/// A folder of the article's snippets.
struct Folder: Hashable, Sendable, Identifiable {
    var id: String
    var subfolders: [Folder] = []
    var files: [FileItem] = []
}

/// A file of the article's snippets.
struct FileItem: Hashable, Sendable, Identifiable {
    var id: String
}

final class FolderCell: UITableViewCell, ConfigurableCell {
    func configure(with model: Folder) { textLabel?.text = model.id }
}

final class FileCell: UITableViewCell, ConfigurableCell {
    func configure(with model: FileItem) { textLabel?.text = model.id }
}

/// The folders screen of the article: `root`'s tree in a table.
@MainActor
final class FoldersScreen {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    lazy var adapter = TableViewAdapter(tableView: tableView)

    func show(_ root: Folder) {
        func rows(of folder: Folder) -> [AnyRow] {
            folder.subfolders.map { AnyRow(Row<FolderCell>($0).children(rows(of: $0))) }
                + folder.files.map { AnyRow(Row<FileCell>($0)) }
        }

        adapter.apply(ListSnapshot { Section("files", rows: rows(of: root)) })
    }

    func open(_ root: Folder, _ folder: Folder) {
        adapter.expansion.expand(root.id)     // before the first apply: the root starts open
        adapter.expand(folder.id)             // animated: the folder's rows are inserted
        adapter.collapse(folder.id)           // animated: every row under it is deleted
        adapter.toggle(folder.id)
        _ = adapter.isExpanded(folder.id)
    }
}

func folderRow(_ folder: Folder) -> ConfigurationRow<Folder> {
    ConfigurationRow(folder) { folder, state in
        var content = UIListContentConfiguration.sidebarCell()
        content.text = folder.id
        content.image = UIImage(systemName: state.isExpanded ? "folder.fill" : "folder")
        return content
    }
    .children { for subfolder in folder.subfolders { folderRow(subfolder) } }
}
