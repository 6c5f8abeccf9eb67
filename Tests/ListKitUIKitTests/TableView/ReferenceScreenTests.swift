import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The screens of the four reference articles, rebuilt with ListKit: no cast, no register call, no reuse string, no
// hand-written reloadRows.

// MARK: - First article: label, image-and-label and expandable cells; empty sections not displayed.

struct LabelModel: Hashable, Sendable { var title: String }
struct ImageLabelModel: Hashable, Sendable { var title: String; var imageName: String }
struct ExpandableModel: Identifiable, Equatable, Sendable {
    var id: String
    var title: String
    var details: String
    var isExpanded = false
}

final class LabelCell: UITableViewCell, ConfigurableCell {
    func configure(with model: LabelModel) { textLabel?.text = model.title }
}

final class ImageLabelCell: UITableViewCell, ConfigurableCell {
    func configure(with model: ImageLabelModel) {
        textLabel?.text = model.title
        imageView?.image = UIImage(named: model.imageName)
    }
}

final class ExpandableCell: UITableViewCell, ConfigurableCell {
    let detailsLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(detailsLabel)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: ExpandableModel) {
        textLabel?.text = model.title
        detailsLabel.text = model.details
        detailsLabel.isHidden = !model.isExpanded
    }
}

@MainActor
final class ProfileViewModel {
    var labels: [LabelModel] = []
    var pictures: [ImageLabelModel] = []
    var expandables: [ExpandableModel] = []
    var onChange: (ListSnapshot) -> Void = { _ in }

    var snapshot: ListSnapshot {
        ListSnapshot {
            Section("labels") { for model in labels { Row<LabelCell>(model) } }
            Section("pictures") { for model in pictures { Row<ImageLabelCell>(model) } }
            Section("expandable") {
                for model in expandables {
                    Row<ExpandableCell>(model)
                        .height(model.isExpanded ? 120 : 44)
                        .onSelect { [weak self] in self?.toggle($0.id) }
                }
            }
        }
    }

    func toggle(_ id: String) {
        guard let index = expandables.firstIndex(where: { $0.id == id }) else { return }
        expandables[index].isExpanded.toggle()
        onChange(snapshot)
    }
}

// MARK: - Fourth article: users, messages, images and warnings in one list.

struct FeedUser: Identifiable, Equatable, Sendable { var id: Int; var name: String }

final class UserCell: UITableViewCell, ConfigurableCell {
    func configure(with user: FeedUser) { textLabel?.text = user.name }
}

final class ImageCell: UITableViewCell, ConfigurableCell {
    func configure(with url: URL) { imageView?.image = UIImage(named: url.lastPathComponent) }
}

final class WarningCell: UITableViewCell, ConfigurableCell {
    func configure(with message: String) { textLabel?.text = "⚠︎ \(message)" }
}

// MARK: - Second article: sectioned text cells, with no cell factory.

final class TextCell: UITableViewCell, ConfigurableCell {
    func configure(with text: String) { textLabel?.text = text }
}

@MainActor
@Suite("The reference articles' screens", .timeLimit(.minutes(10)))
struct ReferenceScreenTests {
    init() { failOnInconsistency() }

    private func labels(_ table: UITableView) -> [String?] {
        table.layoutIfNeeded()
        return (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text }
    }

    @Test("First article: three cell kinds, the empty section absent, the expandable cell expands in place")
    func firstArticleScreen() async throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let viewModel = ProfileViewModel()
        viewModel.onChange = { adapter.apply($0) }
        viewModel.labels = [LabelModel(title: "I am a simple title label cell")]
        viewModel.expandables = [
            ExpandableModel(
                id: "e1", title: "I am a simple expandable cell", details: "Lorem Ipsum is simply dummy text")
        ]
        await adapter.apply(viewModel.snapshot)
        #expect(table.numberOfSections == 2)  // "pictures" has no rows, so it is not displayed
        #expect(labels(table) == ["I am a simple title label cell", "I am a simple expandable cell"])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? ExpandableCell)
        #expect(cell.detailsLabel.isHidden)

        table.simulateTap(at: IndexPath(row: 0, section: 1))
        // The tap's apply waits for the tap to be handled, then for its batch update's completion.
        await adapter.settled()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cell)
        #expect(!cell.detailsLabel.isHidden)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 120)

        viewModel.pictures = [ImageLabelModel(title: "I am a simple Image Title cell", imageName: "sampleImage")]
        await adapter.apply(viewModel.snapshot)
        #expect(table.numberOfSections == 3)
        let pictureCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(pictureCell.imageView?.image?.name == "sampleImage")
        #expect(pictureCell.textLabel?.text == "I am a simple Image Title cell")
    }

    @Test("Second article: sections of text cells, the adapter in place of the factory")
    func secondArticleScreen() {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let sections = [("Main", ["First", "Second", "Third"]), ("Other", ["Fourth"])]
        adapter.apply(
            ListSnapshot {
                for (title, texts) in sections {
                    Section(title, header: title) { for text in texts { Row<TextCell>(text) } }
                }
            })
        #expect(labels(table) == ["First", "Second", "Third", "Fourth"])
        #expect(adapter.tableView(table, titleForHeaderInSection: 1) == "Other")
    }

    @Test("Fourth article: users, messages, images and warnings in one list, no if and no as!")
    func fourthArticleScreen() throws {
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table)
        let imageURL = try #require(URL(string: "https://example.com/images/cat.png"))
        adapter.apply(
            ListSnapshot {
                Section("feed") {
                    Row<UserCell>(FeedUser(id: 1, name: "Ann"))
                    Row<MessageCell>("Hello")
                    Row<ImageCell>(imageURL)
                    Row<WarningCell>("Low battery")
                    Row<MessageCell>("Goodbye")
                }
            })
        #expect(labels(table) == ["Ann", "Hello", nil, "⚠︎ Low battery", "Goodbye"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.imageView?.image?.name == "cat.png")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) is WarningCell)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) is MessageCell)
    }
}
