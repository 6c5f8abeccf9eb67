import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

#if !canImport(UIKit)
/// A self-sizing table cell of body text that follows Dynamic Type, as an app writes one.
final class DynamicNoteCell: UITableViewCell, ConfigurableCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        pinWrappingLabel(label, toMarginsOf: contentView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: WrappedNote) {
        label.text = model.text
    }
}

/// A collection view cell of body text that follows Dynamic Type.
final class DynamicCardCell: UICollectionViewCell, ConfigurableCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        pinWrappingLabel(label, toMarginsOf: contentView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: WrappedNote) {
        label.text = model.text
    }
}

/// After a change of the preferred content size category, the adapters forget what they measured at the old text
/// size and measure again: rows and items grow with the text. (The tests are synchronous on the main actor and set the
/// category back to Large before they return, so no other test sees the change.)
@MainActor
@Suite("Adapters re-measure rows and items when the content size category changes", .timeLimit(.minutes(10)))
struct DynamicTypeAdapterTests {
    init() { failOnInconsistency() }

    private let notes = (0..<30).map { WrappedNote(id: $0, text: words(3)) }

    /// Changes the category to `category` for the duration of `body`, then back to Large.
    private func withContentSizeCategory(_ category: UIContentSizeCategory, _ body: () -> Void) {
        UIApplication.shared.simulateContentSizeCategoryChange(to: category)
        defer { UIApplication.shared.simulateContentSizeCategoryChange(to: .large) }
        body()
    }

    @Test("A self-sizing row measured at Large is measured again, taller, at accessibility extra large; no old height")
    func tableRowsAreMeasuredAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let adapter = TableViewAdapter(tableView: table)
        adapter.keepsSelection = true
        adapter.apply(ListSnapshot { Section(0) { for note in notes { Row<DynamicNoteCell>(note).selectable() } } })
        table.layoutIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        let large = table.rectForRow(at: first).height
        #expect(large != adapter.estimatedRowHeight)
        #expect(adapter.tableView(table, estimatedHeightForRowAt: first) == large)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)

        withContentSizeCategory(.accessibilityExtraLarge) {
            // The height measured at Large is no longer given, even as an estimate.
            #expect(adapter.tableView(table, estimatedHeightForRowAt: first) == adapter.estimatedRowHeight)
            table.layoutIfNeeded()
            let larger = table.rectForRow(at: first).height
            #expect(larger > large * 2)
            #expect(adapter.tableView(table, estimatedHeightForRowAt: first) == larger)
            let cell = table.cellForRow(at: first) as? DynamicNoteCell
            #expect(cell?.label.font.pointSize == 40)
            #expect(abs((cell?.frame.height ?? 0) - larger) < 1)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        }
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: first).height == large)
    }

    @Test("Outside a window, the heights are forgotten when the table next asks, if the category is still another")
    func outsideAWindowTheHeightsAreForgottenLater() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let adapter = TableViewAdapter(tableView: table)
        adapter.apply(ListSnapshot { Section(0) { for note in notes { Row<DynamicNoteCell>(note) } } })
        table.layoutIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        let large = table.rectForRow(at: first).height
        // A change and back before the table asks: nothing to forget, nothing reloaded.
        UIApplication.shared.simulateContentSizeCategoryChange(to: .accessibilityExtraLarge)
        UIApplication.shared.simulateContentSizeCategoryChange(to: .large)
        #expect(adapter.tableView(table, estimatedHeightForRowAt: first) == large)
        withContentSizeCategory(.accessibilityExtraLarge) {
            #expect(adapter.tableView(table, estimatedHeightForRowAt: first) == adapter.estimatedRowHeight)
        }
    }

    @Test("A self-sizing item measured at Large is measured again, taller, at accessibility extra large; no old size")
    func collectionItemsAreMeasuredAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(view)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.itemSizing = .fitting(width: .full)
        adapter.apply(ListSnapshot { Section(0) { for note in notes { Row<DynamicCardCell>(note) } } })
        view.layoutIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        func frame() -> CGRect? { view.collectionViewLayout.layoutAttributesForItem(at: first)?.frame }
        func answer() -> CGSize {
            adapter.collectionView(view, layout: view.collectionViewLayout, sizeForItemAt: first)
        }
        let large = frame()?.height ?? 0
        #expect(large > 20)
        #expect(answer() == CGSize(width: 320, height: large))

        withContentSizeCategory(.accessibilityExtraLarge) {
            // Measured again (a sizing cell with the new font), not the size kept from Large.
            let larger = answer().height
            #expect(larger > large * 2)
            view.layoutIfNeeded()
            #expect(frame()?.height == larger)
            let cell = view.cellForItem(at: first) as? DynamicCardCell
            #expect(cell?.label.font.pointSize == 40)
            #expect(cell?.frame.height == larger)
        }
        view.layoutIfNeeded()
        #expect(frame()?.height == large)
    }
}
#endif
