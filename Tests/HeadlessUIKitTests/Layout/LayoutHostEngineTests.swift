#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Views that host constraints of their own (a tree's root, a cell and its content view): their intrinsic sizes,
/// constraints that reach out of a cell's content view, and autoresizing views below the root.
@MainActor
@Suite("Auto Layout: hosts of constraints", .timeLimit(.minutes(10)))
struct LayoutHostEngineTests {
    /// A multi-line label with no superview that has a constraint of its own.
    private func rootLabel(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        label.numberOfLines = 0
        label.text = text
        label.heightAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
        return label
    }

    @Test("A multi-line label fitted at a width is as tall as its text wrapped at that width")
    func rootLabelFitsWrappedHeight() {
        // 100 points hold 11 columns of 8.5 points: "aaaa bbbb" / "cccc".
        let label = rootLabel("aaaa bbbb cccc")
        let size = label.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: textHeight(lines: 2)))
    }

    @Test("Fitting a label again after its text changed measures the new text")
    func rootLabelTextChange() {
        let label = rootLabel("aaaa bbbb cccc")
        _ = label.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        label.text = "aaaa bbbb cccc dddd eeee"
        let size = label.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: textHeight(lines: 3)))
    }

    @Test("The compressed size of a one-line label is its text's size, and follows a text change")
    func rootLabelCompressedSize() {
        let label = UILabel()
        label.text = "abc"
        label.widthAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
        #expect(
            label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: textWidth(columns: 3), height: textHeight(lines: 1)))
        label.text = "abcdef"
        #expect(
            label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: textWidth(columns: 6), height: textHeight(lines: 1)))
    }

    @Test("A label whose hugging is below the fitting priority grows to the expanded fitting size")
    func rootLabelHuggingBelowFitting() {
        let label = UILabel()
        label.text = "abc"
        label.heightAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
        let expanded = UIView.layoutFittingExpandedSize
        #expect(label.systemLayoutSizeFitting(expanded).width == textWidth(columns: 3))
        label.setContentHuggingPriority(UILayoutPriority(40), for: .horizontal)
        #expect(label.systemLayoutSizeFitting(expanded).width == expanded.width)
    }

    @Test("An image view placed only by its position takes its image's size once it has an image")
    func imageViewGainsIntrinsicSize() {
        Headless.registerImage(named: "layout-host-photo", size: CGSize(width: 40, height: 30))
        defer { Headless.unregisterImage(named: "layout-host-photo") }
        let root = rootView()
        let imageView = constrainedView(UIImageView(frame: .zero), in: root)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(imageView.frame.size == .zero)
        imageView.image = UIImage(named: "layout-host-photo")
        root.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 5, y: 5, width: 40, height: 30))
    }

    @Test("A constraint from a view in a cell's content view to the cell places it, with its other constraints")
    func constraintOutOfContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let label = constrainedView(UILabel(), in: cell.contentView)
        label.text = "Inset"
        label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 5).isActive = true
        cell.layoutIfNeeded()
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 30).isActive = true
        cell.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 30, y: 5))
    }

    @Test("A view with a flexible width inside a container follows the container's width, and so do its neighbours")
    func nestedAutoresizing() {
        let root = rootView()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(container)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        container.addSubview(child)
        let neighbour = constrainedView(UIView(), in: container)
        NSLayoutConstraint.activate([
            neighbour.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            neighbour.topAnchor.constraint(equalTo: container.topAnchor),
            neighbour.widthAnchor.constraint(equalToConstant: 5), neighbour.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(neighbour.frame.minX == 190)
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        #expect(child.frame.width == 280)
        #expect(neighbour.frame.minX == 290)
    }
}
#endif
