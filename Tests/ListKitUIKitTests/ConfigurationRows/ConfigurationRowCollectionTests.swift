import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Configuration rows in a collection view", .timeLimit(.minutes(10)))
struct ConfigurationRowCollectionTests {
    /// The adapters of the test's views: a view holds its data source weakly.
    private let adapters = AdapterKeeper()

    init() { failOnInconsistency() }

    /// A list collection view showing `snapshot`, laid out, with its adapter.
    private func showing(
        _ snapshot: ListSnapshot, height: CGFloat = 600
    ) -> (UICollectionView, CollectionViewAdapter) {
        let view = makeListView(height: height)
        let adapter = CollectionViewAdapter(collectionView: view)
        adapter.apply(snapshot)
        adapters.keep(adapter)
        view.layoutIfNeeded()
        return (view, adapter)
    }

    private func cell(_ view: UICollectionView, _ item: Int) throws -> UICollectionViewListCell {
        try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    }

    @Test("A configuration row's list cell shows the text and secondary text its closure gives")
    func showsContent() throws {
        let (view, _) = showing(ListSnapshot { Section(0) { contactRow(1, "Ada", phone: "555-0101") } })
        let cell = try cell(view, 0)
        let content = try #require(listContent(cell.contentConfiguration))
        #expect(content.text == "Ada")
        #expect(content.secondaryText == "555-0101")
        #expect(cell.contentView is UIListContentView)
        #expect(cell.accessories.isEmpty)
    }

    @Test("Selecting, highlighting and editing change the list cell's state, and it shows what the closure gives")
    func stateChangesConfiguration() throws {
        let (view, _) = showing(ListSnapshot { Section(0) { contactRow(1, phone: "555").selectable() } })
        let cell = try cell(view, 0)
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "selected")
        view.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        cell.isHighlighted = true
        view.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "highlighted")
        cell.isHighlighted = false
        view.isEditing = true
        view.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "editing")
        view.isEditing = false
        view.layoutIfNeeded()
        #expect(listContent(cell.contentConfiguration)?.secondaryText == "555")
    }

    @Test("A changed model under the same id reconfigures the same list cell in place")
    func changedModelReconfiguresSameCell() throws {
        let (view, adapter) = showing(
            ListSnapshot {
                Section(0) {
                    contactRow(1, "Ada"); contactRow(2, "Bob")
                }
            })
        let cell = try cell(view, 1)
        adapter.apply(
            ListSnapshot {
                Section(0) {
                    contactRow(1, "Ada"); contactRow(2, "Robert")
                }
            })
        view.layoutIfNeeded()
        #expect(try self.cell(view, 1) === cell)
        #expect(listContent(cell.contentConfiguration)?.text == "Robert")
    }

    @Test(
        "Accessories are the list cell's: a disclosure indicator and a checkmark take their place, delete shows when editing"
    )
    func accessoriesOnListCells() throws {
        let (view, _) = showing(
            ListSnapshot {
                Section(0) {
                    contactRow(1).accessories([.disclosureIndicator])
                    contactRow(2).accessories([.checkmark])
                    contactRow(3).accessories([.delete, .disclosureIndicator])
                    contactRow(4)
                }
            })
        let width = view.bounds.width
        // The widths of UIKit's trailing and leading accessory places (ListCellAccessoryTests).
        #expect(try cell(view, 0).accessories.count == 1)
        #expect(try cell(view, 0).contentView.frame.width == width - 36)
        #expect(try cell(view, 1).contentView.frame.width == width - 44)
        let editable = try cell(view, 2)
        #expect(editable.accessories.count == 2)
        #expect(editable.contentView.frame.minX == 0)
        view.isEditing = true
        view.layoutIfNeeded()
        #expect(editable.contentView.frame.minX == 48)
        #expect(try cell(view, 3).contentView.frame.width == width)
    }

    @Test("The list cell's background configuration follows its state")
    func backgroundPerState() throws {
        let (view, _) = showing(
            ListSnapshot {
                Section(0) {
                    contactRow(1).background(stateBackground).selectable(); contactRow(2)
                }
            })
        let cell = try cell(view, 0)
        #expect(cell.backgroundConfiguration?.backgroundColor == .yellow)
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .red)
        let standard = UICollectionViewListCell(frame: .zero).backgroundConfiguration?.backgroundColor
        #expect(try self.cell(view, 1).backgroundConfiguration?.backgroundColor == standard)
    }

    @Test("Configuration rows and items of cell subclasses share a collection view, and handlers get the model")
    func mixedWithClassicRows() throws {
        nonisolated(unsafe) var selected: [Contact] = []
        let (view, _) = showing(
            ListSnapshot {
                Section(0) {
                    Row<ItemCollectionCell>(TestItem(id: 1))
                    contactRow(2, "Grace").onSelect { selected.append($0) }
                }
            })
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is ItemCollectionCell)
        #expect(listContent(try cell(view, 1).contentConfiguration)?.text == "Grace")
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(selected.map(\.name) == ["Grace"])
    }

    @Test("A reused list cell shows only its new row: no accessory or background of the row before")
    func reuseDoesNotLeak() throws {
        let rows = (0..<30).map { id in
            id % 3 == 0 ? contactRow(id).accessories([.checkmark]).background(stateBackground) : contactRow(id)
        }
        let (view, _) = showing(ListSnapshot { Section(0) { rows } }, height: 132)
        let first = try cell(view, 0)
        let standard = UICollectionViewListCell(frame: .zero).backgroundConfiguration?.backgroundColor
        var reused = false
        for offset in stride(from: 44, through: 44 * 27, by: 44) {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            for indexPath in view.indexPathsForVisibleItems {
                let cell = try cell(view, indexPath.item)
                reused = reused || (cell === first && indexPath.item != 0)
                let marked = indexPath.item % 3 == 0
                #expect(listContent(cell.contentConfiguration)?.text == "Contact \(indexPath.item)")
                #expect(cell.accessories.count == (marked ? 1 : 0))
                #expect(cell.backgroundConfiguration?.backgroundColor == (marked ? .yellow : standard))
            }
        }
        #expect(reused)
    }
}
