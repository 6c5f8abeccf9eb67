#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A cell that records the calls of its state setters.
@MainActor
private final class StateRecordingCell: UITableViewCell {
    var calls: [String] = []

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append("selected(\(selected), animated: \(animated))")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        calls.append("highlighted(\(highlighted), animated: \(animated))")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append("editing(\(editing), animated: \(animated))")
    }
}

/// A cell of the style, 320 by 44 points, with the texts, laid out.
@MainActor
private func laidOutCell(_ style: UITableViewCell.CellStyle, text: String?, detail: String?) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    cell.textLabel?.text = text
    cell.detailTextLabel?.text = detail
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    return cell
}

@MainActor
@Suite("UITableViewCell state properties and the layout of its standard styles", .timeLimit(.minutes(10)))
struct UITableViewCellStateAndStyleLayoutTests {
    @Test("Setting isSelected, isHighlighted and isEditing calls the matching setter without animation")
    func statePropertiesCallTheSettersWithoutAnimation() {
        let cell = StateRecordingCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isEditing = true
        #expect(
            cell.calls == [
                "selected(true, animated: false)", "highlighted(true, animated: false)",
                "editing(true, animated: false)",
            ])
        #expect(cell.isSelected && cell.isHighlighted && cell.isEditing)
        cell.isSelected = false
        #expect(!cell.isSelected)
    }

    @Test("The content view is indented by the indentation level times the indentation width")
    func contentViewIsIndented() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 20)
        cell.indentationWidth = 15
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 30)
        #expect(cell.contentView.frame.width == 290)
    }

    @Test("A header-footer view made with init(frame:) has the frame and no reuse identifier")
    func headerFooterViewInitWithFrame() {
        let view = UITableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(view.reuseIdentifier == nil)
        #expect(view.textLabel != nil)
    }

    @Test("value1: the text label is at the leading margin, the detail label right-aligned at the trailing margin")
    func value1PutsTheDetailAtTheTrailingSide() throws {
        let cell = laidOutCell(.value1, text: "Wi-Fi", detail: "Home")
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        let margins = cell.contentView.layoutMargins
        #expect(text.frame.minX == margins.left)
        #expect(detail.frame.maxX == cell.contentView.bounds.width - margins.right)
        #expect(text.frame.maxX < detail.frame.minX)
        #expect(detail.frame.width < text.frame.width)
        #expect(abs(text.frame.midY - cell.contentView.bounds.midY) <= 0.5)
        #expect(abs(detail.frame.midY - cell.contentView.bounds.midY) <= 0.5)
    }

    @Test("value1 without a text label still right-aligns the detail label at the trailing margin")
    func value1DetailAloneIsRightAligned() throws {
        let cell = laidOutCell(.value1, text: nil, detail: "Off")
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.frame.maxX == cell.contentView.bounds.width - cell.contentView.layoutMargins.right)
        #expect(detail.frame.minX > cell.contentView.bounds.midX)
    }

    @Test("value2: a narrow text label at the leading side, the detail label after it taking the rest")
    func value2PutsTheDetailAfterANarrowText() throws {
        let cell = laidOutCell(.value2, text: "mobile", detail: "555 0100")
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        let margins = cell.contentView.layoutMargins
        #expect(text.frame.minX == margins.left)
        #expect(text.frame.maxX < detail.frame.minX)
        #expect(text.frame.width < detail.frame.width)
        #expect(detail.frame.maxX <= cell.contentView.bounds.width - margins.right)
        #expect(abs(text.frame.midY - detail.frame.midY) <= 0.5)
    }

    @Test("value2 without a text label gives the detail label the whole width between the margins")
    func value2DetailAloneTakesTheWidth() throws {
        let cell = laidOutCell(.value2, text: nil, detail: "555 0100")
        let detail = try #require(cell.detailTextLabel)
        let margins = cell.contentView.layoutMargins
        #expect(detail.frame.minX == margins.left)
        #expect(detail.frame.maxX == cell.contentView.bounds.width - margins.right)
    }

    @Test("An image view whose image is removed shrinks to nothing and the text label moves to the leading margin")
    func removedImageCollapsesTheImageView() throws {
        Headless.registerImage(named: "cell-icon", size: CGSize(width: 29, height: 29))
        defer { Headless.unregisterImage(named: "cell-icon") }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Airplane Mode"
        cell.imageView?.image = UIImage(named: "cell-icon")
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        let imageView = try #require(cell.imageView)
        let text = try #require(cell.textLabel)
        #expect(imageView.frame.size == CGSize(width: 29, height: 29))
        #expect(text.frame.minX > imageView.frame.maxX)
        cell.imageView?.image = nil
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(imageView.frame == .zero)
        #expect(text.frame.minX == cell.contentView.layoutMargins.left)
    }
}
#endif
