#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// An image of the size, registered under a name of its own.
@MainActor
private func image(_ width: CGFloat, _ height: CGFloat) throws -> UIImage {
    let name = "list-content-\(Int(width))x\(Int(height))"
    Headless.registerImage(named: name, size: CGSize(width: width, height: height))
    return try #require(UIImage(named: name))
}

@MainActor
@Suite("UIListContentView lays out and sizes list content with Auto Layout", .timeLimit(.minutes(10)))
struct ListContentViewLayoutTests {
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell(): "the cell
    // displays one label, which resizes automatically based on the length of the text you provide".
    @Test("A self-sizing table row grows with text that wraps, and a short text keeps the 44-point row")
    func tableRowsGrowWithWrappingText() throws {
        let long = Array(repeating: "A list content view wraps its text over as many lines as it needs.", count: 4)
            .joined(separator: " ")
        let dataSource = ConfiguringTableDataSource(rows: ["Short", long]) { cell, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let table = configuredTable(dataSource)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(short.height == 44)
        #expect(tall.height > 100)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let content = try #require(cell.contentView as? UIListContentView)
        let guide = try #require(content.textLayoutGuide)
        #expect(guide.layoutFrame.minX == 16)
        #expect(guide.layoutFrame.maxX == content.bounds.width - 16)
        #expect(guide.layoutFrame.minY == 11)
        #expect(abs(content.bounds.height - guide.layoutFrame.maxY - 11) < 1)
        #expect(content.secondaryTextLayoutGuide == nil)
        #expect(content.imageLayoutGuide == nil)
    }

    @Test("Narrower rows wrap the same text over more lines and are taller")
    func narrowerRowsAreTaller() {
        let text = Array(repeating: "Wrapping text", count: 12).joined(separator: " ")
        var content = UIListContentConfiguration.subtitleCell()
        content.text = text
        content.secondaryText = "Secondary"
        let view = UIListContentView(configuration: content)
        let wide = view.systemLayoutSizeFitting(
            CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let narrow = view.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.width == 400 && narrow.width == 200)
        #expect(narrow.height > wide.height)
    }

    @Test("The secondary text sits 3 points below the text; side by side, it ends at the trailing margin")
    func secondaryTextPlacement() throws {
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Title"
        subtitle.secondaryText = "Subtitle"
        let stacked = UIListContentView(configuration: subtitle)
        stacked.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        stacked.layoutIfNeeded()
        let text = try #require(stacked.textLayoutGuide?.layoutFrame)
        let secondary = try #require(stacked.secondaryTextLayoutGuide?.layoutFrame)
        #expect(abs(secondary.minY - text.maxY - 3) < 0.5)
        #expect(abs((text.minY - 11) - (80 - 11 - secondary.maxY)) < 1, "the block is centred within the margins")

        var value = UIListContentConfiguration.valueCell()
        value.text = "Volume"
        value.secondaryText = "11"
        let sideBySide = UIListContentView(configuration: value)
        sideBySide.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        sideBySide.layoutIfNeeded()
        let leading = try #require(sideBySide.textLayoutGuide?.layoutFrame)
        let trailing = try #require(sideBySide.secondaryTextLayoutGuide?.layoutFrame)
        #expect(leading.minX == 16)
        #expect(
            abs(trailing.maxX - (320 - 8)) < 0.01, "a view outside a cell keeps the configuration's own trailing margin"
        )
        #expect(trailing.minX >= leading.maxX + 8)
        #expect(abs(leading.midY - trailing.midY) < 0.5)
    }

    @Test("An image sits at the leading margin, centred, the text 16 points after it, and a tall image sets the height")
    func imagePlacement() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Photos"
        content.image = try image(30, 60)
        let view = UIListContentView(configuration: content)
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.height == 82, "11 + 60 + 11")
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        let place = try #require(view.imageLayoutGuide?.layoutFrame)
        #expect(place == CGRect(x: 16, y: 11, width: 30, height: 60))
        let text = try #require(view.textLayoutGuide?.layoutFrame)
        #expect(abs(text.minX - (16 + 30 + 16)) < 0.01)

        content.imageProperties.maximumSize = CGSize(width: 20, height: 20)
        content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        view.configuration = content
        view.layoutIfNeeded()
        let reserved = try #require(view.imageLayoutGuide?.layoutFrame)
        #expect(reserved.width == 40 && reserved.height == 20, "scaled to 10 by 20, in a 40-point place")
        #expect(abs(try #require(view.textLayoutGuide?.layoutFrame).minX - (16 + 40 + 16)) < 0.01)
    }

    @Test("In a cell, the list content view keeps the cell's 16-point side margin over the configuration's 8")
    func cellMarginsArePreserved() throws {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Text"
        content.secondaryText = "Value"
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView as? UIListContentView)
        #expect(try #require(view.secondaryTextLayoutGuide?.layoutFrame).maxX == 320 - 16)
        content.axesPreservingSuperviewLayoutMargins = []
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(try #require(view.secondaryTextLayoutGuide?.layoutFrame).maxX == 320 - 8)
    }

    @Test("The text transform, colour transformer and line settings reach the shown text")
    func textPropertiesApply() throws {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Section"
        content.textProperties.colorTransformer = .grayscale
        let view = UIListContentView(configuration: content)
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text != nil })
        #expect(label.text == "SECTION")
        #expect(label.textColor == content.textProperties.resolvedColor())
        #expect(label.numberOfLines == 0)
        #expect(UIConfigurationColorTransformer.grayscale == .grayscale)
        let custom = UIConfigurationColorTransformer { $0 }
        #expect(custom == custom && custom != UIConfigurationColorTransformer { $0 })
    }
}
#endif
