import ListKit
import ListKitTestSupport

/// A cell for placeholder and message rows: a string model, identified by itself.
@MainActor
final class PlaceholderCell: ConfigurableCell {
    func configure(with model: String) {}
}

/// An error a stub loader throws.
struct LoadError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Each visible section as `id: model, model`, with the placeholder section's id written `placeholder`.
func render(_ snapshot: ListSnapshot) -> [String] {
    snapshot.sections.map { section in
        let id =
            section.id == AnyHashable(LoadableListViewModel<Int>.placeholderSectionID) ? "placeholder" : "\(section.id)"
        return "\(id): " + section.rows.map { "\($0.model)" }.joined(separator: ", ")
    }
}

/// The view model of the tests that load `[TestItem]`.
typealias ItemsViewModel = LoadableListViewModel<[TestItem]>

/// A view model over `[TestItem]` that shows the items in one section, with string placeholders.
@MainActor
func makeItemsViewModel(_ stub: StubLoader<[TestItem]>) -> ItemsViewModel {
    LoadableListViewModel(
        load: stub.loader,
        sections: { items in
            [Section("items") { for item in items { Row<TestTextCell>(item) } }]
        },
        loadingRow: { AnyRow(Row<PlaceholderCell>("loading")) },
        emptyRow: { AnyRow(Row<PlaceholderCell>("empty")) },
        errorRow: { error, retry in AnyRow(Row<PlaceholderCell>("error: \(error)").onSelect { _ in retry() }) }
    )
}

/// Items with the given ids and content 0.
func items(_ ids: Int...) -> [TestItem] {
    ids.map { TestItem(id: $0) }
}
