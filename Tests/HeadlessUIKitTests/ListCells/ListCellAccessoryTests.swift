#if !canImport(UIKit)
import Foundation
import Testing

@testable import HeadlessUIKit

/// A list cell whose configuration state says it is editing when the test says so, as a collection view in editing
/// mode would.
@MainActor
private final class EditableListCell: UICollectionViewListCell {
    var editing = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = editing
        return state
    }
}

/// A data source that toggles expansion as a diffable data source does, recording what it was asked.
@MainActor
private final class TogglingDataSource: NSObject, UICollectionViewDataSource, OutlineExpansionToggling {
    var accessories: [UICellAccessory]
    var toggled: [IndexPath] = []

    init(accessories: [UICellAccessory]) {
        self.accessories = accessories
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
        if indexPath.item == 0, let list = cell as? UICollectionViewListCell { list.accessories = accessories }
        return cell
    }

    func toggleExpansion(ofItemAt indexPath: IndexPath) -> Bool {
        toggled.append(indexPath)
        return true
    }
}

/// Whether two lengths are equal to within rounding (frames are kept on the pixel grid, in thirds of a point).
private func near(_ a: CGFloat?, _ b: CGFloat) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 0.01
}

/// Whether two rectangles are equal to within rounding.
private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
}

/// A 320 by 44 list cell with the accessories, laid out.
@MainActor
private func laidOutCell(_ accessories: [UICellAccessory], editing: Bool = false) -> EditableListCell {
    let cell = EditableListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.editing = editing
    cell.accessories = accessories
    cell.layoutIfNeeded()
    return cell
}

@MainActor
@Suite("UICollectionViewListCell: accessories in the layout, indentation, separators, taps", .timeLimit(.minutes(10)))
struct ListCellAccessoryTests {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct: trailing system accessories
    // (disclosure indicator, checkmark, outline disclosure, reorder, label) and leading ones (delete, insert,
    // multiselect) take room from the content at their edge.
    @Test("Each accessory narrows the content view at its edge by its place, the edge inset and the spacing")
    func eachAccessoryTakesItsPlace() {
        let cases: [(String, UICellAccessory, leading: CGFloat, trailing: CGFloat)] = [
            ("disclosure indicator", .disclosureIndicator(), 0, 36),
            ("checkmark", .checkmark(), 0, 44),
            ("outline disclosure", .outlineDisclosure(), 0, 48),
            ("reorder", .reorder(displayed: .always), 0, 48),
            ("delete", .delete(displayed: .always), 48, 0),
            ("insert", .insert(displayed: .always), 48, 0),
            ("multiselect", .multiselect(displayed: .always), 48, 0),
            ("custom width", .checkmark(options: .init(reservedLayoutWidth: .custom(40))), 0, 64),
        ]
        for (name, accessory, leading, trailing) in cases {
            let cell = laidOutCell([accessory])
            #expect(near(cell.contentView.frame.minX, leading), "\(name)")
            #expect(near(cell.contentView.frame.width, 320 - leading - trailing), "\(name)")
        }
        let label = laidOutCell([.label(text: "12"), .disclosureIndicator()])
        let labelView = label.subviews.compactMap { $0 as? UILabel }.first
        let labelWidth = labelView?.frame.width ?? 0
        #expect(labelWidth > 0)
        let expectedWidth: CGFloat = 320 - (16 + 12 + 8 + 8) - labelWidth
        #expect(near(label.contentView.frame.width, expectedWidth))
        #expect(near(labelView?.frame.maxX, 320 - 16 - 12 - 8), "the label sits before the chevron")
    }

    @Test("Accessories shown while editing take no room until the cell edits; those hidden keep their place")
    func displayedStatesAndHidden() {
        let accessories: [UICellAccessory] = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        let resting = laidOutCell(accessories)
        #expect(near(resting.contentView.frame, CGRect(x: 0, y: 0, width: 320 - 36, height: 44)))
        resting.editing = true
        resting.layoutIfNeeded()
        #expect(near(resting.contentView.frame, CGRect(x: 48, y: 0, width: 320 - 48 - 48, height: 44)))

        let hidden = laidOutCell([.disclosureIndicator(options: .init(isHidden: true))])
        #expect(near(hidden.contentView.frame.width, 320 - 36))
        #expect(hidden.subviews.contains { $0 !== hidden.contentView && $0.isHidden })
    }

    @Test("A custom view goes where its placement says, at its fixed size or as tall as the cell")
    func customViewPlacement() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let fixed = laidOutCell([
            .customView(configuration: .init(customView: badge, placement: .leading(), maintainsFixedSize: true))
        ])
        #expect(near(badge.frame, CGRect(x: 16, y: 12, width: 30, height: 20)))
        #expect(near(fixed.contentView.frame.minX, 16 + 30 + 8))

        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let flexible = laidOutCell([
            .disclosureIndicator(),
            .customView(configuration: .init(customView: bar, placement: .trailing(at: { _ in 0 }))),
        ])
        #expect(near(bar.frame, CGRect(x: 274, y: 0, width: 10, height: 44)), "320 - 16 - 12 - 8 - 10")
        #expect(near(flexible.contentView.frame.width, 266), "320 - (16 + 12 + 8 + 10 + 8)")
    }

    @Test("Indentation moves the content and, unless told otherwise, the leading accessories")
    func indentation() {
        let cell = laidOutCell([.delete(displayed: .always)])
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(near(cell.contentView.frame.minX, 20 + 48))
        let control = cell.subviews.first { $0 !== cell.contentView && !$0.isHidden }
        #expect(near(control?.frame.minX, 20 + 16))
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(near(control?.frame.minX, 16))
        #expect(near(cell.contentView.frame.minX, 20 + 48))
    }

    @Test("The separator guide starts where the text starts and ends at the cell's trailing edge")
    func separatorLayoutGuide() {
        let cell = laidOutCell([.delete(displayed: .always)])
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let guide = cell.separatorLayoutGuide.layoutFrame
        #expect(near(guide.minX, 48 + 16))
        #expect(near(guide.maxX, 320))
        #expect(near(guide.minY, 44) && near(guide.height, 0))
        #expect(cell.backgroundConfiguration == .listPlainCell())
    }

    @Test("A list cell is at least 44 points tall and its narrower content wraps into more lines")
    func listCellSizing() {
        let text = Array(repeating: "Wrapping words", count: 14).joined(separator: " ")
        func height(_ accessories: [UICellAccessory]) -> CGFloat {
            let cell = laidOutCell(accessories)
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            return cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let plain = height([])
        let narrowed = height([.delete(displayed: .always), .reorder(displayed: .always), .checkmark()])
        #expect(plain > 44)
        #expect(narrowed > plain)
        let empty = laidOutCell([])
        #expect(
            empty.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height == 44)
    }

    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
    @Test("Tapping an outline disclosure runs its handler, or without one asks the data source to toggle the item")
    func outlineDisclosureTap() throws {
        var handled = 0
        let withHandler = TogglingDataSource(accessories: [.outlineDisclosure(actionHandler: { handled += 1 })])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        collection.dataSource = withHandler
        #expect(collection.simulateTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        #expect(handled == 1)
        #expect(withHandler.toggled.isEmpty)
        #expect(!collection.simulateTapOnOutlineDisclosure(at: IndexPath(item: 1, section: 0)))

        let toggling = TogglingDataSource(accessories: [.outlineDisclosure()])
        collection.dataSource = toggling
        collection.reloadData()
        #expect(collection.simulateTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0)))
        #expect(toggling.toggled == [IndexPath(item: 0, section: 0)])

        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        cell.setItemExpandedForConfiguration(true)
        cell.layoutIfNeeded()
        #expect(cell.configurationState.isExpanded)
    }

    @Test("Tapping a delete or insert accessory runs its handler only while it shows")
    func deleteAndInsertTaps() {
        var deleted = 0
        var inserted = 0
        let source = TogglingDataSource(accessories: [
            .delete(actionHandler: { deleted += 1 }), .insert(displayed: .always, actionHandler: { inserted += 1 }),
        ])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        collection.dataSource = source
        let first = IndexPath(item: 0, section: 0)
        #expect(!collection.simulateTapOnDeleteAccessory(at: first), "delete shows only while editing")
        #expect(collection.simulateTapOnInsertAccessory(at: first))
        collection.cellForItem(at: first)?.setEditingForConfiguration(true)
        #expect(collection.simulateTapOnDeleteAccessory(at: first))
        #expect(deleted == 1 && inserted == 1)
    }
}
#endif
