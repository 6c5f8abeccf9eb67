// The article "The four reference patterns, with ListKit" (ListKitUIKit.docc/TheFourReferencePatterns.md): the snippets verbatim, each in its context.
// swift-format-ignore-file
// The article's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import ListKitUIKit

/// The first pattern's view model: a label section, a picture section (hidden when empty), expandable rows.
@MainActor
final class ExpandingListViewModel {
    var labels: [String] = []
    var pictures: [Picture] = []
    var expandables: [Expandable] = []

    var snapshot: ListSnapshot {
        ListSnapshot {
            Section("labels") { for model in labels { Row<LabelCell>(model) } }
            Section("pictures") { for model in pictures { Row<ImageLabelCell>(model) } }   // hidden when empty
            Section("expandable") {
                for model in expandables {
                    Row<ExpandableCell>(model)
                        .height(model.isExpanded ? 120 : 44)
                        .onSelect { [weak self] in self?.toggle($0.id) }                // animates in place
                }
            }
        }
    }

    func toggle(_ id: String) {
        guard let index = expandables.firstIndex(where: { $0.id == id }) else { return }
        expandables[index].isExpanded.toggle()
    }
}

/// The second pattern: titled sections of text.
@MainActor
func showSections(_ sections: [(String, [String])], with adapter: TableViewAdapter) {
    adapter.apply(ListSnapshot {
        for (title, texts) in sections {
            Section(title, header: title) { for text in texts { Row<TextCell>(text) } }
        }
    })
}

/// The third pattern: a generic table view controller of films.
@MainActor
func makeFilmsScreen(films: [Film], newFilm: Film) -> GenericTableViewController<Film, SubtitleCell> {
    let screen = GenericTableViewController(
        items: films,
        configure: { (cell: SubtitleCell, film: Film) in
            cell.textLabel?.text = film.title
            cell.detailTextLabel?.text = film.year
        },
        select: { film in print(film.title) }
    )
    screen.items.append(newFilm)   // animated
    return screen
}

/// The fourth pattern: a heterogeneous feed.
@MainActor
func feedSnapshot(user: User, imageURL: URL) -> ListSnapshot {
    ListSnapshot {
        Section("feed") {
            Row<UserCell>(user)
            Row<MessageCell>("Hello")
            Row<ImageCell>(imageURL)
            Row<WarningCell>("Low battery")    // a String too, in another cell
        }
    }
}
