import Foundation
import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The contacts screen: an address book loaded page by page into a `PagedListViewModel`, in sections by initial
/// with a section index; a search filter over the contacts loaded, swipe to delete, pull to refresh, and the next
/// page as the user nears the end (with a loading-more row while it loads). A search that hides the pages it loads
/// stops after the view model's `hiddenPageLimit` of them, on a row that says how many contacts were searched and
/// searches more when tapped (Return).
final class ContactsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let refreshControl = UIRefreshControl()
    let status = StatusLine()
    private lazy var adapter = TableViewAdapter(tableView: tableView)
    private(set) lazy var viewModel = makeViewModel()
    private let loadPage: PagedListViewModel<Contact, Int>.PageLoader
    /// The contacts the user deleted: they stay deleted when a refresh brings them back from the source.
    private var deleted: Set<Int> = []

    /// The search text; contacts whose name contains it (ignoring case) show. Empty shows all.
    var query = "" {
        didSet {
            guard query != oldValue else { return }
            viewModel.rebuildSnapshot()
        }
    }

    /// Whether the search field takes typing (the terminal's `/`).
    var isSearching = false

    /// Creates the screen; `loadPage` serves the address book's pages (by default ``ContactBook``'s).
    init(loadPage: @escaping PagedListViewModel<Contact, Int>.PageLoader = { ContactBook.page(after: $0) }) {
        self.loadPage = loadPage
        super.init(nibName: nil, bundle: nil)
        title = "Contacts"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addPinnedSubview(tableView)
        viewModel.load()
        adapter.apply(viewModel.snapshot)
        adapter.bind(to: viewModel, refreshControl: refreshControl)
    }

    /// Whether a load, a refresh or a page is under way.
    var isBusy: Bool {
        if case .loading = viewModel.state { return true }
        if case .loadingMore = viewModel.paging { return true }
        return viewModel.isRefreshing
    }

    /// Waits until the table shows the newest snapshot.
    func settled() async {
        await adapter.settled()
    }

    /// The contacts shown for the current query, in order.
    func matches(_ contacts: [Contact]) -> [Contact] {
        contacts.filter {
            !deleted.contains($0.id) && (query.isEmpty || $0.name.localizedCaseInsensitiveContains(query))
        }
    }

    private func delete(_ contact: Contact) {
        deleted.insert(contact.id)
        viewModel.updateItems { $0.removeAll { $0.id == contact.id } }
        status.text = "Deleted \(contact.name)"
    }

    private func makeViewModel() -> PagedListViewModel<Contact, Int> {
        PagedListViewModel(
            loadPage: loadPage,
            sections: { [weak self] contacts, _ in
                if let self {
                    let shown = self.matches(contacts)
                    let letters = shown.map(\.initial).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
                    for letter in letters {
                        Section(letter, header: letter, indexTitle: letter) {
                            for contact in shown where contact.initial == letter {
                                Row<TextCell>(contact.name, id: contact.id)
                                    .onSelect { [status] name in status.text = "Contact: \(name)" }
                                    .trailingActions([
                                        SwipeAction("Delete", style: .destructive) { [weak self] _ in
                                            self?.delete(contact)
                                        }
                                    ])
                            }
                        }
                    }
                }
            },
            loadingRow: { AnyRow(Row<TextCell>("Loading contacts…")) },
            emptyRow: { [weak self] in
                AnyRow(Row<TextCell>("No contacts match “\(self?.query ?? "")”."))
            },
            errorRow: { error, retry in
                AnyRow(Row<TextCell>("Could not load contacts: \(error) (Return retries)").onSelect { _ in retry() })
            },
            loadingMoreRow: { AnyRow(Row<TextCell>("Loading more contacts…")) },
            pageErrorRow: { error, retry in
                AnyRow(Row<TextCell>("Could not load more: \(error) (Return retries)").onSelect { _ in retry() })
            },
            pausedRow: { searched, loadMore in
                AnyRow(
                    Row<TextCell>("Searched \(searched) contacts (Return searches more)").onSelect { _ in loadMore() })
            }
        )
    }
}
