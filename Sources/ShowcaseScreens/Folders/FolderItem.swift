/// A file or a folder of the folders screen: its path is its identity, so a folder keeps its expansion while its
/// contents change.
struct FolderItem: Identifiable, Hashable, Sendable {
    /// The path from the top, its names joined by `/`.
    let id: String
    /// The name shown.
    let name: String
    /// A file's size in kilobytes; `nil` for a folder.
    let kilobytes: Int?
    /// A folder's contents, top to bottom; empty for a file.
    var contents: [FolderItem]

    /// Whether the item is a folder.
    var isFolder: Bool { kilobytes == nil }

    /// The names from the top down to this item, for the status line: `Documents › Projects › roadmap.key`.
    var path: String { id.split(separator: "/").joined(separator: " › ") }

    /// A folder at `parent`'s path (or at the top) with `contents` made under its own path.
    static func folder(_ name: String, in parent: String = "", _ contents: (String) -> [FolderItem]) -> FolderItem {
        let id = parent.isEmpty ? name : parent + "/" + name
        return FolderItem(id: id, name: name, kilobytes: nil, contents: contents(id))
    }

    /// A file of `kilobytes` at `parent`'s path.
    static func file(_ name: String, in parent: String, kilobytes: Int) -> FolderItem {
        FolderItem(id: parent.isEmpty ? name : parent + "/" + name, name: name, kilobytes: kilobytes, contents: [])
    }
}

extension FolderItem {
    /// The sample tree, three levels of folders deep: Documents › Projects › ListKit holds files.
    static let sample: [FolderItem] = [
        .folder("Documents") { documents in
            [
                .folder("Projects", in: documents) { projects in
                    [
                        .folder("ListKit", in: projects) { listKit in
                            [
                                .file("roadmap.md", in: listKit, kilobytes: 12),
                                .file("outline.swift", in: listKit, kilobytes: 4),
                            ]
                        },
                        .file("budget.numbers", in: projects, kilobytes: 220),
                    ]
                },
                .folder("Letters", in: documents) { letters in [.file("bank.pdf", in: letters, kilobytes: 88)] },
                .file("notes.txt", in: documents, kilobytes: 2),
            ]
        },
        .folder("Photos") { photos in
            [
                .folder("Harbour", in: photos) { harbour in
                    [
                        .file("dusk.jpg", in: harbour, kilobytes: 2_400),
                        .file("lighthouse.jpg", in: harbour, kilobytes: 1_900),
                    ]
                }
            ]
        },
        .folder("Music") { music in [.file("playlist.m3u", in: music, kilobytes: 1)] },
        .file("todo.txt", in: "", kilobytes: 1),
    ]

    /// `items` with a file named `name` added to the folder whose path is `folder` (nothing added if there is none).
    static func adding(_ name: String, kilobytes: Int, to folder: String, in items: [FolderItem]) -> [FolderItem] {
        items.map { item in
            var item = item
            if item.id == folder {
                item.contents.append(.file(name, in: folder, kilobytes: kilobytes))
            } else if item.isFolder {
                item.contents = adding(name, kilobytes: kilobytes, to: folder, in: item.contents)
            }
            return item
        }
    }
}
