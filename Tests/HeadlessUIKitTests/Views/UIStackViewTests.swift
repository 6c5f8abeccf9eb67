#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A view with an intrinsic size, as a label or an image view has.
@MainActor
private final class SizedView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { size }
}

/// The rectangle on the pixel grid (a third of a point), each edge rounded in whole pixels, as layout places frames.
func gridRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    let minX = (x * 3).rounded()
    let minY = (y * 3).rounded()
    let maxX = ((x + width) * 3).rounded()
    let maxY = ((y + height) * 3).rounded()
    return CGRect(x: minX / 3, y: minY / 3, width: (maxX - minX) / 3, height: (maxY - minY) / 3)
}

@MainActor
@Suite("UIStackView: distributions, alignments, hidden views, spacing", .timeLimit(.minutes(10)))
struct UIStackViewTests {
    /// A 300 × 100 horizontal stack (its frame made in code) of three views of intrinsic sizes 40 × 20, 60 × 30 and
    /// 80 × 40, 10 points apart; the last hugs least, so it is the one that stretches in `.fill`.
    private func makeStack(
        _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill
    ) -> (root: UIView, stack: UIStackView, views: [SizedView]) {
        let root = rootView()
        let views = [SizedView(40, 20), SizedView(60, 30), SizedView(80, 40)]
        views[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        views[1].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        root.addSubview(stack)
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test("Arranged views are subviews placed by constraints")
    func arrangement() {
        let (_, stack, views) = makeStack(.fill)
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.axis == .horizontal)
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" })
        #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
    }

    @Test("fill: views keep their intrinsic widths; the one that hugs least takes the rest")
    func fill() {
        let (_, _, views) = makeStack(.fill)
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 60, height: 100),
                CGRect(x: 120, y: 0, width: 180, height: 100),
            ])
    }

    @Test("fillEqually: equal widths")
    func fillEqually() {
        let (_, _, views) = makeStack(.fillEqually)
        let width: CGFloat = 280.0 / 3
        #expect(
            views.map(\.frame) == [
                gridRect(0, 0, width, 100), gridRect(width + 10, 0, width, 100),
                gridRect(2 * width + 20, 0, width, 100),
            ])
    }

    @Test("fillProportionally: widths in proportion to the intrinsic widths (40 : 60 : 80 of 280 points)")
    func fillProportionally() {
        let (_, _, views) = makeStack(.fillProportionally)
        let widths: [CGFloat] = [280 * 40 / 180, 280 * 60 / 180, 280 * 80 / 180]
        #expect(
            views.map(\.frame) == [
                gridRect(0, 0, widths[0], 100), gridRect(widths[0] + 10, 0, widths[1], 100),
                gridRect(widths[0] + widths[1] + 20, 0, widths[2], 100),
            ])
    }

    @Test("equalSpacing: intrinsic widths, equal gaps (60 points each)")
    func equalSpacing() {
        let (_, _, views) = makeStack(.equalSpacing)
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test("equalCentering: intrinsic widths, centres 120 points apart")
    func equalCentering() {
        let (_, _, views) = makeStack(.equalCentering)
        #expect(views.map(\.frame.midX) == [20, 140, 260])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    @Test("Alignments across the axis: fill, top, centre, bottom")
    func alignments() {
        #expect(makeStack(.equalSpacing, .fill).views.map(\.frame.minY) == [0, 0, 0])
        #expect(makeStack(.equalSpacing, .fill).views.map(\.frame.height) == [100, 100, 100])
        let top = makeStack(.equalSpacing, .top).views
        #expect(top.map(\.frame.minY) == [0, 0, 0] && top.map(\.frame.height) == [20, 30, 40])
        #expect(makeStack(.equalSpacing, .center).views.map(\.frame.minY) == [40, 35, 30])
        #expect(makeStack(.equalSpacing, .bottom).views.map(\.frame.minY) == [80, 70, 60])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test("A hidden arranged view takes no room and no spacing; shown again, it comes back")
    func hiddenCollapses() {
        let (root, stack, views) = makeStack(.fill)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(views[1].frame.width == 0)
        #expect(views[2].frame == CGRect(x: 50, y: 0, width: 250, height: 100))
        #expect(stack.arrangedSubviews.count == 3)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 120])
    }

    @Test("Custom spacing after a view, margins-relative arrangement, removing an arranged view")
    func spacingMarginsRemoval() {
        let (root, stack, views) = makeStack(.fill)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 70, 140])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 5, y: 5, width: 40, height: 90))
        #expect(views[2].frame.maxX == 295)
        stack.removeArrangedSubview(views[2])
        #expect(views[2].superview === stack && stack.arrangedSubviews.count == 2)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }

    @Test("A vertical stack of labels sized by its content; baseline alignment in a horizontal one")
    func contentSizedStacks() {
        let root = rootView()
        let title = UILabel()
        title.text = "Title"
        let subtitle = UILabel()
        subtitle.text = "A longer subtitle"
        subtitle.font = .systemFont(ofSize: 12)
        let column = UIStackView(arrangedSubviews: [title, subtitle])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 0, width: textWidth(columns: 5), height: textHeight(lines: 1)))
        #expect(subtitle.frame.minY == onGrid(textHeight(lines: 1) + 4))
        #expect(
            column.frame
                == gridRect(
                    16, 10, textWidth(columns: 17, pointSize: 12),
                    textHeight(lines: 1) + 4 + textHeight(lines: 1, pointSize: 12)))

        let big = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        let small = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 10)
        let row = UIStackView(arrangedSubviews: [big, small])
        row.alignment = .firstBaseline
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let offset = UIFont.systemFont(ofSize: 30).ascender - UIFont.systemFont(ofSize: 10).ascender
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY == onGrid(offset))
        #expect(row.frame.height == textHeight(lines: 1, pointSize: 30))
    }

    @Test("A stack of three views in a cell's content view is sized by systemLayoutSizeFitting as its layout sizes it")
    func stackInCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let labels = (0..<3).map { index -> UILabel in
            let label = UILabel()
            label.text = "Line \(index)"
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(stack)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: onGrid(3 * textHeight(lines: 1) + 4 + 22)))
        let messages = layoutMessages {
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: size.height)
            cell.contentView.frame = cell.bounds
            cell.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(stack.frame == CGRect(x: 16, y: 11, width: 288, height: size.height - 22))
        #expect(labels[2].frame.maxY == stack.bounds.height)
    }
}
#endif
